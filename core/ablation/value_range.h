#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

#include <vector>

namespace twb {

// The `range` form of an ablation variable (docs/formats.md section 3): n values from lo to hi,
// evenly spaced on a linear or a log scale. Written as {"lo", "hi", "n", "scale"} (no scale:
// linear) or as the shorthand "lo:hi:n:log" / "lo:hi:n:lin". A shorthand without a scale,
// "1e-5:1e-3:5", is log-spaced, as ml-engine's /ml-ablate writes it; earlier versions read it
// as linear, so such a range says so (scaleUnwritten) and the ablation reports it.
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
    QString shorthand() const; // "lo:hi:n:log" or "lo:hi:n:lin": the scale always written

    std::vector<Json> values() const;

    double lo() const { return m_lo; }
    double hi() const { return m_hi; }
    int count() const { return m_n; }
    Scale scale() const { return m_scale; }
    bool integerEnds() const { return m_integerEnds; }

    // A shorthand written without a scale (read as log-spaced; linear before).
    bool scaleUnwritten() const { return m_scaleUnwritten; }
    // What the shorthand meant before it became log-spaced: the same ends and count, linear.
    std::vector<Json> linearValues() const;

    static QString scaleName(Scale scale);

    // How the range was written does not make two ranges differ.
    friend bool operator==(const ValueRange &a, const ValueRange &b)
    {
        return a.m_lo == b.m_lo && a.m_hi == b.m_hi && a.m_n == b.m_n && a.m_scale == b.m_scale
               && a.m_integerEnds == b.m_integerEnds;
    }

private:
    ValueRange() = default;

    double m_lo = 0;
    double m_hi = 0;
    int m_n = 0;
    Scale m_scale = Scale::Linear;
    bool m_integerEnds = false; // lo and hi were written as integers
    bool m_scaleUnwritten = false;
};

} // namespace twb
