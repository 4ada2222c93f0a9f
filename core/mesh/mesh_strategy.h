#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace twb {

// The parallelism a mesh is for. The names are the values of experiment.json's
// `tpu.strategy` (docs/formats.md section 2); `Custom` has no strategy rules.
enum class MeshStrategy { Data, Fsdp, DataModel, FsdpTensor, ExpertData, Custom };

QString strategyName(MeshStrategy strategy);          // "fsdpv2"
QString strategyTitle(MeshStrategy strategy);         // "FSDPv2 (fsdp)", translated
std::optional<MeshStrategy> strategyFromName(QStringView name);
QList<MeshStrategy> allStrategies();
QString knownStrategiesText();                        // "data, fsdpv2, ..."

} // namespace twb
