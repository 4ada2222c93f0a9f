#include "core/ablation/ablation_variable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AblationVariable.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AblationVariable)
};

} // namespace

AblationVariable::AblationVariable(QString path, std::vector<Json> values)
    : m_path(std::move(path)), m_list(std::move(values))
{
}

AblationVariable::AblationVariable(QString path, ValueRange range) : m_path(std::move(path)), m_range(range) {}

bool AblationVariable::isValidPath(const QString &path)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9_\\-]+(\\.[A-Za-z0-9_\\-]+)*$"_s);
    return pattern.match(path).hasMatch();
}

Result<AblationVariable> AblationVariable::fromJson(const Json &object, const QString &field)
{
    if (!object.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object {\"path\": ..., \"values\": [...]}, not a %2.")
                                       .arg(field, jsonTypeName(object)),
                                   field));
    const auto pathIt = object.find("path");
    if (pathIt == object.end() || !pathIt->is_string())
        return fail(Error::invalid(Tr::tr("%1 needs a \"path\": the dotted field it varies, such as \"train.lr\".")
                                       .arg(field),
                                   field + u".path"_s));
    const QString path = toQString(pathIt->get<std::string>());
    if (!isValidPath(path))
        return fail(Error::invalid(Tr::tr("%1.path \"%2\" is not a field path; write dotted names such as "
                                      "\"model.moe.top_k\".")
                                       .arg(field, path),
                                   field + u".path"_s));
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = toQString(it.key());
        if (key != u"path"_s && key != u"values"_s && key != u"range"_s)
            return fail(Error::invalid(Tr::tr("%1 has an unknown key \"%2\"; a variable has path and values "
                                          "or range.")
                                           .arg(field, key),
                                       jsonFieldPath(field, key)));
    }
    const auto valuesIt = object.find("values");
    const auto rangeIt = object.find("range");
    const bool hasValues = valuesIt != object.end();
    const bool hasRange = rangeIt != object.end();
    if (hasValues == hasRange)
        return fail(Error::invalid(Tr::tr("%1 (%2) needs exactly one of \"values\" (a list) and \"range\".")
                                       .arg(field, path),
                                   field));
    if (hasRange || valuesIt->is_string()) {
        const QString where = hasRange ? field + u".range"_s : field + u".values"_s;
        auto range = ValueRange::fromJson(hasRange ? *rangeIt : *valuesIt, where);
        if (!range)
            return fail(range.error());
        return AblationVariable(path, *range);
    }
    if (!valuesIt->is_array() || valuesIt->empty())
        return fail(Error::invalid(Tr::tr("%1.values (%2) must be a non-empty list of values.").arg(field, path),
                                   field + u".values"_s));
    std::vector<Json> values;
    for (size_t i = 0; i < valuesIt->size(); ++i) {
        const Json &v = (*valuesIt)[i];
        if (v.is_number_float() && !std::isfinite(v.get<double>()))
            return fail(Error::invalid(Tr::tr("%1: NaN and Infinity cannot be config values.")
                                           .arg(jsonFieldPath(field + u".values"_s, i)),
                                       jsonFieldPath(field + u".values"_s, i)));
        values.push_back(v);
    }
    return AblationVariable(path, std::move(values));
}

Json AblationVariable::toJson() const
{
    Json object = Json::object();
    object["path"] = toStd(m_path);
    if (m_range)
        object["range"] = m_range->toJson();
    else
        object["values"] = Json(m_list);
    return object;
}

void AblationVariable::setList(std::vector<Json> values)
{
    m_list = std::move(values);
    m_range.reset();
}

void AblationVariable::setRange(const ValueRange &range)
{
    m_range = range;
    m_list.clear();
}

std::vector<Json> AblationVariable::values() const
{
    return m_range ? m_range->values() : m_list;
}

} // namespace twb
