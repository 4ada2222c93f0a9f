#include "core/mesh/fit_advice.h"

#include "core/mesh/memory_estimate.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::FitAdvisor.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::FitAdvisor)
};
} // namespace

QString FitProposal::text() const
{
    // Rounded down: a proposal that fits never reads 100 %.
    const int percent = budgetBytes > 0 ? int(std::floor(totalBytes / budgetBytes * 100)) : 0;
    return Tr::tr("%1: needs %2 of %3 (%4%).")
        .arg(changes.join(u"; "_s), formatBytes(totalBytes), formatBytes(budgetBytes))
        .arg(percent);
}

QStringList FitAdvice::causeLines() const
{
    QStringList out;
    for (const auto &cause : causes)
        out << Tr::tr("%1: %2 of %3").arg(cause.text, formatBytes(cause.bytes), formatBytes(totalBytes));
    return out;
}

QStringList FitAdvice::proposalLines() const
{
    QStringList out;
    for (const auto &proposal : proposals)
        out << proposal.text();
    if (out.isEmpty() && !fallback.isEmpty())
        out << fallback;
    return out;
}

Json FitAdvice::toJson() const
{
    Json causesJson = Json::array();
    for (const auto &cause : causes)
        causesJson.push_back({{"key", toStd(cause.key)}, {"text", toStd(cause.text)}, {"bytes", cause.bytes},
                              {"replicated", cause.replicated}});
    Json proposalsJson = Json::array();
    for (const auto &proposal : proposals) {
        Json changes = Json::array();
        for (const auto &change : proposal.changes)
            changes.push_back(toStd(change));
        proposalsJson.push_back({{"changes", changes}, {"set", proposal.settings}, {"total_bytes", proposal.totalBytes},
                                 {"budget_bytes", proposal.budgetBytes}, {"text", toStd(proposal.text())}});
    }
    Json out = {{"fits", fits}, {"total_bytes", totalBytes}, {"budget_bytes", budgetBytes}, {"causes", causesJson},
                {"proposals", proposalsJson}};
    out["fallback"] = fallback.isEmpty() ? Json() : Json(toStd(fallback));
    return out;
}

} // namespace twb
