#include "core/mesh/partition_spec.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::PartitionSpec.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::PartitionSpec)
};

QString quoted(const QString &name)
{
    return u'\'' + name + u'\'';
}

} // namespace

QString PartitionSpec::toPython() const
{
    QStringList parts;
    for (const auto &axes : dims) {
        if (axes.isEmpty())
            parts << u"None"_s;
        else if (axes.size() == 1)
            parts << quoted(axes.first());
        else {
            QStringList names;
            for (const auto &axis : axes)
                names << quoted(axis);
            parts << u'(' + names.join(u", "_s) + u')';
        }
    }
    return u'(' + parts.join(u", "_s) + (parts.size() == 1 ? u",)"_s : u")"_s);
}

QString PartitionSpec::toText() const
{
    QStringList parts;
    for (const auto &axes : dims)
        parts << (axes.isEmpty() ? u"-"_s : axes.join(u'+'));
    return parts.join(u", "_s);
}

Json PartitionSpec::toJson() const
{
    Json out = Json::array();
    for (const auto &axes : dims) {
        if (axes.isEmpty())
            out.push_back(nullptr);
        else if (axes.size() == 1)
            out.push_back(toStd(axes.first()));
        else {
            Json list = Json::array();
            for (const auto &axis : axes)
                list.push_back(toStd(axis));
            out.push_back(list);
        }
    }
    return out;
}

Result<PartitionSpec> PartitionSpec::fromJson(const Json &value, const QString &where)
{
    auto bad = [&](const QString &field) {
        return fail(Error::invalid(Tr::tr("%1 must be a list with one entry per tensor "
                                                                      "dimension: an axis name, a list of axis names, "
                                                                      "or null (replicated), for example [\"fsdp\", null].")
                                       .arg(field),
                                   field));
    };
    if (!value.is_array())
        return bad(where);
    PartitionSpec spec;
    for (size_t i = 0; i < value.size(); ++i) {
        const Json &entry = value[i];
        QStringList axes;
        if (entry.is_string()) {
            axes << toQString(entry.get<std::string>());
        } else if (entry.is_array()) {
            for (const auto &name : entry) {
                if (!name.is_string())
                    return bad(jsonFieldPath(where, i));
                axes << toQString(name.get<std::string>());
            }
        } else if (!entry.is_null()) {
            return bad(jsonFieldPath(where, i));
        }
        spec.dims << axes;
    }
    return spec;
}

} // namespace twb
