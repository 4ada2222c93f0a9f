#include "core/metrics/maxtext_log_parser.h"

#include "core/util/number_cast.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <vector>

namespace twb {
namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

bool parseDouble(std::string_view text, double &out)
{
    text = trim(text);
    if (text == "nan" || text == "NaN") {
        out = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    if (text == "inf" || text == "Infinity") {
        out = std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "-inf" || text == "-Infinity") {
        out = -std::numeric_limits<double>::infinity();
        return true;
    }
    const auto result = std::from_chars(text.data(), text.data() + text.size(), out);
    return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

// "TFLOP/s/device" -> "tflops_per_device"; "Tokens/s/device" -> "tokens_per_s_per_device".
std::string normalizeKey(std::string_view key)
{
    if (key == "TFLOP/s/device")
        return "tflops_per_device";
    if (key == "Tokens/s/device")
        return "tokens_per_s_per_device";
    std::string out;
    for (const char c : key) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
        else if (c == '/')
            out += "_per_";
        else if (!out.empty() && out.back() != '_')
            out += '_';
    }
    while (!out.empty() && out.back() == '_')
        out.pop_back();
    return out;
}

} // namespace

LineStatus MaxTextLogParser::parse(std::string_view line, MetricLine &out, std::string *error)
{
    out.clear();
    constexpr std::string_view kStep = "completed step:";
    constexpr std::string_view kMem = "Using (GB)";

    if (const auto at = line.find(kStep); at != std::string_view::npos) {
        std::string_view rest = line.substr(at + kStep.size());
        // Pairs are "name: value" separated by ", "; the first value is the step.
        struct Pair { std::string key; double value; };
        std::vector<Pair> pairs;
        bool first = true;
        while (!rest.empty()) {
            const auto comma = rest.find(',');
            std::string_view item = rest.substr(0, comma);
            rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
            if (first) {
                double step = 0;
                if (!parseDouble(item, step) || !std::isfinite(step)) {
                    if (error)
                        *error = "`completed step:` is not followed by a number";
                    return LineStatus::Malformed;
                }
                out.hasStep = true;
                out.step = saturatingCast<std::int64_t>(step);
                first = false;
                continue;
            }
            const auto colon = item.find(':');
            if (colon == std::string_view::npos)
                continue;
            double value = 0;
            if (!parseDouble(item.substr(colon + 1), value))
                continue;
            const std::string_view rawKey = trim(item.substr(0, colon));
            if (rawKey == "seconds") {
                if (std::isfinite(value))
                    m_elapsed += value;
                pairs.push_back({"step_time_ms", value * 1000.0});
                continue;
            }
            pairs.push_back({normalizeKey(rawKey), value});
        }
        out.hasTime = true;
        out.time = m_elapsed;
        // Keys live in one string owned by the parser; build it first, then take views.
        m_keys.clear();
        for (const auto &p : pairs)
            m_keys += p.key;
        std::size_t offset = 0;
        for (const auto &p : pairs) {
            out.values.push_back({std::string_view(m_keys).substr(offset, p.key.size()), p.value, false});
            offset += p.key.size();
        }
        return LineStatus::Parsed;
    }

    if (const auto at = line.find(kMem); at != std::string_view::npos) {
        // max_utils.print_mem_stats: "\tUsing (GB) {used} / {limit} ({used/limit:%}) on {d}"
        // with GB = 2^30 bytes, one line per local device; the first device stands for all.
        std::string_view rest = line.substr(at + kMem.size());
        const auto slash = rest.find('/');
        if (slash == std::string_view::npos)
            return LineStatus::Skipped;
        const auto on = rest.find(" on ", slash);
        std::string_view limitText = rest.substr(slash + 1, on == std::string_view::npos ? std::string_view::npos : on - slash - 1);
        if (const auto paren = limitText.find('('); paren != std::string_view::npos)
            limitText = limitText.substr(0, paren);
        double used = 0;
        double limit = 0;
        if (!parseDouble(rest.substr(0, slash), used) || !parseDouble(limitText, limit))
            return LineStatus::Skipped;
        if (on != std::string_view::npos) {
            const std::string_view device = trim(rest.substr(on + 4));
            const bool first = device == "TPU_0" || device.starts_with("TPU_0(") || device.find("id=0,") != std::string_view::npos
                               || device.find("id=0)") != std::string_view::npos;
            if (!first)
                return LineStatus::Skipped;
        }
        constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
        used *= kGiB;
        limit *= kGiB;
        m_keys = "hbm_used_byteshbm_limit_bytes";
        out.values.push_back({std::string_view(m_keys).substr(0, 14), used, false});
        out.values.push_back({std::string_view(m_keys).substr(14), limit, false});
        return LineStatus::Parsed;
    }
    return LineStatus::Skipped;
}

} // namespace twb
