// "Why is it slow?" end to end in the Monitor: a 2-host loopback slice (sshd on 127.0.0.2-3)
// runs the scaffolded project in CPU smoke mode, its hosts in one gloo group. The button traces
// 3 steps on both hosts while the run goes on; the profile window shows both hosts' breakdowns,
// the model's matrix multiplications among the top operators, and one step per host.
#include "core/runs/run_folder.h"
#include "core/runs/profile_requester.h"
#include "core/workspace/workspace.h"
#include "support/loopback_slice.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "core/services/workbench_session.h"
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
#include "widgets/common/qcustomplot_include.h"
#include "widgets/monitor/profile_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunProfileGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void whySlowProfilesTheLiveRun();

private:
    twb::test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
    QTemporaryDir m_root;
    QString m_ws;
    QString m_project;
};

void tst_RunProfileGui::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_fixture.start());
    m_ws = m_root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(m_ws));
    TWB_VERIFY_RESULT(twb::test::LoopbackSlice::writeRegistry(m_fixture, m_ws + u"/tpu_config.json"_s, u"slice2"_s,
                                                             u"v4-16"_s));
    m_project = m_ws + u"/experiments/tiny"_s;
    const auto scaffold = twb::test::TpuwbRunner({u"--workspace"_s, m_ws})
                              .scaffoldTinyDecoder(m_project, u"v4-16"_s,
                                                   {u"train.batch_size=24"_s, u"train.max_steps=100000"_s,
                                                    u"train.log_every=1"_s, u"train.warmup_steps=5"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
}

void tst_RunProfileGui::whySlowProfilesTheLiveRun()
{
    namespace LoopbackSlice = twb::test::LoopbackSlice;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_ws);
    context.setRegistryOverride(m_ws + u"/tpu_config.json"_s);
    context.setKnownHostsPath(m_fixture.knownHostsPath());
    twb::MonitorPanel panel(context);
    context.alerts().setStacksOnStall(false);
    panel.resize(1400, 900);
    panel.show();
    QSignalSpy finished(&panel, &twb::MonitorPanel::operationFinished);
    QSignalSpy taken(panel.diagnostics(), &twb::DiagnosticsBar::profileTaken);

    twb::LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"slice2"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    request.extraArguments = {u"--threads"_s, u"1"_s};
    QElapsedTimer launching;
    launching.start();
    panel.launchRun(request);
    QVERIFY(finished.wait(120000));
    qInfo("launched in %.1f s", double(launching.elapsed()) / 1000.0);
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    const QString runId = finished.first().at(0).toString();
    QTRY_COMPARE_WITH_TIMEOUT(panel.currentRun(), runId, 10000);
    const auto bothHostsTrain = [&] {
        return LoopbackSlice::lastLoggedStep(m_fixture, runId, 0) >= 3
               && LoopbackSlice::lastLoggedStep(m_fixture, runId, 1) >= 3;
    };
    if (!QTest::qWaitFor(bothHostsTrain, 90000)) {   // says why in the CI log: the hosts' own output
        for (int host = 0; host < 2; ++host)
            qWarning().noquote() << LoopbackSlice::hostLogTail(m_fixture, runId, host);
        QFAIL("the run's hosts did not log 3 steps in 90 s");
    }

    QTRY_VERIFY_WITH_TIMEOUT(panel.diagnostics()->profileButton()->isEnabled(), 10000);
    panel.diagnostics()->profileButton()->click();
    QVERIFY(!panel.diagnostics()->profileButton()->isEnabled());   // one capture at a time
    QVERIFY(taken.wait(150000));
    QCOMPARE(taken.first().at(1).toBool(), true);

    // Saved with the run: one trace per host.
    auto latest = twb::ProfileRequester::latest(twb::RunFolder::in(twb::Workspace(m_ws).runsDir(), runId));
    TWB_VERIFY_RESULT(latest);
    QCOMPARE(latest->hosts.size(), 2);
    for (const twb::HostProfile &h : latest->hosts) {
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        QVERIFY(QFileInfo::exists(latest->traceFile(h.host)));
    }

    // The window shows both hosts' breakdowns and the matrix multiplications among the top
    // operators.
    twb::ProfileView *view = panel.diagnostics()->profileView();
    QVERIFY(view->isVisible());
    QVERIFY2(view->summary()->text().contains(u"host 0: "_s) && view->summary()->text().contains(u"host 1: "_s),
             qPrintable(view->summary()->text()));
    QCOMPARE(view->breakdownPlot()->plottableCount(), twb::kStepTimeKinds + 1);
    QStringList top;
    for (int row = 0; row < std::min(10, view->operators()->rowCount()); ++row)
        top << view->operators()->item(row, 0)->text();
    QVERIFY2(top.contains(u"aten::mm"_s), qPrintable(top.join(u", "_s)));
    QVERIFY(view->timelinePlot()->itemCount() > 2);
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()));
    QVERIFY(view->window()->grab().save(twb::test::artifactsDir() + u"/monitor_profile_live_run.png"_s));

    auto stopped = context.runService().stopNow(runId, std::chrono::seconds(20));
    TWB_VERIFY_RESULT(stopped);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_RunProfileGui)
#include "tst_run_profile_gui.moc"
