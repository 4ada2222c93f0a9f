#include "widgets/kernel/latency_plot.h"
#include "widgets/common/plot_theme.h"
#include "widgets/common/palette.h"

#include "core/kernel/best_so_far.h"
#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/qcustomplot_include.h"

#include <QEvent>
#include <QVBoxLayout>


using namespace Qt::StringLiterals;

namespace twb {

LatencyPlot::LatencyPlot(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    setObjectName(u"latencyPlot"_s);
    followDevicePixelRatio(m_plot);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    m_plot->xAxis->setLabel(tr("iteration"));
    m_plot->yAxis->setLabel(tr("latency (ms)"));
    m_plot->yAxis2->setVisible(true);
    // Short: the axis is as tall as the plot, 140 px at 1024x700 (the run's header says "× vs
    // base.py"; a longer legend entry would widen the window past 1024 px in German).
    m_plot->yAxis2->setLabel(tr("speedup (\u00d7)"));
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ticker);

    QCPGraph *base = m_plot->addGraph();
    base->setName(tr("base.py (re-measured)"));

    QCPGraph *optimized = m_plot->addGraph();
    optimized->setName(tr("optimized"));
    optimized->setLineStyle(QCPGraph::lsNone);

    QCPGraph *best = m_plot->addGraph();
    best->setName(tr("best so far"));
    best->setLineStyle(QCPGraph::lsStepLeft);

    QCPGraph *failed = m_plot->addGraph();
    failed->setName(tr("failed (no timing)"));
    failed->setLineStyle(QCPGraph::lsNone);

    QCPGraph *speedup = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    speedup->setName(tr("speedup"));
    speedup->setLineStyle(QCPGraph::lsNone);

    // The legend sits in a row below the axes, so it never hides a point.
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    // Three entries a row: five in one row made the plot (and the Kernels panel) 670 px wide.
    m_plot->legend->setWrap(3);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    auto *legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(5, 0, 5, 5));
    legendRow->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    applyPalette();
    fitMinimumHeight();
}

QSize LatencyPlot::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    hint.setHeight(std::max(hint.height(), 220));
    return hint;
}

void LatencyPlot::fitMinimumHeight()
{
    // A fixed 220 px minimum held the plot taller than the tab page a 1024x700 window leaves in
    // Japanese (CJK lines are taller), and the page cut the legend's second row. What it needs:
    // the legend (its rows at this font) and its row's margin, the x axis's tick labels and
    // title, and some 60 px to draw in.
    const int legend = m_plot->legend->minimumOuterSizeHint().height() + 5;
    const QFontMetrics ticks(m_plot->xAxis->tickLabelFont());
    const QFontMetrics title(m_plot->xAxis->labelFont());
    const int axis = ticks.height() * 3 / 2 + title.boundingRect(m_plot->xAxis->label()).height() + 20 + 60;
    m_plot->setMinimumHeight(legend + axis);
}

void LatencyPlot::applyPalette()
{
    const QPalette &colours = palette();
    m_plot->graph(0)->setPen(QPen(Palette::color(Palette::Role::Muted, colours), 1.5, Qt::DashLine));
    m_plot->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    m_plot->graph(1)->setPen(QPen(Palette::color(Palette::Role::Info, colours), 2));
    m_plot->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 8));
    m_plot->graph(2)->setPen(QPen(Palette::color(Palette::Role::Ok, colours), 2.5));
    m_plot->graph(3)->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCross, QPen(Palette::color(Palette::Role::Error, colours), 2.5), QBrush(), 12));
    m_plot->graph(4)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, Palette::color(Palette::Role::Highlight, colours), 8));
    PlotTheme::apply(m_plot, colours);
}

void LatencyPlot::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange)
        fitMinimumHeight();
}

void LatencyPlot::setIterations(const QList<kernel::IterationView> &iterations, bool replayed)
{
    m_plot->graph(0)->setName(replayed ? tr("base.py (replayed)") : tr("base.py (re-measured)"));
    QList<kernel::HistoryEntry> history;
    for (const kernel::IterationView &view : iterations)
        if (view.entry)
            history.append(*view.entry);
    const auto running = kernel::BestSoFar::runningBest(history);

    QVector<double> xBase, yBase, xOpt, yOpt, xBest, yBest, xFail, yFail, xSpeed, ySpeed;
    double top = 0;
    for (qsizetype i = 0; i < history.size(); ++i) {
        const kernel::HistoryEntry &e = history[i];
        if (e.baseTimeMs) {
            xBase << e.iteration;
            yBase << *e.baseTimeMs;
            top = std::max(top, *e.baseTimeMs);
        }
        if (e.isEligibleForBest()) {
            xOpt << e.iteration;
            yOpt << *e.optimizedTimeMs;
            top = std::max(top, *e.optimizedTimeMs);
        } else {
            xFail << e.iteration;
        }
        if (running[i]) {
            xBest << e.iteration;
            yBest << *running[i];
        }
        if (e.speedup && e.isEligibleForBest()) {
            xSpeed << e.iteration;
            ySpeed << *e.speedup;
        }
    }
    m_plot->graph(0)->setData(xBase, yBase, true);
    m_plot->graph(1)->setData(xOpt, yOpt, true);
    m_plot->graph(2)->setData(xBest, yBest, true);
    // Failed iterations have no latency: mark them just above the axis.
    for (qsizetype i = 0; i < xFail.size(); ++i)
        yFail << (top > 0 ? top * 0.04 : 0.04);
    m_plot->graph(3)->setData(xFail, yFail, true);
    m_plot->graph(4)->setData(xSpeed, ySpeed, true);
    const double last = history.isEmpty() ? 1 : history.last().iteration;
    m_plot->xAxis->setRange(0.5, std::max(1.0, last) + 0.5);
    m_plot->yAxis->setRange(0, top > 0 ? top * 1.15 : 1.0);
    double maxSpeed = 1;
    for (double s : ySpeed)
        maxSpeed = std::max(maxSpeed, s);
    m_plot->yAxis2->setRange(0, maxSpeed * 1.25);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace twb
