#include "widgets/common/code_highlighter.h"

#include "widgets/common/palette.h"

#include <QFileInfo>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// States of a block that ends inside a Python triple-quoted string.
constexpr int kInTripleDouble = 1;
constexpr int kInTripleSingle = 2;

QString wordAlternation(const QStringList &words)
{
    return u"\\b(?:"_s + words.join(u'|') + u")\\b"_s;
}

} // namespace

CodeHighlighter::CodeHighlighter(QTextDocument *document, Language language)
    : QSyntaxHighlighter(document), m_language(language)
{
    rebuildRules();
}

void CodeHighlighter::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    rebuildRules();
    rehighlight();
}

CodeHighlighter::Language CodeHighlighter::languageForFile(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == u"py"_s)
        return Language::Python;
    if (suffix == u"json"_s || suffix == u"jsonl"_s)
        return Language::Json;
    if (suffix == u"sh"_s || suffix == u"bash"_s)
        return Language::Shell;
    if (suffix == u"md"_s)
        return Language::Markdown;
    if (suffix == u"diff"_s || suffix == u"patch"_s)
        return Language::Diff;
    return Language::Plain;
}

QTextCharFormat CodeHighlighter::format(Role role) const
{
    // Palette::syntax picks tones for the application's palette (light or dark).
    using S = Palette::Syntax;
    const auto colour = [](S syntax) { return Palette::syntax(syntax); };
    const auto faint = [](S syntax) {
        QColor c = Palette::syntax(syntax);
        c.setAlpha(40);
        return c;
    };
    QTextCharFormat f;
    switch (role) {
    case Role::Keyword: f.setForeground(colour(S::Keyword)); f.setFontWeight(QFont::Bold); break;
    case Role::Builtin: f.setForeground(colour(S::Builtin)); break;
    case Role::String: f.setForeground(colour(S::String)); break;
    case Role::Comment: f.setForeground(colour(S::Comment)); f.setFontItalic(true); break;
    case Role::Number: f.setForeground(colour(S::Number)); break;
    case Role::Decorator: f.setForeground(colour(S::Decorator)); break;
    case Role::Key: f.setForeground(colour(S::Builtin)); f.setFontWeight(QFont::Bold); break;
    case Role::Variable: f.setForeground(colour(S::Decorator)); break;
    case Role::Heading: f.setForeground(colour(S::Keyword)); f.setFontWeight(QFont::Bold); break;
    case Role::Added: f.setForeground(colour(S::Added)); f.setBackground(faint(S::Added)); break;
    case Role::Removed: f.setForeground(colour(S::Removed)); f.setBackground(faint(S::Removed)); break;
    case Role::Hunk: f.setForeground(colour(S::Builtin)); break;
    }
    return f;
}

void CodeHighlighter::rebuildRules()
{
    m_rules.clear();
    switch (m_language) {
    case Language::Python:
        m_rules = {
            {QRegularExpression(wordAlternation({u"and"_s, u"as"_s, u"assert"_s, u"break"_s, u"class"_s, u"continue"_s,
                                                 u"def"_s, u"del"_s, u"elif"_s, u"else"_s, u"except"_s, u"finally"_s,
                                                 u"for"_s, u"from"_s, u"global"_s, u"if"_s, u"import"_s, u"in"_s,
                                                 u"is"_s, u"lambda"_s, u"nonlocal"_s, u"not"_s, u"or"_s, u"pass"_s,
                                                 u"raise"_s, u"return"_s, u"try"_s, u"while"_s, u"with"_s,
                                                 u"yield"_s, u"None"_s, u"True"_s, u"False"_s})),
             Role::Keyword},
            {QRegularExpression(wordAlternation({u"self"_s, u"print"_s, u"len"_s, u"range"_s, u"int"_s, u"float"_s,
                                                 u"str"_s, u"dict"_s, u"list"_s, u"tuple"_s, u"set"_s, u"isinstance"_s,
                                                 u"super"_s, u"open"_s, u"max"_s, u"min"_s, u"sum"_s, u"zip"_s})),
             Role::Builtin},
            {QRegularExpression(u"\\b(?:0[xX][0-9a-fA-F_]+|\\d[\\d_]*(?:\\.\\d*)?(?:[eE][+-]?\\d+)?)\\b"_s), Role::Number},
            {QRegularExpression(u"^\\s*(@[\\w.]+)"_s), Role::Decorator, 1},
        };
        break;
    case Language::Json:
        m_rules = {
            {QRegularExpression(u"-?\\b\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?\\b"_s), Role::Number},
            {QRegularExpression(wordAlternation({u"true"_s, u"false"_s, u"null"_s, u"NaN"_s, u"Infinity"_s})), Role::Keyword},
            {QRegularExpression(u"\"(?:[^\"\\\\]|\\\\.)*\""_s), Role::String},
            {QRegularExpression(u"(\"(?:[^\"\\\\]|\\\\.)*\")\\s*:"_s), Role::Key, 1},
        };
        break;
    case Language::Shell:
        m_rules = {
            {QRegularExpression(wordAlternation({u"if"_s, u"then"_s, u"else"_s, u"elif"_s, u"fi"_s, u"for"_s, u"in"_s,
                                                 u"do"_s, u"done"_s, u"while"_s, u"case"_s, u"esac"_s, u"function"_s,
                                                 u"return"_s, u"exit"_s, u"local"_s, u"export"_s, u"set"_s,
                                                 u"trap"_s, u"wait"_s, u"exec"_s})),
             Role::Keyword},
            {QRegularExpression(u"\\$(?:\\{[^}]*\\}|\\w+|[@*#?$!0-9])"_s), Role::Variable},
        };
        break;
    case Language::Markdown:
        m_rules = {
            {QRegularExpression(u"^#{1,6}\\s.*$"_s), Role::Heading},
            {QRegularExpression(u"`[^`]+`"_s), Role::String},
            {QRegularExpression(u"\\*\\*[^*]+\\*\\*"_s), Role::Keyword},
        };
        break;
    case Language::Diff:
        m_rules = {
            {QRegularExpression(u"^\\+(?!\\+\\+ ).*$"_s), Role::Added},
            {QRegularExpression(u"^-(?!-- ).*$"_s), Role::Removed},
            {QRegularExpression(u"^@@.*@@"_s), Role::Hunk},
            {QRegularExpression(u"^(?:\\+\\+\\+|---) .*$"_s), Role::Heading},
        };
        break;
    case Language::Plain:
        break;
    }
}

void CodeHighlighter::applyRules(const QString &text)
{
    for (const Rule &rule : std::as_const(m_rules)) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto match = it.next();
            setFormat(int(match.capturedStart(rule.group)), int(match.capturedLength(rule.group)), format(rule.role));
        }
    }
}

// Strings and comments of Python and shell, scanned left to right so that a '#' inside a
// string is not a comment and quotes inside a comment are not strings.
void CodeHighlighter::markStrings(const QString &text, int from)
{
    const bool python = m_language == Language::Python;
    int i = from;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'#') {
            setFormat(i, int(text.size()) - i, format(Role::Comment));
            return;
        }
        if (c == u'"' || c == u'\'') {
            if (python && text.mid(i, 3) == QString(3, c)) {
                const int end = int(text.indexOf(QString(3, c), i + 3));
                if (end < 0) {
                    setFormat(i, int(text.size()) - i, format(Role::String));
                    setCurrentBlockState(c == u'"' ? kInTripleDouble : kInTripleSingle);
                    return;
                }
                setFormat(i, end + 3 - i, format(Role::String));
                i = end + 3;
                continue;
            }
            int j = i + 1;
            while (j < text.size() && text[j] != c) {
                if (text[j] == u'\\' && c == u'"')
                    ++j;
                ++j;
            }
            setFormat(i, std::min(j + 1, int(text.size())) - i, format(Role::String));
            i = j + 1;
            continue;
        }
        ++i;
    }
}

void CodeHighlighter::highlightPython(const QString &text)
{
    int start = 0;
    const int previous = previousBlockState();
    if (previous == kInTripleDouble || previous == kInTripleSingle) {
        const QString quotes = previous == kInTripleDouble ? u"\"\"\""_s : u"'''"_s;
        const int end = int(text.indexOf(quotes));
        if (end < 0) {
            setFormat(0, int(text.size()), format(Role::String));
            setCurrentBlockState(previous);
            return;
        }
        setFormat(0, end + 3, format(Role::String));
        start = end + 3;
    }
    applyRules(text); // keywords and numbers first; strings and comments win after
    if (start > 0)
        setFormat(0, start, format(Role::String));
    markStrings(text, start);
}

void CodeHighlighter::highlightBlock(const QString &text)
{
    setCurrentBlockState(0);
    switch (m_language) {
    case Language::Python:
        highlightPython(text);
        break;
    case Language::Shell:
        applyRules(text);
        markStrings(text, 0);
        break;
    default:
        applyRules(text);
        break;
    }
}

} // namespace twb
