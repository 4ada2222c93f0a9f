#include "core/services/attention_bench_runner.h"

#include "core/runs/run_folder.h"
#include "core/services/run_service.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AttentionBenchRunner.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AttentionBenchRunner)
};

constexpr const char *kKind = "attention_bench";
constexpr int kPollMs = 300;

QString runIdFor(const QString &experiment)
{
    return experiment + u"-attention-bench-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
}

} // namespace

Json AttentionBenchReport::toJson() const
{
    Json rowsJson = Json::array();
    for (const AttentionBenchRow &r : rows)
        rowsJson.push_back(r.toJson());
    Json o = {{"run_id", toStd(runId)},
              {"experiment", toStd(experiment)},
              {"experiment_dir", toStd(experimentDir)},
              {"attention_kernel", toStd(currentKernel)},
              {"device", toStd(device)},
              {"rows", rowsJson}};
    o["fastest_correct"] = verdict.fastest.isEmpty() ? Json(nullptr) : Json(toStd(verdict.fastest));
    o["recommendation"] = toStd(recommendation());
    return o;
}

QString AttentionBenchReport::recommendation() const
{
    const QString where = device == u"tpu"_s ? Tr::tr("the TPU") : Tr::tr("the CPU");
    QString line;
    if (verdict.fastest.isEmpty()) {
        line = Tr::tr("No kernel attention_kernel can name (%1) was correct at every length on %2; the experiment keeps "
                      "\"%3\". The rows above say why.")
                   .arg(AttentionBench::settableKernels().join(u", "_s), where, currentKernel);
    } else if (verdict.fastest == currentKernel) {
        line = Tr::tr("Fastest correct kernel on %1: %2, which the experiment already uses. Nothing was changed.")
                   .arg(where, verdict.fastest);
    } else {
        line = Tr::tr("Fastest correct kernel on %1: %2. The experiment uses \"%3\"; to switch, set \"attention_kernel\": "
                      "\"%2\" in %4 and scaffold again (tpuwb scaffold ... --attention %2 --force). Nothing was changed.")
                   .arg(where, verdict.fastest, currentKernel,
                        QDir::toNativeSeparators(QDir(experimentDir).filePath(u"experiment.json"_s)));
    }
    if (device != u"tpu"_s)
        line += u' ' + Tr::tr("Splash and Flash run only on a TPU: benchmark on a TPU machine (--device tpu) before choosing.");
    return line;
}

Result<Experiment> AttentionBenchRunner::checkExperiment(const QString &dir)
{
    const QFileInfo info(dir);
    if (!info.isDir())
        return fail(Error::notFound(Tr::tr("EXPERIMENT_DIR %1 is not a folder; give the folder of a scaffolded "
                                           "experiment (e.g. <workspace>/experiments/NAME).")
                                        .arg(QDir::toNativeSeparators(dir)),
                                    dir));
    const QDir folder(dir);
    const QString config = folder.exists(u"config.json"_s) ? folder.filePath(u"config.json"_s)
                                                             : folder.filePath(u"experiment.json"_s);
    if (!QFileInfo::exists(config))
        return fail(Error::invalid(Tr::tr("EXPERIMENT_DIR %1 is not an experiment: it has no experiment.json. Give the "
                                          "folder `tpuwb scaffold` wrote (e.g. <workspace>/experiments/NAME).")
                                       .arg(QDir::toNativeSeparators(dir)),
                                   dir));
    auto experiment = Experiment::readFile(config);
    if (!experiment)
        return fail(experiment.error());
    if (!folder.exists(u"bench_attention.py"_s) || !folder.exists(u"launch.sh"_s))
        return fail(Error::invalid(Tr::tr("%1 has no bench_attention.py (or launch.sh): it was scaffolded before the "
                                          "attention benchmark existed. Scaffold it again (tpuwb scaffold ... --force).")
                                       .arg(QDir::toNativeSeparators(dir)),
                                   dir));
    return experiment;
}

Result<AttentionBenchReport> AttentionBenchRunner::readRun(const QString &runsDir, const QString &runId)
{
    const RunFolder folder = RunFolder::in(runsDir, runId);
    auto record = RunRecord::readFile(folder.recordFile());
    if (!record)
        return fail(record.error());
    QFile metrics(folder.metricsFile(0));
    if (!metrics.open(QIODevice::ReadOnly))
        return fail(Error::notFound(Tr::tr("%1 cannot be read (%2): the benchmark's metrics were not fetched; "
                                           "`tpuwb run logs %3` shows what the script printed.")
                                        .arg(folder.metricsFile(0), metrics.errorString(), runId),
                                    folder.metricsFile(0)));
    AttentionBenchReport report;
    report.runId = runId;
    report.experiment = record->experiment;
    report.experimentDir = record->projectDir;
    report.device = record->device;
    report.rows = AttentionBench::rowsFromMetrics(metrics.readAll());
    report.verdict = AttentionBench::verdict(report.rows);
    if (auto experiment = Experiment::readFile(QDir(record->projectDir).filePath(u"experiment.json"_s)))
        report.currentKernel = experiment->attentionKernel();
    return report;
}

Result<AttentionBenchReport> AttentionBenchRunner::runNow(const AttentionBenchRequest &request, const Progress &progress,
                                                          const std::function<bool()> &cancelled)
{
    const QString dir = QFileInfo(request.experimentDir).absoluteFilePath();
    auto experiment = checkExperiment(dir);
    if (!experiment)
        return fail(experiment.error());
    QList<qint64> seqLens = request.seqLens;
    if (seqLens.isEmpty()) {
        const Json seq = experiment->value(u"train.seq_len"_s);
        if (!seq.is_number_integer() || seq.get<qint64>() <= 0)
            return fail(Error::invalid(Tr::tr("%1 has no train.seq_len to benchmark at; give --seq-len.").arg(dir), dir));
        seqLens << seq.get<qint64>();
    }
    auto machine = m_service.machineAccess().machine(request.machine);
    if (!machine)
        return fail(machine.error());

    LaunchRequest launch = LaunchRequest::forMachine(*machine, dir);
    launch.kind = QString::fromLatin1(kKind);
    const QString name = experiment->name().isEmpty() ? QFileInfo(dir).fileName() : experiment->name();
    launch.runId = runIdFor(name);
    launch.device = request.device;
    launch.skipPreflight = request.skipPreflight;
    launch.extraArguments = AttentionBench::scriptArguments(seqLens, request.batch, request.repeats, request.threads);
    auto record = m_service.launchNow(launch, progress);
    if (!record)
        return fail(record.error());
    const QString runId = record->runId;
    if (progress)
        progress(Tr::tr("Benchmarking attention in run %1 on %2...").arg(runId, request.machine));
    while (isActive(record->state) || record->state == RunState::Pending) {
        if (cancelled && cancelled()) {
            (void)m_service.stopNow(runId, std::chrono::seconds(5));
            return fail(Error{Tr::tr("The attention benchmark %1 was cancelled and stopped.").arg(runId), runId,
                              Error::Kind::Cancelled});
        }
        QThread::msleep(kPollMs);
        record = m_service.refreshNow(runId);
        if (!record)
            return fail(record.error());
    }
    if (auto fetched = m_service.fetchNow(runId, true); !fetched)
        return fail(fetched.error());
    if (record->state != RunState::Finished)
        return fail(Error::failure(Tr::tr("The attention benchmark %1 ended %2: %3. Its log is %4.")
                                       .arg(runId, runStateName(record->state),
                                            record->stateDetail.isEmpty() ? Tr::tr("no reason given") : record->stateDetail,
                                            RunFolder::in(m_service.runsDir(), runId).logFile(0)),
                                   runId));
    auto report = readRun(m_service.runsDir(), runId);
    if (!report)
        return fail(report.error());
    report->currentKernel = experiment->attentionKernel();
    report->experimentDir = dir;
    if (report->rows.isEmpty())
        return fail(Error::failure(Tr::tr("The attention benchmark %1 finished but wrote no attention_bench rows to %2.")
                                       .arg(runId, RunFolder::in(m_service.runsDir(), runId).metricsFile(0)),
                                   runId));
    return report;
}

} // namespace twb
