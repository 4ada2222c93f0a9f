#include "widgets/ablation/variable_editor.h"
#include "widgets/common/palette.h"

#include "core/ablation/config_diff.h"
#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/variable_list_model.h"
#include "widgets/common/field_problem_label.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>

using namespace Qt::StringLiterals;

namespace twb {

VariableEditor::VariableEditor(AblationDocument &document, QWidget *parent) : QWidget(parent), m_document(document)
{
    m_path = new QComboBox(this);
    m_path->setObjectName(u"variablePath"_s);
    m_path->setEditable(true);
    m_path->setInsertPolicy(QComboBox::NoInsert);
    m_path->setToolTip(tr("The dotted field of experiment.json to vary, such as train.lr"));

    m_listButton = new QRadioButton(tr("List"), this);
    m_rangeButton = new QRadioButton(tr("Range"), this);
    m_rangeButton->setObjectName(u"rangeButton"_s);
    auto *kind = new QButtonGroup(this);
    kind->addButton(m_listButton);
    kind->addButton(m_rangeButton);
    m_listButton->setChecked(true);

    m_list = new QLineEdit(this);
    m_list->setObjectName(u"listValues"_s);
    m_list->setPlaceholderText(tr("1, 2, 4   or   adamw, sgd"));
    auto *rangePage = new QWidget(this);
    m_lo = new QLineEdit(rangePage);
    m_lo->setObjectName(u"rangeLo"_s);
    //: placeholder: lower end of a value range
    m_lo->setPlaceholderText(tr("lo"));
    m_hi = new QLineEdit(rangePage);
    m_hi->setObjectName(u"rangeHi"_s);
    //: placeholder: upper end of a value range
    m_hi->setPlaceholderText(tr("hi"));
    m_count = new QSpinBox(rangePage);
    m_count->setObjectName(u"rangeCount"_s);
    m_count->setRange(1, 10000);
    m_count->setValue(3);
    m_count->setPrefix(tr("n = "));
    m_scale = new QComboBox(rangePage);
    m_scale->setObjectName(u"rangeScale"_s);
    m_scale->addItem(tr("linear"), u"linear"_s);
    m_scale->addItem(tr("log"), u"log"_s);
    auto *rangeRow = new QHBoxLayout(rangePage);
    rangeRow->setContentsMargins(0, 0, 0, 0);
    rangeRow->addWidget(m_lo, 2);
    rangeRow->addWidget(new QLabel(u"…"_s, rangePage));
    rangeRow->addWidget(m_hi, 2);
    rangeRow->addWidget(m_count, 1);
    rangeRow->addWidget(m_scale, 1);
    m_valuesStack = new QStackedWidget(this);
    m_valuesStack->addWidget(m_list);
    m_valuesStack->addWidget(rangePage);
    m_valuesStack->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_baseline = new QLineEdit(this);
    m_baseline->setObjectName(u"baselineValue"_s);
    m_preview = new FieldProblemLabel(this);
    m_preview->setObjectName(u"valuesPreview"_s);

    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_listButton);
    kindRow->addWidget(m_rangeButton);
    kindRow->addWidget(m_valuesStack, 1);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Field:"), m_path);
    form->addRow(tr("Values:"), kindRow);
    form->addRow(QString(), m_preview);
    form->addRow(tr("Baseline:"), m_baseline);

    connect(m_path->lineEdit(), &QLineEdit::editingFinished, this, &VariableEditor::commitPath);
    connect(m_path, &QComboBox::activated, this, &VariableEditor::commitPath);
    connect(m_rangeButton, &QRadioButton::toggled, this, [this](bool range) {
        m_valuesStack->setCurrentIndex(range ? 1 : 0);
        if (!m_loading)
            commitValues();
    });
    connect(m_list, &QLineEdit::editingFinished, this, &VariableEditor::commitValues);
    connect(m_lo, &QLineEdit::editingFinished, this, &VariableEditor::commitValues);
    connect(m_hi, &QLineEdit::editingFinished, this, &VariableEditor::commitValues);
    connect(m_count, &QSpinBox::editingFinished, this, &VariableEditor::commitValues);
    connect(m_scale, &QComboBox::activated, this, &VariableEditor::commitValues);
    for (QLineEdit *edit : {m_list, m_lo, m_hi})
        connect(edit, &QLineEdit::textEdited, this, [this] {
            m_valuesEdited = true;
            updatePreview();
        });
    connect(m_count, &QSpinBox::valueChanged, this, [this] {
        if (!m_loading)
            m_valuesEdited = true;
        updatePreview();
    });
    connect(m_baseline, &QLineEdit::editingFinished, this, &VariableEditor::commitBaseline);
    // Only what concerns the variable shown; the selection (setIndex) follows added and
    // removed rows.
    connect(&m_document, &AblationDocument::variableChanged, this, [this](int index) {
        if (index == m_index)
            load();
    });
    connect(&m_document, &AblationDocument::baselineChanged, this, &VariableEditor::load);
    connect(&m_document, &AblationDocument::variablesReplaced, this, &VariableEditor::load);
    connect(&m_document, &AblationDocument::specReplaced, this, &VariableEditor::load);
    // The base experiment's fields, for completion (a new base arrives with an expansion).
    connect(&m_document, &AblationDocument::expansionChanged, this, &VariableEditor::updateCompletion);
    setIndex(-1);
}

void VariableEditor::setIndex(int index)
{
    if (index != m_index)
        m_valuesEdited = false; // another variable: its values are untouched
    m_index = index;
    load();
}

Json VariableEditor::parseValue(const QString &text)
{
    const QByteArray utf8 = text.trimmed().toUtf8();
    auto parsed = parseJson(utf8, u"value"_s);
    return parsed ? *parsed : Json(toStd(text.trimmed()));
}

Result<std::vector<Json>> VariableEditor::parseList(const QString &text)
{
    if (text.trimmed().isEmpty())
        return fail(Error::invalid(tr("Give at least one value, such as 1, 2, 4.")));
    // Whole-list JSON first, so that lists and objects with commas inside stay whole.
    if (auto whole = parseJson(u"[%1]"_s.arg(text).toUtf8(), u"values"_s); whole && whole->is_array())
        return std::vector<Json>(whole->begin(), whole->end());
    std::vector<Json> values;
    for (const QString &item : text.split(u',')) {
        if (item.trimmed().isEmpty())
            return fail(Error::invalid(tr("\"%1\" has an empty value between commas.").arg(text)));
        values.push_back(parseValue(item));
    }
    return values;
}

std::optional<AblationVariable> VariableEditor::editedValues(QString *error) const
{
    const QString path = m_index >= 0 ? m_document.spec().variables()[size_t(m_index)].path() : QString();
    if (m_rangeButton->isChecked()) {
        bool loOk = false, hiOk = false;
        const double lo = m_lo->text().trimmed().toDouble(&loOk);
        const double hi = m_hi->text().trimmed().toDouble(&hiOk);
        if (!loOk || !hiOk) {
            *error = tr("lo and hi must be numbers, such as 1e-4 and 1e-2.");
            return std::nullopt;
        }
        const auto integer = [](const QString &s) {
            return !s.contains(u'.') && !s.contains(u'e', Qt::CaseInsensitive);
        };
        const auto scale = m_scale->currentData().toString() == u"log"_s ? ValueRange::Scale::Log
                                                                           : ValueRange::Scale::Linear;
        auto range = ValueRange::make(lo, hi, m_count->value(), scale,
                                      integer(m_lo->text().trimmed()) && integer(m_hi->text().trimmed()), path);
        if (!range) {
            *error = range.error().message;
            return std::nullopt;
        }
        return AblationVariable(path, *range);
    }
    auto values = parseList(m_list->text());
    if (!values) {
        *error = values.error().message;
        return std::nullopt;
    }
    return AblationVariable(path, std::move(*values));
}

void VariableEditor::updatePreview()
{
    QString error;
    const auto values = editedValues(&error);
    if (!values) {
        // Not red before the user typed: a Range just chosen has no lo and hi yet.
        Palette::setTextRole(m_preview, Palette::Role::Error);
        m_preview->setProblem(m_valuesEdited ? error : QString());
        return;
    }
    QStringList texts;
    for (const Json &value : values->values())
        texts << toQString(canonicalJson(value));
    Palette::setTextRole(m_preview, std::nullopt);
    m_preview->setProblem(tr("→ %n value(s): %1", nullptr, int(texts.size())).arg(texts.join(u", "_s)));
}

void VariableEditor::load()
{
    const bool valid = m_index >= 0 && m_index < int(m_document.spec().variables().size());
    if (!valid)
        m_index = -1;
    // Disabling moves the focus out of a field, whose editingFinished must not commit its
    // text (to a variable that may be gone) while the editor is being loaded.
    m_loading = true;
    setEnabled(valid);
    m_loading = false;
    if (!valid) {
        // Nothing selected: show nothing rather than the last variable's values.
        m_loading = true;
        m_path->setEditText(QString());
        m_list->clear();
        m_lo->clear();
        m_hi->clear();
        m_baseline->clear();
        m_preview->setProblem(QString());
        m_loading = false;
        return;
    }
    m_loading = true;
    const AblationVariable &variable = m_document.spec().variables()[size_t(m_index)];
    if (m_path->currentText() != variable.path())
        m_path->setEditText(variable.path());
    m_rangeButton->setChecked(variable.isRange());
    m_listButton->setChecked(!variable.isRange());
    m_valuesStack->setCurrentIndex(variable.isRange() ? 1 : 0);
    if (variable.isRange()) {
        const ValueRange &range = *variable.range();
        const QStringList parts = range.shorthand().split(u':');
        m_lo->setText(parts.value(0));
        m_hi->setText(parts.value(1));
        m_count->setValue(range.count());
        m_scale->setCurrentIndex(range.scale() == ValueRange::Scale::Log ? 1 : 0);
    } else {
        m_list->setText(VariableListModel::valuesText(variable));
    }
    const Json &baseline = m_document.spec().baseline();
    const auto it = baseline.find(toStd(variable.path()));
    m_baseline->setText(it != baseline.end() ? toQString(canonicalJson(*it)) : QString());
    m_baseline->setPlaceholderText(tr("the base experiment's value"));
    m_loading = false;
    updatePreview();
}

void VariableEditor::updateCompletion()
{
    QStringList paths;
    for (const auto &[path, value] : ConfigDiff::flatten(m_document.baseConfig()))
        if (path != u"schema"_s)
            paths << path;
    QStringList shown;
    for (int i = 0; i < m_path->count(); ++i)
        shown << m_path->itemText(i);
    if (shown == paths)
        return; // the same base: keep the box as it is
    const QString current = m_path->currentText();
    m_loading = true;
    m_path->clear();
    m_path->addItems(paths);
    m_path->setEditText(current);
    m_path->completer()->setFilterMode(Qt::MatchContains);
    m_loading = false;
}

void VariableEditor::commitPath()
{
    if (m_loading || m_index < 0)
        return;
    m_document.setVariablePath(m_index, m_path->currentText().trimmed());
}

void VariableEditor::commitValues()
{
    if (m_loading || m_index < 0)
        return;
    QString error;
    const auto values = editedValues(&error);
    updatePreview();
    if (!values)
        return; // the preview shows why; nothing changes until the values parse
    m_document.setVariableValues(m_index, *values);
}

void VariableEditor::commitBaseline()
{
    if (m_loading || m_index < 0)
        return;
    const QString path = m_document.spec().variables()[size_t(m_index)].path();
    const QString text = m_baseline->text().trimmed();
    m_document.setBaselineValue(path, text.isEmpty() ? std::nullopt : std::optional<Json>(parseValue(text)));
}

} // namespace twb
