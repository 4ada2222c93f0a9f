#include "core/mesh/device_map.h"

#include <QCoreApplication>
#include <QStringList>

#include <numeric>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::DeviceMap.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::DeviceMap)
};

// A physical axis of one slice and how much of it inner mesh axes have used.
struct PhysicalAxis
{
    QString label;
    int size = 1;
    int remaining = 1; // factor not yet assigned
    int stride = 1;    // coordinate step of the next piece taken from it
};

// Part of a mesh axis mapped onto one physical axis: digit d of the mesh coordinate adds
// d * stride to that physical coordinate.
struct Piece
{
    int physical = 0;
    int stride = 1;
    int size = 1;
};

Piece take(PhysicalAxis &axis, int physicalIndex, int factor)
{
    Piece piece{physicalIndex, axis.stride, factor};
    axis.stride *= factor;
    axis.remaining /= factor;
    return piece;
}

// Places one mesh axis of `size` on the physical axes (see the class comment for the order).
QList<Piece> place(QList<PhysicalAxis> &physical, int size)
{
    QList<Piece> pieces;
    if (size == 1)
        return pieces;
    const int n = int(physical.size());
    for (int p = 0; p < n; ++p)
        if (physical[p].remaining == size)
            return {take(physical[p], p, size)};
    for (int p = 0; p < n; ++p)
        for (int q = p + 1; q < n; ++q)
            if (physical[p].remaining > 1 && physical[q].remaining > 1
                && physical[p].remaining * physical[q].remaining == size) {
                const int a = physical[p].remaining, b = physical[q].remaining;
                return {take(physical[p], p, a), take(physical[q], q, b)};
            }
    for (int p = 0; p < n; ++p)
        for (int q = p + 1; q < n; ++q)
            for (int r = q + 1; r < n; ++r)
                if (physical[p].remaining * physical[q].remaining * physical[r].remaining == size
                    && physical[p].remaining > 1 && physical[q].remaining > 1 && physical[r].remaining > 1) {
                    const int a = physical[p].remaining, b = physical[q].remaining, c = physical[r].remaining;
                    return {take(physical[p], p, a), take(physical[q], q, b), take(physical[r], r, c)};
                }
    int left = size;
    for (int p = 0; p < n && left > 1; ++p) {
        const int factor = std::gcd(left, physical[p].remaining);
        if (factor > 1) {
            pieces << take(physical[p], p, factor);
            left /= factor;
        }
    }
    return pieces; // left == 1 whenever the ICI product equals the slice's devices
}

QString describe(const QList<Piece> &pieces, const QList<PhysicalAxis> &physical)
{
    QStringList parts;
    for (const Piece &piece : pieces) {
        const PhysicalAxis &axis = physical[piece.physical];
        parts << (piece.size == axis.size ? axis.label
                                          : u"%1(%2 of %3)"_s.arg(axis.label).arg(piece.size).arg(axis.size));
    }
    return parts.isEmpty() ? u"-"_s : parts.join(u'*');
}

int blockIndex(const QList<int> &chip, const ChipTopology &topology, const ChipTopology &block, int *localIndex)
{
    // Blocks and chips inside a block are both enumerated x fastest.
    int index = 0, local = 0, blocksStride = 1, localStride = 1;
    for (qsizetype d = 0; d < chip.size(); ++d) {
        const int b = block.dims.value(d, 1);
        index += (chip[d] / b) * blocksStride;
        local += (chip[d] % b) * localStride;
        blocksStride *= topology.dims[d] / b;
        localStride *= b;
    }
    if (localIndex)
        *localIndex = local;
    return index;
}

} // namespace

Result<DeviceMap> DeviceMap::build(const MeshSpec &mesh)
{
    const AcceleratorType &type = mesh.accelerator();
    if (mesh.axes().isEmpty() || mesh.iciProduct() != mesh.devicesPerSlice() || mesh.dcnProduct() != mesh.slices())
        return fail(Error::invalid(Tr::tr("The mesh %1 does not multiply out to %2 "
                                          "devices per slice and %n slice(s); fix the axes first.",
                                          nullptr, mesh.slices())
                                       .arg(mesh.axesText())
                                       .arg(mesh.devicesPerSlice()),
                                   u"axes"_s));
    for (const auto &axis : mesh.axes())
        if (axis.size < 1)
            return fail(Error::invalid(Tr::tr("Axis %1 has size %2.").arg(axis.name).arg(axis.size),
                                       u"axes"_s));

    const ChipTopology topology = type.topology();
    const int devicesPerChip = type.generation().devicesPerChip;
    QList<PhysicalAxis> physical;
    const int coreAxis = devicesPerChip > 1 ? 0 : -1;
    if (devicesPerChip > 1)
        physical << PhysicalAxis{u"core"_s, devicesPerChip, devicesPerChip, 1};
    const QStringList labels{u"x"_s, u"y"_s, u"z"_s};
    QList<int> chipAxisOfPhysical;
    for (int d = 0; d < topology.rank(); ++d)
        if (topology.dims[d] > 1) {
            physical << PhysicalAxis{labels[d], topology.dims[d], topology.dims[d], 1};
            chipAxisOfPhysical << d;
        }
    const int chipOffset = devicesPerChip > 1 ? 1 : 0;

    DeviceMap map(mesh);
    const auto &axes = mesh.axes();
    QList<QList<Piece>> pieces(axes.size());
    for (qsizetype i = axes.size() - 1; i >= 0; --i)
        if (axes[i].kind == AxisKind::Ici)
            pieces[i] = place(physical, axes[i].size);

    const int total = mesh.totalDevices();
    const int perSlice = mesh.devicesPerSlice();
    const int vms = type.vms();
    map.m_devices.reserve(total);
    map.m_logicalIndexById = QList<int>(total, -1);
    for (int index = 0; index < total; ++index) {
        DevicePlacement device;
        device.logical = QList<int>(axes.size(), 0);
        int rest = index;
        for (qsizetype i = axes.size() - 1; i >= 0; --i) {
            device.logical[i] = rest % axes[i].size;
            rest /= axes[i].size;
        }
        QList<int> coordinate(physical.size(), 0);
        int slice = 0;
        for (qsizetype i = 0; i < axes.size(); ++i) {
            if (axes[i].kind == AxisKind::Dcn) {
                slice = slice * axes[i].size + device.logical[i];
                continue;
            }
            int c = device.logical[i];
            for (const Piece &piece : pieces[i]) {
                coordinate[piece.physical] += (c % piece.size) * piece.stride;
                c /= piece.size;
            }
        }
        device.slice = slice;
        device.core = coreAxis >= 0 ? coordinate[coreAxis] : 0;
        device.chip = QList<int>(topology.rank(), 0);
        for (qsizetype p = chipOffset; p < physical.size(); ++p)
            device.chip[chipAxisOfPhysical[p - chipOffset]] = coordinate[p];
        int localChip = 0;
        const int vm = blockIndex(device.chip, topology, type.vmBlock(), &localChip);
        device.host = blockIndex(device.chip, topology, type.hostBlock(), nullptr);
        device.worker = slice * vms + vm;
        device.deviceId = slice * perSlice + vm * type.devicesPerVm() + localChip * devicesPerChip + device.core;
        map.m_logicalIndexById[device.deviceId] = index;
        map.m_devices << device;
    }

    // Per axis: do neighbours along it live on other VMs or slices?
    for (qsizetype i = 0; i < axes.size(); ++i) {
        AxisPlacement placement{axes[i].name, axes[i].size, axes[i].kind,
                                axes[i].kind == AxisKind::Dcn ? u"slices"_s : describe(pieces[i], physical)};
        qsizetype step = 1;
        for (qsizetype j = i + 1; j < axes.size(); ++j)
            step *= axes[j].size;
        for (int index = 0; index < total && axes[i].size > 1; ++index) {
            if (map.m_devices[index].logical[i] + 1 >= axes[i].size)
                continue;
            const DevicePlacement &a = map.m_devices[index];
            const DevicePlacement &b = map.m_devices[index + step];
            placement.crossesHosts = placement.crossesHosts || a.worker != b.worker;
            placement.crossesSlices = placement.crossesSlices || a.slice != b.slice;
        }
        map.m_axes << placement;
    }
    return map;
}

int DeviceMap::logicalIndexOf(const QList<int> &logical) const
{
    int index = 0;
    const auto &axes = m_mesh.axes();
    for (qsizetype i = 0; i < axes.size(); ++i)
        index = index * axes[i].size + logical.value(i);
    return index;
}

const DevicePlacement *DeviceMap::byDeviceId(int deviceId) const
{
    if (deviceId < 0 || deviceId >= m_logicalIndexById.size())
        return nullptr;
    return &m_devices[m_logicalIndexById[deviceId]];
}

QList<int> DeviceMap::deviceIdsInMeshOrder() const
{
    QList<int> ids;
    ids.reserve(m_devices.size());
    for (const auto &device : m_devices)
        ids << device.deviceId;
    return ids;
}

bool DeviceMap::isIdentityOrder() const
{
    for (qsizetype i = 0; i < m_devices.size(); ++i)
        if (m_devices[i].deviceId != i)
            return false;
    return true;
}

} // namespace twb
