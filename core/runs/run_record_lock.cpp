#include "core/runs/run_record_lock.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunRecordLock)
};

// One mutex per run folder for the whole process, however many services ask for it. Entries
// whose mutex nobody holds any more are dropped as new ones come in.
std::shared_ptr<std::timed_mutex> processMutex(const QString &key)
{
    static std::mutex registryMutex;
    static QHash<QString, std::weak_ptr<std::timed_mutex>> registry;
    std::lock_guard locked(registryMutex);
    if (auto existing = registry.value(key).lock())
        return existing;
    if (registry.size() >= 64)
        registry.removeIf([](const auto &entry) { return entry.value().expired(); });
    auto created = std::make_shared<std::timed_mutex>();
    registry.insert(key, created);
    return created;
}

} // namespace

QString RunRecordLock::key(const RunFolder &folder)
{
    const QFileInfo info(folder.dir());
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

Result<RunRecordLock> RunRecordLock::acquire(const RunFolder &folder, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    auto mutex = processMutex(key(folder));
    if (!mutex->try_lock_for(timeout))
        return fail(Error::failure(
            Tr::tr("Timed out after %1 s waiting for another change of %2 in this process to finish; try again.")
                .arg(double(timeout.count()) / 1000.0)
                .arg(folder.recordFile()),
            folder.recordFile()));
    const auto left = std::max(std::chrono::milliseconds(0),
                               std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()));
    auto file = FileLock::acquire(folder.recordLockFile(), left);
    if (!file) {
        mutex->unlock();
        return fail(file.error());
    }
    return RunRecordLock(std::move(mutex), std::move(*file));
}

RunRecordLock::RunRecordLock(std::shared_ptr<std::timed_mutex> mutex, FileLock file)
    : m_mutex(std::move(mutex)), m_file(std::move(file))
{
}

RunRecordLock::~RunRecordLock()
{
    // The file lock first: another process may go on while this one still hands over in-process.
    m_file.reset();
    if (m_mutex)
        m_mutex->unlock();
}

} // namespace twb
