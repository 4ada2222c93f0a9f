#include "core/services/gcloud_machines.h"

#include "core/registry/gcloud_tpu.h"
#include "core/registry/registry.h"

#include <QCoreApplication>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace twb::gcloud_machines {
namespace {

// This file's strings are translated in the context of twb::GcloudMachines.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::GcloudMachines)
};

} // namespace

Result<MachineEntry> refresh(const QString &registryPath, const MachineEntry &entry, const GcloudResolver &resolver,
                             GcloudAddresses addresses)
{
    const auto withSetting = [addresses](MachineEntry &e) {
        if (!e.workbenchBlock("gcloud"))
            setGcloudAddresses(e, addresses);
    };
    auto tpu = resolver.describe(entry.tpuName(), entry.zone(), entry.project());
    if (!tpu)
        return fail(tpu.error());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    MachineEntry resolved = entry;
    withSetting(resolved);
    applyGcloudResolution(resolved, *tpu, now);
    if (registryPath.isEmpty())
        return resolved;
    bool stored = false;
    const auto written = Registry::modify(registryPath, [&](Registry &registry) -> Result<void> {
        const MachineEntry *current = registry.find(entry.name());
        if (!current)
            return {};
        MachineEntry updated = *current;
        withSetting(updated);
        applyGcloudResolution(updated, *tpu, now);
        registry.replace(updated.name(), updated);
        resolved = updated;
        stored = true;
        return {};
    });
    if (!written && stored)
        return fail(written.error());
    return resolved;
}

Result<MachineEntry> ensureResolved(const QString &registryPath, const MachineEntry &entry,
                                    const GcloudResolver &resolver, GcloudAddresses addresses)
{
    if (!entry.isGcloud() || !entry.hosts().isEmpty())
        return entry;
    auto resolved = refresh(registryPath, entry, resolver, addresses);
    if (!resolved)
        return resolved;
    if (resolved->hosts().isEmpty()) {
        const QString state = gcloudCache(*resolved).state;
        return fail(Error::failure(Tr::tr("gcloud lists no workers for TPU VM %1 (state %2). Wait until it is READY "
                                          "(`tpuwb registry refresh %1` asks again).")
                                       .arg(entry.name(), state.isEmpty() ? Tr::tr("unknown") : state),
                                   entry.name()));
    }
    return resolved;
}

Result<void> checkReady(const MachineEntry &entry)
{
    if (!entry.isGcloud())
        return {};
    const GcloudCache cache = gcloudCache(entry);
    if (cache.state.isEmpty() || cache.state == u"READY"_s)
        return {};
    return fail(Error::failure(Tr::tr("TPU VM %1 is %2 according to gcloud (at %3). Wait until it is READY again "
                                      "(`tpuwb registry refresh %1` asks gcloud now), or recreate it.")
                                   .arg(entry.name(), cache.state, cache.resolvedAt),
                               entry.name()));
}

QString stateText(const MachineEntry &entry)
{
    if (!entry.isGcloud())
        return {};
    const GcloudCache cache = gcloudCache(entry);
    if (cache.state.isEmpty())
        return Tr::tr("not resolved");
    const QDateTime at = QDateTime::fromString(cache.resolvedAt, Qt::ISODate);
    return Tr::tr("%1 at %2").arg(cache.state, at.isValid() ? at.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s)
                                                             : cache.resolvedAt);
}

} // namespace twb::gcloud_machines
