#include "core/util/text_diff.h"

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
    const QStringList a = splitLines(oldText);
    const QStringList b = splitLines(newText);
    const int n = int(a.size());
    const int m = int(b.size());
    const int max = n + m;
    const int offset = max + 1;

    // Myers: V[k] is the furthest x on diagonal k after d edits; keep each round for the
    // backtrack (memory O((N+M) * D), fine for source files).
    std::vector<int> v(size_t(2 * max + 3), 0);
    std::vector<std::vector<int>> trace;
    int finalD = 0;
    bool done = n == 0 && m == 0;
    for (int d = 0; d <= max && !done; ++d) {
        trace.push_back(v);
        for (int k = -d; k <= d; k += 2) {
            int x;
            if (k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]))
                x = v[size_t(offset + k + 1)]; // down: an insertion
            else
                x = v[size_t(offset + k - 1)] + 1; // right: a deletion
            int y = x - k;
            while (x < n && y < m && a[x] == b[y]) {
                ++x;
                ++y;
            }
            v[size_t(offset + k)] = x;
            if (x >= n && y >= m) {
                finalD = d;
                done = true;
                break;
            }
        }
    }

    QList<DiffLine> reversed;
    int x = n;
    int y = m;
    for (int d = finalD; d > 0; --d) {
        const std::vector<int> &prev = trace[size_t(d)];
        const int k = x - y;
        int prevK;
        if (k == -d || (k != d && prev[size_t(offset + k - 1)] < prev[size_t(offset + k + 1)]))
            prevK = k + 1;
        else
            prevK = k - 1;
        const int prevX = prev[size_t(offset + prevK)];
        const int prevY = prevX - prevK;
        while (x > prevX && y > prevY) {
            reversed.append({DiffLine::Kind::Same, a[x - 1], x, y});
            --x;
            --y;
        }
        if (x == prevX)
            reversed.append({DiffLine::Kind::Added, b[y - 1], 0, y});
        else
            reversed.append({DiffLine::Kind::Removed, a[x - 1], x, 0});
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0) {
        reversed.append({DiffLine::Kind::Same, a[x - 1], x, y});
        --x;
        --y;
    }
    QList<DiffLine> result(reversed.crbegin(), reversed.crend());
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
