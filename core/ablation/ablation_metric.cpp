#include "core/ablation/ablation_metric.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AblationMetric.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AblationMetric)
};

} // namespace

Result<AblationMetric> AblationMetric::fromJson(const Json &object, const QString &field)
{
    if (!object.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object {\"name\", \"goal\", \"at\"}, not a %2.")
                                       .arg(field, jsonTypeName(object)),
                                   field));
    AblationMetric metric;
    if (const auto it = object.find("name"); it != object.end()) {
        if (!it->is_string() || it->get<std::string>().empty())
            return fail(Error::invalid(Tr::tr("%1.name must be the name of a logged series, such as \"loss\" or "
                                          "\"eval/loss\".")
                                           .arg(field),
                                       field + u".name"_s));
        metric.name = toQString(it->get<std::string>());
    }
    if (const auto it = object.find("goal"); it != object.end()) {
        const std::string goal = it->is_string() ? it->get<std::string>() : std::string();
        if (goal == "min")
            metric.goal = Goal::Min;
        else if (goal == "max")
            metric.goal = Goal::Max;
        else
            return fail(Error::invalid(Tr::tr("%1.goal must be \"min\" or \"max\".").arg(field), field + u".goal"_s));
    }
    if (const auto it = object.find("at"); it != object.end()) {
        if (it->is_number_integer() && it->get<qint64>() >= 0) {
            metric.at = At::Step;
            metric.step = it->get<qint64>();
        } else if (it->is_string() && it->get<std::string>() == "final") {
            metric.at = At::Final;
        } else if (it->is_string() && it->get<std::string>() == "best") {
            metric.at = At::Best;
        } else {
            return fail(Error::invalid(Tr::tr("%1.at must be \"final\", \"best\" or a step number.").arg(field),
                                       field + u".at"_s));
        }
    }
    return metric;
}

Json AblationMetric::toJson() const
{
    Json object = Json::object();
    object["name"] = toStd(name);
    object["goal"] = toStd(goalName(goal));
    if (at == At::Step)
        object["at"] = step;
    else
        object["at"] = toStd(atName(at, step));
    return object;
}

QString AblationMetric::goalName(Goal goal)
{
    return goal == Goal::Max ? u"max"_s : u"min"_s;
}

QString AblationMetric::atName(At at, qint64 step)
{
    switch (at) {
    case At::Final: return u"final"_s;
    case At::Best: return u"best"_s;
    case At::Step: return QString::number(step);
    }
    return {};
}

} // namespace twb
