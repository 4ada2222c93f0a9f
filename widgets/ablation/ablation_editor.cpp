#include "widgets/ablation/ablation_editor.h"
#include "widgets/common/palette.h"

#include "core/ablation/cost_estimate.h"
#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/variable_editor.h"
#include "widgets/ablation/variable_list_model.h"
#include "widgets/common/metric_choice.h"

#include <QLocale>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

AblationEditor::AblationEditor(AblationDocument &document, QWidget *parent) : QWidget(parent), m_document(document)
{
    m_base = new QComboBox(this);
    m_base->setObjectName(u"baseExperiment"_s);
    m_base->setEditable(true);
    m_base->setInsertPolicy(QComboBox::NoInsert);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"mode"_s);
    m_mode->addItem(tr("grid (every combination)"), u"grid"_s);
    m_mode->addItem(tr("zip (i-th values together)"), u"zip"_s);
    m_mode->addItem(tr("one at a time (from the baseline)"), u"one_at_a_time"_s);

    m_variables = new QTableView(this);
    m_variables->setObjectName(u"variables"_s);
    m_variableModel = new VariableListModel(document, this);
    m_variables->setModel(m_variableModel);
    m_variables->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_variables->setSelectionMode(QAbstractItemView::SingleSelection);
    m_variables->verticalHeader()->hide();
    m_variables->horizontalHeader()->setStretchLastSection(true);
    m_variables->horizontalHeader()->setSectionResizeMode(VariableListModel::PathColumn, QHeaderView::ResizeToContents);
    m_variables->horizontalHeader()->setSectionResizeMode(VariableListModel::ValuesColumn, QHeaderView::Stretch);
    m_variables->horizontalHeader()->setSectionResizeMode(VariableListModel::CountColumn, QHeaderView::ResizeToContents);
    m_variables->setMinimumHeight(90);
    auto *add = new QToolButton(this);
    add->setObjectName(u"addVariable"_s);
    add->setText(tr("Add"));
    add->setToolTip(tr("Add a variable"));
    auto *remove = new QToolButton(this);
    remove->setObjectName(u"removeVariable"_s);
    remove->setText(tr("Remove"));
    remove->setToolTip(tr("Remove the selected variable"));
    m_variableEditor = new VariableEditor(document, this);

    m_seeds = new QLineEdit(this);
    m_seeds->setObjectName(u"seeds"_s);
    m_seeds->setPlaceholderText(tr("0, 1, 2  or  0-4 (empty: the base experiment's seed)"));
    m_metricName = new QComboBox(this);
    m_metricName->setObjectName(u"metricName"_s);
    m_metricName->setEditable(true);
    m_metricName->addItems({u"loss"_s, u"eval/loss"_s, u"eval/perplexity"_s, u"tokens_per_s"_s, u"step_time_ms"_s});
    m_goal = new QComboBox(this);
    m_goal->setObjectName(u"metricGoal"_s);
    addMetricGoalItems(m_goal);
    m_at = new QComboBox(this);
    m_at->setObjectName(u"metricAt"_s);
    addMetricAtItems(m_at);
    m_atStep = new QSpinBox(this);
    m_atStep->setRange(0, 1000000000);
    m_atStep->setEnabled(false);
    m_invariants = new QLineEdit(this);
    m_invariants->setObjectName(u"invariants"_s);
    m_invariants->setPlaceholderText(tr("train.batch_size, train.seq_len"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"expansionSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The summary (or why the matrix does not expand) has a fixed place of four lines and
    // scrolls beyond: a longer message must not shrink the variables above it, which would
    // move every field under the pointer.
    auto *summaryScroll = new QScrollArea(this);
    summaryScroll->setObjectName(u"expansionSummaryArea"_s);
    summaryScroll->setWidget(m_summary);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setFrameShape(QFrame::NoFrame);
    summaryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summaryScroll->setFixedHeight(4 * fontMetrics().lineSpacing() + 2 * summaryScroll->frameWidth());

    auto *form = new QFormLayout;
    form->addRow(tr("Base experiment:"), m_base);
    form->addRow(tr("Mode:"), m_mode);
    auto *variablesBox = new QGroupBox(tr("Variables"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *variablesLayout = new QVBoxLayout(variablesBox);
    variablesLayout->addWidget(m_variables, 1);
    variablesLayout->addLayout(buttons);
    variablesLayout->addWidget(m_variableEditor);
    auto *metricRow = new QHBoxLayout;
    metricRow->addWidget(m_metricName, 2);
    metricRow->addWidget(m_goal, 1);
    metricRow->addWidget(m_at, 1);
    metricRow->addWidget(m_atStep, 1);
    // In a 1024 px window the metric's name (its own text field) and the mode (a row of its
    // own) give up width; the goal and "at" keep their short texts whole.
    for (QComboBox *box : {m_metricName, m_mode}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    auto *lower = new QFormLayout;
    lower->addRow(tr("Seeds:"), m_seeds);
    lower->addRow(tr("Metric:"), metricRow);
    lower->addRow(tr("Invariants:"), m_invariants);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(variablesBox, 1);
    layout->addLayout(lower);
    layout->addWidget(summaryScroll);

    connect(add, &QToolButton::clicked, this, &AblationEditor::addVariable);
    connect(remove, &QToolButton::clicked, this, &AblationEditor::removeSelectedVariable);
    connect(m_variables->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_selectedRow = current.row();
                m_variableEditor->setIndex(current.isValid() ? current.row() : -1);
            });
    connect(m_variableModel, &QAbstractItemModel::modelReset, this, [this] {
        // Another ablation (or several variables back at once): keep editing the same row, or
        // the last one when it is gone.
        const int row = std::min(m_selectedRow, m_variableModel->rowCount() - 1);
        if (row >= 0 && row < m_variableModel->rowCount())
            m_variables->selectionModel()->setCurrentIndex(m_variableModel->index(row, 0),
                                                           QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        else
            m_variableEditor->setIndex(-1);
    });
    // A row inserted or removed above the selected one moves it without a currentRowChanged:
    // the variable editor follows the selection to its new row.
    const auto followSelection = [this] {
        const QModelIndex current = m_variables->selectionModel()->currentIndex();
        if (current.isValid())
            m_selectedRow = current.row();
        m_variableEditor->setIndex(current.isValid() ? current.row() : -1);
    };
    connect(m_variableModel, &QAbstractItemModel::rowsInserted, this, followSelection);
    connect(m_variableModel, &QAbstractItemModel::rowsRemoved, this, followSelection);
    connect(m_mode, &QComboBox::activated, this, [this] {
        const auto mode = AblationSpec::parseMode(m_mode->currentData().toString());
        if (!m_loading && mode)
            m_document.setMode(*mode);
    });
    const auto commitBase = [this] {
        if (!m_loading)
            m_document.setBase(m_base->currentText().trimmed());
    };
    connect(m_base->lineEdit(), &QLineEdit::editingFinished, this, commitBase);
    connect(m_base, &QComboBox::activated, this, commitBase);
    connect(m_seeds, &QLineEdit::editingFinished, this, &AblationEditor::commitSeeds);
    connect(m_metricName->lineEdit(), &QLineEdit::editingFinished, this, &AblationEditor::commitMetric);
    connect(m_metricName, &QComboBox::activated, this, &AblationEditor::commitMetric);
    connect(m_goal, &QComboBox::activated, this, &AblationEditor::commitMetric);
    connect(m_at, &QComboBox::activated, this, &AblationEditor::commitMetric);
    connect(m_atStep, &QSpinBox::editingFinished, this, &AblationEditor::commitMetric);
    connect(m_invariants, &QLineEdit::editingFinished, this, &AblationEditor::commitInvariants);
    // Each field follows its own signal; another ablation refreshes them all.
    connect(&document, &AblationDocument::specReplaced, this, &AblationEditor::showSpec);
    connect(&document, &AblationDocument::baseChanged, this, &AblationEditor::showBase);
    connect(&document, &AblationDocument::modeChanged, this, &AblationEditor::showMode);
    connect(&document, &AblationDocument::seedsChanged, this, &AblationEditor::showSeeds);
    connect(&document, &AblationDocument::metricChanged, this, &AblationEditor::showMetric);
    connect(&document, &AblationDocument::invariantsChanged, this, &AblationEditor::showInvariants);
    connect(&document, &AblationDocument::expansionChanged, this, &AblationEditor::showExpansion);
    showSpec();
    showExpansion();
}

void AblationEditor::setExperimentChoices(const QStringList &bases)
{
    m_loading = true;
    const QString current = m_base->currentText();
    m_base->clear();
    m_base->addItems(bases);
    m_base->setEditText(current);
    m_loading = false;
}

void AblationEditor::showSpec()
{
    showBase();
    showMode();
    showSeeds();
    showMetric();
    showInvariants();
}

void AblationEditor::showBase()
{
    const QSignalBlocker blocker(m_base);
    if (m_base->currentText() != m_document.spec().base())
        m_base->setEditText(m_document.spec().base());
}

void AblationEditor::showMode()
{
    const QSignalBlocker blocker(m_mode);
    m_mode->setCurrentIndex(m_mode->findData(AblationSpec::modeName(m_document.spec().mode())));
}

void AblationEditor::showSeeds()
{
    const QSignalBlocker blocker(m_seeds);
    if (parseSeeds(m_seeds->text()) != std::optional(m_document.spec().seeds()))
        m_seeds->setText(seedsText(m_document.spec().seeds()));
}

void AblationEditor::showMetric()
{
    const QSignalBlocker b1(m_metricName), b2(m_goal), b3(m_at), b4(m_atStep);
    const AblationMetric &metric = m_document.spec().metric();
    m_metricName->setEditText(metric.name);
    m_goal->setCurrentIndex(metric.goal == AblationMetric::Goal::Max ? 1 : 0);
    m_at->setCurrentIndex(int(metric.at));
    m_atStep->setEnabled(metric.at == AblationMetric::At::Step);
    m_atStep->setValue(int(metric.step));
}

void AblationEditor::showInvariants()
{
    const QSignalBlocker blocker(m_invariants);
    m_invariants->setText(m_document.spec().invariants().join(u", "_s));
}

void AblationEditor::showExpansion()
{
    if (m_document.isExpanding() && !m_document.loaded() && m_document.expansionError().isEmpty()) {
        m_summary->setText(tr("Expanding…"));
        return;
    }
    if (!m_document.expansionError().isEmpty()) {
        m_summary->setText(Palette::richText(Palette::Role::Error, m_document.expansionError(), m_summary->palette()));
        return;
    }
    const auto &loaded = m_document.loaded();
    if (!loaded)
        return;
    const AblationExpansion &expansion = loaded->expansion;
    //: The matrix's size: "4 cells × 2 seeds = <b>8 runs</b>".
    QString text = tr("%1 × %2 = <b>%3</b>")
                       .arg(tr("%n cell(s)", nullptr, int(expansion.cells().size())),
                            tr("%n seed(s)", nullptr, int(expansion.seeds().size())),
                            tr("%n run(s)", nullptr, int(expansion.runs().size())));
    // The file's step time, else the one the experiment's finished runs measured.
    const CostEstimate estimate = CostEstimate::compute(expansion, loaded->stepSeconds(), loaded->stepTimeSource());
    text += u"<br>"_s + estimate.describe(QLocale()).toHtmlEscaped();
    for (const QString &note : expansion.notes())
        text += u"<br><i>"_s + note.toHtmlEscaped() + u"</i>"_s;
    m_summary->setText(text);
}

void AblationEditor::addVariable()
{
    // Start from a field the base has and the matrix does not vary yet; the user edits it.
    QString path = u"train.lr"_s;
    std::vector<Json> values{Json(0.0001), Json(0.001)};
    for (const AblationVariable &variable : m_document.spec().variables())
        if (variable.path() == path) {
            path = u"train.warmup_steps"_s;
            values = {Json(0), Json(100)};
        }
    selectVariable(m_document.addVariable(AblationVariable(path, values)));
}

void AblationEditor::removeSelectedVariable()
{
    const QModelIndex current = m_variables->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    m_document.removeVariable(current.row());
}

void AblationEditor::selectVariable(int index)
{
    m_selectedRow = index;
    m_variables->selectionModel()->setCurrentIndex(m_variableModel->index(index, 0),
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_variableEditor->setIndex(index);
}

std::optional<std::vector<qint64>> AblationEditor::parseSeeds(const QString &text)
{
    std::vector<qint64> seeds;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QString item = part.trimmed();
        const qsizetype dash = item.indexOf(u'-', 1);
        bool ok = false, ok2 = false;
        if (dash > 0) {
            const qint64 from = item.left(dash).trimmed().toLongLong(&ok);
            const qint64 to = item.mid(dash + 1).trimmed().toLongLong(&ok2);
            if (!ok || !ok2 || from < 0 || to < from || to - from > 10000)
                return std::nullopt;
            for (qint64 s = from; s <= to; ++s)
                seeds.push_back(s);
        } else {
            const qint64 seed = item.toLongLong(&ok);
            if (!ok || seed < 0)
                return std::nullopt;
            seeds.push_back(seed);
        }
    }
    return seeds;
}

QString AblationEditor::seedsText(const std::vector<qint64> &seeds)
{
    QStringList parts;
    for (qint64 seed : seeds)
        parts << QString::number(seed);
    return parts.join(u", "_s);
}

void AblationEditor::commitSeeds()
{
    if (m_loading)
        return;
    const auto seeds = parseSeeds(m_seeds->text());
    if (!seeds) {
        m_seeds->setToolTip(tr("Seeds are whole numbers of 0 or more: \"0, 1, 2\" or \"0-4\"."));
        Palette::setTextRole(m_seeds, Palette::Role::Error);
        return;
    }
    Palette::setTextRole(m_seeds, std::nullopt);
    m_seeds->setToolTip(QString());
    m_document.setSeeds(*seeds);
}

void AblationEditor::commitMetric()
{
    if (m_loading)
        return;
    AblationMetric metric;
    metric.name = m_metricName->currentText().trimmed();
    if (metric.name.isEmpty())
        return;
    metric.goal = m_goal->currentData().toString() == u"max"_s ? AblationMetric::Goal::Max : AblationMetric::Goal::Min;
    const QString at = m_at->currentData().toString();
    metric.at = at == u"best"_s ? AblationMetric::At::Best : at == u"step"_s ? AblationMetric::At::Step
                                                                             : AblationMetric::At::Final;
    metric.step = metric.at == AblationMetric::At::Step ? m_atStep->value() : 0;
    m_atStep->setEnabled(metric.at == AblationMetric::At::Step);
    m_document.setMetric(metric);
}

void AblationEditor::commitInvariants()
{
    if (m_loading)
        return;
    QStringList invariants;
    for (const QString &part : m_invariants->text().split(u',', Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            invariants << part.trimmed();
    m_document.setInvariants(invariants);
}

} // namespace twb
