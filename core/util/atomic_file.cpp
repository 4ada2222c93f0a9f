#include "core/util/atomic_file.h"

#include "core/util/io_guard.h"

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
    if (fd < 0)
        return fail(Error::failure(
            Tr::tr("Cannot create a temporary file in %1: %2. "
                                               "Check that the folder exists and is writable.")
                .arg(dir, errnoText()),
            path));
    FdCloser closer(fd);
    ::fchmod(fd, mode); // O_CREAT's mode is filtered by the umask; keep the target's bits.

    auto abandon = [&](const QString &what) {
        const QString reason = errnoText();
        ::unlink(tmpNative.constData());
        return fail(Error::failure(
            Tr::tr("Writing %1 failed while %2: %3. The previous "
                                               "content is unchanged.")
                .arg(path, what, reason),
            path));
    };

    qsizetype written = 0;
    while (written < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + written, size_t(data.size() - written));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return abandon(Tr::tr("writing"));
        }
        written += n;
    }
    if (::fsync(fd) != 0)
        return abandon(Tr::tr("syncing"));
    if (::close(closer.release()) != 0)
        return abandon(Tr::tr("closing"));
    if (::rename(tmpNative.constData(), QFile::encodeName(path).constData()) != 0)
        return abandon(Tr::tr("renaming"));

    // The rename is durable only once the folder entry is on disk.
    const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes)
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
        return fail(Error::invalid(Tr::tr("%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; "
                                          "check that it is the right file.")
                                       .arg(path, QString::number(maxBytes)),
                                   path));
    return bytes;
}

} // namespace twb
