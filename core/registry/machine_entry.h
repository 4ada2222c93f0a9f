#pragma once

#include "core/catalog/accelerator_type.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// What the probe found on a machine: MaxKernel's `tpu_spec`.
struct TpuSpec
{
    QString deviceKind;
    int deviceCount = 0;
    friend bool operator==(const TpuSpec &, const TpuSpec &) = default;
};

// SSH settings of a machine (the `workbench.ssh` block). Empty fields fall back to
// ~/.ssh/config and the app's defaults.
struct SshSettings
{
    QString user;
    int port = 22;
    QString identityFile;
    QString proxyJump;
};

// A worker address as written in `workbench.hosts`: "10.0.0.2", "tpu-w1", "[fe80::1]", or with
// a port of its own ("127.0.0.3:2222", "[::1]:2222"), which overrides `ssh.port` for that host
// (port-forwarded workers, or test slices on loopback).
struct HostAddress
{
    QString host;
    std::optional<int> port;
    static HostAddress parse(const QString &text);
};

// One entry of tpu_config.json. Wraps the entry's JSON object so that keys the workbench does
// not know (MaxKernel's, or a newer tool's) survive a rewrite unchanged; accessors read and
// write the known ones (docs/formats.md section 1).
class MachineEntry final
{
public:
    enum class Mode { Local, Remote };
    // The remote_root a new local machine gets: its runs under <workspace>/remote.
    static constexpr QLatin1StringView kLocalRemoteRoot{"remote"};

    MachineEntry() = default;
    // Validates the types of the known keys; `where` names the entry in errors
    // ("tpu_config.json: tpus[2]").
    static Result<MachineEntry> fromJson(const Json &object, const QString &where);
    const Json &toJson() const { return m_json; }

    // The name shown and matched: tpu_name, or "local" for a local entry without one.
    QString name() const;
    Mode mode() const;
    bool isLocal() const { return mode() == Mode::Local; }

    QString tpuName() const;
    QString zone() const;
    QString project() const;
    std::optional<int> localPort() const;
    QString tpuVersion() const;
    std::optional<TpuSpec> tpuSpec() const;
    bool isSpecVerified() const;

    QString acceleratorType() const;
    // The machine's slice: its accelerator_type, else what its probed spec implies. The error
    // names the machine and says to probe it or set its type.
    Result<AcceleratorType> accelerator() const;
    // Worker addresses in worker-id order; empty for a local entry (this machine).
    QStringList hosts() const;
    // Number of hosts the transport reaches: hosts().size(), or 1 for a local entry.
    int hostCount() const;
    SshSettings ssh() const;
    QString python() const;      // default "python3"
    // Where the machine's runs live on its hosts: `workbench.remote_root`, default
    // "~/tpu-workbench". A local machine's relative remote_root ("remote") is resolved against
    // the folder of the registry it was read from, the workspace for the workspace's own
    // tpu_config.json, so a copied workspace writes into its own folder.
    QString remoteRoot() const;
    // remote_root as the file has it (empty when unset), for an editor.
    QString remoteRootAsWritten() const;
    // A local machine whose remote_root lies inside another workspace than the registry's own
    // (an absolute path copied along with a workspace) is refused with an error naming the
    // machine, the path and how to fix it; every launch and kernel run checks it first.
    Result<void> checkRemoteRootOwner() const;
    // The folder remoteRoot() resolves a relative local remote_root against; Registry sets it.
    void setRegistryFolder(const QString &folder) { m_registryFolder = folder; }
    const QString &registryFolder() const { return m_registryFolder; }
    QStringList labels() const;
    QString kernelWorkerCommand() const;

    void setMode(Mode mode);
    void setTpuName(const QString &name);
    void setZone(const QString &zone);
    void setProject(const QString &project);
    void setLocalPort(int port);
    void setTpuVersion(const QString &version);
    // Stores the spec; `verified` says it came from a probe of the machine itself.
    void setTpuSpec(const TpuSpec &spec, bool verified);
    void setAcceleratorType(const QString &type);
    void setHosts(const QStringList &hosts);
    void setSsh(const SshSettings &ssh);
    void setPython(const QString &python);
    void setRemoteRoot(const QString &root);
    void setLabels(const QStringList &labels);
    void setKernelWorkerCommand(const QString &command);

    // The workbench's own status of the last contact (`workbench.status`): reachability and
    // latency per host, so the table shows them after a restart.
    struct HostStatus
    {
        bool reachable = false;
        int latencyMs = -1;
        QString checkedAt; // ISO 8601 UTC
        QString message;
    };
    QList<HostStatus> hostStatus() const;
    void setHostStatus(const QList<HostStatus> &status);

    // MaxKernel's remote shape: a tpu_name with a zone and a project, whose workers gcloud finds
    // (core/registry/gcloud_cache.h). True while the hosts are not typed in by hand: there are
    // none, or they came from gcloud (a `workbench.gcloud` block).
    bool isGcloud() const;
    // Whether `workbench.ssh.port` is written (a gcloud machine otherwise takes the port from
    // the OpenSSH config, as gcloud's ssh does).
    bool hasSshPort() const;
    // A block of `workbench` by key (null when absent), for the blocks kept in files of their own.
    const Json *workbenchBlock(const char *key) const;
    void setWorkbenchBlock(const char *key, Json value);

private:
    explicit MachineEntry(Json json) : m_json(std::move(json)) {}
    Json &workbench();
    const Json *workbenchOrNull() const;
    QString workbenchString(const char *key) const;
    void setWorkbenchString(const char *key, const QString &value);

    Json m_json = Json::object();
    QString m_registryFolder; // not part of the entry's JSON
};

} // namespace twb
