#include "core/experiment/lint_finding.h"

#include <QCoreApplication>

namespace twb {

QString severityName(LintFinding::Severity severity)
{
    switch (severity) {
    case LintFinding::Severity::Error: return QCoreApplication::translate("twb", "error");
    case LintFinding::Severity::Warning: return QCoreApplication::translate("twb", "warning");
    case LintFinding::Severity::Info: return QCoreApplication::translate("twb", "info");
    }
    return {};
}

} // namespace twb
