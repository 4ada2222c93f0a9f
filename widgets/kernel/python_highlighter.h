#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace twb {

// Python colouring for the kernel code viewer: keywords, builtins, decorators, numbers,
// strings (including triple-quoted blocks across lines) and comments. Diff views prefix each
// line with "+ ", "- " or "  "; `setLinePrefixLength(2)` skips that column.
class PythonHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PythonHighlighter)

public:
    explicit PythonHighlighter(QTextDocument *document);

    void setLinePrefixLength(int length);

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    QList<Rule> m_rules;
    QTextCharFormat m_stringFormat;
    QTextCharFormat m_commentFormat;
    int m_prefix = 0;
};

} // namespace twb
