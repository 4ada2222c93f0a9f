#include "support/probed_machine.h"

#include "core/registry/registry.h"
#include "core/remote/machine_checks.h"
#include "support/test_paths.h"

using namespace Qt::StringLiterals;

namespace twb::test {

Result<MachineEntry> addProbedThisMachine(const QString &registryPath, const QString &name, const QString &remoteRoot)
{
    const Json workbench{{"python", toStd(systemPython())}, {"remote_root", toStd(remoteRoot)}};
    auto entry = MachineEntry::fromJson(Json{{"mode", "local"}, {"tpu_name", toStd(name)}, {"workbench", workbench}}, name);
    if (!entry)
        return fail(entry.error());
    auto written = Registry::modify(registryPath, [&](Registry &registry) -> Result<void> {
        registry.upsert(*entry);
        return {};
    });
    if (!written)
        return fail(written.error());
    const MachineCheckReport report = checkMachine(*entry, MachineCheck::Probe, ConnectionSettings{});
    if (!report.allOk())
        return fail(Error::failure(u"The probe of this machine failed: %1"_s.arg(report.hosts.value(0).message)));
    return saveCheckReport(registryPath, report);
}

} // namespace twb::test
