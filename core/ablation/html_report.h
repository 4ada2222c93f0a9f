#pragma once

#include "core/ablation/result_table.h"
#include "core/util/error.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace twb {

class RunSet;

// A comparison as one self-contained HTML file to share: no script, no external file, no
// font or style sheet from the web; the plots are inline SVG (SvgLineChart) drawn from the run
// set's store, then the results table, the config diff and every run's tags and notes. It
// opens in any browser without the app. Reads the store only (no file): build it off the GUI
// thread for a large set anyway, it decimates every run's series.
class HtmlReport final
{
    Q_DECLARE_TR_FUNCTIONS(twb::HtmlReport)

public:
    QString title;
    QStringList facts;                      // one line each under the title
    ResultTable table;                      // the results table (its metric is plotted first)
    QStringList metrics;                    // plotted in this order; empty: the table's metric
    double smoothing = 0.6;                 // EMA weight of the bold curve (0: raw only)
    bool logY = false;
    QHash<QString, QString> colors;         // run id -> "#rrggbb"; others from defaultColor()
    QHash<QString, QString> names;          // run id -> readable name; others by id
    // Tags and notes saved after the run set was read (run id -> tags, notes).
    QHash<QString, std::pair<QStringList, QString>> annotations;

    QString toHtml(const RunSet &runs) const;
    Result<void> write(const QString &path, const RunSet &runs) const;

    // The colour of the i-th run when the caller gives none (Tableau 10, saturated enough
    // to be told from the page's greys).
    static QString defaultColor(int index);
    // The colour `runId` gets in toHtml (the i-th run of the set).
    QString colorOf(const QString &runId, int index) const;
};

} // namespace twb
