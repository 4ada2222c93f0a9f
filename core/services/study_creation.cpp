#include "core/services/study_creation.h"

#include "core/ablation/seed_spread.h"
#include "core/services/run_service.h"
#include "core/util/python_interpreter.h"

using namespace Qt::StringLiterals;

namespace twb {

Result<StudyCreation::Outcome> StudyCreation::run(const StudyDraft &draft, const StudyRequest &request,
                                                  RunService *service, const Options &options,
                                                  const StepTimeProbe::Progress &progress,
                                                  const StepTimeProbe::Cancelled &cancelled,
                                                  const std::function<void(const StudyDraft &)> &written)
{
    if (auto wrote = StudyBuilder::write(draft, options.overwrite); !wrote)
        return std::unexpected(wrote.error());
    if (written)
        written(draft);
    Outcome outcome{draft, {}, std::nullopt, options.notAsked};
    if (options.measure) {
        Result<StudyStepTime> result = [&]() -> Result<StudyStepTime> {
            if (options.machine.isEmpty())
                return StepTimeProbe::measureHere(draft.experimentDir, options.steps, PythonInterpreter::defaultPython(),
                                                  options.torchThreads, progress, cancelled);
            if (!service)
                return fail(Error::invalid(StudyCreation::tr("No run service to measure the step time on %1 with.").arg(options.machine)));
            auto entry = service->machineAccess().machine(options.machine);
            if (!entry)
                return std::unexpected(entry.error());
            const QString device = !options.device.isEmpty() ? options.device
                                                              : (entry->isLocal() ? u"cpu"_s : u"tpu"_s);
            return StepTimeProbe::measureOnMachine(*service, options.machine, draft.experimentDir, device,
                                                   options.steps, progress, cancelled);
        }();
        if (result)
            outcome.measured = *result;
        else
            outcome.notMeasured = result.error().message;
    }
    const auto spread = SeedSpread::fromWorkspace(draft.workspaceRoot, draft.spec.metric().name);
    outcome.plan = StudyBuilder::plan(draft, request, outcome.measured, outcome.notMeasured, spread);
    if (auto wrote = StudyBuilder::writePlan(draft, outcome.plan); !wrote)
        return std::unexpected(wrote.error());
    return outcome;
}

} // namespace twb
