#include "widgets/common/plot_view_worker.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace twb {

PlotViewWorker::PlotViewWorker(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<PlotViews>::finished, this, &PlotViewWorker::onJobFinished);
}

PlotViewWorker::~PlotViewWorker()
{
    dropAndWait();
}

QThreadPool *PlotViewWorker::pool()
{
    // One thread less than the cores: the GUI thread keeps one to itself for painting. Owned by
    // the application, which outlives every plot.
    static QThreadPool *const shared = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setObjectName(QStringLiteral("plot views"));
        p->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        return p;
    }();
    return shared;
}

void PlotViewWorker::start(PlotViewRequest request)
{
    Q_ASSERT(!m_busy);
    m_busy = true;
    m_resultCurrent = false;
    m_jobGeneration = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run(pool(), [request = std::move(request), views = std::move(m_views)]() mutable {
        views.compute(request);
        return std::move(views);
    }));
}

void PlotViewWorker::onJobFinished()
{
    // Not busy: dropAndWait() took the result already; not finished: a finished() of the job
    // before, still queued when this one started.
    if (!m_busy || !m_watcher.future().isFinished())
        return;
    m_busy = false;
    QFuture<PlotViews> future = m_watcher.future();
    m_views = future.takeResult();
    m_resultCurrent = m_jobGeneration == m_generation;
    Q_EMIT finished();
}

void PlotViewWorker::dropAndWait()
{
    supersede();
    if (!m_busy)
        return;
    m_watcher.waitForFinished();
    m_busy = false;
    m_resultCurrent = false;
    QFuture<PlotViews> future = m_watcher.future();
    m_views = future.takeResult();
}

PlotViews &PlotViewWorker::compute(const PlotViewRequest &request)
{
    supersede();
    m_resultCurrent = false;
    PlotViews &views = m_busy ? m_syncViews : m_views;
    views.compute(request);
    return views;
}

} // namespace twb
