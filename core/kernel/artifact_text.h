#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace twb::kernel {

// `DECISION: NEEDS_IMPROVEMENT = True|False` (also `[True]`), the last line of a
// profile_summary.md (docs/formats.md 6.10). nullopt when absent.
std::optional<bool> parseProfileDecision(const QByteArray &profileSummary);

// The `Optimization Base Choice:` line of a kernel_plan.md: "base", "iter<k>", or "unknown"
// when absent or unrecognised (docs/formats.md 6.3).
QString parseBaseChoice(const QByteArray &kernelPlan);

} // namespace twb::kernel
