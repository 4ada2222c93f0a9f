#pragma once

#include "core/kernel/run_overview.h"

#include <QWidget>

class QCustomPlot;

namespace twb {

// Latency and speedup over iterations: the optimized time of each correct iteration, the base
// time re-measured with it, the best-so-far line (docs/formats.md 6.3: the lowest latency so far,
// ties keeping the incumbent), failed iterations marked on the axis, speedup on the right axis.
class LatencyPlot final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatencyPlot)

public:
    explicit LatencyPlot(QWidget *parent = nullptr);

    // `replayed`: the run's numbers are a replay's recording, so the base line is "replayed",
    // not "re-measured" (nothing was measured).
    void setIterations(const QList<kernel::IterationView> &iterations, bool replayed = false);
    QCustomPlot *plot() const { return m_plot; }
    // 220 px tall when there is room; smaller (down to the legend and a short axis) when not.
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The graphs' pens and the plot's colours from the widget's palette (again on View > Theme).
    void applyPalette();
    // The least height that shows the legend whole above a readable axis.
    void fitMinimumHeight();

    QCustomPlot *m_plot = nullptr;
};

} // namespace twb
