#include "core/runs/stack_dump.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StackDump.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StackDump)
};

// A file of the run's own project as a path inside the run folder: the hosts' folders differ
// where their home folders do ("/home/a/tpu-workbench/runs/<id>/train.py").
QString runRelative(const QString &file, const QString &runId)
{
    if (runId.isEmpty())
        return file;
    const QString marker = u"/runs/"_s + runId + u'/';
    const qsizetype at = file.indexOf(marker);
    return at < 0 ? file : u"<run>/"_s + file.mid(at + marker.size());
}

// What makes two hosts' stacks "the same": every thread's frames, in a fixed order; thread ids
// and names differ between processes and say nothing about where they are.
QString stackKey(const HostStacks &host, const QString &runId)
{
    QStringList threads;
    for (const ThreadStack &thread : host.threads) {
        QStringList frames;
        for (const StackFrame &f : thread.frames)
            frames << f.function + u'\x1f' + runRelative(f.file, runId) + u'\x1f' + QString::number(f.line);
        threads << frames.join(u'\x1e');
    }
    threads.sort();
    return threads.join(u'\x1d');
}

Json framesToJson(const QList<StackFrame> &frames)
{
    Json out = Json::array();
    for (const StackFrame &f : frames)
        out.push_back({{"function", toStd(f.function)}, {"file", toStd(f.file)}, {"line", f.line}});
    return out;
}

Result<QList<StackFrame>> framesFromJson(const Json &json, const QString &where)
{
    if (!json.is_array())
        return fail(Error::invalid(Tr::tr("%1: expected a list of frames.").arg(where), where));
    QList<StackFrame> out;
    for (const Json &f : json) {
        if (!f.is_object())
            return fail(Error::invalid(Tr::tr("%1: a frame is not an object.").arg(where), where));
        StackFrame frame;
        if (f.contains("function") && f["function"].is_string())
            frame.function = toQString(f["function"].get<std::string>());
        if (f.contains("file") && f["file"].is_string())
            frame.file = toQString(f["file"].get<std::string>());
        if (f.contains("line") && f["line"].is_number_integer())
            frame.line = f["line"].get<int>();
        out << frame;
    }
    return out;
}

QString stringField(const Json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? toQString(j[key].get<std::string>()) : QString();
}

bool isLive(ProcessState state)
{
    return state == ProcessState::Running || state == ProcessState::Sleeping;
}

// The state as a person reads it, with the kernel's letter: what makes a host odd.
QString describeState(const HostStacks &h)
{
    switch (h.state) {
    case ProcessState::Running:
        return Tr::tr("running");
    case ProcessState::Sleeping:
        return Tr::tr("sleeping");
    case ProcessState::DiskWait:
        return Tr::tr("in uninterruptible disk wait (D state)");
    case ProcessState::Stopped:
        return h.stateCode == u"t"_s ? Tr::tr("stopped by a debugger or tracer (t state)")
                                     : Tr::tr("stopped (SIGSTOP / T state)");
    case ProcessState::Zombie:
        return Tr::tr("exited, not yet reaped (zombie, Z state)");
    case ProcessState::Gone:
        return Tr::tr("gone (train.py does not run there)");
    case ProcessState::Unknown:
        break;
    }
    return Tr::tr("state unknown");
}

QString hostList(const QList<int> &hosts)
{
    QStringList out;
    for (int h : hosts)
        out << QString::number(h);
    return out.join(u", "_s);
}

} // namespace

QString processStateName(ProcessState state)
{
    switch (state) {
    case ProcessState::Running:
        return u"running"_s;
    case ProcessState::Sleeping:
        return u"sleeping"_s;
    case ProcessState::DiskWait:
        return u"disk-wait"_s;
    case ProcessState::Stopped:
        return u"stopped"_s;
    case ProcessState::Zombie:
        return u"zombie"_s;
    case ProcessState::Gone:
        return u"gone"_s;
    case ProcessState::Unknown:
        break;
    }
    return u"unknown"_s;
}

ProcessState processStateFromName(const QString &name)
{
    for (ProcessState s : {ProcessState::Running, ProcessState::Sleeping, ProcessState::DiskWait, ProcessState::Stopped,
                           ProcessState::Zombie, ProcessState::Gone})
        if (processStateName(s) == name)
            return s;
    return ProcessState::Unknown;
}

const ThreadStack *HostStacks::mainThread() const
{
    for (const ThreadStack &t : threads)
        if (t.main)
            return &t;
    return threads.isEmpty() ? nullptr : &threads.first();
}

const HostStacks *StackDump::host(int index) const
{
    for (const HostStacks &h : hosts)
        if (h.host == index)
            return &h;
    return nullptr;
}

void StackDump::group()
{
    groups.clear();
    odd.clear();
    oddWhy.clear();
    std::map<QString, int> byKey;   // key -> index in groups
    for (const HostStacks &h : hosts) {
        if (h.threads.isEmpty())
            continue;
        const QString key = stackKey(h, runId);
        auto it = byKey.find(key);
        if (it == byKey.end()) {
            StackGroup g;
            if (const ThreadStack *main = h.mainThread())
                g.stack = main->frames;
            g.threads = int(h.threads.size());
            it = byKey.emplace(key, int(groups.size())).first;
            groups << g;
        }
        groups[it->second].hosts << h.host;
    }
    qsizetype largest = 0;
    for (const StackGroup &g : groups)
        largest = std::max(largest, g.hosts.size());
    const auto atLargest = std::count_if(groups.cbegin(), groups.cend(),
                                         [largest](const StackGroup &g) { return g.hosts.size() == largest; });
    // Odd by stack: outside the one largest group. Several groups of the largest size have no
    // majority to be odd against, and neither do two hosts that differ.
    QList<int> majority;
    QList<int> oddByStack;
    for (StackGroup &g : groups) {
        g.odd = atLargest == 1 && g.hosts.size() < largest;
        if (g.odd)
            oddByStack << g.hosts;
        else if (atLargest == 1)
            majority = g.hosts;
    }
    // Odd by state: a stopped, waiting, dead or silent host stands out against any live one
    // (against hosts that are all stopped or all gone, none does).
    const bool anyLive = std::any_of(hosts.cbegin(), hosts.cend(), [](const HostStacks &h) { return isLive(h.state); });
    const bool anyAnswered = std::any_of(hosts.cbegin(), hosts.cend(), [](const HostStacks &h) { return h.answered; });
    for (const HostStacks &h : hosts) {
        QStringList why;
        if (!h.answered) {
            if (anyAnswered)
                why << Tr::tr("did not answer (%1)").arg(h.error.isEmpty() ? Tr::tr("no reason given") : h.error);
        } else if (anyLive && !isLive(h.state) && h.state != ProcessState::Unknown) {
            why << describeState(h);
        }
        const bool stackOdd = oddByStack.contains(h.host);
        if (why.isEmpty() && !stackOdd)
            continue;
        if (stackOdd) {
            if (why.isEmpty())
                why << describeState(h);
            const ThreadStack *main = h.mainThread();
            const QString where = main && !main->frames.isEmpty() ? main->frames.first().function : QString();
            why << (where.isEmpty() ? Tr::tr("its stack is not where hosts %1 are").arg(hostList(majority))
                                    : Tr::tr("in %1, not where hosts %2 are").arg(where, hostList(majority)));
        } else if (h.threads.isEmpty() && h.answered) {
            why << Tr::tr("no stack");
        }
        odd << h.host;
        oddWhy.insert(h.host, Tr::tr("host %1: %2").arg(h.host).arg(why.join(u", "_s)));
    }
    std::sort(odd.begin(), odd.end());
    std::stable_sort(groups.begin(), groups.end(), [](const StackGroup &a, const StackGroup &b) {
        if (a.odd != b.odd)
            return a.odd;
        if (a.hosts.size() != b.hosts.size())
            return a.odd ? a.hosts.size() < b.hosts.size() : a.hosts.size() > b.hosts.size();
        return a.hosts.first() < b.hosts.first();
    });
}

Json StackDump::toJson() const
{
    Json hostsJson = Json::array();
    for (const HostStacks &h : hosts) {
        Json threads = Json::array();
        for (const ThreadStack &t : h.threads) {
            Json thread = {{"id", toStd(t.id)}, {"name", toStd(t.name)}, {"main", t.main}};
            thread["frames"] = framesToJson(t.frames);
            threads.push_back(thread);
        }
        Json host = {{"host", h.host}, {"address", toStd(h.address)}, {"pid", h.pid}, {"sampler", toStd(h.sampler)},
                     {"state", toStd(processStateName(h.state))}, {"state_code", toStd(h.stateCode)},
                     {"answered", h.answered}};
        host["sampled_at"] = h.sampledAt ? Json(*h.sampledAt) : Json(nullptr);
        if (!h.error.isEmpty())
            host["error"] = toStd(h.error);
        Json notes = Json::array();
        for (const QString &n : h.notes)
            notes.push_back(toStd(n));
        host["notes"] = notes;
        host["threads"] = threads;
        hostsJson.push_back(host);
    }
    Json groupsJson = Json::array();
    for (const StackGroup &g : groups) {
        Json members = Json::array();
        for (int h : g.hosts)
            members.push_back(h);
        groupsJson.push_back({{"hosts", members}, {"odd", g.odd}, {"threads", g.threads}, {"stack", framesToJson(g.stack)}});
    }
    Json oddJson = Json::array();
    for (int h : odd) {
        const HostStacks *stacks = host(h);
        oddJson.push_back({{"host", h},
                           {"state", toStd(processStateName(stacks ? stacks->state : ProcessState::Unknown))},
                           {"why", toStd(oddWhy.value(h))}});
    }
    return {{"schema", kSchema}, {"run", toStd(runId)}, {"taken", toStd(taken)},
            {"hosts", hostsJson}, {"groups", groupsJson}, {"odd", oddJson}};
}

Result<StackDump> StackDump::fromJson(const Json &json, const QString &where)
{
    if (!json.is_object() || !json.contains("hosts") || !json["hosts"].is_array())
        return fail(Error::invalid(Tr::tr("%1 is not a stack dump (no \"hosts\" list).").arg(where), where));
    StackDump dump;
    dump.runId = stringField(json, "run");
    dump.taken = stringField(json, "taken");
    for (const Json &h : json["hosts"]) {
        if (!h.is_object() || !h.contains("host") || !h["host"].is_number_integer())
            return fail(Error::invalid(Tr::tr("%1: a host entry has no \"host\" index.").arg(where), where));
        HostStacks host;
        host.host = h["host"].get<int>();
        host.address = stringField(h, "address");
        host.pid = h.contains("pid") && h["pid"].is_number_integer() ? h["pid"].get<qint64>() : 0;
        host.sampler = stringField(h, "sampler");
        if (h.contains("sampled_at") && h["sampled_at"].is_number())
            host.sampledAt = h["sampled_at"].get<double>();
        host.error = stringField(h, "error");
        // A /1 dump has no states: unknown, and answered unless it says otherwise.
        host.state = processStateFromName(stringField(h, "state"));
        host.stateCode = stringField(h, "state_code");
        host.answered = !(h.contains("answered") && h["answered"].is_boolean()) || h["answered"].get<bool>();
        for (const Json &n : h.value("notes", Json::array()))
            if (n.is_string())
                host.notes << toQString(n.get<std::string>());
        for (const Json &t : h.value("threads", Json::array())) {
            if (!t.is_object())
                continue;
            ThreadStack thread;
            thread.id = stringField(t, "id");
            thread.name = stringField(t, "name");
            thread.main = t.contains("main") && t["main"].is_boolean() && t["main"].get<bool>();
            auto frames = framesFromJson(t.value("frames", Json::array()),
                                         Tr::tr("%1: host %2").arg(where).arg(host.host));
            if (!frames)
                return fail(frames.error());
            thread.frames = *frames;
            host.threads << thread;
        }
        dump.hosts << host;
    }
    // The groups are derived: computed again rather than trusted.
    dump.group();
    return dump;
}

} // namespace twb
