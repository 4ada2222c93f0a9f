#include "core/kernel/run_location.h"

#include "core/kernel/orchestrator_journal.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::RunLocation.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::RunLocation)
};
} // namespace


Result<RunLocation> RunLocation::resolve(const QString &localDir)
{
    RunLocation location;
    location.localDir = QDir::cleanPath(QFileInfo(localDir).absoluteFilePath());
    location.hostRunDir = location.localDir;
    const OrchestratorJournal journal(location.localDir);
    const auto created = journal.createRecord();
    if (created) {
        if (const auto worker = journal.workerRecord())
            location.worker = KernelWorker::fromJson(*worker);
        const auto host = created->find("host_run_dir");
        if (host != created->end() && host->is_string())
            location.hostRunDir = toQString(host->get<std::string>());
        const auto machine = created->find("machine");
        if (machine != created->end() && machine->is_string())
            location.machineName = toQString(machine->get<std::string>());
        return location;
    }
    if (!QFileInfo::exists(location.localDir + u"/state.json"_s))
        return fail(Error::notFound(Tr::tr("%1 is not a kernel run folder: it has neither "
                                                                       "state.json nor %2. Pass the folder that "
                                                                       "`tpuwb kernel new` printed.")
                                        .arg(location.localDir, QString::fromLatin1(OrchestratorJournal::kFileName)),
                                    location.localDir));
    return location;
}

} // namespace twb::kernel
