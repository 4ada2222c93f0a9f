#include "core/util/file_lock.h"

#include "core/util/io_guard.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <random>
#include <thread>
#include <unistd.h>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::FileLock.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::FileLock)
};
} // namespace


Result<FileLock> FileLock::acquire(const QString &lockPath, std::chrono::milliseconds timeout)
{
    IoGuard::check("file lock on", lockPath);
    // 0666 so that another user's MaxKernel client on a shared machine can take the same lock.
    const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        return fail(Error::failure(
            Tr::tr("Cannot open the lock file %1: %2.")
                .arg(lockPath, QString::fromLocal8Bit(std::strerror(errno))),
            lockPath));

    const auto deadline = std::chrono::steady_clock::now() + timeout;
    // Short, jittered retries: flock has no timed wait, and long sleeps let busy writers starve
    // a waiter (seen with 17 writers under ASan). The kernel call is cheap.
    std::minstd_rand jitter{unsigned(::getpid())};
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            const QString reason = QString::fromLocal8Bit(std::strerror(errno));
            ::close(fd);
            return fail(Error::failure(
                Tr::tr("Cannot lock %1: %2.").arg(lockPath, reason),
                lockPath));
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            ::close(fd);
            return fail(Error::failure(
                Tr::tr("Timed out after %1 s waiting for the lock %2; "
                                                   "another process holds it. Try again, or find "
                                                   "the holder with `fuser %2`.")
                    .arg(double(timeout.count()) / 1000.0)
                    .arg(lockPath),
                lockPath));
        }
        std::this_thread::sleep_for(std::chrono::microseconds(500 + jitter() % 2000));
    }
    return FileLock(fd, lockPath);
}

FileLock::FileLock(int fd, QString path) : m_fd(fd), m_path(std::move(path)) {}

FileLock::FileLock(FileLock &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_path(std::move(other.m_path))
{
}

FileLock &FileLock::operator=(FileLock &&other) noexcept
{
    if (this != &other) {
        release();
        m_fd = std::exchange(other.m_fd, -1);
        m_path = std::move(other.m_path);
    }
    return *this;
}

FileLock::~FileLock()
{
    release();
}

void FileLock::release()
{
    if (m_fd >= 0) {
        ::flock(m_fd, LOCK_UN);
        ::close(m_fd);
        m_fd = -1;
    }
}

} // namespace twb
