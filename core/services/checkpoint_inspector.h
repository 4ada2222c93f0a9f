#pragma once

#include "core/runs/checkpoint_info.h"
#include "core/runs/run_record.h"
#include "core/services/machine_access.h"
#include "core/util/error.h"

#include <QString>

#include <functional>

namespace twb {

class Transport;

// Reads checkpoints where they are: runs templates/tools/inspect_checkpoint.py (sent on stdin,
// so nothing is installed on the host) with the run's own Python on the run's first host, over
// the machine's transport (the local one for a local machine or a folder here). Reading the
// tensors needs torch, which only the run's machine is sure to have.
//
// Blocks (one round trip, torch.load of each checkpoint on the host): call it off the GUI thread.
class CheckpointInspector final
{
public:
    // `templatesRoot` empty: TemplateStore::locateRoot().
    explicit CheckpointInspector(MachineAccess access, QString templatesRoot = {});

    // The checkpoint folder `path` (or a folder of them) on `machineName` ("" for this
    // computer) read with `python`; `expectedHash` (may be empty) is compared with each
    // checkpoint's config hash.
    Result<CheckpointInspection> inspectPath(const QString &machineName, const QString &python, const QString &path,
                                             const QString &expectedHash,
                                             const std::function<bool()> &isCancelled = {}) const;
    // Every checkpoint of a run (`<remote dir>/checkpoints` on host 0), against its config hash.
    Result<CheckpointInspection> inspectRun(const RunRecord &record, const std::function<bool()> &isCancelled = {}) const;
    // The same on a transport the caller already has (tests, a worker that owns one).
    Result<CheckpointInspection> inspectWith(Transport &transport, const QString &python, const QString &path,
                                             const QString &expectedHash,
                                             const std::function<bool()> &isCancelled = {}) const;

    // The script's location (for messages and the .deb check).
    QString scriptPath() const;
    // The shell command run on the host (exposed for tests); the script comes on stdin.
    static QString command(const QString &python, const QString &path, const QString &expectedHash);

private:
    MachineAccess m_access;
    QString m_templatesRoot;
};

} // namespace twb
