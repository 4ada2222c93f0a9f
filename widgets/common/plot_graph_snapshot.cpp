#include "widgets/common/plot_graph_snapshot.h"

#include "widgets/common/m4_envelope_graph.h"

namespace twb {

PlotGraphSnapshot PlotGraphSnapshot::take(const std::vector<QCPGraph *> &graphs)
{
    PlotGraphSnapshot snapshot;
    snapshot.m_graphs.reserve(graphs.size());
    for (QCPGraph *g : graphs) {
        snapshot.m_graphs.push_back({g, g->data(), g->visible(), g->lineStyle(), g->scatterStyle()});
        snapshot.m_bytes += std::size_t(g->data()->size()) * sizeof(QCPGraphData);
    }
    return snapshot;
}

void PlotGraphSnapshot::detach(const std::vector<QCPGraph *> &graphs)
{
    for (QCPGraph *g : graphs) {
        if (auto *envelope = qobject_cast<M4EnvelopeGraph *>(g))
            envelope->detachData();
        else
            g->setData(QSharedPointer<QCPGraphDataContainer>::create());
    }
}

void PlotGraphSnapshot::restore(const std::vector<QCPGraph *> &all) const
{
    if (all.size() > m_graphs.size())
        for (QCPGraph *g : all)
            g->setVisible(false);
    for (const Graph &kept : m_graphs) {
        if (auto *envelope = qobject_cast<M4EnvelopeGraph *>(kept.graph))
            envelope->showData(kept.data);
        else
            kept.graph->setData(kept.data);
        kept.graph->setVisible(kept.visible);
        kept.graph->setLineStyle(kept.lineStyle);
        kept.graph->setScatterStyle(kept.scatter);
    }
}

} // namespace twb
