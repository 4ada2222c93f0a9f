// `tpuwb workspace trust|untrust|commands`: which commands a workspace's registry carries and
// whether this user lets them run (WorkspaceTrust; the approvals live in the user's settings).
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/user_settings.h"
#include "core/services/workspace_trust.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct WorkspaceCommandTr
{
    Q_DECLARE_TR_FUNCTIONS(WorkspaceCommand)
};
using Tr = WorkspaceCommandTr;

// The registry's commands and the python of the workspace's run records.
Result<QList<WorkspaceCommand>> carried(const CliContext &context)
{
    return WorkspaceTrust::workspaceCommands(context.registryPath, Workspace(context.workspaceDir).runsDir());
}

int listCommands(CliContext &context, const QString &root)
{
    auto commands = carried(context);
    if (!commands)
        return context.error(commands.error().message);
    if (commands->isEmpty()) {
        context.out << Tr::tr("%1 carries no commands.").arg(context.registryPath) << Qt::endl;
        return Ok;
    }
    TextTable table({Tr::tr("MACHINE"), Tr::tr("FIELD"), Tr::tr("TRUSTED"), Tr::tr("COMMAND")});
    for (const WorkspaceCommand &command : *commands) {
        const bool trusted = root.isEmpty() || WorkspaceTrust::isApproved(root, command.command);
        table.addRow({command.machine.isEmpty() ? u"-"_s : command.machine, command.field, trusted ? Tr::tr("yes") : Tr::tr("no"), command.command});
    }
    table.print(context.out);
    return Ok;
}

} // namespace

int runWorkspaceCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = Tr::tr("Usage: tpuwb [--workspace DIR] workspace commands | trust | untrust\n\n"
                                 "A workspace can come from someone else's repository, so the programs its files name\n"
                                 "run only once you trust them: the registry's kernel_worker_command, kernel_cancel_command\n"
                                 "and a python other than the plain interpreter (python, python3, python3.N, bare or in\n"
                                 "/usr/bin, /usr/local/bin, /bin), and the python of its run records (runs/*/run.json).\n"
                                 "  commands  lists them and whether each is trusted\n"
                                 "  trust     trusts every command the workspace carries now (a changed command asks again)\n"
                                 "  untrust   forgets this workspace's approvals\n"
                                 "Approvals are kept in %1, not in the workspace. A registry outside every workspace\n"
                                 "(--config FILE with no workbench.json beside it) is your own and always trusted.")
                              .arg(UserSettings::fileName());
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        printUsage(arguments.isEmpty() ? context.err : context.out, usage);
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.size() > 1)
        return context.error(Tr::tr("workspace %1 takes no arguments (the workspace is --workspace DIR).").arg(arguments.first()),
                             Usage);
    const QString verb = arguments.first();
    const QString &root = context.trustRoot;
    if (verb == u"commands"_s)
        return listCommands(context, root);
    if (verb != u"trust"_s && verb != u"untrust"_s)
        return context.error(Tr::tr("unknown workspace command `%1`.\n%2").arg(verb, usage), Usage);
    if (root.isEmpty())
        return context.error(Tr::tr("%1 (given with --config) is not in a workspace: it is your own registry and "
                                    "trusted already.")
                                 .arg(context.registryPath));
    if (verb == u"untrust"_s) {
        WorkspaceTrust::revoke(root);
        context.out << Tr::tr("Workspace %1 is no longer trusted: its commands are refused until you trust it again.").arg(root)
                    << Qt::endl;
        return Ok;
    }
    auto commands = carried(context);
    if (!commands)
        return context.error(commands.error().message);
    QStringList approved;
    for (const WorkspaceCommand &command : *commands) {
        if (command.machine.isEmpty())
            context.out << Tr::tr("trusted: %1: %2").arg(command.field, command.command) << Qt::endl;
        else
            context.out << Tr::tr("trusted: machine %1, %2: %3").arg(command.machine, command.field, command.command)
                        << Qt::endl;
        approved.append(command.command);
    }
    WorkspaceTrust::approve(root, approved);
    context.out << Tr::tr("Workspace %1 trusted (%n command(s)).", nullptr, int(approved.size())).arg(root) << Qt::endl;
    return Ok;
}

TWB_CLI_COMMAND_GROUP("workspace", "trust or list the commands a workspace carries", runWorkspaceCommand);

} // namespace twb::cli
