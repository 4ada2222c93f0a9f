#include "core/metrics/jsonl_metric_parser.h"

#include <simdjson.h>

#include <charconv>
#include <cmath>
#include <limits>

namespace twb {
namespace {

namespace od = simdjson::ondemand;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Reads a scalar token as a number. Returns false for strings, booleans, objects, arrays and
// garbage; `malformed` is set for tokens that are no JSON (or Python-JSON) value at all.
bool readNumber(od::value &value, double &out, bool &malformed)
{
    const std::string_view raw = value.raw_json_token();
    if (raw.empty()) {
        malformed = true;
        return false;
    }
    const char c = raw.front();
    if ((c >= '0' && c <= '9') || c == '-') {
        if (c == '-' && raw.starts_with("-Infinity")) {
            out = -kInf;
            return true;
        }
        if (!value.get_double().get(out))
            return true;
        // simdjson refuses numbers out of double range (1e999); Python never writes them but
        // a hand-made file may. from_chars reports the range error; take it as infinity.
        double parsed = 0;
        std::size_t end = 0;
        while (end < raw.size() && (std::isdigit(static_cast<unsigned char>(raw[end])) || raw[end] == '-'
                                    || raw[end] == '+' || raw[end] == '.' || raw[end] == 'e' || raw[end] == 'E'))
            ++end;
        const auto result = std::from_chars(raw.data(), raw.data() + end, parsed);
        if (result.ec == std::errc::result_out_of_range && result.ptr == raw.data() + end) {
            out = raw.front() == '-' ? -kInf : kInf;
            return true;
        }
        malformed = true;
        return false;
    }
    if (raw.starts_with("NaN")) {
        out = kNaN;
        return true;
    }
    if (raw.starts_with("Infinity")) {
        out = kInf;
        return true;
    }
    if (raw.starts_with("null")) {
        out = kNaN;
        return true;
    }
    if (c == '"' || c == '{' || c == '[' || raw.starts_with("true") || raw.starts_with("false"))
        return false;
    malformed = true;
    return false;
}

MetricEventKind eventKind(std::string_view name)
{
    if (name == "config")
        return MetricEventKind::Config;
    if (name == "eval")
        return MetricEventKind::Eval;
    if (name == "checkpoint")
        return MetricEventKind::Checkpoint;
    if (name == "compile")
        return MetricEventKind::Compile;
    if (name == "done")
        return MetricEventKind::Done;
    return MetricEventKind::Other;
}

void setError(std::string *error, std::string_view what, simdjson::error_code code = simdjson::SUCCESS)
{
    if (!error)
        return;
    error->assign(what);
    if (code != simdjson::SUCCESS) {
        error->append(": ");
        error->append(simdjson::error_message(code));
    }
}

} // namespace

struct JsonlMetricParser::Impl
{
    od::parser parser;
};

JsonlMetricParser::JsonlMetricParser() : m_impl(std::make_unique<Impl>()) {}
JsonlMetricParser::~JsonlMetricParser() = default;

LineStatus JsonlMetricParser::parse(std::string_view line, std::size_t paddedCapacity, MetricLine &out,
                                    std::string *error)
{
    out.clear();
    std::size_t first = 0;
    while (first < line.size() && (line[first] == ' ' || line[first] == '\t'))
        ++first;
    if (first == line.size())
        return LineStatus::Skipped;
    if (line[first] != '{') {
        setError(error, "not a JSON object");
        return LineStatus::Malformed;
    }

    od::document doc;
    if (auto code = m_impl->parser.iterate(simdjson::padded_string_view(line.data(), line.size(), paddedCapacity))
                        .get(doc)) {
        setError(error, "not JSON", code);
        return LineStatus::Malformed;
    }
    od::object object;
    if (auto code = doc.get_object().get(object)) {
        setError(error, "not a JSON object", code);
        return LineStatus::Malformed;
    }

    bool malformed = false;
    bool sawExitCode = false;
    std::int64_t exitCode = 0;
    for (auto field : object) {
        std::string_view key;
        if (auto code = field.unescaped_key().get(key)) {
            setError(error, "bad key", code);
            return LineStatus::Malformed;
        }
        od::value value;
        if (auto code = field.value().get(value)) {
            setError(error, "bad value", code);
            return LineStatus::Malformed;
        }
        double number = 0;
        if (key == "step") {
            if (!readNumber(value, number, malformed) || !std::isfinite(number)) {
                setError(error, "`step` is not a finite number");
                return LineStatus::Malformed;
            }
            out.hasStep = true;
            out.step = std::int64_t(number);
            continue;
        }
        if (key == "time") {
            if (readNumber(value, number, malformed) && std::isfinite(number)) {
                out.hasTime = true;
                out.time = number;
            }
            if (malformed)
                break;
            continue;
        }
        if (key == "host")
            continue;
        if (key == "event") {
            std::string_view name;
            if (value.get_string().get(name)) {
                setError(error, "`event` is not a string");
                return LineStatus::Malformed;
            }
            out.event = eventKind(name);
            out.eventName.assign(name);
            continue;
        }
        if (key == "path" || key == "reason") {
            std::string_view text;
            if (!value.get_string().get(text))
                out.text.assign(text);
            continue;
        }
        if (key == "metrics") {
            od::object metrics;
            if (value.get_object().get(metrics))
                continue;
            for (auto inner : metrics) {
                std::string_view innerKey;
                od::value innerValue;
                if (inner.unescaped_key().get(innerKey) || inner.value().get(innerValue)) {
                    setError(error, "bad `metrics` object");
                    return LineStatus::Malformed;
                }
                double innerNumber = 0;
                if (readNumber(innerValue, innerNumber, malformed))
                    out.values.push_back({innerKey, innerNumber, true});
                if (malformed)
                    break;
            }
            if (malformed)
                break;
            continue;
        }
        if (readNumber(value, number, malformed)) {
            if (key == "count" || key == "exit_code") {
                // Event payloads, not series (a compile event's count is not a curve of its own).
                out.hasNumber = true;
                out.number = std::int64_t(number);
                if (key == "exit_code") {
                    sawExitCode = true;
                    exitCode = out.number;
                }
            }
            out.values.push_back({key, number, false});
        }
        if (malformed)
            break;
    }
    if (malformed) {
        setError(error, "a value is not JSON");
        return LineStatus::Malformed;
    }
    // Trailing bytes after the object ("{...}}" or "{...} 5") make the line malformed.
    const char *trailing = nullptr;
    if (!doc.current_location().get(trailing)) {
        setError(error, "bytes after the JSON object");
        return LineStatus::Malformed;
    }

    switch (out.event) {
    case MetricEventKind::None:
        // A plain scalar line: drop eval-object values that belong to no eval event.
        std::erase_if(out.values, [](const MetricValue &v) { return v.evalPrefix; });
        break;
    case MetricEventKind::Eval:
        // Flat numeric keys of an eval event are eval metrics too.
        for (auto &v : out.values)
            v.evalPrefix = true;
        std::erase_if(out.values, [](const MetricValue &v) { return v.key == "count" || v.key == "exit_code"; });
        out.hasNumber = false;
        break;
    case MetricEventKind::Config:
        out.values.clear();
        out.text.assign(line);
        break;
    case MetricEventKind::Done:
        out.values.clear();
        out.hasNumber = sawExitCode;
        out.number = exitCode;
        break;
    default:
        out.values.clear();
        break;
    }
    return LineStatus::Parsed;
}

} // namespace twb
