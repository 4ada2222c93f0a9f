#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

class HostPool;

// Copies a run's metrics (and optionally log) files from each host of its slice into the local
// run folder: `<remoteDir>/metrics/host-<i>.jsonl` to `<localDir>/metrics/host-<i>.jsonl`, and
// `logs/host-<i>.log` likewise. Only the bytes after what the local copy already holds cross
// the wire, so polling a long run costs what it wrote since the last poll, not its whole file.
// A local metrics copy only ever ends at a complete line (readers never see a cut line); a
// remote file shorter than the local copy (the run started over) is fetched again whole.
// Blocks (one SSH round trip per host): call it off the GUI thread.
class RunFilesFetcher final
{
public:
    static Result<void> fetch(HostPool &pool, const QString &remoteDir, const QString &localDir, bool logs);
};

} // namespace twb
