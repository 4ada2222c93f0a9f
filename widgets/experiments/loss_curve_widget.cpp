#include "widgets/experiments/loss_curve_widget.h"

#include "core/metrics/ingest_batch.h"
#include "core/metrics/series_store.h"
#include "widgets/common/palette.h"
#include "widgets/common/plot_curve.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

const QString kRun = u"smoke"_s;
enum Metric : std::uint32_t { TrainLoss, EvalLoss };

SeriesKey keyOf(Metric metric)
{
    return {kRun, 0, metric == TrainLoss ? u"loss"_s : u"eval/loss"_s};
}

} // namespace

LossCurveWidget::LossCurveWidget(QWidget *parent) : QWidget(parent)
{
    m_store = new SeriesStore(this);
    m_plot = new SeriesPlot(*m_store, this);
    m_plot->customPlot()->setObjectName(u"lossPlot"_s);
    m_plot->setMinimumHeight(160);
    m_plot->setYLabel(tr("loss"));
    // Room right of the last step, so that its eval point is not cut at the edge.
    m_plot->setXMargin(0.04);

    PlotCurve train;
    train.key = keyOf(TrainLoss);
    train.label = tr("train loss");
    train.color = Palette::series(0);
    train.width = 1.5;
    PlotCurve eval;
    eval.key = keyOf(EvalLoss);
    eval.label = tr("eval loss");
    eval.color = Palette::series(1);
    eval.pointSize = 7;
    m_plot->setCurves({train, eval});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

LossCurveWidget::~LossCurveWidget()
{
    // The store is the older child and would go first: the plot (and a view job of it still
    // reading the store) goes before it.
    delete m_plot;
}

QCustomPlot *LossCurveWidget::plot() const
{
    return m_plot->customPlot();
}

void LossCurveWidget::clear()
{
    m_store->removeRun(kRun);
}

void LossCurveWidget::add(int metric, int step, double value)
{
    IngestBatch batch;
    batch.metricNames = {"loss", "eval/loss"};
    batch.values.push_back({std::uint32_t(metric), step, double(step), value});
    m_store->append(kRun, 0, batch);   // the store's signals schedule the plot's refresh
}

void LossCurveWidget::addTrainPoint(int step, double loss)
{
    add(TrainLoss, step, loss);
}

void LossCurveWidget::addEvalPoint(int step, double loss)
{
    add(EvalLoss, step, loss);
}

int LossCurveWidget::trainPointCount() const
{
    return int(m_store->pointCount(keyOf(TrainLoss)));
}

int LossCurveWidget::evalPointCount() const
{
    return int(m_store->pointCount(keyOf(EvalLoss)));
}

} // namespace twb
