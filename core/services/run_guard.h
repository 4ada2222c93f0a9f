#pragma once

#include <QMutex>

#include <memory>
#include <utility>

namespace twb {

// Holds a run while an operation of one RunOperationContext works on it (a launch, a stop, a
// refresh): two such operations take turns. It does not guard run.json, which other services
// and processes change too: every write of the record goes through RunRecordStore, under the
// run's RunRecordLock.
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
