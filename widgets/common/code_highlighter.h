#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace twb {

// Syntax colours for the code the workbench shows: Python, JSON, shell scripts, Markdown and
// unified diffs. Deliberately small (keywords, strings, comments, numbers, a few more), fast
// enough for generated files of a few thousand lines, and shared by every panel with a code
// view. Python triple-quoted strings may span lines (tracked in the block state).
class CodeHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeHighlighter)

public:
    enum class Language { Plain, Python, Json, Shell, Markdown, Diff };
    enum class Role { Keyword, Builtin, String, Comment, Number, Decorator, Key, Variable, Heading, Added, Removed, Hunk };

    explicit CodeHighlighter(QTextDocument *document, Language language = Language::Plain);

    void setLanguage(Language language);
    Language language() const { return m_language; }

    // By file name: *.py, *.json/*.jsonl, *.sh/*.bash, *.md, *.diff/*.patch; else Plain.
    static Language languageForFile(const QString &fileName);

    // The format used for a role (tests and legends read it).
    QTextCharFormat format(Role role) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        Role role;
        int group = 0;
    };

    void rebuildRules();
    void highlightPython(const QString &text);
    void applyRules(const QString &text);
    void markStrings(const QString &text, int from);

    Language m_language;
    QList<Rule> m_rules;
};

} // namespace twb
