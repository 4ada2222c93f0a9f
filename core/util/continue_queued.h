#pragma once

#include <QFuture>
#include <QMetaObject>
#include <QObject>

#include <utility>

namespace twb {

// Continues `future` with `next` on `context`'s thread, always from the event loop. Qt 6.4 runs
// a `.then(context, ...)` continuation at once, inside the call that attaches it, when the work
// has already finished (a small folder read, a cached file): the signals it emits would then
// reach their slots before the call that started the work returned, before a caller could
// connect or wait, and a slot that calls back in would re-enter the object.
template <typename T, typename Next>
void continueQueued(QFuture<T> future, QObject *context, Next next)
{
    future.then(context, [context, next = std::move(next)](T result) mutable {
        QMetaObject::invokeMethod(
            context, [next = std::move(next), result = std::move(result)]() mutable { next(std::move(result)); },
            Qt::QueuedConnection);
    });
}

} // namespace twb
