// The monitor panel driving real runs on this machine (a `mode: local` machine): a scaffolded
// project whose train.py is swapped for a stand-in that logs a point every 50 ms, stops on
// SIGTERM with exit 143 (as the real one does after its checkpoint) and continues where it
// stopped on `--resume auto`. Launch, stop, relaunch and resume go through the panel's buttons
// and operations; the panel is destroyed and made again as an app restart would.
#include "core/experiment/experiment_factory.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_record.h"
#include "core/services/alert_settings.h"
#include "support/result_check.h"
#include "support/session_bus_fixture.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "widgets/common/plot_stack.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/diagnostics_bar.h"
#include "core/metrics/health_tracker.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/stack_view.h"
#include "widgets/monitor/verification_view.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// Logs {"step", "time", "host", "loss"} every 50 ms up to --max-steps (default 100000); on
// SIGTERM writes its checkpoint (the step it reached) and `done` with 143; `--resume auto`
// starts after the checkpoint, `--resume none` from 0; `--hang-after N` stops logging after N
// steps (in hang(), until SIGTERM). Like the generated train.py, it dumps its stacks on SIGUSR2
// (faulthandler), for "Why is it stuck?".
const char *kTrainPy = R"(import faulthandler, json, os, signal, sys, time
host = int(os.environ.get("TPUWB_WORKER_ID", "0"))
os.makedirs("stacks", exist_ok=True)
faulthandler.register(signal.SIGUSR2, file=open("stacks/host-%d.txt" % host, "a"), all_threads=True)
args = sys.argv[1:]
def value(name, default):
    return args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else default
steps = int(value("--max-steps", "100000"))
hang_after = int(value("--hang-after", "-1"))
resume = value("--resume", "none")
checkpoint = "checkpoint-%d" % host
stop = []
signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
start = int(open(checkpoint).read()) if resume == "auto" and os.path.exists(checkpoint) else 0
def hang():
    while not stop:
        time.sleep(0.05)
os.makedirs("metrics", exist_ok=True)
with open("metrics/host-%d.jsonl" % host, "a", buffering=1) as out:
    for step in range(start, steps):
        if step == hang_after:
            hang()
        if stop:
            open(checkpoint, "w").write(str(step))
            out.write(json.dumps({"event": "done", "time": time.time(), "host": host, "exit_code": 143}) + "\n")
            sys.exit(143)
        out.write(json.dumps({"step": step, "time": time.time(), "host": host, "loss": 4.0 / (1 + 0.1 * step)}) + "\n")
        time.sleep(0.05)
    out.write(json.dumps({"event": "done", "time": time.time(), "host": host, "exit_code": 0}) + "\n")
)";

// The local transport, with each upload taking `delayMs`: a launch stays in its upload long
// enough to close the panel in the middle of it.
class SlowUploadTransport final : public Transport
{
public:
    SlowUploadTransport(int delayMs, std::shared_ptr<std::atomic<int>> uploads)
        : m_delayMs(delayMs), m_uploads(std::move(uploads))
    {
    }
    QString describe() const override { return m_local.describe(); }
    Result<void> connect() override { return m_local.connect(); }
    bool isConnected() const override { return m_local.isConnected(); }
    void disconnect() override { m_local.disconnect(); }
    Result<ExecResult> exec(const ExecRequest &request) override { return m_local.exec(request); }
    Result<void> upload(const QString &localPath, const QString &remotePath) override
    {
        m_uploads->fetch_add(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(m_delayMs));
        return m_local.upload(localPath, remotePath);
    }
    Result<void> download(const QString &remotePath, const QString &localPath) override
    {
        return m_local.download(remotePath, localPath);
    }
    Result<void> writeRemoteFile(const QString &remotePath, const QByteArray &content) override
    {
        return m_local.writeRemoteFile(remotePath, content);
    }
    Result<QByteArray> readRemoteFile(const QString &remotePath) override { return m_local.readRemoteFile(remotePath); }
    std::chrono::milliseconds lastLatency() const override { return m_local.lastLatency(); }

private:
    LocalTransport m_local;
    int m_delayMs;
    std::shared_ptr<std::atomic<int>> m_uploads;
};

int completeLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return int(file.readAll().count('\n'));
}

} // namespace

class tst_MonitorPanelRuns final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void relaunchOfAStoppedRunKeepsPainting();
    void resumedAttemptIsFollowedAfterARestart();
    void closingDuringALaunchUploadReturnsWithinTwoSeconds();
    void tpuLaunchOnASliceThatDoesNotFitOrHasNoTpuIsRefused();
    void checklistOfTheOpenRunFillsAndVerifyAsksAgain();
    void whyIsItStuckShowsTheStacksOfTheRun();
    void aRunThatTurnsStalledGetsOneStackDump();
    void aListedRunNotFollowedAlertsWhenItFails();

private:
    std::unique_ptr<MonitorPanel> makePanel();
    QString launch(MonitorPanel &panel, const QStringList &extraArguments = {});
    bool operation(MonitorPanel &panel, const std::function<void()> &start);
    void stopAndWait(MonitorPanel &panel, const QString &runId);

    QTemporaryDir m_root;
    QString m_ws;
    QString m_project;
    WorkbenchSession m_context;
    // The alerts: a private session bus with a stand-in notification service, and the user's
    // configuration (XDG_CONFIG_HOME) in m_root with an alert command that appends to a file.
    twb::test::SessionBusFixture m_bus;
    QString m_alertsFile;
};

void tst_MonitorPanelRuns::initTestCase()
{
    QVERIFY(m_root.isValid());
    qputenv("XDG_CONFIG_HOME", m_root.filePath(u"config"_s).toUtf8());
    TWB_VERIFY_RESULT(m_bus.start());
    m_alertsFile = m_root.filePath(u"alerts.txt"_s);
    AlertSettings alerts;
    alerts.command = u"printf '%s|%s|%s\\n' \"$TWB_EVENT\" \"$TWB_RUN_ID\" \"$TWB_HOST\" >> '%1'"_s.arg(m_alertsFile);
    alerts.save();
    m_ws = m_root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(m_ws + u"/experiments"_s));
    QFile registry(m_ws + u"/tpu_config.json"_s);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"this-machine\", \"workbench\": {\"python\": \"%1\", "
                   "\"remote_root\": \"%2\"}}, {\"mode\": \"local\", \"tpu_name\": \"v4-box\", \"workbench\": "
                   "{\"accelerator_type\": \"v4-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}, "
                   "{\"mode\": \"local\", \"tpu_name\": \"v5-box\", \"workbench\": "
                   "{\"accelerator_type\": \"v5litepod-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}]}"_s
                       .arg(test::systemPython(), m_root.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();

    ExperimentRequest request;
    request.name = u"tiny"_s;
    request.modelKind = u"decoder"_s;
    request.acceleratorType = u"v5litepod-8"_s;
    request.strategy = u"fsdpv2"_s;
    request.settings = {{u"model.d_model"_s, u"32"_s}, {u"model.n_layers"_s, u"2"_s}, {u"model.n_heads"_s, u"4"_s},
                        {u"model.d_ff"_s, u"64"_s}, {u"model.vocab_size"_s, u"64"_s}};
    auto experiment = ExperimentFactory::create(request);
    QVERIFY2(experiment, experiment ? "" : qPrintable(experiment.error().message));
    auto files = ScaffoldRenderer().render(*experiment);
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));
    m_project = m_ws + u"/experiments/tiny"_s;
    auto plan = ScaffoldPlan::compare(m_project, *files);
    QVERIFY(plan && plan->write());
    QFile train(m_project + u"/train.py"_s);
    QVERIFY(train.open(QIODevice::WriteOnly | QIODevice::Truncate));
    train.write(kTrainPy);
    train.close();

    m_context.setWorkspaceDir(m_ws);
    m_context.setRegistryOverride(m_ws + u"/tpu_config.json"_s);
}

std::unique_ptr<MonitorPanel> tst_MonitorPanelRuns::makePanel()
{
    auto panel = std::make_unique<MonitorPanel>(m_context);
    panel->resize(1300, 900);
    panel->show();
    return panel;
}

bool tst_MonitorPanelRuns::operation(MonitorPanel &panel, const std::function<void()> &start)
{
    QSignalSpy finished(&panel, &MonitorPanel::operationFinished);
    start();
    if (!finished.wait(60000)) {
        qWarning("the operation did not finish");
        return false;
    }
    const bool ok = finished.first().at(1).toBool();
    if (!ok)
        qWarning("%s", qPrintable(finished.first().at(2).toString()));
    return ok;
}

QString tst_MonitorPanelRuns::launch(MonitorPanel &panel, const QStringList &extraArguments)
{
    LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"this-machine"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    request.extraArguments = extraArguments;
    const QStringList before = QDir(m_ws + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QSignalSpy finished(&panel, &MonitorPanel::operationFinished);
    panel.launchRun(request);
    if (!finished.wait(60000) || !finished.first().at(1).toBool()) {
        qWarning("the launch failed: %s", finished.isEmpty() ? "no answer" : qPrintable(finished.first().at(2).toString()));
        return {};
    }
    // The new run's folder.
    QString runId = finished.first().at(0).toString();
    for (const QString &dir : QDir(m_ws + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (runId.isEmpty() && !before.contains(dir))
            runId = dir;
    // The launched run is selected and shown.
    (void)QTest::qWaitFor([&] { return panel.currentRun() == runId; }, 10000);
    return panel.currentRun() == runId ? runId : QString();
}

void tst_MonitorPanelRuns::stopAndWait(MonitorPanel &panel, const QString &runId)
{
    QVERIFY(operation(panel, [&] { panel.runList()->stopRun(runId); }));
    auto stopped = RunRecord::readFile(m_ws + u"/runs/"_s + runId + u"/run.json"_s);
    QVERIFY(stopped);
    QCOMPARE(stopped->state, RunState::Stopped);
}

void tst_MonitorPanelRuns::cleanup()
{
    // No stand-in outlives its test: whatever still runs is stopped from a panel of its own.
    std::unique_ptr<MonitorPanel> panel;
    for (const RunRecord &record : RunRecord::loadAll(m_ws + u"/runs"_s)) {
        if (!isActive(record.state))
            continue;
        if (!panel)
            panel = makePanel();
        operation(*panel, [&] { panel->runList()->stopRun(record.runId); });
    }
}

// Relaunch on a stopped run crashed the app in Qt's repaint (a pane deleted while a repaint of
// it was pending). Here the panel is painted all the way through the relaunch, and the new
// attempt's points reach the panes.
void tst_MonitorPanelRuns::relaunchOfAStoppedRunKeepsPainting()
{
    auto panel = makePanel();
    QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
    const QString runId = launch(*panel);
    QVERIFY(!runId.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(panel->store().pointCount(SeriesKey{runId, 0, u"loss"_s}) >= 10, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->plots()->pane(u"loss"_s) != nullptr, 10000);
    stopAndWait(*panel, runId);

    auto *relaunch = panel->findChild<QPushButton *>(u"relaunch"_s);
    QVERIFY(relaunch);
    QTRY_VERIFY_WITH_TIMEOUT(relaunch->isEnabled(), 10000);
    QSignalSpy finished(panel.get(), &MonitorPanel::operationFinished);
    relaunch->click();
    // Paint continuously while the relaunch runs, the run list changes and the new attempt's
    // points come in.
    const QString mirror = m_ws + u"/runs/"_s + runId + u"/metrics/host-0.jsonl"_s;
    const int before = completeLines(mirror);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000 && !(finished.size() > 0 && completeLines(mirror) >= before + 20)) {
        QVERIFY(!panel->grab().isNull());
        QCoreApplication::processEvents();
        QTest::qWait(5);
    }
    QVERIFY(finished.size() > 0);
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    QVERIFY2(completeLines(mirror) >= before + 20, "the relaunched attempt's points did not reach the mirror");
    QVERIFY(panel->monitor(runId) != nullptr);
    for (int i = 0; i < 20; ++i) {
        QVERIFY(!panel->grab().isNull());
        QTest::qWait(20);
    }
    QVERIFY(panel->plots()->pane(u"loss"_s) != nullptr);
    stopAndWait(*panel, runId);
}

// The app was closed while a run was stopped; after the restart the run is resumed. The new
// attempt is followed: its metrics reach the local mirror and the list says it runs.
void tst_MonitorPanelRuns::resumedAttemptIsFollowedAfterARestart()
{
    QString runId;
    int linesBefore = 0;
    const auto mirror = [&]() -> QString { return m_ws + u"/runs/"_s + runId + u"/metrics/host-0.jsonl"_s; };
    {
        auto panel = makePanel();
        runId = launch(*panel);
        QVERIFY(!runId.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(panel->store().pointCount(SeriesKey{runId, 0, u"loss"_s}) >= 10, 30000);
        stopAndWait(*panel, runId);
        QTRY_VERIFY_WITH_TIMEOUT(completeLines(mirror()) > 10, 10000);
    }
    linesBefore = completeLines(mirror());

    auto panel = makePanel();   // the app again
    QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
    QTRY_VERIFY_WITH_TIMEOUT(panel->selectRun(runId), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->store().pointCount(SeriesKey{runId, 0, u"loss"_s}) >= 10, 10000);
    auto *resume = panel->findChild<QPushButton *>(u"resume"_s);
    QVERIFY(resume);
    QTRY_VERIFY_WITH_TIMEOUT(resume->isEnabled(), 10000);
    QSignalSpy finished(panel.get(), &MonitorPanel::operationFinished);
    resume->click();
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    QTRY_VERIFY2_WITH_TIMEOUT(completeLines(mirror()) >= linesBefore + 20,
                              "the resumed attempt's metrics did not reach the local mirror", 30000);
    QVERIFY(panel->monitor(runId) != nullptr);
    QTRY_COMPARE_WITH_TIMEOUT(panel->runModel()->state(panel->runModel()->rowOf(runId)), RunState::Running, 10000);
    stopAndWait(*panel, runId);
}

// Closing the app (destroying the panel) while a launch uploads returns at once: the upload
// is cancelled, nothing waits for the whole of it.
void tst_MonitorPanelRuns::closingDuringALaunchUploadReturnsWithinTwoSeconds()
{
    // Enough files that the whole upload takes far longer than 2 s.
    QVERIFY(QDir().mkpath(m_project + u"/assets"_s));
    for (int i = 0; i < 30; ++i) {
        QFile file(m_project + u"/assets/part-%1.txt"_s.arg(i));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
    }
    auto uploads = std::make_shared<std::atomic<int>>(0);
    auto panel = makePanel();
    m_context.setTransportOverride([uploads](const QString &, int) -> std::unique_ptr<Transport> {
        return std::make_unique<SlowUploadTransport>(300, uploads);
    });
    LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"this-machine"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    panel->launchRun(request);
    QTRY_VERIFY_WITH_TIMEOUT(uploads->load() >= 2, 20000);
    QElapsedTimer timer;
    timer.start();
    panel.reset();
    QVERIFY2(timer.elapsed() < 2000, qPrintable(u"closing took %1 ms"_s.arg(timer.elapsed())));
    for (int i = 0; i < 30; ++i)
        QFile::remove(m_project + u"/assets/part-%1.txt"_s.arg(i));
}

// The Monitor's launch goes through the same checks as `tpuwb run launch`: a slice that does
// not fit the experiment is refused naming both, and a TPU launch on a machine without TPUs is
// refused by the preflight; the panel says why and no run is started.
void tst_MonitorPanelRuns::tpuLaunchOnASliceThatDoesNotFitOrHasNoTpuIsRefused()
{
    auto panel = makePanel();
    auto *status = panel->findChild<QLabel *>(u"status"_s);
    QVERIFY(status);
    LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"v4-box"_s;
    request.device = u"tpu"_s;
    QSignalSpy finished(panel.get(), &MonitorPanel::operationFinished);
    panel->launchRun(request);
    // A refusal can come before wait() starts listening: count, do not wait for a new one.
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
    QCOMPARE(finished.first().at(1).toBool(), false);
    const QString fit = finished.first().at(2).toString();
    QVERIFY2(fit.contains(u"v4-8"_s) && fit.contains(u"v5litepod-8"_s), qPrintable(fit));
    QCOMPARE(status->text(), fit);

    finished.clear();
    request.machine = u"v5-box"_s;
    panel->launchRun(request);
    // A refusal can come before wait() starts listening: count, do not wait for a new one.
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
    QCOMPARE(finished.first().at(1).toBool(), false);
    const QString preflight = finished.first().at(2).toString();
    QVERIFY2(preflight.contains(u"has no TPU device"_s) && preflight.contains(u"import torch_xla"_s),
             qPrintable(preflight));
    QCOMPARE(status->text(), preflight);
    for (const RunRecord &record : RunRecord::loadAll(m_ws + u"/runs"_s))
        QVERIFY2(record.machine != u"v5-box"_s || record.state == RunState::Failed, qPrintable(record.runId));
}

// The open run's checklist: filled from the local mirror on opening, from the hosts when it
// ends and on Verify. The stand-in's loss falls; it saves no checkpoint and has no mesh event.
void tst_MonitorPanelRuns::checklistOfTheOpenRunFillsAndVerifyAsksAgain()
{
    auto panel = makePanel();
    QSignalSpy verified(panel.get(), &MonitorPanel::verificationFinished);
    const QString runId = launch(*panel, {u"--max-steps"_s, u"30"_s});
    QVERIFY(!runId.isEmpty());
    auto *checks = panel->verificationView();
    QVERIFY(checks);
    // Its end is noticed and the hosts asked: the loss fell, the sources lint clean.
    const auto lintRow = [&] {
        for (int i = 0; i < checks->list()->count(); ++i)
            if (checks->list()->item(i)->text().endsWith(u"No legacy torch_xla call"_s))
                return checks->list()->item(i)->text();
        return QString();
    };
    QTRY_VERIFY_WITH_TIMEOUT(lintRow().startsWith(u"pass"_s), 30000);
    QCOMPARE(panel->currentRun(), runId);
    QCOMPARE(checks->list()->count(), 9);
    QVERIFY2(checks->list()->item(0)->text().startsWith(u"pass"_s), qPrintable(checks->list()->item(0)->text()));
    QVERIFY2(checks->summary()->text().startsWith(u"Checks: all"_s), qPrintable(checks->summary()->text()));
    verified.clear();
    checks->verifyButton()->click();
    QVERIFY(verified.wait(30000));
    QCOMPARE(verified.first().at(1).toBool(), true);
}

// "Why is it stuck?" next to the host strip: enabled while the run runs; it takes the stacks of
// every host (here the one of this machine), shows them grouped in its window and saves them
// with the run.
void tst_MonitorPanelRuns::whyIsItStuckShowsTheStacksOfTheRun()
{
    auto panel = makePanel();
    const QString runId = launch(*panel);
    QVERIFY(!runId.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(panel->store().pointCount(SeriesKey{runId, 0, u"loss"_s}) >= 5, 30000);
    auto *why = panel->findChild<QPushButton *>(u"whyStuck"_s);
    QVERIFY(why);
    QCOMPARE(why, panel->diagnostics()->stacksButton());
    QTRY_VERIFY_WITH_TIMEOUT(why->isEnabled(), 10000);
    QSignalSpy taken(panel->diagnostics(), &DiagnosticsBar::stacksTaken);
    why->click();
    QVERIFY(!why->isEnabled());   // one dump at a time
    QVERIFY(taken.wait(30000));
    QCOMPARE(taken.first().at(0).toString(), runId);
    QCOMPARE(taken.first().at(1).toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(why->isEnabled(), 5000);
    StackView *view = panel->diagnostics()->stackView();
    QVERIFY(view->isVisible());
    QTreeWidget *tree = view->tree();
    QCOMPARE(tree->topLevelItemCount(), 1);
    QCOMPARE(tree->topLevelItem(0)->text(0), u"host 0 (1 thread each)"_s);
    // The stand-in runs its loop in the module: the outermost frame is <module>, in train.py.
    QTreeWidgetItem *group = tree->topLevelItem(0);
    QVERIFY(group->childCount() >= 1);
    QTreeWidgetItem *frame = group->child(group->childCount() - 1);
    QCOMPARE(frame->text(0), u"<module>"_s);
    QVERIFY2(frame->text(1).startsWith(u"train.py:"_s), qPrintable(frame->text(1)));
    QVERIFY(view->summary()->text().contains(u"Every host is at the same place."_s));
    QCOMPARE(QDir(m_ws + u"/runs/"_s + runId + u"/stacks"_s).entryList({u"stacks-*.json"_s}).size(), 1);
    stopAndWait(*panel, runId);
    QTRY_VERIFY_WITH_TIMEOUT(!why->isEnabled(), 10000);
}

// A followed run that turns stalled gets one stack dump by itself (the setting is on), saved
// with it and never shown by itself (no window takes the user's focus): its stall alert offers
// it with a Stacks button. Not one dump per refresh.
void tst_MonitorPanelRuns::aRunThatTurnsStalledGetsOneStackDump()
{
    auto panel = makePanel();
    HealthTracker::Options health;
    health.minimumSilenceMs = 400;
    m_context.runFollower().setHealthOptions(health);
    m_context.alerts().setStacksOnStall(true);
    QSignalSpy taken(panel->diagnostics(), &DiagnosticsBar::stacksTaken);
    // The launched run's id, not whichever run the panel showed before the launch selected it.
    const QString runId = launch(*panel, {u"--hang-after"_s, u"20"_s});
    QVERIFY(!runId.isEmpty());
    QVERIFY(taken.wait(60000));
    QCOMPARE(taken.first().at(0).toString(), runId);
    QCOMPARE(taken.first().at(1).toBool(), true);
    QCOMPARE(panel->runModel()->state(panel->runModel()->rowOf(runId)), RunState::Stalled);
    QCOMPARE(taken.first().at(2).toBool(), true);   // automatic
    StackView *view = panel->diagnostics()->stackView();
    QVERIFY(!view->isVisible());
    QVERIFY(!view->window()->isVisible());
    const auto visibleWindows = [] {
        int n = 0;
        for (QWidget *top : QApplication::topLevelWidgets())
            n += top->isVisible() ? 1 : 0;
        return n;
    };
    QCOMPARE(visibleWindows(), 1);   // the panel alone
    // Still stalled a while later: no second dump.
    QTest::qWait(2000);
    QCOMPARE(taken.size(), 1);
    QCOMPARE(QDir(m_ws + u"/runs/"_s + runId + u"/stacks"_s).entryList({u"stacks-*.json"_s}).size(), 1);
    // And one alert, the three ways: the Monitor's list, the desktop notification (the stand-in
    // on the test's bus) and the user's alert command.
    // The alerts name the run as the runs list does (issue 28), the id on hover.
    const QString runName = m_context.workspaceIndex().runName(runId);
    QVERIFY2(runName != runId, qPrintable(runName));
    AlertList *alerts = panel->alertList();
    int stalledRows = 0;
    for (int row = 0; row < alerts->count(); ++row)
        if (alerts->tree()->topLevelItem(row)->text(AlertList::RunColumn) == runName + u" · host 0"_s
            && alerts->tree()->topLevelItem(row)->toolTip(AlertList::RunColumn).startsWith(runId))
            stalledRows += alerts->kindAt(row) == AlertKind::Stalled ? 1 : 0;
    QCOMPARE(stalledRows, 1);
    // The stall's alert offers the saved dump; it opens when asked.
    QPushButton *stacks = nullptr;
    for (int row = 0; row < alerts->count() && !stacks; ++row)
        if (alerts->kindAt(row) == AlertKind::Stalled && alerts->tree()->topLevelItem(row)->text(AlertList::RunColumn).startsWith(runName))
            stacks = alerts->stacksButton(row);
    QVERIFY(stacks);
    QCOMPARE(stacks->text(), u"Stacks"_s);
    QVERIFY(!view->isVisible());
    stacks->click();
    QVERIFY(view->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(view->tree()->topLevelItemCount(), 1, 10000);
    QCOMPARE(view->tree()->topLevelItem(0)->child(0)->text(0), u"hang"_s);   // where it stalled
    const auto notified = [&] {
        int n = 0;
        for (const auto &call : m_bus.notifications().calls())
            n += call.summary == runName + u" host 0: Stalled"_s && call.body.contains(runId) ? 1 : 0;
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(notified(), 1, 5000);
    const auto commandLines = [&] {
        QFile file(m_alertsFile);
        return file.open(QIODevice::ReadOnly) ? int(file.readAll().count(u"stalled|%1|0\n"_s.arg(runId).toUtf8())) : 0;
    };
    QTRY_COMPARE_WITH_TIMEOUT(commandLines(), 1, 5000);
    QVERIFY(alerts->grab().save(test::artifactsDir() + u"/monitor_panel_alert_stalled.png"_s));
    QVERIFY(panel->grab().save(test::artifactsDir() + u"/monitor_panel_with_alerts.png"_s));
    stopAndWait(*panel, runId);
}

// A run the Monitor lists but does not follow (launched from the CLI, not opened here) has no
// streams; when its run.json turns failed (a refresh from its hosts, here written by the test)
// it raises one `crashed` alert for the run.
void tst_MonitorPanelRuns::aListedRunNotFollowedAlertsWhenItFails()
{
    // A finished run for the panel to open first (it opens one when it lists the runs), so that
    // the run below is listed and not opened, whichever cases ran before.
    RunRecord decoy;
    decoy.runId = u"imported-run"_s;
    decoy.experiment = u"tiny"_s;
    decoy.state = RunState::Finished;
    const QString decoyFile = m_ws + u"/runs/imported-run/run.json"_s;
    QVERIFY(QDir().mkpath(QFileInfo(decoyFile).path()));
    QVERIFY(decoy.writeFile(decoyFile).has_value());
    auto panel = makePanel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->currentRun().isEmpty(), 10000);
    const QString runId = u"cli-run-20261202-000000"_s;
    RunRecord record;
    record.runId = runId;
    record.experiment = u"tiny"_s;
    record.machine = u"this-machine"_s;
    record.hosts = {u"localhost"_s};
    record.remoteDir = m_root.filePath(u"remote/runs/"_s + runId);
    record.device = u"cpu"_s;
    record.state = RunState::Running;
    RunAttempt attempt;
    attempt.attemptId = runId + u"-a1"_s;
    record.attempts << attempt;
    const QString file = m_ws + u"/runs/"_s + runId + u"/run.json"_s;
    QVERIFY(QDir().mkpath(QFileInfo(file).path()));
    QVERIFY(record.writeFile(file).has_value());
    QTRY_VERIFY_WITH_TIMEOUT(panel->runModel()->rowOf(runId) >= 0, 10000);
    QVERIFY(!m_context.runFollower().isOpen(runId));
    record.state = RunState::Failed;
    record.stateDetail = u"host 0: train.py was killed by signal 9"_s;
    QVERIFY(record.writeFile(file).has_value());
    AlertList *alerts = panel->alertList();
    // Named as the runs list names it (issue 28): experiment, time; the id on hover.
    const QString runName = m_context.workspaceIndex().runName(runId);
    QVERIFY2(runName.startsWith(u"tiny · "_s), qPrintable(runName));
    const auto crashedRows = [&] {
        int n = 0;
        for (int row = 0; row < alerts->count(); ++row)
            n += alerts->tree()->topLevelItem(row)->text(AlertList::RunColumn) == runName
                 && alerts->tree()->topLevelItem(row)->toolTip(AlertList::RunColumn).startsWith(runId)
                 && alerts->kindAt(row) == AlertKind::Crashed;
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(crashedRows(), 1, 10000);
    QTest::qWait(1000);
    QCOMPARE(crashedRows(), 1);
    QVERIFY(!m_context.runFollower().isOpen(runId));
    const auto notified = [&] {
        int n = 0;
        for (const auto &call : m_bus.notifications().calls())
            n += call.summary == runName + u": Crashed"_s && call.body.contains(runId) ? 1 : 0;
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(notified(), 1, 5000);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MonitorPanelRuns)
#include "tst_monitor_panel_runs.moc"
