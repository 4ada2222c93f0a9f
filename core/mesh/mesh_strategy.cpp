#include "core/mesh/mesh_strategy.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::MeshStrategy.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeshStrategy)
};
} // namespace


QString strategyName(MeshStrategy strategy)
{
    switch (strategy) {
    case MeshStrategy::Data: return u"data"_s;
    case MeshStrategy::Fsdp: return u"fsdpv2"_s;
    case MeshStrategy::DataModel: return u"data_model"_s;
    case MeshStrategy::FsdpTensor: return u"fsdp_tensor"_s;
    case MeshStrategy::ExpertData: return u"expert_data"_s;
    case MeshStrategy::Custom: return u"custom"_s;
    }
    return u"custom"_s;
}

QString strategyTitle(MeshStrategy strategy)
{
    switch (strategy) {
    case MeshStrategy::Data: return Tr::tr("Data parallel (1-D data)");
    case MeshStrategy::Fsdp: return Tr::tr("FSDPv2 (fsdp)");
    case MeshStrategy::DataModel: return Tr::tr("Data x model (2-D)");
    case MeshStrategy::FsdpTensor: return Tr::tr("FSDP x tensor");
    case MeshStrategy::ExpertData: return Tr::tr("Expert x data (MoE)");
    case MeshStrategy::Custom: return Tr::tr("Custom");
    }
    return {};
}

std::optional<MeshStrategy> strategyFromName(QStringView name)
{
    for (MeshStrategy strategy : allStrategies())
        if (name.compare(strategyName(strategy), Qt::CaseInsensitive) == 0)
            return strategy;
    if (name.compare(u"fsdp", Qt::CaseInsensitive) == 0)
        return MeshStrategy::Fsdp;
    return std::nullopt;
}

QList<MeshStrategy> allStrategies()
{
    return {MeshStrategy::Data, MeshStrategy::Fsdp, MeshStrategy::DataModel,
            MeshStrategy::FsdpTensor, MeshStrategy::ExpertData, MeshStrategy::Custom};
}

QString knownStrategiesText()
{
    QStringList names;
    for (MeshStrategy strategy : allStrategies())
        names << strategyName(strategy);
    return names.join(u", "_s);
}

} // namespace twb
