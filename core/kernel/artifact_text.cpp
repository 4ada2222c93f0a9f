#include "core/kernel/artifact_text.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb::kernel {

std::optional<bool> parseProfileDecision(const QByteArray &profileSummary)
{
    static const QRegularExpression decision(
        u"^DECISION:\\s*NEEDS_IMPROVEMENT\\s*=\\s*\\[?(True|False)\\]?\\s*$"_s,
        QRegularExpression::MultilineOption);
    std::optional<bool> result;
    auto it = decision.globalMatch(QString::fromUtf8(profileSummary));
    while (it.hasNext())
        result = it.next().captured(1) == u"True";
    return result;
}

QString parseBaseChoice(const QByteArray &kernelPlan)
{
    static const QRegularExpression line(u"^\\W*Optimization Base Choice:\\W*(base|iter\\d+)\\b"_s,
                                         QRegularExpression::MultilineOption
                                             | QRegularExpression::CaseInsensitiveOption);
    const auto match = line.match(QString::fromUtf8(kernelPlan));
    return match.hasMatch() ? match.captured(1).toLower() : u"unknown"_s;
}

} // namespace twb::kernel
