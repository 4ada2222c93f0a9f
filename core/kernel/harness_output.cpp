#include "core/kernel/harness_output.h"

#include <QMap>
#include <QRegularExpression>
#include <QString>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

std::optional<double> lastNumber(const QString &text, const QRegularExpression &pattern)
{
    std::optional<double> value;
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        bool ok = false;
        const double parsed = it.next().captured(1).toDouble(&ok);
        if (ok)
            value = parsed;
    }
    return value;
}

} // namespace

HarnessOutput HarnessOutput::parse(const QByteArray &stdoutText)
{
    using RE = QRegularExpression;
    static const RE correctness(u"^CORRECTNESS:\\s*(True|False)\\s*$"_s, RE::MultilineOption);
    static const RE baseTime(u"^BASE_TIME:\\s*([0-9eE+.\\-]+)\\s*ms\\s*$"_s, RE::MultilineOption);
    static const RE resultTime(u"^RESULT_TIME:\\s*([0-9eE+.\\-]+)\\s*ms\\s*$"_s, RE::MultilineOption);
    static const RE perf(u"^PERF_METRICS:\\s*([0-9eE+.\\-]+)\\s*$"_s, RE::MultilineOption);
    static const RE speedup(u"^SPEEDUP:\\s*([0-9eE+.\\-]+)\\s*$"_s, RE::MultilineOption);
    static const RE speedupCase(u"^SPEEDUP_CASE_(\\d+):\\s*([0-9eE+.\\-]+)\\s*$"_s, RE::MultilineOption);
    static const RE error(u"^ERROR:"_s, RE::MultilineOption);

    const QString text = QString::fromUtf8(stdoutText);
    HarnessOutput out;
    auto it = correctness.globalMatch(text);
    while (it.hasNext())
        out.correctness = it.next().captured(1) == u"True";
    out.baseTimeMs = lastNumber(text, baseTime);
    out.resultTimeMs = lastNumber(text, resultTime);
    out.perfMetrics = lastNumber(text, perf);
    out.speedup = lastNumber(text, speedup);
    QMap<int, double> cases;
    auto caseIt = speedupCase.globalMatch(text);
    while (caseIt.hasNext()) {
        const auto match = caseIt.next();
        cases[match.captured(1).toInt()] = match.captured(2).toDouble();
    }
    out.caseSpeedups = cases.values();
    out.hasError = error.match(text).hasMatch();
    return out;
}

} // namespace twb::kernel
