#include "widgets/common/live_refresh_scheduler.h"

#include "widgets/common/plot_view_key.h"
#include "widgets/common/plot_view_worker.h"
#include "widgets/common/qcustomplot_include.h"

#include <QElapsedTimer>

#include <algorithm>

namespace twb {

namespace {
// Schedulers that exist (one per plot, all on the GUI thread): their refreshes share that thread.
int g_schedulers = 0;
} // namespace

LiveRefreshScheduler::LiveRefreshScheduler(const QCustomPlot *plot, DrawJobViews draw, QObject *parent)
    : QObject(parent), m_plot(plot), m_draw(std::move(draw)), m_worker(std::make_unique<PlotViewWorker>())
{
    ++g_schedulers;
    m_timer.setSingleShot(true);
    m_timer.setInterval(kRefreshDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &LiveRefreshScheduler::onTimeout);
    connect(m_worker.get(), &PlotViewWorker::finished, this, &LiveRefreshScheduler::onJobFinished);
}

LiveRefreshScheduler::~LiveRefreshScheduler()
{
    --g_schedulers;
}

bool LiveRefreshScheduler::jobInFlight() const
{
    return m_worker->busy();
}

PlotViews &LiveRefreshScheduler::computeNow(const PlotViewRequest &request)
{
    return m_worker->compute(request);
}

void LiveRefreshScheduler::scheduleRefresh()
{
    m_setupChanged = true;
    scheduleLiveRefresh();
}

void LiveRefreshScheduler::scheduleLiveRefresh()
{
    if (!m_timer.isActive())
        m_timer.start();
}

void LiveRefreshScheduler::onTimeout()
{
    // Only a refresh for data arriving computes its views off the GUI thread: with 64 hosts
    // streaming, decimating every pane's curves there was ~30 % of that thread and made the
    // event loop late (issue 30). A refresh the user asked for (zoom, curves, settings) and the
    // first one stay synchronous: they show what was asked in the next frame, and a kept range
    // is shown without decimating anyway.
    if (m_setupChanged) {
        Q_EMIT refreshDue();
        return;
    }
    if (m_worker->busy()) {
        m_refreshAfterJob = true;   // started when the job ends, with the data there is then
        return;
    }
    Q_EMIT liveRefreshDue();
}

void LiveRefreshScheduler::beginRefresh()
{
    m_timer.stop();
    m_setupChanged = false;
    m_worker->supersede();   // what is drawn now is newer than a job's views
}

void LiveRefreshScheduler::startJob(PlotViewRequest request, const PlotViewKey &key, qint64 costNs)
{
    m_jobKey = std::make_unique<PlotViewKey>(key);
    m_worker->start(std::move(request));
    m_jobStartNs = costNs;
}

void LiveRefreshScheduler::dropJobAndWait()
{
    m_worker->dropAndWait();
    m_jobKey.reset();
}

void LiveRefreshScheduler::onJobFinished()
{
    QElapsedTimer took;
    took.start();
    const std::unique_ptr<PlotViewKey> key = std::move(m_jobKey);
    PlotViews *views = m_worker->result();
    // Views older than what a synchronous refresh drew are not drawn, nor any while a refresh
    // for a change is due (their curves, store or settings may be gone).
    const bool drawn = views && key && !m_setupChanged && m_draw(*views, *key);
    if (drawn) {
        // Paced by the whole refresh, the views' thread too: the cores are shared with the
        // streams (and the other panes' views), so a faster pace would only paint more often.
        pace(took.nsecsElapsed() + m_jobStartNs + views->computeNs);
    }
    // Data that arrived while the job ran (or whose views were dropped) is drawn next.
    if (m_refreshAfterJob || !drawn) {
        m_refreshAfterJob = false;
        scheduleLiveRefresh();
    }
}

void LiveRefreshScheduler::pace(qint64 costNs)
{
    // Live data on many hosts asks for a refresh every few ms: the next one waits 4x what the
    // last refresh and paint cost, times the plots sharing the GUI thread, so together they
    // keep to ~25 % of it (64 hosts x 10 lines/s made the panes take all of it and the event
    // loop ran 300+ ms late; docs/robustness.md "Scale").
    const double cost = double(costNs) / 1e6 + m_plot->replotTime(true);
    m_timer.setInterval(std::clamp(int(4 * cost * std::max(1, g_schedulers)), kRefreshDelayMs, kMaxRefreshDelayMs));
}

} // namespace twb
