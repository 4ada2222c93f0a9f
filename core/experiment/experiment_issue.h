#pragma once

#include <QList>
#include <QString>

namespace twb {

// One finding of ExperimentValidator. `field` is the dotted path in experiment.json
// ("model.n_heads", "tpu.mesh.axes[0].size") so a form can mark it; `message` names the field
// too and says what to change.
struct ExperimentIssue
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString field;
    QString message;

    bool isError() const { return severity == Severity::Error; }
};

using ExperimentIssues = QList<ExperimentIssue>;

} // namespace twb
