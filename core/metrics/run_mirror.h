#pragma once

#include <QString>

#include <atomic>

namespace twb {

class RunFolder;
class SeriesStore;

// Reads a run's metrics mirror (`metrics/host-<i>.jsonl` of its local folder) into a
// SeriesStore: the one reader the monitor, the follower and the ablation results share.
// A last line without its newline is not complete yet (docs/formats.md, "Metrics stream":
// the mirror may still grow), so it is left out, as the live stream does when it resumes.
// Blocking disk reads: call it off the GUI thread.
class RunMirror final
{
public:
    // Hosts 0 .. hostCount-1; hostCount <= 0 reads every `host-<i>.jsonl` there is. Returns
    // how many host files were read. `cancelled`, when given, is checked between chunks.
    static int read(SeriesStore &store, const QString &runId, const RunFolder &folder, int hostCount,
                    const std::atomic<bool> *cancelled = nullptr);
};

} // namespace twb
