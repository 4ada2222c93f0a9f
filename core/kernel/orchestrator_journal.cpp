#include "core/kernel/orchestrator_journal.h"

#include "core/util/io_guard.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::OrchestratorJournal.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::OrchestratorJournal)
};
} // namespace


OrchestratorJournal::OrchestratorJournal(QString localRunDir) : m_dir(std::move(localRunDir)) {}

QString OrchestratorJournal::path() const { return m_dir + u'/' + QString::fromLatin1(kFileName); }

Result<void> OrchestratorJournal::append(const Decision &decision) const
{
    Json line = Json::object();
    line["time"] = toStd(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    line["iteration"] = decision.iteration >= 0 ? Json(decision.iteration) : Json(nullptr);
    line["target"] = decision.target >= 0 ? Json(decision.target) : Json(nullptr);
    line["attempt"] = decision.attempt > 0 ? Json(decision.attempt) : Json(nullptr);
    line["action"] = toStd(decision.action);
    line["outcome"] = decision.outcome.isEmpty() ? Json(nullptr) : Json(toStd(decision.outcome));
    line["detail"] = toStd(decision.detail);
    for (auto it = decision.extra.begin(); it != decision.extra.end(); ++it)
        line[it.key()] = it.value();
    const std::string text = line.dump() + "\n";

    const QByteArray file = QFile::encodeName(path());
    const int fd = ::open(file.constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return fail(Error::failure(Tr::tr("Cannot open %1 to record a decision: %2.")
                                       .arg(path(), QString::fromLocal8Bit(std::strerror(errno))),
                                   path()));
    const bool ok = ::write(fd, text.data(), text.size()) == ssize_t(text.size()) && ::fsync(fd) == 0;
    const int error = errno;
    ::close(fd);
    if (!ok)
        return fail(Error::failure(Tr::tr("Cannot write to %1: %2.")
                                       .arg(path(), QString::fromLocal8Bit(std::strerror(error))),
                                   path()));
    return {};
}

QList<Json> OrchestratorJournal::lines() const
{
    QList<Json> out;
    IoGuard::check("journal read of", path());
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        auto parsed = parseJson(line, path());
        if (parsed && parsed->is_object())
            out.append(*parsed);
    }
    return out;
}

std::optional<Json> OrchestratorJournal::createRecord() const
{
    for (const Json &line : lines())
        if (line.value("action", std::string()) == "create")
            return line;
    return std::nullopt;
}

std::optional<Json> OrchestratorJournal::workerRecord() const
{
    std::optional<Json> found;
    for (const Json &line : lines())
        if (const auto worker = line.find("worker"); worker != line.end() && worker->is_object())
            found = *worker;
    return found;
}

qint64 OrchestratorJournal::size() const { return QFileInfo(path()).size(); }

bool OrchestratorJournal::stopRequestedSince(qint64 &offset) const
{
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly) || file.size() <= offset)
        return false;
    file.seek(offset);
    const QByteArray added = file.readAll();
    // Only complete lines count; a partial one is read again next time.
    const qsizetype end = added.lastIndexOf('\n');
    if (end < 0)
        return false;
    offset += end + 1;
    return added.left(end).contains("\"action\":\"stop_requested\"");
}

Result<FileLock> OrchestratorJournal::lockForRun() const
{
    auto lock = FileLock::acquire(path(), std::chrono::milliseconds(0));
    if (!lock)
        return fail(Error::failure(
            Tr::tr("Another orchestrator is already running this run (it holds a lock "
                                               "on %1). Stop it first, or wait for it to finish.")
                .arg(path()),
            path()));
    return lock;
}

bool OrchestratorJournal::isOrchestratorAlive() const
{
    if (!QFileInfo::exists(path()))
        return false;
    return !FileLock::acquire(path(), std::chrono::milliseconds(0)).has_value();
}

} // namespace twb::kernel
