#include "core/services/run_progress_reader.h"

#include "core/runs/run_folder.h"
#include "core/util/json.h"

#include <QFile>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {

RunProgress RunProgressReader::read(const RunFolder &folder)
{
    RunProgress progress;
    const QList<int> hosts = folder.metricsHosts();
    if (hosts.isEmpty())
        return progress;
    QFile file(folder.metricsFile(hosts.first()));
    if (!file.open(QIODevice::ReadOnly))
        return progress;
    const qint64 start = std::max<qint64>(0, file.size() - kTailBytes);
    file.seek(start);
    QByteArray tail = file.readAll();
    // Whole lines only: the first may be cut by the seek, the last may be half written.
    if (start > 0)
        tail.remove(0, tail.indexOf('\n') + 1);
    tail.truncate(tail.lastIndexOf('\n') + 1);
    const QString source = file.fileName();
    // From the last line back: the newest scalar line has the last step; the loss is the newest
    // line that has one (a run may log the loss every few steps only).
    const QList<QByteArray> lines = tail.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend() && !progress.loss; ++it) {
        const QByteArray &line = *it;
        if (line.trimmed().isEmpty() || line.contains("\"event\""))
            continue;
        if (progress.lastStep && !line.contains("\"loss\""))
            continue;   // only searched, not parsed, once the step is known
        auto parsed = parseJsonTolerant(line, source);
        if (!parsed || !parsed->is_object())
            continue;
        const Json &object = *parsed;
        if (!progress.lastStep)
            if (auto step = object.find("step"); step != object.end() && step->is_number() && !std::isnan(step->get<double>())) {
                // A step beyond int64 saturates, as the metric reader's does (docs/robustness.md).
                const double value = step->get<double>();
                progress.lastStep = step->is_number_integer() ? step->get<std::int64_t>()
                                    : value >= 9.2e18             ? std::numeric_limits<std::int64_t>::max()
                                    : value <= -9.2e18            ? std::numeric_limits<std::int64_t>::min()
                                                                  : std::int64_t(value);
            }
        if (auto loss = object.find("loss"); loss != object.end()) {
            if (loss->is_number())
                progress.loss = loss->get<double>();
            else if (loss->is_null())
                progress.loss = std::numeric_limits<double>::quiet_NaN();
        }
    }
    return progress;
}

QHash<QString, RunProgress> RunProgressReader::readAll(const QString &runsDir, const QStringList &runIds)
{
    QHash<QString, RunProgress> progress;
    for (const QString &id : runIds)
        if (RunProgress p = read(RunFolder::in(runsDir, id)); p.lastStep || p.loss)
            progress.insert(id, p);
    return progress;
}

} // namespace twb
