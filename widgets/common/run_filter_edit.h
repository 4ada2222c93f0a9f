#pragma once

#include "core/runs/run_filter.h"

#include <QWidget>

class QLabel;
class QLineEdit;

namespace twb {

// The runs lists' filter line (the Monitor's runs, Compare's run picker): RunFilter's syntax,
// parsed as the user types. A malformed filter is shown under the line, in place, with the
// term and column RunFilter names; the list keeps the last valid filter meanwhile, so it does
// not jump while a term is half typed.
class RunFilterEdit final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunFilterEdit)

public:
    explicit RunFilterEdit(QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_edit; }
    QLabel *errorLabel() const { return m_error; }
    // The last valid filter (empty: every run).
    const RunFilter &filter() const { return m_filter; }
    bool isValid() const { return m_valid; }
    // Empty while the text is valid.
    QString errorText() const;
    void setText(const QString &text);

Q_SIGNALS:
    // A new valid filter (not sent for a malformed text).
    void filterChanged();

private:
    void parse(const QString &text);

    QLineEdit *m_edit = nullptr;
    QLabel *m_error = nullptr;
    RunFilter m_filter;
    bool m_valid = true;
};

} // namespace twb
