#include "core/registry/tpu_version.h"

using namespace Qt::StringLiterals;

namespace twb {

QString inferTpuVersion(const Json &entry)
{
    const QString fallback = u"TPU v6e"_s;
    if (!entry.is_object())
        return fallback;
    if (const auto it = entry.find("tpu_version"); it != entry.end() && it->is_string() && !it->get<std::string>().empty())
        return toQString(it->get<std::string>());

    QString deviceKind;
    if (const auto spec = entry.find("tpu_spec"); spec != entry.end() && spec->is_object())
        if (const auto kind = spec->find("device_kind"); kind != spec->end() && kind->is_string())
            deviceKind = toQString(kind->get<std::string>());

    const QString kind = deviceKind.toLower();
    if (!kind.isEmpty()) {
        if (kind.contains(u"v6 lite"_s) || kind.contains(u"v6e"_s))
            return u"TPU v6e"_s;
        if (kind.contains(u"v5 lite"_s) || kind.contains(u"v5e"_s))
            return u"TPU v5e"_s;
        if (kind.contains(u"v5p"_s))
            return u"TPU v5p"_s;
        if (kind.contains(u"v7x"_s) || kind.contains(u"v7"_s))
            return u"TPU v7x"_s;
        if (kind.contains(u"v4"_s))
            return u"TPU v4"_s;
        // Workbench addition: Ironwood may report its kind without a "v" (reference 12.7).
        if (kind.contains(u"tpu7"_s) || kind.contains(u"7x"_s))
            return u"TPU v7x"_s;
    }

    QString name;
    if (const auto it = entry.find("tpu_name"); it != entry.end() && it->is_string())
        name = toQString(it->get<std::string>()).toLower();
    if (!name.isEmpty()) {
        if (name.contains(u"v6e"_s) || name.contains(u"v6-lite"_s))
            return u"TPU v6e"_s;
        if (name.contains(u"v5p"_s))
            return u"TPU v5p"_s;
        if (name.contains(u"v5e"_s) || name.contains(u"v5-lite"_s))
            return u"TPU v5e"_s;
        if (name.contains(u"v7x"_s))
            return u"TPU v7x"_s;
    }
    return deviceKind.isEmpty() ? fallback : deviceKind;
}

} // namespace twb
