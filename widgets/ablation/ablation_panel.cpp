#include "widgets/ablation/ablation_panel.h"
#include "widgets/common/palette.h"

#include "core/ablation/ablation_results.h"
#include "core/workspace/workspace.h"
#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/ablation_editor.h"
#include "widgets/ablation/cell_grid_model.h"
#include "widgets/ablation/heat_map_view.h"
#include "widgets/ablation/ablation_launch_dialog.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "widgets/common/field_problem_label.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

AblationPanel::AblationPanel(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(u"ablation"_s);
    m_document = new AblationDocument(this);

    auto *toolbar = new QToolBar(this);
    toolbar->addAction(tr("New…"), this, &AblationPanel::newAblation);
    m_saveAction = toolbar->addAction(tr("Save"), this, &AblationPanel::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(u"saveAblation"_s);
    toolbar->addSeparator();
    // Undo and Redo keep their short texts (what they would undo is their tooltip): the
    // stack's own actions grow with the command's text and push the buttons to their right.
    QUndoStack *stack = m_document->undoStack();
    QAction *undo = toolbar->addAction(tr("Undo"), stack, &QUndoStack::undo);
    undo->setObjectName(u"undoAblation"_s);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = toolbar->addAction(tr("Redo"), stack, &QUndoStack::redo);
    redo->setObjectName(u"redoAblation"_s);
    redo->setShortcut(QKeySequence::Redo);
    const auto followStack = [stack, undo, redo] {
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
        undo->setToolTip(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Nothing to undo"));
        redo->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Nothing to redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, followStack);
    connect(stack, &QUndoStack::cleanChanged, this, followStack);
    followStack();
    toolbar->addSeparator();
    m_launchAction = toolbar->addAction(tr("Launch…"), this, [this] { openLaunchDialog(); });
    m_launchAction->setObjectName(u"launchAblation"_s);
    m_retryAction = toolbar->addAction(tr("Retry failed"), this, &AblationPanel::retryFailed);
    m_stopAction = toolbar->addAction(tr("Stop"), this, &AblationPanel::stopRuns);
    toolbar->addSeparator();
    m_compareAction = toolbar->addAction(tr("Compare runs"), this, &AblationPanel::compareRuns);

    m_list = new QListWidget(this);
    m_list->setObjectName(u"ablationList"_s);
    m_list->setMaximumWidth(220);
    // A long name is elided in its middle (the end tells sweeps of one base apart) and said
    // whole in its tooltip, rather than cut at the edge above a scroll bar.
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_editor = new AblationEditor(*m_document, this);
    m_cells = new CellGridModel(*m_document, this);
    m_cellProxy = new QSortFilterProxyModel(this);
    m_cellProxy->setSourceModel(m_cells);
    m_cellProxy->setSortRole(CellGridModel::SortRole);
    m_cellView = new QTableView(this);
    m_cellView->setObjectName(u"cellGrid"_s);
    m_cellView->setModel(m_cellProxy);
    m_cellView->setSortingEnabled(true);
    m_cellView->sortByColumn(0, Qt::AscendingOrder);
    m_cellView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cellView->verticalHeader()->hide();
    m_cellView->horizontalHeader()->setStretchLastSection(true);
    m_cellView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_heatMap = new HeatMapView(*m_document, this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_cellView, tr("Cells"));
    m_tabs->addTab(m_heatMap, tr("Heat map"));
    m_progress = new QLabel(this);
    m_progress->setObjectName(u"runProgress"_s);
    m_progress->setWordWrap(true); // a long count wraps instead of widening the window
    // One line that is always there (elided; the whole message is its tooltip): a message
    // coming or going must not move the editor's fields above it.
    m_message = new FieldProblemLabel(this);
    m_message->setObjectName(u"message"_s);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_tabs, 1);
    rightLayout->addWidget(m_progress);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_editor);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);
    splitter->setSizes({140, 470, 820});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(toolbar);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        open(item->data(Qt::UserRole).toString());
    });
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(Qt::UserRole).toString() != m_document->file())
            open(item->data(Qt::UserRole).toString());
    });
    connect(m_document, &AblationDocument::expansionChanged, this, [this] {
        updateActions();
        refreshStatuses();
    });
    connect(m_document, &AblationDocument::saved, this, [this](const QString &file) {
        showMessage(tr("Saved %1.").arg(file));
        reloadList();
    });
    connect(m_document, &AblationDocument::saveFailed, this,
            [this](const QString &, const Error &error) { showMessage(error.message, true); });
    connect(m_document, &AblationDocument::fileLoaded, this, [this](const QString &file) {
        showMessage(tr("Opened %1.").arg(file));
        updateActions();
        Q_EMIT opened(file);
    });
    connect(m_document, &AblationDocument::loadFailed, this,
            [this](const QString &, const Error &error) { showMessage(error.message, true); });
    connect(m_document, &AblationDocument::specReplaced, this, [this] { m_cells->setStatuses({}); });
    connect(m_document, &AblationDocument::modifiedChanged, this, &AblationPanel::updateActions);
    // While runs are live, their last step and metric come from metrics files that the index
    // does not watch (a run's record changes only when its state does): read again meanwhile.
    m_liveValuesTimer = new QTimer(this);
    m_liveValuesTimer->setInterval(3000);
    connect(m_liveValuesTimer, &QTimer::timeout, this, &AblationPanel::refreshStatuses);
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &AblationPanel::reloadList);
    WorkspaceIndex &index = m_session.workspaceIndex();
    connect(&index, &WorkspaceIndex::ablationsChanged, this, &AblationPanel::reloadList);
    connect(&index, &WorkspaceIndex::experimentsChanged, this, &AblationPanel::reloadList);
    // The cells' statuses follow their runs' records (this app's launcher, tpuwb, another window).
    connect(&index, &WorkspaceIndex::runChanged, this, [this](const QString &runId) {
        const auto &loaded = m_document->loaded();
        if (!loaded)
            return;
        const auto &runs = loaded->expansion.runs();
        if (std::any_of(runs.begin(), runs.end(), [&](const AblationRun &run) { return run.runId == runId; }))
            refreshStatuses();
    });
    reloadList();
    updateActions();
}

AblationPanel::~AblationPanel() = default;

void AblationPanel::showMessage(const QString &text, bool error)
{
    Palette::setTextRole(m_message, error ? std::optional(Palette::Role::Error) : std::nullopt);
    m_message->setProblem(text);
    Q_EMIT message(text);
}

void AblationPanel::updateActions()
{
    const bool loaded = m_document->loaded().has_value();
    const bool running = m_launcher && m_launcher->inProgress();
    m_saveAction->setEnabled(!m_document->file().isEmpty());
    m_compareAction->setEnabled(loaded);
    m_launchAction->setEnabled(loaded && !running);
    m_retryAction->setEnabled(loaded);
    m_stopAction->setEnabled(running);
}

AblationLaunchDialog *AblationPanel::openLaunchDialog()
{
    const auto &loaded = m_document->loaded();
    if (!loaded) {
        showMessage(tr("The matrix does not expand; fix it before launching."), true);
        return nullptr;
    }
    if (m_dialog)
        m_dialog->close();
    m_dialog = new AblationLaunchDialog(*loaded, m_session.registryPath(), this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &AblationLaunchDialog::launchRequested, this, [this] { launch(m_dialog->options()); });
    connect(m_dialog, &AblationLaunchDialog::retryRequested, this, &AblationPanel::retryFailed);
    connect(m_dialog, &AblationLaunchDialog::stopRequested, this, &AblationPanel::stopRuns);
    if (m_launcher && m_launcher->inProgress())
        m_dialog->follow(m_launcher);
    m_dialog->show();
    return m_dialog;
}

void AblationPanel::launch(AblationLauncher::Options options)
{
    const auto &loaded = m_document->loaded();
    if (!loaded || (m_launcher && m_launcher->inProgress()))
        return;
    // The file must hold what runs: status, report and Compare read it.
    m_document->save();
    m_lastOptions = options;
    options.runsDir = Workspace(loaded->workspaceRoot()).runsDir();
    // The session's RunService launches the runs (its records, locks and SSH pools are the
    // Monitor's); it asks about host keys and passphrases through the window's prompter.
    options.access = m_session.serviceAccess();
    options.service = &m_session.runService();
    if (m_launcher)
        m_launcher->deleteLater();
    m_launcher = new AblationLauncher(*loaded, options, this);
    connect(m_launcher, &AblationLauncher::runChanged, this, &AblationPanel::refreshStatuses);
    connect(m_launcher, &AblationLauncher::message, this, [this](const QString &text) { showMessage(text); });
    connect(m_launcher, &AblationLauncher::failedToStart, this, [this](const QString &error) {
        showMessage(error, true);
        updateActions();
    });
    connect(m_launcher, &AblationLauncher::started, this, &AblationPanel::updateActions);
    connect(m_launcher, &AblationLauncher::finished, this, [this](bool all) {
        showMessage(all ? tr("Every run of %1 finished.").arg(m_document->spec().name())
                        : tr("%1: some runs failed or were stopped; Retry failed reruns only them.").arg(m_document->spec().name()),
                    !all);
        updateActions();
        refreshStatuses();
    });
    if (m_dialog)
        m_dialog->follow(m_launcher);
    m_launcher->start();
    updateActions();
}

void AblationPanel::retryFailed()
{
    if (m_launcher && m_launcher->ablation().spec == m_document->spec() && !m_launcher->machines().isEmpty()) {
        m_launcher->retryFailed();
        updateActions();
        return;
    }
    // After a restart (or for another ablation): a new launcher that queues only the failed
    // runs, on the machines chosen last, else on those chosen in the launch dialog.
    if (!m_lastOptions.machines.isEmpty()) {
        AblationLauncher::Options options = m_lastOptions;
        options.retryFailed = true;
        launch(options);
        return;
    }
    if (AblationLaunchDialog *dialog = openLaunchDialog())
        dialog->setRetryFailed(true);
}

void AblationPanel::stopRuns()
{
    if (m_launcher)
        m_launcher->stop();
    updateActions();
}

void AblationPanel::reloadList()
{
    // From the workspace index's last scan: no disk here, and the list follows files that
    // tpuwb or another panel writes.
    const WorkspaceIndex &index = m_session.workspaceIndex();
    const QString current = m_document->file();
    m_list->blockSignals(true);
    m_list->clear();
    for (const QString &path : index.ablations()) {
        auto *item = new QListWidgetItem(QFileInfo(path).completeBaseName(), m_list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        if (path == current)
            m_list->setCurrentItem(item);
    }
    m_list->blockSignals(false);
    // A newcomer sees the workspace's first ablation rather than an empty form.
    if (m_document->file().isEmpty() && !m_document->isLoading() && !m_opened && m_list->count() > 0) {
        m_list->setCurrentRow(0);
        open(m_list->item(0)->data(Qt::UserRole).toString());
    }

    // The experiments offered as bases.
    QStringList bases;
    for (const WorkspaceIndex::Experiment &experiment : index.experiments())
        if (experiment.hasExperimentJson)
            bases << u"experiments/%1/experiment.json"_s.arg(experiment.name);
    if (bases != m_experimentBases) {
        m_experimentBases = bases;
        m_editor->setExperimentChoices(m_experimentBases);
    }
}

void AblationPanel::open(const QString &file)
{
    m_opened = true;
    m_document->load(file); // a newer open or create drops it
}

void AblationPanel::create(const QString &name, const QString &base)
{
    if (!AblationSpec::isValidName(name)) {
        showMessage(tr("\"%1\" cannot be an ablation name: use 1 to 64 letters, digits, '.', '_' or '-'.").arg(name), true);
        return;
    }
    AblationSpec spec;
    spec.setName(name);
    spec.setBase(base);
    spec.setSeeds({0, 1, 2});
    const QString file = Workspace(m_session.workspaceDir()).ablationsDir() + u'/' + name + u".json"_s;
    m_opened = true;
    m_document->reset(spec, file);
    m_document->save();
    updateActions();
    Q_EMIT opened(file);
}

void AblationPanel::newAblation()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New ablation"), tr("Name (used in run ids):"),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok || name.isEmpty())
        return;
    // The same bases the editor offers (only experiments with an experiment.json can be one).
    const QString base = QInputDialog::getItem(this, tr("New ablation"), tr("Base experiment:"), m_experimentBases, 0,
                                               true, &ok);
    if (ok && !base.isEmpty())
        create(name.trimmed(), base);
}

void AblationPanel::save()
{
    if (!m_document->file().isEmpty())
        m_document->save();
}

void AblationPanel::refreshStatuses()
{
    const auto &loaded = m_document->loaded();
    if (!loaded)
        return;
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    const LoadedAblation ablation = *loaded;
    const QString runsDir = Workspace(m_session.workspaceDir()).runsDir();
    using Statuses = std::vector<AblationRunStatus>;
    m_tasks.run(
        this, [ablation, runsDir] { return AblationResults::read(ablation, runsDir).statuses(); },
        [this](const Statuses &read) {
            m_refreshing = false;
            QHash<QString, AblationRunStatus> statuses;
            int launched = 0, finished = 0, failed = 0, live = 0;
            for (const AblationRunStatus &status : read) {
                statuses.insert(status.runId, status);
                launched += status.launched() ? 1 : 0;
                finished += status.state == RunState::Finished ? 1 : 0;
                failed += status.state == RunState::Failed || status.state == RunState::Stopped ? 1 : 0;
                live += status.launched() && !status.isTerminal() ? 1 : 0;
            }
            m_cells->setStatuses(statuses);
            m_heatMap->setStatuses(statuses);
            if (live > 0 && !m_liveValuesTimer->isActive())
                m_liveValuesTimer->start();
            else if (live == 0)
                m_liveValuesTimer->stop();
            m_progress->setText(tr("%1 of %n run(s) launched: %2 finished, %3 failed or stopped, %4 live", nullptr, int(statuses.size()))
                                    .arg(launched)
                                    .arg(finished)
                                    .arg(failed)
                                    .arg(live));
            Q_EMIT statusesRefreshed();
            if (m_refreshAgain) {
                m_refreshAgain = false;
                refreshStatuses();
            }
        });
}

void AblationPanel::compareRuns()
{
    // The main window hands the ablation to the Compare panel and shows it.
    if (m_document->file().isEmpty()) {
        showMessage(tr("Open or create an ablation to compare its runs."), true);
        return;
    }
    Q_EMIT compareRequested(m_document->file());
}

} // namespace twb
