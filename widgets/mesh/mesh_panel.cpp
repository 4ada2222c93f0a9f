#include "widgets/mesh/mesh_panel.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/palette.h"

#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/fit_advisor.h"
#include "core/mesh/mesh_code_generator.h"
#include "core/registry/registry.h"
#include "core/util/template_store.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/mesh/axes_table_model.h"
#include "widgets/mesh/choice_delegate.h"
#include "widgets/mesh/device_grid_widget.h"
#include "widgets/mesh/memory_bar_widget.h"
#include "widgets/mesh/mesh_code_view.h"
#include "widgets/mesh/mesh_document.h"
#include "widgets/mesh/tensor_table_model.h"
#include "widgets/common/optimize_module_action.h"

#include <QLocale>
#include <QCoreApplication>
#include <QFileInfo>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::MeshPanel.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeshPanel)
};

// A registered machine's slice, or "!" and why it has none.
QString acceleratorOf(const MachineEntry &entry)
{
    const auto type = entry.accelerator();
    return type ? type->name() : u"!"_s + type.error().message;
}

} // namespace

MeshPanel::MeshPanel(WorkbenchSession &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_document(new MeshDocument(this))
{
    setObjectName(u"mesh"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildTopBar());
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"summary"_s);
    m_summary->setWordWrap(true); // a long slice summary wraps instead of widening the window
    layout->addWidget(m_summary);
    m_inputError = new QLabel(this);
    m_inputError->setObjectName(u"inputError"_s);
    Palette::setTextRole(m_inputError, Palette::Role::Error);
    m_inputError->setWordWrap(true);
    m_inputError->hide();
    layout->addWidget(m_inputError);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(buildAxesEditor());
    auto *right = new QSplitter(Qt::Vertical, split);
    auto *gridBox = new QWidget(right);
    auto *gridLayout = new QVBoxLayout(gridBox);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    auto *colorBar = new QHBoxLayout;
    m_colorAxis = new QComboBox(gridBox);
    m_colorAxis->setObjectName(u"colorAxis"_s);
    colorBar->addWidget(new QLabel(tr("Colour devices by axis:"), gridBox));
    colorBar->addWidget(m_colorAxis);
    colorBar->addStretch(1);
    gridLayout->addLayout(colorBar);
    m_grid = new DeviceGridWidget(gridBox);
    m_grid->setObjectName(u"deviceGrid"_s);
    gridLayout->addWidget(m_grid, 1);
    right->addWidget(gridBox);

    m_tabs = new QTabWidget(right);
    m_tabs->setObjectName(u"tabs"_s);
    m_tensorView = new QTableView(m_tabs);
    m_tensorView->setObjectName(u"tensorTable"_s);
    m_tensorModel = new TensorTableModel(m_document, this);
    m_tensorView->setModel(m_tensorModel);
    m_tensorView->setItemDelegate(new ChoiceDelegate(m_tensorView));
    m_tensorView->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_tensorView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tensorView->horizontalHeader()->setStretchLastSection(true);
    m_tensorView->setWordWrap(false);
    m_tensorView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_tensorView->verticalHeader()->hide();
    // The module behind a tensor's row goes to MaxKernel (not the input batch, nor the
    // embedding or LM head, which are no module of model.py).
    m_optimize = new OptimizeModuleAction(
        [this]() -> OptimizeModuleAction::Target {
            const QString path = m_document->state().experimentPath;
            const QModelIndex current = m_tensorView->currentIndex();
            if (path.isEmpty() || !current.isValid())
                return {};
            const ModelTensor tensor = m_tensorModel->tensorAt(current.row());
            using R = ModelTensor::Role;
            if (tensor.role == R::Input || tensor.role == R::Embedding || tensor.role == R::LmHead)
                return {};
            return {QFileInfo(path).absolutePath(), tensor.name};
        },
        this);
    m_tensorView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tensorView->addAction(m_optimize);
    connect(m_tensorView->selectionModel(), &QItemSelectionModel::currentChanged, m_optimize,
            &OptimizeModuleAction::updateEnabled);
    connect(m_optimize, &OptimizeModuleAction::jobWritten, this, &MeshPanel::kernelJobWritten);
    connect(m_optimize, &OptimizeModuleAction::failed, this, &MeshPanel::showInputError);
    m_tabs->addTab(buildMemoryTab(), tr("Memory"));
    m_tabs->addTab(m_tensorView, tr("Tensors"));
    m_code = new MeshCodeView(m_document, m_tabs);
    m_code->setObjectName(u"codeView"_s);
    m_tabs->addTab(m_code, tr("Code"));
    right->addWidget(m_tabs);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 1);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    // Each part of the panel follows the part of the document it shows.
    connect(m_document, &MeshDocument::sliceChanged, this, &MeshPanel::showSlice);
    connect(m_document, &MeshDocument::strategyChanged, this, &MeshPanel::showStrategy);
    connect(m_document, &MeshDocument::axesChanged, this, &MeshPanel::showColorAxes);
    connect(m_document, &MeshDocument::modelChanged, this, &MeshPanel::showModel);
    connect(m_document, &MeshDocument::checkChanged, this, &MeshPanel::showCheck);
    connect(m_document, &MeshDocument::fileNameChanged, this, &MeshPanel::showSummary);
    connect(m_document, &MeshDocument::fileLoaded, this, [this](const QString &path) {
        m_optimize->updateEnabled();
        showInputError({});
        Q_EMIT experimentLoaded(path, QString());
    });
    connect(m_document, &MeshDocument::loadFailed, this, [this](const QString &path, const Error &error) {
        showInputError(error.message);
        Q_EMIT experimentLoaded(path, error.message);
    });
    connect(m_document, &MeshDocument::saved, this, [this](const QString &path) {
        showInputError({});
        Q_EMIT experimentSaved(path, QString());
    });
    connect(m_document, &MeshDocument::saveFailed, this, [this](const QString &path, const Error &error) {
        showInputError(error.message);
        Q_EMIT experimentSaved(path, error.message);
    });
    connect(m_colorAxis, &QComboBox::currentIndexChanged, m_grid, &DeviceGridWidget::setColorAxis);
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &MeshPanel::reloadMachines);
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &MeshPanel::openFirstWorkspaceExperiment);
    connect(&m_session, &WorkbenchSession::registryChanged, this, &MeshPanel::reloadMachines);
    showSlice();
    showStrategy();
    showColorAxes();
    showModel();
    showCheck();
    loadTemplates();
    reloadMachines();
    openFirstWorkspaceExperiment();
}

void MeshPanel::openFirstWorkspaceExperiment()
{
    // Only while nothing was designed yet: never replace the user's work.
    if (!m_document->state().experimentPath.isEmpty() || !m_document->undoStack()->isClean())
        return;
    m_tasks.run(
        this, [experiments = Workspace(m_session.workspaceDir()).experimentsDir()] {
            return ExperimentMeshFile::findFirstWithMesh(experiments);
        },
        [this](const QString &path) {
            if (!path.isEmpty() && m_document->state().experimentPath.isEmpty() && m_document->undoStack()->isClean()
                && !m_document->isLoading())
                openExperiment(path);
        });
}

MeshPanel::~MeshPanel() = default;

QWidget *MeshPanel::buildTopBar()
{
    auto *bar = new QWidget(this);
    auto *row = new FlowLayout(bar);
    m_source = new QComboBox(bar);
    m_source->setObjectName(u"source"_s);
    m_source->setToolTip(tr("Take the slice from a registered machine, or choose any from the catalog"));
    m_accelerator = new QComboBox(bar);
    m_accelerator->setObjectName(u"accelerator"_s);
    m_accelerator->setEditable(true);
    m_accelerator->addItems(AcceleratorType::commonSlices());
    m_accelerator->setInsertPolicy(QComboBox::NoInsert);
    m_accelerator->setMinimumContentsLength(13);
    m_slices = new QSpinBox(bar);
    m_slices->setObjectName(u"slices"_s);
    m_slices->setRange(1, 64);
    m_slices->setToolTip(tr("Slices joined over the data-centre network (multislice)"));
    m_strategy = new QComboBox(bar);
    m_strategy->setObjectName(u"strategy"_s);
    for (MeshStrategy strategy : allStrategies())
        m_strategy->addItem(strategyTitle(strategy), int(strategy));
    auto *open = new QToolButton(bar);
    open->setObjectName(u"openExperiment"_s);
    open->setText(tr("Open experiment…"));
    m_save = new QToolButton(bar);
    m_save->setObjectName(u"saveExperiment"_s);
    m_save->setText(tr("Save to experiment"));
    // Fixed-width Undo/Redo buttons; what they would undo is in the tooltip.
    QUndoStack *stack = m_document->undoStack();
    auto *undo = new QToolButton(bar);
    undo->setObjectName(u"undo"_s);
    undo->setText(tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(undo, &QToolButton::clicked, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QToolButton::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undo, [undo](const QString &text) { undo->setToolTip(tr("Undo %1").arg(text)); });
    auto *redo = new QToolButton(bar);
    redo->setObjectName(u"redo"_s);
    redo->setText(tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);
    connect(redo, &QToolButton::clicked, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QToolButton::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, redo, [redo](const QString &text) { redo->setToolTip(tr("Redo %1").arg(text)); });

    // At 1024 px the buttons keep their text ("ave to experimen" before); the combo boxes give
    // up width instead (their whole text is in the list).
    for (QToolButton *button : {open, m_save, undo, redo})
        button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    for (QComboBox *box : {m_source, m_strategy}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    // Three groups that wrap onto a second row in a narrow window (1024 px) rather than push it
    // wider: the slice, the strategy, the file and undo buttons.
    const auto group = [bar, row]() {
        auto *box = new QWidget(bar);
        auto *line = new QHBoxLayout(box);
        line->setContentsMargins(0, 0, 0, 0);
        row->addWidget(box);
        return line;
    };
    QHBoxLayout *slice = group();
    slice->addWidget(new QLabel(tr("Slice from:"), bar));
    slice->addWidget(m_source);
    slice->addWidget(m_accelerator);
    //: multiplication sign between the accelerator type and the slice count (v5e-8 x 2 slices)
    slice->addWidget(new QLabel(tr("x"), bar));
    slice->addWidget(m_slices);
    QHBoxLayout *strategy = group();
    strategy->addWidget(new QLabel(tr("Strategy:"), bar));
    strategy->addWidget(m_strategy);
    QHBoxLayout *buttons = group();
    for (QToolButton *button : {open, m_save, undo, redo})
        buttons->addWidget(button);

    connect(m_accelerator, &QComboBox::activated, this, [this] { setAcceleratorText(m_accelerator->currentText()); });
    connect(m_accelerator->lineEdit(), &QLineEdit::editingFinished, this,
            [this] { setAcceleratorText(m_accelerator->currentText()); });
    connect(m_slices, &QSpinBox::valueChanged, this, [this](int slices) {
        m_document->setSlice(m_document->mesh().accelerator(), slices);
    });
    connect(m_strategy, &QComboBox::activated, this, [this] {
        m_document->applyStrategy(MeshStrategy(m_strategy->currentData().toInt()));
    });
    connect(m_source, &QComboBox::activated, this, &MeshPanel::machineChosen);
    connect(open, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open experiment"), m_session.workspaceDir(),
                                                          tr("Experiment (experiment.json *.json)"));
        if (!path.isEmpty())
            openExperiment(path);
    });
    connect(m_save, &QToolButton::clicked, this, &MeshPanel::saveExperiment);
    return bar;
}

QWidget *MeshPanel::buildAxesEditor()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(new QLabel(tr("Mesh axes, outermost first:"), box));
    m_axesView = new QTableView(box);
    m_axesView->setObjectName(u"axesTable"_s);
    m_axesModel = new AxesTableModel(m_document, this);
    m_axesView->setModel(m_axesModel);
    m_axesView->setItemDelegate(new ChoiceDelegate(m_axesView));
    m_axesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_axesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_axesView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_axesView->horizontalHeader()->setStretchLastSection(true);
    m_axesView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    column->addWidget(m_axesView, 2);
    auto *buttons = new QHBoxLayout;
    auto button = [&](const char *name, const QString &text, auto slot) {
        auto *b = new QToolButton(box);
        b->setObjectName(QString::fromLatin1(name));
        b->setText(text);
        connect(b, &QToolButton::clicked, this, slot);
        buttons->addWidget(b);
    };
    button("addAxis", tr("Add"), [this] { addAxis(); });
    button("removeAxis", tr("Remove"), [this] { m_document->removeAxis(m_axesView->currentIndex().row()); });
    button("moveAxisUp", tr("Up"), [this] { moveSelectedAxis(-1); });
    button("moveAxisDown", tr("Down"), [this] { moveSelectedAxis(+1); });
    buttons->addStretch(1);
    column->addLayout(buttons);
    column->addWidget(new QLabel(tr("Problems:"), box));
    m_issues = new QListWidget(box);
    m_issues->setObjectName(u"issues"_s);
    m_issues->setWordWrap(true);
    column->addWidget(m_issues, 1);
    box->setMinimumWidth(320);
    return box;
}

QWidget *MeshPanel::buildMemoryTab()
{
    auto *tab = new QWidget(this);
    auto *column = new QVBoxLayout(tab);
    m_memoryBar = new MemoryBarWidget(tab);
    m_memoryBar->setObjectName(u"memoryBar"_s);
    column->addWidget(m_memoryBar);
    auto *row = new QHBoxLayout;
    m_remat = new QCheckBox(tr("Rematerialise activations (train.remat)"), tab);
    m_remat->setObjectName(u"remat"_s);
    m_batch = new QSpinBox(tab);
    m_batch->setObjectName(u"batchSize"_s);
    m_batch->setRange(1, 1 << 24);
    m_batch->setKeyboardTracking(false);
    row->addWidget(m_remat);
    row->addSpacing(16);
    row->addWidget(new QLabel(tr("Global batch:"), tab));
    row->addWidget(m_batch);
    row->addStretch(1);
    column->addLayout(row);
    m_memoryDetails = new QLabel(tab);
    m_memoryDetails->setObjectName(u"memoryDetails"_s);
    m_memoryDetails->setWordWrap(true);
    m_memoryDetails->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_memoryDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea(tab);
    scroll->setWidget(m_memoryDetails);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    column->addWidget(scroll, 1);

    connect(m_remat, &QCheckBox::toggled, m_document, &MeshDocument::setRemat);
    connect(m_batch, &QSpinBox::valueChanged, m_document, &MeshDocument::setBatchSize);
    return tab;
}

void MeshPanel::loadTemplates()
{
    m_tasks.run(this, [] {
        const TemplateStore store;
        QHash<int, QString> templates;
        QString error;
        for (MeshFramework framework : {MeshFramework::TorchXla, MeshFramework::Jax}) {
            auto text = store.read(MeshCodeGenerator::templatePath(framework));
            if (text)
                templates.insert(int(framework), *text);
            else
                error = text.error().message;
        }
        return std::pair{templates, error};
    }, [this](const std::pair<QHash<int, QString>, QString> &loaded) {
        m_code->setTemplates(loaded.first, loaded.second);
        Q_EMIT templatesLoaded();
    });
}

void MeshPanel::reloadMachines()
{
    const QString path = m_session.registryPath();
    m_tasks.run(this, [path] {
        QStringList names, accelerators;
        if (auto registry = Registry::load(path)) {
            for (const auto &entry : registry->entries()) {
                names << entry.name();
                accelerators << acceleratorOf(entry);
            }
        } else {
            names << Tr::tr("(registry unreadable)");
            accelerators << u"!"_s + registry.error().message;
        }
        return std::pair{names, accelerators};
    }, [this](const std::pair<QStringList, QStringList> &machines) {
        const auto &[names, accelerators] = machines;
        const QSignalBlocker blocker(m_source);
        m_source->clear();
        m_source->addItem(tr("Catalog"));
        m_machineAccelerators = QStringList{QString()};
        for (qsizetype i = 0; i < names.size(); ++i) {
            m_source->addItem(names[i]);
            m_machineAccelerators << accelerators[i];
        }
        Q_EMIT machinesLoaded();
    });
}

void MeshPanel::machineChosen(int index)
{
    if (index <= 0 || index >= m_machineAccelerators.size())
        return;
    const QString accelerator = m_machineAccelerators[index];
    if (accelerator.startsWith(u'!')) {
        showInputError(accelerator.mid(1));
        return;
    }
    setAcceleratorText(accelerator);
}

bool MeshPanel::setAcceleratorText(const QString &text)
{
    auto type = AcceleratorType::parse(text);
    if (!type) {
        showInputError(type.error().message);
        return false;
    }
    showInputError({});
    m_document->setSlice(*type, m_document->mesh().slices());
    return true;
}

void MeshPanel::showInputError(const QString &message)
{
    m_inputError->setText(message);
    m_inputError->setVisible(!message.isEmpty());
}

void MeshPanel::addAxis()
{
    m_axesView->setCurrentIndex(m_axesModel->index(m_document->addAxis(), 0));
}

void MeshPanel::moveSelectedAxis(int delta)
{
    const int row = m_axesView->currentIndex().row();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_document->mesh().axes().size())
        return;
    m_document->moveAxis(row, to);
    m_axesView->setCurrentIndex(m_axesModel->index(to, 0));
}

void MeshPanel::openExperiment(const QString &path)
{
    m_document->load(path);
}

void MeshPanel::saveExperiment()
{
    if (m_document->fileName().isEmpty()) {
        showInputError(tr("Open an experiment first: the mesh is saved into its experiment.json."));
        return;
    }
    m_document->save();
}

void MeshPanel::showSlice()
{
    const MeshSpec &mesh = m_document->mesh();
    const QSignalBlocker b1(m_accelerator), b2(m_slices);
    m_accelerator->setCurrentText(mesh.accelerator().name());
    m_slices->setValue(mesh.slices());
    showSummary();
}

void MeshPanel::showStrategy()
{
    const QSignalBlocker blocker(m_strategy);
    m_strategy->setCurrentIndex(m_strategy->findData(int(m_document->mesh().strategy())));
}

void MeshPanel::showModel()
{
    const ModelConfig *model = m_document->model();
    const QSignalBlocker b1(m_remat), b2(m_batch);
    m_remat->setEnabled(model);
    m_batch->setEnabled(model);
    m_remat->setChecked(model && model->remat);
    m_batch->setValue(model ? int(std::min<qint64>(model->batchSize, 1 << 24)) : 1);
}

void MeshPanel::showColorAxes()
{
    // Keep the chosen axis while it exists; otherwise colour by the first axis that splits the
    // devices (an axis of size 1 paints every chip the same).
    const MeshSpec &mesh = m_document->mesh();
    const QSignalBlocker blocker(m_colorAxis);
    const QString chosen = m_colorAxis->currentText();
    QStringList shown;
    for (int i = 0; i < m_colorAxis->count(); ++i)
        shown << m_colorAxis->itemText(i);
    if (shown != mesh.axisNames()) { // a size or kind edit leaves the names as they are
        m_colorAxis->clear();
        m_colorAxis->addItems(mesh.axisNames());
    }
    int colorAxis = mesh.axisNames().indexOf(chosen);
    for (int i = 0; colorAxis < 0 && i < mesh.axes().size(); ++i)
        if (mesh.axes()[i].size > 1)
            colorAxis = i;
    m_colorAxis->setCurrentIndex(std::max(0, colorAxis));
    m_grid->setColorAxis(m_colorAxis->currentIndex());
}

void MeshPanel::showSummary()
{
    const MeshSpec &mesh = m_document->mesh();
    const QString &file = m_document->fileName();
    m_summary->setText(mesh.accelerator().summary()
                       + (mesh.slices() > 1 ? tr("; %1, %2 in all", "the slices, the devices")
                                                      .arg(tr("%n slice(s)", nullptr, mesh.slices()), tr("%n device(s)", nullptr, mesh.totalDevices()))
                                            : QString())
                       + (file.isEmpty() ? QString() : tr(" — %1").arg(file)));
    m_save->setEnabled(!file.isEmpty());
}

void MeshPanel::showCheck()
{
    m_issues->clear();
    QString firstError;
    for (const auto &issue : m_document->issues()) {
        auto *item = new QListWidgetItem((issue.isError() ? tr("Error: ") : tr("Warning: ")) + issue.message, m_issues);
        item->setForeground(Palette::color(issue.isError() ? Palette::Role::Error : Palette::Role::Warning));
        item->setToolTip(issue.where);
        if (issue.isError() && firstError.isEmpty())
            firstError = issue.message;
    }
    if (m_document->issues().isEmpty())
        new QListWidgetItem(tr("No problems: the mesh is valid."), m_issues);

    m_grid->setDeviceMap(m_document->deviceMap() ? std::optional<DeviceMap>(*m_document->deviceMap()) : std::nullopt,
                         firstError);

    const auto &estimate = m_document->estimate();
    QString reason;
    if (!m_document->model())
        reason = tr("Open an experiment (experiment.json with a model) to check whether it fits in HBM.");
    else if (!estimate)
        reason = tr("Fix the problems on the left to see the HBM estimate.");
    m_memoryBar->setEstimate(estimate, reason);
    QStringList details;
    if (estimate) {
        QStringList biggest;
        for (const auto &c : estimate->biggest)
            biggest << u"%1 (%2)"_s.arg(c.label, formatBytes(c.bytes, QLocale()));
        details << tr("<b>Verdict:</b> %1").arg(estimate->verdictText(QLocale()).toHtmlEscaped());
        details << tr("<b>Biggest:</b> %1").arg(biggest.join(u", "_s).toHtmlEscaped());
        details << tr("<b>Per device:</b> batch %1, %2 parameters in the model")
                       .arg(estimate->perDeviceBatch)
                       .arg(QLocale().toString(estimate->parameterCount));   // 1,743,422,464
        // Why it does not fit and what would, each proposal estimated again (FitAdvisor).
        if (!estimate->fits) {
            const FitAdvice advice = FitAdvisor::advise(m_document->mesh(), *m_document->model(), m_document->plan());
            for (const auto &line : advice.causeLines())
                details << tr("<b>Cause:</b> %1").arg(line.toHtmlEscaped());
            for (const auto &line : advice.proposalLines())
                details << tr("<b>To fit:</b> %1").arg(line.toHtmlEscaped());
        }
        for (const auto &n : estimate->notes)
            details << u"<i>%1</i>"_s.arg(n.toHtmlEscaped());
    }
    m_memoryDetails->setText(details.join(u"<br>"_s));
}

} // namespace twb
