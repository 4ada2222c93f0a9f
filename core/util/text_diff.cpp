#include "core/util/text_diff.h"

#include <dtl/dtl.hpp>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {

QStringList TextDiff::splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(u'\n');
    if (text.endsWith(u'\n'))
        lines.removeLast();
    return lines;
}

QList<DiffLine> TextDiff::lines(const QString &oldText, const QString &newText)
{
    // dtl compares with ==; std::u16string keeps it independent of Qt's implicit sharing.
    std::vector<std::u16string> a;
    std::vector<std::u16string> b;
    for (const QString &line : splitLines(oldText))
        a.push_back(line.toStdU16String());
    for (const QString &line : splitLines(newText))
        b.push_back(line.toStdU16String());

    // Wu's O(NP) shortest edit script; deletions before additions within a change, as `diff -u`.
    dtl::Diff<std::u16string, std::vector<std::u16string>> diff(a, b, /*deletesFirst=*/true);
    diff.compose();

    QList<DiffLine> result;
    result.reserve(qsizetype(diff.getSes().getSequence().size()));
    for (const auto &[element, info] : diff.getSes().getSequence()) {
        const QString text = QString::fromStdU16String(element);
        switch (info.type) {
        case dtl::SES_ADD:
            result.append({DiffLine::Kind::Added, text, 0, int(info.afterIdx)});
            break;
        case dtl::SES_DELETE:
            result.append({DiffLine::Kind::Removed, text, int(info.beforeIdx), 0});
            break;
        default:
            result.append({DiffLine::Kind::Same, text, int(info.beforeIdx), int(info.afterIdx)});
            break;
        }
    }
    return result;
}

QPair<int, int> TextDiff::counts(const QList<DiffLine> &diff)
{
    int added = 0;
    int removed = 0;
    for (const DiffLine &line : diff) {
        added += line.kind == DiffLine::Kind::Added;
        removed += line.kind == DiffLine::Kind::Removed;
    }
    return {added, removed};
}

QString TextDiff::unified(const QString &oldText, const QString &newText, const QString &oldLabel,
                          const QString &newLabel, int context)
{
    const QList<DiffLine> diff = lines(oldText, newText);
    QList<qsizetype> changes;
    for (qsizetype i = 0; i < diff.size(); ++i)
        if (diff[i].kind != DiffLine::Kind::Same)
            changes.append(i);
    if (changes.isEmpty())
        return {};

    QString out = u"--- "_s + oldLabel + u"\n+++ "_s + newLabel + u'\n';
    qsizetype c = 0;
    while (c < changes.size()) {
        // A hunk: changes closer than 2 * context lines share one.
        const qsizetype start = std::max<qsizetype>(0, changes[c] - context);
        qsizetype last = changes[c];
        while (c + 1 < changes.size() && changes[c + 1] - last <= 2 * context)
            last = changes[++c];
        ++c;
        const qsizetype end = std::min<qsizetype>(diff.size(), last + context + 1);

        int oldStart = 0, newStart = 0, oldCount = 0, newCount = 0;
        // Line numbers of the hunk start: count what precedes it.
        for (qsizetype i = 0; i < start; ++i) {
            oldStart += diff[i].kind != DiffLine::Kind::Added;
            newStart += diff[i].kind != DiffLine::Kind::Removed;
        }
        QString body;
        for (qsizetype i = start; i < end; ++i) {
            const DiffLine &line = diff[i];
            switch (line.kind) {
            case DiffLine::Kind::Same: body += u' ' + line.text + u'\n'; ++oldCount; ++newCount; break;
            case DiffLine::Kind::Removed: body += u'-' + line.text + u'\n'; ++oldCount; break;
            case DiffLine::Kind::Added: body += u'+' + line.text + u'\n'; ++newCount; break;
            }
        }
        out += u"@@ -%1,%2 +%3,%4 @@\n"_s.arg(oldCount ? oldStart + 1 : oldStart).arg(oldCount)
                   .arg(newCount ? newStart + 1 : newStart).arg(newCount);
        out += body;
    }
    return out;
}

} // namespace twb
