#include "core/util/json.h"

#include "core/util/atomic_file.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

void appendEscaped(std::string &out, const std::string &s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    for (const unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xF];
            } else {
                out += char(c);
            }
        }
    }
    out += '"';
}

void appendCanonical(std::string &out, const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: out += "null"; break;
    case Json::value_t::boolean: out += value.get<bool>() ? "true" : "false"; break;
    case Json::value_t::number_integer: out += std::to_string(value.get<std::int64_t>()); break;
    case Json::value_t::number_unsigned: out += std::to_string(value.get<std::uint64_t>()); break;
    case Json::value_t::number_float: out += pythonFloatRepr(value.get<double>()); break;
    case Json::value_t::string: appendEscaped(out, value.get_ref<const std::string &>()); break;
    case Json::value_t::array: {
        out += '[';
        bool first = true;
        for (const auto &item : value) {
            if (!first)
                out += ", ";
            first = false;
            appendCanonical(out, item);
        }
        out += ']';
        break;
    }
    case Json::value_t::object: {
        // std::string compares bytes; UTF-8 byte order equals code point order, as Python sorts.
        std::vector<const std::string *> keys;
        keys.reserve(value.size());
        for (auto it = value.begin(); it != value.end(); ++it)
            keys.push_back(&it.key());
        std::sort(keys.begin(), keys.end(), [](auto *a, auto *b) { return *a < *b; });
        out += '{';
        bool first = true;
        for (const std::string *key : keys) {
            if (!first)
                out += ", ";
            first = false;
            appendEscaped(out, *key);
            out += ": ";
            appendCanonical(out, value.at(*key));
        }
        out += '}';
        break;
    }
    case Json::value_t::binary:
    case Json::value_t::discarded: out += "null"; break;
    }
}

} // namespace

Result<void> writeJsonFileAtomically(const QString &path, const Json &document)
{
    std::string text = document.dump(2, ' ', false, Json::error_handler_t::replace);
    text += '\n';
    return writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())));
}

std::string canonicalJson(const Json &value)
{
    std::string out;
    appendCanonical(out, value);
    return out;
}

std::string pythonFloatRepr(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "Infinity" : "-Infinity";
    if (value == 0.0)
        return std::signbit(value) ? "-0.0" : "0.0";

    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const std::string sci(buffer, result.ptr);
    // sci looks like "-1.2345e+16": split sign, digits and exponent.
    const bool negative = sci.front() == '-';
    const size_t ePos = sci.find('e');
    std::string digits;
    for (size_t i = negative ? 1 : 0; i < ePos; ++i)
        if (sci[i] != '.')
            digits += sci[i];
    const int exponent = std::stoi(sci.substr(ePos + 1));
    const int decimalPoint = exponent + 1; // value = 0.<digits> * 10^decimalPoint

    std::string out = negative ? "-" : "";
    if (decimalPoint > -4 && decimalPoint <= 16) {
        if (decimalPoint <= 0) {
            out += "0.";
            out.append(size_t(-decimalPoint), '0');
            out += digits;
        } else if (size_t(decimalPoint) >= digits.size()) {
            out += digits;
            out.append(size_t(decimalPoint) - digits.size(), '0');
            out += ".0";
        } else {
            out += digits.substr(0, size_t(decimalPoint));
            out += '.';
            out += digits.substr(size_t(decimalPoint));
        }
        return out;
    }
    out += digits.substr(0, 1);
    if (digits.size() > 1) {
        out += '.';
        out += digits.substr(1);
    }
    const int e = decimalPoint - 1;
    out += e < 0 ? "e-" : "e+";
    const std::string magnitude = std::to_string(std::abs(e));
    if (magnitude.size() < 2)
        out += '0';
    out += magnitude;
    return out;
}

QString jsonFieldPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

QString jsonFieldPath(const QString &parent, size_t index)
{
    return parent + u'[' + QString::number(index) + u']';
}

QString jsonTypeName(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return u"null"_s;
    case Json::value_t::boolean: return u"boolean"_s;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return u"integer"_s;
    case Json::value_t::number_float: return u"number"_s;
    case Json::value_t::string: return u"string"_s;
    case Json::value_t::array: return u"list"_s;
    case Json::value_t::object: return u"object"_s;
    default: return u"value"_s;
    }
}

} // namespace twb
