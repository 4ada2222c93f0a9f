#pragma once

#include "core/util/error.h"

#include <QString>

#include <chrono>

namespace twb {

// An exclusive flock(2) on a separate lock file, held for a whole read-modify-write. flock is
// what MaxKernel's Python client takes on /tmp/maxkernel_tpu_config_update.lock, so the two
// exclude each other. The lock is released when the guard is destroyed.
class FileLock final
{
public:
    // Waits up to `timeout` for the lock, creating the lock file if needed.
    static Result<FileLock> acquire(const QString &lockPath,
                                    std::chrono::milliseconds timeout = std::chrono::seconds(120));

    FileLock(FileLock &&other) noexcept;
    FileLock &operator=(FileLock &&other) noexcept;
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;
    ~FileLock();

    const QString &path() const { return m_path; }

private:
    FileLock(int fd, QString path);
    void release();

    int m_fd = -1;
    QString m_path;
};

} // namespace twb
