#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <span>

namespace twb {

enum class TpuFamily { V2, V3, V4, V5e, V5p, V6e, Tpu7x };

// What the number in an accelerator-type name counts (Cloud TPU's types-topologies page).
enum class SliceUnit { TensorCores, Chips };

// One TPU generation with its per-chip figures. The figures live in one table in
// tpu_generation.cpp, each with its source key (listed above the table).
struct TpuGeneration
{
    TpuFamily family;
    QString key;             // short key used in files and the CLI: "v5e"
    QString namePrefix;      // canonical accelerator-type prefix: "v5litepod"
    QStringList aliases;     // other accepted prefixes: "v5e"
    QString displayName;     // "TPU v5e"
    QString exampleName;     // a valid accelerator type, for error messages: "v5litepod-16"
    int tensorCoresPerChip;
    int devicesPerChip;      // JAX / torch_xla PJRT devices
    double hbmBytesPerChip;  // nominal, as the system-architecture page states it
    double usableHbmBytesPerChip; // runtime-reported figure where one is documented, else 0
    double hbmBandwidthBytesPerSecond; // per chip
    double bf16FlopsPerChip; // peak
    int chipsPerHost;        // physical host
    int chipsPerVmMultiHost; // chips per TPU VM in a multi-host slice
    int topologyDims;        // 2 (AxB) or 3 (AxBxC)
    int podChips;
    SliceUnit nameCounts;
    bool uncertain;          // the generation's naming or key figures are not confirmed
    QString sources;         // source keys (tpu_generation.cpp lists them)

    double hbmBytesPerDevice() const { return hbmBytesPerChip / devicesPerChip; }
    double usableHbmBytesPerDevice() const { return usableHbmBytesPerChip / devicesPerChip; }
    double bf16FlopsPerDevice() const { return bf16FlopsPerChip / devicesPerChip; }

    // Every generation the workbench knows, oldest first.
    static std::span<const TpuGeneration> all();
    static const TpuGeneration &of(TpuFamily family);
    // By key, canonical prefix or alias, case-insensitive ("v5e", "v5litepod"); nullptr if none.
    static const TpuGeneration *byName(QStringView name);
    // Maps a runtime device_kind ("TPU v5 lite", "TPU v4", "TPU v6 lite", "TPU7x") to its
    // generation; nullptr for kinds the catalog does not cover (e.g. "TPU v4 lite").
    static const TpuGeneration *fromDeviceKind(QStringView deviceKind);
    // "v2 (e.g. v2-8), v3 (e.g. v3-32), ...": for error messages.
    static QString knownFamiliesText();
};

} // namespace twb
