#include "widgets/experiments/experiments_panel.h"

#include "core/experiment/project_files.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "widgets/common/flow_layout.h"
#include "widgets/experiments/attention_bench_dialog.h"
#include "widgets/experiments/experiment_list_model.h"
#include "widgets/experiments/file_preview_widget.h"
#include "widgets/experiments/new_experiment_wizard.h"
#include "widgets/experiments/new_study_dialog.h"
#include "widgets/experiments/port_script_dialog.h"
#include "widgets/experiments/prepare_data_dialog.h"
#include "widgets/experiments/smoke_test_widget.h"

#include <QDir>
#include <QFileDialog>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
ExperimentsPanel::ExperimentsPanel(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(u"experiments"_s);
    m_model = new ExperimentListModel(this);
    m_list = new QTableView(this);
    m_list->setObjectName(u"experimentList"_s);
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_new = new QPushButton(tr("New Experiment…"), this);
    m_new->setObjectName(u"newExperiment"_s);
    m_newStudy = new QPushButton(tr("New Study…"), this);
    m_newStudy->setObjectName(u"newStudy"_s);
    m_newStudy->setToolTip(tr("An idea, its hypothesis and the variables to vary become an experiment, an ablation "
                              "and a plan with a measured compute budget"));
    m_port = new QPushButton(tr("Port a PyTorch script…"), this);
    m_port->setObjectName(u"portScript"_s);
    m_port->setToolTip(tr("Rewrite a PyTorch (CUDA) training script for PyTorch/XLA: see the diff first, then write it"));
    m_benchAttention = new QPushButton(tr("Benchmark attention…"), this);
    m_benchAttention->setObjectName(u"benchAttention"_s);
    m_benchAttention->setToolTip(tr("Time the attention kernels at this experiment's shapes on a machine"));
    m_benchAttention->setEnabled(false);
    m_prepareData = new QPushButton(tr("Prepare data…"), this);
    m_prepareData->setObjectName(u"prepareData"_s);
    m_prepareData->setToolTip(tr("Tokenize a text corpus into shards an experiment trains on (data.source \"tokens\")"));
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_preview = new FilePreviewWidget(this);
    m_smoke = new SmokeTestWidget(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_preview, tr("Files"));
    m_tabs->addTab(m_smoke, tr("Smoke test"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new FlowLayout;   // wraps in a narrow window (1024 px) rather than push it wider
    buttons->addWidget(m_new);
    buttons->addWidget(m_newStudy);
    buttons->addWidget(m_port);
    buttons->addWidget(m_benchAttention);
    buttons->addWidget(m_prepareData);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_list, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_details);
    rightLayout->addWidget(m_tabs, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({470, 730}); // the list shows its columns; the rest goes to the files
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_new, &QPushButton::clicked, this, [this] { openWizard(); });
    connect(m_newStudy, &QPushButton::clicked, this, [this] { openStudyDialog(); });
    connect(m_port, &QPushButton::clicked, this, [this] { openPortDialog(); });
    connect(m_benchAttention, &QPushButton::clicked, this, [this] { openAttentionBench(); });
    connect(m_prepareData, &QPushButton::clicked, this, [this] { openPrepareData(); });
    connect(m_model, &ExperimentListModel::loaded, this, [this] {
        m_list->resizeColumnsToContents();
        // A new experiment is selected once the index has listed it.
        if (!m_selectAfterLoad.isEmpty() && selectExperiment(m_selectAfterLoad)) {
            m_selectAfterLoad.clear();
        } else if (!m_list->currentIndex().isValid() && m_model->rowCount() > 0) {
            // Show the first experiment's files rather than an empty preview (not a choice).
            const QSignalBlocker quiet(this);
            m_list->selectRow(0);
            m_list->setCurrentIndex(m_model->index(0, 0));
        }
        Q_EMIT experimentsLoaded();
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ExperimentsPanel::showSelected);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (const auto *entry = m_model->entry(current.row()))
            Q_EMIT experimentChosen(entry->dir);
    });
    // The list follows the workspace index: experiments made here, by tpuwb or by hand.
    connect(&m_session.workspaceIndex(), &WorkspaceIndex::experimentsChanged, this, &ExperimentsPanel::reload);
    m_details->setText(tr("Select an experiment, or create one."));
    reload();
}

void ExperimentsPanel::reload()
{
    QStringList dirs;
    for (const WorkspaceIndex::Experiment &experiment : m_session.workspaceIndex().experiments())
        if (experiment.hasExperimentJson)
            dirs << experiment.dir;
    m_model->reload(dirs);
}

bool ExperimentsPanel::selectExperiment(const QString &name)
{
    const int row = m_model->rowOf(name);
    if (row < 0)
        return false;
    m_list->selectRow(row);
    m_list->setCurrentIndex(m_model->index(row, 0));
    return true;
}

NewExperimentWizard *ExperimentsPanel::openWizard()
{
    auto *wizard = new NewExperimentWizard(m_session.workspaceDir(), m_session.registryPath(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &NewExperimentWizard::experimentCreated, this, [this](const QString &dir) {
        m_selectAfterLoad = QFileInfo(dir).fileName();
        m_session.workspaceIndex().rescan();
    });
    wizard->show();
    return wizard;
}

NewStudyDialog *ExperimentsPanel::openStudyDialog()
{
    auto *dialog = new NewStudyDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewStudyDialog::studyCreated, this, [this](const QString &dir) {
        m_selectAfterLoad = QFileInfo(dir).fileName();
        m_session.workspaceIndex().rescan();
    });
    dialog->show();
    return dialog;
}

PortScriptDialog *ExperimentsPanel::openPortDialog(const QString &path)
{
    QString file = path;
    if (file.isEmpty())
        file = QFileDialog::getOpenFileName(this, tr("Port a PyTorch script"), QString(), tr("Python files (*.py)"));
    if (file.isEmpty())
        return nullptr;
    auto *dialog = new PortScriptDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->portFile(file);
    return dialog;
}

AttentionBenchDialog *ExperimentsPanel::openAttentionBench()
{
    const auto *entry = m_model->entry(m_list->currentIndex().row());
    if (!entry || !entry->experiment)
        return nullptr;
    const Json seq = entry->experiment->value(u"train.seq_len"_s);
    auto *dialog = new AttentionBenchDialog(m_session, entry->dir, seq.is_number_integer() ? seq.get<qint64>() : 0, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AttentionBenchDialog::openRunRequested, this, &ExperimentsPanel::runOpenRequested);
    dialog->show();
    return dialog;
}

PrepareDataDialog *ExperimentsPanel::openPrepareData()
{
    auto *dialog = new PrepareDataDialog(m_session.workspaceDir(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void ExperimentsPanel::showSelected()
{
    m_readFiles.cancel(); // the files of the experiment shown before
    const auto *entry = m_model->entry(m_list->currentIndex().row());
    m_benchAttention->setEnabled(entry && entry->experiment);
    if (!entry) {
        m_smoke->setProjectDir({});
        m_preview->clear();
        return;
    }
    if (!entry->experiment) {
        m_details->setText(tr("%1 cannot be read: %2").arg(entry->name, entry->error));
        m_smoke->setProjectDir({});
        m_preview->clear(entry->error);
        return;
    }
    const Experiment &x = *entry->experiment;
    m_details->setText(tr("<b>%1</b> (hash %2): %3")
                           .arg(entry->name.toHtmlEscaped(), x.configHash(),
                                x.hypothesis().isEmpty() ? tr("no hypothesis written down")
                                                         : x.hypothesis().toHtmlEscaped()));
    m_smoke->setProjectDir(entry->dir, x.configHash());
    m_preview->clear(tr("Reading %1 ...").arg(QDir::toNativeSeparators(entry->dir)));
    const QString dir = entry->dir;
    m_readFiles = m_tasks.run(this, [dir] { return ProjectFiles::read(dir); }, [this](const GeneratedFiles &files) {
        m_preview->setFiles(files);
        Q_EMIT filesLoaded(m_smoke->projectDir());
    });
}

} // namespace twb
