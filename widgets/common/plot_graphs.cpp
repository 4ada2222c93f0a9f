#include "widgets/common/plot_graphs.h"

#include "widgets/common/band_graph.h"
#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/plot_views.h"
#include "widgets/common/qcustomplot_include.h"

#include <cmath>
#include <limits>

namespace twb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

void PlotGraphs::rebuild(int curveCount, const QList<PlotAggregate> &aggregates)
{
    for (auto &c : m_curves) {
        for (auto *g : c.raw)
            m_plot->removeGraph(g);
        for (auto *g : c.smooth)
            m_plot->removeGraph(g);
    }
    m_curves.clear();
    m_curves.resize(std::size_t(curveCount));
    for (auto *g : std::as_const(m_aggregates))
        m_plot->removeGraph(g);
    m_aggregates.clear();
    for (auto &graphs : m_curves) {
        for (auto *list : {&graphs.raw, &graphs.smooth}) {
            QCPGraph *g = new M4EnvelopeGraph(m_plot->xAxis, m_plot->yAxis);
            g->setVisible(false);
            list->push_back(g);
        }
    }
    for (const auto &aggregate : aggregates) {
        auto *mean = m_plot->addGraph();
        auto *low = m_plot->addGraph();
        auto *high = new BandGraph(m_plot->xAxis, m_plot->yAxis);
        mean->setPen(QPen(aggregate.color, aggregate.width));
        mean->setName(aggregate.label);
        if (aggregate.inLegend && !aggregate.label.isEmpty())
            mean->addToLegend();
        QColor band = aggregate.color;
        band.setAlpha(aggregate.bandAlpha);
        low->setPen(Qt::NoPen);
        high->setPen(Qt::NoPen);
        high->setBrush(band);
        high->setChannelFillGraph(low);
        m_aggregates << mean << low << high;
    }
}

void PlotGraphs::markIfSinglePoint(QCPGraph *graph, const QCPGraphData *data, qsizetype count, const QColor &color,
                                   double width)
{
    // A line through one point has no length: a lone value (the first eval, a run one step
    // old) is drawn as a dot instead, and as a line again once it has company.
    int finite = 0;
    for (qsizetype k = 0; k < count; ++k) {
        finite += std::isfinite(data[k].value) ? 1 : 0;
        if (finite > 1)
            break;   // company enough
    }
    if (finite == 1)
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, std::max(6.0, 4 * width)));
    else if (graph->scatterStyle().shape() != QCPScatterStyle::ssNone)
        graph->setScatterStyle(QCPScatterStyle());
}

void PlotGraphs::raiseAboveAggregates(QCPGraph *graph)
{
    // The aggregates are added after the curves on the same layer, so they paint over them; a
    // layer of its own above that one puts a curve on top whatever the order of the graphs.
    static const QString kTopLayer = QStringLiteral("curvesOnTop");
    QCPLayer *top = m_plot->layer(kTopLayer);
    if (!top) {
        m_plot->addLayer(kTopLayer, graph->layer(), QCustomPlot::limAbove);
        top = m_plot->layer(kTopLayer);
    }
    if (graph->layer() != top)
        graph->setLayer(top);
}

void PlotGraphs::clearData()
{
    for (auto &graphs : m_curves) {
        for (auto *g : graphs.raw)
            g->data()->clear();
        for (auto *g : graphs.smooth)
            g->data()->clear();
    }
    for (auto *g : std::as_const(m_aggregates))
        g->data()->clear();
}

std::size_t PlotGraphs::draw(const PlotViews &views, const QList<PlotCurve> &curves,
                             const QList<PlotAggregate> &aggregates, bool logY)
{
    std::size_t points = 0;
    for (int i = 0; i < curves.size(); ++i)
        points += drawCurve(i, curves[i], views, logY);
    for (int a = 0; a < aggregates.size(); ++a)
        points += setAggregate(a, aggregates[a], views.aggregates[std::size_t(a)], logY);
    return points;
}

std::size_t PlotGraphs::drawCurve(int index, const PlotCurve &curve, const PlotViews &views, bool logY)
{
    const PlotViews::CurveViews &lines = views.curves[std::size_t(index)];
    const bool smoothed = lines.smoothed;
    const bool raw = lines.raw;
    std::size_t points = 0;
    if (raw) {
        points += setCurve(index, Line::Raw, curve, smoothed ? curve.rawAlpha : 255,
                           smoothed ? 1.0 : (curve.width > 0 ? curve.width : 1.0), lines.rawView, logY);
        firstGraph(index, Line::Raw)->setName(curve.label);
    } else {
        hideCurve(index, Line::Raw);
    }
    QCPGraph *named = raw ? firstGraph(index, Line::Raw) : nullptr;
    if (smoothed) {
        points += setCurve(index, Line::Smoothed, curve, 255, curve.width > 0 ? curve.width : 1.5, lines.smoothedView,
                           logY);
        named = firstGraph(index, Line::Smoothed);
        named->setName(curve.label);
        if (raw)
            firstGraph(index, Line::Raw)->removeFromLegend();
    } else {
        hideCurve(index, Line::Smoothed);
    }
    if (named && curve.inLegend)
        named->addToLegend();
    return points;
}

std::size_t PlotGraphs::setCurve(int index, Line line, const PlotCurve &curve, int alpha, double width,
                                 const SeriesView &view, bool logY)
{
    std::vector<QCPGraph *> &graphs = m_curves[std::size_t(index)].of(line);
    QColor color = curve.color;
    color.setAlpha(alpha);
    const QPen pen(color, width, curve.penStyle);
    std::size_t drawn = 0;
    std::size_t used = 0;
    std::size_t begin = 0;
    const std::size_t n = view.x.size();
    while (begin < n || (used == 0 && n == 0)) {
        std::size_t end = begin + 1;
        while (end < n && view.x[end] >= view.x[end - 1])
            ++end;
        if (graphs.size() <= used) {
            graphs.push_back(new M4EnvelopeGraph(m_plot->xAxis, m_plot->yAxis));
        }
        QCPGraph *g = graphs[used];
        if (curve.onTop)
            raiseAboveAggregates(g);
        g->setPen(pen);
        if (curve.pointSize > 0) {
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, curve.pointSize));
        }
        // Written in place, into the graph's own data where it is an envelope graph (a new
        // vector per curve and refresh, filled and handed over, was a visible share).
        const std::size_t from = std::min(begin, n);
        const std::size_t to = std::min(end, n);
        const auto count = qsizetype(to - from);
        auto *envelope = qobject_cast<M4EnvelopeGraph *>(g);
        QVector<QCPGraphData> data;
        QCPGraphData *const first = envelope ? envelope->envelopeDataToWrite(count) : (data.resize(count), data.data());
        QCPGraphData *out = first;
        const double scale = curve.scale;
        for (std::size_t k = from; k < to; ++k, ++out) {
            double y = view.y[k] * scale;
            if (logY && !(y > 0))
                y = kNaN;
            out->key = view.x[k];
            out->value = y;
        }
        drawn += std::size_t(count);
        if (curve.pointSize <= 0)
            markIfSinglePoint(g, first, count, color, width);
        if (!envelope)
            g->data()->set(data, true);
        g->setVisible(true);
        ++used;
        begin = end;
        if (n == 0)
            break;
    }
    for (std::size_t k = used; k < graphs.size(); ++k) {
        graphs[k]->data()->clear();
        graphs[k]->setVisible(false);
    }
    return drawn;
}

void PlotGraphs::hideCurve(int index, Line line)
{
    for (auto *g : m_curves[std::size_t(index)].of(line)) {
        g->data()->clear();
        g->setVisible(false);
        g->removeFromLegend();
    }
}

QCPGraph *PlotGraphs::firstGraph(int index, Line line) const
{
    return m_curves[std::size_t(index)].of(line).front();
}

std::vector<QCPGraph *> PlotGraphs::graphs() const
{
    std::vector<QCPGraph *> all;
    for (const CurveGraphs &curve : m_curves) {
        all.insert(all.end(), curve.raw.begin(), curve.raw.end());
        all.insert(all.end(), curve.smooth.begin(), curve.smooth.end());
    }
    all.insert(all.end(), m_aggregates.begin(), m_aggregates.end());
    return all;
}

std::size_t PlotGraphs::setAggregate(int index, const PlotAggregate &aggregate, const AggregateView &view, bool logY)
{
    QCPGraph *mean = m_aggregates[3 * index];
    QCPGraph *low = m_aggregates[3 * index + 1];
    QCPGraph *high = m_aggregates[3 * index + 2];
    const QVector<double> x(view.x.begin(), view.x.end());
    auto scaled = [&](const std::vector<double> &v) {
        QVector<double> out;
        out.reserve(qsizetype(v.size()));
        for (double y : v)
            out << ((logY && !(y * aggregate.scale > 0)) ? kNaN : y * aggregate.scale);
        return out;
    };
    const QVector<double> meanY = scaled(view.mean);
    QVector<QCPGraphData> meanData;
    meanData.reserve(x.size());
    for (qsizetype k = 0; k < x.size() && k < meanY.size(); ++k)
        meanData.push_back({x[k], meanY[k]});
    markIfSinglePoint(mean, meanData.constData(), meanData.size(), aggregate.color, aggregate.width);
    mean->setData(x, meanY, true);
    low->setData(x, scaled(view.low), true);
    high->setData(x, scaled(view.high), true);
    return 3 * view.x.size();
}

} // namespace twb
