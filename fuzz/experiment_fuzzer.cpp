// experiment.json: Experiment::parse, the typed reads, the validator, the config hash.
#include "fuzz/fuzz_support.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experiment_validator.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = u"fuzz/experiment.json"_s;
    auto experiment = twb::Experiment::parse(twb::fuzz::bytes(data, size), source);
    if (!experiment) {
        twb::fuzz::expectNamed(experiment.error().message, source);
        return 0;
    }
    (void)experiment->name();
    (void)experiment->hypothesis();
    (void)experiment->modelKind();
    (void)experiment->acceleratorType();
    (void)experiment->strategy();
    (void)experiment->attentionKernel();
    (void)experiment->optimizer();
    (void)experiment->seed();
    (void)experiment->scanLayers();
    (void)experiment->wandbEnabled();
    (void)experiment->configHash();
    for (const auto &issue : twb::ExperimentValidator::validate(*experiment))
        if (issue.message.isEmpty())
            twb::fuzz::violated("an issue without a message", issue.field);
    return 0;
}
