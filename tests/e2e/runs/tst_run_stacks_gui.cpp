// "Why is it stuck?" end to end in the Monitor: a 3-host loopback slice (sshd on 127.0.0.2-4)
// runs the scaffolded project in CPU smoke mode, its hosts in one gloo group; the test's hang
// hook (support/hang_hook.h) hangs host 2 in a function of its own after step 4, hosts 0 and 1
// wait for it in their next collective. The Monitor flags the run stalled and takes a stack dump by itself, which
// groups hosts 0 and 1 and names host 2 as the odd one out, with its frame.
#include "core/runs/run_folder.h"
#include "core/runs/stack_sampler.h"
#include "core/workspace/workspace.h"
#include "support/hang_hook.h"
#include "support/loopback_slice.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "core/services/workbench_session.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/diagnostics_bar.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/stack_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunStacksGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aHungHostIsTheOddOneInTheAutomaticDump();

private:
    twb::test::SshdFixture m_fixture{{.hostCount = 3, .acceleratorType = u"v4-24"_s}};
    QTemporaryDir m_root;
    QString m_ws;
    QString m_project;
};

void tst_RunStacksGui::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_fixture.start());
    m_ws = m_root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(m_ws));
    TWB_VERIFY_RESULT(twb::test::LoopbackSlice::writeRegistry(m_fixture, m_ws + u"/tpu_config.json"_s, u"slice3"_s,
                                                             u"v4-24"_s));
    m_project = m_ws + u"/experiments/tiny"_s;
    const auto scaffold = twb::test::TpuwbRunner({u"--workspace"_s, m_ws})
                              .scaffoldTinyDecoder(m_project, u"v4-16"_s,
                                                   {u"train.batch_size=24"_s, u"train.max_steps=100000"_s,
                                                    u"train.log_every=1"_s, u"train.warmup_steps=5"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    // The test's hang hook (the project has none): host 2 hangs once it has done 4 steps.
    TWB_VERIFY_RESULT(twb::test::installHangHook(m_project, 2, 4));
}

void tst_RunStacksGui::aHungHostIsTheOddOneInTheAutomaticDump()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_ws);
    context.setRegistryOverride(m_ws + u"/tpu_config.json"_s);
    context.setKnownHostsPath(m_fixture.knownHostsPath());
    twb::MonitorPanel panel(context);
    context.alerts().setStacksOnStall(true);
    panel.resize(1400, 900);
    panel.show();
    QSignalSpy finished(&panel, &twb::MonitorPanel::operationFinished);
    QSignalSpy taken(panel.diagnostics(), &twb::DiagnosticsBar::stacksTaken);

    twb::LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"slice3"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    request.extraArguments = {u"--threads"_s, u"1"_s};
    panel.launchRun(request);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    const QString runId = finished.first().at(0).toString();
    QTRY_COMPARE_WITH_TIMEOUT(panel.currentRun(), runId, 10000);

    // The run turns stalled and the Monitor takes a dump by itself. (A moment of silence on a
    // loaded machine may make an earlier dump; the one after the hang names host 2.)
    const twb::RunFolder folder = twb::RunFolder::in(twb::Workspace(m_ws).runsDir(), runId);
    QElapsedTimer clock;
    clock.start();
    twb::StackDump dump;
    while (clock.elapsed() < 90000) {
        if (taken.isEmpty() && !taken.wait(5000))
            continue;
        QCOMPARE(taken.takeFirst().at(1).toBool(), true);
        auto latest = twb::StackSampler::latest(folder);
        TWB_VERIFY_RESULT(latest);
        dump = *latest;
        if (dump.odd == QList<int>{2})
            break;
    }
    QCOMPARE(dump.odd, QList<int>{2});
    QCOMPARE(panel.runModel()->state(panel.runModel()->rowOf(runId)), twb::RunState::Stalled);

    // Saved, not shown by itself: the stall's alert offers it, and its window shows it: host 2
    // first and highlighted, with the function it hangs in, then hosts 0 and 1 together.
    twb::StackView *view = panel.diagnostics()->stackView();
    QVERIFY(!view->isVisible());
    twb::AlertList *alerts = panel.alertList();
    QPushButton *stacks = nullptr;
    for (int row = 0; row < alerts->count() && !stacks; ++row)
        stacks = alerts->stacksButton(row);
    QVERIFY(stacks);
    stacks->click();
    QVERIFY(view->isVisible());
    QTreeWidget *tree = view->tree();
    QTRY_VERIFY_WITH_TIMEOUT(tree->topLevelItemCount() >= 2, 10000);
    QCOMPARE(tree->topLevelItem(0)->text(0), u"Odd one out: host 2"_s);
    QCOMPARE(tree->topLevelItem(0)->child(0)->text(0), u"test_hook_hang_forever"_s);
    QVERIFY(tree->topLevelItem(0)->child(0)->text(1).startsWith(u"sitecustomize.py:"_s));
    QVERIFY2(tree->topLevelItem(1)->text(0).startsWith(u"hosts 0, 1 "_s), qPrintable(tree->topLevelItem(1)->text(0)));
    tree->expandAll();
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()));
    QVERIFY(view->window()->grab().save(twb::test::artifactsDir() + u"/monitor_stacks_hung_slice.png"_s));

    // A hung slice stops only by force (SIGTERM is not answered inside a collective).
    auto stopped = context.runService().stopNow(runId, std::chrono::seconds(1));
    TWB_VERIFY_RESULT(stopped);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_RunStacksGui)
#include "tst_run_stacks_gui.moc"
