#include "core/demo/demo_experiment.h"

#include "core/experiment/experiment_factory.h"
#include "core/experiment/experiment_validator.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

Result<QString> createDemoExperiment(const Workspace &workspace)
{
    ExperimentRequest request;
    request.name = u"moe-1b-fsdp"_s;
    request.hypothesis = QCoreApplication::translate(
        "twb::DemoExperiment",
        "8 experts with top-2 routing reach the dense 1B baseline's loss in fewer chip-hours.");
    request.modelKind = u"moe"_s;
    request.acceleratorType = u"v5litepod-16"_s;
    request.strategy = u"fsdpv2"_s;
    request.settings = {{u"model.d_model"_s, u"1024"_s}, {u"model.n_layers"_s, u"16"_s},
                        {u"model.n_heads"_s, u"16"_s},  {u"model.d_ff"_s, u"4096"_s},
                        {u"train.batch_size"_s, u"64"_s}, {u"train.seq_len"_s, u"2048"_s}};
    auto experiment = ExperimentFactory::create(request);
    if (!experiment)
        return fail(experiment.error());
    if (auto valid = ExperimentValidator::check(*experiment); !valid)
        return fail(valid.error());
    auto files = ScaffoldRenderer().render(*experiment);
    if (!files)
        return fail(files.error());
    const QString folder = workspace.experimentDir(request.name);
    auto plan = ScaffoldPlan::compare(folder, *files);
    if (!plan)
        return fail(plan.error());
    if (auto written = plan->write(); !written)
        return fail(written.error());
    return folder;
}

} // namespace twb
