#pragma once

#include "core/experiment/experiment.h"
#include "core/util/error.h"

#include <QList>
#include <QPair>
#include <QString>

namespace twb {

// What `tpuwb scaffold` and the New Experiment wizard ask for.
struct ExperimentRequest
{
    QString name;
    QString hypothesis;
    QString modelKind = QStringLiteral("decoder");   // decoder | moe | encoder_decoder
    QString acceleratorType = QStringLiteral("v5litepod-8");
    QString strategy = QStringLiteral("fsdpv2");     // single | ddp | spmd | fsdpv2
    QString attentionKernel;                         // empty: the best the choice allows
    QList<QPair<QString, QString>> settings;         // --set key=value, applied last, in order
};

// Builds a complete experiment from a request: the defaults of docs/formats.md section 2, a mesh
// that fits the strategy and the slice (unless a setting gives tpu.mesh), the attention
// kernel (when not chosen: splash where SPMD allows it on v4 and newer, flash on v3 and newer,
// else sdpa; written into the experiment, never decided at run time), and the module
// versions the templates implement (unless a setting gives module_versions). It does not
// validate: run ExperimentValidator on the result.
class ExperimentFactory final
{
public:
    static Result<Experiment> create(const ExperimentRequest &request);

    // The attention kernel chosen when the request names none.
    static QString defaultAttentionKernel(const QString &acceleratorType, const QString &strategy);
    // The default mesh axes ({"axes": [...]}) for a strategy on a slice; null for "single".
    static Json defaultMesh(const QString &acceleratorType, const QString &strategy,
                            const QString &attentionKernel);
};

} // namespace twb
