#pragma once

#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/runs/stack_dump.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <functional>

namespace twb {

class HostPool;

// Takes a StackDump of a run: on every host at once (one HostPool round trip), the state of
// train.py's process (the pid in status/host-<i>.json; /proc/<pid>/stat, else `ps -o stat=`)
// and the Python stacks of every thread, with the first sampler that works there:
//   1. py-spy (`py-spy dump --json`): the one next to the process's own interpreter (the
//      project's Python environment), else one on PATH. A stopped or disk-waiting process
//      cannot be suspended and is read with --nonblocking;
//   2. austin (Debian's package), sampled for about a second, each thread's newest sample;
//      only where it knows the process's Python (its version against the interpreter's, from
//      /proc/<pid>/exe or the libpython it maps);
//   3. the project's own dump: train.py registers faulthandler on SIGUSR2 and appends every
//      thread's stack to stacks/host-<i>.txt; the new bytes are read back. Sent only when
//      /proc/<pid>/status shows the signal caught (an older project would die of it), and
//      not to a stopped process, which cannot run the handler.
// Austin older than the interpreter cannot read its frames (Debian 12's austin 1.0.1 does not
// know Python 3.11 and says "Interpreter state search timed out"): a sampler that fails is
// recorded in the host's notes and the next one is tried.
class StackSampler final
{
public:
    // Blocks (one round trip to every host, a few seconds at most); call it off the GUI thread.
    // `isCancelled` is polled while the hosts answer.
    static StackDump take(HostPool &pool, const RunRecord &record, const std::function<bool()> &isCancelled = {});
    // Writes the dump to the run's local folder (stacks/stacks-<time>.json); returns the path.
    static Result<QString> save(const StackDump &dump, const RunFolder &folder);
    // The newest saved dump of a run, if any (blocking: reads the file).
    static Result<StackDump> latest(const RunFolder &folder);

    // Shell functions `twb_try_pyspy PID [STATE]`, `twb_try_austin PID`, `twb_try_faulthandler
    // PID FILE [STATE]` (STATE: the kernel's letter): each prints "TWB_SAMPLER <name> <version>", the sampler's output and
    // "TWB_SAMPLER_END" and returns 0, or prints "TWB_SAMPLER_FAILED <name> <why>" (or nothing
    // when the sampler is not installed) and returns 1. The preflight uses them too.
    static QString shellFunctions();
    // The script run on host `host` (exposed for tests).
    static QString script(const QString &remoteRunDir, int host);
    // Reads the script's output (exposed for tests).
    static HostStacks parse(int host, const QByteArray &output);
};

} // namespace twb
