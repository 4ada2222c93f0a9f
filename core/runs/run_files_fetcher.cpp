#include "core/runs/run_files_fetcher.h"

#include "core/runs/run_folder.h"

#include "core/remote/host_pool.h"
#include "core/util/atomic_file.h"
#include "core/util/io_guard.h"
#include "core/util/shell_quote.h"
#include "core/util/write_fence.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunFilesFetcher.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunFilesFetcher)
};

// Prints the remote file's size on one line, then its bytes from `offset` on; "TWB_NONE" when
// it does not exist yet.
QString tailCommand(const QString &remotePath, qint64 offset)
{
    return u"f="_s + shellQuotePath(remotePath) + u"; [ -f \"$f\" ] || { echo TWB_NONE; exit 0; }; wc -c < \"$f\"; tail -c +"_s
           + QString::number(offset + 1) + u" \"$f\""_s;
}

Result<void> fetchOne(Transport &transport, const QString &remotePath, const QString &localPath, bool wholeLines)
{
    const qint64 localSize = QFileInfo(localPath).size();
    for (qint64 offset = localSize;; offset = 0) {
        ExecRequest request;
        request.command = tailCommand(remotePath, offset);
        request.timeout = std::chrono::seconds(120);
        auto ran = transport.exec(request);
        if (!ran)
            return fail(ran.error());
        if (ran->exitCode != 0)
            return fail(Error::failure(Tr::tr("%1: reading %2 failed: %3")
                                           .arg(transport.describe(), remotePath,
                                                QString::fromUtf8(ran->standardError).trimmed()),
                                       remotePath));
        const QByteArray &out = ran->standardOutput;
        if (out.startsWith("TWB_NONE"))
            return {};
        const qsizetype newline = out.indexOf('\n');
        bool ok = false;
        const qint64 remoteSize = out.left(newline).trimmed().toLongLong(&ok);
        if (newline < 0 || !ok)
            return fail(Error::failure(Tr::tr("%1: unexpected answer while reading %2.").arg(transport.describe(), remotePath),
                                       remotePath));
        if (remoteSize < offset)
            continue; // the remote file started over: fetch it again from its start
        QByteArray bytes = out.mid(newline + 1);
        if (wholeLines)
            bytes.truncate(bytes.lastIndexOf('\n') + 1);
        // Another window is this workspace's writer: it fetches, this one does not write.
        if (const QString fenced = WriteFence::reasonFor(localPath); !fenced.isEmpty())
            return fail(Error::failure(fenced, localPath));
        if (offset == 0) {
            if (bytes.isEmpty() && !QFileInfo::exists(localPath))
                return {};
            QDir().mkpath(QFileInfo(localPath).absolutePath());
            return writeFileAtomically(localPath, bytes);
        }
        if (bytes.isEmpty())
            return {};
        IoGuard::check("append to", localPath);
        QFile file(localPath);
        if (!file.open(QIODevice::Append) || file.write(bytes) != bytes.size() || !file.flush())
            return fail(Error::failure(Tr::tr("Cannot append to %1: %2").arg(localPath, file.errorString()), localPath));
        return {};
    }
}

} // namespace

Result<void> RunFilesFetcher::fetch(HostPool &pool, const QString &remoteDir, const QString &localDir, bool logs)
{
    const auto results = pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
        const RunFolder remote(remoteDir);
        const RunFolder local(localDir);
        if (auto fetched = fetchOne(transport, remote.metricsFile(host), local.metricsFile(host), true); !fetched)
            return fetched;
        if (!logs)
            return {};
        return fetchOne(transport, remote.logFile(host), local.logFile(host), false);
    });
    QStringList errors;
    for (const auto &result : results)
        if (!result)
            errors << result.error().message;
    if (!errors.isEmpty())
        return fail(Error::failure(errors.join(u'\n')));
    return {};
}

} // namespace twb
