#include "core/demo/demo_workspace.h"

#include "core/demo/demo_experiment.h"
#include "core/demo/demo_kernel_run.h"
#include "core/registry/registry.h"
#include "core/registry/spec_probe.h"
#include "core/remote/local_transport.h"
#include "core/util/python_interpreter.h"
#include "core/util/template_store.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QDateTime>
#include <QSysInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::DemoWorkspace.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::DemoWorkspace)
};

Result<void> copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + u'/' + QDir(from).relativeFilePath(source);
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::remove(target);
        if (!QFile::copy(source, target))
            return fail(Error::failure(Tr::tr("Cannot copy %1 to %2.").arg(source, target), target));
        QFile::setPermissions(target, QFile::permissions(source) | QFile::WriteOwner);
    }
    return {};
}

// This machine as MaxKernel's local entry, probed through the local transport. Its kernel
// worker is the replay (by name), for the demo's kernel run.
Result<void> registerThisMachine(const Workspace &workspace)
{
    MachineEntry entry;
    entry.setMode(MachineEntry::Mode::Local);
    entry.setTpuName(u"this-machine"_s);
    // The workbench's environment when installed, else Debian's interpreter (python3-torch); a
    // python3 earlier on PATH may have neither torch nor torch_xla.
    entry.setPython(PythonInterpreter::defaultPython());
    // Relative: resolved against the workspace (MachineEntry::remoteRoot), so a copy of the
    // demo writes its runs into its own remote/ folder, never into this one.
    entry.setRemoteRoot(u"remote"_s);
    entry.setLabels({u"demo"_s, u"cpu"_s});
    // The demo's kernel run is the replay of the recorded example, asked for by name.
    entry.setKernelWorkerCommand(u"replay"_s);

    LocalTransport transport;
    // The latency the Machines table shows is `true`'s round trip, as a check's is
    // (checkMachine), not the probe's time (Python importing torch).
    ExecRequest reach;
    reach.command = u"true"_s;
    reach.timeout = std::chrono::seconds(30);
    const auto reached = transport.exec(reach);
    ExecRequest probe;
    probe.command = u"bash -s -- "_s + entry.python();
    probe.standardInput = specProbeScript(entry.python()).toUtf8();
    probe.timeout = std::chrono::seconds(120);
    const auto ran = transport.exec(probe);
    if (ran && ran->exitCode == 0) {
        if (const auto parsed = parseSpecProbeOutput(ran->standardOutput, QSysInfo::machineHostName()))
            applySpecProbe(entry, *parsed);
    }
    MachineEntry::HostStatus status;
    status.reachable = reached && reached->exitCode == 0 && ran && ran->exitCode == 0;
    status.latencyMs = reached ? int(reached->elapsed.count()) : -1;
    status.checkedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    entry.setHostStatus({status});

    const auto written = Registry::modify(workspace.registryFile(), [&](Registry &registry) -> Result<void> {
        registry.upsert(entry);
        return {};
    });
    if (!written)
        return fail(written.error());
    return {};
}

} // namespace

Result<void> createDemoWorkspace(const QString &root, bool replace)
{
    const Workspace workspace(root);
    if (QFileInfo::exists(root) && !QDir(root).isEmpty()) {
        if (!workspace.exists())
            return fail(Error::invalid(Tr::tr("%1 exists and is not a workspace (no workbench.json); choose an empty or "
                                          "new folder for the demo.")
                                           .arg(root),
                                       root));
        if (!replace)
            return fail(Error::invalid(Tr::tr("%1 already holds a workspace; use --force to replace it with a fresh demo.")
                                           .arg(root),
                                       root));
        if (!QDir(root).removeRecursively())
            return fail(Error::failure(Tr::tr("Cannot remove the old demo workspace %1.").arg(root), root));
    }
    if (auto created = workspace.ensureCreated(); !created)
        return created;

    const TemplateStore templates;
    if (const auto demoData = templates.absolutePath(u"demo"_s); demoData && QFileInfo(*demoData).isDir()) {
        if (auto copied = copyTree(*demoData, root); !copied)
            return copied;
    }
    if (auto registered = registerThisMachine(workspace); !registered)
        return registered;
    if (auto experiment = createDemoExperiment(workspace); !experiment)
        return fail(experiment.error());
    if (auto kernelRun = createDemoKernelRun(workspace, u"this-machine"_s); !kernelRun)
        return fail(kernelRun.error());
    return {};
}

} // namespace twb
