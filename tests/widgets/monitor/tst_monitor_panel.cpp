// The monitor panel on a live run of this machine (a `mode: local` machine): four host
// streams followed through the local transport, fed by this test while the panel watches.
#include "core/metrics/run_monitor.h"
#include "core/runs/run_record.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/memory_figures_view.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/common/error_details_dialog.h"
#include "widgets/common/message_banner.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_plots_view.h"
#include "widgets/monitor/run_list_model.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MonitorPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void growingStreamDrivesHostStripAndPanes();
    void cpuSmokeRunGetsNoTpuAxes();
    void unwatchedRunThatEndedIsNotListedAsRunning();
    void runsListAndHostStripAgreeWhenAHostCrashes();
    void aFailedOperationShowsItsWholeTextInDetails();

private:
    void write(const QString &relative, const QByteArray &bytes, bool append = true);
    QString remote(const QString &relative) const { return m_root.filePath(u"remote/run-a/"_s + relative); }

    QTemporaryDir m_root;
    QList<QProcess *> m_processes;   // stand-ins for train.py: their pids are alive
};

void tst_MonitorPanel::write(const QString &relative, const QByteArray &bytes, bool append)
{
    QFile file(remote(relative));
    QVERIFY(file.open(append ? QIODevice::Append : QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

void tst_MonitorPanel::initTestCase()
{
    QVERIFY(m_root.isValid());
    for (const char *dir : {"remote/run-a/metrics", "remote/run-a/logs", "remote/run-a/status", "ws/runs/run-a"})
        QVERIFY(QDir().mkpath(m_root.filePath(QString::fromLatin1(dir))));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": ")"
                   + test::systemPython().toUtf8() + R"("}}]})");
    registry.close();

    RunRecord record;
    record.runId = u"run-a"_s;
    record.experiment = u"tiny"_s;
    record.machine = u"this-machine"_s;
    record.hosts = {u"w0"_s, u"w1"_s, u"w2"_s, u"w3"_s};
    record.remoteDir = m_root.filePath(u"remote/run-a"_s);
    record.python = test::systemPython();
    record.state = RunState::Running;
    QVERIFY(record.writeFile(m_root.filePath(u"ws/runs/run-a/run.json"_s)).has_value());
    QFile config(m_root.filePath(u"ws/runs/run-a/config.json"_s));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(R"({"schema": "tpuwb.experiment/1", "model": {"kind": "decoder", "d_model": 512, "n_layers": 8,
                 "n_heads": 8, "d_ff": 2048, "vocab_size": 32000}, "train": {"seq_len": 512},
                 "tpu": {"accelerator_type": "v5litepod-16"}})");
    config.close();

    for (int h = 0; h < 4; ++h) {
        auto *p = new QProcess(this);
        p->start(u"sleep"_s, {u"300"_s});
        QVERIFY(p->waitForStarted());
        m_processes << p;
        write(u"status/host-%1.json"_s.arg(h),
              u"{\"pid\": %1, \"launcher_pid\": %1, \"hostname\": \"w%2\", \"started\": 1.0, \"ended\": null, "
              "\"exit_code\": null}\n"_s.arg(p->processId()).arg(h).toUtf8(), false);
        write(u"logs/host-%1.log"_s.arg(h), u"=== launch.sh: host %1 starting\n"_s.arg(h).toUtf8(), false);
    }
}

void tst_MonitorPanel::cleanupTestCase()
{
    for (auto *p : std::as_const(m_processes)) {
        p->kill();
        p->waitForFinished();
    }
}

void tst_MonitorPanel::growingStreamDrivesHostStripAndPanes()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_root.filePath(u"ws"_s));
    context.setRegistryOverride(m_root.filePath(u"ws/tpu_config.json"_s));
    MonitorPanel panel(context);
    QAbstractItemModelTester tester(panel.runModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    HealthTracker::Options health;
    health.stallFactor = 3;
    health.minimumSilenceMs = 600;
    context.runFollower().setHealthOptions(health);
    panel.resize(1500, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY_WITH_TIMEOUT(panel.runModel()->rowCount() == 1, 10000);
    QVERIFY(panel.selectRun(u"run-a"_s));
    QVERIFY(panel.monitor(u"run-a"_s) != nullptr);   // a running run is followed live

    // A growing stream: hosts 0 and 3 log every tick, host 1 at half speed (falls behind),
    // host 2 goes silent after step 8 while its process lives, host 3's process is killed.
    int step = 0;
    int step1 = 0;
    auto tick = [&] {
        for (int h = 0; h < 4; ++h) {
            int s = step;
            if (h == 1) {
                if (step % 2)
                    continue;
                s = step1++;
            }
            if (h == 2 && step > 8)
                continue;
            if (h == 3 && step > 14)
                continue;
            const double loss = 4.0 / (1.0 + 0.05 * s) + 0.02 * h;
            const QString lossText = (h == 0 && s == 12) ? u"NaN"_s : QString::number(loss, 'g', 10);
            write(u"metrics/host-%1.jsonl"_s.arg(h),
                  u"{\"step\": %1, \"time\": %2, \"host\": %3, \"loss\": %4, \"lr\": %5, \"step_time_ms\": %6, "
                  "\"tokens_per_s\": %7, \"hbm_used_bytes\": %8, \"compile_count\": %9}\n"_s
                      .arg(s)
                      .arg(1764400000.0 + s * 0.15, 0, 'f', 3)
                      .arg(h)
                      .arg(lossText)
                      .arg(3e-4 * std::min(1.0, (s + 1) / 10.0))
                      .arg(150 + 5 * h)
                      .arg(400000 + 1000 * h)
                      .arg(qint64(9.5e9) + h * 100000000LL)
                      .arg(s < 2 ? 1 : (s < 20 ? 2 : 3))
                      .toUtf8());
            if (s % 5 == 0)
                write(u"logs/host-%1.log"_s.arg(h), u"step %1: loss %2\n"_s.arg(s).arg(lossText).toUtf8());
        }
        if (step == 14) {
            // host 3: train.py killed; launch.sh records it.
            m_processes[3]->kill();
            m_processes[3]->waitForFinished();
            write(u"metrics/host-3.jsonl"_s,
                  "{\"event\": \"done\", \"time\": 1764400003.0, \"host\": 3, \"exit_code\": 137, \"source\": \"launch.sh\"}\n");
            write(u"status/host-3.json"_s,
                  u"{\"pid\": %1, \"launcher_pid\": %1, \"ended\": 1764400003.0, \"exit_code\": 137}\n"_s
                      .arg(m_processes[3]->processId() > 0 ? m_processes[3]->processId() : 1)
                      .toUtf8(),
                  false);
        }
        ++step;
    };
    QTimer feeder;
    connect(&feeder, &QTimer::timeout, this, tick);
    feeder.start(150);

    RunMonitor *monitor = panel.monitor(u"run-a"_s);
    HostStrip *strip = panel.hostStrip();
    QTRY_COMPARE_WITH_TIMEOUT(strip->tileCount(), 4, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(strip->tileState(3), HostState::Crashed, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(strip->tileState(2), HostState::Stalled, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(strip->tileState(1), HostState::Straggler, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(strip->tileState(0), HostState::Running, 5000);
    QVERIFY(strip->tileText(0).contains(u"step "_s));
    QVERIFY(strip->tileText(0).contains(u"ago"_s));
    QVERIFY(monitor->health()[2].detail.contains(u"median"_s));
    // The run list shows what the tiles show: host 3 crashed, which fails the run.
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->state(0), RunState::Failed, 5000);

    // The panes: loss, lr, step time, throughput with MFU, HBM with % of capacity, compiles.
    QTRY_VERIFY_WITH_TIMEOUT(panel.plots()->panes().size() >= 6, 10000);
    for (const char *name : {"loss", "lr", "step_time", "throughput", "hbm", "compiles"})
        QVERIFY2(panel.plots()->pane(QString::fromLatin1(name)), name);
    SeriesPlot *loss = panel.plots()->pane(u"loss"_s);
    QCOMPARE(loss->curves().size(), 4);
    QVERIFY(panel.plots()->pane(u"throughput"_s)->customPlot()->yAxis2->visible());
    QVERIFY(panel.plots()->pane(u"throughput"_s)->customPlot()->yAxis2->label().contains(u"MFU"_s));
    // % of a v5e chip's 16 GiB: the right axis reads the left (GiB) times 100/16.
    QCustomPlot *hbm = panel.plots()->pane(u"hbm"_s)->customPlot();
    QVERIFY(hbm->yAxis2->label().contains(u"HBM"_s));
    const double ratio = hbm->yAxis2->range().upper / hbm->yAxis->range().upper;
    QVERIFY2(ratio > 5.5 && ratio < 7.0, qPrintable(QString::number(ratio)));
    // Host 0's NaN loss is drawn as a marker (graph 0 of a SeriesPlot holds the NaN markers).
    QTRY_VERIFY_WITH_TIMEOUT(loss->customPlot()->graph(0)->data()->size() >= 1, 5000);

    // The log of host 0 follows, and search finds a line.
    QTRY_VERIFY_WITH_TIMEOUT(panel.plotsView()->logView()->text().contains(u"step 10: loss"_s), 10000);
    QVERIFY(panel.plotsView()->logView()->findNext(u"step 5:"_s));
    QVERIFY(!panel.plotsView()->logView()->findNext(u"no such line"_s));

    feeder.stop();
    panel.plotsView()->setSmoothing(0.6);
    QTest::qWait(200);
    QVERIFY(test::artifactsDir().size() > 0);
    QVERIFY(panel.grab().save(test::artifactsDir() + u"/monitor_panel.png"_s));

    // Aggregate view: mean with a min-max band per metric.
    panel.plotsView()->setViewMode(MonitorPlotsView::ViewMode::MeanMinMax);
    QTRY_VERIFY_WITH_TIMEOUT(panel.plots()->pane(u"loss"_s) && !panel.plots()->pane(u"loss"_s)->curves().size(), 5000);
    QTest::qWait(200);
    QVERIFY(panel.grab().save(test::artifactsDir() + u"/monitor_panel_aggregate.png"_s));

    // Exports of the whole stack.
    QTemporaryDir out;
    for (const char *ext : {"png", "svg", "pdf", "csv"}) {
        const QString path = out.filePath(u"plots."_s + QString::fromLatin1(ext));
        auto exported = panel.plotsView()->exportPlots(path);
        QVERIFY2(exported.has_value(), exported ? "" : qPrintable(exported.error().message));
        QVERIFY(QFileInfo(path).size() > 100);
    }
    // What the Export button does, from the event loop, where the I/O guard aborts on a disk
    // write on the GUI thread: painted here, written on the pool.
    QSignalSpy exported(panel.plotsView(), &MonitorPlotsView::plotsExported);
    const QString viaButton = out.filePath(u"button.png"_s);
    QMetaObject::invokeMethod(&panel, [&] { panel.plotsView()->exportPlotsInBackground(viaButton); }, Qt::QueuedConnection);
    QVERIFY(exported.wait(10000));
    QCOMPARE(exported.first().at(0).toString(), viaButton);
    QVERIFY(exported.first().at(1).toBool());
    QVERIFY(!QImage(viaButton).isNull());
}

// MFU and % of HBM are against the chip the project was built for; a run in the CPU smoke
// mode never ran on it, so those axes would be made up. The same data as a TPU run has them.
void tst_MonitorPanel::cpuSmokeRunGetsNoTpuAxes()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString ws = root.filePath(u"ws"_s);
    for (const QString &device : {u"cpu"_s, u"tpu"_s}) {
        const QString runId = u"run-"_s + device;
        QVERIFY(QDir().mkpath(ws + u"/runs/"_s + runId + u"/metrics"_s));
        RunRecord record;
        record.runId = runId;
        record.experiment = u"tiny"_s;
        record.machine = u"this-machine"_s;
        record.hosts = {u"w0"_s};
        record.device = device;
        record.state = RunState::Finished;
        QVERIFY(record.writeFile(ws + u"/runs/"_s + runId + u"/run.json"_s).has_value());
        QFile config(ws + u"/runs/"_s + runId + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"schema": "tpuwb.experiment/1", "model": {"kind": "decoder", "d_model": 512, "n_layers": 8,
                     "n_heads": 8, "d_ff": 2048, "vocab_size": 32000}, "train": {"seq_len": 512},
                     "tpu": {"accelerator_type": "v5litepod-16"}})");
        config.close();
        QFile metrics(ws + u"/runs/"_s + runId + u"/metrics/host-0.jsonl"_s);
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        for (int s = 0; s < 20; ++s)
            metrics.write(u"{\"step\": %1, \"time\": %2, \"loss\": %3, \"tokens_per_s\": 5000, "
                          "\"hbm_used_bytes\": 1000000}\n"_s.arg(s).arg(1000.0 + s).arg(4.0 - 0.1 * s).toUtf8());
    }
    WorkbenchSession context;
    context.setWorkspaceDir(ws);
    MonitorPanel panel(context);
    panel.resize(1200, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 2, 10000);
    auto throughputAxis = [&]() -> QCPAxis * {
        SeriesPlot *pane = panel.plots()->pane(u"throughput"_s);
        return pane ? pane->customPlot()->yAxis2 : nullptr;
    };
    QVERIFY(panel.selectRun(u"run-tpu"_s));
    QTRY_VERIFY_WITH_TIMEOUT(throughputAxis() && throughputAxis()->visible(), 10000);
    // The memory row: the chip's HBM; no mesh in this config, so no estimate, said in words.
    MemoryFiguresView *memory = panel.plotsView()->memoryFigures();
    QTRY_VERIFY_WITH_TIMEOUT(memory->isVisible() && memory->capacityLabel()->text().contains(u"v5litepod-16"_s), 10000);
    QVERIFY2(!memory->capacityLabel()->text().contains(u"target"_s), qPrintable(memory->capacityLabel()->text()));
    QVERIFY(memory->estimateLabel()->text().contains(u"not available"_s));
    QVERIFY(memory->compiledLabel()->text().contains(u"not reported yet"_s));
    QVERIFY(panel.selectRun(u"run-cpu"_s));
    QTRY_VERIFY_WITH_TIMEOUT(throughputAxis() && !throughputAxis()->visible(), 10000);
    // On the CPU: the HBM is the targeted chip's, and XLA's figure is absent because nothing compiled.
    QTRY_VERIFY_WITH_TIMEOUT(memory->compiledLabel()->text().contains(u"none in plain CPU mode"_s), 10000);
    QVERIFY(memory->compiledLabel()->toolTip().contains(u"compiles nothing"_s));
    QVERIFY2(memory->capacityLabel()->text().contains(u"on the target v5litepod-16, not this machine"_s),
             qPrintable(memory->capacityLabel()->text()));
    QVERIFY(memory->capacityLabel()->toolTip().contains(u"not this figure"_s));
    SeriesPlot *hbm = panel.plots()->pane(u"hbm"_s);
    QVERIFY(hbm);
    QVERIFY(!hbm->customPlot()->yAxis2->visible());
}

// A run launched from the CLI that ended while nobody watched: run.json still says running.
// The panel asks its hosts in the background (without it being selected) and lists it as
// finished; the run it shows (the newest) is followed live as before.
void tst_MonitorPanel::unwatchedRunThatEndedIsNotListedAsRunning()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString ws = root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(ws));
    QFile registry(ws + u"/tpu_config.json"_s);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": ")"
                   + test::systemPython().toUtf8() + R"("}}]})");
    registry.close();
    QProcess ended;   // a pid that is gone
    ended.start(u"true"_s, QStringList{});
    QVERIFY(ended.waitForFinished());
    const qint64 deadPid = ended.processId() > 0 ? ended.processId() : 999999;
    for (const QString &runId : {u"old-run"_s, u"new-run"_s}) {
        const QString remoteDir = root.filePath(u"remote/"_s + runId);
        QVERIFY(QDir().mkpath(remoteDir + u"/status"_s));
        QVERIFY(QDir().mkpath(remoteDir + u"/metrics"_s));
        QVERIFY(QDir().mkpath(ws + u"/runs/"_s + runId));
        RunRecord record;
        record.runId = runId;
        record.experiment = u"tiny"_s;
        record.machine = u"this-machine"_s;
        record.remoteDir = remoteDir;
        record.python = test::systemPython();
        record.state = RunState::Running;
        record.created = runId == u"old-run"_s ? u"2026-01-01T00:00:00Z"_s : u"2026-01-02T00:00:00Z"_s;
        QVERIFY(record.writeFile(ws + u"/runs/"_s + runId + u"/run.json"_s).has_value());
        QFile status(remoteDir + u"/status/host-0.json"_s);
        QVERIFY(status.open(QIODevice::WriteOnly));
        status.write(u"{\"pid\": %1, \"launcher_pid\": %1, \"started\": 1.0, \"ended\": 2.0, \"exit_code\": 0}\n"_s
                         .arg(deadPid).toUtf8());
    }
    WorkbenchSession context;
    context.setWorkspaceDir(ws);
    context.setRegistryOverride(ws + u"/tpu_config.json"_s);
    MonitorPanel panel(context);
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 2, 10000);
    const int oldRow = panel.runModel()->rowOf(u"old-run"_s);
    QVERIFY(oldRow >= 0);
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->state(panel.runModel()->rowOf(u"old-run"_s)), RunState::Finished, 30000);
    auto saved = RunRecord::readFile(ws + u"/runs/old-run/run.json"_s);
    QVERIFY(saved.has_value());
    QCOMPARE(saved->state, RunState::Finished);   // written back, so the CLI agrees
}

// The runs list showed "Running" for seconds while the host strip showed a crashed host: both
// must say the same at every health change (a crashed host fails the run, a stalled one
// stalls it).
void tst_MonitorPanel::runsListAndHostStripAgreeWhenAHostCrashes()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString ws = root.filePath(u"ws"_s);
    const QString remoteDir = root.filePath(u"remote/agree"_s);
    for (const QString &dir : QStringList{ws + u"/runs/agree"_s, remoteDir + u"/metrics"_s, remoteDir + u"/logs"_s,
                                          remoteDir + u"/status"_s})
        QVERIFY(QDir().mkpath(dir));
    QFile registry(ws + u"/tpu_config.json"_s);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": ")"
                   + test::systemPython().toUtf8() + R"("}}]})");
    registry.close();
    RunRecord record;
    record.runId = u"agree"_s;
    record.experiment = u"tiny"_s;
    record.machine = u"this-machine"_s;
    record.hosts = {u"w0"_s, u"w1"_s};
    record.remoteDir = remoteDir;
    record.python = test::systemPython();
    record.device = u"cpu"_s;
    record.state = RunState::Running;
    QVERIFY(record.writeFile(ws + u"/runs/agree/run.json"_s).has_value());
    QList<QProcess *> processes;
    auto append = [&](const QString &relative, const QByteArray &bytes, bool truncate = false) {
        QFile file(remoteDir + u'/' + relative);
        if (file.open(truncate ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::Append))
            file.write(bytes);
    };
    for (int h = 0; h < 2; ++h) {
        auto *p = new QProcess;
        p->start(u"sleep"_s, {u"300"_s});
        QVERIFY(p->waitForStarted());
        processes << p;
        append(u"status/host-%1.json"_s.arg(h),
               u"{\"pid\": %1, \"launcher_pid\": %1, \"started\": 1.0, \"ended\": null, \"exit_code\": null}\n"_s
                   .arg(p->processId()).toUtf8(), true);
    }
    auto cleanupProcesses = qScopeGuard([&] {
        for (auto *p : std::as_const(processes)) {
            p->kill();
            p->waitForFinished();
            delete p;
        }
    });

    WorkbenchSession context;
    context.setWorkspaceDir(ws);
    context.setRegistryOverride(ws + u"/tpu_config.json"_s);
    MonitorPanel panel(context);
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY_WITH_TIMEOUT(panel.selectRun(u"agree"_s), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.monitor(u"agree"_s) != nullptr, 10000);
    RunMonitor *monitor = panel.monitor(u"agree"_s);

    // What the tiles say about the run.
    auto implied = [](const QList<HostState> &states) {
        bool failed = false, stalled = false, ended = !states.isEmpty(), stopped = false;
        for (HostState s : states) {
            failed = failed || s == HostState::Crashed || s == HostState::Failed;
            stalled = stalled || s == HostState::Stalled;
            stopped = stopped || s == HostState::Stopped;
            ended = ended && (s == HostState::Finished || s == HostState::Stopped);
        }
        return failed ? RunState::Failed
               : ended ? (stopped ? RunState::Stopped : RunState::Finished)
               : stalled ? RunState::Stalled
                         : RunState::Running;
    };
    QStringList disagreements;
    int changes = 0;
    bool sawCrash = false;
    connect(monitor, &RunMonitor::healthChanged, &panel, [&] {
        ++changes;
        QList<HostState> states;
        for (int h = 0; h < panel.hostStrip()->tileCount(); ++h)
            states << panel.hostStrip()->tileState(h);
        sawCrash = sawCrash || states.contains(HostState::Crashed);
        const RunState listed = panel.runModel()->state(panel.runModel()->rowOf(u"agree"_s));
        if (!states.isEmpty() && listed != implied(states))
            disagreements << u"list %1, tiles imply %2"_s.arg(runStateName(listed), runStateName(implied(states)));
    });

    int step = 0;
    QTimer feeder;
    connect(&feeder, &QTimer::timeout, &panel, [&] {
        for (int h = 0; h < 2; ++h) {
            if (h == 1 && step > 10)
                continue;
            append(u"metrics/host-%1.jsonl"_s.arg(h),
                   u"{\"step\": %1, \"time\": %2, \"loss\": %3}\n"_s.arg(step).arg(1000.0 + step * 0.1).arg(4.0 - 0.01 * step)
                       .toUtf8());
        }
        if (step == 10) {
            // host 1: train.py killed; launch.sh records it.
            processes[1]->kill();
            processes[1]->waitForFinished();
            append(u"metrics/host-1.jsonl"_s,
                   "{\"event\": \"done\", \"time\": 1001.5, \"host\": 1, \"exit_code\": 137, \"source\": \"launch.sh\"}\n");
            append(u"status/host-1.json"_s, "{\"pid\": 1, \"launcher_pid\": 1, \"ended\": 1001.5, \"exit_code\": 137}\n", true);
        }
        ++step;
    });
    feeder.start(100);
    QTRY_COMPARE_WITH_TIMEOUT(panel.hostStrip()->tileState(1), HostState::Crashed, 20000);
    const int atCrash = changes;
    QTRY_VERIFY_WITH_TIMEOUT(changes >= atCrash + 8, 10000);
    feeder.stop();
    QVERIFY(sawCrash);
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(u"; "_s)));
    QCOMPARE(panel.runModel()->state(panel.runModel()->rowOf(u"agree"_s)), RunState::Failed);
}

// An operation on a run that fails (here a launch on a machine the registry lacks) shows in the
// banner above the host tiles; its Details open the whole text, read-only and selectable.
void tst_MonitorPanel::aFailedOperationShowsItsWholeTextInDetails()
{
    QTemporaryDir workspace;
    WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    MonitorPanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &MonitorPanel::operationFinished);
    LaunchRequest request;
    request.experimentDir = workspace.filePath(u"experiments/none"_s);
    request.machine = u"gone"_s;
    panel.launchRun(request);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QVERIFY(!finished.first().at(1).toBool());
    const QString message = finished.first().at(2).toString();
    QVERIFY(!message.isEmpty());
    MessageBanner *banner = panel.runError();
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->text(), ErrorDetailsDialog::summary(message));
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/monitor_run_error.png"_s));
    QTest::mouseClick(banner->findChild<QPushButton *>(u"messageAction"_s), Qt::LeftButton);
    auto *details = panel.findChild<ErrorDetailsDialog *>();
    QVERIFY(details);
    QCOMPARE(details->text(), message);
    QVERIFY(details->textView()->isReadOnly());
    QVERIFY(details->textView()->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY(details->grab().save(twb::test::artifactsDir() + u"/monitor_run_error_details.png"_s));
    details->close();
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MonitorPanel)
#include "tst_monitor_panel.moc"
