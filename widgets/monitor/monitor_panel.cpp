#include "widgets/monitor/monitor_panel.h"
#include "widgets/common/flow_layout.h"

#include "core/metrics/run_monitor.h"
#include "core/metrics/run_profile.h"
#include "core/runs/run_folder.h"
#include "core/services/user_settings.h"
#include "core/util/continue_queued.h"
#include "core/workspace/workspace.h"
#include "widgets/common/app_context.h"
#include "widgets/common/button_shortcut.h"
#include "widgets/common/export_file.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/common/series_plot.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/checkpoint_browser.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/monitor_panes.h"
#include "widgets/monitor/run_annotation_editor.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/profile_view.h"
#include "widgets/monitor/stack_view.h"
#include "widgets/monitor/verification_view.h"

#include <QAction>
#include <QCheckBox>
#include <QLineEdit>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MonitorPanel::MonitorPanel(AppContext &context, QWidget *parent)
    : QWidget(parent), m_context(context),
      m_service(context.machineAccess(), Workspace(context.workspaceDir()).runsDir()),
      m_index(context.workspaceDir()), m_follower(m_store, m_service), m_alertMonitor(m_follower, m_store)
{
    setObjectName(u"monitor"_s);
    m_stacksOnStall = UserSettings::value(QString::fromLatin1(kStacksOnStallKey), true).toBool();
    buildUi();
    connectServices();
    connectAlerts();
    connect(&m_context, &AppContext::workspaceChanged, this, [this] {
        applyContext();
        m_follower.forgetAll();
        m_alertMonitor.clear();
        m_current.clear();
        m_runs->clearLiveStates();
        m_index.setRoot(m_context.workspaceDir());
    });
    connect(&m_context, &AppContext::connectionSettingsChanged, this, &MonitorPanel::applyContext);
    if (m_index.isScanned())
        runsListed();
}

MonitorPanel::~MonitorPanel()
{
    // The panes read the store when they paint: they go before it does. The services stop
    // and cancel their own work as they are destroyed (nothing waits on a global pool).
    delete m_plots;
    m_plots = nullptr;
}

void MonitorPanel::applyContext()
{
    MachineAccess access = m_context.machineAccess();
    if (m_transportOverride)
        access.setTransportOverride(m_transportOverride);
    m_service.setMachineAccess(access);
    m_service.setRunsDir(Workspace(m_context.workspaceDir()).runsDir());
}

void MonitorPanel::setTransportOverride(MachineAccess::TransportOverride override)
{
    m_transportOverride = std::move(override);
    applyContext();
}

void MonitorPanel::connectServices()
{
    connect(&m_index, &WorkspaceIndex::runChanged, this, [this](const QString &runId) {
        if (auto record = m_index.run(runId))
            m_follower.recordChanged(*record);
    });
    connect(&m_index, &WorkspaceIndex::runsChanged, this, &MonitorPanel::runsListed);
    connect(&m_index, &WorkspaceIndex::scanned, this, [this] {
        if (m_runs->rowCount() != int(m_index.runs().size()))
            runsListed();
    });
    // The runs list and the host tiles read one snapshot of the follower's: they agree.
    connect(&m_follower, &RunFollower::healthChanged, this, [this](const QString &runId) {
        const RunState state = m_follower.state(runId);
        m_runs->setLiveState(runId, state);
        // Once each time a run turns stalled: where its hosts are, while they are still there.
        if (state != RunState::Stalled) {
            m_stalledRuns.remove(runId);
        } else if (!m_stalledRuns.contains(runId)) {
            m_stalledRuns.insert(runId);
            if (m_stacksOnStall)
                takeStacks(runId, true);
        }
        if (runId != m_current)
            return;
        refreshHealth();
        updateButtons();
    });
    connect(&m_follower, &RunFollower::logArrived, this, [this](const QString &runId, int host, const QByteArray &bytes) {
        if (runId == m_current)
            m_log->append(host, bytes);
    });
    connect(&m_follower, &RunFollower::loaded, this, [this](const QString &runId) {
        if (runId == m_current && m_follower.profile(runId) != m_paneProfile)
            rebuildPanes();
    });
    connect(&m_service, &RunService::progress, this, [this](const QString &, const QString &message) {
        m_status->setText(message);
    });
    // Panes follow the metrics that appear, compile markers the data: both from the store's
    // signals (sent from the stream threads), each coalesced into one update.
    m_paneTimer.setSingleShot(true);
    m_paneTimer.setInterval(100);
    connect(&m_paneTimer, &QTimer::timeout, this, [this] {
        if (!m_current.isEmpty() && m_store.metrics(m_current) != m_paneMetrics)
            rebuildPanes();
    });
    connect(&m_store, &SeriesStore::seriesAdded, this, [this] {
        if (!m_paneTimer.isActive())
            m_paneTimer.start();
    }, Qt::QueuedConnection);
    m_markerTimer.setSingleShot(true);
    m_markerTimer.setInterval(500);
    connect(&m_markerTimer, &QTimer::timeout, this, &MonitorPanel::refreshMarkers);
    connect(&m_store, &SeriesStore::dataArrived, this, [this] {
        if (!m_markerTimer.isActive())
            m_markerTimer.start();
    }, Qt::QueuedConnection);
    // Runs that run.json calls active but nobody follows (launched from the CLI, or running
    // when the app was closed) are asked about now and then, so none is listed as running
    // after it ended.
    m_unwatchedTimer.setInterval(30000);
    connect(&m_unwatchedTimer, &QTimer::timeout, this, &MonitorPanel::refreshUnwatchedRuns);
    m_unwatchedTimer.start();
}

void MonitorPanel::runsListed()
{
    const bool first = m_runs->rowCount() == 0;
    m_runs->setRecords(m_index.runs(), m_index.snapshot().runNames);
    // A new run resets the rows: keep the open run selected.
    if (const int row = m_runs->rowOf(m_current); row >= 0 && m_runView->currentIndex().row() != row)
        m_runView->setCurrentIndex(m_runs->index(row, 0));
    if (!m_pendingSelection.isEmpty() && m_runs->rowOf(m_pendingSelection) >= 0)
        selectRun(std::exchange(m_pendingSelection, QString()));
    else if (m_current.isEmpty() && m_pendingSelection.isEmpty() && m_runs->rowCount() > 0)
        selectRun(m_runs->data(m_runs->index(0, 0), RunListModel::RunIdRole).toString()); // not an empty view
    updateButtons();
    m_annotation->setRun(m_runs->record(m_current));
    // The open run just ended: its checks can say more now.
    if (const RunRecord *record = m_runs->record(m_current)) {
        const bool active = isActive(record->state);
        if (m_currentActive && !active)
            verifyRun(m_current);
        m_currentActive = active;
    }
    if (first)
        refreshUnwatchedRuns();
}

void MonitorPanel::buildUi()
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    // Both button rows wrap in a narrow window (1024 px) rather than push it wider.
    auto *topButtons = new FlowLayout;
    auto *launch = new QPushButton(tr("Launch…"), left);
    launch->setObjectName(u"launch"_s);
    auto *import = new QPushButton(tr("Import…"), left);
    import->setObjectName(u"import"_s);
    topButtons->addWidget(launch);
    topButtons->addWidget(import);
    m_attachButton = new QPushButton(tr("Attach…"), left);
    m_attachButton->setObjectName(u"attachJob"_s);
    m_attachButton->setToolTip(tr("Attach to a running job the workbench did not launch (`tpuwb run attach`)"));
    topButtons->addWidget(m_attachButton);
    leftLayout->addLayout(topButtons);
    m_filterEdit = new RunFilterEdit(left);
    leftLayout->addWidget(m_filterEdit);
    m_runs = new RunListModel(this);
    m_runView = new QTableView(left);
    m_runView->setObjectName(u"runs"_s);
    m_runView->setModel(m_runs);
    m_runView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runView->verticalHeader()->hide();
    m_runView->horizontalHeader()->setSectionResizeMode(RunListModel::RunColumn, QHeaderView::Stretch);
    m_runView->setWordWrap(false);   // one line per run; the whole name and the id are on hover
    leftLayout->addWidget(m_runView, 1);
    m_runFilter = new RunListFilter(
        m_runView, m_runs, m_filterEdit, [this] { return m_service.runsDir(); },
        [this]() -> const RunListFilter::Configs & { return m_index.snapshot().runConfigs; }, this);
    auto *runButtons = new FlowLayout;
    m_stop = new QPushButton(tr("Stop"), left);
    m_stop->setObjectName(u"stop"_s);
    m_resume = new QPushButton(tr("Resume"), left);
    m_resume->setObjectName(u"resume"_s);
    m_resume->setToolTip(tr("Start again from the newest checkpoint"));
    m_relaunch = new QPushButton(tr("Relaunch"), left);
    m_relaunch->setObjectName(u"relaunch"_s);
    m_relaunch->setToolTip(tr("Start again from step 0"));
    runButtons->addWidget(m_stop);
    m_detach = new QPushButton(tr("Detach"), left);
    m_detach->setObjectName(u"detach"_s);
    m_detach->setToolTip(tr("Stop following this attached job; the job itself goes on untouched"));
    runButtons->addWidget(m_detach);
    runButtons->addWidget(m_resume);
    runButtons->addWidget(m_relaunch);
    leftLayout->addLayout(runButtons);
    m_annotation = new RunAnnotationEditor(left);
    leftLayout->addWidget(m_annotation);
    connect(m_annotation, &RunAnnotationEditor::saveRequested, this, &MonitorPanel::annotateRun);
    m_status = new QLabel(left);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    leftLayout->addWidget(m_status);
    m_checks = new VerificationView(left);
    leftLayout->addWidget(m_checks);
    m_alertList = new AlertList(left);
    leftLayout->addWidget(m_alertList);

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    auto *strip = new QHBoxLayout;
    m_hostStrip = new HostStrip(right);
    strip->addWidget(m_hostStrip, 1);
    m_stacksButton = new QPushButton(tr("Why is it stuck?"), right);
    m_stacksButton->setObjectName(u"whyStuck"_s);
    m_stacksButton->setToolTip(tr("Take the Python stacks of every thread of train.py on every host at once, and show "
                                  "which host is not where the others are (`tpuwb run stacks`)"));
    strip->addWidget(m_stacksButton, 0, Qt::AlignTop);
    m_profileButton = new QPushButton(tr("Why is it slow?"), right);
    m_profileButton->setObjectName(u"whySlow"_s);
    m_profileButton->setToolTip(tr("Trace the next steps on every host while the run goes on, and show where the step "
                                   "time goes (`tpuwb run profile`)"));
    strip->addWidget(m_profileButton, 0, Qt::AlignTop);
    m_checkpointsButton = new QPushButton(tr("Checkpoints…"), right);
    m_checkpointsButton->setObjectName(u"checkpoints"_s);
    m_checkpointsButton->setToolTip(tr("The run's checkpoints: step, completeness, config hash, tensors and optimizer state "
                                       "(`tpuwb checkpoint inspect`)"));
    strip->addWidget(m_checkpointsButton, 0, Qt::AlignTop);
    rightLayout->addLayout(strip);
    m_stackDialog = new QDialog(this);
    m_stackDialog->setObjectName(u"stackDialog"_s);
    m_stackDialog->resize(820, 520);
    auto *dialogLayout = new QVBoxLayout(m_stackDialog);
    m_stackView = new StackView(m_stackDialog);
    dialogLayout->addWidget(m_stackView);
    m_profileDialog = new QDialog(this);
    m_profileDialog->setObjectName(u"profileDialog"_s);
    m_profileDialog->resize(960, 720);
    auto *profileLayout = new QVBoxLayout(m_profileDialog);
    m_profileView = new ProfileView(m_profileDialog);
    profileLayout->addWidget(m_profileView);
    m_checkpointDialog = new QDialog(this);
    m_checkpointDialog->setObjectName(u"checkpointDialog"_s);
    m_checkpointDialog->resize(820, 600);
    m_checkpointBrowser = new CheckpointBrowser(m_service.machineAccess(), m_checkpointDialog);
    m_checkpointBrowser->setRunService(&m_service);
    (new QVBoxLayout(m_checkpointDialog))->addWidget(m_checkpointBrowser);
    // The plot controls wrap onto a second row in a narrow window (1024 px) rather than push it wider.
    auto *bar = new FlowLayout;
    m_curves = new QToolButton(right);
    m_curves->setObjectName(u"curves"_s);
    m_curves->setText(tr("Curves"));
    m_curveMenu = new QMenu(m_curves);
    m_curves->setMenu(m_curveMenu);
    m_curves->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(m_curves);
    auto *smoothingGroup = new QWidget(right); // label, slider and value wrap together
    auto *smoothingRow = new QHBoxLayout(smoothingGroup);
    smoothingRow->setContentsMargins(0, 0, 0, 0);
    auto *smoothingLabel = new QLabel(tr("&Smoothing"), smoothingGroup);
    smoothingRow->addWidget(smoothingLabel);
    m_smoothing = new QSlider(Qt::Horizontal, smoothingGroup);
    m_smoothing->setObjectName(u"smoothing"_s);
    m_smoothing->setAccessibleName(tr("Smoothing"));
    smoothingLabel->setBuddy(m_smoothing); // Alt+S

    m_smoothing->setRange(0, 99);
    m_smoothing->setMaximumWidth(140);
    m_smoothing->setMinimumWidth(70); // a narrow window squeezed it to nothing
    smoothingRow->addWidget(m_smoothing);
    m_smoothingLabel = new QLabel(u"0.00"_s, smoothingGroup);
    smoothingRow->addWidget(m_smoothingLabel);
    bar->addWidget(smoothingGroup);
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
                const QString runId = current.isValid() ? m_runs->data(current, RunListModel::RunIdRole).toString() : QString();
                if (!runId.isEmpty() && runId != m_current)
                    openRun(runId);
            });
    connect(m_checks, &VerificationView::verifyRequested, this, [this] { verifyRun(m_current); });
    connect(launch, &QPushButton::clicked, this, [this] {
        // The machines' names come from the registry, read off the GUI thread.
        m_tasks.run(this, [access = m_service.machineAccess()] { return access.machineNames(); },
                    [this](const QStringList &machines) { showLaunchDialog(machines); });
    });
    connect(import, &QPushButton::clicked, this, &MonitorPanel::showImportDialog);
    connect(m_attachButton, &QPushButton::clicked, this, [this] {
        m_tasks.run(this, [access = m_service.machineAccess()] { return access.machineNames(); },
                    [this](const QStringList &machines) { showAttachDialog(machines); });
    });
    connect(m_detach, &QPushButton::clicked, this, [this] { detachRun(m_current); });
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
        exportPlotsInBackground(path);
    });
    connect(m_hostStrip, &HostStrip::hostClicked, m_log, &LogView::setHost);
    connect(m_stacksButton, &QPushButton::clicked, this, [this] { takeStacks(m_current); });
    connect(m_profileButton, &QPushButton::clicked, this, [this] { takeProfile(m_current); });
    connect(m_checkpointsButton, &QPushButton::clicked, this, [this] { showCheckpoints(m_current); });
    connect(m_profileView, &ProfileView::viewerStarted, m_status, &QLabel::setText);
    addButtonShortcut(this, launch, QKeySequence(Qt::CTRL | Qt::Key_L), tr("Launch a run"));
    addButtonShortcut(this, import, QKeySequence(Qt::CTRL | Qt::Key_I), tr("Import a run"));
    addButtonShortcut(this, exportButton, QKeySequence(Qt::CTRL | Qt::Key_E), tr("Export the plots"));
    auto *findRun = new QAction(tr("Filter the runs"), this);
    findRun->setShortcut(QKeySequence::Find);
    findRun->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(findRun);
    connect(findRun, &QAction::triggered, this, [this] { m_filterEdit->lineEdit()->setFocus(Qt::ShortcutFocusReason); });
    updateButtons();
}

bool MonitorPanel::selectRun(const QString &runId)
{
    const int row = m_runs->rowOf(runId);
    if (row < 0) {
        m_pendingSelection = runId;   // when the index lists it
        m_index.rescan();
        return false;
    }
    m_runView->setCurrentIndex(m_runs->index(row, 0));
    if (m_current != runId)
        openRun(runId);
    return true;
}

void MonitorPanel::refreshUnwatchedRuns()
{
    if (m_refreshingUnwatched || m_index.runs().isEmpty())
        return;
    QSet<QString> followed;
    for (const RunRecord &record : m_index.runs())
        if (m_follower.isFollowing(record.runId))
            followed.insert(record.runId);
    m_refreshingUnwatched = true;
    // run.json is rewritten for the runs that changed: the index sees it and the list follows.
    continueQueued(m_service.refreshActive(m_index.runs(), followed), this, [this](const QStringList &) {
        m_refreshingUnwatched = false;
    });
}

void MonitorPanel::openRun(const QString &runId)
{
    const RunRecord *record = m_runs->record(runId);
    if (!record)
        return;
    m_current = runId;
    m_currentActive = isActive(record->state);
    m_follower.open(*record);
    m_annotation->setRun(record);
    m_log->setSource(RunFolder::in(m_service.runsDir(), runId).logsDir(), std::max(1, int(record->hosts.size())));
    m_hiddenChosen = false;
    rebuildPanes();
    refreshHealth();
    updateButtons();
    verifyRun(runId, false);
    Q_EMIT runOpened(runId);
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
    m_paneProfile = m_follower.profile(m_current);
    m_plots->clearPanes();
    const QList<int> hosts = m_store.hosts(m_current);
    for (const MonitorPane &pane : MonitorPanes::layout(available, m_hidden, m_paneProfile)) {
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
    m_hostStrip->setHealth(m_follower.health(m_current), QDateTime::currentMSecsSinceEpoch());
    m_hostStrip->setConnected(m_follower.connected(m_current));
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
    m_plots->setExportTitle(m_runs->displayName(m_runs->rowOf(m_current)));
    return m_plots->exportTo(path);
}

void MonitorPanel::exportPlotsInBackground(const QString &path)
{
    // Painted here (the panes are widgets), written on the pool.
    m_plots->setExportTitle(m_runs->displayName(m_runs->rowOf(m_current)));
    auto bytes = m_plots->renderExport(path);
    if (!bytes) {
        QMessageBox::warning(this, tr("Export failed"), bytes.error().message);
        return;
    }
    m_status->setText(tr("Exporting %1…").arg(path));
    writeExportFilesInBackground(this, {{path, std::move(*bytes)}}, [this, path](const Result<void> &written) {
        if (!written)
            QMessageBox::warning(this, tr("Export failed"), written.error().message);
        else
            m_status->setText(tr("Exported %1.").arg(path));
        Q_EMIT plotsExported(path, written.has_value());
    });
}

void MonitorPanel::updateButtons()
{
    const int row = m_runs->rowOf(m_current);
    const RunRecord *record = m_runs->record(row);
    // Stop while run.json or the hosts say it runs (a crashed host fails the run in the list
    // while the others may still run).
    const bool active = record && (isActive(record->state) || isActive(m_runs->state(row)));
    const bool remote = record && !record->remoteDir.isEmpty();
    m_stop->setEnabled(active && remote);
    // An attached job is not the workbench's to stop: it offers Detach instead.
    const bool attached = record && !record->attachMetrics.isEmpty();
    m_stop->setVisible(!attached);
    m_detach->setVisible(attached);
    m_detach->setEnabled(attached && isActive(record->state));
    m_resume->setEnabled(record && !active && remote);
    m_relaunch->setEnabled(record && !active && remote);
    m_stacksButton->setEnabled(active && remote && !m_takingStacks);
    m_profileButton->setEnabled(active && remote && !m_takingProfile);
    m_checkpointsButton->setEnabled(remote);
}

void MonitorPanel::showCheckpoints(const QString &runId)
{
    m_checkpointBrowser->setMachineAccess(m_service.machineAccess());
    m_checkpointDialog->setWindowTitle(tr("Checkpoints of %1").arg(runId));
    m_checkpointBrowser->inspect(m_service.runsDir(), runId);
    m_checkpointDialog->show();
    m_checkpointDialog->raise();
}

} // namespace twb
