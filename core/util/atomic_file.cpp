#include "core/util/atomic_file.h"

#include "core/util/io_guard.h"
#include "core/util/write_fence.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AtomicFile.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AtomicFile)
};

QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// What the user can do about a failed write of a file in `dir`, by the OS reason.
QString remedy(int error, const QString &dir)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
        return Tr::tr("Free some space on the disk that holds %1, then save again.").arg(dir);
    case EROFS:
        return Tr::tr("%1 is on a read-only file system; open the workspace from a writable folder.").arg(dir);
    case EACCES:
    case EPERM:
        return Tr::tr("Check that you may write to %1.").arg(dir);
    default:
        return Tr::tr("Check that %1 exists and is writable, then save again.").arg(dir);
    }
}

class FdCloser final
{
public:
    explicit FdCloser(int fd) : m_fd(fd) {}
    ~FdCloser()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FdCloser(const FdCloser &) = delete;
    FdCloser &operator=(const FdCloser &) = delete;
    int release()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }

private:
    int m_fd;
};

} // namespace

Result<void> writeFileAtomically(const QString &path, const QByteArray &data)
{
    IoGuard::check("atomic write of", path);
    if (const QString fenced = WriteFence::reasonFor(path); !fenced.isEmpty())
        return fail(Error::failure(fenced, path));
    const QFileInfo target(path);
    const QString dir = target.absolutePath();
    const QString tmpPath = dir + u"/."_s + target.fileName() + u".tmp."_s
                            + QString::number(::getpid()) + u'_'
                            + QString::number(QRandomGenerator::global()->bounded(0x1000000), 16)
                                  .rightJustified(6, u'0');
    const QByteArray tmpNative = QFile::encodeName(tmpPath);

    mode_t mode = 0644;
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        mode = st.st_mode & 07777;

    int fd = ::open(tmpNative.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0) {
        const int error = errno;
        return fail(Error::failure(Tr::tr("Cannot save %1: creating a temporary file in %2 failed: %3. "
                                          "The previous content is unchanged. %4")
                                       .arg(path, dir, errnoText(), remedy(error, dir)),
                                   path));
    }
    FdCloser closer(fd);
    ::fchmod(fd, mode); // O_CREAT's mode is filtered by the umask; keep the target's bits.

    auto abandon = [&](const QString &what) {
        const int error = errno;
        const QString reason = errnoText();
        ::unlink(tmpNative.constData());
        return fail(Error::failure(Tr::tr("Cannot save %1: %2 failed: %3. The previous content is unchanged. %4")
                                       .arg(path, what, reason, remedy(error, dir)),
                                   path));
    };

    qsizetype written = 0;
    while (written < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + written, size_t(data.size() - written));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return abandon(Tr::tr("writing the temporary file"));
        }
        written += n;
    }
    if (::fsync(fd) != 0)
        return abandon(Tr::tr("syncing the temporary file"));
    if (::close(closer.release()) != 0)
        return abandon(Tr::tr("closing the temporary file"));
    if (::rename(tmpNative.constData(), QFile::encodeName(path).constData()) != 0)
        return abandon(Tr::tr("renaming the temporary file over it"));

    // The rename is durable only once the folder entry is on disk.
    const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes, const QString &tooLargeAdvice)
{
    IoGuard::check("read of", path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Error::notFound(
            Tr::tr("Cannot read %1: %2.").arg(path, file.errorString()),
            path));
    if (maxBytes < 0)
        return file.readAll();
    QByteArray bytes;
    if (!file.isSequential() && file.size() <= maxBytes) {
        bytes = file.readAll();
    } else if (file.isSequential()) {
        // A pipe or /proc file has no size: read until the end or just past the limit.
        while (bytes.size() <= maxBytes) {
            const QByteArray chunk = file.read(std::min<qint64>(1 << 20, maxBytes + 1 - bytes.size()));
            if (chunk.isEmpty())
                break;
            bytes += chunk;
        }
    }
    if (bytes.size() > maxBytes || (!file.isSequential() && file.size() > maxBytes))
        return fail(Error::invalid(Tr::tr("%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; %3")
                                       .arg(path, QString::number(maxBytes),
                                            tooLargeAdvice.isEmpty() ? Tr::tr("check that it is the right file.")
                                                                     : tooLargeAdvice),
                                   path));
    return bytes;
}

} // namespace twb
