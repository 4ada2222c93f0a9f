#pragma once

#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

class MachineEntry;
class RunRecord;

// A value in a workspace file that would run a program (docs/formats.md 1.1).
struct WorkspaceCommand
{
    QString machine;   // the registry entry's name (empty for a run record's)
    QString field;     // e.g. "workbench.kernel_worker_command", "runs/<id>/run.json python"
    QString command;
};

// Workspaces are meant to live in git, so one may come from someone else: a command that a
// workspace's registry carries runs only once this user has approved it. Approvals are kept
// in the user's configuration (UserSettings), never in the workspace, per workspace folder and
// per command text, so a `git pull` that changes a command asks again. A registry outside every
// workspace (no workbench.json beside it) is the user's own and trusted.
class WorkspaceTrust final
{
public:
    // The workspace folder `registryPath` belongs to, or empty when it belongs to none.
    static QString workspaceOf(const QString &registryPath);

    // A `python` value that names the ordinary interpreter and needs no approval: `python`,
    // `python3` or `python3.N`, bare (found on the host's PATH) or in /usr/bin, /usr/local/bin or
    // /bin, or this user's workbench Python environment (PythonInterpreter::workbenchEnvPython(),
    // as a path). Anything else (a path into the workspace, a venv, a script) is a program the
    // workspace chose and is approved like a command. Empty counts as default (it means python3).
    static bool isDefaultPython(const QString &python);

    // Every command the registry's entries carry: kernel_worker_command (except the built-in
    // "replay"), kernel_cancel_command and a non-default python. Reads the file: not on the
    // GUI thread.
    static Result<QList<WorkspaceCommand>> commands(const QString &registryPath);
    static QList<WorkspaceCommand> commandsOf(const MachineEntry &entry);
    // The entry's python as a command; nullopt when it is the default.
    static std::optional<WorkspaceCommand> pythonOf(const MachineEntry &entry);
    // The registry's commands and the non-default python of every run record under
    // `runsDir` (run.json's `python`: resume, relaunch and following a run run it), each python
    // once. Reads every run.json: not on the GUI thread.
    static Result<QList<WorkspaceCommand>> workspaceCommands(const QString &registryPath, const QString &runsDir);
    // Those this user has not approved for `workspaceRoot` (empty root: the user's own
    // registry, nothing to approve). With `runsDir`, the run records' python too.
    static Result<QList<WorkspaceCommand>> unapproved(const QString &workspaceRoot, const QString &registryPath,
                                                      const QString &runsDir = {});
    static Result<QList<WorkspaceCommand>> unapproved(const QString &registryPath)
    {
        return unapproved(workspaceOf(registryPath), registryPath);
    }

    static bool isApproved(const QString &workspaceRoot, const QString &command);
    static void approve(const QString &workspaceRoot, const QStringList &commands);
    // Approves the commands of an entry the user has just given (Machines dialog, registry add),
    // when the registry belongs to a workspace.
    static void approveEntry(const QString &workspaceRoot, const MachineEntry &entry);
    // Forgets every approval of the workspace.
    static void revoke(const QString &workspaceRoot);

    // Ok when `command` may run (empty root, or approved for it); otherwise an error that shows
    // the command, names the registry file and says how to trust the workspace.
    static Result<void> require(const QString &workspaceRoot, const QString &registryPath, const WorkspaceCommand &command);
    // require() for every command of `entry`.
    static Result<void> requireAll(const QString &workspaceRoot, const QString &registryPath, const MachineEntry &entry);
    static Result<void> requireAll(const QString &registryPath, const MachineEntry &entry)
    {
        return requireAll(workspaceOf(registryPath), registryPath, entry);
    }
    // require() for the entry's python only (launch, preflight, probe run nothing else).
    static Result<void> requirePython(const QString &workspaceRoot, const QString &registryPath, const MachineEntry &entry);
    // A run record's python (resume, relaunch, following it): the record lives in a workspace's
    // runs folder, so it needs that workspace's approval whoever's registry launched it.
    static Result<void> requireRunPython(const QString &runsDir, const RunRecord &record);
    // A launch from a trusted entry records its python in run.json: approve it for the runs'
    // workspace so the user's own run is followed without asking.
    static void approveRunPython(const QString &runsDir, const QString &python);
};

} // namespace twb
