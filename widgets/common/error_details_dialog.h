#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace twb {

// The whole text of an error (an SSH error names its cause and the fix, often over several
// lines) in a read-only text the user can select and copy, with a Copy button. Opened from a
// banner's or a row's "Details" when the place the error first shows is too small for it.
class ErrorDetailsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ErrorDetailsDialog)

public:
    ErrorDetailsDialog(const QString &title, const QString &text, QWidget *parent = nullptr);

    QString text() const;
    QPlainTextEdit *textView() const { return m_text; }

    // The first line of `text`, cut to about `maxChars` with an ellipsis, for a one-line place.
    static QString summary(const QString &text, int maxChars = 160);

private:
    QPlainTextEdit *m_text = nullptr;
};

} // namespace twb
