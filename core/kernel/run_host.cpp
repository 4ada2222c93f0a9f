#include "core/kernel/run_host.h"

#include "core/remote/remote_path.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QThread>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::RunHost.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::RunHost)
};

// The exit code of the compare-and-swap script when state.json changed under us.
constexpr int kStateMoved = 75;

QString tail(const QByteArray &text)
{
    QString out = QString::fromUtf8(text).trimmed();
    return out.size() > 600 ? u"..."_s + out.right(600) : out;
}

} // namespace

RunHost::RunHost(Transport &transport) : m_transport(transport) {}

Result<ExecResult> RunHost::run(const QString &command, const QString &what)
{
    ExecRequest request;
    request.command = command;
    request.timeout = std::chrono::minutes(2);
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    if (result->exitCode != 0)
        return fail(Error::failure(Tr::tr("%1 failed on %2 (exit %3): %4")
                                       .arg(what, describe())
                                       .arg(result->exitCode)
                                       .arg(tail(result->standardError)),
                                   describe()));
    return result;
}

Result<QString> RunHost::homeDirectory()
{
    if (!m_home.isEmpty())
        return m_home;
    auto result = run(u"printf '%s' \"$HOME\""_s, Tr::tr("Reading $HOME"));
    if (!result)
        return fail(result.error());
    m_home = QString::fromUtf8(result->standardOutput).trimmed();
    if (!m_home.startsWith(u'/'))
        return fail(Error::failure(Tr::tr("%1 reports no usable home folder ($HOME is \"%2\").").arg(describe(), m_home),
                                   describe()));
    return m_home;
}

Result<QString> RunHost::absolutePath(const QString &path)
{
    if (!path.startsWith(u'~'))
        return QDir::cleanPath(path);
    auto home = homeDirectory();
    if (!home)
        return fail(home.error());
    return QDir::cleanPath(expandHomePrefix(path, *home));
}

Result<void> RunHost::makeDirectory(const QString &path)
{
    auto result = run(u"mkdir -p -- "_s + shellQuote(path), Tr::tr("Creating the folder %1").arg(path));
    if (!result)
        return fail(result.error());
    return {};
}

Result<void> RunHost::writeFile(const QString &path, const QByteArray &content)
{
    return m_transport.writeRemoteFile(path, content);
}

Result<QByteArray> RunHost::readFile(const QString &path)
{
    return m_transport.readRemoteFile(path);
}

Result<bool> RunHost::fileExists(const QString &path)
{
    ExecRequest request;
    request.command = u"test -s "_s + shellQuote(path);
    request.timeout = std::chrono::seconds(60);
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    return result->exitCode == 0;
}

Result<void> RunHost::uploadTree(const QString &localPath, const QString &hostPath)
{
    const QFileInfo info(localPath);
    if (info.isFile())
        return m_transport.upload(localPath, hostPath);
    if (!info.isDir())
        return fail(Error::notFound(Tr::tr("%1 does not exist; nothing to copy.").arg(localPath), localPath));
    if (auto made = makeDirectory(hostPath); !made)
        return made;
    QDirIterator it(localPath, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = QDir(localPath).relativeFilePath(file);
        if (auto uploaded = m_transport.upload(file, hostPath + u'/' + relative); !uploaded)
            return uploaded;
    }
    return {};
}

Result<void> RunHost::download(const QString &hostPath, const QString &localPath)
{
    return m_transport.download(hostPath, localPath);
}

Result<void> RunHost::copyFile(const QString &from, const QString &to)
{
    const QString temp = to + u".tmp.tpuwb"_s;
    auto result = run(u"cp -- %1 %2 && sync -- %2 && mv -f -- %2 %3"_s.arg(shellQuote(from), shellQuote(temp),
                                                                        shellQuote(to)),
                      Tr::tr("Copying %1 to %2").arg(from, to));
    if (!result)
        return fail(result.error());
    return {};
}

Result<void> RunHost::appendText(const QString &path, const QByteArray &text)
{
    ExecRequest request;
    request.command = u"cat >> "_s + shellQuote(path);
    request.standardInput = text;
    request.timeout = std::chrono::seconds(60);
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    if (result->exitCode != 0)
        return fail(Error::failure(Tr::tr("Appending to %1 on %2 failed: %3").arg(path, describe(), tail(result->standardError)),
                                   path));
    return {};
}

Result<QList<HostFile>> RunHost::listFiles(const QString &folder)
{
    auto result = run(u"if [ -d %1 ]; then find %1 -type f -printf '%P\\t%s\\t%T@\\n'; fi"_s.arg(shellQuote(folder)),
                      Tr::tr("Listing %1").arg(folder));
    if (!result)
        return fail(result.error());
    QList<HostFile> files;
    for (const QByteArray &line : result->standardOutput.split('\n')) {
        const QList<QByteArray> parts = line.split('\t');
        if (parts.size() != 3)
            continue;
        files.append({QString::fromUtf8(parts[0]), parts[1].toLongLong(), parts[2].toDouble()});
    }
    return files;
}

Result<KernelState> RunHost::readState(const QString &runDir)
{
    const QString path = runDir + u"/state.json"_s;
    Result<QByteArray> bytes = fail(Error::failure({}));
    Result<KernelState> state = fail(Error::failure({}));
    // A reader may hit a writer's rename window or a half-read: retry once (docs/formats.md 6.2).
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (attempt > 0)
            QThread::msleep(150);
        bytes = readFile(path);
        if (!bytes)
            continue;
        auto parsed = parseJsonTolerant(*bytes, path);
        if (!parsed) {
            state = fail(parsed.error());
            continue;
        }
        return KernelState::fromJson(std::move(*parsed), path);
    }
    if (!bytes)
        return fail(Error::notFound(Tr::tr("Cannot read %1 on %2: %3").arg(path, describe(), bytes.error().message), path));
    return state;
}

Result<KernelState> RunHost::updateState(const QString &runDir,
                                         const std::function<Result<void>(KernelState &)> &change)
{
    const QString path = runDir + u"/state.json"_s;
    for (int attempt = 0; attempt < 5; ++attempt) {
        auto bytes = readFile(path);
        if (!bytes)
            return fail(bytes.error());
        auto state = KernelState::parse(*bytes, path);
        if (!state)
            return state;
        if (auto changed = change(*state); !changed)
            return fail(changed.error());
        const QString temp = u"%1/.state.json.tpuwb.%2"_s.arg(runDir).arg(QRandomGenerator::global()->generate(), 8, 16, QChar(u'0'));
        if (auto written = writeFile(temp, state->toBytes()); !written)
            return fail(written.error());
        const QString expected = QString::fromLatin1(QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
        // Under the sidecar lock every writer takes: replace only if the file is still what we
        // read; fsync the new file before the rename and the folder after it.
        const QString script =
            u"cd %1 && exec 9>>%2 && flock 9 && "
            u"if [ \"$(sha256sum < state.json | cut -d' ' -f1)\" = %3 ]; then "
            u"sync -- %4 && mv -f -- %4 state.json && sync -- . ; "
            u"else rm -f -- %4; exit %5; fi"_s.arg(shellQuote(runDir), QString::fromLatin1(KernelState::kLockFileName),
                                               shellQuote(expected), shellQuote(temp))
                .arg(kStateMoved);
        ExecRequest request;
        request.command = script;
        request.timeout = std::chrono::minutes(1);
        auto result = m_transport.exec(request);
        if (!result)
            return fail(result.error());
        if (result->exitCode == 0)
            return state;
        if (result->exitCode != kStateMoved)
            return fail(Error::failure(Tr::tr("Writing %1 on %2 failed (exit %3): %4")
                                           .arg(path, describe())
                                           .arg(result->exitCode)
                                           .arg(tail(result->standardError)),
                                       path));
        QThread::msleep(50 * (attempt + 1)); // someone else wrote it: read again
    }
    return fail(Error::failure(Tr::tr("%1 on %2 kept changing while the workbench tried to update it; try again.")
                                   .arg(path, describe()),
                               path));
}

} // namespace twb::kernel
