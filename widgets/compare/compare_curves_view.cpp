#include "widgets/compare/compare_curves_view.h"

#include "core/ablation/run_set.h"
#include "core/metrics/series_store.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/x_axis_ticker.h"
#include "widgets/compare/run_styler.h"

#include <QHash>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kMaxRawCurves = 200;
constexpr size_t kMaxThickCurves = 20;

void setGraphData(QCPGraph *graph, const std::vector<double> &x, const std::vector<double> &y)
{
    QVector<QCPGraphData> data(qsizetype(x.size()));
    for (size_t i = 0; i < x.size(); ++i)
        data[qsizetype(i)] = QCPGraphData(x[i], y[i]);
    graph->data()->set(data, true);
}


} // namespace

CompareCurvesView::CompareCurvesView(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(u"curves"_s);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(30); // coalesce zoom/pan bursts; never a 0 ms timer (docs/architecture.md)
    connect(m_timer, &QTimer::timeout, this, [this] { rebuild(false); });
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this] {
        if (!m_rebuilding)
            scheduleRebuild();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

CompareCurvesView::~CompareCurvesView() = default;

void CompareCurvesView::setRunSet(std::shared_ptr<const RunSet> runs, const QString &metric, const QString &colorBy)
{
    m_runs = std::move(runs);
    m_metric = metric;
    m_colorBy = colorBy;
    rebuild(true);
}

void CompareCurvesView::setMetric(const QString &metric)
{
    m_metric = metric;
    rebuild(true);
}

void CompareCurvesView::setColorBy(const QString &path)
{
    m_colorBy = path;
    rebuild(false);
}

void CompareCurvesView::setSmoothing(double weight)
{
    m_smoothing = weight;
    scheduleRebuild();
}

void CompareCurvesView::setXAxis(XAxis axis)
{
    m_axis = axis;
    rebuild(true);
}

void CompareCurvesView::setLogY(bool log)
{
    m_logY = log;
    m_plot->yAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    m_plot->yAxis->setTicker(log ? QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog) : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    rebuild(true);
}

void CompareCurvesView::setMode(Mode mode)
{
    m_mode = mode;
    rebuild(false);
}

void CompareCurvesView::setStdBand(bool stdDev)
{
    m_stdBand = stdDev;
    rebuild(false);
}

void CompareCurvesView::scheduleRebuild()
{
    if (!m_timer->isActive())
        m_timer->start();
}

QCPGraph *CompareCurvesView::graph(int index)
{
    // Graphs are reused across rebuilds: creating and deleting hundreds of QCPGraphs per
    // zoom step would cost more than the data.
    while (m_plot->graphCount() <= index)
        m_plot->addGraph();
    QCPGraph *g = m_plot->graph(index);
    g->setVisible(true);
    g->setBrush(Qt::NoBrush);
    g->setChannelFillGraph(nullptr);
    g->setName(QString());
    g->removeFromLegend();
    return g;
}

void CompareCurvesView::rebuild(bool rescale)
{
    m_rebuilding = true;
    m_timer->stop();
    m_used = 0;
    m_curveCount = 0;
    m_plot->legend->clearItems();
    const auto finish = [this] {
        for (int i = m_used; i < m_plot->graphCount(); ++i) {
            m_plot->graph(i)->data()->clear();
            m_plot->graph(i)->setVisible(false);
        }
        m_plot->legend->setVisible(m_plot->legend->itemCount() > 0);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        m_rebuilding = false;
        Q_EMIT rebuilt();
    };
    if (!m_runs || m_runs->runs().empty()) {
        finish();
        return;
    }
    const RunSet &set = *m_runs;
    const SeriesStore &store = set.store();
    const auto &runs = set.runs();
    QHash<QString, QList<SeriesKey>> keysOfRun;
    double x0 = std::numeric_limits<double>::infinity(), x1 = -x0;
    for (const RunSet::Run &run : runs) {
        QList<SeriesKey> keys;
        for (int host : store.hosts(run.runId)) {
            const SeriesKey key{run.runId, host, m_metric};
            if (!store.contains(key))
                continue;
            keys << key;
            if (const auto range = store.xRange(key, m_axis)) {
                x0 = std::min(x0, range->first);
                x1 = std::max(x1, range->second);
            }
        }
        keysOfRun.insert(run.runId, keys);
    }
    if (!(x1 >= x0)) {
        finish();
        return;
    }
    if (x1 == x0)
        x1 = x0 + 1;
    if (rescale)
        m_plot->xAxis->setRange(x0, x1);
    const QCPRange visible = m_plot->xAxis->range();
    const int columns = std::max(100, m_plot->axisRect()->width());
    const RunStyler styler(set, m_colorBy);
    const bool drawRuns = m_mode != Mode::MeanBand;
    const bool drawMeans = m_mode != Mode::Runs;
    const bool drawRaw = m_smoothing > 0 && drawRuns && int(runs.size()) <= kMaxRawCurves;

    // A pen wider than 1 px leaves Qt's fast cosmetic-line path for the full stroker, about 25x
    // slower (bench_compare_open: 500 runs repaint in ~3 s at 1.5 px, ~0.12 s at 1 px); thicker
    // run lines only help when there are few of them.
    const bool thickRuns = runs.size() <= kMaxThickCurves;
    SeriesView view;
    QHash<QString, bool> legendDone;
    for (size_t i = 0; i < runs.size() && drawRuns; ++i) {
        const QList<SeriesKey> &keys = keysOfRun[runs[i].runId];
        if (keys.isEmpty())
            continue;
        const QColor color = styler.color(int(i));
        const auto draw = [&](double smoothing, const QColor &c, double width) {
            QCPGraph *g = graph(m_used++);
            if (keys.size() == 1) {
                store.view(keys.front(), m_axis, visible.lower, visible.upper, columns, view, smoothing);
                setGraphData(g, view.x, view.y);
            } else { // several hosts: their mean
                const AggregateView agg = store.aggregate(keys, m_axis, visible.lower, visible.upper, columns,
                                                          BandKind::MinMax, smoothing);
                setGraphData(g, agg.x, agg.mean);
            }
            g->setPen(QPen(c, width, styler.penStyle(int(i))));
        };
        if (drawRaw) {
            QColor faint = color;
            faint.setAlpha(50);
            draw(0, faint, 1);
        }
        draw(m_smoothing, color, drawMeans || !thickRuns ? 1 : 1.5);
        ++m_curveCount;
    }
    if (drawMeans) {
        // Cells in order of first appearance; each a mean over its seeds' runs (and hosts).
        QStringList cells;
        QHash<QString, QList<SeriesKey>> keysOfCell;
        for (const RunSet::Run &run : runs) {
            if (!cells.contains(run.hash))
                cells << run.hash;
            keysOfCell[run.hash] += keysOfRun[run.runId];
        }
        for (const QString &cell : cells) {
            const QList<SeriesKey> &keys = keysOfCell[cell];
            if (keys.isEmpty())
                continue;
            const AggregateView agg = store.aggregate(keys, m_axis, visible.lower, visible.upper, columns,
                                                      m_stdBand ? BandKind::StdDev : BandKind::MinMax, m_smoothing);
            const QColor color = styler.cellColor(cell);
            QCPGraph *low = graph(m_used++);
            QCPGraph *high = graph(m_used++);
            setGraphData(low, agg.x, agg.low);
            setGraphData(high, agg.x, agg.high);
            QColor band = color;
            band.setAlpha(45);
            low->setPen(Qt::NoPen);
            high->setPen(Qt::NoPen);
            high->setBrush(band);
            high->setChannelFillGraph(low);
            QCPGraph *mean = graph(m_used++);
            setGraphData(mean, agg.x, agg.mean);
            mean->setPen(QPen(color, 2.5));
            ++m_curveCount;
        }
    }
    // Legend: the colour values, then the seeds' line styles.
    const auto legendLine = [&](const QString &name, const QPen &pen) {
        QCPGraph *g = graph(m_used++);
        g->data()->clear();
        g->setPen(pen);
        g->setName(name);
        g->addToLegend();
    };
    const int maxEntries = 12;
    int shown = 0;
    for (const RunStyler::Entry &entry : styler.entries()) {
        if (shown++ == maxEntries) {
            legendLine(tr("… %1 more").arg(styler.entries().size() - maxEntries), QPen(Qt::transparent));
            break;
        }
        legendLine(m_colorBy.isEmpty() ? entry.label : u"%1 = %2"_s.arg(m_colorBy, entry.label), QPen(entry.color, 2.5));
    }
    if (drawRuns && styler.seeds().size() > 1)
        for (const auto &[seed, style] : styler.seeds())
            legendLine(tr("seed %1").arg(seed), QPen(Qt::darkGray, 1.5, style));

    applyXAxisTicker(m_plot->xAxis, m_axis);
    m_plot->yAxis->setLabel(m_metric + (m_smoothing > 0 ? tr(" (smoothed %1)").arg(m_smoothing) : QString()));
    if (rescale) {
        bool found = false;
        const QCPRange y = [&] {
            QCPRange r;
            for (int i = 0; i < m_used; ++i) {
                bool ok = false;
                const QCPRange gr = m_plot->graph(i)->getValueRange(ok, QCP::sdBoth, visible);
                if (!ok)
                    continue;
                r = found ? QCPRange(std::min(r.lower, gr.lower), std::max(r.upper, gr.upper)) : gr;
                found = true;
            }
            return r;
        }();
        if (found) {
            const double pad = (y.upper - y.lower) * 0.05;
            m_plot->yAxis->setRange(m_logY ? y.lower * 0.9 : y.lower - pad, m_logY ? y.upper * 1.1 : y.upper + pad);
        }
    }
    finish();
}

} // namespace twb
