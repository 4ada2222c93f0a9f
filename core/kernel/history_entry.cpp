#include "core/kernel/history_entry.h"

#include <cmath>
#include <limits>

namespace twb::kernel {
namespace {

std::optional<double> number(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

QString text(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

bool flag(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() && it->get<bool>();
}

Json numberOrNull(const std::optional<double> &value) { return value ? Json(*value) : Json(nullptr); }
Json pathOrNull(const QString &value) { return value.isEmpty() ? Json(nullptr) : Json(toStd(value)); }

} // namespace

HistoryEntry HistoryEntry::fromJson(const Json &entry)
{
    HistoryEntry out;
    const auto it = entry.find("iteration");
    // A number outside int's range (a hostile or corrupt file) is not an iteration: converting it
    // is undefined behaviour (found by fuzz_kernel_state), so it stays 0.
    if (it != entry.end() && it->is_number()) {
        const double value = it->get<double>();
        if (std::isfinite(value) && value >= 0 && value <= double(std::numeric_limits<int>::max()))
            out.iteration = int(value);
    }
    out.compileOk = flag(entry, "compile_ok");
    out.testOk = flag(entry, "test_ok");
    out.baseTimeMs = number(entry, "base_time_ms");
    out.optimizedTimeMs = number(entry, "optimized_time_ms");
    out.speedup = number(entry, "speedup");
    out.baseChoice = text(entry, "base_choice");
    if (out.baseChoice.isEmpty())
        out.baseChoice = QStringLiteral("unknown");
    out.kernelPlan = text(entry, "kernel_plan");
    out.optimizedKernel = text(entry, "optimized_kernel");
    out.profileSummary = text(entry, "profile_summary");
    out.autotuneSummary = text(entry, "autotune_summary");
    return out;
}

Json HistoryEntry::toJson() const
{
    return Json{{"iteration", iteration},
                {"compile_ok", compileOk},
                {"test_ok", testOk},
                {"base_time_ms", numberOrNull(baseTimeMs)},
                {"optimized_time_ms", numberOrNull(optimizedTimeMs)},
                {"speedup", numberOrNull(speedup)},
                {"base_choice", toStd(baseChoice)},
                {"kernel_plan", pathOrNull(kernelPlan)},
                {"optimized_kernel", pathOrNull(optimizedKernel)},
                {"profile_summary", pathOrNull(profileSummary)},
                {"autotune_summary", pathOrNull(autotuneSummary)}};
}

} // namespace twb::kernel
