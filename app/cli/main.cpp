// tpuwb: the command-line face of TPU Workbench. Thin: global options, then one command
// group from command_table.cpp does the work through twb_core.
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "app/cli/read_only_workspace.h"
#include "app/cli/version_info.h"
#include "core/services/user_settings.h"
#include "core/services/workspace_trust.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QTranslator>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

void printUsage(QTextStream &out)
{
    out << QCoreApplication::translate("tpuwb",
               "Usage: tpuwb [--workspace DIR] [--config FILE] [--known-hosts FILE] COMMAND ...\n\n"
               "Global options:\n"
               "  --workspace DIR     workspace folder (default ~/TPUWorkbench or $TPUWB_WORKSPACE)\n"
               "  --config FILE       machine registry (default <workspace>/tpu_config.json)\n"
               "  --known-hosts FILE  SSH known_hosts file (default ~/.ssh/known_hosts)\n"
               "  --version           print the version and exit\n\n"
               "Commands:\n");
    for (const auto &group : twb::cli::commandGroups())
        out << u"  "_s << QString::fromLatin1(group.name).leftJustified(12)
            << QCoreApplication::translate("tpuwb", group.summary) << u'\n';
    out << QCoreApplication::translate("tpuwb", "\nRun `tpuwb COMMAND --help` for a command's options.\n");
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"tpuwb"_s);
    QCoreApplication::setOrganizationName(u"TPU Workbench"_s);
    QCoreApplication::setApplicationVersion(QString::fromLatin1(TWB_VERSION));
    // English only (scripts parse the output), with its plural forms: "1 host", not "1 host(s)".
    QTranslator plurals;
    if (plurals.load(u"tpuwb_en"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(&plurals);

    QTextStream out(stdout);
    QTextStream err(stderr);
    twb::cli::CliContext context{{}, {}, {}, {}, out, err};

    QStringList args = QCoreApplication::arguments().mid(1);
    while (!args.isEmpty() && args.first().startsWith(u"--"_s)) {
        const QString option = args.takeFirst();
        if (option == u"--version"_s) {
            out << twb::cli::versionText() << Qt::endl;
            return twb::cli::Ok;
        }
        if (option == u"--help"_s || option == u"-h"_s) {
            printUsage(out);
            return twb::cli::Ok;
        }
        auto takeValue = [&](QString &target) {
            if (args.isEmpty())
                return false;
            target = args.takeFirst();
            return true;
        };
        bool ok = false;
        if (option == u"--workspace"_s)
            ok = takeValue(context.workspaceDir);
        else if (option == u"--config"_s)
            ok = takeValue(context.registryPath);
        else if (option == u"--known-hosts"_s)
            ok = takeValue(context.knownHostsPath);
        else
            return context.error(QCoreApplication::translate("tpuwb", "unknown option %1; see "
                                                                      "`tpuwb --help`.").arg(option),
                                 twb::cli::Usage);
        if (!ok)
            return context.error(QCoreApplication::translate("tpuwb", "%1 needs a value.").arg(option),
                                 twb::cli::Usage);
    }
    if (context.workspaceDir.isEmpty())
        context.workspaceDir = twb::Workspace::defaultRoot();
    if (context.registryPath.isEmpty()) {
        context.registryPath = twb::Workspace(context.workspaceDir).registryFile();
        context.trustRoot = context.workspaceDir;
    } else {
        context.trustRoot = twb::WorkspaceTrust::workspaceOf(context.registryPath);
    }
    // The user's connection profile (shared with the GUI); --known-hosts overrides its file.
    context.profile = twb::UserSettings::connectionProfile();
    if (!context.knownHostsPath.isEmpty())
        context.profile.knownHostsPath = context.knownHostsPath;

    if (args.isEmpty()) {
        printUsage(err);
        return twb::cli::Usage;
    }
    const QString groupName = args.takeFirst();
    // A read-only workspace: refuse a command that would write before it starts, not half-way.
    if (const QString refusal = twb::cli::refuseInReadOnlyWorkspace(context, groupName, args); !refusal.isEmpty())
        return context.error(refusal);
    for (const auto &group : twb::cli::commandGroups()) {
        if (groupName == QLatin1StringView(group.name))
            return group.run(context, args);
    }
    return context.error(QCoreApplication::translate("tpuwb", "unknown command `%1`; see `tpuwb --help`.")
                             .arg(groupName),
                         twb::cli::Usage);
}
