#pragma once

#include <QPair>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>

class QCustomPlot;
class QPalette;

namespace twb {

class LiveRefreshScheduler;
class PlotAxes;
class PlotEventMarkers;
class PlotGraphs;
class PlotSummaryDisplay;
class PlotViewCache;
struct PlotContent;
struct PlotViewKey;
struct PlotViews;

// A SeriesPlot's refresh, step by step: the views of the visible x-range at the plot's pixel
// width, shown again from PlotViewCache or computed (on this thread or the worker's, as
// LiveRefreshScheduler decides) into PlotGraphs; then the x-range they were computed for, the
// y-range with the NaN markers and log note (PlotSummaryDisplay), the event markers, the y
// ticks and a queued replot.
class PlotRefresh final
{
    Q_DISABLE_COPY_MOVE(PlotRefresh)

public:
    // In follow mode the x-range to show (the data's, with a margin); nullopt: the axis' own.
    using FollowRange = std::function<std::optional<QPair<double, double>>()>;
    // Sets the x axis to the range the views were computed for (no user zoom: follow stays).
    using ShowXRange = std::function<void(double lower, double upper)>;

    PlotRefresh(QCustomPlot *plot, const PlotContent &content, PlotAxes &axes, const QPalette &palette,
                FollowRange follow, ShowXRange showXRange);
    ~PlotRefresh();   // waits for a view job in flight

    LiveRefreshScheduler &scheduler() const { return *m_scheduler; }
    PlotViewCache &views() const { return *m_views; }
    PlotSummaryDisplay &summary() const { return *m_summary; }
    PlotEventMarkers &eventMarkers() const { return *m_eventMarkers; }

    // The curves or aggregates changed: new graphs, and the kept ranges (their data) go.
    void rebuildGraphs();
    // Computes the views on this thread (unless kept) and queues a replot.
    void refreshNow();
    // Draws for `width` x `height` pixels (exports) instead of the widget's size; 0: the widget's.
    void setExportSize(int width, int height);

    std::size_t drawnPoints() const;
    int refreshCount() const { return m_refreshCount; }

private:
    int pixelWidth() const;
    PlotViewKey viewKey() const;
    void startLiveRefresh();
    bool drawJobViews(PlotViews &views, const PlotViewKey &key);
    void drawViews(PlotViews &views, PlotViewKey key);
    void finish();
    void clearGraphs();

    QCustomPlot *m_plot;
    const PlotContent &m_content;
    PlotAxes &m_axes;
    FollowRange m_follow;
    ShowXRange m_showXRange;
    std::unique_ptr<PlotGraphs> m_graphs;
    std::unique_ptr<PlotEventMarkers> m_eventMarkers;
    std::unique_ptr<PlotViewCache> m_views;
    std::unique_ptr<PlotSummaryDisplay> m_summary;
    std::unique_ptr<LiveRefreshScheduler> m_scheduler;   // last: its job ends first
    int m_exportWidth = 0;
    int m_exportHeight = 0;
    int m_refreshCount = 0;
};

} // namespace twb
