#pragma once

#include "core/ablation/result_table.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace twb {

// The Markdown report of an ablation or of any compared set of runs: what was compared, the
// best cell, the per-cell table (mean, std, 95% CI over seeds, delta to baseline), figures
// when the GUI exported some, and the per-run table with each run's exact final value.
struct AblationReport
{
    struct Figure
    {
        QString file;    // relative to the report
        QString caption;
    };

    QString title;
    QStringList facts;   // "Base: experiments/x/experiment.json", "Mode: grid", ...
    ResultTable table;
    std::vector<ResultTable::Run> runs;
    std::vector<Figure> figures;
    QStringList notes;

    QString toMarkdown() const;
};

} // namespace twb
