#include "widgets/common/plot_view_cache.h"

#include <algorithm>
#include <iterator>

namespace twb {

bool PlotViewCache::show(const PlotViewKey &wanted, const std::vector<QCPGraph *> &graphs)
{
    m_lastReused = false;
    if (m_shown && m_shown->matches(wanted))
        return true;
    const auto kept = std::find_if(m_kept.begin(), m_kept.end(),
                                   [&](const KeptRange &range) { return range.key.canStandFor(wanted); });
    if (kept == m_kept.end())
        return false;
    // A range drawn before: its graphs' data back, nothing decimated.
    kept->graphs.restore(graphs);
    m_kept.splice(m_kept.begin(), m_kept, kept);
    // Shown for this width now: the next refresh of the same range keeps it as it is.
    m_shown = kept->key;
    m_shown->width = wanted.width;
    m_lastReused = true;
    return true;
}

void PlotViewCache::beforeDraw(const std::vector<QCPGraph *> &graphs) const
{
    // The graphs get new containers first, so the snapshots' are never written.
    if (m_budget > 0)
        PlotGraphSnapshot::detach(graphs);
}

void PlotViewCache::drawn(const PlotViewKey &key, const std::vector<QCPGraph *> &graphs)
{
    m_shown = key;
    if (m_budget == 0)
        return;
    // Ranges of other data (a revision, curves or store since) are never shown again.
    m_kept.remove_if([&](const KeptRange &range) { return !range.key.sameData(key); });
    m_kept.push_front({key, PlotGraphSnapshot::take(graphs)});
    trimToBudget();
}

void PlotViewCache::clear()
{
    m_kept.clear();
    m_shown.reset();
}

void PlotViewCache::setBudget(std::size_t bytes)
{
    m_budget = bytes;
    if (bytes == 0)
        m_kept.clear();
    trimToBudget();
}

void PlotViewCache::trimToBudget()
{
    while (m_kept.size() > 1 && keptBytes() > m_budget)
        m_kept.pop_back();
}

std::size_t PlotViewCache::keptBytes() const
{
    std::size_t bytes = 0;
    for (auto it = std::next(m_kept.begin(), m_kept.empty() ? 0 : 1); it != m_kept.end(); ++it)
        bytes += it->graphs.bytes();
    return bytes;
}

} // namespace twb
