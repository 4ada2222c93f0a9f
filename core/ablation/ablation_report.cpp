#include "core/ablation/ablation_report.h"

#include <QCoreApplication>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AblationReport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AblationReport)
};

QString valueText(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

} // namespace

QString AblationReport::toMarkdown() const
{
    QString md = u"# "_s + title + u"\n\n"_s;
    for (const QString &fact : facts)
        md += u"- "_s + fact + u'\n';
    const AblationMetric &metric = table.metric();
    md += u"- "_s
          + Tr::tr("Metric: %1, %2, %3 is better").arg(metric.name, AblationMetric::atName(metric.at, metric.step),
                                                    metric.goal == AblationMetric::Goal::Min ? Tr::tr("lower") : Tr::tr("higher"))
          + u'\n';
    md += u"- "_s + Tr::tr("Generated: %1").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)) + u"\n\n"_s;

    const std::vector<int> ranked = table.rankedBySmoothed();
    if (!ranked.empty() && table.rows()[size_t(ranked.front())].stats.hasValue()) {
        const ResultTable::Row &best = table.rows()[size_t(ranked.front())];
        QStringList values;
        for (qsizetype v = 0; v < table.variables().size(); ++v)
            values << table.variables()[v] + u'=' + valueText(best.values[size_t(v)]);
        QString line = Tr::tr("Best cell by smoothed %1: `%2` (%3), mean %4")
                           .arg(metric.name, best.hash, values.isEmpty() ? Tr::tr("the base") : values.join(u", "_s),
                                ResultTable::formatNumber(best.stats.mean));
        if (best.stats.hasSpread())
            line += Tr::tr(", 95% CI [%1, %2] over %3 seeds")
                        .arg(ResultTable::formatNumber(best.stats.ciLow()), ResultTable::formatNumber(best.stats.ciHigh()))
                        .arg(best.stats.count);
        else
            line += u" ("_s + ResultTable::noSpreadText() + u')';
        if (best.deltaPercent)
            line += Tr::tr(", %1% vs baseline").arg(QString::number(*best.deltaPercent, 'f', 2));
        md += u"**"_s + line + u".**\n\n"_s;
    }

    md += u"## "_s + Tr::tr("Results per cell") + u"\n\n"_s + table.cellsMarkdown() + u'\n';
    md += Tr::tr("Mean, std and 95% confidence interval (Student's t) over the seeds of each cell; Δ is the "
             "difference of the mean to the baseline cell.")
          + u"\n\n"_s;
    if (!figures.empty()) {
        md += u"## "_s + Tr::tr("Figures") + u"\n\n"_s;
        for (const Figure &figure : figures)
            md += u"![%1](%2)\n\n*%1*\n\n"_s.arg(figure.caption, figure.file);
    }
    md += u"## "_s + Tr::tr("Runs") + u"\n\n"_s + table.runsMarkdown(runs) + u'\n';
    md += Tr::tr("Final = the last value of %1 in the run's metrics files (the mean over hosts for a "
             "multi-host run).")
              .arg(metric.name)
          + u"\n"_s;
    if (!notes.isEmpty()) {
        md += u"\n## "_s + Tr::tr("Notes") + u"\n\n"_s;
        for (const QString &note : notes)
            md += u"- "_s + note + u'\n';
    }
    return md;
}

} // namespace twb
