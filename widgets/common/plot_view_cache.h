#pragma once

#include "widgets/common/plot_graph_snapshot.h"
#include "widgets/common/plot_view_key.h"

#include <cstddef>
#include <list>
#include <optional>
#include <vector>

class QCPGraph;

namespace twb {

// The views a SeriesPlot shows, and other visible ranges it drew before (up to a budget of
// their points, newest first): a refresh that wants views one of them stands for shows it
// again instead of decimating (Compare's 500 runs: most of a zoom's cost). The graphs' data is
// kept as PlotGraphSnapshots, so keeping and showing a range copies no point.
class PlotViewCache final
{
public:
    // The views the graphs show; nullptr before the first refresh and after clear().
    const PlotViewKey *shown() const { return m_shown ? &*m_shown : nullptr; }
    // Shows views that stand for `wanted` without computing them: the ones shown, or a kept
    // range's, whose data goes back into `graphs`. False: `wanted` has to be decimated.
    bool show(const PlotViewKey &wanted, const std::vector<QCPGraph *> &graphs);
    // Whether the last show() put a kept range back.
    bool lastReusedRange() const { return m_lastReused; }

    // Before the graphs are written with new views: what the kept ranges hold stays as it is.
    void beforeDraw(const std::vector<QCPGraph *> &graphs) const;
    // The graphs now show `key`'s views (kept as a range too while the budget is not 0).
    void drawn(const PlotViewKey &key, const std::vector<QCPGraph *> &graphs);

    // The graphs were rebuilt: the kept ranges point at graphs that are gone.
    void forgetRanges() { m_kept.clear(); }
    // Nothing shown and nothing kept.
    void clear();

    // Points of other ranges than the shown one to keep, in bytes; 0 keeps none.
    void setBudget(std::size_t bytes);
    // Points held for other ranges than the shown one.
    std::size_t keptBytes() const;

private:
    struct KeptRange
    {
        PlotViewKey key;
        PlotGraphSnapshot graphs;
    };
    void trimToBudget();

    std::optional<PlotViewKey> m_shown;
    std::list<KeptRange> m_kept;   // newest first; the shown range is the first
    std::size_t m_budget = 0;
    bool m_lastReused = false;
};

} // namespace twb
