#include "core/ablation/multislice_fit.h"

#include "core/ablation/machine_fit.h"
#include "core/registry/probe_finding.h"
#include "core/runs/run_device.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MultisliceFit.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MultisliceFit)
};

// The DCN axes of the experiment's mesh ("dcn_data=2") and their product.
struct DcnAxes
{
    QStringList named;
    qint64 product = 1;
};

DcnAxes dcnAxes(const Json &mesh)
{
    DcnAxes out;
    if (!mesh.is_object() || !mesh.contains("axes") || !mesh["axes"].is_array())
        return out;
    for (const Json &axis : mesh["axes"]) {
        if (!axis.is_object() || axis.value("kind", std::string("ici")) != "dcn")
            continue;
        const qint64 size = axis.contains("size") && axis["size"].is_number_integer() ? axis["size"].get<qint64>() : 1;
        out.named << u"%1=%2"_s.arg(toQString(axis.value("name", std::string("?")))).arg(size);
        out.product *= size;
    }
    return out;
}

QString names(const QList<MachineEntry> &machines)
{
    QStringList out;
    for (const MachineEntry &machine : machines)
        out << machine.name();
    return out.join(u", "_s);
}

Result<void> checkMesh(const QList<MachineEntry> &machines, const Json &experiment, const QString &where)
{
    const int slices = int(machines.size());
    const Json tpu = experiment.is_object() ? experiment.value("tpu", Json::object()) : Json::object();
    const Json mesh = tpu.is_object() ? tpu.value("mesh", Json::object()) : Json::object();
    const DcnAxes dcn = dcnAxes(mesh);
    if (dcn.named.isEmpty())
        return fail(Error::invalid(
            Tr::tr("%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice(s) of this run. Add a DCN axis "
                   "of size %n (for example dcn_data, kind \"dcn\") in the Mesh panel or with `tpuwb mesh`.",
                   nullptr, slices)
                .arg(where),
            u"tpu.mesh.axes"_s));
    if (dcn.product != slices)
        return fail(Error::invalid(
            Tr::tr("%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice(s) (%4). Make the "
                   "DCN axes multiply to %n, or launch over %3 machines.",
                   nullptr, slices)
                .arg(where, dcn.named.join(u", "_s))
                .arg(dcn.product)
                .arg(names(machines)),
            u"tpu.mesh.axes"_s));
    if (mesh.is_object() && mesh.contains("slices") && mesh["slices"].is_number_integer()
        && mesh["slices"].get<qint64>() != slices)
        return fail(Error::invalid(Tr::tr("%1: tpu.mesh.slices is %2, but the run has %n slice(s); set it to %n.",
                                          nullptr, slices)
                                       .arg(where)
                                       .arg(mesh["slices"].get<qint64>()),
                                   u"tpu.mesh.slices"_s));
    return {};
}

} // namespace

Result<void> MultisliceFit::check(const QList<MachineEntry> &machines, const Json &experiment, const QString &where,
                                  const QString &device)
{
    if (machines.size() < 2)
        return fail(Error::invalid(Tr::tr("A multislice run needs two or more machines, one per slice; %1 given. Name "
                                          "each with --machine (tpuwb run launch DIR --machine A --machine B).")
                                       .arg(machines.isEmpty() ? Tr::tr("none") : machines.first().name()),
                                   machines.isEmpty() ? QString() : machines.first().name()));
    if (device == run_device::kXlaCpu)
        return fail(Error::invalid(Tr::tr("XLA on CPU (--device xla-cpu) runs torch_xla's CPU runtime on one host only; a "
                                          "multislice run over %1 cannot use it. Launch it on one single-host machine, or "
                                          "use --device cpu or tpu for the multislice run.")
                                       .arg(names(machines)),
                                   machines.first().name()));
    QSet<QString> seen;
    for (const MachineEntry &machine : machines) {
        if (seen.contains(machine.name()))
            return fail(Error::invalid(Tr::tr("%1 is named twice: each slice of a multislice run is its own machine. "
                                              "Name each machine once.")
                                           .arg(machine.name()),
                                       machine.name()));
        seen.insert(machine.name());
    }
    const MachineEntry &first = machines.first();
    const Result<AcceleratorType> type = first.accelerator();
    for (const MachineEntry &machine : machines) {
        const Result<AcceleratorType> has = machine.accelerator();
        if (!has && ProbeFinding::foundNoTpu(machine))
            return fail(Error::invalid(Tr::tr("%1; the slices of a multislice run are TPU machines of one "
                                              "accelerator type: choose those.")
                                           .arg(ProbeFinding::describe(machine)),
                                       machine.name()));
        if (!has)
            return fail(Error::invalid(Tr::tr("%1 has no known accelerator type, so it cannot be checked against the other "
                                              "slices; set it in the Machines panel or probe the machine.")
                                           .arg(machine.name()),
                                       machine.name()));
        if (has->name() != type->name())
            return fail(Error::invalid(Tr::tr("%1 is a %2 but %3 is a %4: the slices of a multislice run are all of one "
                                              "accelerator type. Pick machines of one type.")
                                           .arg(machine.name(), has->name(), first.name(), type->name()),
                                       machine.name()));
        if (machine.isLocal())
            return fail(Error::invalid(Tr::tr("%1 is this computer, not a TPU VM: a multislice run spans remote machines.")
                                           .arg(machine.name()),
                                       machine.name()));
        if (machine.python() != first.python())
            return fail(Error::invalid(Tr::tr("%1 runs %2 but %3 runs %4: a multislice run starts one interpreter on every "
                                              "host. Set the same python on both machines.")
                                           .arg(machine.name(), machine.python(), first.name(), first.python()),
                                       machine.name()));
        if (machine.remoteRoot() != first.remoteRoot())
            return fail(Error::invalid(Tr::tr("%1 keeps its runs under %2 but %3 under %4: a multislice run has one folder "
                                              "path on every host. Set the same remote root on both machines.")
                                           .arg(machine.name(), machine.remoteRoot(), first.name(), first.remoteRoot()),
                                       machine.name()));
    }
    if (auto mesh = checkMesh(machines, experiment, where); !mesh)
        return mesh;
    // Each slice must hold the experiment's slice: MachineFit, with the slice count taken out
    // (it refuses a multislice mesh on one machine entry).
    Json perSlice = experiment;
    if (perSlice.is_object() && perSlice.contains("tpu") && perSlice["tpu"].is_object()
        && perSlice["tpu"].contains("mesh") && perSlice["tpu"]["mesh"].is_object())
        perSlice["tpu"]["mesh"].erase("slices");
    for (const MachineEntry &machine : machines)
        if (auto fits = MachineFit::check(machine, perSlice, device); !fits)
            return fits;
    return {};
}

} // namespace twb
