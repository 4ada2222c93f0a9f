#include "core/ablation/measured_step_time.h"

#include "core/runs/run_device.h"
#include "core/runs/run_folder.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeasuredStepTime)
};

// The newest part of a metrics file is enough for a median, and bounds the read of a long run.
constexpr qint64 kTailBytes = 256 * 1024;

double median(std::vector<double> values)
{
    const auto middle = values.begin() + qsizetype(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

void collectStepTimes(const QString &path, std::vector<double> &out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const qint64 start = std::max<qint64>(0, file.size() - kTailBytes);
    file.seek(start);
    QByteArray bytes = file.readAll();
    if (start > 0) // drop the partial first line
        bytes = bytes.mid(bytes.indexOf('\n') + 1);
    for (const QByteArray &line : bytes.split('\n')) {
        if (!line.contains("\"step_time_ms\""))
            continue;
        const auto json = parseJsonTolerant(line, path);
        if (!json || !json->is_object())
            continue;
        const auto value = json->find("step_time_ms");
        if (value != json->end() && value->is_number()) {
            const double ms = value->get<double>();
            if (std::isfinite(ms) && ms > 0)
                out.push_back(ms);
        }
    }
}

} // namespace

std::optional<MeasuredStepTime> MeasuredStepTime::fromRuns(const QString &runsDir, const QString &experiment)
{
    if (experiment.isEmpty())
        return std::nullopt;
    std::vector<double> runMedians;
    int cpuRuns = 0;
    const QDir runs(runsDir);
    for (const QString &name : runs.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const RunFolder run(runs.filePath(name));
        const auto record = run.readRecord();
        if (!record || record->experiment != experiment || record->state != RunState::Finished)
            continue;
        std::vector<double> times;
        const QDir metrics(run.metricsDir());
        for (const QString &file : metrics.entryList({u"*.jsonl"_s}, QDir::Files))
            collectStepTimes(metrics.filePath(file), times);
        if (!times.empty()) {
            runMedians.push_back(median(std::move(times)));
            cpuRuns += run_device::onCpu(record->device) ? 1 : 0;
        }
    }
    if (runMedians.empty())
        return std::nullopt;
    return MeasuredStepTime{median(runMedians) / 1000.0, int(runMedians.size()), cpuRuns};
}

QString MeasuredStepTime::describe(const QString &experiment) const
{
    if (cpuRuns == runs)
        return Tr::tr("measured on %n finished run(s) of %1 (median), on CPU: not a TPU figure", nullptr, runs)
            .arg(experiment);
    if (cpuRuns > 0)
        return Tr::tr("measured on %n finished run(s) of %1 (median), %2 of them on CPU: not a TPU figure", nullptr, runs)
            .arg(experiment)
            .arg(cpuRuns);
    return Tr::tr("measured on %n finished run(s) of %1 (median)", nullptr, runs).arg(experiment);
}

} // namespace twb
