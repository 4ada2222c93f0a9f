// tpuwb run attach / detach against a 2-worker fake slice (sshd on 127.0.0.2-3): a job the
// workbench did not launch (a writer process the test starts) appends JSONL on both workers;
// `run attach` records it, `metrics tail` follows it live on every worker (every line once),
// and `run detach` stops following without touching the job (it keeps writing).
#include "core/util/json.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Appends `count` lines to each file 20 ms apart, then keeps the process alive (a job that is
// still running) until it is killed.
const char *kWriter = R"PY(import sys, time
count, paths = int(sys.argv[1]), sys.argv[2:]
files = [open(p, "ab", buffering=0) for p in paths]
for i in range(1, count + 1):
    for w, f in enumerate(files):
        f.write(('{"step": %d, "loss": %.4f}\n' % (i, 5.0 / i + w)).encode())
    time.sleep(0.02)
print("written", flush=True)
time.sleep(600)
)PY";

} // namespace

class tst_TpuwbRunAttach final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attachTailDetach();
    void usageErrors();

private:
    Run tpuwb(const QStringList &arguments) const;
    QStringList globals() const
    {
        return {u"--workspace"_s, m_dir.path(), u"--config"_s, m_dir.filePath(u"tpu_config.json"_s), u"--known-hosts"_s,
                m_dir.filePath(u"known_hosts"_s)};
    }

    QTemporaryDir m_dir;
};

Run tst_TpuwbRunAttach::tpuwb(const QStringList &arguments) const
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), globals() + arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

void tst_TpuwbRunAttach::attachTailDetach()
{
    twb::test::SshdFixture sshd({2, u"v4-16"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QFile::remove(m_dir.filePath(u"known_hosts"_s));
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_dir.filePath(u"known_hosts"_s)));
    twb::Json hosts = twb::Json::array();
    for (int i = 0; i < sshd.hostCount(); ++i)
        hosts.push_back(twb::toStd(sshd.host(i) + u':' + QString::number(sshd.port(i))));
    const twb::Json entry = {{"tpu_name", "slice"},
                             {"workbench",
                              {{"accelerator_type", "v4-16"},
                               {"hosts", hosts},
                               {"python", "/usr/bin/python3"},
                               {"ssh", {{"user", twb::toStd(sshd.user())}, {"port", sshd.port(0)},
                                        {"identity_file", twb::toStd(sshd.clientKeyPath())}}}}}};
    const Run added = tpuwb({u"registry"_s, u"add"_s, twb::toQString(entry.dump()), u"--no-probe"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));

    const int count = 100;
    QStringList files;
    for (int w = 0; w < 2; ++w) {
        QVERIFY(QDir().mkpath(sshd.homeDir(w) + u"/job"_s));
        files << sshd.homeDir(w) + u"/job/metrics-%1.jsonl"_s.arg(w);
    }
    QProcess job;
    job.start(twb::test::systemPython(), QStringList{u"-c"_s, QString::fromUtf8(kWriter), QString::number(count)} + files);
    QVERIFY(job.waitForStarted());
    // Stopped by its own pid however the test ends (the job is not the workbench's to stop).
    const auto killJob = qScopeGuard([&job] {
        job.kill();
        job.waitForFinished(5000);
    });
    QTest::qWait(200);

    const Run attached = tpuwb({u"run"_s, u"attach"_s, u"--machine"_s, u"slice"_s, u"--metrics"_s,
                                u"~/job/metrics-{worker}.jsonl"_s, u"--name"_s, u"theirs"_s});
    QVERIFY2(attached.exitCode == 0, qPrintable(attached.err));
    const QString runId = attached.out.trimmed();
    QVERIFY(runId.startsWith(u"theirs-"_s));
    auto record = twb::readJsonFile(m_dir.filePath(u"runs/%1/run.json"_s.arg(runId)));
    TWB_VERIFY_RESULT(record);
    QCOMPARE((*record)["state"], twb::Json("running"));
    QCOMPARE((*record)["attach"]["metrics"], twb::Json("~/job/metrics-{worker}.jsonl"));
    QCOMPARE((*record)["attach"]["format"], twb::Json("jsonl"));
    QCOMPARE((*record)["hosts"].size(), std::size_t(2));

    QProcess tail;
    tail.start(twb::test::tpuwbBinary(), globals() + QStringList{u"metrics"_s, u"tail"_s, runId});
    QVERIFY(tail.waitForStarted());
    QByteArray printed;
    QSet<QPair<int, int>> seen;
    int repeats = 0;
    bool liveWhileWriting = false;
    QElapsedTimer clock;
    clock.start();
    while (seen.size() < 2 * count && clock.elapsed() < 60000) {
        tail.waitForReadyRead(200);
        printed += tail.readAllStandardOutput();
        const qsizetype end = printed.lastIndexOf('\n');
        if (end < 0)
            continue;
        for (const QByteArray &line : printed.left(end).split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (!o.contains(u"step"_s))
                continue;
            const QPair<int, int> key{o.value(u"host"_s).toInt(), o.value(u"step"_s).toInt()};
            if (seen.contains(key))
                ++repeats;
            seen.insert(key);
            if (seen.size() == 1) {
                // The first line printed: the job had not written all of its lines yet.
                QFile written(files[0]);
                liveWhileWriting = written.open(QIODevice::ReadOnly) && written.readAll().count('\n') < count;
            }
        }
        printed = printed.mid(end + 1);
    }
    QVERIFY2(seen.size() == 2 * count,
             qPrintable(u"%1 of %2 lines; tail said: %3"_s.arg(seen.size()).arg(2 * count).arg(QString::fromUtf8(tail.readAllStandardError()))));
    QCOMPARE(repeats, 0);
    QVERIFY(liveWhileWriting);
    tail.terminate();
    QVERIFY(tail.waitForFinished(10000));

    const Run detached = tpuwb({u"run"_s, u"detach"_s, runId});
    QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
    record = twb::readJsonFile(m_dir.filePath(u"runs/%1/run.json"_s.arg(runId)));
    TWB_VERIFY_RESULT(record);
    QCOMPARE((*record)["state"], twb::Json("stopped"));
    QCOMPARE(job.state(), QProcess::Running);   // the job was not touched
}

void tst_TpuwbRunAttach::usageErrors()
{
    const Run noName = tpuwb({u"run"_s, u"attach"_s, u"--machine"_s, u"x"_s, u"--metrics"_s, u"/tmp/a.jsonl"_s});
    QCOMPARE(noName.exitCode, 2);
    QVERIFY2(noName.err.contains(u"--name"_s), qPrintable(noName.err));
    const Run badFormat = tpuwb({u"run"_s, u"attach"_s, u"--machine"_s, u"x"_s, u"--metrics"_s, u"/tmp/a"_s, u"--name"_s,
                                 u"n"_s, u"--format"_s, u"xml"_s});
    QCOMPARE(badFormat.exitCode, 2);
    QVERIFY2(badFormat.err.contains(u"maxtext"_s), qPrintable(badFormat.err));
    const Run unknownMachine = tpuwb({u"run"_s, u"attach"_s, u"--machine"_s, u"nope"_s, u"--metrics"_s, u"/tmp/a.jsonl"_s,
                                      u"--name"_s, u"n"_s});
    QCOMPARE(unknownMachine.exitCode, 1);
    QVERIFY2(unknownMachine.err.contains(u"nope"_s), qPrintable(unknownMachine.err));
}

QTEST_GUILESS_MAIN(tst_TpuwbRunAttach)
#include "tst_tpuwb_run_attach.moc"
