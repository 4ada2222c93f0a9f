#include "core/ablation/html_report.h"

#include "core/ablation/config_diff.h"
#include "core/ablation/run_set.h"
#include "core/ablation/svg_line_chart.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_state.h"
#include "core/util/atomic_file.h"

#include <QDateTime>

#include <array>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kChartColumns = 760; // the SVG's width: one M4 column per pixel

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString valueText(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

QString cell(const QString &text, bool number = false)
{
    return (number ? u"<td class=\"n\">"_s : u"<td>"_s) + esc(text) + u"</td>"_s;
}

QString number(double value)
{
    return ResultTable::formatNumber(value);
}

// A run's curve of `metric`: its lowest host (the others log the same loss in data
// parallelism), decimated to the chart's width; smoothed when `smoothing` > 0.
bool curve(const SeriesStore &store, const QString &run, const QString &metric, double smoothing,
           std::vector<double> &x, std::vector<double> &y)
{
    for (int host : store.hosts(run)) {
        const SeriesKey key{run, host, metric};
        const auto range = store.xRange(key, XAxis::Step);
        if (!range)
            continue;
        SeriesView view;
        if (!store.view(key, XAxis::Step, range->first, range->second, kChartColumns, view, smoothing))
            continue;
        x = std::move(view.x);
        y = std::move(view.y);
        return true;
    }
    return false;
}

const char *kStyle = R"(
body { font-family: sans-serif; color: #222; margin: 24px; max-width: 1200px; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
table { border-collapse: collapse; font-size: 13px; margin: 8px 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.baseline td { font-weight: bold; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 13px; }
.swatch { display: inline-block; width: 10px; height: 10px; margin-right: 6px; }
figure { margin: 12px 0; } figcaption { font-size: 12px; color: #555; }
.notes { white-space: pre-wrap; } .tag { background: #eee; border-radius: 3px; padding: 0 4px; margin-right: 3px; }
.wide { overflow-x: auto; } td.nospread { color: #777; font-style: italic; text-align: center; }
)";

} // namespace

QString HtmlReport::defaultColor(int index)
{
    static const std::array<const char16_t *, 10> tableau{u"#4e79a7", u"#f28e2b", u"#e15759", u"#76b7b2", u"#59a14f",
                                                          u"#edc948", u"#b07aa1", u"#ff9da7", u"#9c755f", u"#17becf"};
    return QString::fromUtf16(tableau[size_t(index) % tableau.size()]);
}

QString HtmlReport::colorOf(const QString &runId, int index) const
{
    return colors.value(runId, defaultColor(index));
}

QString HtmlReport::toHtml(const RunSet &runSet) const
{
    const auto &runs = runSet.runs();
    const auto nameOf = [this](const QString &id) { return names.value(id, id); };
    QString html = u"<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>"_s + esc(title)
                   + u"</title>\n<style>"_s + QString::fromUtf8(kStyle) + u"</style>\n</head>\n<body>\n"_s;
    html += u"<h1>"_s + esc(title) + u"</h1>\n<ul>\n"_s;
    for (const QString &fact : facts)
        html += u"<li>"_s + esc(fact) + u"</li>\n"_s;
    const AblationMetric &metric = table.metric();
    if (!metric.name.isEmpty())
        html += u"<li>"_s
                + esc(tr("Metric: %1, %2, %3 is better")
                          .arg(metric.name, AblationMetric::atName(metric.at, metric.step),
                               metric.goal == AblationMetric::Goal::Min ? tr("lower") : tr("higher")))
                + u"</li>\n"_s;
    html += u"<li>"_s + esc(tr("Generated: %1").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)))
            + u"</li>\n</ul>\n"_s;

    // Plots: one per metric, every run in its colour; the faint line is the raw series.
    html += u"<h2>"_s + esc(tr("Curves")) + u"</h2>\n<ul class=\"legend\">\n"_s;
    for (size_t i = 0; i < runs.size(); ++i)
        html += u"<li><span class=\"swatch\" style=\"background:%1\"></span>%2</li>\n"_s.arg(
            esc(colorOf(runs[i].runId, int(i))), esc(nameOf(runs[i].runId)));
    html += u"</ul>\n"_s;
    QStringList plotted = metrics;
    if (plotted.isEmpty() && !metric.name.isEmpty())
        plotted << metric.name;
    for (const QString &name : plotted) {
        SvgLineChart chart;
        chart.title = name;
        chart.xLabel = tr("step");
        chart.yLabel = name;
        chart.logY = logY;
        chart.width = kChartColumns;
        for (size_t i = 0; i < runs.size(); ++i) {
            SvgLineChart::Series raw;
            raw.name = nameOf(runs[i].runId);
            raw.color = colorOf(runs[i].runId, int(i));
            if (!curve(runSet.store(), runs[i].runId, name, 0, raw.x, raw.y))
                continue;
            if (smoothing > 0) {
                SvgLineChart::Series smooth = raw;
                curve(runSet.store(), runs[i].runId, name, smoothing, smooth.x, smooth.y);
                raw.opacity = 0.25;
                raw.width = 1;
                chart.series.push_back(std::move(raw));
                chart.series.push_back(std::move(smooth));
            } else {
                chart.series.push_back(std::move(raw));
            }
        }
        html += u"<figure>\n"_s + chart.toSvg() + u"<figcaption>"_s
                + esc(smoothing > 0 ? tr("%1 per run by step, smoothed (EMA %2); the faint line is the raw value")
                                          .arg(name, QString::number(smoothing, 'f', 2))
                                    : tr("%1 per run by step").arg(name))
                + u"</figcaption>\n</figure>\n"_s;
    }

    // The results table: one row per cell.
    if (!table.rows().empty()) {
        html += u"<h2>"_s + esc(tr("Results")) + u"</h2>\n<div class=\"wide\"><table>\n<tr>"_s;
        for (const QString &variable : table.variables())
            html += u"<th>"_s + esc(variable) + u"</th>"_s;
        for (const QString &header : {tr("cell"), tr("n"), tr("mean"), tr("std"), tr("95% CI"), tr("Δ"), tr("Δ %"),
                                      tr("smoothed mean"), tr("runs")})
            html += u"<th>"_s + esc(header) + u"</th>"_s;
        html += u"</tr>\n"_s;
        for (int index : table.rankedBySmoothed()) {
            const ResultTable::Row &row = table.rows()[size_t(index)];
            html += row.isBaseline ? u"<tr class=\"baseline\">"_s : u"<tr>"_s;
            for (const Json &value : row.values)
                html += cell(valueText(value));
            html += cell(row.hash) + cell(QString::number(row.stats.count), true);
            const bool has = row.stats.hasValue();
            html += cell(has ? number(row.stats.mean) : QString(), true);
            // One seed has no spread: say so instead of a std of 0 and a zero-width interval.
            if (row.stats.hasSpread()) {
                html += cell(number(row.stats.std), true);
                html += cell(u"%1 … %2"_s.arg(number(row.stats.ciLow()), number(row.stats.ciHigh())), true);
            } else if (has) {
                html += u"<td colspan=\"2\" class=\"nospread\">"_s + esc(ResultTable::noSpreadText()) + u"</td>"_s;
            } else {
                html += cell(QString(), true) + cell(QString(), true);
            }
            html += cell(row.isBaseline ? tr("baseline") : row.deltaAbs ? number(*row.deltaAbs) : QString(), true);
            html += cell(row.deltaPercent ? number(*row.deltaPercent) + u" %"_s : QString(), true);
            html += cell(row.smoothed.hasValue() ? number(row.smoothed.mean) : QString(), true);
            QStringList runNames;
            for (const QString &id : row.runIds)
                runNames << nameOf(id);
            html += cell(runNames.join(u", "_s)) + u"</tr>\n"_s;
        }
        html += u"</table></div>\n"_s;
    }

    // The config diff: the keys that differ, one row per run.
    std::vector<Json> configs;
    for (const RunSet::Run &run : runs)
        configs.push_back(run.config);
    const ConfigDiff diff = ConfigDiff::compute(configs);
    html += u"<h2>"_s + esc(tr("Config diff")) + u"</h2>\n"_s;
    if (diff.paths().isEmpty()) {
        html += u"<p>"_s + esc(tr("The runs' configs do not differ.")) + u"</p>\n"_s;
    } else {
        html += u"<div class=\"wide\"><table>\n<tr><th>"_s + esc(tr("run")) + u"</th>"_s;
        for (const QString &path : diff.paths())
            html += u"<th>"_s + esc(path) + u"</th>"_s;
        html += u"</tr>\n"_s;
        for (size_t i = 0; i < runs.size(); ++i) {
            html += u"<tr>"_s + cell(nameOf(runs[i].runId));
            for (const QString &path : diff.paths())
                html += cell(diff.has(i, path) ? valueText(diff.value(i, path)) : tr("(absent)"));
            html += u"</tr>\n"_s;
        }
        html += u"</table></div>\n"_s;
    }

    // Every run with its record: the tags and notes people wrote.
    html += u"<h2>"_s + esc(tr("Runs, tags and notes")) + u"</h2>\n<div class=\"wide\"><table>\n<tr>"_s;
    for (const QString &header : {tr("run"), tr("id"), tr("state"), tr("seed"), tr("experiment"), tr("machine"),
                                  tr("tags"), tr("notes")})
        html += u"<th>"_s + esc(header) + u"</th>"_s;
    html += u"</tr>\n"_s;
    for (size_t i = 0; i < runs.size(); ++i) {
        const RunSet::Run &run = runs[i];
        html += u"<tr><td><span class=\"swatch\" style=\"background:%1\"></span>%2</td>"_s.arg(
            esc(colorOf(run.runId, int(i))), esc(nameOf(run.runId)));
        html += cell(run.runId) + cell(runStateName(run.state)) + cell(QString::number(run.seed), true)
                + cell(run.experiment) + cell(run.machine);
        const auto edited = annotations.constFind(run.runId);
        const QStringList &tags = edited != annotations.cend() ? edited->first : run.tags;
        const QString &notes = edited != annotations.cend() ? edited->second : run.notes;
        html += u"<td>"_s;
        for (const QString &tag : tags)
            html += u"<span class=\"tag\">"_s + esc(tag) + u"</span>"_s;
        html += u"</td><td class=\"notes\">"_s + esc(notes) + u"</td></tr>\n"_s;
    }
    html += u"</table></div>\n</body>\n</html>\n"_s;
    return html;
}

Result<void> HtmlReport::write(const QString &path, const RunSet &runs) const
{
    return writeFileAtomically(path, toHtml(runs).toUtf8());
}

} // namespace twb
