#include "widgets/experiments/new_experiment_wizard.h"

#include "core/experiment/experiment_validator.h"
#include "core/mesh/mesh_spec.h"
#include "core/registry/registry.h"
#include "core/workspace/workspace.h"
#include "widgets/experiments/scaffold_preview_page.h"
#include "widgets/experiments/validated_wizard_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The dotted field a widget edits, when it is not its whole page's (ValidatedWizardPage::touch).
constexpr const char *kIssueField = "issueField";

QSpinBox *spin(QWidget *parent, const QString &name, int lo, int hi, int value)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(lo, hi);
    box->setValue(value);
    return box;
}

QString axesText(const Json &mesh)
{
    QStringList parts;
    if (mesh.is_object() && mesh.contains("axes"))
        for (const Json &axis : mesh["axes"])
            parts << u"%1=%2%3"_s.arg(toQString(axis.value("name", std::string())))
                         .arg(axis.value("size", 1))
                         .arg(axis.value("kind", std::string("ici")) == "dcn" ? u":dcn"_s : QString());
    return parts.join(u',');
}

} // namespace

NewExperimentWizard::NewExperimentWizard(QString workspaceDir, QString registryPath, QWidget *parent)
    : QWizard(parent), m_workspaceDir(std::move(workspaceDir)), m_registryPath(std::move(registryPath))
{
    setWindowTitle(tr("New Experiment"));
    setObjectName(u"newExperimentWizard"_s);
    setOption(QWizard::NoBackButtonOnStartPage);
    setWizardStyle(QWizard::ClassicStyle);
    setPage(IntroPage, buildIntroPage());
    setPage(ModelPage, buildModelPage());
    setPage(MachinePage, buildMachinePage());
    setPage(TrainingPage, buildTrainingPage());
    m_previewPage = new ScaffoldPreviewPage([this] { return experiment(); }, [this] { return targetDir(); }, this);
    setPage(PreviewPage, m_previewPage);
    // Whole on a 1024x700 screen: the pages scroll, the buttons stay in view.
    resize(900, 620);

    refreshDefaults();
    fieldsChanged();
    loadMachines();
}

ValidatedWizardPage *NewExperimentWizard::validatedPage(PageId id) const
{
    return id < m_pages.size() ? m_pages[id] : nullptr;
}

ValidatedWizardPage *NewExperimentWizard::buildIntroPage()
{
    auto *page = new ValidatedWizardPage({u"name"_s, u"hypothesis"_s}, [this] { return issues(); }, this);
    page->setTitle(tr("Experiment"));
    page->setSubTitle(tr("What do you want to learn? The name becomes the folder and part of every run id."));
    m_name = new QLineEdit(page);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. moe-top1-vs-top2"));
    m_name->setProperty(kIssueField, u"name"_s);
    m_hypothesis = new QPlainTextEdit(page);
    m_hypothesis->setObjectName(u"hypothesis"_s);
    m_hypothesis->setPlaceholderText(tr("e.g. Top-1 routing matches top-2 perplexity at 70% of the step time."));
    m_hypothesis->setProperty(kIssueField, u"hypothesis"_s);
    auto *folder = new QLabel(page);
    folder->setObjectName(u"targetFolder"_s);
    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Hypothesis:"), m_hypothesis);
    form->addRow(tr("Folder:"), folder);
    page->setForm(form);
    connect(m_name, &QLineEdit::textChanged, this, [this, folder] {
        folder->setText(QDir::toNativeSeparators(targetDir()));
        fieldsChanged();
    });
    connect(m_hypothesis, &QPlainTextEdit::textChanged, this, &NewExperimentWizard::fieldsChanged);
    m_pages << page;
    return page;
}

ValidatedWizardPage *NewExperimentWizard::buildModelPage()
{
    auto *page = new ValidatedWizardPage({u"model"_s}, [this] { return issues(); }, this);
    page->setTitle(tr("Model"));
    page->setSubTitle(tr("A pre-norm decoder (RMSNorm, rotary positions, SwiGLU), optionally with "
                         "mixture-of-experts feed-forward layers, or a T5-like encoder-decoder (as many "
                         "encoder as decoder layers; each window's first half is the source)."));
    m_kind = new QComboBox(page);
    m_kind->setObjectName(u"modelKind"_s);
    m_kind->addItem(tr("Decoder (dense)"), u"decoder"_s);
    m_kind->addItem(tr("Mixture of experts"), u"moe"_s);
    m_kind->addItem(tr("Encoder-decoder"), u"encoder_decoder"_s);
    m_dModel = spin(page, u"dModel"_s, 8, 65536, 512);
    m_dModel->setSingleStep(64);
    m_layers = spin(page, u"nLayers"_s, 1, 512, 8);
    m_heads = spin(page, u"nHeads"_s, 1, 512, 8);
    m_dFf = spin(page, u"dFf"_s, 8, 262144, 2048);
    m_dFf->setSingleStep(128);
    m_vocab = spin(page, u"vocabSize"_s, 2, 1048576, 32000);
    m_moeGroup = new QGroupBox(tr("Experts"), page);
    m_experts = spin(m_moeGroup, u"nExperts"_s, 1, 1024, 8);
    m_topK = spin(m_moeGroup, u"topK"_s, 1, 1024, 2);
    m_capacity = new QDoubleSpinBox(m_moeGroup);
    m_capacity->setObjectName(u"capacityFactor"_s);
    m_capacity->setRange(0.1, 16.0);
    m_capacity->setSingleStep(0.25);
    m_capacity->setValue(1.25);
    auto *moeForm = new QFormLayout(m_moeGroup);
    moeForm->addRow(tr("Experts:"), m_experts);
    moeForm->addRow(tr("Top-k:"), m_topK);
    moeForm->addRow(tr("Capacity factor:"), m_capacity);
    auto *form = new QFormLayout;
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("d_model:"), m_dModel);
    form->addRow(tr("Layers:"), m_layers);
    form->addRow(tr("Heads:"), m_heads);
    form->addRow(tr("d_ff:"), m_dFf);
    form->addRow(tr("Vocabulary:"), m_vocab);
    form->addRow(m_moeGroup);
    page->setForm(form);
    for (QSpinBox *box : {m_dModel, m_layers, m_heads, m_dFf, m_vocab, m_experts, m_topK})
        connect(box, &QSpinBox::valueChanged, this, &NewExperimentWizard::fieldsChanged);
    connect(m_capacity, &QDoubleSpinBox::valueChanged, this, &NewExperimentWizard::fieldsChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_moeGroup->setEnabled(m_kind->currentData().toString() == u"moe"_s);
        refreshDefaults();
        fieldsChanged();
    });
    m_moeGroup->setEnabled(false);
    m_pages << page;
    return page;
}

ValidatedWizardPage *NewExperimentWizard::buildMachinePage()
{
    auto *page = new ValidatedWizardPage({u"tpu"_s, u"attention_kernel"_s, u"module_versions"_s},
                                         [this] { return issues(); }, this);
    page->setTitle(tr("Machine and parallelism"));
    page->setSubTitle(tr("The slice it runs on, how the work is split over its devices, and the attention kernel."));
    m_accelerator = new QComboBox(page);
    m_accelerator->setObjectName(u"accelerator"_s);
    m_accelerator->setEditable(true);
    m_accelerator->addItems(AcceleratorType::commonSlices());
    m_strategy = new QComboBox(page);
    m_strategy->setObjectName(u"strategy"_s);
    m_strategy->addItem(tr("fsdpv2: SPMD, parameters sharded over fsdp"), u"fsdpv2"_s);
    m_strategy->addItem(tr("spmd: SPMD with data / tensor / expert axes"), u"spmd"_s);
    m_strategy->addItem(tr("ddp: one process per device"), u"ddp"_s);
    m_strategy->addItem(tr("single: one device"), u"single"_s);
    m_attention = new QComboBox(page);
    m_attention->setObjectName(u"attention"_s);
    m_attention->addItem(QString(), QString());
    for (const QString &kernel : ExperimentValidator::attentionKernels())
        m_attention->addItem(kernel, kernel);
    m_mesh = new QLineEdit(page);
    m_mesh->setObjectName(u"mesh"_s);
    m_mesh->setToolTip(tr("Axes as name=size, comma separated; add :dcn for axes across slices."));
    m_scanLayers = new QCheckBox(tr("Compile one layer and reuse it (scan_layers; dense model with sdpa)"), page);
    m_scanLayers->setObjectName(u"scanLayers"_s);
    m_remat = new QCheckBox(tr("Recompute each layer's activations in backward (train.remat; less memory, "
                               "about a third more compute)"),
                            page);
    m_remat->setObjectName(u"remat"_s);
    m_compileEval = new QCheckBox(tr("Evaluate through torch.compile(backend=\"openxla\") (tpu.compile_eval)"), page);
    m_compileEval->setObjectName(u"compileEval"_s);
    m_eagerDebug = new QCheckBox(tr("Debug in torch_xla's eager mode (tpu.eager_debug; slow, for finding errors)"), page);
    m_eagerDebug->setObjectName(u"eagerDebug"_s);
    auto *form = new QFormLayout;
    form->addRow(tr("Accelerator:"), m_accelerator);
    form->addRow(tr("Strategy:"), m_strategy);
    form->addRow(tr("Mesh:"), m_mesh);
    form->addRow(tr("Attention kernel:"), m_attention);
    form->addRow(QString(), m_scanLayers);
    form->addRow(QString(), m_remat);
    form->addRow(QString(), m_compileEval);
    form->addRow(QString(), m_eagerDebug);
    page->setForm(form);
    connect(m_accelerator, &QComboBox::currentTextChanged, this, [this] {
        refreshDefaults();
        fieldsChanged();
    });
    for (QComboBox *box : {m_strategy, m_attention})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            refreshDefaults();
            fieldsChanged();
        });
    connect(m_mesh, &QLineEdit::textEdited, this, [this] {
        m_meshEdited = true;
        fieldsChanged();
    });
    connect(m_scanLayers, &QCheckBox::toggled, this, &NewExperimentWizard::fieldsChanged);
    for (QCheckBox *box : {m_remat, m_compileEval, m_eagerDebug})
        connect(box, &QCheckBox::toggled, this, &NewExperimentWizard::fieldsChanged);
    m_pages << page;
    return page;
}

ValidatedWizardPage *NewExperimentWizard::buildTrainingPage()
{
    auto *page = new ValidatedWizardPage({u"train"_s, u"data"_s, u"optimizer"_s, u"tracking"_s},
                                         [this] { return issues(); }, this);
    page->setTitle(tr("Training and tracking"));
    page->setSubTitle(tr("Metrics always stream to metrics/host-N.jsonl (N: the host's index); wandb is optional (global master only)."));
    m_optimizer = new QComboBox(page);
    m_optimizer->setObjectName(u"optimizer"_s);
    m_optimizer->addItem(tr("SyncFree AdamW (torch_xla)"), u"syncfree_adamw"_s);
    m_optimizer->addItem(tr("AdamW (torch.optim)"), u"adamw"_s);
    m_lr = new QDoubleSpinBox(page);
    m_lr->setObjectName(u"lr"_s);
    m_lr->setDecimals(6);
    m_lr->setRange(0.000001, 10.0);
    m_lr->setSingleStep(0.0001);
    m_lr->setValue(0.0003);
    m_batch = spin(page, u"batchSize"_s, 1, 1 << 20, 32);
    m_seqLen = spin(page, u"seqLen"_s, 1, 1 << 20, 512);
    m_maxSteps = spin(page, u"maxSteps"_s, 1, 100000000, 2000);
    m_warmup = spin(page, u"warmupSteps"_s, 0, 100000000, 200);
    m_seed = spin(page, u"seed"_s, 0, 2147483647, 42);
    m_wandb = new QCheckBox(tr("Log to Weights && Biases"), page);
    m_wandb->setObjectName(u"wandb"_s);
    m_wandbProject = new QLineEdit(page);
    m_wandbProject->setObjectName(u"wandbProject"_s);
    m_wandbProject->setEnabled(false);
    auto *form = new QFormLayout;
    form->addRow(tr("Optimizer:"), m_optimizer);
    form->addRow(tr("Learning rate:"), m_lr);
    form->addRow(tr("Global batch:"), m_batch);
    form->addRow(tr("Sequence length:"), m_seqLen);
    form->addRow(tr("Steps:"), m_maxSteps);
    form->addRow(tr("Warm-up steps:"), m_warmup);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(QString(), m_wandb);
    form->addRow(tr("wandb project:"), m_wandbProject);
    page->setForm(form);
    for (QSpinBox *box : {m_batch, m_seqLen, m_maxSteps, m_warmup, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &NewExperimentWizard::fieldsChanged);
    connect(m_lr, &QDoubleSpinBox::valueChanged, this, &NewExperimentWizard::fieldsChanged);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &NewExperimentWizard::fieldsChanged);
    connect(m_wandb, &QCheckBox::toggled, this, [this](bool on) {
        m_wandbProject->setEnabled(on);
        fieldsChanged();
    });
    connect(m_wandbProject, &QLineEdit::textChanged, this, &NewExperimentWizard::fieldsChanged);
    m_pages << page;
    return page;
}

void NewExperimentWizard::loadMachines()
{
    // The registry is a file: read it off the GUI thread, then offer its machines first.
    const QString path = m_registryPath;
    m_tasks.run(
        this,
        [path] {
            QList<QPair<QString, QString>> machines;
            if (auto registry = Registry::load(path))
                for (const auto &entry : registry->entries())
                    if (!entry.acceleratorType().isEmpty())
                        machines.append({entry.name(), entry.acceleratorType()});
            return machines;
        },
        [this](const QList<QPair<QString, QString>> &machines) {
            const QSignalBlocker blocker(m_accelerator);
            const QString current = m_accelerator->currentText();
            for (qsizetype i = machines.size() - 1; i >= 0; --i)
                m_accelerator->insertItem(0, tr("%1 (machine %2)").arg(machines[i].second, machines[i].first),
                                          machines[i].second);
            m_accelerator->setCurrentText(current);
            Q_EMIT machinesLoaded();
        });
}

QString NewExperimentWizard::targetDir() const
{
    return Workspace(m_workspaceDir).experimentDir(m_name ? m_name->text().trimmed() : QString());
}

QString NewExperimentWizard::meshSetting(QString *error) const
{
    const QString text = m_mesh->text().trimmed();
    if (text.isEmpty())
        return u"null"_s;
    auto axes = MeshSpec::parseAxes(text);
    if (!axes) {
        *error = axes.error().message;
        return {};
    }
    Json list = Json::array();
    for (const MeshAxis &axis : *axes)
        list.push_back({{"name", toStd(axis.name)}, {"size", axis.size}, {"kind", toStd(axisKindName(axis.kind))}});
    return toQString(Json{{"axes", list}}.dump());
}

ExperimentRequest NewExperimentWizard::request() const
{
    ExperimentRequest r;
    r.name = m_name->text().trimmed();
    r.hypothesis = m_hypothesis->toPlainText().trimmed();
    r.modelKind = m_kind->currentData().toString();
    // The accelerator: a machine item carries its type as data; typed text is taken as is.
    const int index = m_accelerator->findText(m_accelerator->currentText());
    r.acceleratorType = index >= 0 && !m_accelerator->itemData(index).toString().isEmpty()
                            ? m_accelerator->itemData(index).toString()
                            : m_accelerator->currentText().trimmed();
    r.strategy = m_strategy->currentData().toString();
    r.attentionKernel = m_attention->currentData().toString();
    auto set = [&r](const QString &key, const QString &value) { r.settings.append({key, value}); };
    set(u"model.d_model"_s, QString::number(m_dModel->value()));
    set(u"model.n_layers"_s, QString::number(m_layers->value()));
    set(u"model.n_heads"_s, QString::number(m_heads->value()));
    set(u"model.d_ff"_s, QString::number(m_dFf->value()));
    set(u"model.vocab_size"_s, QString::number(m_vocab->value()));
    if (r.modelKind == u"moe"_s) {
        set(u"model.moe.n_experts"_s, QString::number(m_experts->value()));
        set(u"model.moe.top_k"_s, QString::number(m_topK->value()));
        set(u"model.moe.capacity_factor"_s, QString::number(m_capacity->value(), 'g', 6));
    }
    if (r.modelKind == u"encoder_decoder"_s)
        set(u"model.n_encoder_layers"_s, QString::number(m_layers->value()));
    if (m_meshEdited) {
        // A mesh text that does not parse is reported by issues() (field tpu.mesh).
        QString error;
        if (const QString mesh = meshSetting(&error); error.isEmpty())
            set(u"tpu.mesh"_s, mesh);
    }
    set(u"tpu.scan_layers"_s, m_scanLayers->isChecked() ? u"true"_s : u"false"_s);
    if (m_remat->isChecked())
        set(u"train.remat"_s, u"true"_s);
    // Only when chosen: an experiment without them keeps its config hash.
    if (m_compileEval->isChecked())
        set(u"tpu.compile_eval"_s, u"true"_s);
    if (m_eagerDebug->isChecked())
        set(u"tpu.eager_debug"_s, u"true"_s);
    set(u"optimizer"_s, m_optimizer->currentData().toString());
    set(u"train.lr"_s, QString::number(m_lr->value(), 'g', 8));
    set(u"train.batch_size"_s, QString::number(m_batch->value()));
    set(u"train.seq_len"_s, QString::number(m_seqLen->value()));
    set(u"train.max_steps"_s, QString::number(m_maxSteps->value()));
    set(u"train.warmup_steps"_s, QString::number(m_warmup->value()));
    set(u"train.seed"_s, QString::number(m_seed->value()));
    set(u"tracking.wandb.enabled"_s, m_wandb->isChecked() ? u"true"_s : u"false"_s);
    const QString project = m_wandbProject->text().trimmed();
    set(u"tracking.wandb.project"_s, project.isEmpty() ? u"null"_s : toQString(Json(toStd(project)).dump()));
    return r;
}

Result<Experiment> NewExperimentWizard::experiment() const
{
    return ExperimentFactory::create(request());
}

ExperimentIssues NewExperimentWizard::issues() const
{
    auto e = experiment();
    if (!e)
        return {{ExperimentIssue::Severity::Error, e.error().where, e.error().message}};
    ExperimentIssues found = ExperimentValidator::validate(*e);
    QString meshError;
    if (m_meshEdited && (meshSetting(&meshError), !meshError.isEmpty()))
        found.prepend({ExperimentIssue::Severity::Error, u"tpu.mesh"_s, meshError});
    return found;
}

void NewExperimentWizard::refreshDefaults()
{
    if (!m_accelerator || !m_strategy || !m_attention || !m_mesh)
        return;
    const ExperimentRequest r = request();
    const QString automatic = ExperimentFactory::defaultAttentionKernel(r.acceleratorType, r.strategy);
    m_attention->setItemText(0, tr("automatic: %1").arg(automatic));
    if (!m_meshEdited) {
        const QString kernel = r.attentionKernel.isEmpty() ? automatic : r.attentionKernel;
        m_mesh->setText(axesText(ExperimentFactory::defaultMesh(r.acceleratorType, r.strategy, kernel)));
    }
}

void NewExperimentWizard::fieldsChanged()
{
    // A field the user edited shows its errors from now on (the page's, for a widget that
    // names no field of its own); a fresh form stays quiet until Next.
    const auto *edited = qobject_cast<const QWidget *>(sender());
    for (ValidatedWizardPage *page : std::as_const(m_pages)) {
        if (!page)
            continue;
        if (edited && page->isAncestorOf(edited))
            page->touch(edited->property(kIssueField).toString());
        page->revalidate();
    }
}

void NewExperimentWizard::accept()
{
    if (m_write.isActive())
        return;
    const auto &plan = m_previewPage->plan();
    if (!plan) {
        Q_EMIT writeFailed(tr("The preview is not ready."));
        return;
    }
    const ScaffoldPlan copy = *plan;
    const bool overwrite = m_previewPage->overwriteApproved();
    button(QWizard::FinishButton)->setEnabled(false);
    m_previewPage->statusLabel()->setText(tr("Writing %1 ...").arg(QDir::toNativeSeparators(copy.targetDir())));
    m_write = m_tasks.run(
        this, [copy, overwrite] { return overwrite ? copy.writeOverwritingAll() : copy.write(); },
        [this](const Result<QStringList> &written) {
            button(QWizard::FinishButton)->setEnabled(true);
            if (!written) {
                m_previewPage->statusLabel()->setText(tr("Nothing was written: %1").arg(written.error().message));
                Q_EMIT writeFailed(written.error().message);
                return;
            }
            Q_EMIT experimentCreated(targetDir());
            QWizard::accept();
        });
}

} // namespace twb
