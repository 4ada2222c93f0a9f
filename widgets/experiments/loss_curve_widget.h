#pragma once

#include <QWidget>

class QCustomPlot;

namespace twb {

class SeriesPlot;
class SeriesStore;

// Training loss per step and evaluation loss as points, for the smoke test: a SeriesPlot over
// a store of its own. Points arrive one by one; the plot coalesces the replots (never one
// replot per point).
class LossCurveWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossCurveWidget)

public:
    explicit LossCurveWidget(QWidget *parent = nullptr);
    ~LossCurveWidget() override;

    void clear();
    void addTrainPoint(int step, double loss);
    void addEvalPoint(int step, double loss);

    int trainPointCount() const;
    int evalPointCount() const;
    QCustomPlot *plot() const;
    SeriesPlot *seriesPlot() const { return m_plot; }

private:
    void add(int metric, int step, double value);

    SeriesStore *m_store = nullptr;
    SeriesPlot *m_plot = nullptr;
};

} // namespace twb
