// Attaching to a job the workbench did not launch, and detaching from it (JobAttacher).
#include "core/services/job_attacher.h"

#include "core/experiment/config_hash.h"
#include "core/metrics/metric_format_name.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record_store.h"
#include "core/services/machine_access.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::JobAttacher.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::JobAttacher)
};

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace

QString JobAttacher::guessFormat(const QString &metricsPath)
{
    const QString lower = metricsPath.toLower();
    if (lower.contains(u"tfevents"_s))
        return u"tfevents"_s;
    if (lower.endsWith(u".csv"_s))
        return u"csv"_s;
    if (lower.endsWith(u".log"_s) || lower.endsWith(u".txt"_s))
        return u"maxtext"_s;
    return u"jsonl"_s;
}

QList<FieldProblem> JobAttacher::validate(const AttachRequest &request)
{
    QList<FieldProblem> problems;
    if (request.machine.trimmed().isEmpty())
        problems.append({u"machine"_s, Tr::tr("No machine chosen: pick the machine the job runs on (add it in the Machines "
                                              "panel or with `tpuwb registry add` first).")});
    if (request.metrics.trimmed().isEmpty())
        problems.append({u"metrics"_s, Tr::tr("The metrics path is empty: give the job's metrics file on its workers, a path "
                                              "or a glob (~/ for the home folder, {worker} for the worker's index).")});
    const QString format = request.format.trimmed().toLower();
    if (!format.isEmpty() && !metricFormatFromName(format))
        problems.append({u"format"_s, Tr::tr("\"%1\" is not a format the workbench reads: use jsonl, maxtext, csv or "
                                             "tfevents.").arg(request.format)});
    const QString name = request.name.trimmed();
    if (name.isEmpty())
        problems.append({u"name"_s, Tr::tr("The name is empty: give the run a name (it is shown in the runs list).")});
    else if (name.contains(u'/') || name.contains(u'\\'))
        problems.append({u"name"_s, Tr::tr("The name \"%1\" holds a slash: give a name without one.").arg(name)});
    return problems;
}

Result<RunRecord> JobAttacher::attach(const MachineAccess &access, const QString &runsDir, const AttachRequest &request)
{
    if (const QList<FieldProblem> problems = validate(request); !problems.isEmpty())
        return fail(Error::invalid(problems.first().message, problems.first().field));
    auto entry = access.machine(request.machine.trimmed());
    if (!entry)
        return fail(entry.error());
    // The follow agent runs the entry's python on every worker, as a launch does.
    if (auto trusted = access.requirePython(*entry); !trusted)
        return fail(trusted.error());

    RunRecord record;
    record.attachMetrics = request.metrics.trimmed();
    record.attachLog = request.log.trimmed();
    record.attachFormat = request.format.trimmed().isEmpty() ? guessFormat(record.attachMetrics)
                                                             : request.format.trimmed().toLower();
    record.experiment = request.name.trimmed();
    record.configHash = configHash(Json{{"attach", {{"metrics", toStd(record.attachMetrics)}, {"log", toStd(record.attachLog)}}}});
    record.runId = RunRecord::makeRunId(record.experiment, record.configHash, 0);
    record.machine = entry->name();
    record.hosts = entry->hosts();
    if (record.hosts.isEmpty())
        record.hosts << u"localhost"_s;   // a local entry: one worker, this machine
    record.python = entry->python();
    record.state = RunState::Running;
    record.stateDetail = Tr::tr("attached: a job the workbench did not launch");
    record.started = nowIso();
    const RunFolder folder = RunFolder::in(runsDir, record.runId);
    // The same files under the same name are the same run: attached again once detached, but
    // not twice at once (two followers of one run would write one mirror).
    if (auto existing = folder.readRecord(); existing && isActive(existing->state))
        return fail(Error::invalid(Tr::tr("%1 is already attached to these files and followed: open it in the Monitor, "
                                          "or detach it first.").arg(record.runId), u"name"_s));
    if (!QDir().mkpath(folder.dir()))
        return fail(Error::failure(Tr::tr("Cannot create %1: check that the workspace is writable.").arg(folder.dir())));
    // Attached again under the same name: the tags and notes given to it before stay.
    return RunRecordStore(folder).save(record);
}

Result<RunRecord> JobAttacher::detach(const QString &runsDir, const QString &runId)
{
    const RunFolder folder = RunFolder::in(runsDir, runId);
    if (auto record = folder.readRecord(); !record)
        return fail(record.error());
    return RunRecordStore(folder).update([](RunRecord &record) -> Result<void> {
        if (record.attachMetrics.isEmpty())
            return fail(Error::invalid(Tr::tr("%1 was launched by the workbench, not attached: stop it with Stop "
                                              "(`tpuwb run stop %1`).").arg(record.runId)));
        if (isActive(record.state)) {
            record.state = RunState::Stopped;
            record.stateDetail = Tr::tr("detached; the job was not touched");
            record.ended = nowIso();
        }
        return {};
    });
}

} // namespace twb
