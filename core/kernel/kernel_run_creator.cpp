#include "core/kernel/kernel_run_creator.h"

#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/run_mirror.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::KernelRunCreator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelRunCreator)
};

Json nullableString(const QString &text) { return text.isEmpty() ? Json(nullptr) : Json(toStd(text)); }

} // namespace

QString KernelRunCreator::newRunId()
{
    return u"run_"_s + QUuid::createUuid().toString(QUuid::Id128).left(8);
}

QString KernelRunCreator::normalizeTpuVersion(const QString &version)
{
    const QString trimmed = version.trimmed();
    if (trimmed.isEmpty())
        return u"TPU v6e"_s;
    if (trimmed.startsWith(u"TPU "_s, Qt::CaseInsensitive))
        return u"TPU "_s + trimmed.mid(4).trimmed();
    if (trimmed.startsWith(u'v', Qt::CaseInsensitive))
        return u"TPU "_s + trimmed.toLower();
    return trimmed;
}

QString KernelRunCreator::sourceName(const KernelJob &job)
{
    const QString resolved = job.resolvePath(job.inputPath());
    if (QFileInfo(resolved).isDir())
        return u"source"_s;
    QString suffix = QFileInfo(resolved).suffix();
    if (suffix.isEmpty())
        suffix = job.inputType() == u"cuda" ? u"cu"_s : u"py"_s;
    return u"source."_s + suffix;
}

Json KernelRunCreator::initialState(const KernelJob &job, const QString &runId, const QString &runDir,
                                    const QString &tpuVersion)
{
    const std::string rd = toStd(runDir);
    const QString language = job.inputType();
    const QString sourcePath = runDir + u'/' + (job.isSpecification() ? u"source.py"_s : sourceName(job));
    // 6.2: method -> reference_mode; "none" (a jax input) has no value of its own: llm_port.
    const QString method = job.conversionMethod();
    const QString mode = method == u"torchax" ? u"torchax"_s : u"llm_port"_s;

    Json references = Json::array();
    for (const KernelJobReference &ref : job.references()) {
        Json entry{{"kind", toStd(ref.type)},
                   {"source_path", toStd(runDir + u"/ref/"_s + QFileInfo(ref.path).fileName())},
                   {"facts_path", nullptr},
                   {"context_path", nullptr}};
        // 3.4: the job's relationship and notes travel with the entry as extra keys.
        entry["relationship"] = toStd(ref.relationship);
        if (!ref.notes.isEmpty())
            entry["notes"] = toStd(ref.notes);
        references.push_back(std::move(entry));
    }

    Json state = Json::object();
    state["run_id"] = toStd(runId);
    state["run_dir"] = rd;
    state["tpu_version"] = toStd(tpuVersion);
    state["primary"] = Json{{"language", toStd(language)}, {"source_path", toStd(sourcePath)},
                            {"context_path", nullptr}, {"golden_path", nullptr},
                            {"golden_meta_path", nullptr}, {"port_verified", nullptr}};
    state["reference_mode"] = toStd(mode);
    state["emit_jnp_reference"] = job.emitReadableReference();
    for (const char *key : {"jaxpr_path", "hlo_path", "jaxpr_facts_path", "jnp_reference_path", "jaxpr_comparison_path"})
        state[key] = nullptr;
    state["references"] = references;
    state["reference_trust"] = nullptr;
    state["reference_alignment_path"] = nullptr;
    state["ideas_ledger_path"] = nullptr;
    state["input_language"] = toStd(language);
    state["source_path"] = toStd(sourcePath);
    state["source_context_path"] = nullptr;
    state["iteration"] = 0;
    state["max_iterations"] = job.maxIterations();
    state["atol"] = job.atol();
    state["rtol"] = job.rtol();
    if (const auto seed = job.seed())
        state["seed"] = *seed;
    state["best_code_path"] = rd + "/base.py";
    state["best_optimized_time"] = nullptr;
    state["best_speedup"] = nullptr;
    state["base_time_ms"] = nullptr;
    state["history"] = Json::array();
    return state;
}

Result<CreatedRun> KernelRunCreator::create(RunHost &host, const KernelJob &job, const JobValidationReport &report,
                                            const RunPlacement &placement)
{
    if (report.exitCode() == JobValidationReport::Invalid)
        return fail(Error::invalid(Tr::tr("The job %1 is not valid; fix these first:\n  %2")
                                       .arg(job.path(), report.errors.join(u"\n  "_s)),
                                   job.path()));
    if (report.exitCode() == JobValidationReport::MissingPath)
        return fail(Error::notFound(Tr::tr("The job %1 names paths that do not exist:\n  %2")
                                        .arg(job.path(), report.plan->missingPaths.join(u"\n  "_s)),
                                    job.path()));

    auto root = host.absolutePath(placement.hostRunsRoot);
    if (!root)
        return fail(root.error());
    CreatedRun run;
    run.runId = newRunId();
    run.hostRunDir = *root + u'/' + run.runId;
    run.localDir = QDir::cleanPath(placement.localRunsRoot) + u'/' + run.runId;
    run.mirrored = QDir::cleanPath(run.hostRunDir) != QDir::cleanPath(QFileInfo(run.localDir).absoluteFilePath());
    run.host = host.describe();

    if (auto made = host.makeDirectory(run.hostRunDir); !made)
        return fail(made.error());
    if (!job.isSpecification()) {
        const QString input = job.resolvePath(job.inputPath());
        const QString target = run.hostRunDir + u'/' + sourceName(job);
        if (auto copied = host.uploadTree(input, target); !copied)
            return fail(copied.error());
        // Setup 3: a jax primary is its own baseline.
        if (job.inputType() == u"jax" && QFileInfo(input).isFile()) {
            if (auto copied = host.uploadTree(input, run.hostRunDir + u"/base.py"_s); !copied)
                return fail(copied.error());
        }
    }
    for (const KernelJobReference &ref : job.references()) {
        const QString input = job.resolvePath(ref.path);
        if (auto copied = host.uploadTree(input, run.hostRunDir + u"/ref/"_s + QFileInfo(input).fileName()); !copied)
            return fail(copied.error());
    }
    auto jobBytes = readWholeFile(job.path());
    if (!jobBytes)
        return fail(jobBytes.error());
    if (auto written = host.writeFile(run.hostRunDir + u"/job.json"_s, *jobBytes); !written)
        return fail(written.error());
    JobValidationReport stored = report;
    if (auto written = host.writeFile(run.hostRunDir + u"/job_validation.json"_s, stored.toFileBytes()); !written)
        return fail(written.error());

    const QString tpuVersion = normalizeTpuVersion(job.tpuVersion().value_or(placement.machineTpuVersion));
    if (!placement.deviceKind.isEmpty()) {
        const QString specs = u"TPU Version: %1\nDevice Count: %2\nDevice Kind: %3\n"_s.arg(tpuVersion)
                                  .arg(placement.deviceCount)
                                  .arg(placement.deviceKind);
        if (auto written = host.writeFile(run.hostRunDir + u"/tpu_specs.txt"_s, specs.toUtf8()); !written)
            return fail(written.error());
    }
    auto state = KernelState::fromJson(initialState(job, run.runId, run.hostRunDir, tpuVersion),
                                       run.hostRunDir + u"/state.json"_s);
    if (!state)
        return fail(state.error());
    if (auto written = host.writeFile(run.hostRunDir + u"/state.json"_s, state->toBytes()); !written)
        return fail(written.error());

    if (!QDir().mkpath(run.localDir))
        return fail(Error::failure(Tr::tr("Cannot create the folder %1.").arg(run.localDir), run.localDir));
    Decision created;
    created.action = u"create"_s;
    created.outcome = u"ok"_s;
    created.iteration = 0;
    created.detail = Tr::tr("created %1 on %2").arg(run.hostRunDir, placement.machineName.isEmpty() ? Tr::tr("this machine")
                                                                                                 : placement.machineName);
    created.extra = Json{{"machine", nullableString(placement.machineName)},
                         {"host_run_dir", toStd(run.hostRunDir)},
                         {"job", toStd(QFileInfo(job.path()).absoluteFilePath())}};
    if (!placement.worker.is_null())
        created.extra["worker"] = placement.worker;
    if (auto logged = OrchestratorJournal(run.localDir).append(created); !logged)
        return fail(logged.error());
    if (run.mirrored) {
        RunMirror mirror(run.hostRunDir, run.localDir);
        if (auto synced = mirror.sync(host); !synced)
            return fail(synced.error());
    }
    return run;
}

} // namespace twb::kernel
