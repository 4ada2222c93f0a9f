#pragma once

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QToolButton;

namespace twb {

class AblationDocument;
class VariableEditor;
class VariableListModel;

// The matrix editor: base experiment, mode, the variables (table + editor of the selected
// one), seeds, the metric and its goal, invariants; below, what the matrix expands to (cells,
// runs, cost) or why it cannot. Every change is a document edit (one undo step); each field
// follows the document's signal for it.
class AblationEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationEditor)

public:
    explicit AblationEditor(AblationDocument &document, QWidget *parent = nullptr);

    // Experiments offered as bases ("experiments/<name>/experiment.json").
    void setExperimentChoices(const QStringList &bases);

    void addVariable();
    void removeSelectedVariable();
    void selectVariable(int index);

    // "-"-separated ranges and comma lists: "0, 1, 2" or "0-4".
    static std::optional<std::vector<qint64>> parseSeeds(const QString &text);
    static QString seedsText(const std::vector<qint64> &seeds);

    QTableView *variablesView() const { return m_variables; }
    VariableEditor *variableEditor() const { return m_variableEditor; }
    QLabel *summaryLabel() const { return m_summary; }

private:
    void showSpec();
    void showBase();
    void showMode();
    void showSeeds();
    void showMetric();
    void showInvariants();
    void showExpansion();
    void commitSeeds();
    void commitMetric();
    void commitInvariants();

    AblationDocument &m_document;
    bool m_loading = false;
    int m_selectedRow = -1;
    QComboBox *m_base = nullptr;
    QComboBox *m_mode = nullptr;
    QTableView *m_variables = nullptr;
    VariableListModel *m_variableModel = nullptr;
    VariableEditor *m_variableEditor = nullptr;
    QLineEdit *m_seeds = nullptr;
    QComboBox *m_metricName = nullptr;
    QComboBox *m_goal = nullptr;
    QComboBox *m_at = nullptr;
    QSpinBox *m_atStep = nullptr;
    QLineEdit *m_invariants = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace twb
