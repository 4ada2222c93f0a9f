#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace twb {

// One worker of a TPU VM as gcloud reports it (`networkEndpoints[]`).
struct GcloudWorker
{
    QString internalIp; // networkEndpoints[].ipAddress
    QString externalIp; // networkEndpoints[].accessConfig.externalIp; empty without one
    friend bool operator==(const GcloudWorker &, const GcloudWorker &) = default;
};

// A TPU VM from `gcloud compute tpus tpu-vm describe|list --format=json`, or the node a queued
// resource asks for (`queued-resources list`), which has no workers until it is provisioned.
struct GcloudTpu
{
    QString name;            // the short name (last part of projects/P/locations/Z/nodes/NAME)
    QString zone;
    QString project;
    QString acceleratorType; // "v4-32"; from acceleratorConfig ("V5LITE_POD" + "2x4") if absent
    QString state;           // READY, CREATING, PREEMPTED, STOPPED, ... ("" when unknown)
    QString queuedResource;  // the queued resource that holds it, when listed from one
    QList<GcloudWorker> workers;
};

// Parsers of gcloud's documented JSON (Cloud TPU API v2 `Node` and `QueuedResource`); `source`
// names the command in errors. Unknown fields are ignored, so newer gcloud versions parse too.
Result<GcloudTpu> parseGcloudNode(const QByteArray &json, const QString &source);
Result<QList<GcloudTpu>> parseGcloudNodeList(const QByteArray &json, const QString &source);
Result<QList<GcloudTpu>> parseGcloudQueuedResources(const QByteArray &json, const QString &source);
GcloudTpu gcloudNodeFromJson(const Json &node);

// Which of a worker's addresses the workbench connects to: the external one (gcloud's default)
// or the internal one (`gcloud ... ssh --internal-ip`, from inside the VPC).
enum class GcloudAddresses { External, Internal };
QString gcloudAddressesName(GcloudAddresses addresses); // "external" | "internal"

// The resolution cached in an entry's `workbench.gcloud` block (docs/formats.md 1.3).
struct GcloudCache
{
    QString resolvedAt;       // ISO 8601 UTC of the describe
    QString state;
    QString acceleratorType;
    QString queuedResource;
    GcloudAddresses addresses = GcloudAddresses::External;
    QList<GcloudWorker> workers;
};

GcloudCache gcloudCache(const MachineEntry &entry);
// The setting alone (kept across refreshes).
void setGcloudAddresses(MachineEntry &entry, GcloudAddresses addresses);

// Stores a describe in the entry: the cache block, `workbench.hosts` (the chosen addresses in
// worker order; a worker without an external address is reached on its internal one) and
// `workbench.accelerator_type`. Keeps the address setting already in the entry.
void applyGcloudResolution(MachineEntry &entry, const GcloudTpu &tpu, const QDateTime &now);

// A new registry entry in MaxKernel's shape for a listed TPU VM, with what the list told.
MachineEntry gcloudEntry(const GcloudTpu &tpu, GcloudAddresses addresses, const QDateTime &now);

} // namespace twb
