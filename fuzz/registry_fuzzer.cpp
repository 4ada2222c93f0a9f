// tpu_config.json: Registry::parse in all three shapes, then everything the Machines panel and
// the CLI read from an entry, the save-time validation, and the rewrite.
#include "fuzz/fuzz_support.h"

#include "core/registry/machine_validation.h"
#include "core/registry/registry.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = u"fuzz/tpu_config.json"_s;
    auto registry = twb::Registry::parse(twb::fuzz::bytes(data, size), source);
    if (!registry) {
        twb::fuzz::expectNamed(registry.error().message, source);
        return 0;
    }
    const std::vector<twb::MachineEntry> entries = registry->entries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const twb::MachineEntry &entry = entries[i];
        (void)entry.name();
        (void)entry.mode();
        (void)entry.zone();
        (void)entry.project();
        (void)entry.localPort();
        (void)entry.tpuVersion();
        (void)entry.tpuSpec();
        (void)entry.isSpecVerified();
        if (auto accelerator = entry.accelerator())
            (void)accelerator->name();
        for (const QString &host : entry.hosts())
            (void)twb::HostAddress::parse(host);
        (void)entry.hostCount();
        (void)entry.ssh();
        (void)entry.python();
        (void)entry.remoteRoot();
        (void)entry.labels();
        (void)entry.kernelWorkerCommand();
        (void)entry.hostStatus();
        std::vector<twb::MachineEntry> others = entries;
        others.erase(others.begin() + std::ptrdiff_t(i));
        for (const auto &problem : twb::validateMachine(entry, others))
            if (problem.message.isEmpty())
                twb::fuzz::violated("a problem without a message", problem.field);
        registry->upsert(entry);
    }
    (void)registry->toJson().dump(2, ' ', false, twb::Json::error_handler_t::replace);
    return 0;
}
