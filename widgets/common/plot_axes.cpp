#include "widgets/common/plot_axes.h"

#include "widgets/common/log_axis_ticker.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/x_axis_ticker.h"

#include <algorithm>

namespace twb {

PlotAxes::PlotAxes(QCustomPlot *plot) : m_plot(plot)
{
    applyXTicker();
}

void PlotAxes::setXAxis(XAxis axis)
{
    m_axis = axis;
    applyXTicker();
}

void PlotAxes::setXLabelsVisible(bool visible)
{
    m_plot->xAxis->setTickLabels(visible);
    if (!visible)
        m_plot->xAxis->setLabel(QString());
    else
        applyXTicker();   // puts the label back
}

void PlotAxes::setXTitleVisible(bool visible)
{
    m_xTitleVisible = visible;
    m_plot->xAxis->setTickLabels(true);
    applyXTicker();
}

void PlotAxes::applyXTicker()
{
    applyXAxisTicker(m_plot->xAxis, m_axis);
    if (!m_xTitleVisible)
        m_plot->xAxis->setLabel(QString());
}

void PlotAxes::setLogY(bool logarithmic)
{
    m_plot->yAxis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (logarithmic)
        m_plot->yAxis->setTicker(QSharedPointer<LogAxisTicker>(new LogAxisTicker));
    else
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
}

void PlotAxes::setSecondaryAxis(const QString &label, double factor)
{
    const double shownFactor = label.isEmpty() ? 0 : factor;
    QCPAxis *left = m_plot->yAxis;
    QCPAxis *right = m_plot->yAxis2;
    right->setVisible(!label.isEmpty() && factor > 0);
    right->setLabel(label);
    right->setTickLabels(true);
    QObject::disconnect(left, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), right, nullptr);
    if (shownFactor > 0) {
        QObject::connect(left, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), right,
                         [right, shownFactor](const QCPRange &range) {
                             right->setRange(range.lower * shownFactor, range.upper * shownFactor);
                         });
        right->setRange(left->range().lower * factor, left->range().upper * factor);
    }
}

void PlotAxes::setHorizontalMargins(int left, int right)
{
    m_plot->axisRect()->setAutoMargins(QCP::msTop | QCP::msBottom);
    m_plot->axisRect()->setMargins(QMargins(left, 0, right, 0));
}

void PlotAxes::fitTickCount(int plotHeight)
{
    m_plot->yAxis->ticker()->setTickCount(std::clamp(plotHeight / 45, 3, 6));
}

} // namespace twb
