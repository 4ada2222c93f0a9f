#pragma once

#include "core/runs/run_folder.h"
#include "core/util/error.h"
#include "core/util/file_lock.h"

#include <QString>

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>

namespace twb {

// The two locks a change of a run's record holds (docs/formats.md, "run.json"):
// - a mutex this process shares by the run folder's canonical path, so any number of
//   RunService instances in one process take turns on a run (each of them has its own
//   per-operation locks, which do not see the others');
// - an exclusive flock(2) on `.run.json.lock` beside run.json, which every workbench process
//   (the app, each `tpuwb`) takes too.
// Held for one read-modify-write of run.json (milliseconds), never across a call to a host.
// Not reentrant: a thread that holds a run's lock and asks for it again waits for itself until
// the timeout. Released by the thread that took it (a std::timed_mutex).
class RunRecordLock final
{
public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{std::chrono::seconds(30)};

    // Waits up to `timeout` for both; the folder must exist. The error names the lock file.
    static Result<RunRecordLock> acquire(const RunFolder &folder, std::chrono::milliseconds timeout = kDefaultTimeout);

    RunRecordLock(RunRecordLock &&other) noexcept = default;
    RunRecordLock &operator=(RunRecordLock &&other) = delete;
    RunRecordLock(const RunRecordLock &) = delete;
    RunRecordLock &operator=(const RunRecordLock &) = delete;
    ~RunRecordLock();

    // The key of the process-wide mutex: the folder's canonical path (its absolute, cleaned
    // path while it does not exist).
    static QString key(const RunFolder &folder);

private:
    RunRecordLock(std::shared_ptr<std::timed_mutex> mutex, FileLock file);

    std::shared_ptr<std::timed_mutex> m_mutex;   // locked by this object while it is set
    std::optional<FileLock> m_file;
};

} // namespace twb
