#include "core/mesh/mesh_presets.h"

#include <numeric>

using namespace Qt::StringLiterals;

namespace twb {

int MeshPresets::innerAxisSize(const AcceleratorType &accelerator)
{
    const int devices = accelerator.devices();
    int p = 1;
    while ((2 * p) * (2 * p) <= devices && 2 * p <= accelerator.devicesPerVm() && devices % (2 * p) == 0)
        p *= 2;
    return p;
}

QList<MeshAxis> MeshPresets::axesFor(MeshStrategy strategy, const AcceleratorType &accelerator, int slices,
                                     qint64 experts)
{
    const int devices = accelerator.devices();
    const int inner = innerAxisSize(accelerator);
    QList<MeshAxis> axes;
    if (slices > 1)
        axes << MeshAxis{u"dcn_data"_s, slices, AxisKind::Dcn};
    switch (strategy) {
    case MeshStrategy::Data:
    case MeshStrategy::Custom:
        axes << MeshAxis{u"data"_s, devices, AxisKind::Ici};
        break;
    case MeshStrategy::Fsdp:
        axes << MeshAxis{u"fsdp"_s, devices, AxisKind::Ici};
        break;
    case MeshStrategy::DataModel:
        axes << MeshAxis{u"data"_s, devices / inner, AxisKind::Ici} << MeshAxis{u"model"_s, inner, AxisKind::Ici};
        break;
    case MeshStrategy::FsdpTensor:
        axes << MeshAxis{u"fsdp"_s, devices / inner, AxisKind::Ici} << MeshAxis{u"tensor"_s, inner, AxisKind::Ici};
        break;
    case MeshStrategy::ExpertData: {
        int expert = 1;
        if (experts > 0) {
            expert = int(std::gcd<qint64>(experts, devices));
        } else {
            while (expert * 2 <= 8 && devices % (expert * 2) == 0)
                expert *= 2;
        }
        axes << MeshAxis{u"data"_s, devices / expert, AxisKind::Ici} << MeshAxis{u"expert"_s, expert, AxisKind::Ici};
        break;
    }
    }
    return axes;
}

} // namespace twb
