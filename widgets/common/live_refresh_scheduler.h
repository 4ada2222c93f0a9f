#pragma once

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

class QCustomPlot;

namespace twb {

class PlotViewWorker;
struct PlotViewKey;
struct PlotViewRequest;
struct PlotViews;

// When a SeriesPlot refreshes, and on which thread its views are computed. Refreshes are
// coalesced on a single-shot timer (never 0 ms), paced by what the last one cost; one the user
// asked for (zoom, curves, settings) is synchronous (refreshDue), one for data arriving may
// compute its views on PlotViewWorker's thread (liveRefreshDue, startJob) while the GUI thread
// goes on; a job's views are drawn only while nothing newer was drawn or asked for meanwhile.
class LiveRefreshScheduler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveRefreshScheduler)

public:
    static constexpr int kRefreshDelayMs = 30;
    static constexpr int kMaxRefreshDelayMs = 500;   // paced by the refresh's cost, never slower

    // Draws a job's views if they still fit what the plot shows (curves, store, settings);
    // false: they were dropped.
    using DrawJobViews = std::function<bool(PlotViews &views, const PlotViewKey &key)>;

    // `plot`'s replot time counts in the pacing.
    LiveRefreshScheduler(const QCustomPlot *plot, DrawJobViews draw, QObject *parent = nullptr);
    ~LiveRefreshScheduler() override;   // waits for the job in flight

    // What the plot shows changed: the next refresh is synchronous.
    void scheduleRefresh();
    // Data arrived: the next refresh may compute its views off the GUI thread.
    void scheduleLiveRefresh();
    // How long the next refresh waits after new data.
    int delayMs() const { return m_timer.interval(); }
    bool jobInFlight() const;

    // A synchronous refresh starts: the timer stops, and a job in flight is outdated by it.
    void beginRefresh();
    // `request`'s views, computed on this thread.
    PlotViews &computeNow(const PlotViewRequest &request);
    // Computes `request`'s views (those of `key`) on the worker's thread; `costNs`: the GUI
    // time its start took. Only from liveRefreshDue (no job in flight then).
    void startJob(PlotViewRequest request, const PlotViewKey &key, qint64 costNs);
    // The store the job reads is about to go: waits for it, its views are never drawn.
    void dropJobAndWait();
    // Paces the next refresh by what this one cost on the GUI thread and the last replot.
    void pace(qint64 costNs);

Q_SIGNALS:
    void refreshDue();       // a synchronous refresh (SeriesPlot::refreshNow)
    void liveRefreshDue();   // a refresh for data arriving, which may startJob()

private:
    void onTimeout();
    void onJobFinished();

    const QCustomPlot *m_plot;
    DrawJobViews m_draw;
    QTimer m_timer;
    std::unique_ptr<PlotViewWorker> m_worker;
    std::unique_ptr<PlotViewKey> m_jobKey;   // what the job in flight computes
    bool m_setupChanged = true;            // since the last refresh; a refresh then is synchronous
    bool m_refreshAfterJob = false;        // the timer fired while a job was in flight
    qint64 m_jobStartNs = 0;               // GUI time its start took
};

} // namespace twb
