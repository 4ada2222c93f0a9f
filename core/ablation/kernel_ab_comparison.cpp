#include "core/ablation/kernel_ab_comparison.h"

#include "core/metrics/series_store.h"

#include <QFile>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr auto kLoss = "loss";
constexpr auto kStepTime = "step_time_ms";

// The module whose kernel the runs switch on and off: a key of model.kernels with both values
// of `enabled` among them.
QString abModule(const std::vector<KernelAbComparison::Run> &runs)
{
    QHash<QString, int> seen; // module -> bit 1: off seen, bit 2: on seen
    for (const auto &run : runs) {
        const Json kernels = run.config.value("model", Json::object()).value("kernels", Json::object());
        if (!kernels.is_object())
            continue;
        for (auto it = kernels.begin(); it != kernels.end(); ++it)
            if (it->is_object())
                seen[toQString(it.key())] |= it->value("enabled", true) ? 2 : 1;
    }
    for (auto it = seen.constBegin(); it != seen.constEnd(); ++it)
        if (it.value() == 3)
            return it.key();
    return {};
}

// The config without what the arms and seeds differ in: runs with the same rest form a pair.
std::string restOf(Json config, const std::string &module)
{
    if (config.contains("model") && config["model"].contains("kernels") && config["model"]["kernels"].contains(module))
        config["model"]["kernels"][module].erase("enabled");
    if (config.contains("train"))
        config["train"].erase("seed");
    config.erase("seed");
    return config.dump();
}

double lastValue(const SeriesStore &store, const QString &run, const char *metric)
{
    double sum = 0;
    int hosts = 0;
    for (int host : store.hosts(run)) {
        const SeriesKey key{run, host, QString::fromLatin1(metric)};
        if (!store.contains(key))
            continue;
        const auto points = store.points(key);
        if (points.empty())
            continue;
        sum += points.back().y;
        ++hosts;
    }
    return hosts > 0 ? sum / hosts : KernelAbComparison::kNaN;
}

double medianStepMs(const SeriesStore &store, const QString &run)
{
    std::vector<double> values;
    for (int host : store.hosts(run)) {
        const SeriesKey key{run, host, QString::fromLatin1(kStepTime)};
        if (!store.contains(key))
            continue;
        const auto points = store.points(key);
        for (std::size_t i = points.size() > 1 ? 1 : 0; i < points.size(); ++i)
            if (std::isfinite(points[i].y))
                values.push_back(points[i].y);
    }
    if (values.empty())
        return KernelAbComparison::kNaN;
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

double mean(const std::vector<double> &values)
{
    double sum = 0;
    int n = 0;
    for (double v : values)
        if (std::isfinite(v)) {
            sum += v;
            ++n;
        }
    return n > 0 ? sum / n : KernelAbComparison::kNaN;
}

// The `mode` of the run's `kernel` event, written before its first step.
QString kernelMode(const QString &runDir)
{
    QFile file(runDir + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    for (int line = 0; line < 200 && !file.atEnd(); ++line) {
        const QByteArray text = file.readLine();
        if (!text.contains("\"kernel\""))
            continue;
        const auto row = parseJson(text, runDir);
        if (row && row->is_object() && row->value("event", std::string()) == "kernel")
            return toQString(row->value("mode", std::string()));
    }
    return {};
}

} // namespace

std::optional<KernelAbComparison> KernelAbComparison::from(const std::vector<Run> &runs, const SeriesStore &store)
{
    const QString module = abModule(runs);
    if (module.isEmpty())
        return std::nullopt;
    const std::string key = toStd(module);
    KernelAbComparison ab;
    ab.module = module;
    std::map<std::pair<std::string, qint64>, Pair> pairs;
    std::vector<double> stepOff, stepOn;
    for (const Run &run : runs) {
        const Json entry = run.config.value("model", Json::object()).value("kernels", Json::object()).value(key, Json());
        if (!entry.is_object())
            continue;
        const bool on = entry.value("enabled", true);
        Pair &pair = pairs[{restOf(run.config, key), run.seed}];
        pair.seed = run.seed;
        (on ? pair.lossOn : pair.lossOff) = lastValue(store, run.runId, kLoss);
        (on ? stepOn : stepOff).push_back(medianStepMs(store, run.runId));
        if (on && ab.mode.isEmpty())
            ab.mode = kernelMode(run.dir);
    }
    for (const auto &[rest, pair] : pairs)
        if (std::isfinite(pair.lossOff) && std::isfinite(pair.lossOn))
            ab.pairs.push_back(pair);
    if (ab.pairs.empty())
        return std::nullopt;
    std::sort(ab.pairs.begin(), ab.pairs.end(), [](const Pair &a, const Pair &b) { return a.seed < b.seed; });
    ab.stepMsOff = mean(stepOff);
    ab.stepMsOn = mean(stepOn);
    return ab;
}

int KernelAbComparison::pairsWithin() const
{
    return int(std::count_if(pairs.begin(), pairs.end(), [](const Pair &p) {
        return std::abs(p.lossOn - p.lossOff) <= kRelativeLossTolerance * std::max(1e-12, std::abs(p.lossOff));
    }));
}

double KernelAbComparison::largestLossDifference() const
{
    double largest = 0;
    for (const Pair &p : pairs)
        largest = std::max(largest, std::abs(p.lossOn - p.lossOff));
    return largest;
}

QString KernelAbComparison::text() const
{
    const int n = int(pairs.size());
    const QString tolerance = QString::number(kRelativeLossTolerance * 100, 'g', 3) + u" %"_s;
    QString loss = lossesEqual()
                       ? tr("final loss equal with and without it within %1 in %n of %n pair(s) of runs (largest "
                            "difference %2)",
                            nullptr, n)
                             .arg(tolerance, QString::number(largestLossDifference(), 'g', 2))
                       : tr("final loss differs by more than %1 in %2 of %n pair(s) of runs (largest difference %3)",
                            nullptr, n)
                             .arg(tolerance)
                             .arg(n - pairsWithin())
                             .arg(QString::number(largestLossDifference(), 'g', 3));
    QString text = tr("Kernel A/B of %1: %2.").arg(module, loss);
    if (std::isfinite(stepMsOff) && std::isfinite(stepMsOn) && stepMsOff > 0) {
        const double change = (stepMsOn / stepMsOff - 1.0) * 100.0;
        text += u' '
                + tr("Step time %1 ms without, %2 ms with the kernel (%3%4 %, medians after the first step).")
                      .arg(QString::number(stepMsOff, 'f', 1), QString::number(stepMsOn, 'f', 1),
                           change >= 0 ? u"+"_s : QString(), QString::number(change, 'f', 1));
    }
    if (mode.contains(u"interpret"_s))
        text += u' ' + tr("The kernel ran in %1: its times are the Pallas interpreter's, not its speed on a TPU.").arg(mode);
    else if (!mode.isEmpty())
        text += u' ' + tr("The kernel ran as: %1.").arg(mode);
    return text;
}

} // namespace twb
