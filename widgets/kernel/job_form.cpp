#include "widgets/kernel/job_form.h"

#include "core/kernel/kernel_job.h"
#include "widgets/kernel/job_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>

#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString text(const std::optional<Json> &value)
{
    return value && value->is_string() ? toQString(value->get<std::string>()) : QString();
}

bool flag(const std::optional<Json> &value, bool fallback)
{
    return value && value->is_boolean() ? value->get<bool>() : fallback;
}

double number(const std::optional<Json> &value, double fallback)
{
    return value && value->is_number() ? value->get<double>() : fallback;
}

void setCombo(QComboBox *combo, const QString &value)
{
    const int index = combo->findText(value);
    if (index >= 0)
        combo->setCurrentIndex(index);
    else if (combo->isEditable())
        combo->setEditText(value);
    else
        combo->setCurrentIndex(-1);
}

} // namespace

JobForm::JobForm(JobDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *form = new QFormLayout(this);
    auto line = [this](const QString &name) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(name);
        return edit;
    };
    auto check = [this](const QString &label, const QString &name) {
        auto *box = new QCheckBox(label, this);
        box->setObjectName(name);
        return box;
    };
    m_name = line(u"jobName"_s);
    m_type = new QComboBox(this);
    m_type->setObjectName(u"inputType"_s);
    m_type->addItems({u"pytorch"_s, u"jax"_s, u"cuda"_s, u"specification"_s});
    m_path = line(u"inputPath"_s);
    auto *browse = new QToolButton(this);
    browse->setText(u"\u2026"_s);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_entryPoint = line(u"entryPoint"_s);
    m_entryPoint->setPlaceholderText(tr("e.g. Model (strongly advised)"));

    m_specGroup = new QGroupBox(tr("Specification (no source file)"), this);
    auto *specForm = new QFormLayout(m_specGroup);
    m_specDescription = line(u"specDescription"_s);
    m_specOperation = line(u"specOperation"_s);
    m_synthesizeAs = new QComboBox(m_specGroup);
    m_synthesizeAs->addItems({u"pytorch"_s, u"jax"_s});
    m_confirmsBaseline = check(tr("I will read and approve the synthesized baseline"), u"confirmsBaseline"_s);
    specForm->addRow(tr("Description"), m_specDescription);
    specForm->addRow(tr("Operation"), m_specOperation);
    specForm->addRow(tr("Synthesize as"), m_synthesizeAs);
    specForm->addRow(m_confirmsBaseline);
    specForm->addRow(new QLabel(tr("Tensors (name, role, shape, dtype) are edited in the JSON tab."), m_specGroup));

    m_hasReference = check(tr("The job has references"), u"hasReference"_s);
    m_references = new QTableWidget(0, 3, this);
    m_references->setObjectName(u"referencesTable"_s);
    m_references->setHorizontalHeaderLabels({tr("Type"), tr("Path"), tr("Relationship")});
    m_references->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_references->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_references->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_references->setMaximumHeight(120);
    auto *addRef = new QPushButton(tr("Add reference"), this);
    auto *removeRef = new QPushButton(tr("Remove"), this);
    auto *refButtons = new QHBoxLayout;
    refButtons->addWidget(addRef);
    refButtons->addWidget(removeRef);
    refButtons->addStretch(1);

    m_needsConversion = check(tr("Needs a JAX baseline (base.py)"), u"needsConversion"_s);
    m_method = new QComboBox(this);
    m_method->setObjectName(u"conversionMethod"_s);
    m_method->addItems({u"torchax"_s, u"llm_port"_s, u"none"_s});
    m_emit = check(tr("Emit a readable jnp reference (base.py) in torchax mode"), u"emitReference"_s);
    auto tolerance = [this](const QString &name) {
        auto *spin = new QDoubleSpinBox(this);
        spin->setObjectName(name);
        spin->setDecimals(6);
        spin->setRange(0.0, 10.0);
        spin->setSingleStep(0.001);
        return spin;
    };
    m_atol = tolerance(u"atol"_s);
    m_rtol = tolerance(u"rtol"_s);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_maxIterations = new QSpinBox(this);
    m_maxIterations->setObjectName(u"maxIterations"_s);
    m_maxIterations->setRange(0, 1000);
    m_compare = check(tr("Also time against the original PyTorch (external evaluation)"), u"compareAgainstSource"_s);
    m_tpuVersion = new QComboBox(this);
    m_tpuVersion->setEditable(true);
    m_tpuVersion->addItems({u"TPU v4"_s, u"TPU v5e"_s, u"TPU v5p"_s, u"TPU v6e"_s, u"TPU v7x"_s});

    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Input type"), m_type);
    form->addRow(tr("Input path"), pathRow);
    form->addRow(tr("Entry point"), m_entryPoint);
    form->addRow(m_specGroup);
    form->addRow(m_hasReference);
    form->addRow(tr("References"), m_references);
    form->addRow(QString(), refButtons);
    form->addRow(m_needsConversion);
    form->addRow(tr("Conversion method"), m_method);
    form->addRow(m_emit);
    form->addRow(tr("atol"), m_atol);
    form->addRow(tr("rtol"), m_rtol);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(tr("Iterations"), m_maxIterations);
    form->addRow(m_compare);
    form->addRow(tr("TPU version"), m_tpuVersion);

    connectEdits(addRef, removeRef, browse);
}

void JobForm::connectEdits(QPushButton *addRef, QPushButton *removeRef, QToolButton *browse)
{
    // Form -> document: every change is one undoable command.
    auto onText = [this](QLineEdit *edit, const char *path) {
        connect(edit, &QLineEdit::textEdited, this, [this, path](const QString &value) {
            m_document->editField(path, value.isEmpty() ? std::nullopt : std::optional<Json>(toStd(value)));
        });
    };
    onText(m_name, "name");
    onText(m_path, "input.path");
    onText(m_entryPoint, "input.entry_point");
    onText(m_specDescription, "input.specification.description");
    onText(m_specOperation, "input.specification.operation");
    auto onCombo = [this](QComboBox *combo, const char *path) {
        connect(combo, &QComboBox::currentTextChanged, this, [this, path](const QString &value) {
            if (!m_updating && !value.isEmpty())
                m_document->editField(path, Json(toStd(value)));
        });
    };
    onCombo(m_type, "input.type");
    onCombo(m_synthesizeAs, "input.specification.synthesize_as");
    onCombo(m_method, "jax_conversion.method");
    onCombo(m_tpuVersion, "target.tpu_version");
    auto onCheck = [this](QCheckBox *box, const char *path) {
        connect(box, &QCheckBox::toggled, this, [this, path](bool on) {
            if (!m_updating)
                m_document->editField(path, Json(on));
        });
    };
    onCheck(m_confirmsBaseline, "input.specification.user_confirms_baseline");
    onCheck(m_hasReference, "has_reference");
    onCheck(m_needsConversion, "needs_jax_conversion");
    onCheck(m_emit, "jax_conversion.emit_readable_reference");
    onCheck(m_compare, "evaluation.compare_against_source");
    auto onDouble = [this](QDoubleSpinBox *spin, const char *path) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, path](double value) {
            if (!m_updating)
                m_document->editField(path, Json(value));
        });
    };
    onDouble(m_atol, "correctness.atol");
    onDouble(m_rtol, "correctness.rtol");
    auto onInt = [this](QSpinBox *spin, const char *path) {
        connect(spin, &QSpinBox::valueChanged, this, [this, path](int value) {
            if (!m_updating)
                m_document->editField(path, Json(value));
        });
    };
    onInt(m_seed, "correctness.seed");
    onInt(m_maxIterations, "loop.max_iterations");
    connect(m_references, &QTableWidget::cellChanged, this, [this] {
        if (!m_updating)
            writeReferences();
    });
    connect(addRef, &QPushButton::clicked, this, [this] {
        Json refs = m_document->value("references").value_or(Json::array());
        if (!refs.is_array())
            refs = Json::array();
        refs.push_back(Json{{"type", "cuda"}, {"path", ""}, {"role", "donor"}, {"relationship", "unknown"}});
        m_document->editField("references", refs, tr("Add a reference"));
    });
    connect(removeRef, &QPushButton::clicked, this, [this] {
        Json refs = m_document->value("references").value_or(Json::array());
        const int row = m_references->currentRow();
        if (refs.is_array() && row >= 0 && row < int(refs.size())) {
            refs.erase(refs.begin() + row);
            m_document->editField("references", refs, tr("Remove a reference"));
        }
    });
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Input file"), QFileInfo(m_document->fileName()).absolutePath());
        if (!file.isEmpty())
            m_document->editField("input.path", Json(toStd(file)));
    });
}

void JobForm::writeReferences()
{
    Json refs = m_document->value("references").value_or(Json::array());
    if (!refs.is_array())
        refs = Json::array();
    for (int row = 0; row < m_references->rowCount() && row < int(refs.size()); ++row) {
        const char *keys[] = {"type", "path", "relationship"};
        for (int column = 0; column < 3; ++column) {
            const QTableWidgetItem *cell = m_references->item(row, column);
            refs[size_t(row)][keys[column]] = toStd(cell ? cell->text() : QString());
        }
    }
    m_document->editField("references", refs, tr("Edit a reference"));
}

void JobForm::showDocument(const QString &changedPath)
{
    // Only the widgets of the field that changed (and of the fields inside it, or around it);
    // all of them when the whole job changed.
    m_updating = true;
    const auto touches = [&changedPath](const QString &field) {
        return changedPath.isEmpty() || field == changedPath || field.startsWith(changedPath + u'.')
               || changedPath.startsWith(field + u'.');
    };
    const JobDocument &d = *m_document;
    const kernel::KernelJob job(d.json(), d.fileName()); // the defaults of absent fields
    auto setText = [](QLineEdit *edit, const QString &value) {
        if (edit->text() != value)
            edit->setText(value);
    };
    if (touches(u"name"_s))
        setText(m_name, text(d.value("name")));
    if (touches(u"input.type"_s)) {
        setCombo(m_type, text(d.value("input.type")));
        const bool isSpec = job.isSpecification();
        m_specGroup->setVisible(isSpec);
        m_path->setEnabled(!isSpec);
    }
    if (touches(u"input.path"_s))
        setText(m_path, text(d.value("input.path")));
    if (touches(u"input.entry_point"_s))
        setText(m_entryPoint, text(d.value("input.entry_point")));
    if (touches(u"input.specification.description"_s))
        setText(m_specDescription, text(d.value("input.specification.description")));
    if (touches(u"input.specification.operation"_s))
        setText(m_specOperation, text(d.value("input.specification.operation")));
    if (touches(u"input.specification.synthesize_as"_s))
        setCombo(m_synthesizeAs, text(d.value("input.specification.synthesize_as")).isEmpty()
                                     ? u"pytorch"_s
                                     : text(d.value("input.specification.synthesize_as")));
    if (touches(u"input.specification.user_confirms_baseline"_s))
        m_confirmsBaseline->setChecked(flag(d.value("input.specification.user_confirms_baseline"), false));
    if (touches(u"has_reference"_s))
        m_hasReference->setChecked(job.hasReference());
    if (touches(u"references"_s)) {
        const Json refs = d.value("references").value_or(Json::array());
        m_references->setRowCount(refs.is_array() ? int(refs.size()) : 0);
        for (int row = 0; refs.is_array() && row < int(refs.size()); ++row) {
            const Json &ref = refs[size_t(row)];
            const char *keys[] = {"type", "path", "relationship"};
            for (int column = 0; column < 3; ++column) {
                const auto it = ref.is_object() ? ref.find(keys[column]) : ref.end();
                const QString value =
                    ref.is_object() && it != ref.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
                if (QTableWidgetItem *cell = m_references->item(row, column))
                    cell->setText(value);
                else
                    m_references->setItem(row, column, new QTableWidgetItem(value));
            }
        }
    }
    if (touches(u"needs_jax_conversion"_s) || touches(u"jax_conversion.method"_s)) {
        m_needsConversion->setChecked(job.needsJaxConversion());
        setCombo(m_method, text(d.value("jax_conversion.method")).isEmpty() ? u"none"_s : text(d.value("jax_conversion.method")));
        m_method->setEnabled(m_needsConversion->isChecked());
    }
    if (touches(u"jax_conversion.emit_readable_reference"_s))
        m_emit->setChecked(job.emitReadableReference());
    if (touches(u"correctness.atol"_s))
        m_atol->setValue(job.atol());
    if (touches(u"correctness.rtol"_s))
        m_rtol->setValue(job.rtol());
    if (touches(u"correctness.seed"_s))
        m_seed->setValue(int(job.seed().value_or(kernel::KernelJob::kStarterSeed)));
    if (touches(u"loop.max_iterations"_s))
        m_maxIterations->setValue(int(number(d.value("loop.max_iterations"), kernel::KernelJob::kDefaultMaxIterations)));
    if (touches(u"evaluation.compare_against_source"_s))
        m_compare->setChecked(job.compareAgainstSource());
    if (touches(u"target.tpu_version"_s))
        setCombo(m_tpuVersion, text(d.value("target.tpu_version")));
    m_updating = false;
}

} // namespace twb
