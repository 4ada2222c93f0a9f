#pragma once

#include <QMetaObject>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QWaitCondition>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace twb {

// Background work for panels: run a callable on the thread pool and get its result back on the
// GUI thread, without a hand-written QFutureWatcher.
//
//     // in the panel:  TaskGroup m_tasks;   (a member, or `new TaskGroup(this)`)
//     m_tasks.run(this,
//                 [path](const TaskToken &token) { return Registry::load(path); },   // pool thread
//                 [this](Result<Registry> loaded) { showRegistry(std::move(loaded)); }); // GUI thread
//
// - `work` is called as work(const TaskToken &) or work(); it runs on
//   QThreadPool::globalInstance(). A long job polls token.stopRequested() and returns early;
//   token.post(fn) runs fn on the GUI thread (progress), in order with the final result.
// - `done(result)` (or done() for a void job) runs on the group's thread, only if `context` is
//   still alive and neither the task nor the group was cancelled. It is never called twice.
// - `work` may outlive the owner (see ~TaskGroup): capture values and shared_ptrs, never `this`
//   or references to members; `done` is the place for `this`.
// - Destroying the group (with its panel) cancels what is in flight, waits at most
//   shutdownBound() for the jobs to notice, and returns; a job still running after that can no
//   longer reach the GUI. Nothing ever waits on the global pool.
//
// Why not QFuture::then(context, ...) directly: in Qt 6.4 it checks the context's QPointer on
// the worker thread and then posts to it, which races with the context's destruction (and
// asserts in debug builds). Here the worker posts to the group under a mutex that the group's
// destructor takes before it dies, and `context` is checked on the GUI thread.

class TaskGroup;

namespace detail {

// What the pool side shares with the group: closed (receiver = nullptr) when the group dies.
struct TaskGate
{
    QMutex mutex;
    QWaitCondition idle;
    QObject *receiver = nullptr; // the group; posts go there
    int running = 0;             // jobs not yet past the gate

    // Queues `function` to the group's thread unless the gate is closed.
    template <typename Function>
    bool post(Function &&function)
    {
        QMutexLocker lock(&mutex);
        if (!receiver)
            return false;
        QMetaObject::invokeMethod(receiver, std::forward<Function>(function), Qt::QueuedConnection);
        return true;
    }
    // The job's last post (its result) and its exit from the count, under one lock, so the
    // group's destructor never sees "idle" while a post is half done.
    template <typename Function>
    void finish(Function &&function)
    {
        QMutexLocker lock(&mutex);
        if (receiver)
            QMetaObject::invokeMethod(receiver, std::forward<Function>(function), Qt::QueuedConnection);
        --running;
        idle.wakeAll();
    }
};

struct TaskState
{
    std::atomic<bool> stop{false};
    std::shared_ptr<TaskGate> gate;
    QPointer<QObject> context; // read on the group's thread only
    bool active = true;        // group's thread only: until delivered or dropped
};

} // namespace detail

// The job's side of a task: cancellation to poll, and a way to send progress to the GUI.
class TaskToken final
{
public:
    bool stopRequested() const noexcept { return m_state->stop.load(std::memory_order_relaxed); }
    // Runs `function` on the group's thread if the task is still wanted by then (dropped after
    // a cancel, or once its context is gone).
    template <typename Function>
    void post(Function function) const
    {
        m_state->gate->post([state = m_state, function = std::move(function)]() mutable {
            if (!state->stop.load() && state->context)
                function();
        });
    }

private:
    friend class TaskGroup;
    explicit TaskToken(std::shared_ptr<detail::TaskState> state) : m_state(std::move(state)) {}
    std::shared_ptr<detail::TaskState> m_state;
};

// The owner's side of one task. Cheap to copy; a default-constructed handle is empty.
class TaskHandle final
{
public:
    TaskHandle() = default;
    // The job's token reports a stop; its result is dropped. Safe on a finished task.
    void cancel() const;
    // True until the result was delivered or dropped (group's thread).
    bool isActive() const { return m_state && m_state->active; }

private:
    friend class TaskGroup;
    explicit TaskHandle(std::shared_ptr<detail::TaskState> state) : m_state(std::move(state)) {}
    std::shared_ptr<detail::TaskState> m_state;
};

// Owns the background tasks of one panel (or dialog, or model). Lives on the GUI thread.
class TaskGroup final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskGroup)

public:
    static constexpr std::chrono::milliseconds kDefaultShutdownBound{1500};

    explicit TaskGroup(QObject *parent = nullptr);
    // cancelAll(), then waits at most shutdownBound() for running jobs to return.
    ~TaskGroup() override;

    // Starts `work` on the pool; `done` gets its result on this group's thread (see the top of
    // this file). `context` must live on the group's thread; usually the panel itself.
    template <typename Work, typename Done>
    TaskHandle run(QObject *context, Work work, Done done);

    // Every task in flight: tokens report a stop; no result is delivered.
    void cancelAll();
    // Blocks until no job runs on the pool, at most `bound`; true if none does. For tests and
    // shutdown; results are delivered later, by the event loop.
    bool waitForIdle(std::chrono::milliseconds bound);

    // Tasks started and not yet delivered or dropped.
    int activeCount() const { return int(m_tasks.size()); }
    bool isBusy() const { return !m_tasks.empty(); }

    std::chrono::milliseconds shutdownBound() const { return m_shutdownBound; }
    void setShutdownBound(std::chrono::milliseconds bound) { m_shutdownBound = bound; }

Q_SIGNALS:
    // activeCount() went from 0 to 1 or back to 0.
    void busyChanged(bool busy);

private:
    std::shared_ptr<detail::TaskState> begin(QObject *context);
    void end(const std::shared_ptr<detail::TaskState> &state);

    std::shared_ptr<detail::TaskGate> m_gate;
    std::vector<std::shared_ptr<detail::TaskState>> m_tasks;
    std::chrono::milliseconds m_shutdownBound = kDefaultShutdownBound;
};

template <typename Work, typename Done>
TaskHandle TaskGroup::run(QObject *context, Work work, Done done)
{
    constexpr bool takesToken = std::is_invocable_v<Work &, const TaskToken &>;
    using Result = typename std::conditional_t<takesToken, std::invoke_result<Work &, const TaskToken &>,
                                               std::invoke_result<Work &>>::type;
    auto state = begin(context);
    // The job lambda is copied by QtConcurrent; keep the callables behind shared_ptrs so
    // move-only captures work too.
    auto job = std::make_shared<Work>(std::move(work));
    auto deliver = std::make_shared<Done>(std::move(done));
    (void)QtConcurrent::run([this, state, job, deliver]() mutable {
        const TaskToken token(state);
        using Stored = std::conditional_t<std::is_void_v<Result>, bool, Result>;
        std::optional<Stored> result;
        if (!token.stopRequested()) {
            try {
                if constexpr (std::is_void_v<Result>) {
                    if constexpr (takesToken)
                        (*job)(token);
                    else
                        (*job)();
                    result.emplace(true);
                } else if constexpr (takesToken) {
                    result.emplace((*job)(token));
                } else {
                    result.emplace((*job)());
                }
            } catch (...) {
                // A job that throws delivers nothing; the group still sees it end.
            }
        }
        job.reset(); // the job's captures die here, on the pool, whatever happens next
        auto shared = std::make_shared<std::optional<Stored>>(std::move(result));
        // `this` is used only on the group's thread, in an event queued to the group while the
        // gate was open: such an event dies with the group.
        state->gate->finish([this, state, deliver, shared] {
            const bool wanted = !state->stop.load() && state->context && shared->has_value();
            const QPointer<TaskGroup> self(this);
            end(state);
            if (wanted) {
                if constexpr (std::is_void_v<Result>)
                    (*deliver)();
                else
                    (*deliver)(std::move(**shared));
            }
            if (self && m_tasks.empty()) // `done` may have started another task
                Q_EMIT busyChanged(false);
        });
    });
    return TaskHandle(std::move(state));
}

} // namespace twb
