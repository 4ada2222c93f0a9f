// tpuwb registry list|add|edit|remove|probe: the machine registry (tpu_config.json) from scripts.
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "app/cli/cli_support.h"
#include "app/cli/registry_gcloud_command.h"
#include "core/registry/gcloud_tpu.h"
#include "core/services/gcloud_machines.h"
#include "core/registry/registry.h"
#include "core/remote/machine_checks.h"
#include "core/services/machine_registry_service.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RegistryCommand
{
    Q_DECLARE_TR_FUNCTIONS(RegistryCommand)
};

int list(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, RegistryCommand::tr("Print the registry as JSON."));
    parser.addOption(jsonOption);
    if (auto usage = parseSubcommand(parser, u"tpuwb registry list"_s, arguments, context, 0, 0); usage >= 0)
        return usage;
    const auto registry = Registry::load(context.registryPath);
    if (!registry)
        return context.error(registry.error().message);
    if (parser.isSet(jsonOption)) {
        context.out << toQString(registry->toJson().dump(2)) << Qt::endl;
        return Ok;
    }
    if (registry->entries().empty()) {
        context.out << RegistryCommand::tr("No machines in %1. Add one with `tpuwb registry add`.").arg(context.registryPath) << Qt::endl;
        return Ok;
    }
    TextTable table({RegistryCommand::tr("NAME"), RegistryCommand::tr("MODE"), RegistryCommand::tr("ACCELERATOR"), RegistryCommand::tr("HOSTS"), RegistryCommand::tr("DEVICES"), RegistryCommand::tr("SPEC"), RegistryCommand::tr("LABELS"), RegistryCommand::tr("STATE")});
    for (const MachineEntry &entry : registry->entries()) {
        const auto spec = entry.tpuSpec();
        table.addRow({entry.name(), entry.isLocal() ? RegistryCommand::tr("local") : RegistryCommand::tr("remote"),
                      entry.acceleratorType().isEmpty() ? u"-"_s : entry.acceleratorType(),
                      entry.hosts().isEmpty() ? (entry.isLocal() ? RegistryCommand::tr("this machine") : u"-"_s) : entry.hosts().join(u','),
                      spec ? u"%1 x %2"_s.arg(spec->deviceKind).arg(spec->deviceCount) : RegistryCommand::tr("not probed"),
                      specMismatch(entry) ? RegistryCommand::tr("mismatch")
                      : entry.isSpecVerified() ? RegistryCommand::tr("verified")
                                               : (spec ? RegistryCommand::tr("unverified") : u"-"_s),
                      entry.labels().join(u','),
                      entry.isGcloud() ? gcloud_machines::stateText(entry) : u"-"_s});
    }
    table.print(context.out);
    return Ok;
}

// The entry argument is JSON text or the path of a file holding it.
Result<MachineEntry> readEntryArgument(const QString &argument)
{
    QByteArray text = argument.toUtf8();
    QString source = RegistryCommand::tr("the entry argument");
    if (!argument.trimmed().startsWith(u'{') && QFileInfo::exists(argument)) {
        QFile file(argument);
        if (!file.open(QIODevice::ReadOnly))
            return fail(Error::notFound(RegistryCommand::tr("Cannot read %1: %2").arg(argument, file.errorString()), argument));
        text = file.readAll();
        source = argument;
    }
    const auto json = parseJson(text, source);
    if (!json)
        return fail(json.error());
    return MachineEntry::fromJson(*json, source);
}

MachineRegistryService registryService(const CliContext &context, bool acceptNew)
{
    return MachineRegistryService(machineAccess(context, acceptNew));
}

int add(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption noProbe(u"no-probe"_s, RegistryCommand::tr("Save without contacting the machine."));
    const QCommandLineOption acceptNew(u"accept-new"_s, RegistryCommand::tr("Accept and save an unknown SSH host key."));
    const QCommandLineOption internalIp(u"internal-ip"_s, RegistryCommand::tr("A gcloud TPU VM: connect to its workers' internal addresses."));
    parser.addOptions({noProbe, acceptNew, internalIp});
    parser.addPositionalArgument(u"entry"_s, RegistryCommand::tr("The machine as JSON, or a file holding it."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry add"_s, arguments, context, 1, 1); usage >= 0)
        return usage;

    auto entry = readEntryArgument(parser.positionalArguments().first());
    if (!entry)
        return context.error(entry.error().message);
    MachineRegistryService::AddOptions options;
    options.probe = parser.isSet(noProbe) ? MachineRegistryService::Probe::None
                                          : MachineRegistryService::Probe::FirstRequiringSuccess;
    if (parser.isSet(internalIp))
        options.gcloudAddresses = GcloudAddresses::Internal;
    const auto added = registryService(context, parser.isSet(acceptNew)).add(*entry, options);
    if (!added)
        return context.error(added.error().message);
    if (!added->gcloudState.isEmpty())
        context.out << RegistryCommand::tr("gcloud: %1 is %2").arg(entry->name(), added->gcloudState) << Qt::endl;
    if (added->report)
        printReport(context, *added->report);
    if (!added->stored)
        return context.error(RegistryCommand::tr("%1 was not added because the probe failed; fix the connection or use --no-probe.")
                                 .arg(entry->name()));
    if (!added->note.isEmpty())
        context.err << added->note << Qt::endl;
    context.out << RegistryCommand::tr("Machine %1 saved in %2.").arg(added->stored->name(), context.registryPath) << Qt::endl;
    return Ok;
}

int edit(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"name"_s, RegistryCommand::tr("The machine to change."));
    parser.addPositionalArgument(u"entry"_s, RegistryCommand::tr("Its new entry as JSON, or a file holding it (it may rename it)."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry edit"_s, arguments, context, 2, 2); usage >= 0)
        return usage;
    const QString name = parser.positionalArguments().first();
    auto entry = readEntryArgument(parser.positionalArguments().at(1));
    if (!entry)
        return context.error(entry.error().message);
    const auto written = registryService(context, false).edit(name, *entry);
    if (!written)
        return context.error(written.error().message);
    context.out << RegistryCommand::tr("Machine %1 saved in %2.").arg(entry->name(), context.registryPath) << Qt::endl;
    return Ok;
}

int remove(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"name"_s, RegistryCommand::tr("The machine to remove."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry remove"_s, arguments, context, 1, 1); usage >= 0)
        return usage;
    const QString name = parser.positionalArguments().first();
    const auto written = registryService(context, false).remove(name);
    if (!written)
        return context.error(written.error().message);
    context.out << RegistryCommand::tr("Machine %1 removed.").arg(name) << Qt::endl;
    return Ok;
}

int probe(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption acceptNew(u"accept-new"_s, RegistryCommand::tr("Accept and save an unknown SSH host key."));
    parser.addOption(acceptNew);
    parser.addPositionalArgument(u"name"_s, RegistryCommand::tr("The machine to probe."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry probe"_s, arguments, context, 1, 1); usage >= 0)
        return usage;
    const MachineAccess access = machineAccess(context, parser.isSet(acceptNew));
    auto machine = access.machine(parser.positionalArguments().first());
    if (!machine)
        return context.error(machine.error().message);
    // Refused before anything is recorded: the probe runs the entry's python.
    if (auto trusted = access.requirePython(*machine); !trusted)
        return context.error(trusted.error().message);
    const MachineRegistryService::CheckOutcome checked = MachineRegistryService(access).check(*machine, MachineCheck::Probe);
    const MachineCheckReport &report = checked.report;
    if (machine->isGcloud()) {
        // The state after the check, which asks gcloud again when a host failed.
        const auto after = access.registry();
        const MachineEntry *now = after ? after->find(machine->name()) : nullptr;
        context.out << u"TPU_STATE:"_s << gcloudCache(now ? *now : *machine).state << Qt::endl;
    }
    if (const SpecProbeResult *primary = report.primaryProbe()) {
        // MaxKernel's two lines first, so its regexes read our output too.
        context.out << u"DEVICE_KIND:"_s << primary->spec.deviceKind << Qt::endl;
        context.out << u"DEVICE_COUNT:"_s << primary->spec.deviceCount << Qt::endl;
        if (!primary->acceleratorType.isEmpty())
            context.out << u"ACCELERATOR_TYPE:"_s << primary->acceleratorType << Qt::endl;
    }
    printReport(context, report);
    if (!checked.saved)
        return context.error(checked.saveError);
    if (!checked.note.isEmpty())
        context.err << checked.note << Qt::endl;
    return report.allOk() ? Ok : Failure;
}

// The entry and how this user reaches each of its hosts (user, key, port, known_hosts, timeout):
// the same ConnectionProfile the GUI uses, so the two can be compared.
int show(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, RegistryCommand::tr("Print JSON: {\"entry\", \"connection\": [per host]}."));
    parser.addOption(jsonOption);
    parser.addPositionalArgument(u"name"_s, RegistryCommand::tr("The machine to show."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry show"_s, arguments, context, 1, 1); usage >= 0)
        return usage;
    const MachineAccess access = machineAccess(context, false);
    auto machine = access.machine(parser.positionalArguments().first());
    if (!machine)
        return context.error(machine.error().message);
    const Json connection = access.profile().describe(*machine);
    if (parser.isSet(jsonOption)) {
        const Json shown{{"entry", machine->toJson()}, {"connection", connection}};
        context.out << toQString(shown.dump(2)) << Qt::endl;
        return Ok;
    }
    context.out << toQString(machine->toJson().dump(2)) << Qt::endl;
    for (std::size_t i = 0; i < connection.size(); ++i) {
        const Json &host = connection[i];
        if (host.value("transport", std::string()) == "local") {
            context.out << RegistryCommand::tr("[%1] this machine (local transport)").arg(i) << Qt::endl;
            continue;
        }
        context.out << RegistryCommand::tr("[%1] %2@%3:%4 key %5, known hosts %6")
                           .arg(i)
                           .arg(toQString(host.value("user", std::string())), toQString(host.value("host", std::string())))
                           .arg(host.value("port", 22))
                           .arg(toQString(host.value("identity_file", std::string())),
                                toQString(host.value("known_hosts", std::string())))
                    << Qt::endl;
    }
    return Ok;
}

} // namespace

int runRegistryCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = RegistryCommand::tr("Usage: tpuwb registry list [--json] | add JSON-or-FILE [--no-probe] [--accept-new] | "
                             "edit NAME JSON-or-FILE | remove NAME | probe NAME [--accept-new] | show NAME [--json] | refresh NAME [--internal-ip|--external-ip] | "
                             "import-gcloud --zone Z --project P [--name NAME ...|--all] [--internal-ip]");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    const QString verb = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (verb == u"list"_s)
        return list(context, rest);
    if (verb == u"add"_s)
        return add(context, rest);
    if (verb == u"edit"_s)
        return edit(context, rest);
    if (verb == u"remove"_s)
        return remove(context, rest);
    if (verb == u"probe"_s)
        return probe(context, rest);
    if (verb == u"show"_s)
        return show(context, rest);
    if (verb == u"refresh"_s)
        return registryRefreshCommand(context, rest);
    if (verb == u"import-gcloud"_s)
        return registryImportGcloudCommand(context, rest);
    return context.error(RegistryCommand::tr("unknown registry command `%1`. %2").arg(verb, usage), Usage);
}

TWB_CLI_COMMAND_GROUP("registry", "the machine registry: list, add, edit, remove, probe, show, refresh, import-gcloud", runRegistryCommand);

} // namespace twb::cli
