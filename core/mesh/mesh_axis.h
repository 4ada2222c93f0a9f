#pragma once

#include <QString>

namespace twb {

// ICI axes span the chips of one slice over the inter-chip interconnect; DCN axes span
// slices over the data-centre network (multislice).
enum class AxisKind { Ici, Dcn };

// One named axis of a device mesh, as in `xs.Mesh(..., axis_names)` / `jax.sharding.Mesh`.
struct MeshAxis
{
    QString name;
    int size = 1;
    AxisKind kind = AxisKind::Ici;

    friend bool operator==(const MeshAxis &, const MeshAxis &) = default;
};

inline QString axisKindName(AxisKind kind)
{
    return kind == AxisKind::Dcn ? QStringLiteral("dcn") : QStringLiteral("ici");
}

} // namespace twb
