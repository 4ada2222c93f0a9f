#include "widgets/monitor/monitor_run_list.h"

#include "core/metrics/host_health.h"
#include "core/registry/registry.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "core/util/continue_queued.h"
#include "widgets/common/button_shortcut.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/run_annotation_editor.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/monitor/attach_dialog.h"
#include "widgets/monitor/launch_dialog.h"
#include "widgets/monitor/run_list_columns.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/run_name_delegate.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MonitorRunList::MonitorRunList(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    buildButtons();
    WorkspaceIndex &index = m_session.workspaceIndex();
    connect(&index, &WorkspaceIndex::runsChanged, this, &MonitorRunList::runsListed);
    connect(&index, &WorkspaceIndex::scanned, this, [this, &index] {
        if (m_model->rowCount() != int(index.runs().size()))
            runsListed();
    });
    // The runs list and the host tiles read one snapshot of the follower's: they agree.
    RunFollower &follower = m_session.runFollower();
    connect(&follower, &RunFollower::healthChanged, this, [this, &follower](const QString &runId) {
        m_model->setLiveState(runId, follower.state(runId));
        std::int64_t step = -1;
        for (const HostHealth &host : follower.health(runId))
            step = std::max(step, host.lastStep);
        m_model->setLiveStep(runId, step);
        if (runId == m_current)
            updateButtons();
    });
    // (The session has pointed its services at the new workspace already.)
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, [this] {
        m_current.clear();
        m_model->clearLiveStates();
        m_progressRead.clear();
    });
    m_unwatchedTimer.setInterval(30000);
    connect(&m_unwatchedTimer, &QTimer::timeout, this, &MonitorRunList::refreshUnwatchedRuns);
    connect(&m_unwatchedTimer, &QTimer::timeout, this, [this] { readProgress(true); });
    m_unwatchedTimer.start();
}

void MonitorRunList::buildButtons()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The list above, the chosen run's details below: the user sizes (or closes) the details
    // and the list keeps the rest.
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setObjectName(u"runsSplit"_s);
    m_split->setChildrenCollapsible(true);
    outer->addWidget(m_split);
    auto *listPart = new QWidget(m_split);
    auto *column = m_column = new QVBoxLayout(listPart);
    // Both button rows wrap in a narrow window (1024 px) rather than push it wider.
    auto *topButtons = new FlowLayout;
    m_launch = new QPushButton(tr("Launch…"), listPart);
    m_launch->setObjectName(u"launch"_s);
    m_import = new QPushButton(tr("Import…"), listPart);
    m_import->setObjectName(u"import"_s);
    topButtons->addWidget(m_launch);
    topButtons->addWidget(m_import);
    m_attach = new QPushButton(tr("Attach…"), listPart);
    m_attach->setObjectName(u"attachJob"_s);
    m_attach->setToolTip(tr("Attach to a running job the workbench did not launch (`tpuwb run attach`)"));
    topButtons->addWidget(m_attach);
    column->addLayout(topButtons);
    m_filterEdit = new RunFilterEdit(listPart);
    column->addWidget(m_filterEdit);
    m_model = new RunListModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RunListModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    // Not locale-aware: a collator's compare made sorting 10,000 runs take seconds.
    m_view = new QTableView(listPart);
    m_view->setObjectName(u"runs"_s);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);   // one line per run; the whole name and the id are on hover
    m_view->setTextElideMode(Qt::ElideRight);
    m_nameDelegate = new RunNameDelegate(m_view);
    m_view->setItemDelegateForColumn(RunListModel::RunColumn, m_nameDelegate);
    // Compact rows: a researcher scans many runs.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(RunListModel::RunColumn, QHeaderView::Stretch);
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setMinimumSectionSize(24);   // RunListColumns' least
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);   // a narrow column shows its title's start
    // The other columns as wide as their values; the name takes the rest, and where it would
    // get too little the machine and the start fold away (on the name's hover).
    new RunListColumns(m_view);   // the view's child
    m_view->setColumnHidden(RunListModel::HostsColumn, true);
    m_view->setColumnHidden(RunListModel::IdColumn, true);
    // Newest first until the user clicks a header.
    header->setSortIndicator(RunListModel::StartedColumn, Qt::DescendingOrder);
    m_view->setSortingEnabled(true);
    column->addWidget(m_view, 1);
    m_filter = new RunListFilter(
        m_view, m_model, m_filterEdit, [this] { return m_session.runService().runsDir(); },
        [this]() -> const RunListFilter::Configs & { return m_session.workspaceIndex().snapshot().runConfigs; }, this);
    auto *runButtons = new FlowLayout;
    m_stop = new QPushButton(tr("Stop"), listPart);
    m_stop->setObjectName(u"stop"_s);
    m_resume = new QPushButton(tr("Resume"), listPart);
    m_resume->setObjectName(u"resume"_s);
    m_resume->setToolTip(tr("Start again from the newest checkpoint"));
    m_relaunch = new QPushButton(tr("Relaunch"), listPart);
    m_relaunch->setObjectName(u"relaunch"_s);
    m_relaunch->setToolTip(tr("Start again from step 0"));
    runButtons->addWidget(m_stop);
    m_detach = new QPushButton(tr("Detach"), listPart);
    m_detach->setObjectName(u"detach"_s);
    m_detach->setToolTip(tr("Stop following this attached job; the job itself goes on untouched"));
    runButtons->addWidget(m_detach);
    runButtons->addWidget(m_resume);
    runButtons->addWidget(m_relaunch);
    column->addLayout(runButtons);

    m_details = new QTabWidget(m_split);
    m_details->setObjectName(u"runDetails"_s);
    m_details->setDocumentMode(true);
    m_annotation = new RunAnnotationEditor(m_details);
    //: tab of the Monitor's run details: the run's tags and notes
    m_details->addTab(m_annotation, tr("Tags && notes"));
    connect(m_annotation, &RunAnnotationEditor::saveRequested, this, &MonitorRunList::annotateRun);
    m_split->setCollapsible(0, false);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QString runId = current.isValid() ? current.data(RunListModel::RunIdRole).toString() : QString();
        if (!runId.isEmpty() && runId != m_current)
            choose(runId);
    });
    // The machines' names come from the registry, read off the GUI thread.
    const auto machineNames = [access = m_session.runService().machineAccess()] { return access.machineNames(); };
    // Launch reads the entries: what a machine's probe found chooses and refuses its device.
    const auto machineEntries = [access = m_session.runService().machineAccess()] {
        auto registry = access.registry();
        return registry ? registry->entries() : std::vector<MachineEntry>{};
    };
    connect(m_launch, &QPushButton::clicked, this, [this, machineEntries] {
        m_tasks.run(this, machineEntries, [this](const std::vector<MachineEntry> &machines) { showLaunchDialog(machines); });
    });
    connect(m_import, &QPushButton::clicked, this, &MonitorRunList::showImportDialog);
    connect(m_attach, &QPushButton::clicked, this, [this, machineNames] {
        m_tasks.run(this, machineNames, [this](const QStringList &machines) { showAttachDialog(machines); });
    });
    connect(m_detach, &QPushButton::clicked, this, [this] { detachRun(m_current); });
    connect(m_stop, &QPushButton::clicked, this, [this] { stopRun(m_current); });
    connect(m_resume, &QPushButton::clicked, this, [this] { resumeRun(m_current, false); });
    connect(m_relaunch, &QPushButton::clicked, this, [this] { resumeRun(m_current, true); });
    updateButtons();
}

void MonitorRunList::addShortcuts(QWidget *panel)
{
    addButtonShortcut(panel, m_launch, QKeySequence(Qt::CTRL | Qt::Key_L), tr("Launch a run"));
    addButtonShortcut(panel, m_import, QKeySequence(Qt::CTRL | Qt::Key_I), tr("Import a run"));
    auto *findRun = new QAction(tr("Filter the runs"), panel);
    findRun->setShortcut(QKeySequence::Find);
    findRun->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    panel->addAction(findRun);
    connect(findRun, &QAction::triggered, this, [this] { m_filterEdit->lineEdit()->setFocus(Qt::ShortcutFocusReason); });
}

void MonitorRunList::addToColumn(QWidget *widget)
{
    m_column->addWidget(widget);
}

int MonitorRunList::addDetailTab(QWidget *widget, const QString &label)
{
    return m_details->addTab(widget, label);
}

QModelIndex MonitorRunList::viewIndex(int modelRow, int column) const
{
    return modelRow < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(modelRow, column));
}

void MonitorRunList::listRuns()
{
    if (m_session.workspaceIndex().isScanned())
        runsListed();
}

void MonitorRunList::runsListed()
{
    const WorkspaceIndex &index = m_session.workspaceIndex();
    const bool first = m_model->rowCount() == 0;
    m_model->setRecords(index.runs(), index.snapshot().runNames);
    // A new run resets the rows: keep the chosen run selected.
    if (const int row = m_model->rowOf(m_current); row >= 0 && m_view->currentIndex().row() != viewIndex(row).row())
        m_view->setCurrentIndex(viewIndex(row));
    if (!m_pendingSelection.isEmpty() && m_model->rowOf(m_pendingSelection) >= 0)
        selectRun(std::exchange(m_pendingSelection, QString()));
    else if (m_current.isEmpty() && m_pendingSelection.isEmpty() && m_proxy->rowCount() > 0)
        selectRun(m_proxy->index(0, 0).data(RunListModel::RunIdRole).toString()); // the top row: not an empty view
    updateButtons();
    readProgress(false);
    m_annotation->setRun(m_model->record(m_current));
    if (const RunRecord *record = m_model->record(m_current)) {
        const bool active = isActive(record->state);
        if (m_currentActive && !active)
            Q_EMIT currentRunEnded(m_current);
        m_currentActive = active;
    }
    if (first)
        refreshUnwatchedRuns();
}

bool MonitorRunList::selectRun(const QString &runId)
{
    const int row = m_model->rowOf(runId);
    if (row < 0) {
        m_pendingSelection = runId;   // when the index lists it
        m_session.workspaceIndex().rescan();
        return false;
    }
    m_view->setCurrentIndex(viewIndex(row));
    m_view->scrollTo(m_view->currentIndex());
    if (m_current != runId)
        choose(runId);
    return true;
}

void MonitorRunList::readProgress(bool activeOnly)
{
    if (m_progressLoad.isActive()) {
        m_progressAgain = m_progressAgain || !activeOnly;
        return;
    }
    // Each run's metrics once, again when its state changed (it ended: its last lines), and
    // the active ones' every time (their streams grow).
    QStringList ids;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const RunRecord *record = m_model->record(row);
        const RunState state = m_model->state(row);
        const auto read = m_progressRead.constFind(record->runId);
        if (isActive(record->state) || isActive(state)
            || (!activeOnly && (read == m_progressRead.constEnd() || *read != state))) {
            ids << record->runId;
            m_progressRead.insert(record->runId, state);
        }
    }
    if (ids.isEmpty())
        return;
    m_progressLoad = m_tasks.run(
        this, [runsDir = m_session.runService().runsDir(), ids] { return RunProgressReader::readAll(runsDir, ids); },
        [this](const QHash<QString, RunProgress> &progress) {
            m_model->setProgress(progress);
            if (std::exchange(m_progressAgain, false))
                QMetaObject::invokeMethod(this, [this] { readProgress(false); }, Qt::QueuedConnection);
        });
}

void MonitorRunList::choose(const QString &runId)
{
    const RunRecord *record = m_model->record(runId);
    if (!record)
        return;
    m_current = runId;
    m_currentActive = isActive(record->state);
    m_annotation->setRun(record);
    updateButtons();
    Q_EMIT runChosen(runId);
}

void MonitorRunList::refreshUnwatchedRuns()
{
    const WorkspaceIndex &index = m_session.workspaceIndex();
    if (m_refreshingUnwatched || index.runs().isEmpty())
        return;
    QSet<QString> followed;
    for (const RunRecord &record : index.runs())
        if (m_session.runFollower().isFollowing(record.runId))
            followed.insert(record.runId);
    m_refreshingUnwatched = true;
    // run.json is rewritten for the runs that changed: the index sees it and the list follows.
    continueQueued(m_session.runService().refreshActive(index.runs(), followed), this,
                   [this](const QStringList &) { m_refreshingUnwatched = false; });
}

bool MonitorRunList::currentRunActive() const
{
    const int row = m_model->rowOf(m_current);
    const RunRecord *record = m_model->record(row);
    // While run.json or the hosts say it runs (a crashed host fails the run in the list while
    // the others may still run).
    return record && (isActive(record->state) || isActive(m_model->state(row)));
}

bool MonitorRunList::currentRunRemote() const
{
    const RunRecord *record = m_model->record(m_current);
    return record && !record->remoteDir.isEmpty();
}

void MonitorRunList::updateButtons()
{
    const RunRecord *record = m_model->record(m_current);
    const bool active = currentRunActive();
    const bool remote = currentRunRemote();
    m_stop->setEnabled(active && remote);
    // An attached job is not the workbench's to stop: it offers Detach instead.
    const bool attached = record && !record->attachMetrics.isEmpty();
    m_stop->setVisible(!attached);
    m_detach->setVisible(attached);
    m_detach->setEnabled(attached && isActive(record->state));
    m_resume->setEnabled(record && !active && remote);
    m_relaunch->setEnabled(record && !active && remote);
    Q_EMIT currentRunStateChanged();
}

void MonitorRunList::finishOperation(const QString &runId, const QString &what, const Result<RunRecord> &result)
{
    Q_EMIT statusChanged(result ? tr("%1: done.").arg(what) : result.error().message);
    if (result)
        m_session.runFollower().recordChanged(*result);   // a new attempt is followed at once
    Q_EMIT operationFinished(result ? result->runId : runId, result.has_value(),
                             result ? QString() : result.error().message);
}

void MonitorRunList::launchRun(const LaunchRequest &request)
{
    QStringList machines;
    for (const RunSlice &slice : request.slices)
        machines << slice.machine;
    const QString what = tr("Launching on %1").arg(machines.isEmpty() ? request.machine : machines.join(u" + "_s));
    Q_EMIT statusChanged(what + u"…"_s);
    // The machine's hosts, python and remote root come from the registry, on the service's thread.
    continueQueued(m_session.runService().launch(request), this, [this, what](const Result<RunRecord> &launched) {
        finishOperation(QString(), what, launched);
        if (launched)
            selectRun(launched->runId);
    });
}

void MonitorRunList::stopRun(const QString &runId)
{
    if (runId.isEmpty())
        return;
    const QString what = tr("Stopping %1").arg(runId);
    Q_EMIT statusChanged(what + u"…"_s);
    continueQueued(m_session.runService().stop(runId), this, [this, runId, what](const Result<RunRecord> &stopped) {
        finishOperation(runId, what, stopped);
    });
}

void MonitorRunList::resumeRun(const QString &runId, bool fromScratch)
{
    if (runId.isEmpty())
        return;
    const QString what = fromScratch ? tr("Relaunching %1").arg(runId) : tr("Resuming %1").arg(runId);
    Q_EMIT statusChanged(what + u"…"_s);
    RunService &service = m_session.runService();
    auto started = fromScratch ? service.relaunch(runId) : service.resume(runId);
    continueQueued(started, this, [this, runId, what](const Result<RunRecord> &record) {
        finishOperation(runId, what, record);
        if (record)
            selectRun(runId);
    });
}

void MonitorRunList::detachRun(const QString &runId)
{
    if (runId.isEmpty())
        return;
    const QString what = tr("Detaching from %1").arg(runId);
    Q_EMIT statusChanged(what + u"…"_s);
    continueQueued(m_session.runService().detach(runId), this, [this, runId, what](const Result<RunRecord> &detached) {
        finishOperation(runId, what, detached);
        updateButtons();
    });
}

void MonitorRunList::annotateRun(const QString &runId, const RunAnnotation &annotation)
{
    if (runId.isEmpty())
        return;
    // run.json is written on the service's thread; the index sees the file change and lists
    // the run again, which refreshes the list and its filter.
    continueQueued(m_session.runService().annotate(runId, annotation), this,
                   [this, runId](const Result<RunRecord> &record) {
                       m_annotation->saved(runId, record);
                       if (!record)
                           Q_EMIT statusChanged(record.error().message);
                       Q_EMIT annotationSaved(runId, record.has_value());
                   });
}

void MonitorRunList::showLaunchDialog(const std::vector<MachineEntry> &machines)
{
    LaunchDialog dialog(machines, m_session.workspaceDir(), this);
    if (!m_selectedExperiment.isEmpty())
        dialog.setExperimentDir(m_selectedExperiment);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto request = dialog.request())
        launchRun(*request);
}

void MonitorRunList::showImportDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import metrics"), QString(),
                                                      tr("Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)"));
    if (file.isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Import metrics"), tr("Name of the imported run:"),
                                               QLineEdit::Normal, QFileInfo(file).completeBaseName(), &ok).trimmed();
    if (!ok || name.isEmpty())
        return;
    const QString what = tr("Importing %1").arg(file);
    Q_EMIT statusChanged(what + u"…"_s);
    continueQueued(m_session.runService().import(file, name), this, [this, name, what](const Result<RunRecord> &imported) {
        finishOperation(name, what, imported);
        if (imported)
            selectRun(imported->runId);
    });
}

void MonitorRunList::showAttachDialog(const QStringList &machines)
{
    AttachDialog dialog(machines, this);
    connect(&dialog, &AttachDialog::attachRequested, this,
            [this, open = QPointer<AttachDialog>(&dialog)](const AttachRequest &request) {
                const QString what = tr("Attaching to %1 on %2").arg(request.metrics, request.machine);
                Q_EMIT statusChanged(what + u"…"_s);
                // The list, not the dialog, receives the answer: a run attached after the
                // dialog was cancelled is still selected and followed.
                continueQueued(m_session.runService().attach(request), this,
                               [this, what, open](const Result<RunRecord> &attached) {
                                   finishOperation(QString(), what, attached);
                                   if (attached)
                                       selectRun(attached->runId);   // an active run: followed live once listed
                                   if (open)
                                       open->attachFinished(attached);
                               });
            });
    dialog.exec();
}

} // namespace twb
