#pragma once

#include "core/ablation/ablation_metric.h"
#include "core/ablation/run_metric_summary.h"
#include "core/ablation/seed_statistics.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace twb {

// The results of a set of runs for one metric: runs with the same config hash are one cell
// (their seeds differ); per cell the value the metric's `at` selects per seed, mean, std and
// 95% CI over seeds, the same over the smoothed final value (to sort by), and the delta of
// the mean to the baseline cell, absolute and in %.
class ResultTable final
{
public:
    struct Run
    {
        QString runId;
        QString configHash;
        qint64 seed = 0;
        QString state;  // run.json state
        Json config;    // to read the variables' values
        RunMetricSummary summary;
    };

    struct Row
    {
        QString hash;
        std::vector<Json> values; // one per variable path
        QStringList runIds;
        std::vector<qint64> seeds;
        std::vector<double> perSeed; // the selected value of each run (NaN when it has none yet)
        QStringList states;
        SeedStatistics stats;
        SeedStatistics smoothed;
        bool isBaseline = false;
        std::optional<double> deltaAbs;
        std::optional<double> deltaPercent;
    };

    // `variables` are the config paths shown per row (the ablation's variables, or the paths a
    // ConfigDiff found). `baselineHash` may be empty (no deltas). Rows keep the order in which
    // their first run appears in `runs`.
    static ResultTable build(const std::vector<Run> &runs, const QStringList &variables, const AblationMetric &metric,
                             const QString &baselineHash);

    const std::vector<Row> &rows() const { return m_rows; }
    const QStringList &variables() const { return m_variables; }
    const AblationMetric &metric() const { return m_metric; }
    int baselineRow() const;
    // Row indices best first by the smoothed mean (by goal); rows without a value last.
    std::vector<int> rankedBySmoothed() const;

    // One line per cell: hash, variables, n, mean, std, ci95_low, ci95_high, delta_abs,
    // delta_pct, smoothed_mean, run ids, note. Numbers in Python repr, empty when absent; a
    // one-seed cell has empty std and CI and the note kOneSeedNote.
    QString cellsCsv() const;
    // One line per run: run_id, hash, seed, state, variables, final, best, at_step, value.
    QString runsCsv(const std::vector<Run> &runs) const;
    // Markdown tables of the same (cells, then runs).
    QString cellsMarkdown() const;
    QString runsMarkdown(const std::vector<Run> &runs) const;

    // For people (Markdown, the GUI's cells): `digits` significant digits (NumberFormat, C
    // locale), "NaN", "inf". Files for programs (CSV) keep the exact repr.
    static QString formatNumber(double value, int digits = 4);
    // What a view shows instead of the std and CI of a cell with one seed (translated).
    static QString noSpreadText();
    // The same for the CSV, untranslated: a file for programs.
    static constexpr const char16_t *kOneSeedNote = u"one seed: no spread";

private:
    QStringList m_variables;
    AblationMetric m_metric;
    std::vector<Row> m_rows;
};

} // namespace twb
