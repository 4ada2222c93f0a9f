// Several RunService instances in one process (one per panel, as the GUI builds them) change
// one run's record at once: none of their changes is lost. Each instance has its own
// per-run locks, so only the process-wide lock on the run folder (RunRecordLock) keeps their
// read-modify-writes of run.json apart; and an operation that holds the record while it talks
// to the hosts (a stop) writes it back without undoing the tags another service added.
#include "core/runs/run_annotation.h"
#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "support/fake_train_project.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunRecordConcurrency final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void separateServicesAddingTagsLoseNone();
    void tagsAddedDuringAStopSurviveIt();

private:
    QString runsDir() const { return m_dir.filePath(u"ws/runs"_s); }
    MachineAccess access() const
    {
        return MachineAccess(m_dir.filePath(u"ws/tpu_config.json"_s), ConnectionProfile::defaults());
    }

    QTemporaryDir m_dir;
    QString m_project;
};

void tst_RunRecordConcurrency::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir().mkpath(runsDir()));
    m_project = m_dir.filePath(u"tiny"_s);
    TWB_VERIFY_RESULT(test::writeFakeTrainProject(m_project));
    QFile registry(m_dir.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(uR"({"tpus": [{"mode": "local", "tpu_name": "box", "workbench": {"python": "%1", "remote_root": "%2"}}]})"_s
                       .arg(test::systemPython(), m_dir.filePath(u"remote"_s))
                       .toUtf8());
}

void tst_RunRecordConcurrency::separateServicesAddingTagsLoseNone()
{
    constexpr int kThreads = 8;
    constexpr int kTagsEach = 25;
    const QString runId = u"shared-run"_s;
    const RunFolder folder = RunFolder::in(runsDir(), runId);
    QVERIFY(QDir().mkpath(folder.dir()));
    RunRecord record;
    record.runId = runId;
    record.experiment = u"tiny"_s;
    record.state = RunState::Finished;
    record.notes = u"before"_s;
    TWB_VERIFY_RESULT(folder.writeRecord(record));

    // One service per thread, built up front: separate RunOperationContexts, separate per-run mutexes.
    std::vector<std::unique_ptr<RunService>> services;
    for (int t = 0; t < kThreads; ++t)
        services.push_back(std::make_unique<RunService>(access(), runsDir()));
    std::atomic<int> failures{0};
    std::atomic<bool> go{false};
    QStringList firstError;
    std::mutex errorMutex;
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            while (!go.load())
                std::this_thread::yield();
            for (int k = 0; k < kTagsEach; ++k) {
                RunAnnotation add;
                add.addTags << u"t%1-%2"_s.arg(t).arg(k);
                if (auto saved = services[t]->annotateNow(runId, add); !saved) {
                    ++failures;
                    std::lock_guard lock(errorMutex);
                    firstError << saved.error().message;
                }
            }
        });
    }
    go = true;
    for (std::thread &thread : threads)
        thread.join();
    QVERIFY2(failures == 0, qPrintable(firstError.join(u'\n')));

    const auto after = folder.readRecord();
    TWB_VERIFY_RESULT(after);
    QStringList lost;
    for (int t = 0; t < kThreads; ++t)
        for (int k = 0; k < kTagsEach; ++k)
            if (!after->tags.contains(u"t%1-%2"_s.arg(t).arg(k)))
                lost << u"t%1-%2"_s.arg(t).arg(k);
    qInfo("%lld of %d tags lost", qlonglong(lost.size()), kThreads * kTagsEach);
    QVERIFY2(lost.isEmpty(), qPrintable(u"lost %1 of %2 tags: %3"_s.arg(lost.size()).arg(kThreads * kTagsEach)
                                            .arg(lost.join(u' '))));
    QCOMPARE(after->tags.size(), kThreads * kTagsEach);
    // What no one changed is kept.
    QCOMPARE(after->notes, u"before"_s);
    QCOMPARE(after->state, RunState::Finished);
}

// The Monitor stops a run (its service reads run.json, signals the host, waits for the exit and
// writes the record back) while the Compare panel's service tags it again and again: every
// tag is there afterwards, and the stop's state too.
void tst_RunRecordConcurrency::tagsAddedDuringAStopSurviveIt()
{
    RunService monitor(access(), runsDir());
    RunService compare(access(), runsDir());
    LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"box"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    request.extraArguments = {u"--max-steps"_s, u"100000"_s, u"--step-seconds"_s, u"0.1"_s};
    auto launched = monitor.launchNow(request);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(RunFolder(launched->remoteDir).metricsFile(0)).size() > 0, 10000);

    auto stop = monitor.stop(id, std::chrono::seconds(10));
    QStringList added;
    while (!stop.isFinished() || added.size() < 5) {
        RunAnnotation add;
        add.addTags << u"during-stop-%1"_s.arg(added.size());
        auto saved = compare.annotateNow(id, add);
        TWB_VERIFY_RESULT(saved);
        added << add.addTags;
        QVERIFY2(added.size() < 100000, "the stop did not end");
    }
    TWB_VERIFY_RESULT(stop.result());
    const auto after = RunFolder::in(runsDir(), id).readRecord();
    TWB_VERIFY_RESULT(after);
    QCOMPARE(after->state, RunState::Stopped);
    QStringList lost;
    for (const QString &tag : added)
        if (!after->tags.contains(tag))
            lost << tag;
    qInfo("%lld tags added during the stop, %lld lost", qlonglong(added.size()), qlonglong(lost.size()));
    QVERIFY2(lost.isEmpty(), qPrintable(u"lost %1 of %2 tags: %3"_s.arg(lost.size()).arg(added.size()).arg(lost.join(u' '))));
}

QTEST_GUILESS_MAIN(tst_RunRecordConcurrency)
#include "tst_run_record_concurrency.moc"
