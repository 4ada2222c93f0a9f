#include "core/ablation/machine_fit.h"

#include "core/catalog/accelerator_type.h"
#include "core/registry/probe_finding.h"
#include "core/runs/run_device.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MachineFit.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MachineFit)
};

} // namespace

Result<void> MachineFit::check(const MachineEntry &machine, const Json &experiment, const QString &device)
{
    const QString name = machine.name();
    if (device == run_device::kXlaCpu) {
        if (machine.hostCount() > 1)
            return fail(Error::invalid(Tr::tr("%1 has %n host(s), but XLA on CPU (--device xla-cpu) runs torch_xla's CPU "
                                              "runtime on one host only, with as many virtual devices as the mesh has. "
                                              "Launch it on a single-host machine (this machine, for one), or use "
                                              "--device cpu to run the CPU smoke mode on every host of %1.",
                                              nullptr, machine.hostCount())
                                           .arg(name),
                                       name));
        return {};
    }
    if (device == run_device::kCpu)
        return {};
    const Json tpu = experiment.is_object() ? experiment.value("tpu", Json::object()) : Json::object();
    const QString wanted = toQString(tpu.value("accelerator_type", std::string()));
    auto needed = AcceleratorType::parse(wanted);
    if (!needed)
        return fail(Error::invalid(Tr::tr("The experiment's tpu.accelerator_type \"%1\" is unknown: %2").arg(wanted, needed.error().message),
                                   u"tpu.accelerator_type"_s));
    if (tpu.contains("mesh") && tpu["mesh"].is_object() && tpu["mesh"].value("slices", 1) > 1)
        return fail(Error::invalid(Tr::tr("%1: the experiment's mesh spans %2 slices; one registered machine is one "
                                      "slice. Launch it over that many machines of one type (tpuwb run launch DIR --machine A --machine B), or use a "
                                      "single-slice mesh.")
                                       .arg(name)
                                       .arg(tpu["mesh"].value("slices", 1)),
                                   name));

    const Result<AcceleratorType> has = machine.accelerator();
    if (!has && ProbeFinding::foundNoTpu(machine))
        return fail(Error::invalid(Tr::tr("%1; a TPU run needs a TPU machine. Launch it with --device cpu (the CPU smoke "
                                          "mode) or --device xla-cpu (the TPU code path on CPU), or choose a TPU "
                                          "machine.")
                                       .arg(ProbeFinding::describe(machine)),
                                   name));
    if (!has)
        return fail(Error::invalid(Tr::tr("%1 has no known accelerator type; set it in the Machines panel or probe the "
                                      "machine.")
                                       .arg(name),
                                   name));
    if (has->generation().family != needed->generation().family)
        return fail(Error::invalid(Tr::tr("%1 is a %2 (%3) but the experiment needs %4 (%5); compared runs must share a "
                                      "TPU generation.")
                                       .arg(name, has->name(), has->generation().displayName, needed->name(),
                                            needed->generation().displayName),
                                   name));
    if (has->devices() != needed->devices())
        return fail(Error::invalid(Tr::tr("%1 is a %2 with %3 devices but the experiment's mesh is laid out for a %4 "
                                      "with %5 devices.")
                                       .arg(name, has->name())
                                       .arg(has->devices())
                                       .arg(needed->name())
                                       .arg(needed->devices()),
                                   name));
    if (!machine.isLocal() && machine.hostCount() != has->vms())
        return fail(Error::invalid(Tr::tr("%1 lists %n host(s) in the registry but a %2 has %3 VMs; list every worker's "
                                          "address in worker order.",
                                          nullptr, int(machine.hostCount()))
                                       .arg(name)
                                       .arg(has->name())
                                       .arg(has->vms()),
                                   name));
    return {};
}

} // namespace twb
