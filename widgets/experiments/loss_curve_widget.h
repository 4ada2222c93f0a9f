#pragma once

#include <QWidget>

class QCPGraph;
class QCustomPlot;
class QTimer;

namespace twb {

// Training loss per step and evaluation loss as points, for the smoke test. Points arrive one
// by one; the replot is coalesced by a ~30 ms single-shot timer (never one replot per point).
class LossCurveWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossCurveWidget)

public:
    explicit LossCurveWidget(QWidget *parent = nullptr);

    void clear();
    void addTrainPoint(int step, double loss);
    void addEvalPoint(int step, double loss);

    int trainPointCount() const;
    int evalPointCount() const;
    QCustomPlot *plot() const { return m_plot; }

private:
    void scheduleReplot();

    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_train = nullptr;
    QCPGraph *m_eval = nullptr;
    QTimer *m_replot = nullptr;
};

} // namespace twb
