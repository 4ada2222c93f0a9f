#pragma once

#include <QMutex>

#include <memory>
#include <utility>

namespace twb {

// Holds a run while an operation changes it: two operations on one run take turns.
class RunGuard final
{
public:
    explicit RunGuard(std::shared_ptr<QMutex> mutex, bool wait = true) : m_mutex(std::move(mutex))
    {
        if (wait) {
            m_mutex->lock();
            m_locked = true;
        } else {
            m_locked = m_mutex->tryLock();
        }
    }
    ~RunGuard()
    {
        if (m_locked)
            m_mutex->unlock();
    }
    RunGuard(const RunGuard &) = delete;
    RunGuard &operator=(const RunGuard &) = delete;
    bool locked() const { return m_locked; }

private:
    std::shared_ptr<QMutex> m_mutex;
    bool m_locked = false;
};

} // namespace twb
