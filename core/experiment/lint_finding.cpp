#include "core/experiment/lint_finding.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::LintFinding.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LintFinding)
};
} // namespace


QString severityName(LintFinding::Severity severity)
{
    switch (severity) {
    case LintFinding::Severity::Error: return Tr::tr("error");
    case LintFinding::Severity::Warning: return Tr::tr("warning");
    case LintFinding::Severity::Info: return Tr::tr("info");
    }
    return {};
}

} // namespace twb
