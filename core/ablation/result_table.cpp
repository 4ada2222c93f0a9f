#include "core/ablation/result_table.h"

#include "core/util/json_path.h"
#include "core/util/number_format.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ResultTable.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ResultTable)
};

// Exact numbers for files (Python's repr: what the metrics file holds, digit for digit).
QString exact(double value)
{
    if (std::isnan(value))
        return u"NaN"_s;
    return toQString(pythonFloatRepr(value));
}

QString exactOrEmpty(const std::optional<double> &value)
{
    return value ? exact(*value) : QString();
}

QString csvField(QString text)
{
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n'))
        return u'"' + text.replace(u"\""_s, u"\"\""_s) + u'"';
    return text;
}

QString valueText(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

QString markdownCell(QString text)
{
    return text.replace(u"|"_s, u"\\|"_s);
}

} // namespace

QString ResultTable::formatNumber(double value, int digits)
{
    return NumberFormat::significant(value, digits);
}

QString ResultTable::noSpreadText()
{
    return Tr::tr("one seed: no spread");
}

ResultTable ResultTable::build(const std::vector<Run> &runs, const QStringList &variables,
                               const AblationMetric &metric, const QString &baselineHash)
{
    ResultTable table;
    table.m_variables = variables;
    table.m_metric = metric;
    QHash<QString, int> byHash;
    std::vector<std::vector<double>> valuesPerRow;   // runs that wrote the metric
    std::vector<std::vector<double>> smoothedPerRow;
    for (const Run &run : runs) {
        auto it = byHash.constFind(run.configHash);
        if (it == byHash.cend()) {
            Row row;
            row.hash = run.configHash;
            for (const QString &path : variables) {
                const Json *value = findPath(run.config, path);
                row.values.push_back(value ? *value : Json());
            }
            row.isBaseline = !baselineHash.isEmpty() && run.configHash == baselineHash;
            it = byHash.insert(run.configHash, int(table.m_rows.size()));
            table.m_rows.push_back(std::move(row));
            valuesPerRow.emplace_back();
            smoothedPerRow.emplace_back();
        }
        Row &row = table.m_rows[size_t(*it)];
        row.runIds << run.runId;
        row.seeds.push_back(run.seed);
        row.states << run.state;
        row.perSeed.push_back(run.summary.present ? run.summary.value(metric) : RunMetricSummary::kNaN);
        if (run.summary.present) {
            valuesPerRow[size_t(*it)].push_back(run.summary.value(metric));
            smoothedPerRow[size_t(*it)].push_back(run.summary.smoothedFinal);
        }
    }
    for (size_t i = 0; i < table.m_rows.size(); ++i) {
        Row &row = table.m_rows[i];
        // Runs that have not written the metric yet are not seeds of the statistics; a
        // diverged run (NaN) is, and is counted as non-finite.
        row.stats = SeedStatistics::of(valuesPerRow[i]);
        row.smoothed = SeedStatistics::of(smoothedPerRow[i]);
    }
    const int baseline = table.baselineRow();
    if (baseline >= 0 && table.m_rows[size_t(baseline)].stats.hasValue()) {
        const double reference = table.m_rows[size_t(baseline)].stats.mean;
        for (Row &row : table.m_rows) {
            if (!row.stats.hasValue())
                continue;
            row.deltaAbs = row.stats.mean - reference;
            if (reference != 0)
                row.deltaPercent = 100.0 * (row.stats.mean - reference) / std::fabs(reference);
        }
    }
    return table;
}

int ResultTable::baselineRow() const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].isBaseline)
            return int(i);
    return -1;
}

std::vector<int> ResultTable::rankedBySmoothed() const
{
    std::vector<int> order(m_rows.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const SeedStatistics &sa = m_rows[size_t(a)].smoothed;
        const SeedStatistics &sb = m_rows[size_t(b)].smoothed;
        if (sa.hasValue() != sb.hasValue())
            return sa.hasValue();
        return sa.hasValue() && m_metric.better(sa.mean, sb.mean);
    });
    return order;
}

QString ResultTable::cellsCsv() const
{
    QStringList header{u"hash"_s};
    for (const QString &path : m_variables)
        header << csvField(path);
    header << u"n"_s << u"non_finite"_s << u"mean"_s << u"std"_s << u"ci95_low"_s << u"ci95_high"_s
           << u"delta_abs"_s << u"delta_pct"_s << u"smoothed_mean"_s << u"baseline"_s << u"run_ids"_s << u"note"_s;
    QString csv = header.join(u',') + u'\n';
    for (const Row &row : m_rows) {
        QStringList fields{row.hash};
        for (const Json &value : row.values)
            fields << csvField(valueText(value));
        const bool has = row.stats.hasValue();
        const bool spread = row.stats.hasSpread();
        fields << QString::number(row.stats.count) << QString::number(row.stats.nonFinite)
               << (has ? exact(row.stats.mean) : QString()) << (spread ? exact(row.stats.std) : QString())
               << (spread ? exact(row.stats.ciLow()) : QString()) << (spread ? exact(row.stats.ciHigh()) : QString())
               << exactOrEmpty(row.deltaAbs) << exactOrEmpty(row.deltaPercent)
               << (row.smoothed.hasValue() ? exact(row.smoothed.mean) : QString())
               << (row.isBaseline ? u"yes"_s : QString()) << csvField(row.runIds.join(u' '))
               << (row.stats.count == 1 ? csvField(QString::fromUtf16(kOneSeedNote)) : QString());
        csv += fields.join(u',') + u'\n';
    }
    return csv;
}

QString ResultTable::runsCsv(const std::vector<Run> &runs) const
{
    QStringList header{u"run_id"_s, u"hash"_s, u"seed"_s, u"state"_s};
    for (const QString &path : m_variables)
        header << csvField(path);
    header << u"final"_s << u"best"_s << u"at_step"_s << u"last_step"_s;
    QString csv = header.join(u',') + u'\n';
    for (const Run &run : runs) {
        QStringList fields{run.runId, run.configHash, QString::number(run.seed), run.state};
        for (const QString &path : m_variables) {
            const Json *value = findPath(run.config, path);
            fields << csvField(value ? valueText(*value) : QString());
        }
        const bool has = run.summary.present;
        fields << (has ? exact(run.summary.final) : QString()) << (has ? exact(run.summary.best) : QString())
               << (has && m_metric.at == AblationMetric::At::Step ? exact(run.summary.atStep) : QString())
               << (has ? QString::number(run.summary.lastStep) : QString());
        csv += fields.join(u',') + u'\n';
    }
    return csv;
}

QString ResultTable::cellsMarkdown() const
{
    const QString at = AblationMetric::atName(m_metric.at, m_metric.step);
    QStringList header;
    for (const QString &path : m_variables)
        header << markdownCell(path);
    header << Tr::tr("hash") << Tr::tr("seeds") << Tr::tr("%1 (%2) mean").arg(m_metric.name, at) << Tr::tr("std") << Tr::tr("95% CI")
           << Tr::tr("Δ baseline") << Tr::tr("Δ %");
    QString md = u"| "_s + header.join(u" | "_s) + u" |\n|"_s;
    for (qsizetype i = 0; i < header.size(); ++i)
        md += i < m_variables.size() ? u"---|"_s : u"--:|"_s;
    md += u'\n';
    // As many digits as it takes to tell the cells' means apart (two results that differ must
    // not print the same).
    std::vector<double> means;
    for (const Row &row : m_rows)
        if (row.stats.hasValue())
            means.push_back(row.stats.mean);
    const int digits = NumberFormat::digitsToTellApart(means);
    for (const Row &row : m_rows) {
        QStringList cells;
        for (const Json &value : row.values)
            cells << markdownCell(valueText(value));
        const bool has = row.stats.hasValue();
        QString seeds = QString::number(row.stats.count);
        if (row.stats.nonFinite > 0)
            seeds += Tr::tr(" (+%1 NaN)").arg(row.stats.nonFinite);
        cells << (row.isBaseline ? u"`%1` (baseline)"_s.arg(row.hash) : u"`%1`"_s.arg(row.hash)) << seeds
              << (has ? formatNumber(row.stats.mean, digits) : u"–"_s)
              << (row.stats.hasSpread() ? formatNumber(row.stats.std) : has ? noSpreadText() : u"–"_s)
              << (row.stats.hasSpread()
                      ? u"[%1, %2]"_s.arg(formatNumber(row.stats.ciLow(), digits), formatNumber(row.stats.ciHigh(), digits))
                      : u"–"_s)
              << (row.deltaAbs ? formatNumber(*row.deltaAbs) : u"–"_s)
              << (row.deltaPercent ? QString::number(*row.deltaPercent, 'f', 2) + u'%' : u"–"_s);
        md += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
    }
    return md;
}

QString ResultTable::runsMarkdown(const std::vector<Run> &runs) const
{
    QStringList header{Tr::tr("run"), Tr::tr("seed"), Tr::tr("state")};
    for (const QString &path : m_variables)
        header << markdownCell(path);
    header << Tr::tr("final %1").arg(m_metric.name) << Tr::tr("best") << Tr::tr("last step");
    QString md = u"| "_s + header.join(u" | "_s) + u" |\n|"_s + u"---|"_s.repeated(header.size()) + u'\n';
    std::vector<double> values;
    for (const Run &run : runs)
        if (run.summary.present)
            values.insert(values.end(), {run.summary.final, run.summary.best});
    const int digits = NumberFormat::digitsToTellApart(values);
    for (const Run &run : runs) {
        QStringList cells{u"`%1`"_s.arg(run.runId), QString::number(run.seed), run.state};
        for (const QString &path : m_variables) {
            const Json *value = findPath(run.config, path);
            cells << markdownCell(value ? valueText(*value) : QString());
        }
        const bool has = run.summary.present;
        cells << (has ? formatNumber(run.summary.final, digits) : u"–"_s)
              << (has ? formatNumber(run.summary.best, digits) : u"–"_s)
              << (has ? QString::number(run.summary.lastStep) : u"–"_s);
        md += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
    }
    return md;
}

} // namespace twb
