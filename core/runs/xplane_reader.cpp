#include "core/runs/xplane_reader.h"

#include "core/util/atomic_file.h"

#include "xplane.pb.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::XPlaneReader.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::XPlaneReader)
};

namespace xp = tensorflow::profiler;

using Intervals = std::vector<std::pair<double, double>>;

struct Span
{
    int name = 0;   // index into the names
    double start = 0;
    double end = 0;
    bool device = false;   // from a device plane's "XLA Ops" line
};

struct HostSpan
{
    int name = 0;
    double start = 0;
    double end = 0;
    bool dataLoading = false;
};

// Sorted, overlapping ones joined.
Intervals merged(Intervals v)
{
    std::sort(v.begin(), v.end());
    Intervals out;
    for (const auto &i : v) {
        if (!out.empty() && i.first <= out.back().second)
            out.back().second = std::max(out.back().second, i.second);
        else
            out.push_back(i);
    }
    return out;
}

double length(const Intervals &mergedIntervals)
{
    double sum = 0;
    for (const auto &i : mergedIntervals)
        sum += i.second - i.first;
    return sum;
}

Intervals unite(const Intervals &a, const Intervals &b)
{
    Intervals all = a;
    all.insert(all.end(), b.begin(), b.end());
    return merged(std::move(all));
}

// An event's start on the trace's clock, in µs (the line's origin is in ns, offsets in ps).
double startUs(const xp::XLine &line, const xp::XEvent &event)
{
    return double(line.timestamp_ns()) / 1e3 + double(event.offset_ps()) / 1e6;
}

bool isStepSpan(const QString &name)
{
    return name.startsWith(u"ProfilerStep#"_s);
}

// The trace's events that the summary uses, names interned.
struct Trace
{
    QStringList names;
    QHash<QString, int> index;
    std::vector<Span> ops;            // XLA operations, every device
    std::vector<HostSpan> steps;      // ProfilerStep spans (name: the step's text)
    std::vector<HostSpan> host;       // other spans of the steps' thread
    qint64 events = 0;
    bool devicePlanes = false;        // ops came from a device plane's "XLA Ops" line

    int intern(const QString &name)
    {
        const auto it = index.constFind(name);
        if (it != index.cend())
            return *it;
        names << name;
        index.insert(name, int(names.size() - 1));
        return int(names.size() - 1);
    }
};

void readPlane(const xp::XPlane &plane, Trace &trace)
{
    const bool device = plane.name().starts_with("/device:");
    std::int64_t hloOp = std::numeric_limits<std::int64_t>::min();
    for (const auto &[id, meta] : plane.stat_metadata())
        if (meta.name() == "hlo_op")
            hloOp = id;
    std::unordered_map<std::int64_t, int> names;   // event metadata id -> interned name
    const auto nameOf = [&](std::int64_t id) {
        const auto it = names.find(id);
        if (it != names.end())
            return it->second;
        const auto meta = plane.event_metadata().find(id);
        const QString name = meta == plane.event_metadata().end()
                                 ? QString()
                                 : QString::fromStdString(meta->second.name());
        return names[id] = trace.intern(name);
    };
    for (const xp::XLine &line : plane.lines()) {
        const bool opsLine = device && line.name() == "XLA Ops";
        std::vector<HostSpan> lineSteps;
        std::vector<HostSpan> lineHost;
        for (const xp::XEvent &event : line.events()) {
            if (event.data_case() != xp::XEvent::kOffsetPs)
                continue;   // an aggregate, not a span
            ++trace.events;
            const double start = startUs(line, event);
            const double end = start + double(std::max<std::int64_t>(0, event.duration_ps())) / 1e6;
            bool op = opsLine;
            if (!op && !device)
                op = std::any_of(event.stats().begin(), event.stats().end(),
                                 [&](const xp::XStat &s) { return s.metadata_id() == hloOp; });
            const int name = nameOf(event.metadata_id());
            if (op) {
                trace.ops.push_back({name, start, end, opsLine});
                trace.devicePlanes = trace.devicePlanes || opsLine;
                continue;
            }
            if (device)
                continue;
            const QString &text = trace.names[name];
            if (isStepSpan(text))
                lineSteps.push_back({name, start, end, false});
            else
                lineHost.push_back({name, start, end, ProfileSummary::classify(text) == StepTimeKind::DataLoading});
        }
        // The steps' thread: its other spans are the host's work in the steps.
        if (!lineSteps.empty() && trace.steps.empty()) {
            trace.steps = std::move(lineSteps);
            trace.host = std::move(lineHost);
        }
    }
}

// The spans of `spans` (sorted by start) that start in [from, to), clipped to `to`.
template<typename T>
Intervals within(const std::vector<T> &spans, double from, double to, auto &&keep)
{
    Intervals out;
    auto it = std::lower_bound(spans.cbegin(), spans.cend(), from, [](const T &s, double t) { return s.start < t; });
    for (; it != spans.cend() && it->start < to; ++it)
        if (keep(*it))
            out.emplace_back(it->start, std::min(it->end, to));
    return out;
}

} // namespace

QString XPlaneReader::category(const QString &opName)
{
    const QString n = opName.toLower();
    static const QStringList collectives = {u"all-reduce"_s,        u"all-gather"_s, u"reduce-scatter"_s,
                                            u"all-to-all"_s,        u"collective-permute"_s,
                                            u"collective-broadcast"_s, u"ragged-all-to-all"_s};
    for (const QString &c : collectives)
        if (n.contains(c))
            return u"collective"_s;
    if (n.startsWith(u"send"_s) || n.startsWith(u"recv"_s))
        return u"collective"_s;
    if (n.startsWith(u"dot"_s))
        return u"dot"_s;
    if (n.startsWith(u"convolution"_s))
        return u"convolution"_s;
    if (n.contains(u"fusion"_s))
        return u"fusion"_s;
    if (n.startsWith(u"copy"_s))
        return u"copy"_s;
    return u"other"_s;
}

Result<ProfileSummary> XPlaneReader::readFile(const QString &path)
{
    auto bytes = readWholeFile(path, kMaxBytes, Tr::tr("trace fewer steps, or open it in XProf/TensorBoard."));
    if (!bytes)
        return fail(bytes.error());
    return fromXSpace(*bytes, path);
}

Result<ProfileSummary> XPlaneReader::fromXSpace(const QByteArray &bytes, const QString &source)
{
    xp::XSpace space;
    if (bytes.size() > kMaxBytes || !space.ParseFromArray(bytes.constData(), int(bytes.size())))
        return fail(Error::invalid(Tr::tr("%1 is not an XPlane trace (its bytes do not read as an XSpace protobuf); the "
                                          "copy may be cut short: take the profile again, or open the file in "
                                          "XProf/TensorBoard.")
                                       .arg(source),
                                   source));
    Trace trace;
    for (const xp::XPlane &plane : space.planes())
        readPlane(plane, trace);
    // Device planes' XLA Ops are the device's time; the host's thunks (CPU runtime) are used
    // only when there are none.
    if (trace.devicePlanes)
        std::erase_if(trace.ops, [](const Span &s) { return !s.device; });
    if (trace.steps.empty())
        return fail(Error::invalid(Tr::tr("%1 has no ProfilerStep#<step> spans: it was not written by the project's "
                                          "`tpuwb run profile` hook (scaffold the project again), or by a profiler "
                                          "whose steps were not marked.")
                                       .arg(source),
                                   source));

    ProfileSummary summary;
    summary.events = trace.events;
    std::sort(trace.steps.begin(), trace.steps.end(),
              [](const HostSpan &a, const HostSpan &b) { return a.start < b.start; });
    std::sort(trace.ops.begin(), trace.ops.end(), [](const Span &a, const Span &b) { return a.start < b.start; });
    std::sort(trace.host.begin(), trace.host.end(),
              [](const HostSpan &a, const HostSpan &b) { return a.start < b.start; });
    QHash<int, OperatorTime> ops;
    std::vector<char> collectiveName(std::size_t(trace.names.size()));
    for (const Span &s : trace.ops)
        collectiveName[std::size_t(s.name)] = 2;   // to classify
    for (std::size_t i = 0; i < collectiveName.size(); ++i)
        if (collectiveName[i])
            collectiveName[i] = category(trace.names[qsizetype(i)]) == u"collective"_s ? 1 : 0;
    const auto isCollective = [&](const Span &s) { return collectiveName[std::size_t(s.name)] == 1; };
    for (const HostSpan &stepSpan : trace.steps) {
        StepBreakdown b;
        bool ok = false;
        b.step = trace.names[stepSpan.name].mid(13).toLongLong(&ok);
        if (!ok)
            b.step = summary.steps.size();
        b.start = stepSpan.start;
        b.total = stepSpan.end - stepSpan.start;
        const double from = stepSpan.start;
        const double to = stepSpan.end;
        const Intervals compute = merged(within(trace.ops, from, to, [&](const Span &s) { return !isCollective(s); }));
        const Intervals devices = unite(compute, within(trace.ops, from, to, isCollective));
        const Intervals loading = unite(devices, within(trace.host, from, to, [](const HostSpan &s) { return s.dataLoading; }));
        const Intervals host = unite(loading, within(trace.host, from, to, [](const HostSpan &s) { return !s.dataLoading; }));
        b[StepTimeKind::Compute] = length(compute);
        b[StepTimeKind::Collective] = length(devices) - length(compute);
        b[StepTimeKind::DataLoading] = length(loading) - length(devices);
        b[StepTimeKind::HostOverhead] = length(host) - length(loading);
        b[StepTimeKind::Idle] = std::max(0.0, b.total - length(host));
        summary.steps << b;

        // Operators: the XLA ops that start in the traced steps.
        const auto first = std::lower_bound(trace.ops.cbegin(), trace.ops.cend(), from,
                                            [](const Span &s, double t) { return s.start < t; });
        for (auto it = first; it != trace.ops.cend() && it->start < to; ++it) {
            OperatorTime &op = ops[it->name];
            if (op.calls == 0) {
                op.name = trace.names[it->name];
                op.category = category(op.name);
                op.kind = op.category == u"collective"_s ? StepTimeKind::Collective : StepTimeKind::Compute;
            }
            ++op.calls;
            const double time = std::min(it->end, to) - it->start;
            op.selfTime += time;
            op.totalTime += time;
        }
    }
    summary.operators = ops.values();
    std::sort(summary.operators.begin(), summary.operators.end(), [](const OperatorTime &a, const OperatorTime &b) {
        return a.selfTime != b.selfTime ? a.selfTime > b.selfTime : a.name < b.name;
    });
    // Every operation's time by category, before the table keeps the top ones.
    QHash<QString, CategoryTime> byCategory;
    for (const OperatorTime &op : std::as_const(summary.operators)) {
        CategoryTime &c = byCategory[op.category];
        c.category = op.category;
        ++c.operations;
        c.calls += op.calls;
        c.time += op.totalTime;
    }
    summary.categories = byCategory.values();
    std::sort(summary.categories.begin(), summary.categories.end(), [](const CategoryTime &a, const CategoryTime &b) {
        return a.time != b.time ? a.time > b.time : a.category < b.category;
    });
    // The top ones, and the top few of each category besides (on the CPU runtime the
    // collectives' waiting fills the top 25, and the fusions and dots are what to look at).
    QList<OperatorTime> kept;
    QHash<QString, int> perCategory;
    for (const OperatorTime &op : std::as_const(summary.operators)) {
        if (kept.size() < ProfileSummary::kTopOperators || perCategory.value(op.category) < kTopPerCategory) {
            kept << op;
            ++perCategory[op.category];
        }
    }
    summary.operators = kept;

    // The timeline of the step of median length: train.py's spans (depth 0), then the XLA ops
    // of every device (depth 1).
    std::vector<int> order(std::size_t(summary.steps.size()));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return summary.steps[a].total < summary.steps[b].total; });
    const StepBreakdown &median = summary.steps[order[order.size() / 2]];
    summary.timelineStep = median.step;
    const double end = median.start + median.total;
    for (const HostSpan &s : trace.host) {
        if (s.start < median.start || s.start >= end || summary.timeline.size() >= ProfileSummary::kTimelineSpans / 2)
            continue;
        summary.timeline << TimelineSpan{trace.names[s.name],
                                         s.dataLoading ? StepTimeKind::DataLoading : StepTimeKind::HostOverhead,
                                         s.start - median.start, std::min(s.end, end) - s.start, 0};
    }
    for (const Span &s : trace.ops) {
        if (s.start < median.start || s.start >= end || summary.timeline.size() >= ProfileSummary::kTimelineSpans)
            continue;
        summary.timeline << TimelineSpan{trace.names[s.name],
                                         isCollective(s) ? StepTimeKind::Collective : StepTimeKind::Compute,
                                         s.start - median.start, std::min(s.end, end) - s.start, 1};
    }
    std::stable_sort(summary.timeline.begin(), summary.timeline.end(),
                     [](const TimelineSpan &a, const TimelineSpan &b) { return a.start < b.start; });

    if (trace.ops.empty()) {
        summary.notes << Tr::tr("The trace holds no XLA operations (no device plane's \"XLA Ops\" line, no event with an "
                                "hlo_op stat): the steps' time is train.py's spans only.");
    } else if (trace.devicePlanes) {
        summary.notes << Tr::tr("XLA operations from the device planes (\"XLA Ops\" lines), every device of the host "
                                "together: compute and collective are the wall time during which at least one device "
                                "ran such an operation; an operator's time is summed over the devices.");
    } else {
        summary.notes << Tr::tr("XLA on CPU (torch_xla's CPU runtime): the XLA operations ran on the host's threads for "
                                "all virtual devices at once, so an operator's time is summed over the devices, and "
                                "compute and collective are the wall time during which at least one device ran such an "
                                "operation. A collective's time includes waiting for the other virtual devices (an "
                                "in-process rendezvous, no interconnect). A TPU trace has device planes and device "
                                "time instead; there is no HBM or device step time in a CPU trace.");
    }
    return summary;
}

} // namespace twb
