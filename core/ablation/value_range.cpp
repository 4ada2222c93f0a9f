#include "core/ablation/value_range.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ValueRange.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ValueRange)
};

constexpr int kMaxCount = 10000; // a range is a handful of values; more is a typo

// 12 significant digits: enough for any hyper-parameter, few enough to hide the last-bit noise
// of pow/exp (see the class comment).
double roundForPeople(double value)
{
    if (value == 0 || !std::isfinite(value))
        return value;
    return QString::number(value, 'g', 12).toDouble();
}

bool isIntegral(double value)
{
    return std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 9.0e15;
}

QString numberText(double value, bool integer)
{
    return integer ? QString::number(qint64(value)) : QString::number(value, 'g', 12);
}

} // namespace

Result<ValueRange> ValueRange::make(double lo, double hi, int n, Scale scale, bool integerEnds, const QString &field)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return fail(Error::invalid(Tr::tr("%1: lo and hi must be finite numbers.").arg(field), field));
    if (n < 1 || n > kMaxCount)
        return fail(Error::invalid(Tr::tr("%1: n is %2; give the number of values, from 1 to %3.")
                                       .arg(field).arg(n).arg(kMaxCount),
                                   field + u".n"_s));
    if (scale == Scale::Log && (lo <= 0 || hi <= 0))
        return fail(Error::invalid(Tr::tr("%1: a log range needs lo and hi above 0 (got %2 and %3); use "
                                      "\"scale\": \"linear\" or positive ends.")
                                       .arg(field, numberText(lo, integerEnds), numberText(hi, integerEnds)),
                                   field + u".scale"_s));
    ValueRange range;
    range.m_lo = lo;
    range.m_hi = hi;
    range.m_n = n;
    range.m_scale = scale;
    range.m_integerEnds = integerEnds && isIntegral(lo) && isIntegral(hi);
    return range;
}

Result<ValueRange> ValueRange::fromJson(const Json &value, const QString &field)
{
    if (value.is_string())
        return fromShorthand(toQString(value.get<std::string>()), field);
    if (!value.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object {\"lo\", \"hi\", \"n\", \"scale\"} or a string "
                                      "\"lo:hi:n\", not a %2.")
                                       .arg(field, jsonTypeName(value)),
                                   field));
    for (auto it = value.begin(); it != value.end(); ++it) {
        const QString key = toQString(it.key());
        if (key != u"lo"_s && key != u"hi"_s && key != u"n"_s && key != u"scale"_s)
            return fail(Error::invalid(Tr::tr("%1 has an unknown key \"%2\"; a range has lo, hi, n and scale.")
                                           .arg(field, key),
                                       jsonFieldPath(field, key)));
    }
    for (const char *key : {"lo", "hi"}) {
        const auto it = value.find(key);
        if (it == value.end() || !it->is_number())
            return fail(Error::invalid(Tr::tr("%1: \"%2\" must be a number.").arg(field, QLatin1StringView(key)),
                                       jsonFieldPath(field, QLatin1StringView(key))));
    }
    const auto nIt = value.find("n");
    if (nIt == value.end() || !nIt->is_number_integer())
        return fail(Error::invalid(Tr::tr("%1: \"n\" must be an integer (how many values).").arg(field),
                                   field + u".n"_s));
    Scale scale = Scale::Linear;
    if (const auto scaleIt = value.find("scale"); scaleIt != value.end()) {
        const QString name = scaleIt->is_string() ? toQString(scaleIt->get<std::string>()) : QString();
        if (name == u"log"_s)
            scale = Scale::Log;
        else if (name != u"linear"_s)
            return fail(Error::invalid(Tr::tr("%1: \"scale\" must be \"linear\" or \"log\".").arg(field),
                                       field + u".scale"_s));
    }
    const Json &lo = value["lo"];
    const Json &hi = value["hi"];
    return make(lo.get<double>(), hi.get<double>(), nIt->get<int>(), scale,
                lo.is_number_integer() && hi.is_number_integer(), field);
}

Result<ValueRange> ValueRange::fromShorthand(const QString &text, const QString &field)
{
    const QStringList parts = text.trimmed().split(u':');
    const auto bad = [&] {
        return fail(Error::invalid(Tr::tr("%1: \"%2\" is not a range; write \"lo:hi:n\" (n log-spaced values) or "
                                          "\"lo:hi:n:lin\" (linear), for example \"1e-4:1e-2:3\".")
                                       .arg(field, text),
                                   field));
    };
    if (parts.size() != 3 && parts.size() != 4)
        return bad();
    bool loOk = false, hiOk = false, nOk = false;
    const double lo = parts[0].trimmed().toDouble(&loOk);
    const double hi = parts[1].trimmed().toDouble(&hiOk);
    const int n = parts[2].trimmed().toInt(&nOk);
    if (!loOk || !hiOk || !nOk)
        return bad();
    // ml-engine's reading: no scale means log-spaced.
    Scale scale = Scale::Log;
    if (parts.size() == 4) {
        const QString name = parts[3].trimmed();
        if (name == u"lin"_s || name == u"linear"_s)
            scale = Scale::Linear;
        else if (name != u"log"_s)
            return bad();
    }
    // Integer ends are those written without a point or an exponent, as JSON would type them.
    const auto writtenAsInteger = [](const QString &s) {
        return !s.contains(u'.') && !s.contains(u'e', Qt::CaseInsensitive);
    };
    const bool integerEnds = writtenAsInteger(parts[0]) && writtenAsInteger(parts[1]);
    if (parts.size() == 3 && (lo <= 0 || hi <= 0))
        return fail(Error::invalid(Tr::tr("%1: \"%2\" has no scale, so it means %3 log-spaced values, which need ends "
                                      "above 0; earlier versions read it as linear: write \"%2:lin\" for that.")
                                       .arg(field, text.trimmed())
                                       .arg(n),
                                   field));
    auto range = make(lo, hi, n, scale, integerEnds, field);
    if (range && parts.size() == 3)
        range->m_scaleUnwritten = true;
    return range;
}

std::vector<Json> ValueRange::values() const
{
    std::vector<Json> out;
    out.reserve(size_t(m_n));
    if (m_n == 1) {
        out.push_back(m_integerEnds ? Json(qint64(m_lo)) : Json(m_lo));
        return out;
    }
    std::vector<double> raw;
    for (int i = 0; i < m_n; ++i) {
        const double t = double(i) / double(m_n - 1);
        double v;
        if (i == 0)
            v = m_lo;
        else if (i == m_n - 1)
            v = m_hi;
        else if (m_scale == Scale::Log)
            v = std::exp(std::log(m_lo) + t * (std::log(m_hi) - std::log(m_lo)));
        else
            v = m_lo + t * (m_hi - m_lo);
        raw.push_back(roundForPeople(v));
    }
    bool allIntegers = m_integerEnds && m_scale == Scale::Linear;
    for (double v : raw)
        allIntegers = allIntegers && isIntegral(v);
    for (double v : raw)
        out.push_back(allIntegers ? Json(qint64(v)) : Json(v));
    return out;
}

std::vector<Json> ValueRange::linearValues() const
{
    ValueRange linear = *this;
    linear.m_scale = Scale::Linear;
    return linear.values();
}

Json ValueRange::toJson() const
{
    Json object = Json::object();
    object["lo"] = m_integerEnds ? Json(qint64(m_lo)) : Json(m_lo);
    object["hi"] = m_integerEnds ? Json(qint64(m_hi)) : Json(m_hi);
    object["n"] = m_n;
    object["scale"] = toStd(scaleName(m_scale));
    return object;
}

QString ValueRange::shorthand() const
{
    QString text = numberText(m_lo, m_integerEnds) + u':' + numberText(m_hi, m_integerEnds) + u':'
                   + QString::number(m_n);
    return text + (m_scale == Scale::Log ? u":log"_s : u":lin"_s);
}

QString ValueRange::scaleName(Scale scale)
{
    return scale == Scale::Log ? u"log"_s : u"linear"_s;
}

} // namespace twb
