#include "support/metrics_rows.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace twb::test {

QList<QJsonObject> metricRows(const QString &path, bool events)
{
    QList<QJsonObject> found;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject row = QJsonDocument::fromJson(line).object();
        if (row.contains(u"event"_s) == events)
            found << row;
    }
    return found;
}

QJsonObject scalarAtStep(const QList<QJsonObject> &scalars, int step)
{
    QJsonObject last;
    for (const auto &row : scalars)
        if (row.value(u"step"_s).toInt() == step)
            last = row;
    return last;
}

QJsonObject withoutTiming(QJsonObject row)
{
    for (const char *key : {"time", "step_time_ms", "tokens_per_s"})
        row.remove(QLatin1StringView(key));
    return row;
}

} // namespace twb::test
