#pragma once

#include "core/metrics/series_key.h"
#include "core/metrics/series_view.h"
#include "core/util/error.h"
#include "widgets/common/live_refresh_scheduler.h"
#include "widgets/common/plot_content.h"
#include "widgets/common/plot_curve.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCustomPlot;
class QCPPainter;

namespace twb {

class PlotAxes;
class PlotCrosshair;
class PlotLegend;
class PlotRefresh;
class SeriesStore;

// A time-series plot over the SeriesStore, shared by the monitor and the compare view: a widget
// that composes the classes that do the work. It holds no data of its own: a refresh asks the
// store for the M4-decimated views of the visible x-range at its pixel width (PlotRefresh), so
// zooming recomputes detail and 10M points cost what 4 x width points cost; when it refreshes
// and on which thread is LiveRefreshScheduler's. What it draws is a PlotContent; the axes,
// legend and crosshair have classes of their own. The store must outlive the plot, or be
// swapped away with setStore() before it goes (that waits for a view job). Style hooks
// (PlotCurve's pen, points, mean-of-hosts and legend fields, legend entries, an x margin) let
// Compare and the smoke test draw their looks with the same refresh and y policy.
class SeriesPlot final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeriesPlot)

public:
    static constexpr int kRefreshDelayMs = LiveRefreshScheduler::kRefreshDelayMs;
    static constexpr int kMaxRefreshDelayMs = LiveRefreshScheduler::kMaxRefreshDelayMs;

    explicit SeriesPlot(SeriesStore &store, QWidget *parent = nullptr);
    // Without a store it draws nothing until setStore().
    explicit SeriesPlot(QWidget *parent = nullptr);
    ~SeriesPlot() override;   // waits for a view job in flight

    // Another store (Compare loads each run set into its own); the curves stay. Waits for a
    // view job in flight on the old store.
    void setStore(SeriesStore *store);

    void setTitle(const QString &title);
    // Legend: shown when there is more than one curve, unless turned off (the monitor shows
    // host colours on its host tiles instead).
    void setLegendEnabled(bool enabled);
    // Rows that name styles instead of curves (curves with inLegend false); empty: none.
    void setLegendEntries(const QList<PlotLegendEntry> &entries);
    // Room right of the newest point in follow mode, as a fraction of the x span (a point
    // marker at the last step is not cut in half).
    void setXMargin(double fraction);
    // Fixed left/right margins, so that stacked panes line their x-axes up whatever the width
    // of their tick labels.
    void setHorizontalMargins(int left, int right);
    // Hides the x-axis tick labels and label.
    void setXAxisLabelsVisible(bool visible);
    // Hides only the x-axis label ("step"), keeping the tick numbers (stacked panes: every
    // pane reads its steps, the bottom one says what they are).
    void setXAxisTitleVisible(bool visible);
    // Heading of exported images: the run's readable name (or the runs'); the metric (the y
    // label) and the time are added below it. Not drawn in the widget.
    void setExportTitle(const QString &title) { m_exportTitle = title; }
    QString exportTitle() const { return m_exportTitle; }
    // The heading exportImage() draws (PlotStack draws one for all its panes).
    QString exportDetail() const;
    QString title() const { return m_title; }
    void setYLabel(const QString &label);

    void setCurves(const QList<PlotCurve> &curves);
    // Both at once (one rebuild of the graphs).
    void setCurves(const QList<PlotCurve> &curves, const QList<PlotAggregate> &aggregates);
    const QList<PlotCurve> &curves() const { return m_content.curves; }
    void setAggregates(const QList<PlotAggregate> &aggregates);
    void setEventMarkers(const QList<PlotEventMarker> &markers);

    void setXAxis(XAxis axis);
    XAxis xAxis() const { return m_content.axis; }
    // EMA weight in [0, 1); 0 draws the raw curves only.
    void setSmoothing(double weight);
    double smoothing() const { return m_content.smoothing; }
    // Off for step-like series (a learning-rate schedule, a counter): they ignore the weight.
    void setSmoothingEnabled(bool enabled);
    void setLogY(bool logarithmic);
    bool logY() const { return m_content.logY; }

    // Follow mode keeps the whole data in view as it grows; a user zoom or pan ends it, a
    // double-click (or setFollow(true)) brings it back.
    void setFollow(bool follow);
    bool follow() const { return m_follow; }
    void setXRange(double lower, double upper);   // ends follow mode
    // The x extent of this plot's data (no margin); nullopt when it has none.
    std::optional<QPair<double, double>> dataXRange() const;
    // In follow mode, fit x to what this returns instead of to the plot's own data (stacked
    // panes share one x: an eval pane whose first point is at step 500 lines up with the loss
    // pane that starts at 0). Empty: the plot's own data.
    using FollowRange = std::function<std::optional<QPair<double, double>>()>;
    void setFollowRange(FollowRange range) { m_followRange = std::move(range); }
    QPair<double, double> xRange() const;
    // Shows the crosshair at x (for a pane whose neighbour has the mouse); NaN hides it.
    void showCrosshairAt(double x);
    QStringList crosshairLines() const;
    // With log y: what the scale leaves out ("2 series have no value above 0 ..."), shown in
    // the plot's corner; empty when nothing is left out.
    QString logNote() const;

    // Keeps the curves drawn for up to `bytes` of points of other visible ranges (besides the
    // one shown), newest first: a zoom back to a range drawn before, unchanged data and
    // settings, shows it again without decimating (Compare's 500 runs: most of a zoom's
    // cost). 0 (the default, the Monitor's live panes): only the range shown.
    void setRangeCacheBytes(std::size_t bytes);
    // Points held for other ranges (tests, benchmark).
    std::size_t rangeCacheBytes() const;
    // Whether the last refresh showed a kept range instead of decimating (tests).
    bool lastRefreshReusedRange() const;

    QCustomPlot *customPlot() const { return m_plot; }
    // Points handed to QCustomPlot in the last refresh, summed over curves (tests, benchmark).
    std::size_t drawnPoints() const;
    int refreshCount() const;
    // Whether a live refresh's views are being computed off the GUI thread (tests).
    bool viewJobInFlight() const;
    // How long the next refresh waits after new data (paced by the last refresh's cost).
    int refreshDelayMs() const;

    // A right-hand axis that reads the left one times `factor` (MFU next to tokens/s, % of
    // HBM next to bytes); an empty label removes it.
    void setSecondaryAxis(const QString &label, double factor);

    // Draws the plot into `painter` at width x height, decimated for that width (exports).
    void render(QCPPainter *painter, int width, int height);

    // Exports: PNG, SVG (QSvgGenerator), PDF; CSV of the raw points in the visible x-range.
    Result<void> exportImage(const QString &path, int width = 0, int height = 0);
    Result<void> exportCsv(const QString &path) const;
    // The visible x-range's points as CSV rows without the header (PlotCsvWriter).
    QByteArray csvRows() const;

public Q_SLOTS:
    // Coalesced: starts the 30 ms timer unless it is already running.
    void scheduleRefresh();
    // Recomputes the views on this thread and queues a replot now: the graphs hold the data
    // when it returns (first paint, exports, tests, benchmarks). A view job in flight is
    // outdated by it.
    void refreshNow();

Q_SIGNALS:
    // The user zoomed or panned (not emitted for setXRange), for panes sharing the x-axis.
    void xRangeChanged(double lower, double upper);
    void crosshairMoved(double x);
    void followChanged(bool follow);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyPalette(); // axes, grid, legend and notes from the palette (light or dark)
    void rebuildGraphs();
    std::optional<QPair<double, double>> followXRange() const;
    void updateCrosshair(double x);
    void onUserRangeChanged();

    PlotContent m_content;
    QCustomPlot *m_plot = nullptr;
    QString m_title;
    QString m_exportTitle;
    FollowRange m_followRange;
    std::unique_ptr<PlotCrosshair> m_crosshair;
    std::unique_ptr<PlotLegend> m_legend;
    std::unique_ptr<PlotAxes> m_axes;
    std::unique_ptr<PlotRefresh> m_refresh;   // after what it draws with: goes first
    bool m_follow = true;
    bool m_settingRange = false;
    double m_xMargin = 0;
};

} // namespace twb
