// tpuwb demo create [DIR] [--force]: the bundled demo workspace in DIR (default: --workspace).
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "app/cli/cli_support.h"
#include "core/demo/demo_workspace.h"

#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct DemoCommand
{
    Q_DECLARE_TR_FUNCTIONS(DemoCommand)
};

} // namespace

int runDemoCommand(CliContext &context, const QStringList &arguments)
{
    if (arguments.isEmpty() || arguments.first() != u"create"_s)
        return context.error(DemoCommand::tr("usage: tpuwb demo create [DIR] [--force]   (DIR defaults to --workspace)"), Usage);
    QCommandLineParser parser;
    const QCommandLineOption force(u"force"_s, DemoCommand::tr("Replace an existing workspace in the folder."));
    parser.addOption(force);
    parser.addPositionalArgument(u"DIR"_s, DemoCommand::tr("the folder for the demo workspace (default: --workspace)"), u"[DIR]"_s);
    if (const int usage = parseSubcommand(parser, u"tpuwb demo create"_s, arguments.mid(1), context, 0, 1); usage >= 0)
        return usage;
    const QString folder = parser.positionalArguments().isEmpty()
                               ? context.workspaceDir
                               : QDir(parser.positionalArguments().first()).absolutePath();
    if (auto created = createDemoWorkspace(folder, parser.isSet(force)); !created)
        return context.error(created.error().message);
    context.out << DemoCommand::tr("Demo workspace ready in %1.").arg(folder) << Qt::endl;
    return Ok;
}

TWB_CLI_COMMAND_GROUP("demo", "create the bundled demo workspace", runDemoCommand);

} // namespace twb::cli
