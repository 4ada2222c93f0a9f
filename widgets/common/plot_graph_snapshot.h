#pragma once

#include "widgets/common/qcustomplot_include.h"

#include <QSharedPointer>

#include <cstddef>
#include <vector>

namespace twb {

// What a set of graphs shows, kept without copying a point: each graph's data container (shared,
// and never written again once taken: the owner gives the graphs new containers before it
// writes), whether it is visible, and its line and scatter style (a one-point line is drawn as
// a dot). restore() puts it all back in O(graphs).
class PlotGraphSnapshot final
{
public:
    static PlotGraphSnapshot take(const std::vector<QCPGraph *> &graphs);
    // Gives each graph an empty container of its own, so what a snapshot holds is not written.
    static void detach(const std::vector<QCPGraph *> &graphs);
    // `all`: the owner's graphs now; one made after the snapshot (a curve split into more
    // monotonic runs in another range) is hidden.
    void restore(const std::vector<QCPGraph *> &all) const;

    // The points held (QCPGraphData: key and value, 16 bytes each).
    std::size_t bytes() const { return m_bytes; }

private:
    struct Graph
    {
        QCPGraph *graph = nullptr;
        QSharedPointer<QCPGraphDataContainer> data;
        bool visible = false;
        QCPGraph::LineStyle lineStyle = QCPGraph::lsLine;
        QCPScatterStyle scatter;
    };
    std::vector<Graph> m_graphs;
    std::size_t m_bytes = 0;
};

} // namespace twb
