#include "core/experiment/python_source_mask.h"

namespace twb {

QString PythonSourceMask::withoutComments(const QString &source)
{
    return mask(source, false);
}

QString PythonSourceMask::codeOnly(const QString &source)
{
    return mask(source, true);
}

QString PythonSourceMask::mask(const QString &source, bool maskStrings)
{
    QString out = source;
    const qsizetype n = source.size();
    auto blank = [&](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to && i < n; ++i)
            if (out[i] != u'\n')
                out[i] = u' ';
    };
    qsizetype i = 0;
    while (i < n) {
        const QChar c = source[i];
        if (c == u'#') {
            const qsizetype end = source.indexOf(u'\n', i);
            blank(i, end < 0 ? n : end);
            i = end < 0 ? n : end;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            // A string prefix (r, b, f, u, rb, ...) stays as code: it is part of the token.
            const bool triple = i + 2 < n && source[i + 1] == c && source[i + 2] == c;
            const qsizetype quoteLength = triple ? 3 : 1;
            bool raw = false;
            for (qsizetype p = i - 1; p >= 0 && source[p].isLetter(); --p)
                raw |= source[p].toLower() == u'r';
            qsizetype j = i + quoteLength;
            while (j < n) {
                if (!raw && source[j] == u'\\') {
                    j += 2;
                    continue;
                }
                if (triple ? (j + 2 < n && source[j] == c && source[j + 1] == c && source[j + 2] == c)
                           : source[j] == c) {
                    break;
                }
                if (!triple && source[j] == u'\n')
                    break; // unterminated single-line string: stop at the line end
                ++j;
            }
            const qsizetype contentEnd = std::min(j, n);
            if (maskStrings)
                blank(i + quoteLength, contentEnd);
            i = contentEnd + (j < n && source[j] != u'\n' ? quoteLength : 0);
            continue;
        }
        ++i;
    }
    return out;
}

} // namespace twb
