#include "core/metrics/jsonl_metric_parser.h"

#include "core/metrics/flat_jsonl_line_parser.h"
#include "core/util/number_cast.h"

#include <simdjson.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>
#include <cmath>
#include <limits>

namespace twb {
namespace {

namespace od = simdjson::ondemand;
using namespace std::string_view_literals;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Reads a scalar token as a number. Returns false for strings, booleans, objects, arrays;
// `malformed` is set for tokens that are no JSON (or Python-JSON) value at all.
[[gnu::always_inline]] inline bool readNumber(od::value &value, double &out, bool &malformed)
{
    std::string_view raw = value.raw_json_token();
    if (raw.empty()) {
        malformed = true;
        return false;
    }
    const char c = raw.front();
    if ((c >= '0' && c <= '9') || (c == '-' && raw.size() > 1 && raw[1] != 'I')) {
        // simdjson's own number parser: much cheaper than std::from_chars here.
        if (!value.get_double().get(out))
            return true;
        // Out of double range (1e999): Python never writes it, a hand-made file may. Take it
        // as infinity, or as 0 when the magnitude underflows.
        while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t' || raw.back() == '\r' || raw.back() == '\n'))
            raw.remove_suffix(1);
        double parsed = 0;
        const auto result = std::from_chars(raw.data(), raw.data() + raw.size(), parsed);
        if (result.ec == std::errc::result_out_of_range && result.ptr == raw.data() + raw.size()) {
            const auto e = raw.find_first_of("eE");
            const bool tiny = e != std::string_view::npos && e + 1 < raw.size() && raw[e + 1] == '-';
            out = tiny ? 0.0 : (c == '-' ? -kInf : kInf);
            return true;
        }
        malformed = true;
        return false;
    }
    // Python's json.dumps tokens and null; the raw token may carry trailing whitespace.
    auto is = [&raw](std::string_view word) {
        return raw.starts_with(word) && (raw.size() == word.size() || raw[word.size()] == ' ' || raw[word.size()] == '\t');
    };
    if (is("NaN"sv) || is("null"sv)) {
        out = kNaN;
        return true;
    }
    if (is("Infinity"sv)) {
        out = kInf;
        return true;
    }
    if (is("-Infinity"sv)) {
        out = -kInf;
        return true;
    }
    if (c == '"' || c == '{' || c == '[' || is("true"sv) || is("false"sv))
        return false;
    malformed = true;
    return false;
}

// The key of a field without copying it: the raw bytes between the quotes unless they hold an
// escape, which is rare in metric names.
[[gnu::always_inline]] inline bool readKey(od::field &field, const char *lineEnd, std::string_view &key)
{
    const char *begin = field.key().raw();
    const char *p = begin;
#if defined(__SSE2__)
    // 16 bytes at a time: the line has >= 64 readable padding bytes after its end, so the
    // loads may run past it (a byte-by-byte scan was a tenth of the parse).
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (p < lineEnd) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const int hits = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)));
        if (hits != 0) {
            p += std::countr_zero(unsigned(hits));
            break;
        }
        p += 16;
    }
#else
    while (p < lineEnd && *p != '"' && *p != '\\')
        ++p;
#endif
    if (p < lineEnd && *p == '"') {
        key = std::string_view(begin, std::size_t(p - begin));
        return true;
    }
    return !field.unescaped_key().get(key);
}

// Fills the new element in place: building a temporary and copying it in made the copy wait
// on its own just-written bytes (a store-forwarding stall) on every value.
[[gnu::always_inline]] inline void addValue(MetricLine &out, std::string_view key, double value, bool evalPrefix)
{
    // The capacity check inline (emplace_back was an out-of-line call per value); lines reuse
    // one MetricLine, so growing is rare.
    if (out.values.size() == out.values.capacity()) [[unlikely]]
        out.values.reserve(out.values.size() < 16 ? 16 : out.values.size() * 2);
    MetricValue &v = out.values.emplace_back();
    v.key = key;
    v.value = value;
    v.evalPrefix = evalPrefix;
}

using KeyKind = JsonlKeyKind;

MetricEventKind eventKind(std::string_view name)
{
    if (name == "config"sv)
        return MetricEventKind::Config;
    if (name == "eval"sv)
        return MetricEventKind::Eval;
    if (name == "checkpoint"sv)
        return MetricEventKind::Checkpoint;
    if (name == "compile"sv)
        return MetricEventKind::Compile;
    if (name == "done"sv)
        return MetricEventKind::Done;
    if (name == "phase_begin"sv)
        return MetricEventKind::PhaseBegin;
    if (name == "phase_end"sv)
        return MetricEventKind::PhaseEnd;
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
    FlatJsonlLineParser flat;
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
    if (m_flatFastPath) {
        if (m_impl->flat.parse(line, out))
            return LineStatus::Parsed;
        out.clear();
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

    const char *lineEnd = line.data() + line.size();
    bool malformed = false;
    bool sawExitCode = false;
    std::int64_t exitCode = 0;
    for (auto fieldResult : object) {
        if (auto code = fieldResult.error()) {
            setError(error, "bad field", code);
            return LineStatus::Malformed;
        }
        // By reference: copying the field out of its result costs two store-forwarding
        // stalls per field, a third of the parse time.
        od::field &field = fieldResult.value_unsafe();
        std::string_view key;
        if (!readKey(field, lineEnd, key)) {
            setError(error, "bad key");
            return LineStatus::Malformed;
        }
        od::value &value = field.value();
        double number = 0;
        switch (classifyJsonlKey(key)) {
        case KeyKind::Step:
            if (!readNumber(value, number, malformed) || !std::isfinite(number)) {
                setError(error, "`step` is not a finite number");
                return LineStatus::Malformed;
            }
            out.hasStep = true;
            out.step = saturatingCast<std::int64_t>(number);
            continue;
        case KeyKind::Time:
            if (readNumber(value, number, malformed) && std::isfinite(number)) {
                out.hasTime = true;
                out.time = number;
            }
            break;
        case KeyKind::Host: {
            std::int64_t host = 0;
            if (value.raw_json_token().front() != '"' && !value.get_int64().get(host) && host >= 0 && host < (1 << 20))
                out.host = int(host);
            continue;
        }
        case KeyKind::Event: {
            std::string_view name;
            if (value.get_string().get(name)) {
                setError(error, "`event` is not a string");
                return LineStatus::Malformed;
            }
            out.event = eventKind(name);
            out.eventName.assign(name);
            continue;
        }
        case KeyKind::Text: {
            std::string_view text;
            if (!value.get_string().get(text)) {
                out.text.assign(text);
                continue;
            }
            // A scalar line's numeric "phase" is a series like any other value.
            if (key.size() == 5 && readNumber(value, number, malformed))
                addValue(out, key, number, false);
            break;
        }
        case KeyKind::Metrics: {
            od::object metrics;
            if (value.get_object().get(metrics))
                continue;
            for (auto innerResult : metrics) {
                std::string_view innerKey;
                if (innerResult.error() || !readKey(innerResult.value_unsafe(), lineEnd, innerKey)) {
                    setError(error, "bad `metrics` object");
                    return LineStatus::Malformed;
                }
                double innerNumber = 0;
                if (readNumber(innerResult.value_unsafe().value(), innerNumber, malformed))
                    addValue(out, innerKey, innerNumber, true);
                if (malformed)
                    break;
            }
            break;
        }
        case KeyKind::Count:
        case KeyKind::ExitCode:
            if (readNumber(value, number, malformed)) {
                // Event payloads, not series (a compile event's count is not a curve of its own).
                out.hasNumber = true;
                out.number = saturatingCast<std::int64_t>(number);
                if (key.size() == 9) {
                    sawExitCode = true;
                    exitCode = out.number;
                }
                addValue(out, key, number, false);
            }
            break;
        case KeyKind::Value:
            if (readNumber(value, number, malformed))
                addValue(out, key, number, false);
            break;
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
        if (std::any_of(out.values.begin(), out.values.end(), [](const MetricValue &v) { return v.evalPrefix; }))
            std::erase_if(out.values, [](const MetricValue &v) { return v.evalPrefix; });
        break;
    case MetricEventKind::Eval:
        // Flat numeric keys of an eval event are eval metrics too.
        for (auto &v : out.values)
            v.evalPrefix = true;
        std::erase_if(out.values, [](const MetricValue &v) { return v.key == "count"sv || v.key == "exit_code"sv; });
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
