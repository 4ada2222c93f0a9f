#pragma once

#include "core/registry/gcloud_tpu.h"
#include "core/registry/machine_validation.h"
#include "core/registry/registry.h"
#include "core/remote/machine_checks.h"
#include "core/services/machine_access.h"
#include "core/util/error.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace twb {

// The machine registry's use cases, for the Machines panel and `tpuwb registry` alike: add,
// edit, remove and import machines (each under the registry's file lock, approving the commands
// the user just gave, WorkspaceTrust), and probe or test one with the result saved. The one
// place that decides what a new entry gets filled in (this machine's python and runs folder)
// and what an edit forgets (the last check, when the way to reach the machine changed).
//
// A value over a MachineAccess, cheap to copy into a worker (WorkbenchSession::machineRegistry
// hands one out). Every call blocks on the registry file and, for a probe, on the machine:
// call them on a worker thread (the Machines panel's TaskGroup) or from the CLI.
class MachineRegistryService final
{
    Q_DECLARE_TR_FUNCTIONS(twb::MachineRegistryService)

public:
    explicit MachineRegistryService(MachineAccess access);

    const MachineAccess &access() const { return m_access; }

    enum class Probe {
        // Saved as given; the caller checks it afterwards if it wants (the Machines panel does).
        None,
        // Asked first (gcloud for its workers, then every host); saved only when every host
        // answered (tpuwb registry add).
        FirstRequiringSuccess,
    };
    struct AddOptions
    {
        Probe probe = Probe::None;
        // For a gcloud machine without an address setting of its own; unset: the profile's.
        std::optional<GcloudAddresses> gcloudAddresses;
    };
    struct Addition
    {
        // The entry as stored, and the registry as written; unset when the probe failed and
        // nothing was saved.
        std::optional<MachineEntry> stored;
        std::optional<Registry> registry;
        // The probe's report, when one ran.
        std::optional<MachineCheckReport> report;
        // A gcloud machine's state as gcloud gave it (probe only).
        QString gcloudState;
        // Set when the probe replaced a hand-typed spec.
        QString note;
    };

    // The entry as the workbench stores a new machine: this machine gets the workbench's python
    // when it names none and, in a workspace's own registry, the workspace's runs folder.
    MachineEntry completed(MachineEntry entry) const;
    // The problems of `entry` against the registry's other machines (an entry of the same name,
    // or the local one for the local one, is the one it replaces).
    Result<QList<FieldProblem>> problemsOf(const MachineEntry &entry) const;

    // Adds (or, for the same name, updates) a machine. An entry with problems, a runs folder in
    // another workspace or an unreadable registry is refused and nothing is written.
    Result<Addition> add(MachineEntry entry, const AddOptions &options) const;
    Result<Addition> add(MachineEntry entry) const;
    // Replaces the machine called `oldName` by `edited` (which may rename it). Its last check
    // results go when the way to reach it changed (mode, hosts, user, port, key, jump host).
    Result<Registry> edit(const QString &oldName, MachineEntry edited) const;
    Result<Registry> remove(const QString &name) const;
    // Adds machines the user chose from a listing (gcloud's).
    Result<Registry> importEntries(const std::vector<MachineEntry> &entries) const;

    struct CheckOutcome
    {
        MachineCheckReport report;
        // The entry with the report recorded; unset when it was not saved (`saveError` says why,
        // empty when saving was not asked for).
        std::optional<MachineEntry> saved;
        QString saveError;
        QString note;
    };
    // Tests the connection to or probes every host and, with `save`, records the result.
    CheckOutcome check(const MachineEntry &machine, MachineCheck check, bool save = true) const;

private:
    void approve(const MachineEntry &entry) const;

    MachineAccess m_access;
};

} // namespace twb
