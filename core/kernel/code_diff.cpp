#include "core/kernel/code_diff.h"

#include <dtl/dtl.hpp>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb::kernel {

QStringList CodeDiff::splitLines(const QString &text)
{
    QStringList lines = text.split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // a final newline ends the last line; it does not start another
    for (QString &line : lines)
        if (line.endsWith(u'\r'))
            line.chop(1);
    return lines;
}

CodeDiff::Result CodeDiff::compare(const QString &oldText, const QString &newText)
{
    const QStringList oldLines = splitLines(oldText);
    const QStringList newLines = splitLines(newText);
    // dtl compares with ==; std::u16string keeps it independent of Qt's implicit sharing.
    std::vector<std::u16string> a;
    std::vector<std::u16string> b;
    a.reserve(size_t(oldLines.size()));
    b.reserve(size_t(newLines.size()));
    for (const QString &line : oldLines)
        a.push_back(line.toStdU16String());
    for (const QString &line : newLines)
        b.push_back(line.toStdU16String());

    dtl::Diff<std::u16string, std::vector<std::u16string>> diff(a, b, true);
    diff.compose();

    Result result;
    for (const auto &[element, info] : diff.getSes().getSequence()) {
        Line line;
        line.text = QString::fromStdU16String(element);
        switch (info.type) {
        case dtl::SES_ADD:
            line.kind = Line::Kind::Added;
            line.newNumber = int(info.afterIdx);
            ++result.added;
            break;
        case dtl::SES_DELETE:
            line.kind = Line::Kind::Removed;
            line.oldNumber = int(info.beforeIdx);
            ++result.removed;
            break;
        default:
            line.kind = Line::Kind::Same;
            line.oldNumber = int(info.beforeIdx);
            line.newNumber = int(info.afterIdx);
            break;
        }
        result.lines.append(line);
    }
    return result;
}

QString CodeDiff::unified(const QString &oldText, const QString &newText, const QString &oldName,
                          const QString &newName, int context)
{
    const Result diff = compare(oldText, newText);
    if (diff.identical())
        return {};
    QString out = u"--- "_s + oldName + u"\n+++ "_s + newName + u'\n';
    const QList<Line> &lines = diff.lines;
    const qsizetype count = lines.size();
    qsizetype i = 0;
    while (i < count) {
        // Find the next change, then grow the hunk while changes are within 2*context lines.
        qsizetype change = i;
        while (change < count && lines[change].kind == Line::Kind::Same)
            ++change;
        if (change == count)
            break;
        const qsizetype start = std::max<qsizetype>(i, change - context);
        qsizetype end = change;
        for (;;) {
            while (end < count && lines[end].kind != Line::Kind::Same)
                ++end;
            qsizetype same = end;
            while (same < count && lines[same].kind == Line::Kind::Same && same - end < 2 * context)
                ++same;
            if (same < count && lines[same].kind != Line::Kind::Same) {
                end = same;
                continue;
            }
            end = std::min(count, end + context);
            break;
        }
        int oldStart = 0, newStart = 0, oldCount = 0, newCount = 0;
        QString body;
        for (qsizetype k = start; k < end; ++k) {
            const Line &line = lines[k];
            if (line.kind != Line::Kind::Added) {
                ++oldCount;
                if (oldStart == 0)
                    oldStart = line.oldNumber;
            }
            if (line.kind != Line::Kind::Removed) {
                ++newCount;
                if (newStart == 0)
                    newStart = line.newNumber;
            }
            body += (line.kind == Line::Kind::Same ? u' ' : line.kind == Line::Kind::Added ? u'+' : u'-') + line.text + u'\n';
        }
        out += u"@@ -%1,%2 +%3,%4 @@\n"_s.arg(oldStart).arg(oldCount).arg(newStart).arg(newCount) + body;
        i = end;
    }
    return out;
}

} // namespace twb::kernel
