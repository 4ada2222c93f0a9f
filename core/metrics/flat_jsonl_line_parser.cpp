#include "core/metrics/flat_jsonl_line_parser.h"

#include "core/util/number_cast.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <bit>
#include <charconv>
#include <cstring>

namespace twb {
namespace {

constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr std::uint64_t kPow10Int[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};

// The digits at p, up to 8 of them, read as one 8-byte word (a loop per digit mispredicted
// its exit on every number): how many there are, and their value into `value`.
[[gnu::always_inline]] inline unsigned eightDigits(const char *p, std::uint64_t &value)
{
    std::uint64_t bytes;
    std::memcpy(&bytes, p, 8);
    // A byte is a digit when its high nibble is 3 and adding 6 keeps it 3. (A carry out of a
    // byte of 0xfa or more only reaches bytes after that non-digit one.)
    const std::uint64_t high = 0xf0f0f0f0f0f0f0f0ULL;
    const std::uint64_t threes = 0x3030303030303030ULL;
    const std::uint64_t notDigit = ((bytes & high) ^ threes) | (((bytes + 0x0606060606060606ULL) & high) ^ threes);
    const unsigned n = unsigned(std::countr_zero(notDigit)) >> 3;
    if (n == 0) {
        value = 0;
        return 0;
    }
    // The n digits (the first is the lowest byte) moved to the top, zeros before them, then
    // the usual multiply-and-add of 8 digits (fast_float's parse_eight_digits_unrolled).
    std::uint64_t d = (bytes - threes) << (8 * (8 - n));
    d = d * 10 + (d >> 8);
    d = (((d & 0x000000ff000000ffULL) * 0x000f424000000064ULL) + (((d >> 16) & 0x000000ff000000ffULL) * 0x0000271000000001ULL)) >> 32;
    value = d;
    return n;
}

// Digits from p while p < end, into `mantissa` (which wraps past 19 digits: the caller then
// does not use it). Returns the end of the digits, which may lie a little past `end`.
[[gnu::always_inline]] inline const char *scanDigits(const char *p, const char *end, std::uint64_t &mantissa)
{
    for (;;) {
        std::uint64_t v;
        const unsigned n = eightDigits(p, v);
        mantissa = mantissa * kPow10Int[n] + v;
        p += n;
        if (n < 8 || p >= end)
            return p;
    }
}

[[gnu::always_inline]] inline const char *skipSpace(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
        ++p;
    return p;
}

// Whether p[0, n) equals literal[0, n) (n < 32; `literal` 16-aligned and 32 bytes; p has 32
// readable bytes).
[[gnu::always_inline]] inline bool sameBytes(const char *p, const char *literal, unsigned n)
{
#if defined(__SSE2__)
    std::uint32_t same = std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), _mm_load_si128(reinterpret_cast<const __m128i *>(literal)))));
    if (n > 16)
        same |= std::uint32_t(_mm_movemask_epi8(
                    _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16)),
                                   _mm_load_si128(reinterpret_cast<const __m128i *>(literal + 16)))))
                << 16;
    const std::uint32_t want = std::uint32_t((std::uint64_t(1) << n) - 1);
    return (same & want) == want;
#else
    return std::memcmp(p, literal, n) == 0;
#endif
}

// Fills the new element in place: building a temporary and copying it in made the copy wait
// on its own just-written bytes (a store-forwarding stall) on every value.
[[gnu::always_inline]] inline void addValue(MetricLine &out, std::string_view key, double value)
{
    // The capacity check inline (emplace_back was an out-of-line call per value); lines reuse
    // one MetricLine, so growing is rare.
    if (out.values.size() == out.values.capacity()) [[unlikely]]
        out.values.reserve(out.values.size() < 16 ? 16 : out.values.size() * 2);
    MetricValue &v = out.values.emplace_back();
    v.key = key;
    v.value = value;
    v.evalPrefix = false;
}

// The number of a step, time or value key into `out`; false for any other key.
[[gnu::always_inline]] inline bool addNumber(MetricLine &out, JsonlKeyKind kind, std::string_view key, double number)
{
    switch (kind) {
    case JsonlKeyKind::Step:
        out.hasStep = true;
        out.step = saturatingCast<std::int64_t>(number);
        return true;
    case JsonlKeyKind::Time:
        out.hasTime = true;
        out.time = number;
        return true;
    case JsonlKeyKind::Value:
        addValue(out, key, number);
        return true;
    default:
        return false;
    }
}

} // namespace

const char *FlatJsonlLineParser::scanNumber(const char *p, const char *end, double &out)
{
    const char *start = p;
    const bool negative = p < end && *p == '-';
    p += negative ? 1 : 0;
    if (p >= end)
        return nullptr;
    std::uint64_t mantissa = 0;
    const char *intStart = p;
    p = scanDigits(p, end, mantissa);
    const std::ptrdiff_t intDigits = p - intStart;
    // No digit, or a leading zero before another digit (not JSON; simdjson's path says so).
    if (intDigits == 0 || (*intStart == '0' && intDigits > 1))
        return nullptr;
    std::ptrdiff_t fracDigits = 0;
    if (p < end && *p == '.') {
        const char *fracStart = ++p;
        p = p < end ? scanDigits(p, end, mantissa) : p;
        fracDigits = p - fracStart;
        if (fracDigits == 0)
            return nullptr;
    }
    int exponent = 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        const bool negativeExponent = p < end && *p == '-';
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        const char *expStart = p;
        while (p < end && unsigned(*p - '0') < 10) {
            if (exponent < 100000)   // beyond, the number goes to from_chars either way
                exponent = exponent * 10 + (*p - '0');
            ++p;
        }
        if (p == expStart)
            return nullptr;
        exponent = negativeExponent ? -exponent : exponent;
    }
    if (p > end)
        return nullptr;
    // Clinger's fast path: the digits (< 2^53) and 10^|e| (e within 22) are exact doubles, so
    // one division or multiplication is correctly rounded, the same double simdjson gives.
    const std::ptrdiff_t e = exponent - fracDigits;
    if (intDigits + fracDigits <= 19 && mantissa <= (std::uint64_t(1) << 53) && e >= -22 && e <= 22) {
        const double m = double(mantissa);
        const double v = e == 0 ? m : e < 0 ? m / kPow10[-e] : m * kPow10[e];
        out = negative ? -v : v;
        return p;
    }
    // Correctly rounded too; out of double range goes to simdjson's path and its handling.
    const auto result = std::from_chars(start, p, out);
    return result.ec == std::errc() && result.ptr == p ? p : nullptr;
}

// The key at p (just after its opening quote), as the last line had it at this position or
// else scanned and classified; returns the byte after its closing quote, or nullptr for a key
// this path does not take (an escape, a control or non-ASCII byte).
const char *FlatJsonlLineParser::readKey(std::size_t position, const char *p, const char *end, std::string_view &key,
                                         JsonlKeyKind &kind)
{
    CachedKey *cached = position < kCachedKeys ? &m_keys[position] : nullptr;
#if defined(__SSE2__)
    if (cached && cached->size > 0) [[likely]] {
        // The cached key and its closing quote against the line's bytes (the padding after
        // the line makes the 32-byte read safe).
        const __m128i lo = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)),
                                          _mm_load_si128(reinterpret_cast<const __m128i *>(cached->bytes)));
        std::uint32_t same = std::uint32_t(_mm_movemask_epi8(lo));
        const unsigned n = cached->size + 1u;
        if (n > 16) {
            const __m128i hi = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16)),
                                              _mm_load_si128(reinterpret_cast<const __m128i *>(cached->bytes + 16)));
            same |= std::uint32_t(_mm_movemask_epi8(hi)) << 16;
        }
        const std::uint32_t want = std::uint32_t((std::uint64_t(1) << n) - 1);
        if ((same & want) == want && p + n <= end) {
            key = std::string_view(p, cached->size);
            kind = cached->kind;
            return p + n;
        }
    }
#endif
    const char *keyBegin = p;
#if defined(__SSE2__)
    // The first quote, backslash, control or non-ASCII byte (signed: < 0x20 covers both).
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i space = _mm_set1_epi8(0x20);
    for (;;) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const int hits = _mm_movemask_epi8(_mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)), _mm_cmplt_epi8(bytes, space)));
        if (hits != 0) {
            p += std::countr_zero(unsigned(hits));
            break;
        }
        p += 16;
        if (p >= end)
            return nullptr;
    }
#else
    while (p < end && *p != '"' && *p != '\\' && static_cast<signed char>(*p) >= 0x20)
        ++p;
#endif
    if (p >= end || *p != '"')
        return nullptr;
    key = std::string_view(keyBegin, std::size_t(p - keyBegin));
    kind = classifyJsonlKey(key);
    if (cached) {
        if (key.size() > 0 && key.size() < kCachedKeyBytes) {
            std::memset(cached->bytes, 0, kCachedKeyBytes);
            std::memcpy(cached->bytes, key.data(), key.size());
            cached->bytes[key.size()] = '"';
            cached->size = std::uint8_t(key.size());
            cached->kind = kind;
        } else {
            cached->size = 0;
        }
    }
    return p + 1;
}

bool FlatJsonlLineParser::parse(std::string_view line, MetricLine &out)
{
    if (m_shapeNumbers > 0) {
        if (parseShaped(line, out)) [[likely]]
            return true;
        out.values.clear();
        out.hasStep = out.hasTime = false;
    }
    return parseScanned(line, out);
}

// The line read as the last scanned line's shape (see the class comment): each
// literal compared at once, then the number after it.
bool FlatJsonlLineParser::parseShaped(std::string_view line, MetricLine &out)
{
    const char *p = line.data();
    const char *end = p + line.size();
    // All the line's values at once (an emplace_back per value stayed an out-of-line call).
    out.values.resize(m_shapeValues);
    MetricValue *value = out.values.data();
    for (std::size_t i = 0; i < m_shapeNumbers; ++i) {
        const ShapeLiteral &literal = m_shape[i];
        if (p + literal.size > end || !sameBytes(p, literal.bytes, literal.size))
            return false;
        const std::string_view key(p + literal.keyOffset, literal.keySize);
        p += literal.size;
        double number = 0;
        p = scanNumber(p, end, number);
        if (!p)
            return false;
        // Only step, time and value keys are learned.
        if (literal.kind == JsonlKeyKind::Value) {
            value->key = key;
            value->value = number;
            ++value;
        } else {
            addNumber(out, literal.kind, key, number);
        }
    }
    const ShapeLiteral &last = m_shape[m_shapeNumbers];
    return p + last.size == end && sameBytes(p, last.bytes, last.size);
}

// Keeps the bytes between the numbers of a line the scan took, for parseShaped(): if any
// literal is too long (or there are too many numbers), no shape.
void FlatJsonlLineParser::learnShape(std::string_view line, const NumberSpan *numbers, std::size_t count)
{
    m_shapeNumbers = 0;
    m_shapeValues = 0;
    if (count == 0 || count >= kShapeLiterals)
        return;
    const char *from = line.data();
    for (std::size_t i = 0; i <= count; ++i) {
        const char *to = i < count ? numbers[i].begin : line.data() + line.size();
        const std::size_t size = std::size_t(to - from);
        if (size >= kShapeLiteralBytes)
            return;
        ShapeLiteral &literal = m_shape[i];
        std::memset(literal.bytes, 0, kShapeLiteralBytes);
        std::memcpy(literal.bytes, from, size);
        literal.size = std::uint8_t(size);
        if (i < count) {
            literal.keyOffset = std::uint8_t(numbers[i].key.data() - from);
            literal.keySize = std::uint8_t(numbers[i].key.size());
            literal.kind = numbers[i].kind;
            m_shapeValues += literal.kind == JsonlKeyKind::Value ? 1 : 0;
            from = numbers[i].end;
        }
    }
    m_shapeNumbers = count;
}

bool FlatJsonlLineParser::parseScanned(std::string_view line, MetricLine &out)
{
    NumberSpan spans[kShapeLiterals];
    const char *p = line.data();
    const char *end = p + line.size();
    p = skipSpace(p, end);
    if (p == end || *p != '{')
        return false;
    p = skipSpace(p + 1, end);
    if (p < end && *p == '}')
        return skipSpace(p + 1, end) == end;
    for (std::size_t position = 0;; ++position) {
        if (p == end || *p != '"')
            return false;
        std::string_view key;
        JsonlKeyKind kind = JsonlKeyKind::Value;
        p = readKey(position, p + 1, end, key, kind);
        if (!p)
            return false;
        p = skipSpace(p, end);
        if (p == end || *p != ':')
            return false;
        p = skipSpace(p + 1, end);
        double number = 0;
        const char *numberBegin = p;
        p = scanNumber(p, end, number);
        if (!p)
            return false;
        if (position < kShapeLiterals)
            spans[position] = {numberBegin, p, key, kind};
        if (!addNumber(out, kind, key, number))
            return false;   // an event's keys: the full path
        p = skipSpace(p, end);
        if (p == end)
            return false;
        if (*p == '}') {
            if (skipSpace(p + 1, end) != end)
                return false;
            learnShape(line, spans, position + 1);
            return true;
        }
        if (*p != ',')
            return false;
        p = skipSpace(p + 1, end);
    }
}

} // namespace twb
