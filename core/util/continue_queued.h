#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace twb {

// Continues `future` with `next` on `context`'s thread, always from the event loop, and never
// once `context` is gone. Qt 6.4's `.then(context, ...)` does neither: it runs the continuation
// at once, inside the call that attaches it, when the work has already finished (its signals
// would reach their slots before the caller could connect), and it asserts (a debug build
// aborts) when the context is destroyed before the work ends, as when a panel or a launcher
// closes with a read still running. A watcher owned by `context` goes with it, and a watcher
// always reports from the event loop, even for work that finished before it watched.
template <typename T, typename Next>
void continueQueued(QFuture<T> future, QObject *context, Next next)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, [watcher, next = std::move(next)]() mutable {
        watcher->deleteLater();
        QFuture<T> done = watcher->future();
        // Work that was cancelled or threw has no result: there is nothing to continue with.
        if (done.isCanceled() || done.resultCount() == 0)
            return;
        next(done.takeResult());
    });
    watcher->setFuture(std::move(future));
}

} // namespace twb
