#include "core/kernel/run_mirror.h"

#include "core/kernel/orchestrator_journal.h"
#include "core/util/atomic_file.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {

RunMirror::RunMirror(QString hostRunDir, QString localDir)
    : m_hostRunDir(std::move(hostRunDir)), m_localDir(std::move(localDir))
{
}

bool RunMirror::isMirrored(const QString &relativePath)
{
    const QString name = QFileInfo(relativePath).fileName();
    if (relativePath == QLatin1StringView(OrchestratorJournal::kFileName))
        return false;
    // Lock files and writers' temp files (".state.json.tmp.123", ".state.json.tpuwb.abcd").
    return !(name == QLatin1StringView(KernelState::kLockFileName) || name.contains(u".tmp."_s)
             || name.startsWith(u".state.json."_s) || name.endsWith(u".tmp.tpuwb"_s));
}

Result<int> RunMirror::sync(RunHost &host)
{
    auto files = host.listFiles(m_hostRunDir);
    if (!files)
        return fail(files.error());
    int fetched = 0;
    for (const HostFile &file : *files) {
        if (!isMirrored(file.relativePath))
            continue;
        const QString local = m_localDir + u'/' + file.relativePath;
        const auto known = m_fetched.constFind(file.relativePath);
        if (known != m_fetched.constEnd()) {
            if (known->size == file.size && known->modified == file.modified)
                continue;
        } else {
            // First look in this process: trust a local copy of the same size that is not
            // older than the host's file.
            const QFileInfo info(local);
            if (info.exists() && info.size() == file.size
                && double(info.lastModified().toMSecsSinceEpoch()) / 1000.0 >= file.modified) {
                m_fetched.insert(file.relativePath, {file.size, file.modified});
                continue;
            }
        }
        auto content = host.readFile(m_hostRunDir + u'/' + file.relativePath);
        if (!content)
            return fail(content.error());
        QDir().mkpath(QFileInfo(local).absolutePath());
        if (auto written = writeFileAtomically(local, *content); !written)
            return fail(written.error());
        m_fetched.insert(file.relativePath, {file.size, file.modified});
        ++fetched;
    }
    return fetched;
}

} // namespace twb::kernel
