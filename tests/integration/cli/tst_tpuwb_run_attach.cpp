// tpuwb run attach / detach against a 2-worker fake slice (sshd on 127.0.0.2-3): a job the
// workbench did not launch (a writer process the test starts) appends JSONL on both workers;
// `run attach` records it, `metrics tail` follows it live on every worker (every line once),
// and `run detach` stops following without touching the job (it keeps writing). A MaxText job
// attached by its logs prints, through `metrics tail`, its points as JSONL with their host
// (not its log lines), from both workers.
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

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Appends `count` lines to each file 20 ms apart, then keeps the process alive (a job that is
// still running) until it is killed. With a gate > 0 it stops after `gate` lines per file until
// a line arrives on its stdin, so a test can see lines tailed while the job still writes without
// racing the job (under asan and a parallel ctest the whole job could finish before the tail
// starts).
// argv: count, gate, format (jsonl or maxtext), files. A MaxText log has other lines between its
// "completed step" lines, as MaxText's does.
const char *kWriter = R"PY(import sys, time
count, gate, fmt, paths = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4:]
files = [open(p, "ab", buffering=0) for p in paths]
for i in range(1, count + 1):
    if gate and i == gate + 1:
        sys.stdin.readline()
    for w, f in enumerate(files):
        if fmt == "maxtext":
            f.write(b"I1202 12:00:00.000 max_utils.py:80] Memstats: After params initialized:\n")
            f.write(("I1202 12:00:00.000 train.py:42] completed step: %d, seconds: 0.5, TFLOP/s/device: 100.0, "
                     "Tokens/s/device: 2000.0, total_weights: 4096, loss: %.4f\n" % (i, 5.0 / i + w)).encode())
        else:
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
    void init();
    void attachTailDetach();
    void tailOfAnAttachedMaxTextJobIsJsonlWithHosts();
    void usageErrors();

private:
    // A 2-worker slice in the registry, its sshd running (kept in `sshd`).
    void addSlice(twb::test::SshdFixture &sshd);
    Run tpuwb(const QStringList &arguments) const;
    QStringList globals() const
    {
        return {u"--workspace"_s, m_dir->path(), u"--config"_s, m_dir->filePath(u"tpu_config.json"_s), u"--known-hosts"_s,
                m_dir->filePath(u"known_hosts"_s)};
    }

    std::unique_ptr<QTemporaryDir> m_dir;
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

void tst_TpuwbRunAttach::init()
{
    m_dir = std::make_unique<QTemporaryDir>();   // a workspace and registry of its own per test
}

void tst_TpuwbRunAttach::addSlice(twb::test::SshdFixture &sshd)
{
    TWB_VERIFY_RESULT(sshd.start());
    QFile::remove(m_dir->filePath(u"known_hosts"_s));
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_dir->filePath(u"known_hosts"_s)));
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
}

void tst_TpuwbRunAttach::attachTailDetach()
{
    twb::test::SshdFixture sshd({2, u"v4-16"_s});
    addSlice(sshd);
    if (QTest::currentTestFailed())
        return;

    const int count = 100;
    QStringList files;
    for (int w = 0; w < 2; ++w) {
        QVERIFY(QDir().mkpath(sshd.homeDir(w) + u"/job"_s));
        files << sshd.homeDir(w) + u"/job/metrics-%1.jsonl"_s.arg(w);
    }
    QProcess job;
    job.start(twb::test::systemPython(),
              QStringList{u"-c"_s, QString::fromUtf8(kWriter), QString::number(count), QString::number(count / 2), u"jsonl"_s} + files);
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
    auto record = twb::readJsonFile(m_dir->filePath(u"runs/%1/run.json"_s.arg(runId)));
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
                // The first line printed: the job, held at its gate, had not written all of
                // its lines yet. Then it may go on.
                QFile written(files[0]);
                liveWhileWriting = written.open(QIODevice::ReadOnly) && written.readAll().count('\n') <= count / 2;
                job.write("go\n");
                job.waitForBytesWritten(5000);
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
    record = twb::readJsonFile(m_dir->filePath(u"runs/%1/run.json"_s.arg(runId)));
    TWB_VERIFY_RESULT(record);
    QCOMPARE((*record)["state"], twb::Json("stopped"));
    QCOMPARE(job.state(), QProcess::Running);   // the job was not touched
}

// Issue 27: `metrics tail` of an attached two-worker MaxText job printed the job's log lines.
// Every line printed is JSON with its host, step, time and loss; both workers' points are there.
void tst_TpuwbRunAttach::tailOfAnAttachedMaxTextJobIsJsonlWithHosts()
{
    QElapsedTimer whole;
    whole.start();
    twb::test::SshdFixture sshd({2, u"v4-16"_s});
    addSlice(sshd);
    if (QTest::currentTestFailed())
        return;
    const int count = 30;
    QStringList files;
    for (int w = 0; w < 2; ++w) {
        QVERIFY(QDir().mkpath(sshd.homeDir(w) + u"/job-mt"_s));
        files << sshd.homeDir(w) + u"/job-mt/train-%1.log"_s.arg(w);
    }
    QProcess job;
    job.start(twb::test::systemPython(),
              QStringList{u"-c"_s, QString::fromUtf8(kWriter), QString::number(count), u"0"_s, u"maxtext"_s} + files);
    QVERIFY(job.waitForStarted());
    const auto killJob = qScopeGuard([&job] {
        job.kill();
        job.waitForFinished(5000);
    });

    const Run attached = tpuwb({u"run"_s, u"attach"_s, u"--machine"_s, u"slice"_s, u"--metrics"_s,
                                u"~/job-mt/train-{worker}.log"_s, u"--name"_s, u"maxtext"_s});
    QVERIFY2(attached.exitCode == 0, qPrintable(attached.err));
    const QString runId = attached.out.trimmed();
    auto record = twb::readJsonFile(m_dir->filePath(u"runs/%1/run.json"_s.arg(runId)));
    TWB_VERIFY_RESULT(record);
    QCOMPARE((*record)["attach"]["format"], twb::Json("maxtext"));   // from .log

    QProcess tail;
    tail.start(twb::test::tpuwbBinary(), globals() + QStringList{u"metrics"_s, u"tail"_s, runId});
    QVERIFY(tail.waitForStarted());
    QByteArray printed;
    QStringList notJson;
    QSet<QPair<int, int>> seen;
    QElapsedTimer clock;
    clock.start();
    while (seen.size() < 2 * count && clock.elapsed() < 60000) {
        tail.waitForReadyRead(200);
        printed += tail.readAllStandardOutput();
        const qsizetype end = printed.lastIndexOf('\n');
        if (end < 0)
            continue;
        for (const QByteArray &line : printed.left(end).split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
            const QJsonObject o = doc.object();
            if (error.error != QJsonParseError::NoError || !doc.isObject() || !o.value(u"host"_s).isDouble()
                || !o.value(u"step"_s).isDouble() || !o.value(u"time"_s).isDouble() || !o.value(u"loss"_s).isDouble()) {
                notJson << QString::fromUtf8(line);
                continue;
            }
            const int host = o.value(u"host"_s).toInt();
            const int step = o.value(u"step"_s).toInt();
            // Each worker's own loss: the point is where the host says it is.
            QCOMPARE(o.value(u"loss"_s).toDouble(), std::round((5.0 / step + host) * 1e4) / 1e4);
            seen.insert({host, step});
        }
        printed = printed.mid(end + 1);
    }
    tail.terminate();
    QVERIFY(tail.waitForFinished(10000));
    QVERIFY2(notJson.isEmpty(), qPrintable(u"not a point as JSONL with its host: "_s + notJson.mid(0, 3).join(u" | "_s)));
    QVERIFY2(seen.size() == 2 * count,
             qPrintable(u"%1 of %2 points; tail said: %3"_s.arg(seen.size()).arg(2 * count)
                            .arg(QString::fromUtf8(tail.readAllStandardError()))));
    QSet<int> hosts;
    for (const auto &[host, step] : seen)
        hosts.insert(host);
    QCOMPARE(hosts, (QSet<int>{0, 1}));
    qInfo("whole test: %.1f s", double(whole.elapsed()) / 1000.0);
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
