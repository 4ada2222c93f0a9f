#pragma once

#include "core/catalog/accelerator_type.h"
#include "core/mesh/mesh_axis.h"
#include "core/mesh/mesh_strategy.h"

#include <QList>

namespace twb {

// Starting meshes per strategy for a slice (and slice count). Axes are outermost first; the
// axis that communicates most often (model/tensor, expert) is innermost so the device map
// keeps it inside a physical neighbourhood. A multislice mesh gets an outer DCN axis
// `dcn_data` of size `slices` (data parallelism across slices, as MaxText does by default).
class MeshPresets final
{
public:
    // `experts` (0 if dense) sizes the expert axis of the expert preset: the largest divisor
    // of both the expert count and the slice's devices.
    static QList<MeshAxis> axesFor(MeshStrategy strategy, const AcceleratorType &accelerator,
                                   int slices = 1, qint64 experts = 0);

    // The model/tensor axis size of the 2-D presets: the largest power of two p with p*p <= the
    // slice's devices and p <= devices per VM (data x model = 4 x 2 on 8 devices, 8 x 8 on v3-64).
    static int innerAxisSize(const AcceleratorType &accelerator);
};

} // namespace twb
