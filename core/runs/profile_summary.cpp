#include "core/runs/profile_summary.h"

#include "core/util/atomic_file.h"
#include "core/util/number_cast.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <map>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ProfileSummary.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ProfileSummary)
};

constexpr std::array<const char *, kStepTimeKinds> kKindNames = {"compute", "collective", "data_loading",
                                                                 "host_overhead", "idle"};

// One complete ("ph": "X") event of a thread.
struct Event
{
    QString name;
    QString cat;           // Kineto's category ("cpu_op", "kernel", ...); empty in the legacy form
    double ts = 0;
    double dur = 0;
    double end = 0;        // ts + dur, clipped to the parent's end
    int parent = -1;       // index in the thread's list
    int depth = 0;
    double childTime = 0;  // clipped durations of the children
    std::optional<StepTimeKind> kind;   // the outermost ancestor-or-self's own kind
    int step = -1;         // index of the ProfilerStep span it is under (itself included)
};

bool isStepSpan(const QString &name)
{
    return name.startsWith(u"ProfilerStep#"_s);
}

QString jsonString(const Json &j, const char *key)
{
    if (!j.contains(key))
        return {};
    const Json &v = j[key];
    if (v.is_string())
        return toQString(v.get<std::string>());
    if (v.is_number_integer())
        return QString::number(v.get<qint64>());
    if (v.is_number())
        return QString::number(v.get<double>());
    return {};
}

double jsonNumber(const Json &j, const char *key, double fallback = 0)
{
    return j.contains(key) && j[key].is_number() ? j[key].get<double>() : fallback;
}

// Kineto's categories of the work a GPU (or other device) does or is asked to do: a trace
// with any of them has a device, and the host's operators only launch its work.
bool isDeviceCategory(const QString &cat)
{
    static const QStringList device = {u"kernel"_s,       u"gpu_memcpy"_s,  u"gpu_memset"_s,
                                       u"cuda_runtime"_s, u"cuda_driver"_s, u"gpu_user_annotation"_s,
                                       u"cuda_sync"_s};
    return device.contains(cat);
}

// An operator the CPU computes (an ATen op, or what Kineto calls a cpu_op), not the Python or
// autograd engine around it.
bool isCpuOperator(const Event &e)
{
    if (e.name.startsWith(u"aten::"_s))
        return true;
    return e.cat == u"cpu_op"_s && !e.name.startsWith(u"autograd::"_s) && !e.name.contains(u"Backward"_s);
}

// The kind of an event of its own. On a CPU-device trace (no device activity: the project's
// CPU runs) the CPU is the device, so its operators are compute, not host overhead.
std::optional<StepTimeKind> kindOf(const Event &e, bool cpuDevice)
{
    if (auto kind = ProfileSummary::classify(e.name))
        return kind;
    if (cpuDevice && !isStepSpan(e.name) && isCpuOperator(e))
        return StepTimeKind::Compute;
    return std::nullopt;
}

// Nests each thread's events by time: sorted by start (longer first), an event belongs to
// the newest open one that it starts inside. Children that outlast their parent (rounding
// of the profiler's clock) are clipped to it so that the parts of a step add up.
void nest(std::vector<Event> &events, bool cpuDevice)
{
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        return a.ts != b.ts ? a.ts < b.ts : a.dur > b.dur;
    });
    std::vector<int> open;
    for (int i = 0; i < int(events.size()); ++i) {
        Event &e = events[std::size_t(i)];
        while (!open.empty() && events[std::size_t(open.back())].end <= e.ts)
            open.pop_back();
        e.end = e.ts + e.dur;
        if (!open.empty()) {
            Event &p = events[std::size_t(open.back())];
            e.parent = open.back();
            e.depth = p.depth + 1;
            e.end = std::min(e.end, p.end);
            p.childTime += e.end - e.ts;
            e.kind = p.kind;
            if (e.step < 0)
                e.step = p.step;
        }
        if (!e.kind)
            e.kind = kindOf(e, cpuDevice);
        open.push_back(i);
    }
}

double selfTime(const Event &e)
{
    return std::max(0.0, (e.end - e.ts) - e.childTime);
}

using Intervals = std::vector<std::pair<double, double>>;

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

// The length both sets cover (each merged).
double overlap(const Intervals &a, const Intervals &b)
{
    double sum = 0;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        sum += std::max(0.0, std::min(a[i].second, b[j].second) - std::max(a[i].first, b[j].first));
        if (a[i].second < b[j].second)
            ++i;
        else
            ++j;
    }
    return sum;
}

// Where no op runs under the step span on its own thread.
Intervals gapsOf(const std::vector<Event> &events, std::size_t span)
{
    Intervals children;
    for (std::size_t j = span + 1; j < events.size() && events[j].ts < events[span].end; ++j)
        if (events[j].parent == int(span))
            children.emplace_back(events[j].ts, events[j].end);
    Intervals gaps;
    double at = events[span].ts;
    for (const auto &c : merged(children)) {
        if (c.first > at)
            gaps.emplace_back(at, c.first);
        at = std::max(at, c.second);
    }
    if (events[span].end > at)
        gaps.emplace_back(at, events[span].end);
    return gaps;
}

} // namespace

std::optional<StepTimeKind> ProfileSummary::classify(const QString &name)
{
    const QString n = name.toLower();
    if (isStepSpan(name))
        return std::nullopt;
    // Collectives first: "c10d::allreduce_" and "gloo:all_reduce" are not host work.
    static const QStringList collective = {u"gloo"_s,          u"nccl"_s,        u"c10d"_s,        u"allreduce"_s,
                                           u"all_reduce"_s,    u"allgather"_s,   u"all_gather"_s,  u"reduce_scatter"_s,
                                           u"reducescatter"_s, u"all_to_all"_s,  u"alltoall"_s,    u"barrier"_s,
                                           u"collective"_s};
    for (const QString &c : collective)
        if (n.contains(c))
            return StepTimeKind::Collective;
    // "broadcast" is a collective; aten::broadcast_tensors and broadcast_to are shape ops.
    if (n.contains(u"broadcast"_s) && !n.contains(u"broadcast_tensors"_s) && !n.contains(u"broadcast_to"_s))
        return StepTimeKind::Collective;
    if (n.contains(u"dataloader"_s) || n.contains(u"__next__"_s))
        return StepTimeKind::DataLoading;
    static const QStringList compute = {u"aten::mm"_s,     u"aten::addmm"_s,   u"aten::bmm"_s,
                                        u"aten::baddbmm"_s, u"aten::addbmm"_s,  u"aten::matmul"_s,
                                        u"aten::linear"_s, u"aten::einsum"_s,  u"aten::_scaled_dot_product"_s};
    for (const QString &c : compute)
        if (n == c || n.startsWith(c + u'_') || (c.endsWith(u'_') && n.startsWith(c)))
            return StepTimeKind::Compute;
    if (n.startsWith(u"aten::conv"_s) || n.startsWith(u"aten::_conv"_s) || n.startsWith(u"aten::mkldnn_conv"_s)
        || n.startsWith(u"aten::cudnn_conv"_s) || n.startsWith(u"aten::_scaled_dot_product"_s))
        return StepTimeKind::Compute;
    return std::nullopt;
}

QString ProfileSummary::kindName(StepTimeKind kind)
{
    return QString::fromLatin1(kKindNames[std::size_t(kind)]);
}

std::optional<StepTimeKind> ProfileSummary::kindFromName(const QString &name)
{
    for (int k = 0; k < kStepTimeKinds; ++k)
        if (name == QLatin1StringView(kKindNames[std::size_t(k)]))
            return StepTimeKind(k);
    return std::nullopt;
}

QString ProfileSummary::kindLabel(StepTimeKind kind)
{
    switch (kind) {
    case StepTimeKind::Compute: return Tr::tr("compute");
    case StepTimeKind::Collective: return Tr::tr("collective");
    case StepTimeKind::DataLoading: return Tr::tr("data loading");
    case StepTimeKind::HostOverhead: return Tr::tr("host overhead");
    case StepTimeKind::Idle: return Tr::tr("idle");
    }
    return {};
}

Result<ProfileSummary> ProfileSummary::readChromeTraceFile(const QString &path)
{
    auto text = readWholeFile(path, kJsonMaxBytes, Tr::tr("trace fewer steps, or open it in Perfetto."));
    if (!text)
        return fail(text.error());
    return fromChromeTrace(*text, path);
}

Result<ProfileSummary> ProfileSummary::fromChromeTrace(const QByteArray &text, const QString &source)
{
    auto json = parseJson(text, source);
    if (!json)
        return fail(json.error());
    const Json *list = &*json;
    if (json->is_object() && json->contains("traceEvents"))
        list = &(*json)["traceEvents"];
    if (!list->is_array())
        return fail(Error::invalid(Tr::tr("%1 is not a Chrome trace (no list of events, nor \"traceEvents\").").arg(source),
                                   source));

    ProfileSummary summary;
    std::map<QString, std::vector<Event>> threads;   // by "pid/tid"
    // A GPU's properties or any device activity: the operators launch device work. Otherwise
    // the trace is of the CPU device (torch.profiler with ProfilerActivity.CPU, as the
    // project's CPU runs take it).
    bool cpuDevice = true;
    if (json->is_object() && json->contains("deviceProperties") && (*json)["deviceProperties"].is_array()
        && !(*json)["deviceProperties"].empty())
        cpuDevice = false;
    for (const Json &e : *list) {
        if (cpuDevice && e.is_object() && isDeviceCategory(jsonString(e, "cat")))
            cpuDevice = false;
        if (!e.is_object() || !e.contains("ph") || !e["ph"].is_string() || e["ph"].get<std::string>() != "X")
            continue;
        if (!e.contains("ts") || !e["ts"].is_number() || !e.contains("dur") || !e["dur"].is_number())
            continue;
        Event ev;
        ev.name = jsonString(e, "name");
        ev.cat = jsonString(e, "cat");
        ev.ts = jsonNumber(e, "ts");
        ev.dur = std::max(0.0, jsonNumber(e, "dur"));
        threads[jsonString(e, "pid") + u'/' + jsonString(e, "tid")].push_back(std::move(ev));
        ++summary.events;
    }

    // The step spans' thread (train.py opens them on its main thread).
    QString stepThread;
    for (const auto &[key, events] : threads) {
        if (std::any_of(events.cbegin(), events.cend(), [](const Event &e) { return isStepSpan(e.name); })) {
            stepThread = key;
            break;
        }
    }
    if (stepThread.isEmpty())
        return fail(Error::invalid(Tr::tr("%1 has no ProfilerStep#<step> spans: it was not written by the project's "
                                          "`tpuwb run profile` hook (scaffold the project again), or by a profiler "
                                          "whose steps were not marked.")
                                       .arg(source),
                                   source));
    for (auto &[key, events] : threads) {
        std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
            return a.ts != b.ts ? a.ts < b.ts : a.dur > b.dur;
        });
        if (key == stepThread) {
            for (Event &e : events) {
                if (!isStepSpan(e.name))
                    continue;
                bool ok = false;
                StepBreakdown b;
                b.step = e.name.mid(13).toLongLong(&ok);
                if (!ok)
                    b.step = summary.steps.size();
                b.start = e.ts;
                b.total = e.dur;
                e.step = int(summary.steps.size());
                summary.steps << b;
            }
        }
        nest(events, cpuDevice);
    }

    // Breakdown: every event's clipped self time on the step thread goes to its kind; the
    // step span's own self time is idle.
    // Another thread's event counts when it starts inside a step.
    const auto inStep = [&summary](double ts) {
        const auto after = std::upper_bound(summary.steps.cbegin(), summary.steps.cend(), ts,
                                            [](double t, const StepBreakdown &b) { return t < b.start; });
        return after != summary.steps.cbegin() && ts < std::prev(after)->start + std::prev(after)->total;
    };
    QHash<QString, OperatorTime> ops;
    for (auto &[key, events] : threads) {
        for (const Event &e : events) {
            const double self = selfTime(e);
            if (key == stepThread && e.step >= 0) {
                StepBreakdown &b = summary.steps[e.step];
                b[isStepSpan(e.name) ? StepTimeKind::Idle : e.kind.value_or(StepTimeKind::HostOverhead)] += self;
            }
            // Operators: within the traced steps, on any thread.
            if (isStepSpan(e.name) || (key == stepThread ? e.step < 0 : !inStep(e.ts)))
                continue;
            OperatorTime &op = ops[e.name];
            if (op.calls == 0) {
                op.name = e.name;
                op.kind = kindOf(e, cpuDevice).value_or(StepTimeKind::HostOverhead);
            }
            ++op.calls;
            op.selfTime += self;
            op.totalTime += e.end - e.ts;
        }
    }
    // The step's thread waiting while another thread runs a collective (DDP's all-reduce on
    // gloo's thread) is waiting for the collective, not idle.
    Intervals collectives;
    for (const auto &[key, events] : threads) {
        if (key == stepThread)
            continue;
        for (const Event &e : events)
            if (e.kind == StepTimeKind::Collective
                && (e.parent < 0 || events[std::size_t(e.parent)].kind != StepTimeKind::Collective))
                collectives.emplace_back(e.ts, e.end);
    }
    collectives = merged(std::move(collectives));
    if (!collectives.empty()) {
        const std::vector<Event> &events = threads[stepThread];
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (!isStepSpan(events[i].name) || events[i].step < 0)
                continue;
            StepBreakdown &b = summary.steps[events[i].step];
            const double waited = std::min(b[StepTimeKind::Idle], overlap(gapsOf(events, i), collectives));
            b[StepTimeKind::Idle] -= waited;
            b[StepTimeKind::Collective] += waited;
        }
    }

    summary.operators = ops.values();
    std::sort(summary.operators.begin(), summary.operators.end(), [](const OperatorTime &a, const OperatorTime &b) {
        return a.selfTime != b.selfTime ? a.selfTime > b.selfTime : a.name < b.name;
    });
    if (summary.operators.size() > kTopOperators)
        summary.operators.resize(kTopOperators);

    // The timeline of the step of median length (a typical one, not the slowest).
    std::vector<int> order(std::size_t(summary.steps.size()));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return summary.steps[a].total < summary.steps[b].total; });
    const int median = order[order.size() / 2];
    summary.timelineStep = summary.steps[median].step;
    const double origin = summary.steps[median].start;
    for (const Event &e : threads[stepThread]) {
        if (e.step != median || isStepSpan(e.name) || e.depth - 1 >= kTimelineDepth)
            continue;
        if (summary.timeline.size() >= kTimelineSpans)
            break;
        summary.timeline << TimelineSpan{e.name, e.kind.value_or(StepTimeKind::HostOverhead), e.ts - origin,
                                         e.end - e.ts, e.depth - 1};
    }
    if (cpuDevice)
        summary.notes << Tr::tr("A CPU trace (no device activity in it): the CPU is the device, so its operators "
                                "(aten::...) count as compute; host overhead is the Python and framework time "
                                "around them.");
    return summary;
}

StepBreakdown ProfileSummary::mean() const
{
    StepBreakdown m;
    if (steps.isEmpty())
        return m;
    for (const StepBreakdown &s : steps) {
        m.total += s.total;
        for (int k = 0; k < kStepTimeKinds; ++k)
            m.parts[std::size_t(k)] += s.parts[std::size_t(k)];
    }
    const double n = double(steps.size());
    m.total /= n;
    for (double &p : m.parts)
        p /= n;
    m.step = -1;
    return m;
}

Json ProfileSummary::toJson() const
{
    Json stepsJson = Json::array();
    for (const StepBreakdown &s : steps) {
        Json b = {{"step", s.step}, {"start_us", s.start}, {"total_us", s.total}};
        for (int k = 0; k < kStepTimeKinds; ++k)
            b[kKindNames[std::size_t(k)] + std::string("_us")] = s.parts[std::size_t(k)];
        stepsJson.push_back(b);
    }
    Json opsJson = Json::array();
    for (const OperatorTime &op : operators) {
        Json o = {{"name", toStd(op.name)}, {"kind", toStd(kindName(op.kind))}, {"calls", op.calls},
                  {"self_us", op.selfTime}, {"total_us", op.totalTime}};
        if (!op.category.isEmpty())
            o["category"] = toStd(op.category);
        opsJson.push_back(std::move(o));
    }
    Json timelineJson = Json::array();
    for (const TimelineSpan &t : timeline)
        timelineJson.push_back({{"name", toStd(t.name)}, {"kind", toStd(kindName(t.kind))}, {"start_us", t.start},
                                {"duration_us", t.duration}, {"depth", t.depth}});
    Json out = {{"events", events}, {"steps", stepsJson}, {"top_operators", opsJson},
                {"timeline_step", timelineStep}, {"timeline", timelineJson}};
    if (!categories.isEmpty()) {
        Json c = Json::array();
        for (const CategoryTime &t : categories)
            c.push_back({{"category", toStd(t.category)}, {"operations", t.operations}, {"calls", t.calls},
                         {"time_us", t.time}});
        out["categories"] = c;
    }
    if (!notes.isEmpty()) {
        Json n = Json::array();
        for (const QString &note : notes)
            n.push_back(toStd(note));
        out["notes"] = n;
    }
    return out;
}

Result<ProfileSummary> ProfileSummary::fromJson(const Json &json, const QString &where)
{
    if (!json.is_object() || !json.contains("steps") || !json["steps"].is_array())
        return fail(Error::invalid(Tr::tr("%1: a profile summary has no \"steps\" list.").arg(where), where));
    ProfileSummary s;
    s.events = saturatingCast<qint64>(jsonNumber(json, "events"));
    s.timelineStep = saturatingCast<qint64>(jsonNumber(json, "timeline_step", -1));
    for (const Json &b : json["steps"]) {
        if (!b.is_object())
            continue;
        StepBreakdown step;
        step.step = saturatingCast<qint64>(jsonNumber(b, "step"));
        step.start = jsonNumber(b, "start_us");
        step.total = jsonNumber(b, "total_us");
        for (int k = 0; k < kStepTimeKinds; ++k)
            step.parts[std::size_t(k)] = jsonNumber(b, (kKindNames[std::size_t(k)] + std::string("_us")).c_str());
        s.steps << step;
    }
    for (const Json &o : json.value("top_operators", Json::array())) {
        if (!o.is_object())
            continue;
        OperatorTime op;
        op.name = jsonString(o, "name");
        op.kind = kindFromName(jsonString(o, "kind")).value_or(StepTimeKind::HostOverhead);
        op.calls = saturatingCast<qint64>(jsonNumber(o, "calls"));
        op.selfTime = jsonNumber(o, "self_us");
        op.totalTime = jsonNumber(o, "total_us");
        op.category = jsonString(o, "category");
        s.operators << op;
    }
    for (const Json &c : json.value("categories", Json::array()))
        if (c.is_object())
            s.categories << CategoryTime{jsonString(c, "category"), saturatingCast<qint64>(jsonNumber(c, "operations")),
                                         saturatingCast<qint64>(jsonNumber(c, "calls")), jsonNumber(c, "time_us")};
    for (const Json &n : json.value("notes", Json::array()))
        if (n.is_string())
            s.notes << toQString(n.get<std::string>());
    for (const Json &t : json.value("timeline", Json::array())) {
        if (!t.is_object())
            continue;
        s.timeline << TimelineSpan{jsonString(t, "name"), kindFromName(jsonString(t, "kind")).value_or(StepTimeKind::HostOverhead),
                                   jsonNumber(t, "start_us"), jsonNumber(t, "duration_us"),
                                   int(std::clamp(jsonNumber(t, "depth"), 0.0, 64.0))};
    }
    return s;
}

} // namespace twb
