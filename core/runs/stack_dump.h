#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QMap>
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

// The kernel's state of a host's train.py (the letter of /proc/<pid>/stat or `ps -o stat=`),
// read with its stacks: a host that hangs is often not in Python at all but stopped, in disk
// wait or gone, and no sampler that needs the process's help can say so.
enum class ProcessState {
    Unknown,    // not read (the host did not answer, or neither /proc nor ps was there)
    Running,    // R
    Sleeping,   // S, I (a wait in a collective is a sleep)
    DiskWait,   // D: uninterruptible, in the kernel (I/O, a hung mount)
    Stopped,    // T (SIGSTOP, SIGTSTP), t (a debugger)
    Zombie,     // Z: exited, not yet reaped
    Gone,       // X, or no such process
};

// "running", "sleeping", "disk-wait", "stopped", "zombie", "gone", "unknown": the file's words.
QString processStateName(ProcessState state);
ProcessState processStateFromName(const QString &name);

// What one host's process was doing.
struct HostStacks
{
    int host = 0;
    QString address;            // the registry's address of the host, for messages
    qint64 pid = 0;             // train.py's pid there; 0 when it does not run
    QString sampler;            // "py-spy", "austin" or "faulthandler"; empty when none worked
    std::optional<double> sampledAt;   // the host's clock (Unix seconds) when it was sampled
    QString error;              // why there are no stacks; empty when there are
    ProcessState state = ProcessState::Unknown;
    QString stateCode;          // the kernel's letter ("T", "t", "D"), empty when unread
    bool answered = true;       // false: the host (or its script) did not answer
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
// run, taken at the same moment, with each process's state, and the hosts grouped by stack. A
// slice that hangs has most hosts waiting in the same collective and the culprit somewhere
// else. A host is odd when
//   - its process is not running or sleeping (stopped, disk wait, zombie, gone) while another
//     host's is: a stopped host has no stack to compare, but it is the one that matters;
//   - it did not answer while another host did;
//   - its stacks are outside the one largest group. With no single largest group (two hosts
//     that differ, or every host somewhere else, as in a healthy run caught mid-step) no host
//     is odd by its stack.
// Saved with the run as runs/<run_id>/stacks/stacks-<time>.json (docs/formats.md).
class StackDump final
{
public:
    // /2: hosts have `state`, `state_code` and `answered`; `odd` lists objects with the why.
    static constexpr const char *kSchema = "tpuwb.stacks/2";

    QString runId;
    QString taken;             // ISO 8601 UTC, the workbench's clock
    QList<HostStacks> hosts;   // by host index
    QList<StackGroup> groups;  // odd groups first (smallest first), then the largest
    QList<int> odd;            // host indices, ascending
    QMap<int, QString> oddWhy; // per odd host, why ("host 2: stopped (SIGSTOP / T state), no stack")

    // Groups the hosts and names the odd ones (sets `groups`, `odd` and `oddWhy`); hosts
    // without stacks are in no group.
    void group();

    const HostStacks *host(int index) const;
    Json toJson() const;
    // `where` names the file in errors.
    static Result<StackDump> fromJson(const Json &json, const QString &where);
};

} // namespace twb
