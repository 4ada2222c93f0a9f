#include "core/kernel/autotune_results.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::AutotuneResults.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::AutotuneResults)
};
} // namespace


Result<AutotuneResults> AutotuneResults::parse(const QByteArray &text, const QString &file)
{
    auto parsed = parseJsonTolerant(text, file);
    if (!parsed)
        return fail(parsed.error());
    const Json &doc = *parsed;
    if (!doc.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object.").arg(file), file));
    AutotuneResults out;
    if (const auto it = doc.find("best_config"); it != doc.end() && !it->is_null()) {
        out.reduced = true;
        out.bestConfig = *it;
    }
    if (const auto it = doc.find("best_time_ms"); it != doc.end() && it->is_number())
        out.bestTimeMs = it->get<double>();
    if (const auto it = doc.find("ranked_results"); it != doc.end() && it->is_array()) {
        for (const Json &entry : *it) {
            if (!entry.is_object())
                continue;
            const auto time = entry.find("time_ms");
            out.ranked.append({entry.value("cfg", Json::object()),
                               time != entry.end() && time->is_number() ? time->get<double>() : 0.0});
        }
    }
    if (const auto it = doc.find("rejected_results"); it != doc.end() && it->is_array()) {
        for (const Json &entry : *it) {
            if (!entry.is_object())
                continue;
            const auto reason = entry.find("reason");
            const auto correct = entry.find("correct");
            out.rejected.append({entry.value("cfg", Json::object()),
                                 reason != entry.end() && reason->is_string() ? toQString(reason->get<std::string>())
                                                                              : QString(),
                                 correct != entry.end() && correct->is_boolean() && correct->get<bool>()});
        }
    }
    if (const auto it = doc.find("all_results"); it != doc.end() && it->is_array())
        out.trialCount = int(it->size());
    return out;
}

QString AutotuneResults::configText(const Json &config)
{
    if (!config.is_object())
        return toQString(config.dump());
    QStringList parts;
    for (auto it = config.begin(); it != config.end(); ++it)
        parts << toQString(it.key()) + u'=' + (it->is_string() ? toQString(it->get<std::string>()) : toQString(it->dump()));
    return parts.join(u", "_s);
}

} // namespace twb::kernel
