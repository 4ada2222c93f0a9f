#pragma once

#include "core/util/error.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <string>

namespace twb {

// Documents keep their key order so that files we rewrite (tpu_config.json, state.json) change
// only where we changed them.
using Json = nlohmann::ordered_json;

inline QString toQString(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
inline std::string toStd(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return {utf8.constData(), size_t(utf8.size())};
}

// What the parsers below accept; beyond it a document is refused with an error that says the
// limit. Code that walks a document recurses, so 100,000 levels of nesting would overflow the
// stack; no file the workbench reads comes near either limit.
inline constexpr int kJsonMaxDepth = 256;
inline constexpr qsizetype kJsonMaxBytes = qsizetype(64) << 20;

// Strict RFC 8259 parse. Never throws: a syntax error, a number beyond the range of a double
// (1e999999), nesting deeper than kJsonMaxDepth or text larger than kJsonMaxBytes is an Error
// that names `source` (a file path or a label) with line and column.
Result<Json> parseJson(const QByteArray &text, const QString &source);

// What went wrong in a failed parse, for a caller that words its own message (a `--set`
// value) or treats a syntax error differently from a limit.
struct JsonParseProblem
{
    enum class Kind { None, Syntax, NumberOutOfRange, TooDeep, TooLarge };
    Kind kind = Kind::None;
    QString position; // "line 1, column 7"
    QString reason;   // "the number 1e999999 is beyond the range of a double, about ±1.8e308"
};
Result<Json> parseJson(const QByteArray &text, const QString &source, JsonParseProblem *problem);

// Accepts what Python's json.dumps writes beyond the standard: bare NaN, Infinity, -Infinity.
// Errors as parseJson's, positions in `text` as written.
Result<Json> parseJsonTolerant(const QByteArray &text, const QString &source);

// Reads and strictly parses a JSON file; a file larger than kJsonMaxBytes is not read.
Result<Json> readJsonFile(const QString &path);

// Pretty-prints (indent 2, like MaxKernel's writer) and writes atomically.
Result<void> writeJsonFileAtomically(const QString &path, const Json &document);

// Exactly the bytes of Python's json.dumps(value, sort_keys=True, ensure_ascii=False): keys
// sorted by code point, ", " and ": " separators, floats as Python's repr, NaN/Infinity bare.
// The config hash depends on it byte for byte.
std::string canonicalJson(const Json &value);

// Python's repr(float): shortest round-trip digits, exponent form when the decimal exponent
// is < -4 or >= 16, ".0" on integral values.
std::string pythonFloatRepr(double value);

// Line and column (1-based) of a byte offset, for error messages.
QString describePosition(const QByteArray &text, size_t byteOffset);

// "a.b[2].c" style path, for naming a field in an error.
QString jsonFieldPath(const QString &parent, const QString &key);
QString jsonFieldPath(const QString &parent, size_t index);

// Human name of a JSON value's type: "string", "number", "object", ...
QString jsonTypeName(const Json &value);

} // namespace twb
