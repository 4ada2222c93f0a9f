#include "core/kernel/run_snapshot.h"

#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/phase_deriver.h"
#include "core/kernel/run_files.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {

RunSnapshot RunSnapshot::load(const QString &localDir)
{
    RunSnapshot snapshot;
    auto location = RunLocation::resolve(localDir);
    if (location) {
        snapshot.location = *location;
    } else {
        snapshot.location.localDir = QDir::cleanPath(QFileInfo(localDir).absoluteFilePath());
        snapshot.location.hostRunDir = snapshot.location.localDir;
    }
    const QString stateFile = snapshot.location.localDir + u"/state.json"_s;
    if (QFileInfo::exists(stateFile)) {
        auto state = KernelState::load(stateFile);
        if (state)
            snapshot.state = std::move(*state);
        else
            snapshot.stateError = state.error().message;
    }
    if (auto bytes = readWholeFile(snapshot.location.localDir + u"/job.json"_s)) {
        if (auto job = parseJsonTolerant(*bytes, u"job.json"_s))
            snapshot.job = std::move(*job);
    }
    const QString hostRunDir = snapshot.state && !snapshot.state->runDir().isEmpty() ? snapshot.state->runDir()
                                                                                    : snapshot.location.hostRunDir;
    const bool alive = OrchestratorJournal(snapshot.location.localDir).isOrchestratorAlive();
    snapshot.overview = PhaseDeriver::derive(snapshot.state ? &*snapshot.state : nullptr, snapshot.stateError,
                                             RunFiles(snapshot.location.localDir, hostRunDir), snapshot.job, alive);
    return snapshot;
}

} // namespace twb::kernel
