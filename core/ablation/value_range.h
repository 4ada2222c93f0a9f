#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

#include <vector>

namespace twb {

// The `range` form of an ablation variable (docs/formats.md section 3): n values from lo to hi,
// evenly spaced on a linear or a log scale. Written as {"lo", "hi", "n", "scale"} or as the
// shorthand "lo:hi:n" (optionally "lo:hi:n:log").
//
// Values are what the generated config will hold, so they are made to read as a person would
// write them: a linear range of integer ends whose steps are whole stays integer (100:400:4 ->
// 100, 200, 300, 400, not 100.0, ...), and floats are rounded to 12 significant digits so that
// a log range 1e-4..1e-2 gives 0.001 rather than 0.0009999999999999998. The config hash is
// taken over these exact values.
class ValueRange final
{
public:
    enum class Scale { Linear, Log };

    // `field` names the value in errors ("topk.json: variables[1].range").
    static Result<ValueRange> fromJson(const Json &value, const QString &field);
    static Result<ValueRange> fromShorthand(const QString &text, const QString &field);
    static Result<ValueRange> make(double lo, double hi, int n, Scale scale, bool integerEnds, const QString &field);

    Json toJson() const;       // the object form, integers kept as integers
    QString shorthand() const; // "lo:hi:n" or "lo:hi:n:log"

    std::vector<Json> values() const;

    double lo() const { return m_lo; }
    double hi() const { return m_hi; }
    int count() const { return m_n; }
    Scale scale() const { return m_scale; }
    bool integerEnds() const { return m_integerEnds; }

    static QString scaleName(Scale scale);

    friend bool operator==(const ValueRange &, const ValueRange &) = default;

private:
    ValueRange() = default;

    double m_lo = 0;
    double m_hi = 0;
    int m_n = 0;
    Scale m_scale = Scale::Linear;
    bool m_integerEnds = false; // lo and hi were written as integers
};

} // namespace twb
