// The one exit code -> host state rule: train.py's own `done` event says finished (0),
// stopped (143, after a checkpoint) or failed; one launch.sh wrote for it is a crash.
#include "core/metrics/host_health.h"

#include <QtTest>

using namespace twb;

class tst_HostHealth final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCodeToState_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("bySupervisor");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("detailHas");
        QTest::newRow("done, exit 0") << 0 << false << int(HostState::Finished) << QStringLiteral("done");
        QTest::newRow("exit 0 recorded by launch.sh") << 0 << true << int(HostState::Finished) << QString();
        QTest::newRow("stopped after a checkpoint") << 143 << false << int(HostState::Stopped)
                                                    << QStringLiteral("checkpoint");
        QTest::newRow("error in train.py") << 1 << false << int(HostState::Failed) << QStringLiteral("exit code 1");
        QTest::newRow("killed: launch.sh recorded 137") << 137 << true << int(HostState::Crashed)
                                                        << QStringLiteral("signal 9");
        QTest::newRow("SIGTERM without a done event") << 143 << true << int(HostState::Crashed)
                                                      << QStringLiteral("signal 15");
        QTest::newRow("crash without a done event") << 2 << true << int(HostState::Crashed)
                                                    << QStringLiteral("exit code 2");
    }
    void exitCodeToState()
    {
        QFETCH(int, exitCode);
        QFETCH(bool, bySupervisor);
        QFETCH(int, state);
        QFETCH(QString, detailHas);
        QCOMPARE(int(hostStateForExit(exitCode, bySupervisor)), state);
        const QString detail = hostExitDetail(exitCode, bySupervisor);
        QVERIFY(!detail.isEmpty());
        QVERIFY2(detail.contains(detailHas), qPrintable(detail));
    }
};

QTEST_GUILESS_MAIN(tst_HostHealth)
#include "tst_host_health.moc"
