// tpuwb demo create [--force]: the bundled demo workspace at --workspace.
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "app/cli/cli_support.h"
#include "core/workspace/demo_workspace.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {

int runDemoCommand(CliContext &context, const QStringList &arguments)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("tpuwb demo", text); };
    if (arguments.isEmpty() || arguments.first() != u"create"_s)
        return context.error(tr("usage: tpuwb [--workspace DIR] demo create [--force]"), Usage);
    QCommandLineParser parser;
    const QCommandLineOption force(u"force"_s, tr("Replace an existing workspace at --workspace."));
    parser.addOption(force);
    if (const int usage = parseSubcommand(parser, u"tpuwb demo create"_s, arguments.mid(1), context); usage >= 0)
        return usage;
    if (auto created = createDemoWorkspace(context.workspaceDir, parser.isSet(force)); !created)
        return context.error(created.error().message);
    context.out << tr("Demo workspace ready in %1.").arg(context.workspaceDir) << Qt::endl;
    return Ok;
}

TWB_CLI_COMMAND_GROUP("demo", "create the bundled demo workspace", runDemoCommand);

} // namespace twb::cli
