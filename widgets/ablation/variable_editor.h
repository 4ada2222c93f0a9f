#pragma once

#include "core/ablation/ablation_variable.h"
#include "core/util/error.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace twb {

class AblationDocument;
class FieldProblemLabel;

// Edits one variable of the document: the field it varies (with completion from the base
// experiment), its values as a list ("1, 2, 4"; JSON per item, bare words are strings) or a
// range (lo, hi, n, linear/log) with a preview of the values, and its baseline value. Each
// finished edit is one undo command. The preview (or why the values do not parse) is one line
// that is always there, so the fields below it never move; a problem shows only once the user
// edited the values (a fresh Range has no lo and hi yet and is not an error).
class VariableEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VariableEditor)

public:
    explicit VariableEditor(AblationDocument &document, QWidget *parent = nullptr);

    // Which variable to edit (-1: none; the editor is disabled).
    void setIndex(int index);
    int index() const { return m_index; }

    // "1, 2, 4" / "adamw, sgd" / "[1, 2], [3]" -> values; an empty text is an error.
    static Result<std::vector<Json>> parseList(const QString &text);
    // One value as typed: JSON when it parses, else the text as a string.
    static Json parseValue(const QString &text);

    QComboBox *pathBox() const { return m_path; }
    QLineEdit *listEdit() const { return m_list; }
    QRadioButton *rangeButton() const { return m_rangeButton; }
    QLineEdit *loEdit() const { return m_lo; }
    QLineEdit *hiEdit() const { return m_hi; }
    QSpinBox *countBox() const { return m_count; }
    QComboBox *scaleBox() const { return m_scale; }
    QLineEdit *baselineEdit() const { return m_baseline; }
    // The preview line; problem() is its whole text (the label elides it).
    FieldProblemLabel *previewLabel() const { return m_preview; }

private:
    void load();
    void commitPath();
    void commitValues();
    void commitBaseline();
    std::optional<AblationVariable> editedValues(QString *error) const;
    void updatePreview();
    void updateCompletion();

    AblationDocument &m_document;
    int m_index = -1;
    bool m_loading = false;
    QComboBox *m_path = nullptr;
    QRadioButton *m_listButton = nullptr;
    QRadioButton *m_rangeButton = nullptr;
    QStackedWidget *m_valuesStack = nullptr;
    QLineEdit *m_list = nullptr;
    QLineEdit *m_lo = nullptr;
    QLineEdit *m_hi = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_scale = nullptr;
    QLineEdit *m_baseline = nullptr;
    FieldProblemLabel *m_preview = nullptr;
    bool m_valuesEdited = false; // the user typed into the values of this variable
};

} // namespace twb
