#include "core/remote/machine_checks.h"

#include "core/registry/registry.h"
#include "core/remote/host_pool.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMutex>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MachineChecks.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MachineChecks)
};

HostCheckResult checkHost(const MachineEntry &machine, MachineCheck check, int index, Transport &transport)
{
    HostCheckResult result;
    result.workerIndex = index;
    result.address = machine.hosts().value(index, Tr::tr("this machine"));
    // `true` first, in either check: its time is the latency the table shows (a probe's
    // would be Python's start-up, 12 s under load), and it connects for the probe.
    ExecRequest reach;
    reach.command = u"true"_s;
    reach.timeout = std::chrono::seconds(30);
    auto ran = transport.exec(reach);
    result.latency = transport.lastLatency();
    ExecRequest request = reach;
    if (ran && !ran->timedOut && ran->exitCode == 0 && check == MachineCheck::Probe) {
        request.command = u"bash -s -- "_s + shellQuote(machine.python());
        request.standardInput = specProbeScript(machine.python()).toUtf8();
        request.timeout = std::chrono::seconds(150);
        ran = transport.exec(request);
    }
    if (!ran) {
        result.message = ran.error().message;
        return result;
    }
    if (ran->timedOut) {
        result.message = Tr::tr("No answer within %1 s.").arg(request.timeout.count() / 1000);
        return result;
    }
    if (ran->exitCode != 0) {
        result.message = Tr::tr("The command exited with code %1: %2")
                             .arg(ran->exitCode)
                             .arg(QString::fromUtf8(ran->standardError.right(300)).trimmed());
        return result;
    }
    if (check == MachineCheck::Probe) {
        auto parsed = parseSpecProbeOutput(ran->standardOutput, result.address);
        if (!parsed) {
            result.message = parsed.error().message;
            return result;
        }
        result.probe = std::move(*parsed);
        result.message = Tr::tr("%1 x %2").arg(result.probe->spec.deviceKind).arg(result.probe->spec.deviceCount);
    } else {
        result.message = Tr::tr("reachable");
    }
    result.ok = true;
    return result;
}

} // namespace

bool MachineCheckReport::allOk() const
{
    return !hosts.isEmpty() && std::all_of(hosts.begin(), hosts.end(), [](const HostCheckResult &h) { return h.ok; });
}

const SpecProbeResult *MachineCheckReport::primaryProbe() const
{
    for (const HostCheckResult &host : hosts)
        if (host.workerIndex == 0 && host.ok && host.probe)
            return &*host.probe;
    return nullptr;
}

MachineCheckReport checkMachine(const MachineEntry &machine, MachineCheck check, const ConnectionSettings &settings,
                                const std::function<void(const HostCheckResult &)> &onHostDone)
{
    MachineCheckReport report;
    report.machine = machine.name();
    report.probed = check == MachineCheck::Probe;
    const int hostCount = machine.hostCount();
    std::vector<HostCheckResult> results(static_cast<size_t>(hostCount));
    {
        HostPool pool(hostCount, [machine, settings](int index) { return makeTransport(machine, index, settings); });
        QMutex doneMutex;
        const auto outcomes = pool.forEachHost([&](int index, Transport &transport) -> Result<void> {
            results[size_t(index)] = checkHost(machine, check, index, transport);
            if (onHostDone) {
                const QMutexLocker lock(&doneMutex);
                onHostDone(results[size_t(index)]);
            }
            return {};
        });
        for (size_t i = 0; i < outcomes.size(); ++i) {
            if (!outcomes[i]) { // the transport could not even be created
                results[i].workerIndex = int(i);
                results[i].address = machine.hosts().value(int(i));
                results[i].message = outcomes[i].error().message;
            }
        }
    }
    report.hosts = QList<HostCheckResult>(results.begin(), results.end());
    return report;
}

Result<MachineEntry> saveCheckReport(const QString &registryPath, const MachineCheckReport &report, QString *note)
{
    MachineEntry saved;
    const auto written = Registry::modify(registryPath, [&](Registry &registry) -> Result<void> {
        const MachineEntry *current = registry.find(report.machine);
        if (!current)
            return fail(Error::notFound(Tr::tr("Machine %1 is no longer in %2; nothing was saved.")
                                            .arg(report.machine, registryPath)));
        MachineEntry entry = *current;
        QList<MachineEntry::HostStatus> status;
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        for (const HostCheckResult &host : report.hosts)
            status.append({host.ok, host.ok ? int(host.latency.count()) : -1, now, host.ok ? QString() : host.message});
        entry.setHostStatus(status);
        if (const SpecProbeResult *probe = report.primaryProbe()) {
            const QString replaced = applySpecProbe(entry, *probe);
            if (note)
                *note = replaced;
        }
        registry.replace(report.machine, entry);
        saved = entry;
        return {};
    });
    if (!written)
        return fail(written.error());
    return saved;
}

} // namespace twb
