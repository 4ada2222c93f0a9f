#include "core/runs/run_record.h"

#include "core/util/io_guard.h"
#include "core/runs/run_folder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <set>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunRecord.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunRecord)
};

QString str(const Json &doc, const char *key)
{
    auto it = doc.find(key);
    return it != doc.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

QStringList strings(const Json &doc, const char *key)
{
    QStringList out;
    auto it = doc.find(key);
    if (it != doc.end() && it->is_array())
        for (const auto &v : *it)
            if (v.is_string())
                out << toQString(v.get<std::string>());
    return out;
}

Json toJsonList(const QStringList &list)
{
    Json out = Json::array();
    for (const auto &s : list)
        out.push_back(toStd(s));
    return out;
}

Json orNull(const QString &s)
{
    return s.isEmpty() ? Json(nullptr) : Json(toStd(s));
}

} // namespace

RunRecord::RunRecord()
{
    created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString RunRecord::makeRunId(const QString &experiment, const QString &configHash, qint64 seed)
{
    QString name = experiment;
    name.replace(QRegularExpression(u"[^A-Za-z0-9._-]+"_s), u"-"_s);
    if (name.isEmpty())
        name = u"run"_s;
    return u"%1-%2-s%3-%4"_s.arg(name, configHash.isEmpty() ? u"nohash"_s : configHash).arg(seed)
        .arg(QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s));
}

Result<RunRecord> RunRecord::fromJson(const Json &document, const QString &source)
{
    if (!document.is_object())
        return fail(Error::invalid(Tr::tr("%1: a run record must be a JSON object.").arg(source), source));
    const QString schema = str(document, "schema");
    if (!schema.startsWith(u"tpuwb.run/"_s))
        return fail(Error::invalid(Tr::tr("%1: `schema` is \"%2\", not tpuwb.run/1; this is no run record.")
                                       .arg(source, schema), source));
    const QString version = schema.mid(10);
    const int major = version.section(u'.', 0, 0).toInt();
    if (major > kSchemaMajor)
        return fail(Error::invalid(Tr::tr("%1: written by a newer TPU Workbench (schema %2); update to open it.")
                                       .arg(source, schema), source));

    RunRecord r;
    r.runId = str(document, "run_id");
    if (r.runId.isEmpty())
        return fail(Error::invalid(Tr::tr("%1: `run_id` is missing.").arg(source), jsonFieldPath(source, u"run_id"_s)));
    r.experiment = str(document, "experiment");
    r.ablation = str(document, "ablation");
    r.configHash = str(document, "config_hash");
    if (auto it = document.find("seed"); it != document.end() && it->is_number_integer())
        r.seed = it->get<qint64>();
    r.machine = str(document, "machine");
    r.hosts = strings(document, "hosts");
    if (auto it = document.find("slices"); it != document.end() && it->is_array()) {
        for (const auto &slice : *it) {
            if (!slice.is_object() || str(slice, "machine").isEmpty())
                return fail(Error::invalid(Tr::tr("%1: every entry of `slices` needs a `machine` (a registry name) and "
                                                  "its `hosts`.").arg(source),
                                           jsonFieldPath(source, u"slices"_s)));
            r.slices << RunSlice{str(slice, "machine"), strings(slice, "hosts")};
        }
    }
    r.remoteDir = str(document, "remote_dir");
    r.projectDir = str(document, "project_dir");
    r.python = str(document, "python");
    r.device = str(document, "device");
    r.kind = str(document, "kind");
    if (r.device.isEmpty())
        r.device = u"tpu"_s;
    r.command = strings(document, "command");
    const QString state = str(document, "state");
    auto parsed = runStateFromName(state);
    if (!parsed)
        return fail(Error::invalid(Tr::tr("%1: `state` \"%2\" is not one of pending, uploading, running, stalled, "
                                      "finished, failed, stopped, preempted.").arg(source, state),
                                   jsonFieldPath(source, u"state"_s)));
    r.state = *parsed;
    r.stateDetail = str(document, "state_detail");
    if (auto it = document.find("attempts"); it != document.end() && it->is_array()) {
        for (const auto &a : *it) {
            if (!a.is_object())
                continue;
            RunAttempt attempt;
            attempt.attemptId = str(a, "attempt_id");
            attempt.kind = str(a, "kind");
            attempt.started = str(a, "started");
            attempt.ended = str(a, "ended");
            attempt.arguments = strings(a, "arguments");
            if (auto p = a.find("pids"); p != a.end() && p->is_array())
                for (const auto &pid : *p)
                    attempt.pids << (pid.is_number_integer() ? pid.get<qint64>() : 0);
            if (auto e = a.find("exit_codes"); e != a.end() && e->is_array())
                for (const auto &code : *e)
                    attempt.exitCodes << (code.is_number_integer() ? std::optional<int>(code.get<int>()) : std::nullopt);
            attempt.checkpoint = str(a, "checkpoint");
            if (auto c = a.find("checkpoint_step"); c != a.end() && c->is_number_integer())
                attempt.checkpointStep = c->get<qint64>();
            if (auto b = a.find("state_before"); b != a.end() && b->is_string())
                if (auto before = runStateFromName(toQString(b->get<std::string>())))
                    attempt.stateBefore = *before;
            r.attempts << attempt;
        }
    }
    if (auto it = document.find("max_restarts"); it != document.end() && it->is_number_integer())
        r.maxRestarts = std::max(0, it->get<int>());
    r.created = str(document, "created");
    r.started = str(document, "started");
    r.ended = str(document, "ended");
    r.tags = strings(document, "tags");
    r.notes = str(document, "notes");
    if (auto a = document.find("attach"); a != document.end() && a->is_object()) {
        r.attachMetrics = str(*a, "metrics");
        r.attachLog = str(*a, "log");
        r.attachFormat = str(*a, "format");
    }

    static const std::set<std::string> known = {"attach", "schema", "run_id", "experiment", "ablation", "config_hash", "seed",
                                                "machine", "hosts", "slices", "remote_dir", "project_dir", "python", "device", "kind", "command",
                                                "state", "state_detail", "attempts", "max_restarts", "created", "started", "ended",
                                                "tags", "notes"};
    for (auto it = document.begin(); it != document.end(); ++it)
        if (!known.count(it.key()))
            r.m_extra[it.key()] = it.value();
    return r;
}

Json RunRecord::toJson() const
{
    Json doc = Json::object();
    doc["schema"] = kSchema;
    doc["run_id"] = toStd(runId);
    doc["experiment"] = toStd(experiment);
    doc["ablation"] = orNull(ablation);
    doc["config_hash"] = toStd(configHash);
    doc["seed"] = seed;
    doc["machine"] = toStd(machine);
    doc["hosts"] = toJsonList(hosts);
    if (!slices.isEmpty()) { // written only for a multislice run
        Json list = Json::array();
        for (const RunSlice &slice : slices)
            list.push_back({{"machine", toStd(slice.machine)}, {"hosts", toJsonList(slice.hosts)}});
        doc["slices"] = list;
    }
    doc["remote_dir"] = toStd(remoteDir);
    if (!projectDir.isEmpty())
        doc["project_dir"] = toStd(projectDir);
    doc["python"] = toStd(python);
    doc["device"] = toStd(device);
    if (!kind.isEmpty())
        doc["kind"] = toStd(kind);
    doc["command"] = toJsonList(command);
    doc["state"] = toStd(runStateName(state));
    doc["state_detail"] = orNull(stateDetail);
    Json attemptsJson = Json::array();
    for (const auto &a : attempts) {
        Json pids = Json::array();
        for (qint64 pid : a.pids)
            pids.push_back(pid);
        Json codes = Json::array();
        for (const auto &code : a.exitCodes)
            codes.push_back(code ? Json(*code) : Json(nullptr));
        Json attempt = {{"attempt_id", toStd(a.attemptId)}, {"kind", toStd(a.kind)},
                        {"started", orNull(a.started)}, {"ended", orNull(a.ended)},
                        {"arguments", toJsonList(a.arguments)}, {"pids", pids}, {"exit_codes", codes}};
        if (!a.checkpoint.isEmpty())
            attempt["checkpoint"] = toStd(a.checkpoint);
        if (a.checkpointStep)
            attempt["checkpoint_step"] = *a.checkpointStep;
        if (a.stateBefore)
            attempt["state_before"] = toStd(runStateName(*a.stateBefore));
        attemptsJson.push_back(std::move(attempt));
    }
    doc["attempts"] = attemptsJson;
    if (maxRestarts > 0) // optional, default 0: a run.json written before it existed keeps its shape
        doc["max_restarts"] = maxRestarts;
    doc["created"] = orNull(created);
    doc["started"] = orNull(started);
    doc["ended"] = orNull(ended);
    doc["tags"] = toJsonList(tags);
    doc["notes"] = toStd(notes);
    if (!attachMetrics.isEmpty())
        doc["attach"] = {{"metrics", toStd(attachMetrics)}, {"log", toStd(attachLog)}, {"format", toStd(attachFormat)}};
    for (auto it = m_extra.begin(); it != m_extra.end(); ++it)
        doc[it.key()] = it.value();
    return doc;
}

QStringList RunRecord::machines() const
{
    if (!slices.isEmpty())
        return sliceMachines(slices);
    return machine.isEmpty() ? QStringList() : QStringList{machine};
}

QString RunRecord::machineLabel() const
{
    return machines().join(u" + "_s);
}

int RunRecord::restartsUsed() const
{
    return int(std::count_if(attempts.cbegin(), attempts.cend(),
                             [](const RunAttempt &a) { return a.kind == u"auto-resume"_s; }));
}

QList<RunRecord> RunRecord::loadAll(const QString &runsDir, QStringList *errors)
{
    IoGuard::check("run listing of", runsDir);
    const IoGuard::AllowScope checked;
    QList<RunRecord> out;
    const QDir dir(runsDir);
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = RunFolder(dir.filePath(name)).recordFile();
        if (!QFileInfo::exists(path))
            continue;
        auto record = readFile(path);
        if (record)
            out << *record;
        else if (errors)
            *errors << record.error().message;
    }
    return out;
}

Result<RunRecord> RunRecord::readFile(const QString &path)
{
    IoGuard::check("run record read of", path);
    const IoGuard::AllowScope checked;
    auto json = readJsonFile(path);
    if (!json)
        return fail(json.error());
    return fromJson(*json, path);
}

Result<void> RunRecord::writeFile(const QString &path) const
{
    IoGuard::check("run record write of", path);
    const IoGuard::AllowScope checked;
    return writeJsonFileAtomically(path, toJson());
}

} // namespace twb
