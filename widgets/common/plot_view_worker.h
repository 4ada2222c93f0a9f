#pragma once

#include "widgets/common/plot_views.h"

#include <QFutureWatcher>
#include <QObject>

class QThreadPool;

namespace twb {

// Computes one plot's PlotViews off the GUI thread, one job at a time, on a small pool the
// plots share (not the global pool: a plot's destructor waits for its job, and must not wait
// behind unrelated work). finished() comes on the owner's thread; result() then gives the
// views, or nullptr when the job was made outdated meanwhile (supersede(), or a store about to
// go: dropAndWait()), so views of an old range, old curves or a store swapped away are never
// drawn. The job holds copies of the request (curves, range), never the plot's members; the
// store must live until the job ends, which dropAndWait() and the destructor make sure of.
class PlotViewWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlotViewWorker)

public:
    explicit PlotViewWorker(QObject *parent = nullptr);
    ~PlotViewWorker() override;   // waits for the job in flight

    bool busy() const { return m_busy; }
    // Starts computing `request`'s views; only when not busy().
    void start(PlotViewRequest request);
    // Something newer was drawn: the job in flight (if any) is outdated, its result dropped.
    void supersede() { ++m_generation; }
    // Waits for the job in flight, whose result is dropped (its store is about to change); no
    // finished() for it.
    void dropAndWait();

    // The views of the job that just finished; nullptr when it was outdated. Valid until the
    // next start() or compute().
    PlotViews *result() { return m_resultCurrent ? &m_views : nullptr; }
    // Computes `request`'s views here, on the calling thread, into the same containers (the
    // synchronous refresh); supersedes the job in flight. Only when not busy() (the containers
    // are the job's then), else into a fresh set.
    PlotViews &compute(const PlotViewRequest &request);

    // The threads the plots' jobs share (tests hold them busy to keep a job queued).
    static QThreadPool *pool();

Q_SIGNALS:
    void finished();

private:
    void onJobFinished();

    QFutureWatcher<PlotViews> m_watcher;
    PlotViews m_views;   // recycled between jobs: their vectors keep their capacity
    PlotViews m_syncViews;   // compute() while a job has m_views
    quint64 m_generation = 0;
    quint64 m_jobGeneration = 0;
    bool m_busy = false;
    bool m_resultCurrent = false;
};

} // namespace twb
