// tpuwb registry refresh|import-gcloud: machines whose workers gcloud finds (MaxKernel's shape).
#include "app/cli/registry_gcloud_command.h"

#include "app/cli/cli_support.h"
#include "core/registry/gcloud_tpu.h"
#include "core/registry/registry.h"
#include "core/services/gcloud_machines.h"
#include "core/services/machine_registry_service.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RegistryGcloudCommand
{
    Q_DECLARE_TR_FUNCTIONS(RegistryGcloudCommand)
};

QString workersText(const GcloudTpu &tpu)
{
    QStringList list;
    for (const GcloudWorker &w : tpu.workers)
        list << (w.externalIp.isEmpty() ? w.internalIp : u"%1/%2"_s.arg(w.internalIp, w.externalIp));
    return list.isEmpty() ? u"-"_s : list.join(u',');
}

} // namespace

int registryRefreshCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption internal(u"internal-ip"_s, RegistryGcloudCommand::tr("Connect to the workers' internal addresses from now on."));
    const QCommandLineOption external(u"external-ip"_s, RegistryGcloudCommand::tr("Connect to the workers' external addresses from now on (the default)."));
    parser.addOptions({internal, external});
    parser.addPositionalArgument(u"name"_s, RegistryGcloudCommand::tr("The gcloud TPU VM to ask about."));
    if (auto usage = parseSubcommand(parser, u"tpuwb registry refresh"_s, arguments, context, 1, 1); usage >= 0)
        return usage;
    if (parser.isSet(internal) && parser.isSet(external))
        return context.error(RegistryGcloudCommand::tr("Give --internal-ip or --external-ip, not both."), Usage);
    const QString name = parser.positionalArguments().first();
    const MachineAccess access = machineAccess(context, false);
    if (parser.isSet(internal) || parser.isSet(external)) {
        const auto written = Registry::modify(context.registryPath, [&](Registry &registry) -> Result<void> {
            const MachineEntry *entry = registry.find(name);
            if (!entry)
                return {}; // refreshGcloud names the registry and its machines below
            MachineEntry updated = *entry;
            setGcloudAddresses(updated, parser.isSet(internal) ? GcloudAddresses::Internal : GcloudAddresses::External);
            registry.replace(name, updated);
            return {};
        });
        if (!written)
            return context.error(written.error().message);
    }
    auto refreshed = access.refreshGcloud(name);
    if (!refreshed)
        return context.error(refreshed.error().message);
    const GcloudCache cache = gcloudCache(*refreshed);
    context.out << RegistryGcloudCommand::tr("%1: %2, %3, workers %4 (%5 addresses)")
                       .arg(name, cache.state.isEmpty() ? u"-"_s : cache.state,
                            cache.acceleratorType.isEmpty() ? u"-"_s : cache.acceleratorType,
                            refreshed->hosts().isEmpty() ? u"-"_s : refreshed->hosts().join(u','),
                            gcloudAddressesName(cache.addresses))
                << Qt::endl;
    return Ok;
}

int registryImportGcloudCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption zone(u"zone"_s, RegistryGcloudCommand::tr("The zone to list (e.g. us-central2-b)."), u"ZONE"_s);
    const QCommandLineOption project(u"project"_s, RegistryGcloudCommand::tr("The Google Cloud project."), u"PROJECT"_s);
    const QCommandLineOption name(u"name"_s, RegistryGcloudCommand::tr("Add this TPU VM (repeatable)."), u"NAME"_s);
    const QCommandLineOption all(u"all"_s, RegistryGcloudCommand::tr("Add every TPU VM and queued resource listed."));
    const QCommandLineOption internal(u"internal-ip"_s, RegistryGcloudCommand::tr("Connect to the workers' internal addresses."));
    parser.addOptions({zone, project, name, all, internal});
    if (auto usage = parseSubcommand(parser, u"tpuwb registry import-gcloud"_s, arguments, context, 0, 0); usage >= 0)
        return usage;
    if (!parser.isSet(zone) || !parser.isSet(project))
        return context.error(RegistryGcloudCommand::tr("Give the zone and the project: tpuwb registry import-gcloud --zone ZONE "
                                                        "--project PROJECT [--name NAME ...|--all]."),
                             Usage);
    const MachineAccess access = machineAccess(context, false);
    const GcloudResolver &gcloud = access.gcloudResolver();
    auto nodes = gcloud.list(parser.value(zone), parser.value(project));
    if (!nodes)
        return context.error(nodes.error().message);
    auto queued = gcloud.listQueuedResources(parser.value(zone), parser.value(project));
    if (!queued)
        return context.error(queued.error().message);
    // A queued resource's node is also a TPU VM once provisioned: list it once, as the VM.
    QList<GcloudTpu> found = *nodes;
    for (const GcloudTpu &q : *queued) {
        auto same = std::find_if(found.begin(), found.end(), [&](const GcloudTpu &t) { return t.name == q.name; });
        if (same != found.end())
            same->queuedResource = q.queuedResource;
        else
            found << q;
    }

    const QStringList wanted = parser.values(name);
    if (wanted.isEmpty() && !parser.isSet(all)) {
        if (found.isEmpty()) {
            context.out << RegistryGcloudCommand::tr("gcloud lists no TPU VMs or queued resources in zone %1 of project %2.")
                               .arg(parser.value(zone), parser.value(project))
                        << Qt::endl;
            return Ok;
        }
        TextTable table({RegistryGcloudCommand::tr("NAME"), RegistryGcloudCommand::tr("ACCELERATOR"), RegistryGcloudCommand::tr("STATE"),
                         RegistryGcloudCommand::tr("QUEUED RESOURCE"), RegistryGcloudCommand::tr("WORKERS (INTERNAL/EXTERNAL)")});
        for (const GcloudTpu &tpu : found)
            table.addRow({tpu.name, tpu.acceleratorType.isEmpty() ? u"-"_s : tpu.acceleratorType,
                          tpu.state.isEmpty() ? u"-"_s : tpu.state, tpu.queuedResource.isEmpty() ? u"-"_s : tpu.queuedResource,
                          workersText(tpu)});
        table.print(context.out);
        context.out << RegistryGcloudCommand::tr("Add them with --name NAME (repeatable) or --all.") << Qt::endl;
        return Ok;
    }
    QList<GcloudTpu> chosen;
    for (const QString &n : wanted) {
        auto it = std::find_if(found.cbegin(), found.cend(), [&](const GcloudTpu &t) { return t.name == n; });
        if (it == found.cend()) {
            QStringList names;
            for (const GcloudTpu &t : found)
                names << t.name;
            return context.error(RegistryGcloudCommand::tr("gcloud lists no TPU VM named %1 in zone %2 of project %3 (it lists: %4).")
                                     .arg(n, parser.value(zone), parser.value(project),
                                          names.isEmpty() ? RegistryGcloudCommand::tr("none") : names.join(u", "_s)));
        }
        chosen << *it;
    }
    if (parser.isSet(all))
        chosen = found;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const GcloudAddresses addresses = parser.isSet(internal) ? GcloudAddresses::Internal : access.gcloudAddresses();
    std::vector<MachineEntry> entries;
    for (const GcloudTpu &tpu : chosen)
        entries.push_back(gcloudEntry(tpu, addresses, now));
    // Chosen on this command line: their commands are approved with them.
    const auto written = MachineRegistryService(access).importEntries(entries);
    if (!written)
        return context.error(written.error().message);
    for (const MachineEntry &entry : entries) {
        context.out << RegistryGcloudCommand::tr("Machine %1 saved in %2 (%3).")
                           .arg(entry.name(), context.registryPath, gcloud_machines::stateText(entry))
                    << Qt::endl;
    }
    return Ok;
}

} // namespace twb::cli
