#include "widgets/common/background_task.h"

#include "core/util/log.h"

#include <QDeadlineTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

void TaskHandle::cancel() const
{
    if (m_state)
        m_state->stop.store(true);
}

TaskGroup::TaskGroup(QObject *parent) : QObject(parent), m_gate(std::make_shared<detail::TaskGate>())
{
    m_gate->receiver = this;
}

TaskGroup::~TaskGroup()
{
    cancelAll();
    QMutexLocker lock(&m_gate->mutex);
    m_gate->receiver = nullptr; // from here on no job reaches this thread
    const QDeadlineTimer deadline(m_shutdownBound);
    while (m_gate->running > 0)
        if (!m_gate->idle.wait(&m_gate->mutex, deadline))
            break;
    if (m_gate->running > 0)
        log::warn(u"Background tasks still running after %2 ms: %1; their results will be dropped."_s
                      .arg(m_gate->running)
                      .arg(m_shutdownBound.count()));
}

std::shared_ptr<detail::TaskState> TaskGroup::begin(QObject *context)
{
    auto state = std::make_shared<detail::TaskState>();
    state->gate = m_gate;
    state->context = context;
    {
        QMutexLocker lock(&m_gate->mutex);
        ++m_gate->running;
    }
    m_tasks.push_back(state);
    if (m_tasks.size() == 1)
        Q_EMIT busyChanged(true);
    return state;
}

void TaskGroup::end(const std::shared_ptr<detail::TaskState> &state)
{
    state->active = false;
    std::erase(m_tasks, state);
}

void TaskGroup::cancelAll()
{
    for (const auto &state : m_tasks)
        state->stop.store(true);
}

bool TaskGroup::waitForIdle(std::chrono::milliseconds bound)
{
    QMutexLocker lock(&m_gate->mutex);
    const QDeadlineTimer deadline(bound);
    while (m_gate->running > 0)
        if (!m_gate->idle.wait(&m_gate->mutex, deadline))
            break;
    return m_gate->running == 0;
}

} // namespace twb
