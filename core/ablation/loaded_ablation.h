#pragma once

#include "core/ablation/ablation_expansion.h"
#include "core/ablation/ablation_spec.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// An ablation file read together with its base experiment and expanded: what every CLI
// command and view starts from.
struct LoadedAblation
{
    QString file;     // the ablation file
    QString basePath; // the resolved base experiment.json
    AblationSpec spec;
    Json base;        // the base experiment document
    AblationExpansion expansion;
    // What the file says that may not mean what its author meant (AblationSpec::rangeWarnings),
    // each naming the file; for the caller to show once.
    QStringList warnings;
    // The step time the experiment's finished runs measured in this workspace (for the cost
    // when the file sets none), and where it came from.
    std::optional<double> measuredStepSeconds;
    QString measuredStepSource;

    // The step time for CostEstimate: the file's, else the measured one; with its source.
    std::optional<double> stepSeconds() const;
    QString stepTimeSource() const;

    static Result<LoadedAblation> load(const QString &ablationFile);
    // Expands `spec` (e.g. an edited one) over the base it names, resolved against `file`.
    static Result<LoadedAblation> fromSpec(const AblationSpec &spec, const QString &file);

    // The workspace the file belongs to: the folder above `ablations/`, else the file's folder.
    QString workspaceRoot() const;
};

} // namespace twb
