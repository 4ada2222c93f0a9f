#include "core/services/machine_registry_service.h"

#include "core/registry/spec_probe.h"
#include "core/services/gcloud_machines.h"
#include "core/services/workspace_trust.h"
#include "core/util/python_interpreter.h"
#include "core/workspace/workspace.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Whether the entry names its interpreter (`workbench.python`), rather than taking the default.
bool hasOwnPython(const MachineEntry &entry)
{
    const Json &json = entry.toJson();
    const auto workbench = json.find("workbench");
    if (workbench == json.end() || !workbench->is_object())
        return false;
    const auto python = workbench->find("python");
    return python != workbench->end() && python->is_string() && !python->get<std::string>().empty();
}

// The entry `candidate` replaces when saved: the local machine for the local one, else the one
// of its name.
bool replaces(const MachineEntry &candidate, const MachineEntry &existing)
{
    return (candidate.isLocal() && existing.isLocal())
           || (!candidate.tpuName().isEmpty() && existing.tpuName() == candidate.tpuName());
}

bool reachedDifferently(const MachineEntry &before, const MachineEntry &after)
{
    const SshSettings a = before.ssh();
    const SshSettings b = after.ssh();
    return after.mode() != before.mode() || after.hosts() != before.hosts() || a.user != b.user || a.port != b.port
           || a.identityFile != b.identityFile || a.proxyJump != b.proxyJump;
}

QString joined(const QList<FieldProblem> &problems)
{
    QStringList lines;
    for (const FieldProblem &problem : problems)
        lines << u"%1: %2"_s.arg(problem.field, problem.message);
    return lines.join(u'\n');
}

} // namespace

MachineRegistryService::MachineRegistryService(MachineAccess access) : m_access(std::move(access)) {}

void MachineRegistryService::approve(const MachineEntry &entry) const
{
    WorkspaceTrust::approveEntry(m_access.trustRootOrDefault(), entry);
}

MachineEntry MachineRegistryService::completed(MachineEntry entry) const
{
    const QString registryPath = QFileInfo(m_access.registryPath()).absoluteFilePath();
    if (entry.isLocal() && !hasOwnPython(entry))
        entry.setPython(PythonInterpreter::defaultPython());
    // A local machine's runs stay in this workspace, never in another one's folders: in the
    // workspace's own registry, this machine without a runs folder gets the workspace's remote/
    // (a copy of the workspace then writes into itself).
    const QString workspace = WorkspaceTrust::workspaceOf(registryPath);
    const bool workspaceRegistry = !workspace.isEmpty()
                                   && QFileInfo(Workspace(workspace).registryFile()).canonicalFilePath()
                                          == QFileInfo(registryPath).canonicalFilePath();
    if (entry.isLocal() && entry.remoteRootAsWritten().isEmpty() && workspaceRegistry)
        entry.setRemoteRoot(QString(MachineEntry::kLocalRemoteRoot));
    entry.setRegistryFolder(QFileInfo(registryPath).absolutePath());
    return entry;
}

Result<QList<FieldProblem>> MachineRegistryService::problemsOf(const MachineEntry &entry) const
{
    const auto current = Registry::load(m_access.registryPath());
    if (!current)
        return fail(current.error());
    std::vector<MachineEntry> others;
    for (const MachineEntry &existing : current->entries())
        if (!replaces(entry, existing))
            others.push_back(existing);
    return validateMachine(entry, others);
}

Result<MachineRegistryService::Addition> MachineRegistryService::add(MachineEntry entry, const AddOptions &options) const
{
    entry = completed(std::move(entry));
    const auto problems = problemsOf(entry);
    if (!problems)
        return fail(problems.error());
    if (!problems->isEmpty())
        return fail(Error::invalid(joined(*problems), m_access.registryPath()));
    if (auto owned = entry.checkRemoteRootOwner(); !owned)
        return fail(owned.error());
    if (entry.isGcloud() && !entry.workbenchBlock("gcloud"))
        setGcloudAddresses(entry, options.gcloudAddresses.value_or(m_access.gcloudAddresses()));
    // The user gave its commands just now (the probe runs its python).
    approve(entry);

    Addition addition;
    // Asked before the registry's lock is taken: a slow host must not block other writers.
    if (options.probe == Probe::FirstRequiringSuccess) {
        if (entry.isGcloud()) {
            // MaxKernel's shape: gcloud finds the workers (the state is given even if not READY).
            auto resolved = gcloud_machines::refresh({}, entry, m_access.gcloudResolver());
            if (!resolved)
                return fail(Error::failure(tr("%1 was not added: %2").arg(entry.name(), resolved.error().message)));
            entry = *resolved;
            addition.gcloudState = gcloud_machines::stateText(entry);
            if (auto ready = gcloud_machines::checkReady(entry); !ready)
                return fail(Error::failure(tr("%1 was not added because it cannot be probed now: %2 Use --no-probe to "
                                              "add it anyway.")
                                               .arg(entry.name(), ready.error().message)));
        }
        addition.report = m_access.check(entry, MachineCheck::Probe);
        if (!addition.report->allOk())
            return addition;
    }
    const MachineEntry toStore = entry;
    QString note;
    std::optional<MachineEntry> stored;
    const auto written = Registry::modify(m_access.registryPath(), [&](Registry &registry) -> Result<void> {
        const int index = registry.upsert(toStore);
        MachineEntry saved = registry.entries()[size_t(index)];
        if (addition.report)
            if (const SpecProbeResult *probe = addition.report->primaryProbe()) {
                note = applySpecProbe(saved, *probe);
                registry.replace(saved.name(), saved);
            }
        stored = saved;
        return {};
    });
    if (!written)
        return fail(written.error());
    addition.stored = stored;
    addition.registry = *written;
    addition.note = note;
    return addition;
}

Result<MachineRegistryService::Addition> MachineRegistryService::add(MachineEntry entry) const
{
    return add(std::move(entry), AddOptions{});
}

Result<Registry> MachineRegistryService::edit(const QString &oldName, MachineEntry edited) const
{
    edited.setRegistryFolder(QFileInfo(m_access.registryPath()).absolutePath());
    const auto written = Registry::modify(m_access.registryPath(), [&](Registry &registry) -> Result<void> {
        const MachineEntry *before = registry.find(oldName);
        if (!before)
            return fail(Error::notFound(tr("There is no machine named %1 in %2 (if it was there, another tool removed it).")
                                            .arg(oldName, m_access.registryPath())));
        std::vector<MachineEntry> others;
        for (const MachineEntry &existing : registry.entries())
            if (existing.name() != oldName)
                others.push_back(existing);
        if (const auto problems = validateMachine(edited, others); !problems.isEmpty())
            return fail(Error::invalid(joined(problems), m_access.registryPath()));
        // The last check's results describe the machine as it was reached before.
        if (reachedDifferently(*before, edited))
            edited.setHostStatus({});
        registry.replace(oldName, edited);
        if (const MachineEntry *stored = registry.find(edited.name()))
            if (auto owned = stored->checkRemoteRootOwner(); !owned)
                return fail(owned.error());
        // The user saw its commands and saved them.
        approve(edited);
        return {};
    });
    return written;
}

Result<Registry> MachineRegistryService::remove(const QString &name) const
{
    return Registry::modify(m_access.registryPath(), [&](Registry &registry) -> Result<void> {
        if (!registry.remove(name))
            return fail(Error::notFound(tr("There is no machine named %1 in %2; `tpuwb registry list` shows them.")
                                            .arg(name, m_access.registryPath())));
        return {};
    });
}

Result<Registry> MachineRegistryService::importEntries(const std::vector<MachineEntry> &entries) const
{
    const auto written = Registry::modify(m_access.registryPath(), [&](Registry &registry) -> Result<void> {
        for (const MachineEntry &entry : entries)
            registry.upsert(entry);
        return {};
    });
    if (written)
        for (const MachineEntry &entry : entries)
            approve(entry); // the user chose them from the listing just now
    return written;
}

MachineRegistryService::CheckOutcome MachineRegistryService::check(const MachineEntry &machine, MachineCheck check,
                                                                   bool save) const
{
    CheckOutcome outcome{m_access.check(machine, check), std::nullopt, {}, {}};
    if (!save)
        return outcome;
    if (auto saved = saveCheckReport(m_access.registryPath(), outcome.report, &outcome.note))
        outcome.saved = *saved;
    else
        outcome.saveError = saved.error().message;
    return outcome;
}

} // namespace twb
