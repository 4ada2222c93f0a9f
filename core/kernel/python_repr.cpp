#include "core/kernel/python_repr.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

QString reprString(const QString &text)
{
    // Python picks double quotes only when the text holds a ' and no ".
    const QChar quote = (text.contains(u'\'') && !text.contains(u'"')) ? u'"' : u'\'';
    QString out;
    out.reserve(text.size() + 2);
    out += quote;
    for (const QChar c : text) {
        if (c == u'\\')
            out += u"\\\\"_s;
        else if (c == quote)
            out += u'\\' + QString(c);
        else if (c == u'\n')
            out += u"\\n"_s;
        else if (c == u'\r')
            out += u"\\r"_s;
        else if (c == u'\t')
            out += u"\\t"_s;
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += u"\\x"_s + QString::number(c.unicode(), 16).rightJustified(2, u'0');
        else
            out += c;
    }
    out += quote;
    return out;
}

} // namespace

QString pythonRepr(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null:
    case Json::value_t::discarded: return u"None"_s;
    case Json::value_t::boolean: return value.get<bool>() ? u"True"_s : u"False"_s;
    case Json::value_t::number_integer: return QString::number(value.get<qint64>());
    case Json::value_t::number_unsigned: return QString::number(value.get<quint64>());
    case Json::value_t::number_float: return toQString(pythonFloatRepr(value.get<double>()));
    case Json::value_t::string: return reprString(toQString(value.get<std::string>()));
    case Json::value_t::array: {
        QStringList items;
        for (const auto &item : value)
            items << pythonRepr(item);
        return u'[' + items.join(u", "_s) + u']';
    }
    case Json::value_t::object: {
        QStringList items;
        for (auto it = value.begin(); it != value.end(); ++it)
            items << reprString(toQString(it.key())) + u": "_s + pythonRepr(it.value());
        return u'{' + items.join(u", "_s) + u'}';
    }
    case Json::value_t::binary: break;
    }
    return u"None"_s;
}

QString pythonStr(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : pythonRepr(value);
}

} // namespace twb::kernel
