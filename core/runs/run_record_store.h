#pragma once

#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <functional>

namespace twb {

// The one way to change a run's record (run.json): under the run's RunRecordLock (a mutex
// shared in this process and a flock every workbench process takes), run.json is read again,
// changed, and written atomically (temp file, fsync, rename), so two changes from two panels,
// two services or a panel and a `tpuwb` both land, and a reader never sees a torn file.
class RunRecordStore final
{
public:
    // What a change does to the record as it is on disk; an error leaves run.json as it was.
    using Change = std::function<Result<void>(RunRecord &)>;

    explicit RunRecordStore(RunFolder folder);

    // Reads run.json under the lock, applies `change`, writes it; returns the record written.
    // A run without run.json is not found (the error names the file).
    Result<RunRecord> update(const Change &change) const;
    // An operation's own copy of the record (a launch, stop, resume or refresh holds it while it
    // talks to the hosts), written over run.json under the lock with the tags and notes run.json
    // has then: only annotations change those (update), and one made meanwhile stays. A run
    // without run.json yet gets `record` as it is. Returns the record written.
    Result<RunRecord> save(const RunRecord &record) const;
    // Replaces run.json with `record` under the lock (a record made from scratch).
    Result<void> replace(const RunRecord &record) const;

    const RunFolder &folder() const { return m_folder; }

private:
    RunFolder m_folder;
};

} // namespace twb
