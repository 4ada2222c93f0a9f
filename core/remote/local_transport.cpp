#include "core/remote/local_transport.h"

#include "core/remote/remote_path.h"
#include "core/util/atomic_file.h"
#include "core/util/io_guard.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::LocalTransport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LocalTransport)
};

constexpr milliseconds kPollInterval{20};
constexpr milliseconds kTermGrace{2000};

QString localPath(const QString &path)
{
    return expandHomePrefix(path, QDir::homePath());
}

Result<void> makeParentFolder(const QString &path)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (QDir().mkpath(dir))
        return {};
    return fail(Error::failure(
        Tr::tr("Cannot create the folder %1 for %2. Check the "
                                           "permissions of its parent folders.")
            .arg(dir, path),
        path));
}

// Streams `from` into `to` through a temp file in the target folder and a rename, keeping
// the source's permission bits (scripts stay executable).
Result<void> copyAtomically(const QString &from, const QString &to)
{
    IoGuard::check("local copy of", from);
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly))
        return fail(Error::notFound(
            Tr::tr("Cannot read %1: %2.").arg(from, source.errorString()),
            from));
    if (auto made = makeParentFolder(to); !made)
        return made;
    QSaveFile target(to);
    if (!target.open(QIODevice::WriteOnly))
        return fail(Error::failure(
            Tr::tr("Cannot write %1: %2.").arg(to, target.errorString()),
            to));
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 n = source.read(buffer.data(), buffer.size());
        if (n < 0)
            return fail(Error::failure(
                Tr::tr("Reading %1 failed: %2. %3 is unchanged.")
                    .arg(from, source.errorString(), to),
                from));
        if (n == 0)
            break;
        if (target.write(buffer.constData(), n) != n)
            return fail(Error::failure(
                Tr::tr("Writing %1 failed: %2. The previous content "
                                                   "is unchanged.")
                    .arg(to, target.errorString()),
                to));
    }
    target.setPermissions(source.permissions());
    if (!target.commit())
        return fail(Error::failure(
            Tr::tr("Writing %1 failed: %2. The previous content is "
                                               "unchanged.")
                .arg(to, target.errorString()),
            to));
    // QSaveFile does not sync the folder; the rename is durable only once it is.
    const int dirFd = ::open(QFile::encodeName(QFileInfo(to).absolutePath()).constData(),
                             O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

} // namespace

QString LocalTransport::describe() const
{
    return u"local"_s;
}

Result<void> LocalTransport::connect()
{
    return {};
}

bool LocalTransport::isConnected() const
{
    return true;
}

void LocalTransport::disconnect() {}

Result<ExecResult> LocalTransport::exec(const ExecRequest &request)
{
    const auto started = steady_clock::now();
    ExecResult result;

    QProcess process;
    process.setProgram(u"/bin/bash"_s);
    process.setArguments({u"-c"_s, request.command});
    process.setWorkingDirectory(QDir::homePath());
    // Its own session and process group, so a timeout can signal everything it started.
    process.setChildProcessModifier([] { ::setsid(); });
    process.start();
    if (!process.waitForStarted(10000))
        return fail(Error::failure(
            Tr::tr("Cannot start /bin/bash on this machine: %1.")
                .arg(process.errorString()),
            u"local"_s));
    const qint64 pid = process.processId();
    if (!request.standardInput.isEmpty())
        process.write(request.standardInput);
    process.closeWriteChannel();

    auto deliver = [&] {
        const QByteArray out = process.readAllStandardOutput();
        if (!out.isEmpty()) {
            if (request.onStdout)
                request.onStdout(out);
            if (request.collectOutput)
                result.standardOutput += out;
        }
        const QByteArray err = process.readAllStandardError();
        if (!err.isEmpty()) {
            if (request.onStderr)
                request.onStderr(err);
            if (request.collectOutput)
                result.standardError += err;
        }
    };

    const bool hasDeadline = request.timeout > milliseconds::zero();
    const auto deadline = started + request.timeout;
    for (;;) {
        process.waitForReadyRead(int(kPollInterval.count()));
        deliver();
        if (process.state() == QProcess::NotRunning)
            break;
        const bool cancelled = request.isCancelled && request.isCancelled();
        const bool timedOut = !cancelled && hasDeadline && steady_clock::now() >= deadline;
        if (cancelled || timedOut) {
            result.cancelled = cancelled;
            result.timedOut = timedOut;
            ::kill(-pid_t(pid), SIGTERM);
            if (!process.waitForFinished(int(kTermGrace.count()))) {
                ::kill(-pid_t(pid), SIGKILL);
                process.waitForFinished(5000);
            }
            deliver();
            break;
        }
    }
    deliver();

    if (!result.cancelled && !result.timedOut && process.exitStatus() == QProcess::NormalExit)
        result.exitCode = process.exitCode();
    result.elapsed = duration_cast<milliseconds>(steady_clock::now() - started);
    m_lastLatency = result.elapsed;
    return result;
}

Result<void> LocalTransport::upload(const QString &localFile, const QString &remotePath)
{
    return copyAtomically(localPath(localFile), localPath(remotePath));
}

Result<void> LocalTransport::download(const QString &remotePath, const QString &localFile)
{
    return copyAtomically(localPath(remotePath), localPath(localFile));
}

Result<void> LocalTransport::writeRemoteFile(const QString &remotePath, const QByteArray &content)
{
    const QString path = localPath(remotePath);
    if (auto made = makeParentFolder(path); !made)
        return made;
    return writeFileAtomically(path, content);
}

Result<QByteArray> LocalTransport::readRemoteFile(const QString &remotePath)
{
    return readWholeFile(localPath(remotePath));
}

milliseconds LocalTransport::lastLatency() const
{
    return m_lastLatency;
}

} // namespace twb
