#pragma once

#include "core/catalog/accelerator_type.h"
#include "core/mesh/mesh_axis.h"
#include "core/mesh/mesh_strategy.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// A device mesh for `slices` slices of one accelerator type: ordered named axes (outermost
// first, as in the device array's shape), each ICI (inside a slice) or DCN (across slices).
// A value type; MeshValidator says whether it is consistent.
class MeshSpec final
{
public:
    explicit MeshSpec(AcceleratorType accelerator, int slices = 1, QList<MeshAxis> axes = {},
                      MeshStrategy strategy = MeshStrategy::Custom);

    const AcceleratorType &accelerator() const { return m_accelerator; }
    void setAccelerator(const AcceleratorType &accelerator) { m_accelerator = accelerator; }
    int slices() const { return m_slices; }
    void setSlices(int slices) { m_slices = slices; }
    MeshStrategy strategy() const { return m_strategy; }
    void setStrategy(MeshStrategy strategy);
    // The strategy as written in the file; differs from strategyName() only for strategies the
    // mesh designer does not know, which are kept (as Custom) so that saving does not lose them.
    QString strategyText() const;
    const QList<MeshAxis> &axes() const { return m_axes; }
    void setAxes(QList<MeshAxis> axes) { m_axes = std::move(axes); }

    int axisIndex(QStringView name) const; // -1 if absent
    bool hasAxis(QStringView name) const { return axisIndex(name) >= 0; }
    int axisSize(QStringView name) const;  // 1 if absent
    QStringList axisNames() const;
    QList<int> shape() const;
    int devicesPerSlice() const { return m_accelerator.devices(); }
    int totalDevices() const { return devicesPerSlice() * m_slices; }
    int iciProduct() const;
    int dcnProduct() const;

    // "data=4,model=2,dcn_data=2:dcn": the CLI's --axes syntax; parseAxes reads it back.
    QString axesText() const;
    static Result<QList<MeshAxis>> parseAxes(QStringView text);

    // The experiment's `tpu` object (docs/formats.md section 2):
    // {"accelerator_type", "strategy", "mesh": {"axes": [{"name", "size", "kind"}], "slices"}}.
    // "slices" is written only for multislice meshes; absent means 1.
    Json toJson() const;
    // Reads a `tpu` object; `where` names it in errors ("experiment.json: tpu").
    static Result<MeshSpec> fromJson(const Json &tpu, const QString &where);

    friend bool operator==(const MeshSpec &, const MeshSpec &) = default;

private:
    AcceleratorType m_accelerator;
    int m_slices = 1;
    QList<MeshAxis> m_axes;
    MeshStrategy m_strategy = MeshStrategy::Custom;
    QString m_unknownStrategy;
};

} // namespace twb
