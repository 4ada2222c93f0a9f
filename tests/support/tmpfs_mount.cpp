#include "support/tmpfs_mount.h"

#include <QFile>
#include <QProcess>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb::test {
namespace {

// Runs mount/umount; the error text when it fails.
QString runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return u"%1 %2 failed: %3"_s.arg(program, args.join(u' '),
                                         QString::fromLocal8Bit(p.readAllStandardError()).trimmed() + p.errorString());
    return {};
}

} // namespace

TmpfsMount::~TmpfsMount()
{
    if (m_mounted) {
        freeSpace();
        runTool(u"umount"_s, {m_dir.path()});
    }
}

QString TmpfsMount::start(int sizeKiB)
{
    if (::geteuid() != 0)
        return u"mounting a tmpfs needs root (this test runs as uid %1); run it as root to check this fault"_s.arg(
            ::geteuid());
    if (!m_dir.isValid())
        return u"cannot create a temp folder to mount on"_s;
    const QString error =
        runTool(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=%1k"_s.arg(sizeKiB), u"tmpfs"_s, m_dir.path()});
    if (!error.isEmpty())
        return u"cannot mount a tmpfs (%1); this fault needs a real small file system"_s.arg(error);
    m_mounted = true;
    return {};
}

bool TmpfsMount::fill()
{
    const QByteArray name = QFile::encodeName(filePath(u".filler"_s));
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        return errno == ENOSPC;
    const QByteArray block(4096, 'x');
    bool full = false;
    for (int i = 0; i < 1 << 20 && !full; ++i) {
        const ssize_t n = ::write(fd, block.constData(), size_t(block.size()));
        full = n < 0 && errno == ENOSPC;
        if (n < 0 && !full)
            break;
    }
    // Fill the last partial page too, byte by byte.
    while (full && ::write(fd, "x", 1) == 1) {
    }
    ::close(fd);
    return full;
}

void TmpfsMount::freeSpace()
{
    QFile::remove(filePath(u".filler"_s));
}

bool TmpfsMount::remount(bool readOnly)
{
    return runTool(u"mount"_s, {u"-o"_s, readOnly ? u"remount,ro"_s : u"remount,rw"_s, m_dir.path()}).isEmpty();
}

} // namespace twb::test
