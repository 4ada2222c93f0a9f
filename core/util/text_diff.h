#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// A line diff on Debian's dtl (Wu's O(NP) algorithm: a shortest edit script), for previews of
// generated files against what is on disk and for the diffs between kernel iterations.
struct DiffLine
{
    enum class Kind { Same, Removed, Added };

    Kind kind = Kind::Same;
    QString text;      // without the line break
    int oldLine = 0;   // 1-based line in the old text; 0 for Added
    int newLine = 0;   // 1-based line in the new text; 0 for Removed
};

class TextDiff final
{
public:
    // Every line of both texts in order, each marked same, removed or added.
    static QList<DiffLine> lines(const QString &oldText, const QString &newText);

    // `diff -u` style text with `context` lines around each change; empty when equal.
    static QString unified(const QString &oldText, const QString &newText, const QString &oldLabel,
                           const QString &newLabel, int context = 3);

    // Lines added and removed.
    static QPair<int, int> counts(const QList<DiffLine> &diff);

    static QStringList splitLines(const QString &text);
};

} // namespace twb
