#include "widgets/kernel/python_highlighter.h"

using namespace Qt::StringLiterals;

namespace twb {

PythonHighlighter::PythonHighlighter(QTextDocument *document) : QSyntaxHighlighter(document)
{
    QTextCharFormat keyword;
    keyword.setForeground(QColor(0x0b, 0x5c, 0xad));
    keyword.setFontWeight(QFont::Bold);
    QTextCharFormat builtin;
    builtin.setForeground(QColor(0x6f, 0x42, 0xc1));
    QTextCharFormat decorator;
    decorator.setForeground(QColor(0xa0, 0x5a, 0x00));
    QTextCharFormat number;
    number.setForeground(QColor(0x09, 0x86, 0x58));
    QTextCharFormat definition;
    definition.setForeground(QColor(0x79, 0x5e, 0x26));
    definition.setFontWeight(QFont::Bold);
    m_stringFormat.setForeground(QColor(0xa3, 0x15, 0x15));
    m_commentFormat.setForeground(QColor(0x6a, 0x73, 0x7d));
    m_commentFormat.setFontItalic(true);

    const QString keywords = u"and|as|assert|async|await|break|class|continue|def|del|elif|else|except|"
                             u"False|finally|for|from|global|if|import|in|is|lambda|None|nonlocal|not|or|"
                             u"pass|raise|return|True|try|while|with|yield"_s;
    const QString builtins = u"abs|all|any|bool|dict|enumerate|float|int|isinstance|len|list|max|min|"
                             u"print|range|reversed|round|set|sorted|str|sum|super|tuple|type|zip|self"_s;
    m_rules.append({QRegularExpression(u"\\b(%1)\\b"_s.arg(keywords)), keyword});
    m_rules.append({QRegularExpression(u"\\b(%1)\\b"_s.arg(builtins)), builtin});
    m_rules.append({QRegularExpression(u"(?<=\\bdef |\\bclass )\\w+"_s), definition});
    m_rules.append({QRegularExpression(u"@[\\w.]+"_s), decorator});
    m_rules.append({QRegularExpression(u"\\b(0[xX][0-9a-fA-F]+|\\d+\\.?\\d*([eE][+-]?\\d+)?)\\b"_s), number});
}

void PythonHighlighter::setLinePrefixLength(int length)
{
    m_prefix = length;
    rehighlight();
}

void PythonHighlighter::highlightBlock(const QString &fullText)
{
    const QString text = fullText.mid(m_prefix);
    const int offset = int(std::min<qsizetype>(m_prefix, fullText.size()));
    for (const Rule &rule : m_rules) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto match = it.next();
            setFormat(offset + int(match.capturedStart()), int(match.capturedLength()), rule.format);
        }
    }
    // Strings and comments last, scanning left to right so that '#' inside a string and
    // quotes inside a comment are not misread. State 1: inside a """ block, 2: inside '''.
    int i = 0;
    int state = previousBlockState() > 0 ? previousBlockState() : 0;
    while (i < text.size()) {
        if (state > 0) {
            const QString close = state == 1 ? u"\"\"\""_s : u"'''"_s;
            const qsizetype end = text.indexOf(close, i);
            const int stop = end < 0 ? int(text.size()) : int(end + 3);
            setFormat(offset + i, stop - i, m_stringFormat);
            if (end < 0)
                break;
            i = stop;
            state = 0;
            continue;
        }
        const QChar c = text[i];
        if (c == u'#') {
            setFormat(offset + i, int(text.size()) - i, m_commentFormat);
            break;
        }
        if (c == u'"' || c == u'\'') {
            const QString triple(3, c);
            if (text.mid(i, 3) == triple) {
                state = c == u'"' ? 1 : 2;
                setFormat(offset + i, 3, m_stringFormat);
                i += 3;
                continue;
            }
            int j = i + 1;
            while (j < text.size() && text[j] != c) {
                if (text[j] == u'\\')
                    ++j;
                ++j;
            }
            const int stop = std::min(int(text.size()), j + 1);
            setFormat(offset + i, stop - i, m_stringFormat);
            i = stop;
            continue;
        }
        ++i;
    }
    setCurrentBlockState(state);
}

} // namespace twb
