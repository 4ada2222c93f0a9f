#include "widgets/compare/run_styler.h"

#include "core/ablation/run_set.h"
#include "core/services/run_display_name.h"
#include "core/util/json_path.h"
#include "widgets/common/palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString valueText(const Json *value)
{
    if (!value)
        return RunStyler::tr("(none)");
    return RunDisplayName::valueText(*value);
}

} // namespace

QColor RunStyler::viridis(double t)
{
    // Lines on the plot: lifted to stay readable on the theme's plot background.
    return Palette::sequentialLine(t);
}

QColor RunStyler::palette(int index)
{
    return Palette::series(index);
}

Qt::PenStyle RunStyler::seedStyle(int rank)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    return styles[rank % 5];
}

RunStyler::RunStyler(const RunSet &runs, const QString &colorBy)
{
    const auto &list = runs.runs();
    // Distinct values of the colour field (or cells), in a stable order.
    std::vector<const Json *> values;
    QStringList labels;
    QList<int> valueOfRun;
    bool allNumbers = !colorBy.isEmpty();
    // By cell: a cell is named by the config values that set it apart, not by its hash.
    std::vector<Json> configs;
    for (const RunSet::Run &run : list)
        configs.push_back(run.config);
    const QStringList differing = RunDisplayName::differingPaths(configs);
    for (const RunSet::Run &run : list) {
        const Json *value = colorBy.isEmpty() ? nullptr : findPath(run.config, colorBy);
        QString label = colorBy.isEmpty() ? RunDisplayName::values(run.config, differing) : valueText(value);
        if (label.isEmpty())
            label = run.experiment.isEmpty() ? run.hash : run.experiment;
        qsizetype at = labels.indexOf(label);
        if (at < 0) {
            at = labels.size();
            labels << label;
            values.push_back(value);
            allNumbers = allNumbers && value && value->is_number();
        }
        valueOfRun << int(at);
    }
    QList<int> rank(labels.size());
    for (qsizetype i = 0; i < labels.size(); ++i)
        rank[i] = int(i);
    if (allNumbers)
        std::sort(rank.begin(), rank.end(), [&](int a, int b) { return values[size_t(a)]->get<double>() < values[size_t(b)]->get<double>(); });
    QList<QColor> colorOfValue(labels.size());
    QList<int> entryOfValue(labels.size());
    for (qsizetype r = 0; r < rank.size(); ++r) {
        const int v = rank[r];
        entryOfValue[v] = int(m_entries.size());
        colorOfValue[v] = allNumbers ? viridis(rank.size() > 1 ? double(r) / double(rank.size() - 1) : 0.0) : palette(int(r));
        m_entries << Entry{labels[v], colorOfValue[v]};
    }
    // Seeds by rank.
    std::vector<qint64> seeds;
    for (const RunSet::Run &run : list)
        if (std::find(seeds.begin(), seeds.end(), run.seed) == seeds.end())
            seeds.push_back(run.seed);
    std::sort(seeds.begin(), seeds.end());
    for (size_t i = 0; i < seeds.size(); ++i)
        m_seeds.append({seeds[i], seedStyle(int(i))});
    for (size_t i = 0; i < list.size(); ++i) {
        if (!m_cellLabels.contains(list[i].hash))
            m_cellLabels.insert(list[i].hash, RunDisplayName::values(list[i].config, differing));
        m_colors << colorOfValue[valueOfRun[qsizetype(i)]];
        m_entryOfRun << entryOfValue[valueOfRun[qsizetype(i)]];
        const auto seedRank = std::find(seeds.begin(), seeds.end(), list[i].seed) - seeds.begin();
        m_styles << seedStyle(int(seedRank));
        if (!m_cellColors.contains(list[i].hash))
            m_cellColors.insert(list[i].hash, m_colors.last());
    }
}

} // namespace twb
