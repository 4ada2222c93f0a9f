// MaxKernel state.json (written by agents on the TPU VM, mirrored here): KernelState::parse
// with its schema check, every typed read, and the rewrite.
#include "fuzz/fuzz_support.h"

#include "core/kernel/kernel_state.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString file = u"fuzz/kernel-runs/r1/state.json"_s;
    auto state = twb::kernel::KernelState::parse(twb::fuzz::bytes(data, size), file);
    if (!state) {
        twb::fuzz::expectNamed(state.error().message, file);
        return 0;
    }
    (void)state->runId();
    (void)state->tpuVersion();
    (void)state->language();
    (void)state->sourcePath();
    (void)state->contextPath();
    (void)state->goldenPath();
    (void)state->goldenMetaPath();
    (void)state->portVerified();
    (void)state->baselineApproved();
    (void)state->referenceMode();
    (void)state->emitJnpReference();
    (void)state->references();
    (void)state->referenceTrust();
    const int iteration = state->iteration();
    (void)state->maxIterations();
    (void)state->atol();
    (void)state->rtol();
    (void)state->seed();
    (void)state->bestCodePath();
    (void)state->bestOptimizedTime();
    (void)state->bestSpeedup();
    (void)state->baseTimeMs();
    (void)state->historyEntry(iteration);
    (void)state->goldenDegraded();
    (void)state->finalCodePath();
    // What an update writes back must read again.
    const QByteArray written = state->toBytes();
    if (auto again = twb::kernel::KernelState::parse(written, file); !again)
        twb::fuzz::violated("a state that was read does not read back", again.error().message);
    return 0;
}
