#pragma once

#include "core/mesh/mesh_spec.h"
#include "core/util/error.h"

#include <QList>
#include <QString>

namespace twb {

// Where one device of the mesh sits.
struct DevicePlacement
{
    int deviceId = 0;   // predicted runtime id: slice-major, then worker, chip (x fastest), core
    int slice = 0;
    int worker = 0;     // TPU VM index across all slices (gcloud --worker=, process index)
    int host = 0;       // physical host within its slice
    QList<int> chip;    // chip coordinates in the slice's grid (x, y[, z])
    int core = 0;       // core within the chip (v2/v3, TPU7x: 0 or 1)
    QList<int> logical; // coordinates along the mesh axes
};

// How one mesh axis lies on the hardware.
struct AxisPlacement
{
    QString name;
    int size = 1;
    AxisKind kind = AxisKind::Ici;
    QString physical;   // "y", "x*y", "core*x", "x(2 of 4)", "slices"
    bool crossesHosts = false;  // neighbours along the axis live on different TPU VMs
    bool crossesSlices = false; // ... on different slices (DCN traffic)
};

// Logical mesh coordinates -> physical devices for a valid MeshSpec.
//
// Ordering: the physical grid of a slice is the device's core (when a chip has two devices),
// then the chip axes x, y, z. Mesh axes are placed innermost first (the innermost axis
// communicates most often): an axis takes a whole physical axis of exactly its size if one is
// free, else two or three whole axes whose sizes multiply to its size, else it is split over
// the nearest axes (a contiguous run along each). This is what JAX's create_device_mesh aims
// for on TPU: inner mesh axes on physical rings. DCN axes enumerate the slices, row-major.
class DeviceMap final
{
public:
    // Fails when the mesh does not multiply out (MeshValidator explains why).
    static Result<DeviceMap> build(const MeshSpec &mesh);

    const MeshSpec &mesh() const { return m_mesh; }
    // In row-major order of the logical coordinates (the last axis fastest), like
    // np.arange(n).reshape(shape).
    const QList<DevicePlacement> &devices() const { return m_devices; }
    const QList<AxisPlacement> &axes() const { return m_axes; }

    int logicalIndexOf(const QList<int> &logical) const;
    const DevicePlacement *byDeviceId(int deviceId) const;
    // Device ids in mesh order: the device_ids argument of xs.Mesh.
    QList<int> deviceIdsInMeshOrder() const;
    bool isIdentityOrder() const; // device ids are 0..n-1 in mesh order (np.arange)

private:
    explicit DeviceMap(MeshSpec mesh) : m_mesh(std::move(mesh)) {}

    MeshSpec m_mesh;
    QList<DevicePlacement> m_devices;
    QList<int> m_logicalIndexById;
    QList<AxisPlacement> m_axes;
};

} // namespace twb
