#include "widgets/kernel/kernel_panel.h"

#include "core/registry/registry.h"
#include "core/services/kernel_service.h"
#include "core/services/kernel_switch.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "widgets/common/column_width_cap.h"
#include "widgets/common/host_key_prompter.h"
#include "widgets/common/split_sizer.h"
#include "widgets/kernel/job_editor.h"
#include "widgets/kernel/kernel_runs_model.h"
#include "widgets/kernel/run_view.h"
#include "widgets/kernel/use_kernel_dialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

KernelPanel::KernelPanel(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(u"kernel"_s);
    // The factory reads the context when called, so it follows workspace changes.
    m_prompter = new HostKeyPrompter(this);
    KernelServiceFactory services = [this] { return m_session.kernelService(m_prompter->policy()); };
    m_runs = new KernelRunsModel(this);
    m_runList = new QTableView(this);
    m_runList->setObjectName(u"kernelRunList"_s);
    m_runList->setModel(m_runs);
    m_runList->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runList->verticalHeader()->setVisible(false);
    m_runList->horizontalHeader()->setStretchLastSection(true);
    // A run's name (with its date) fits the list, elided in its middle; its other columns
    // follow to the right.
    auto *runNameCap = new ColumnWidthCap(m_runList, KernelRunsModel::Run);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"fastPSummary"_s);
    m_summary->setWordWrap(true);
    auto *newJob = new QPushButton(tr("New job"), this);
    auto *openJob = new QPushButton(tr("Open job\u2026"), this);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(newJob);
    buttons->addWidget(openJob);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_runList, 1);
    leftLayout->addWidget(m_summary);

    m_editor = new JobEditor(services, this);
    m_runView = new RunView(services, this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_editor);
    m_stack->addWidget(m_runView);

    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(m_stack);
    split->setStretchFactor(1, 3);
    // The run shown needs the width (its pipeline is six steps wide, its iteration table eight
    // columns); the list of runs a third of what it had, at most: names are elided on the
    // right and the run's header says it whole. Kept at every resize until the user moves
    // the handle (the panel is first shown before its window has its final size).
    new SplitSizer(split, [](int width) {
        const int w = std::max(width, 600);
        const int list = std::clamp(w * 28 / 100, 260, 440);
        return QList<int>{list, w - list};
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_runs, &KernelRunsModel::loaded, this, [this, runNameCap] {
        m_summary->setText(m_runs->summary());
        runNameCap->fitToContents();
        // A workspace with runs opens on its first run rather than on an empty job form.
        if (!m_viewChosen && m_runs->rowCount() > 0) {
            m_viewChosen = true;
            m_runList->selectRow(0);
            openRun(m_runs->index(0, 0).data(KernelRunsModel::LocalDirRole).toString());
        }
    });
    connect(m_runList, &QTableView::activated, this,
            [this](const QModelIndex &index) { openRun(index.data(KernelRunsModel::LocalDirRole).toString()); });
    connect(m_runList, &QTableView::clicked, this,
            [this](const QModelIndex &index) { openRun(index.data(KernelRunsModel::LocalDirRole).toString()); });
    connect(newJob, &QPushButton::clicked, this, [this] {
        m_viewChosen = true;
        m_editor->newJob();
        showJobEditor();
    });
    connect(openJob, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a MaxKernel job"), m_session.workspaceDir(),
                                                          tr("Job files (*.json)"));
        if (!file.isEmpty())
            KernelPanel::openJob(file);
    });
    // The list follows the workspace index (a run created here, by tpuwb or by an orchestrator
    // in another process), and the run shown follows its own files.
    WorkspaceIndex &index = m_session.workspaceIndex();
    connect(&index, &WorkspaceIndex::kernelRunsChanged, this,
            [this] { m_runs->setRunFolders(m_session.workspaceIndex().kernelRuns()); });
    connect(&index, &WorkspaceIndex::kernelRunChanged, m_runView, &RunView::runFilesChanged);
    connect(m_runView, &RunView::useInExperimentRequested, this, &KernelPanel::useInExperiment);
    connect(m_editor, &JobEditor::runCreated, this, [this](const QString &localDir) {
        openRun(localDir);
        m_runView->startOrContinue();
    });
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, [this] {
        m_viewChosen = false;
        applyWorkspace();
    });
    connect(&m_session, &WorkbenchSession::registryChanged, this, &KernelPanel::applyWorkspace); // new machines
    applyWorkspace();
}

KernelPanel::~KernelPanel() = default;

void KernelPanel::applyWorkspace()
{
    const QString runs = Workspace(m_session.workspaceDir()).kernelRunsDir();
    m_runs->setRunFolders(m_session.workspaceIndex().kernelRuns());
    m_editor->setEnvironment(runs, {});
    // The registry is read off the GUI thread; the machine list arrives later.
    m_machines.cancel(); // a newer workspace or registry: the newer list wins
    // This computer's registry entries stand for "This machine" in the list.
    m_machines = m_tasks.run(this,
                             [access = m_session.machineAccess()] {
                                 QPair<QStringList, QStringList> names;  // all, local
                                 if (auto registry = access.registry())
                                     for (const MachineEntry &entry : registry->entries()) {
                                         names.first << entry.name();
                                         if (entry.isLocal() && entry.hosts().isEmpty())
                                             names.second << entry.name();
                                     }
                                 return names;
                             },
                             [this](const QPair<QStringList, QStringList> &names) {
                                 m_editor->setEnvironment(Workspace(m_session.workspaceDir()).kernelRunsDir(),
                                                          names.first, names.second);
                             });
}

void KernelPanel::openRun(const QString &localDir)
{
    if (localDir.isEmpty())
        return;
    m_viewChosen = true;
    m_runView->openRun(localDir);
    m_stack->setCurrentWidget(m_runView);
}

void KernelPanel::useInExperiment(const QString &kernelFile)
{
    auto *dialog = new UseKernelDialog(kernelFile, m_session.workspaceIndex().experiments(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, kernelFile] {
        KernelSwitchRequest request;
        request.kernel = kernelFile;
        request.experimentDir = dialog->experimentDir();
        request.module = dialog->module();
        request.workspaceRoot = m_session.workspaceDir();
        request.abSeeds = dialog->abSeeds();
        request.overwrite = dialog->overwrite();
        m_runView->showStatus(tr("Switching the kernel into %1\u2026").arg(QDir::toNativeSeparators(request.experimentDir)));
        // Reads the kernel, renders and writes the project: off the GUI thread.
        m_tasks.run(this, [request] { return KernelSwitch::use(request); },
                    [this, experiment = QDir(request.experimentDir).dirName()](const Result<KernelSwitchResult> &used) {
                        QString text;
                        if (!used)
                            text = used.error().message;
                        else if (used->ablationFile.isEmpty())
                            text = tr("%1 is on in %2 (config hash %3): the kernel runs there, checked against the "
                                      "plain module on the first batch.")
                                       .arg(used->field, experiment, used->configHash);
                        else
                            text = tr("%1 is on in %2 (config hash %3); A/B ablation %4 created with %5 runs: "
                                      "launch it in the Ablation panel.")
                                       .arg(used->field, experiment, used->configHash,
                                            QFileInfo(used->ablationFile).completeBaseName())
                                       .arg(used->ablationRuns);
                        m_runView->showStatus(text);
                        Q_EMIT kernelUsed(used ? used->ablationFile : QString(), used ? QString() : used.error().message);
                    });
    });
    dialog->open();
}

void KernelPanel::showJobEditor() { m_stack->setCurrentWidget(m_editor); }

void KernelPanel::openJob(const QString &path)
{
    m_viewChosen = true;
    m_editor->openJob(path);
    showJobEditor();
}

} // namespace twb
