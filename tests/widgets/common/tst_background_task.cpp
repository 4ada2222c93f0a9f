#include "widgets/common/background_task.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace twb;
using namespace std::chrono_literals;

class tst_BackgroundTask final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultArrivesOnTheContextThread();
    void voidJobCallsDoneWithoutArguments();
    void progressPostsArriveInOrderBeforeTheResult();
    void deletedContextGetsNoCallback();
    void cancelledTaskDeliversNothing();
    void busyChangedBracketsTheTasks();
    void destroyingTheGroupCancelsAndReturnsWithinTheBound();
    void destroyingTheGroupGivesUpOnAJobThatIgnoresCancel();
    void throwingJobDeliversNothingAndEnds();
};

void tst_BackgroundTask::resultArrivesOnTheContextThread()
{
    TaskGroup group;
    QObject context;
    QThread *worker = nullptr;
    QThread *deliveredOn = nullptr;
    int result = 0;
    group.run(
        &context,
        [&worker] {
            worker = QThread::currentThread();
            return 6 * 7;
        },
        [&](int value) {
            deliveredOn = QThread::currentThread();
            result = value;
        });
    QTRY_COMPARE(result, 42);
    QCOMPARE(deliveredOn, context.thread());
    QVERIFY(worker != nullptr);
    QVERIFY(worker != QThread::currentThread());
    QCOMPARE(group.activeCount(), 0);
}

void tst_BackgroundTask::voidJobCallsDoneWithoutArguments()
{
    TaskGroup group;
    std::atomic<bool> ran = false;
    bool done = false;
    const TaskHandle handle = group.run(this, [&ran] { ran = true; }, [&done] { done = true; });
    QVERIFY(handle.isActive());
    QTRY_VERIFY(done);
    QVERIFY(ran);
    QVERIFY(!handle.isActive());
}

void tst_BackgroundTask::progressPostsArriveInOrderBeforeTheResult()
{
    TaskGroup group;
    QList<int> seen;
    group.run(
        this,
        [&seen](const TaskToken &token) {
            for (int i = 1; i <= 3; ++i)
                token.post([&seen, i] { seen << i; });
            return 4;
        },
        [&seen](int last) { seen << last; });
    QTRY_COMPARE(seen, (QList<int>{1, 2, 3, 4}));
}

void tst_BackgroundTask::deletedContextGetsNoCallback()
{
    TaskGroup group;
    auto *context = new QObject;
    QSemaphore release;
    bool called = false;
    group.run(
        context,
        [&release] {
            release.acquire(); // holds the job until the context is gone
            return 1;
        },
        [&called](int) { called = true; });
    delete context;
    release.release();
    QVERIFY(group.waitForIdle(5s));
    QTRY_COMPARE(group.activeCount(), 0); // the result was dropped, not lost in the queue
    QVERIFY(!called);
}

void tst_BackgroundTask::cancelledTaskDeliversNothing()
{
    TaskGroup group;
    std::atomic<bool> sawStop = false;
    QSemaphore started;
    bool called = false;
    const TaskHandle handle = group.run(
        this,
        [&sawStop, &started](const TaskToken &token) {
            started.release();
            while (!token.stopRequested())
                QThread::msleep(1);
            sawStop = true;
            return 0;
        },
        [&called](int) { called = true; });
    QVERIFY(started.tryAcquire(1, 5000)); // cancelled before it starts, a job does not run at all
    handle.cancel();
    QVERIFY(group.waitForIdle(5s));
    QVERIFY(sawStop);
    QTRY_VERIFY(!handle.isActive());
    QVERIFY(!called);
}

void tst_BackgroundTask::busyChangedBracketsTheTasks()
{
    TaskGroup group;
    QSignalSpy busy(&group, &TaskGroup::busyChanged);
    int done = 0;
    for (int i = 0; i < 3; ++i)
        group.run(this, [] { return 0; }, [&done](int) { ++done; });
    QVERIFY(group.isBusy());
    QTRY_COMPARE(done, 3);
    QCOMPARE(busy.size(), 2);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    QCOMPARE(busy.at(1).at(0).toBool(), false);
    QVERIFY(!group.isBusy());
}

void tst_BackgroundTask::destroyingTheGroupCancelsAndReturnsWithinTheBound()
{
    auto stopped = std::make_shared<std::atomic<int>>(0);
    auto started = std::make_shared<QSemaphore>();
    bool called = false;
    auto group = std::make_unique<TaskGroup>();
    for (int i = 0; i < 2; ++i)
        group->run(
            this,
            [stopped, started](const TaskToken &token) {
                started->release();
                // A long job that polls: 60 s unless asked to stop.
                for (int ms = 0; ms < 60000 && !token.stopRequested(); ++ms)
                    QThread::msleep(1);
                if (token.stopRequested())
                    ++*stopped;
                return 0;
            },
            [&called](int) { called = true; });
    QVERIFY(started->tryAcquire(2, 5000));
    QElapsedTimer timer;
    timer.start();
    group.reset();
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(stopped->load(), 2); // both noticed the stop before the group returned
    QTest::qWait(20);
    QVERIFY(!called);
}

void tst_BackgroundTask::destroyingTheGroupGivesUpOnAJobThatIgnoresCancel()
{
    auto release = std::make_shared<QSemaphore>();
    auto started = std::make_shared<QSemaphore>();
    bool called = false;
    auto group = std::make_unique<TaskGroup>();
    group->setShutdownBound(200ms);
    group->run(
        this,
        [release, started] {
            started->release();
            release->tryAcquire(1, 10000); // deaf to the stop
            return 0;
        },
        [&called](int) { called = true; });
    QVERIFY(started->tryAcquire(1, 5000));
    QElapsedTimer timer;
    timer.start();
    group.reset();
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(elapsed >= 150 && elapsed < 1500, qPrintable(QString::number(elapsed)));
    release->release(); // the job ends after its group: it must reach nothing
    QTest::qWait(100);
    QVERIFY(!called);
}

void tst_BackgroundTask::throwingJobDeliversNothingAndEnds()
{
    TaskGroup group;
    bool called = false;
    group.run(
        this, []() -> int { throw std::runtime_error("boom"); }, [&called](int) { called = true; });
    QVERIFY(group.waitForIdle(5s));
    QTRY_COMPARE(group.activeCount(), 0);
    QVERIFY(!called);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_BackgroundTask)
#include "tst_background_task.moc"
