#include "widgets/compare/results_table_model.h"

#include "core/ablation/config_diff.h"
#include "core/ablation/run_set.h"
#include "core/services/run_display_name.h"
#include "core/util/number_format.h"
#include "widgets/common/palette.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

ResultsTableModel::ResultsTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ResultsTableModel::setRunSet(std::shared_ptr<const RunSet> runs)
{
    m_runSet = std::move(runs);
    rebuild();
}

void ResultsTableModel::setMetric(const AblationMetric &metric)
{
    m_metric = metric;
    rebuild();
}

void ResultsTableModel::setSmoothing(double weight)
{
    m_smoothing = weight;
    rebuild();
}

void ResultsTableModel::setBaselineHash(const QString &hash)
{
    m_baseline = hash;
    rebuild();
}

void ResultsTableModel::rebuild()
{
    beginResetModel();
    m_runs.clear();
    QStringList variables;
    if (m_runSet) {
        std::vector<Json> configs;
        for (const RunSet::Run &run : m_runSet->runs()) {
            configs.push_back(run.config);
            m_runs.push_back({run.runId, run.hash, run.seed, runStateName(run.state), run.config,
                              RunMetricSummary::fromStore(m_runSet->store(), run.runId, m_metric, m_smoothing)});
        }
        // The varying keys, except the seed (a column of its own kind: the statistics are over it).
        const ConfigDiff diff = configs.empty() ? ConfigDiff() : ConfigDiff::compute(configs);
        for (const QString &path : diff.paths())
            if (path != u"train.seed"_s)
                variables << path;
    }
    m_table = ResultTable::build(m_runs, variables, m_metric, m_baseline);
    // Enough digits that two cells whose means differ do not print the same.
    std::vector<double> means;
    std::vector<double> smoothed;
    for (const ResultTable::Row &row : m_table.rows()) {
        if (row.stats.hasValue())
            means.push_back(row.stats.mean);
        if (row.smoothed.hasValue())
            smoothed.push_back(row.smoothed.mean);
    }
    m_digits = std::max(NumberFormat::digitsToTellApart(means), NumberFormat::digitsToTellApart(smoothed));
    endResetModel();
}

int ResultsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows().size());
}

int ResultsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : smoothedColumn() + 1;
}

QVariant ResultsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const ResultTable::Row &row = m_table.rows()[size_t(index.row())];
    const int column = index.column();
    const int v = int(m_table.variables().size());
    const bool has = row.stats.hasValue();
    // To their significant digits in the user's locale; the tooltip has every digit.
    const auto number = [&](std::optional<double> value) -> QVariant {
        if (!value)
            return role == SortRole ? QVariant() : QVariant(u"–"_s);
        if (role == SortRole)
            return *value;
        if (role == Qt::ToolTipRole)
            return QLocale().toString(*value, 'g', 17);
        return NumberFormat::significant(*value, m_digits, QLocale());
    };
    if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole) {
        if (column < v) {
            const Json &value = row.values[size_t(column)];
            if (role == SortRole && value.is_number())
                return value.get<double>();
            return RunDisplayName::valueText(value, QLocale());
        }
        if (column == hashColumn())
            return role == Qt::ToolTipRole ? row.runIds.join(u'\n') : row.hash;
        if (column == v + 1) // seeds
            return row.stats.nonFinite > 0 && role != SortRole ? tr("%1 (+%2 NaN)").arg(row.stats.count).arg(row.stats.nonFinite)
                                                               : QVariant(row.stats.count);
        if (column == meanColumn())
            return number(has ? std::optional(row.stats.mean) : std::nullopt);
        // One seed has no spread: say so rather than show a std of 0, which reads as "no noise".
        if (has && !row.stats.hasSpread() && (column == v + 3 || column == v + 4)) {
            if (role == SortRole)
                return {};
            return column == v + 3 ? ResultTable::noSpreadText() : QVariant(u"–"_s);
        }
        if (column == v + 3)
            return number(has ? std::optional(row.stats.std) : std::nullopt);
        if (column == v + 4) {
            if (!has)
                return role == SortRole ? QVariant() : QVariant(u"–"_s);
            if (role == SortRole)
                return row.stats.ciHalfWidth;
            return u"[%1, %2]"_s.arg(NumberFormat::significant(row.stats.ciLow(), m_digits, QLocale()),
                                     NumberFormat::significant(row.stats.ciHigh(), m_digits, QLocale()));
        }
        if (column == deltaColumn())
            return number(row.deltaAbs);
        if (column == v + 6) {
            if (!row.deltaPercent)
                return role == SortRole ? QVariant() : QVariant(u"–"_s);
            return role == SortRole ? QVariant(*row.deltaPercent) : QVariant(QLocale().toString(*row.deltaPercent, 'f', 2) + u'%');
        }
        if (column == smoothedColumn())
            return number(row.smoothed.hasValue() ? std::optional(row.smoothed.mean) : std::nullopt);
    }
    if (role == Qt::FontRole && row.isBaseline) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ForegroundRole && (column == deltaColumn() || column == v + 6) && row.deltaAbs && *row.deltaAbs != 0) {
        // Green when the change goes the goal's way.
        const bool better = m_metric.better(*row.deltaAbs, 0);
        return QBrush(Palette::color(better ? Palette::Role::Ok : Palette::Role::Error));
    }
    if (role == Qt::TextAlignmentRole && column > v)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int v = int(m_table.variables().size());
    if (section < v)
        return m_table.variables()[section];
    const QString at = AblationMetric::atName(m_metric.at, m_metric.step);
    switch (section - v) {
    case 0: return tr("Hash");
    case 1: return tr("Seeds");
    case 2: return tr("%1 %2 (mean)").arg(m_metric.name, at);
    case 3: return tr("Std");
    case 4: return tr("95% CI");
    case 5: return tr("Δ baseline");
    case 6: return tr("Δ %");
    case 7: return tr("Smoothed mean");
    }
    return {};
}

} // namespace twb
