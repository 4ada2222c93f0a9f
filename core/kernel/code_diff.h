#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace twb::kernel {

// A line diff of two kernels (iterations, base.py) on Debian's dtl (Wu's O(NP) algorithm),
// shown by the run view. (core/util/text_diff.h is the scaffold's own Myers diff for file
// previews; the kernel view uses dtl as its issue asks.) QtCore only.
class CodeDiff final
{
public:
    struct Line
    {
        enum class Kind { Same, Removed, Added };
        Kind kind = Kind::Same;
        QString text;
        int oldNumber = 0;  // 1-based line in the old text; 0 for an added line
        int newNumber = 0;  // 1-based line in the new text; 0 for a removed line
    };

    struct Result
    {
        QList<Line> lines;  // the whole texts, old and new interleaved
        int added = 0;
        int removed = 0;
        bool identical() const { return added == 0 && removed == 0; }
    };

    // Deletions come before additions within a change, as `diff -u` prints them.
    static Result compare(const QString &oldText, const QString &newText);

    // `diff -u` style text with `context` lines around each change; empty when identical.
    static QString unified(const QString &oldText, const QString &newText, const QString &oldName,
                           const QString &newName, int context = 3);

    static QStringList splitLines(const QString &text);
};

} // namespace twb::kernel
