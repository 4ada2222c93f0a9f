#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace twb {

class RunFolder;

// How far a run got, as the runs list shows it: the last step logged and the loss at the end.
struct RunProgress
{
    std::optional<std::int64_t> lastStep;   // none: no scalar line yet
    std::optional<double> loss;             // none: no "loss" in the lines read; NaN: diverged
};

// Reads RunProgress from the end of a run's metrics stream (metrics/host-<i>.jsonl of its
// lowest host, docs/formats.md), without reading a long run's whole stream. Blocking: call it
// off the GUI thread (a TaskGroup job).
class RunProgressReader final
{
public:
    // How much of the end of the metrics file is read: enough for the last lines.
    static constexpr qint64 kTailBytes = 64 * 1024;

    static RunProgress read(const RunFolder &folder);
    // `runIds`' progress under `runsDir`; runs without metrics are left out.
    static QHash<QString, RunProgress> readAll(const QString &runsDir, const QStringList &runIds);
};

} // namespace twb
