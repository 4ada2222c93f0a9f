#pragma once

#include <atomic>
#include <thread>

namespace twb {

// Remembers the first thread that used an object and tells whether later calls come from it.
// libssh sessions must stay on one thread (doc/threading.dox); SshTransport checks every call.
class ThreadOwner final
{
public:
    // Claims the object for the calling thread if nobody has; true when the caller owns it.
    bool claim()
    {
        std::thread::id expected{};
        const std::thread::id self = std::this_thread::get_id();
        return m_owner.compare_exchange_strong(expected, self) || expected == self;
    }

private:
    std::atomic<std::thread::id> m_owner{};
};

} // namespace twb
