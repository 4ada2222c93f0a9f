#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace twb {

// Where a step's time went (ProfileSummary's breakdown).
enum class StepTimeKind { Compute, Collective, DataLoading, HostOverhead, Idle };
inline constexpr int kStepTimeKinds = 5;

// The time of one traced step, split by kind, in microseconds; the parts add up to `total`.
struct StepBreakdown
{
    qint64 step = 0;
    double start = 0;   // the trace's clock (µs)
    double total = 0;   // the ProfilerStep span
    std::array<double, kStepTimeKinds> parts{};

    double &operator[](StepTimeKind k) { return parts[std::size_t(k)]; }
    double operator[](StepTimeKind k) const { return parts[std::size_t(k)]; }
};

// One operator (by name) over the traced steps.
struct OperatorTime
{
    QString name;
    StepTimeKind kind = StepTimeKind::HostOverhead;
    qint64 calls = 0;
    double selfTime = 0;    // µs: its durations minus its children's on the same thread
    double totalTime = 0;   // µs
    // XLA operations (XPlane traces) only: "fusion", "dot", "convolution", "collective",
    // "copy" or "other"; empty for a Chrome trace's operators.
    QString category;
};

// XLA operations of one category over the traced steps (XPlane traces): every operation, not
// only the listed ones.
struct CategoryTime
{
    QString category;       // as OperatorTime::category
    qint64 operations = 0;  // distinct operations (HLO instructions)
    qint64 calls = 0;
    double time = 0;        // µs, summed over the host's devices
};

// One span of the timeline of one step (start relative to the step's start, µs).
struct TimelineSpan
{
    QString name;
    StepTimeKind kind = StepTimeKind::HostOverhead;
    double start = 0;
    double duration = 0;
    int depth = 0;   // 0: directly under the step
};

// "Why is it slow?" for one host: a Chrome trace (torch.profiler's JSON, the array form or
// {"traceEvents": [...]}) read into the step-time breakdown of each traced step, the top
// operators by self time and the timeline of one step.
//
// Steps are the ProfilerStep#<step> spans train.py opens around each traced step. An event's
// self time is its duration minus its children's on the same thread. Its kind is that of its
// outermost ancestor (or itself) with a kind of its own: matrix multiplications and
// convolutions (aten::mm, addmm, bmm, matmul, linear, conv*) are compute; gloo/nccl/c10d and
// all-reduce, all-gather, reduce-scatter, broadcast, all-to-all and barrier are collective;
// DataLoader and __next__ spans are data loading; on a CPU trace (no GPU or other device
// activity in it, as the project's CPU runs take it) every other CPU operator (aten::..., a
// cpu_op) is compute too, since the CPU is the device; any other op's self time is host overhead,
// and the step span's own self time (no op running on the step's thread) is idle, except while
// another thread runs a collective (DDP's all-reduce runs on gloo's thread while the step's
// thread waits for it): that time is collective. So the parts of a step add up to its span.
class ProfileSummary final
{
public:
    static constexpr int kTopOperators = 25;
    static constexpr int kTimelineDepth = 3;
    static constexpr int kTimelineSpans = 4000;

    QList<StepBreakdown> steps;      // by step
    QList<OperatorTime> operators;   // the top kTopOperators by self time, largest first
    QList<TimelineSpan> timeline;    // of `timelineStep`, by start; depth < kTimelineDepth
    qint64 timelineStep = -1;        // the step of median length; -1 without steps
    qint64 events = 0;               // complete events read
    // What the numbers are where the trace does not say everything (an XPlane trace of
    // torch_xla's CPU runtime, or a CPU trace whose operators count as compute); shown with
    // them.
    QStringList notes;
    // XPlane traces: the time of each category of XLA operation, largest first (empty for a
    // Chrome trace).
    QList<CategoryTime> categories;

    // `source` names the trace in errors.
    static Result<ProfileSummary> fromChromeTrace(const QByteArray &text, const QString &source);
    static Result<ProfileSummary> readChromeTraceFile(const QString &path);

    // The mean of each part over the steps (zero without steps).
    StepBreakdown mean() const;

    // The kind a span has of its own by its name alone (nullopt: none; it takes its
    // ancestor's, else host overhead; on a CPU trace a CPU operator is compute).
    static std::optional<StepTimeKind> classify(const QString &name);
    static QString kindName(StepTimeKind kind);       // "compute", "collective", ... (JSON)
    static QString kindLabel(StepTimeKind kind);      // translated, for people
    static std::optional<StepTimeKind> kindFromName(const QString &name);

    Json toJson() const;
    static Result<ProfileSummary> fromJson(const Json &json, const QString &where);
};

} // namespace twb
