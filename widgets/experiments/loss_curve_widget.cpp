#include "widgets/experiments/loss_curve_widget.h"

#include <QTimer>
#include <QVBoxLayout>

#include "widgets/common/qcustomplot_include.h"

#include <algorithm>
#include <cmath>

namespace twb {

LossCurveWidget::LossCurveWidget(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("lossPlot"));
    m_plot->setMinimumHeight(160);
    m_plot->xAxis->setLabel(tr("step"));
    m_plot->yAxis->setLabel(tr("loss"));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());

    m_train = m_plot->addGraph();
    m_train->setName(tr("train loss"));
    m_train->setPen(QPen(QColor(0x29, 0x80, 0xb9), 1.5));
    m_eval = m_plot->addGraph();
    m_eval->setName(tr("eval loss"));
    m_eval->setLineStyle(QCPGraph::lsNone);
    m_eval->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0xd3, 0x54, 0x00), 7));
    m_eval->setPen(QPen(QColor(0xd3, 0x54, 0x00)));

    m_replot = new QTimer(this);
    m_replot->setSingleShot(true);
    m_replot->setInterval(30);
    connect(m_replot, &QTimer::timeout, this, [this] {
        m_plot->rescaleAxes();
        // Room around the data, so the last eval point is not cut at the edge.
        const QCPRange x = m_plot->xAxis->range();
        m_plot->xAxis->setRange(0, x.upper + std::max(1.0, 0.04 * x.upper));
        m_plot->yAxis->scaleRange(1.15, m_plot->yAxis->range().center());
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void LossCurveWidget::clear()
{
    m_train->data()->clear();
    m_eval->data()->clear();
    scheduleReplot();
}

void LossCurveWidget::addTrainPoint(int step, double loss)
{
    m_train->addData(step, std::isfinite(loss) ? loss : qQNaN());
    scheduleReplot();
}

void LossCurveWidget::addEvalPoint(int step, double loss)
{
    m_eval->addData(step, loss);
    scheduleReplot();
}

int LossCurveWidget::trainPointCount() const
{
    return m_train->dataCount();
}

int LossCurveWidget::evalPointCount() const
{
    return m_eval->dataCount();
}

void LossCurveWidget::scheduleReplot()
{
    if (!m_replot->isActive())
        m_replot->start();
}

} // namespace twb
