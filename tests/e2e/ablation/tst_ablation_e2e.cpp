// End to end: `tpuwb ablate` runs an ablation of the CPU smoke experiment (train.lr x 2 seeds)
// on two loopback sshd machines. One run is SIGKILLed while it trains; the launch ends with it
// failed, `--retry-failed` reruns it and nothing else, and the report's final metrics are the
// last values of the runs' metrics files on the hosts.
#include "ablation_workspace.h"

#include "core/runs/run_record.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include "support/report_number.h"

#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The last `loss` of a metrics file, read with Qt's JSON parser (not the workbench's).
std::optional<double> lastLoss(const QString &path)
{
    std::optional<double> last;
    for (const QByteArray &line : readAll(path).split('\n')) {
        const QJsonObject row = QJsonDocument::fromJson(line).object();
        if (!row.contains(u"event"_s) && row.contains(u"loss"_s))
            last = row.value(u"loss"_s).toDouble();
    }
    return last;
}

} // namespace

class tst_AblationE2e final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void launchKillRetryReport();

private:
    twb::test::AblationWorkspace m_workspace;
};

void tst_AblationE2e::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_workspace.create());
}

void tst_AblationE2e::launchKillRetryReport()
{
    const auto expand = m_workspace.tpuwb({u"ablate"_s, u"expand"_s, m_workspace.ablationFile()});
    QCOMPARE(expand.exitCode, 0);
    QStringList runIds;
    for (const QString &line : expand.out.split(u'\n', Qt::SkipEmptyParts))
        runIds << line.section(u'\t', 0, 0);
    QCOMPARE(runIds.size(), 4);

    // Launch in the background; kill the first run's train.py on m1 as soon as it runs.
    QProcess launch;
    launch.start(twb::test::tpuwbBinary(), m_workspace.globalArguments()
                                               + QStringList{u"ablate"_s, u"launch"_s, m_workspace.ablationFile(),
                                                             u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s});
    const QString victim = runIds.first();
    qint64 pid = 0;
    QElapsedTimer waited;
    waited.start();
    while ((pid = m_workspace.trainingPid(0, victim)) == 0 && waited.elapsed() < 120000)
        QTest::qWait(20);
    QVERIFY2(pid > 0, "the first run never started on m1");
    QCOMPARE(::kill(pid_t(-pid), SIGKILL), 0); // train.py leads its own process group
    QVERIFY(launch.waitForFinished(300000));
    const QString launchErr = QString::fromUtf8(launch.readAllStandardError());
    QVERIFY2(launch.exitCode() == 1, qPrintable(launchErr)); // not every run finished

    auto record = [&](const QString &runId) {
        auto r = twb::RunRecord::readFile(m_workspace.runsDir() + u'/' + runId + u"/run.json"_s);
        if (!r)
            qFatal("%s", qPrintable(r.error().message));
        return *r;
    };
    QCOMPARE(record(victim).state, twb::RunState::Failed);
    QMap<QString, QByteArray> untouched;
    for (const QString &runId : runIds.mid(1)) {
        QCOMPARE(record(runId).state, twb::RunState::Finished);
        QCOMPARE(record(runId).ablation, u"lr-sweep"_s);
        untouched.insert(runId, readAll(m_workspace.runsDir() + u'/' + runId + u"/run.json"_s));
    }
    auto status1 = m_workspace.tpuwb({u"ablate"_s, u"status"_s, m_workspace.ablationFile()});
    QVERIFY2(status1.out.contains(victim + u"\tfailed"_s), qPrintable(status1.out));

    // Retry: only the failed run runs again.
    const auto retry = m_workspace.tpuwb({u"ablate"_s, u"launch"_s, m_workspace.ablationFile(), u"--device"_s, u"cpu"_s,
                                          u"--threads"_s, u"1"_s, u"--retry-failed"_s});
    QVERIFY2(retry.exitCode == 0, qPrintable(retry.err));
    QVERIFY2(retry.err.contains(u"1 run queued"_s), qPrintable(retry.err));
    QCOMPARE(record(victim).state, twb::RunState::Finished);
    for (auto it = untouched.cbegin(); it != untouched.cend(); ++it)
        QVERIFY2(readAll(m_workspace.runsDir() + u'/' + it.key() + u"/run.json"_s) == it.value(), qPrintable(it.key()));

    // Both machines took runs, one at a time each.
    QMap<QString, QList<std::pair<QDateTime, QDateTime>>> byMachine;
    for (const QString &runId : runIds) {
        const twb::RunRecord r = record(runId);
        QCOMPARE(r.configHash, runId.section(u'-', -2, -2));
        QCOMPARE(u"s%1"_s.arg(r.seed), runId.section(u'-', -1));
        byMachine[r.machine].append({QDateTime::fromString(r.attempts.last().started, Qt::ISODate),
                                     QDateTime::fromString(r.ended, Qt::ISODate)});
    }
    QCOMPARE(byMachine.keys(), (QList<QString>{u"m1"_s, u"m2"_s}));
    for (auto intervals : byMachine) {
        std::sort(intervals.begin(), intervals.end());
        for (qsizetype i = 1; i < intervals.size(); ++i)
            QVERIFY(intervals[i].first >= intervals[i - 1].second);
    }

    // The report's final metric of each run is the last loss in that run's metrics file on
    // its host, and the fetched copy is that file byte for byte.
    const QString report = m_workspace.root() + u"/report.md"_s;
    const QString csv = m_workspace.root() + u"/cells.csv"_s;
    const auto reported = m_workspace.tpuwb({u"ablate"_s, u"report"_s, m_workspace.ablationFile(), u"--out"_s, report,
                                             u"--csv"_s, csv});
    QVERIFY2(reported.exitCode == 0, qPrintable(reported.err));
    const QString markdown = QString::fromUtf8(readAll(report));
    for (const QString &runId : runIds) {
        const twb::RunRecord r = record(runId);
        const QString remote = m_workspace.remoteRunDir(r.machine == u"m1"_s ? 0 : 1, runId) + u"/metrics/host-0.jsonl"_s;
        const auto last = lastLoss(remote);
        QVERIFY2(last.has_value(), qPrintable(remote));
        QCOMPARE(readAll(m_workspace.runsDir() + u'/' + runId + u"/metrics/host-0.jsonl"_s), readAll(remote));
        QString row;
        for (const QString &line : markdown.split(u'\n'))
            if (line.startsWith(u"| `"_s + runId + u'`'))
                row = line;
        QVERIFY2(!row.isEmpty(), qPrintable(markdown));
        const QString final = row.split(u'|', Qt::SkipEmptyParts).value(4).trimmed();
        // The report prints the file's last loss to the significant digits that tell the
        // column's values apart (4 to 8).
        QVERIFY2(twb::test::printedAs(*last, final), qPrintable(final + u" for "_s + QString::number(*last, 'g', 17)));
    }
    QCOMPARE(readAll(csv).count('\n'), 3); // header + 2 cells
    QVERIFY2(markdown.contains(u"(baseline)"_s) && markdown.contains(u"95% CI"_s), qPrintable(markdown));
}

QTEST_GUILESS_MAIN(tst_AblationE2e)
#include "tst_ablation_e2e.moc"
