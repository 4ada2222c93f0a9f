// XPlane traces (`*.xplane.pb`, the XSpace protobuf torch_xla's profiler writes) through the
// reader `tpuwb run profile` and "Why is it slow?" use (core/runs/xplane_reader.h): any bytes
// give a summary whose steps add up, or an error that names the file.
#include "fuzz/fuzz_support.h"

#include "core/runs/xplane_reader.h"

#include <cmath>

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = u"fuzz.xplane.pb"_s;
    const auto summary = twb::XPlaneReader::fromXSpace(twb::fuzz::bytes(data, size), source);
    if (!summary) {
        twb::fuzz::expectNamed(summary.error().message, source);
        return 0;
    }
    for (const twb::StepBreakdown &step : summary->steps) {
        double parts = 0;
        for (double p : step.parts) {
            if (!std::isfinite(p) || p < -1e-6 * std::max(1.0, std::abs(step.total)))
                twb::fuzz::violated("a negative or non-finite part of a step", QString::number(p));
            parts += p;
        }
        if (std::isfinite(step.total) && step.total >= 0
            && std::abs(parts - step.total) > 1e-6 * std::max(1.0, step.total) + 1e-3)
            twb::fuzz::violated("the parts of a step do not add up to it",
                                u"%1 vs %2"_s.arg(parts).arg(step.total));
    }
    (void)summary->toJson().dump();
    return 0;
}
