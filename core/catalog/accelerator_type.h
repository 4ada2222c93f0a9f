#pragma once

#include "core/catalog/chip_topology.h"
#include "core/catalog/tpu_generation.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>
#include <QStringView>

namespace twb {

// A concrete slice such as v4-128 or v5litepod-16: how many chips, devices, hosts and VMs it
// has, its chip grid, and the per-device figures the mesh designer needs.
//
// Counting (Cloud TPU's types-topologies page): the number in v2/v3/v4/v5p (and, uncertain, tpu7x)
// names counts TensorCores, two per chip; in v5litepod/v6e names it counts chips. Devices are
// what JAX and torch_xla PJRT see: one per core on v2/v3 (and TPU7x), one per chip elsewhere.
class AcceleratorType final
{
public:
    // "v4-128", "v5litepod-16", "v5e-16" (same as v5litepod-16), "v6e-256", "V3-8"; trims
    // spaces. Unknown families and counts that are no valid slice are errors naming the input.
    static Result<AcceleratorType> parse(QStringView name);
    // The slice a probe saw: a runtime device_kind ("TPU v5 lite") and the global device count.
    static Result<AcceleratorType> fromDeviceKind(QStringView deviceKind, int deviceCount);
    // The `--type v4 --topology 2x2x4` form (G-types).
    static Result<AcceleratorType> fromTopology(const TpuGeneration &generation, const ChipTopology &topology);
    // The slices people name most (offered in the GUI's accelerator boxes, oldest generation
    // first); any other valid name can still be typed.
    static const QStringList &commonSlices();

    QString name() const; // canonical: "v5litepod-16" even when parsed from "v5e-16"
    const TpuGeneration &generation() const { return *m_generation; }

    int nameCount() const; // the number in the name
    int chips() const { return m_chips; }
    int tensorCores() const { return m_chips * m_generation->tensorCoresPerChip; }
    int devices() const { return m_chips * m_generation->devicesPerChip; }
    // Physical hosts, and the TPU VMs (workers) SSH reaches; they differ on multi-host v5e/v6e
    // slices, whose VMs hold 4 chips while a host holds 8.
    int hosts() const;
    int vms() const;
    int chipsPerVm() const { return m_vmBlock.chipCount(); }
    int devicesPerVm() const { return chipsPerVm() * m_generation->devicesPerChip; }
    bool isMultiHost() const { return vms() > 1; }

    ChipTopology topology() const { return m_topology; }
    // The chip block one host / one VM owns, in the same axes as topology().
    ChipTopology hostBlock() const { return m_hostBlock; }
    ChipTopology vmBlock() const { return m_vmBlock; }

    double hbmBytesPerDevice() const { return m_generation->hbmBytesPerDevice(); }
    // Runtime-reported usable HBM where documented, else 0 (use hbmBytesPerDevice with a warning).
    double usableHbmBytesPerDevice() const { return m_generation->usableHbmBytesPerDevice(); }
    double bf16FlopsPerChip() const { return m_generation->bf16FlopsPerChip; }
    double bf16FlopsPerDevice() const { return m_generation->bf16FlopsPerDevice(); }
    double hbmBandwidthBytesPerSecondPerChip() const { return m_generation->hbmBandwidthBytesPerSecond; }
    bool isUncertain() const { return m_generation->uncertain; }

    // One line for people: "v4-128: 64 chips (4x4x4), 64 devices, 16 hosts, 32 GiB HBM/device".
    QString summary() const;

    friend bool operator==(const AcceleratorType &a, const AcceleratorType &b)
    {
        return a.m_generation == b.m_generation && a.m_chips == b.m_chips && a.m_topology == b.m_topology;
    }

private:
    AcceleratorType(const TpuGeneration &generation, const ChipTopology &topology);

    const TpuGeneration *m_generation = nullptr;
    int m_chips = 0;
    ChipTopology m_topology;
    ChipTopology m_hostBlock;
    ChipTopology m_vmBlock;
};

} // namespace twb
