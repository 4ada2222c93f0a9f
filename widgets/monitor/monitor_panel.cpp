#include "widgets/monitor/monitor_panel.h"

#include "core/metrics/metric_ingestor.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/run_profile.h"
#include "core/registry/registry.h"
#include "core/remote/host_pool.h"
#include "core/remote/machine_transport.h"
#include "core/workspace/workspace.h"
#include "widgets/common/app_context.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/series_plot.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/monitor_health.h"
#include "widgets/monitor/monitor_panes.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/run_state_refresher.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

using namespace Qt::StringLiterals;

namespace twb {

MonitorPanel::MonitorPanel(AppContext &context, QWidget *parent) : QWidget(parent), m_context(context)
{
    setObjectName(u"monitor"_s);
    buildUi();
    m_refresher = new RunStateRefresher(this);
    connect(m_refresher, &RunStateRefresher::checked, this, [this](const QStringList &changed) {
        if (!changed.isEmpty())
            m_runs->reload();
    });
    m_runs->setRunsDir(Workspace(m_context.workspaceDir()).runsDir());
    connect(&m_context, &AppContext::workspaceChanged, this, [this] {
        m_runs->setRunsDir(Workspace(m_context.workspaceDir()).runsDir());
    });
    connect(m_runs, &RunListModel::loaded, this, [this] {
        if (!m_pendingSelection.isEmpty() && m_runs->rowOf(m_pendingSelection) >= 0)
            selectRun(std::exchange(m_pendingSelection, QString()));
        else if (m_current.isEmpty() && m_pendingSelection.isEmpty() && m_runs->rowCount() > 0)
            selectRun(m_runs->data(m_runs->index(0, 0), RunListModel::RunIdRole).toString()); // not an empty view
        updateButtons();
        refreshUnwatchedRuns();
    });
    // Runs change on disk (the CLI, other launches): reread the records now and then.
    m_reloadTimer.setInterval(3000);
    connect(&m_reloadTimer, &QTimer::timeout, m_runs, &RunListModel::reload);
    m_reloadTimer.start();
    // Panes follow the metrics that appear; compile markers follow the data.
    m_paneTimer.setInterval(1000);
    connect(&m_paneTimer, &QTimer::timeout, this, [this] {
        if (m_current.isEmpty())
            return;
        if (m_store.metrics(m_current) != m_paneMetrics)
            rebuildPanes();
        else
            refreshMarkers();
        if (!m_monitors.contains(m_current))
            refreshHealth();
    });
    m_paneTimer.start();
}

MonitorPanel::~MonitorPanel()
{
    // Stop the streams before the store they write into goes away.
    for (auto *monitor : std::as_const(m_monitors))
        delete monitor;
    m_monitors.clear();
    QThreadPool::globalInstance()->waitForDone();
}

void MonitorPanel::buildUi()
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    auto *topButtons = new QHBoxLayout;
    auto *launch = new QPushButton(tr("Launch…"), left);
    launch->setObjectName(u"launch"_s);
    auto *import = new QPushButton(tr("Import…"), left);
    import->setObjectName(u"import"_s);
    topButtons->addWidget(launch);
    topButtons->addWidget(import);
    topButtons->addStretch();
    leftLayout->addLayout(topButtons);
    m_runs = new RunListModel(this);
    m_runView = new QTableView(left);
    m_runView->setObjectName(u"runs"_s);
    m_runView->setModel(m_runs);
    m_runView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runView->verticalHeader()->hide();
    m_runView->horizontalHeader()->setSectionResizeMode(RunListModel::RunColumn, QHeaderView::Stretch);
    leftLayout->addWidget(m_runView, 1);
    auto *runButtons = new QHBoxLayout;
    m_stop = new QPushButton(tr("Stop"), left);
    m_stop->setObjectName(u"stop"_s);
    m_resume = new QPushButton(tr("Resume"), left);
    m_resume->setObjectName(u"resume"_s);
    m_resume->setToolTip(tr("Start again from the newest checkpoint"));
    m_relaunch = new QPushButton(tr("Relaunch"), left);
    m_relaunch->setObjectName(u"relaunch"_s);
    m_relaunch->setToolTip(tr("Start again from step 0"));
    runButtons->addWidget(m_stop);
    runButtons->addWidget(m_resume);
    runButtons->addWidget(m_relaunch);
    leftLayout->addLayout(runButtons);
    m_status = new QLabel(left);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    leftLayout->addWidget(m_status);

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    m_hostStrip = new HostStrip(right);
    rightLayout->addWidget(m_hostStrip);
    auto *bar = new QHBoxLayout;
    m_curves = new QToolButton(right);
    m_curves->setObjectName(u"curves"_s);
    m_curves->setText(tr("Curves"));
    m_curveMenu = new QMenu(m_curves);
    m_curves->setMenu(m_curveMenu);
    m_curves->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(m_curves);
    bar->addWidget(new QLabel(tr("Smoothing"), right));
    m_smoothing = new QSlider(Qt::Horizontal, right);
    m_smoothing->setObjectName(u"smoothing"_s);
    m_smoothing->setRange(0, 99);
    m_smoothing->setMaximumWidth(140);
    bar->addWidget(m_smoothing);
    m_smoothingLabel = new QLabel(u"0.00"_s, right);
    bar->addWidget(m_smoothingLabel);
    m_axis = new QComboBox(right);
    m_axis->setObjectName(u"xAxis"_s);
    m_axis->addItem(tr("Step"), int(XAxis::Step));
    m_axis->addItem(tr("Wall time"), int(XAxis::WallTime));
    m_axis->addItem(tr("Relative time"), int(XAxis::RelativeTime));
    bar->addWidget(m_axis);
    m_logY = new QCheckBox(tr("Log y"), right);
    m_logY->setObjectName(u"logY"_s);
    bar->addWidget(m_logY);
    m_modeBox = new QComboBox(right);
    m_modeBox->setObjectName(u"viewMode"_s);
    m_modeBox->addItem(tr("Per host"), int(ViewMode::PerHost));
    m_modeBox->addItem(tr("Mean, min–max band"), int(ViewMode::MeanMinMax));
    m_modeBox->addItem(tr("Mean ± std"), int(ViewMode::MeanStd));
    bar->addWidget(m_modeBox);
    bar->addStretch();
    auto *exportButton = new QPushButton(tr("Export…"), right);
    exportButton->setObjectName(u"export"_s);
    bar->addWidget(exportButton);
    rightLayout->addLayout(bar);
    auto *vertical = new QSplitter(Qt::Vertical, right);
    m_plots = new PlotStack(m_store, vertical);
    m_log = new LogView(vertical);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({600, 150}); // the plots get the room even before their first pane exists
    rightLayout->addWidget(vertical, 1);
    split->setStretchFactor(1, 3);
    split->setSizes({340, 1100});

    connect(m_runView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    openRun(m_runs->data(current, RunListModel::RunIdRole).toString());
            });
    connect(launch, &QPushButton::clicked, this, &MonitorPanel::showLaunchDialog);
    connect(import, &QPushButton::clicked, this, &MonitorPanel::showImportDialog);
    connect(m_stop, &QPushButton::clicked, this, [this] { stopRun(m_current); });
    connect(m_resume, &QPushButton::clicked, this, [this] { resumeRun(m_current, false); });
    connect(m_relaunch, &QPushButton::clicked, this, [this] { resumeRun(m_current, true); });
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int value) {
        m_smoothingLabel->setText(QString::number(value / 100.0, 'f', 2));
        m_plots->setSmoothing(value / 100.0);
    });
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this] {
        m_plots->setXAxis(XAxis(m_axis->currentData().toInt()));
        refreshMarkers();
    });
    connect(m_logY, &QCheckBox::toggled, m_plots, &PlotStack::setLogY);
    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this] {
        m_mode = ViewMode(m_modeBox->currentData().toInt());
        rebuildPanes();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the plots"), m_current + u".png"_s,
                                                          tr("PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;"
                                                             "CSV of the points in view (*.csv)"));
        if (path.isEmpty())
            return;
        if (auto r = exportPlots(path); !r)
            QMessageBox::warning(this, tr("Export failed"), r.error().message);
        else
            m_status->setText(tr("Exported %1.").arg(path));
    });
    connect(m_hostStrip, &HostStrip::hostClicked, m_log, &LogView::setHost);
    updateButtons();
}

QString MonitorPanel::runDir(const QString &runId) const
{
    return Workspace(m_context.workspaceDir()).runDir(runId);
}

RunMonitor *MonitorPanel::monitor(const QString &runId) const
{
    return m_monitors.value(runId, nullptr);
}

bool MonitorPanel::selectRun(const QString &runId)
{
    const int row = m_runs->rowOf(runId);
    if (row < 0) {
        m_pendingSelection = runId;   // after the next reload
        m_runs->reload();
        return false;
    }
    m_runView->setCurrentIndex(m_runs->index(row, 0));
    if (m_current != runId)
        openRun(runId);
    return true;
}

void MonitorPanel::setTransportFactory(std::function<std::unique_ptr<Transport>(const QString &, int)> factory)
{
    m_transportFactory = std::move(factory);
    m_refresher->setTransportFactory(m_transportFactory);
}

void MonitorPanel::refreshUnwatchedRuns()
{
    QList<RunRecord> records;
    for (int row = 0; row < m_runs->rowCount(); ++row)
        if (const RunRecord *r = m_runs->record(row))
            records << *r;
    QSet<QString> watched;
    for (auto it = m_monitors.cbegin(); it != m_monitors.cend(); ++it)
        watched.insert(it.key());
    ConnectionSettings settings;
    settings.knownHostsPath = m_context.knownHostsPath();
    settings.defaultUser = m_context.defaultSshUser();
    settings.defaultIdentityFile = m_context.defaultIdentityFile();
    settings.hostKeyPolicy = HostKeyPolicy::refuse();
    m_refresher->setRegistryPath(m_context.registryPath());
    m_refresher->setConnectionSettings(settings);
    m_refresher->check(records, watched, Workspace(m_context.workspaceDir()).runsDir());
}

std::unique_ptr<RunProfile> MonitorPanel::profileFor(const RunRecord &record) const
{
    // The accelerator from the run's own config (what the project was built for), and the
    // model's FLOPs per token from its model block; both read from the local copy. A CPU
    // smoke run ran on no TPU: MFU and % of HBM against the config's chip would be made up.
    if (record.device == u"cpu"_s)
        return nullptr;
    auto config = readJsonFile(runDir(record.runId) + u"/config.json"_s);
    if (!config || !config->is_object())
        return nullptr;
    const Json tpu = config->value("tpu", Json::object());
    const QString accelerator = toQString(tpu.value("accelerator_type", std::string()));
    auto profile = RunProfile::create(accelerator, RunProfile::modelFlopsPerToken(*config));
    return profile ? std::make_unique<RunProfile>(*profile) : nullptr;
}

void MonitorPanel::openRun(const QString &runId)
{
    const RunRecord *record = m_runs->record(runId);
    if (!record)
        return;
    m_current = runId;
    const int hostCount = std::max(1, int(record->hosts.size()));
    m_profile = profileFor(*record);
    if (isActive(m_runs->state(m_runs->rowOf(runId))))
        startMonitor(*record);
    else if (!m_monitors.contains(runId) && !m_loaded.contains(runId))
        loadFinishedRun(*record);
    m_log->setSource(runDir(runId) + u"/logs"_s, hostCount);
    m_hiddenChosen = false;
    rebuildPanes();
    refreshHealth();
    updateButtons();
    Q_EMIT runOpened(runId);
}

void MonitorPanel::startMonitor(const RunRecord &record)
{
    if (m_monitors.contains(record.runId))
        return;
    RunMonitor::Config config;
    config.run = record.runId;
    config.hostCount = std::max(1, int(record.hosts.size()));
    config.remoteRunDir = record.remoteDir;
    config.python = record.python;
    config.localRunDir = runDir(record.runId);
    config.health = m_healthOptions;
    const QString machine = record.machine;
    if (m_transportFactory) {
        auto custom = m_transportFactory;
        config.transportFactory = [custom, machine](int host) { return custom(machine, host); };
    } else {
        // Read on the stream's own thread: the GUI thread does not wait on the registry file.
        ConnectionSettings settings;
        settings.knownHostsPath = m_context.knownHostsPath();
        settings.defaultUser = m_context.defaultSshUser();
        settings.defaultIdentityFile = m_context.defaultIdentityFile();
        settings.hostKeyPolicy = HostKeyPolicy::refuse();   // keys are accepted in the Machines panel
        const QString registryPath = m_context.registryPath();
        config.transportFactory = [registryPath, machine, settings](int host) -> std::unique_ptr<Transport> {
            auto registry = Registry::load(registryPath);
            if (!registry)
                return nullptr;
            const MachineEntry *entry = registry->find(machine);
            return entry ? makeTransport(*entry, host, settings) : nullptr;
        };
    }
    auto *monitor = new RunMonitor(m_store, config, this);
    const QString runId = record.runId;
    connect(monitor, &RunMonitor::healthChanged, this, [this, monitor, runId] {
        bool stalled = false;
        for (const auto &h : monitor->health())
            stalled = stalled || h.state == HostState::Stalled;
        m_runs->setLiveState(runId, stalled ? std::optional<RunState>(RunState::Stalled) : std::nullopt);
        if (runId == m_current)
            refreshHealth();
    });
    connect(monitor, &RunMonitor::logArrived, this, [this, runId](int host, const QByteArray &bytes) {
        if (runId == m_current)
            m_log->append(host, bytes);
    });
    connect(monitor, &RunMonitor::streamsEnded, this, [this, runId, machine] {
        // The run is over on every host: record how it ended.
        runOperation(runId, tr("Reading how %1 ended").arg(runId),
                     [runId, dir = runDir(runId)](RunLauncher &launcher, const std::function<void(const QString &)> &) {
                         auto stored = RunRecord::readFile(dir + u"/run.json"_s);
                         if (!stored)
                             return stored.error().message;
                         auto state = launcher.refresh(*stored);
                         return state ? QString() : state.error().message;
                     },
                     machine);
    });
    m_monitors.insert(runId, monitor);
    monitor->start();
}

void MonitorPanel::loadFinishedRun(const RunRecord &record)
{
    m_loaded.insert(record.runId);
    const QString dir = runDir(record.runId);
    const QString run = record.runId;
    const int hostCount = std::max(1, int(record.hosts.size()));
    SeriesStore *store = &m_store;
    const bool onHosts = !record.remoteDir.isEmpty() && !record.machine.isEmpty();
    QPointer<MonitorPanel> self(this);
    (void)QtConcurrent::run([store, dir, run, hostCount, onHosts, self] {
        int mirrored = 0;
        for (int h = 0; h < hostCount; ++h) {
            QFile file(dir + u"/metrics/host-%1.jsonl"_s.arg(h));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            ++mirrored;
            MetricIngestor ingestor(*store, run, h, MetricFormat::Jsonl, file.fileName());
            while (!file.atEnd()) {
                const QByteArray chunk = file.read(1 << 20);
                ingestor.feed(chunk.constData(), std::size_t(chunk.size()));
            }
            ingestor.finish();
        }
        // A run nobody watched (launched from the CLI or another machine) has no local mirror
        // yet: read its streams from the hosts once, which also writes the mirror.
        if (mirrored == 0 && onHosts && self)
            QMetaObject::invokeMethod(self.data(), [self, run] {
                if (!self)
                    return;
                self->m_loaded.remove(run);
                if (const RunRecord *r = self->m_runs->record(run))
                    self->startMonitor(*r);
            }, Qt::QueuedConnection);
    });
}

void MonitorPanel::rebuildPanes()
{
    if (m_current.isEmpty())
        return;
    const RunRecord *record = m_runs->record(m_current);
    const int hostCount = record ? std::max(1, int(record->hosts.size())) : 1;
    const QStringList available = m_store.metrics(m_current);
    if (!m_hiddenChosen)
        m_hidden = MonitorPanes::defaultHidden(available);
    m_paneMetrics = available;
    m_plots->clearPanes();
    const QList<int> hosts = m_store.hosts(m_current);
    for (const MonitorPane &pane : MonitorPanes::layout(available, m_hidden, m_profile.get())) {
        SeriesPlot *plot = m_plots->addPane(pane.name, pane.title, pane.yLabel);
        if (!pane.secondaryLabel.isEmpty())
            plot->setSecondaryAxis(pane.secondaryLabel, pane.secondaryFactor);
        plot->setSmoothingEnabled(pane.smooth);
        QList<PlotCurve> curves;
        QList<PlotAggregate> aggregates;
        for (int m = 0; m < pane.metrics.size(); ++m) {
            const QString &metric = pane.metrics[m];
            QList<SeriesKey> keys;
            for (int h = 0; h < hostCount; ++h) {
                if (!hosts.contains(h))
                    continue;
                const SeriesKey key{m_current, h, metric};
                keys << key;
                const QString label = pane.metrics.size() > 1 ? tr("%1 · host %2").arg(metric).arg(h) : tr("host %1").arg(h);
                curves << PlotCurve{key, label, seriesColor(pane.metrics.size() > 1 ? m * hostCount + h : h), pane.scale};
            }
            aggregates << PlotAggregate{keys, tr("%1, mean of %n host(s)", nullptr, int(keys.size())).arg(metric),
                                        seriesColor(m), m_mode == ViewMode::MeanStd ? BandKind::StdDev : BandKind::MinMax,
                                        pane.scale};
        }
        if (m_mode == ViewMode::PerHost) {
            // One colour per host, the same in every pane: the host tiles carry the legend.
            plot->setLegendEnabled(pane.metrics.size() > 1);
            plot->setCurves(curves);
        } else {
            plot->setAggregates(aggregates);
        }
    }
    QList<QColor> colors;
    if (m_mode == ViewMode::PerHost)
        for (int h = 0; h < hostCount; ++h)
            colors << seriesColor(h);
    m_hostStrip->setHostColors(colors);
    refreshMarkers();
    updateCurvePicker();
}

void MonitorPanel::refreshMarkers()
{
    SeriesPlot *compiles = m_plots->pane(u"compiles"_s);
    if (!compiles || m_current.isEmpty())
        return;
    const XAxis axis = XAxis(m_axis->currentData().toInt());
    const double start = m_store.runStartTime(m_current);
    QList<PlotEventMarker> markers;
    for (const auto &mark : RunProfile::compileMarks(m_store, m_current, 0)) {
        const double x = axis == XAxis::Step ? double(mark.step) : (axis == XAxis::WallTime ? mark.time : mark.time - start);
        QString label;
        if (mark.afterWarmup)
            label = tr("recompiled at step %1%2").arg(mark.step).arg(mark.reason.isEmpty() ? QString() : u": "_s + mark.reason);
        markers << PlotEventMarker{x, label, mark.afterWarmup};
    }
    compiles->setEventMarkers(markers);
}

void MonitorPanel::refreshHealth()
{
    if (m_current.isEmpty()) {
        m_hostStrip->setHealth({}, 0);
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (RunMonitor *monitor = m_monitors.value(m_current)) {
        m_hostStrip->setHealth(monitor->health(), now);
        QList<bool> connected;
        for (int h = 0; h < monitor->config().hostCount; ++h)
            connected << monitor->isConnected(h);
        m_hostStrip->setConnected(connected);
        return;
    }
    const RunRecord *record = m_runs->record(m_current);
    const int hostCount = record ? std::max(1, int(record->hosts.size())) : 1;
    m_hostStrip->setHealth(MonitorHealth::fromStore(m_store, m_current, hostCount,
                                                    record ? record->state : RunState::Finished),
                           now);
    m_hostStrip->setConnected({});
}

void MonitorPanel::updateCurvePicker()
{
    m_curveMenu->clear();
    for (const QString &metric : std::as_const(m_paneMetrics)) {
        QAction *action = m_curveMenu->addAction(metric);
        action->setCheckable(true);
        action->setChecked(!m_hidden.contains(metric));
        connect(action, &QAction::toggled, this, [this, metric](bool on) {
            if (on)
                m_hidden.remove(metric);
            else
                m_hidden.insert(metric);
            m_hiddenChosen = true;
            rebuildPanes();
        });
    }
}

QStringList MonitorPanel::visibleMetrics() const
{
    QStringList out;
    for (const QString &m : m_paneMetrics)
        if (!m_hidden.contains(m))
            out << m;
    return out;
}

void MonitorPanel::setHiddenMetrics(const QSet<QString> &hidden)
{
    m_hidden = hidden;
    m_hiddenChosen = true;
    rebuildPanes();
}

void MonitorPanel::setViewMode(ViewMode mode)
{
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
}

void MonitorPanel::setSmoothing(double weight)
{
    m_smoothing->setValue(qRound(weight * 100));
}

void MonitorPanel::setXAxis(XAxis axis)
{
    m_axis->setCurrentIndex(m_axis->findData(int(axis)));
}

void MonitorPanel::setLogY(bool logarithmic)
{
    m_logY->setChecked(logarithmic);
}

Result<void> MonitorPanel::exportPlots(const QString &path)
{
    return m_plots->exportTo(path);
}

void MonitorPanel::updateButtons()
{
    const int row = m_runs->rowOf(m_current);
    const RunRecord *record = m_runs->record(row);
    const bool active = record && isActive(m_runs->state(row));
    const bool remote = record && !record->remoteDir.isEmpty();
    m_stop->setEnabled(active && remote);
    m_resume->setEnabled(record && !active && remote);
    m_relaunch->setEnabled(record && !active && remote);
}

} // namespace twb
