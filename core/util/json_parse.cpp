// The one JSON reader every file and remote answer goes through: nlohmann's SAX parser into a
// DOM, with every failure (syntax, a number beyond double range, nesting, size) returned as an
// Error that names the source and the position. Nothing here throws.
#include "core/util/json.h"

#include "core/util/atomic_file.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>
#include <cstring>
#include <string_view>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::Json.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::Json)
};

// Stand-ins for the non-standard tokens while nlohmann parses; no real string holds them.
// The quoted text holds an escaped U+0001, which the parser decodes to the raw byte below.
constexpr const char *kNanToken = "\x01twb:NaN";
constexpr const char *kInfToken = "\x01twb:Inf";
constexpr const char *kNegInfToken = "\x01twb:-Inf";
constexpr std::string_view kNanText = "\"\\u0001twb:NaN\"";
constexpr std::string_view kInfText = "\"\\u0001twb:Inf\"";
constexpr std::string_view kNegInfText = "\"\\u0001twb:-Inf\"";

// A longest token quoted in an error message; a file may hold a megabyte-long one.
constexpr qsizetype kMaxQuotedToken = 60;

// Where quoteNonFiniteTokens put a stand-in, so that errors name positions in the bytes as
// written rather than in the rewritten text.
struct Replacement
{
    size_t quotedOffset = 0;
    size_t quotedLength = 0;
    size_t originalOffset = 0;
    size_t originalLength = 0;
};

// Replaces bare NaN / Infinity / -Infinity outside strings by quoted stand-ins. Returns an
// empty array (and no replacements) when the text has none.
QByteArray quoteNonFiniteTokens(const QByteArray &text, std::vector<Replacement> &replacements)
{
    const char *data = text.constData();
    const size_t size = size_t(text.size());
    QByteArray out;
    size_t copied = 0; // text before this offset is in `out`
    auto replace = [&](size_t at, size_t length, std::string_view standIn) {
        out.append(data + copied, qsizetype(at - copied));
        replacements.push_back({size_t(out.size()), standIn.size(), at, length});
        out.append(standIn.data(), qsizetype(standIn.size()));
        copied = at + length;
        return length - 1;
    };
    auto at = [&](size_t i, std::string_view word) {
        return size - i >= word.size() && std::memcmp(data + i, word.data(), word.size()) == 0;
    };
    bool inString = false;
    for (size_t i = 0; i < size; ++i) {
        const char c = data[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == 'N' && at(i, "NaN")) {
            i += replace(i, 3, kNanText);
        } else if (c == 'I' && at(i, "Infinity")) {
            i += replace(i, 8, kInfText);
        } else if (c == '-' && at(i, "-Infinity")) {
            i += replace(i, 9, kNegInfText);
        }
    }
    if (replacements.empty())
        return {};
    out.append(data + copied, qsizetype(size - copied));
    return out;
}

size_t originalOffset(size_t quoted, const std::vector<Replacement> &replacements)
{
    size_t original = quoted;
    for (const Replacement &r : replacements) {
        if (quoted < r.quotedOffset)
            break;
        if (quoted < r.quotedOffset + r.quotedLength)
            return r.originalOffset; // inside a stand-in: the token itself
        original = r.originalOffset + r.originalLength + (quoted - r.quotedOffset - r.quotedLength);
    }
    return original;
}

void restoreNonFinite(Json &value)
{
    if (value.is_string()) {
        const auto &s = value.get_ref<const std::string &>();
        if (s == kNanToken)
            value = std::nan("");
        else if (s == kInfToken)
            value = HUGE_VAL;
        else if (s == kNegInfToken)
            value = -HUGE_VAL;
    } else if (value.is_structured()) {
        // Depth is bounded by kJsonMaxDepth, so recursing is safe.
        for (auto &child : value)
            restoreNonFinite(child);
    }
}

// Offset of the bracket that opens nesting level `depth` (1 = the outermost), strings skipped.
size_t offsetOfDepth(const QByteArray &text, int depth)
{
    int level = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++level == depth)
                return size_t(i);
        } else if (c == ']' || c == '}') {
            --level;
        }
    }
    return size_t(text.size());
}

// Builds the DOM as nlohmann's own parser does, refuses nesting beyond kJsonMaxDepth (code that
// walks the tree recurses, and 100,000 levels overflow the stack), and keeps the first error
// instead of throwing it.
class BoundedDomBuilder final
{
public:
    explicit BoundedDomBuilder(Json &result) : m_dom(result, false) {}

    bool null() { return m_dom.null(); }
    bool boolean(bool value) { return m_dom.boolean(value); }
    bool number_integer(Json::number_integer_t value) { return m_dom.number_integer(value); }
    bool number_unsigned(Json::number_unsigned_t value) { return m_dom.number_unsigned(value); }
    bool number_float(Json::number_float_t value, const Json::string_t &text) { return m_dom.number_float(value, text); }
    bool string(Json::string_t &value) { return m_dom.string(value); }
    bool binary(Json::binary_t &value) { return m_dom.binary(value); }
    bool key(Json::string_t &value) { return m_dom.key(value); }
    bool start_object(std::size_t size) { return enter() && m_dom.start_object(size); }
    bool end_object()
    {
        --m_depth;
        return m_dom.end_object();
    }
    bool start_array(std::size_t size) { return enter() && m_dom.start_array(size); }
    bool end_array()
    {
        --m_depth;
        return m_dom.end_array();
    }
    template <class Exception>
    bool parse_error(std::size_t position, const std::string &token, const Exception &error)
    {
        m_error = Failure{position, token, error.id, QString::fromUtf8(error.what())};
        return false;
    }

    struct Failure
    {
        size_t position = 0; // nlohmann's: bytes read when the error was found
        std::string token;
        int id = 0;          // nlohmann's exception id: 101.. parse errors, 406 number overflow
        QString what;
    };
    const std::optional<Failure> &error() const { return m_error; }
    bool tooDeep() const { return m_tooDeep; }

private:
    bool enter()
    {
        if (++m_depth <= kJsonMaxDepth)
            return true;
        m_tooDeep = true;
        return false;
    }

    nlohmann::detail::json_sax_dom_parser<Json> m_dom;
    int m_depth = 0;
    bool m_tooDeep = false;
    std::optional<Failure> m_error;
};

std::optional<Error> tooLarge(const QByteArray &text, const QString &source, JsonParseProblem *problem)
{
    if (text.size() <= kJsonMaxBytes)
        return std::nullopt;
    if (problem)
        *problem = {JsonParseProblem::Kind::TooLarge, describePosition(text, size_t(kJsonMaxBytes)),
                    Tr::tr("%1 bytes, more than the %2 bytes read as one JSON document").arg(text.size()).arg(kJsonMaxBytes)};
    return Error::invalid(Tr::tr("%1 is %2 bytes, more than the %3 bytes TPU Workbench reads as one JSON document; "
                                 "check that it is the right file.")
                              .arg(source, QString::number(text.size()), QString::number(kJsonMaxBytes)),
                          source);
}

QString quotedToken(const std::string &token)
{
    QString text = QString::fromUtf8(token.data(), qsizetype(std::min<size_t>(token.size(), 4 * kMaxQuotedToken)));
    if (text.size() > kMaxQuotedToken || token.size() > 4 * kMaxQuotedToken)
        text = text.left(kMaxQuotedToken) + u"..."_s;
    return text;
}

// nlohmann's message without its "[json.exception.parse_error.101] parse error at line 1,
// column 2: " prefix (the position is reported our way, in the original text).
QString reasonOf(const QString &what)
{
    qsizetype start = what.indexOf(u"] "_s);
    start = start < 0 ? 0 : start + 2;
    if (const qsizetype column = what.indexOf(u"column "_s, start); column >= 0)
        if (const qsizetype colon = what.indexOf(u": "_s, column); colon >= 0)
            start = colon + 2;
    QString reason = what.mid(start);
    if (reason.size() > 3 * kMaxQuotedToken)
        reason = reason.left(3 * kMaxQuotedToken) + u"..."_s;
    return reason;
}

Result<Json> parseBounded(const QByteArray &text, const QString &source, const std::vector<Replacement> &replacements,
                          const QByteArray &original, JsonParseProblem *problem)
{
    // nlohmann stops at a NUL byte as if the text ended there, which would accept
    // `{}\0anything`; JSON text has no NUL (inside a string it must be escaped).
    if (const void *nul = std::memchr(original.constData(), 0, size_t(original.size()))) {
        const size_t offset = size_t(static_cast<const char *>(nul) - original.constData());
        if (problem)
            *problem = {JsonParseProblem::Kind::Syntax, describePosition(original, offset), Tr::tr("a NUL byte")};
        return fail(Error::invalid(Tr::tr("%1 holds a NUL byte at %2, which JSON text never does; the file may be "
                                          "damaged. Fix it or restore it from a backup; it was not changed.")
                                       .arg(source, describePosition(original, offset)),
                                   source));
    }
    Json result;
    BoundedDomBuilder builder(result);
    Json::sax_parse(text.cbegin(), text.cend(), &builder);
    if (builder.tooDeep()) {
        const size_t offset = originalOffset(offsetOfDepth(text, kJsonMaxDepth + 1), replacements);
        if (problem)
            *problem = {JsonParseProblem::Kind::TooDeep, describePosition(original, offset),
                        Tr::tr("lists and objects nested more than %1 levels deep").arg(kJsonMaxDepth)};
        return fail(Error::invalid(Tr::tr("%1 nests lists and objects more than %2 levels deep (at %3); TPU Workbench "
                                          "reads JSON up to %2 levels. Fix the file; it was not changed.")
                                       .arg(source, QString::number(kJsonMaxDepth), describePosition(original, offset)),
                                   source));
    }
    if (const auto &error = builder.error()) {
        QString reason;
        size_t offset = 0;
        if (error->id == 406) {
            // Reported just after the number: point at its first character.
            offset = error->position >= error->token.size() ? error->position - error->token.size() : 0;
            reason = Tr::tr("the number %1 is beyond the range of a double, about ±1.8e308")
                         .arg(quotedToken(error->token));
        } else {
            // The position is 1-based and points just past the offending character.
            offset = error->position > 0 ? error->position - 1 : 0;
            reason = reasonOf(error->what);
        }
        offset = originalOffset(offset, replacements);
        if (problem)
            *problem = {error->id == 406 ? JsonParseProblem::Kind::NumberOutOfRange : JsonParseProblem::Kind::Syntax,
                        describePosition(original, offset), reason};
        return fail(Error::invalid(Tr::tr("%1 is not valid JSON at %2 (%3). Fix the file or restore it from a backup; "
                                          "it was not changed.")
                                       .arg(source, describePosition(original, offset), reason),
                                   source));
    }
    return result;
}

} // namespace

QString describePosition(const QByteArray &text, size_t byteOffset)
{
    int line = 1;
    int column = 1;
    const size_t end = std::min(byteOffset, size_t(text.size()));
    for (size_t i = 0; i < end; ++i) {
        if (text[qsizetype(i)] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Tr::tr("line %1, column %2").arg(line).arg(column);
}

Result<Json> parseJson(const QByteArray &text, const QString &source, JsonParseProblem *problem)
{
    if (auto error = tooLarge(text, source, problem))
        return fail(*error);
    return parseBounded(text, source, {}, text, problem);
}

Result<Json> parseJson(const QByteArray &text, const QString &source)
{
    return parseJson(text, source, nullptr);
}

Result<Json> parseJsonTolerant(const QByteArray &text, const QString &source)
{
    if (auto error = tooLarge(text, source, nullptr))
        return fail(*error);
    std::vector<Replacement> replacements;
    const QByteArray quoted = quoteNonFiniteTokens(text, replacements);
    if (replacements.empty())
        return parseBounded(text, source, {}, text, nullptr);
    auto parsed = parseBounded(quoted, source, replacements, text, nullptr);
    if (parsed)
        restoreNonFinite(*parsed);
    return parsed;
}

Result<Json> readJsonFile(const QString &path)
{
    auto bytes = readWholeFile(path, kJsonMaxBytes);
    if (!bytes)
        return fail(bytes.error());
    return parseJson(*bytes, path);
}

} // namespace twb
