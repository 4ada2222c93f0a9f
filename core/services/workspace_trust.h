#pragma once

#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

class MachineEntry;

// A value in a workspace file that would run a program (docs/formats.md 1.1).
struct WorkspaceCommand
{
    QString machine;   // the registry entry's name
    QString field;     // e.g. "workbench.kernel_worker_command"
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

    // Every command the registry's entries carry: kernel_worker_command (except the built-in
    // "replay") and kernel_cancel_command. Reads the file: not on the GUI thread.
    static Result<QList<WorkspaceCommand>> commands(const QString &registryPath);
    static QList<WorkspaceCommand> commandsOf(const MachineEntry &entry);
    // Those this user has not approved for `workspaceRoot` (empty root: the user's own
    // registry, nothing to approve).
    static Result<QList<WorkspaceCommand>> unapproved(const QString &workspaceRoot, const QString &registryPath);
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
};

} // namespace twb
