#pragma once

#include <QList>
#include <QString>

namespace twb {

// One legacy or wrong torch_xla API use found by LegacyApiLinter.
struct LintFinding
{
    enum class Severity { Error, Warning, Info };

    int line = 0;       // 1-based
    int column = 0;     // 1-based, in characters
    Severity severity = Severity::Warning;
    QString rule;       // stable id: "xm-mark-step", "xmp-spawn", ...
    QString found;      // the matched text, e.g. "xm.mark_step()"
    QString replacement;// the modern form, e.g. "torch_xla.sync() or `with torch_xla.step():`"
    QString message;    // why, in one sentence
    bool fixable = false; // --fix rewrites it mechanically
};

using LintFindings = QList<LintFinding>;

QString severityName(LintFinding::Severity severity);

} // namespace twb
