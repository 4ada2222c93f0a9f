#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One Python frame.
struct StackFrame
{
    QString function;
    QString file;
    int line = 0;

    bool operator==(const StackFrame &) const = default;
};

// One thread of the training process; frames innermost first ("most recent call first", as
// py-spy and faulthandler print them).
struct ThreadStack
{
    QString id;        // the sampler's thread id ("0x7f3c2a1f4740"); may be empty
    QString name;      // "MainThread" where the sampler knows names; else empty
    bool main = false; // the thread that runs train.py's main module
    QList<StackFrame> frames;
};

// What one host's process was doing.
struct HostStacks
{
    int host = 0;
    QString address;            // the registry's address of the host, for messages
    qint64 pid = 0;             // train.py's pid there; 0 when it does not run
    QString sampler;            // "py-spy", "austin" or "faulthandler"; empty when none worked
    std::optional<double> sampledAt;   // the host's clock (Unix seconds) when it was sampled
    QString error;              // why there are no stacks; empty when there are
    QStringList notes;          // samplers that were tried and failed, and why
    QList<ThreadStack> threads;

    // The thread that ran train.py's main module, else the first thread; null without threads.
    const ThreadStack *mainThread() const;
};

// Hosts whose processes had the same stacks (every thread, ids and names left out; the run's
// own files compared by their path inside the run folder).
struct StackGroup
{
    QList<int> hosts;
    bool odd = false;
    QList<StackFrame> stack;   // the main thread's frames of the group's first host
    int threads = 0;           // how many threads each of these hosts has
};

// "Why is it stuck?": the stacks of every thread of the training process on every host of a
// run, taken at the same moment, and the hosts grouped by stack. A slice that hangs has most
// hosts waiting in the same collective and the culprit somewhere else: the hosts outside the
// one largest group are the odd ones. With no single largest group (two hosts that differ, or
// every host somewhere else, as in a healthy run caught mid-step) no host is called odd.
// Saved with the run as runs/<run_id>/stacks/stacks-<time>.json (docs/formats.md).
class StackDump final
{
public:
    static constexpr const char *kSchema = "tpuwb.stacks/1";

    QString runId;
    QString taken;             // ISO 8601 UTC, the workbench's clock
    QList<HostStacks> hosts;   // by host index
    QList<StackGroup> groups;  // odd groups first (smallest first), then the largest
    QList<int> odd;            // host indices, ascending

    // Groups the hosts (sets `groups` and `odd`); hosts without stacks are in no group.
    void group();

    const HostStacks *host(int index) const;
    Json toJson() const;
    // `where` names the file in errors.
    static Result<StackDump> fromJson(const Json &json, const QString &where);
};

} // namespace twb
