#pragma once

#include "core/experiment/experiment.h"
#include "core/runs/attention_bench.h"
#include "core/util/error.h"

#include <QList>
#include <QString>

#include <functional>

namespace twb {

class RunService;

// What to benchmark where.
struct AttentionBenchRequest
{
    QString experimentDir;        // a scaffolded project with bench_attention.py
    QString machine;              // registry name
    QList<qint64> seqLens;        // empty: the experiment's train.seq_len
    QString device = QStringLiteral("cpu");   // "cpu" or "tpu"
    int batch = 1;
    int repeats = 0;              // 0: the script's default
    int threads = 0;              // CPU threads (0: torch's default)
    bool skipPreflight = false;
};

// A finished attention benchmark: its run and what it measured.
struct AttentionBenchReport
{
    QString runId;
    QString experiment;
    QString experimentDir;
    QString currentKernel;        // the experiment's attention_kernel, unchanged
    QString device;
    QList<AttentionBenchRow> rows;
    AttentionBenchVerdict verdict;

    Json toJson() const;
    // The last line a user reads: the fastest correct kernel and how to set it, never set here.
    QString recommendation() const;
};

// `tpuwb bench attention` and the Experiments panel's "Benchmark attention...": the project's
// bench_attention.py as a run (kind "attention_bench") launched through RunService like any
// other, so it works on a TPU VM over SSH as on this machine; waits for it, fetches its
// metrics and reads the rows. Blocking: call it from a worker thread or the CLI.
class AttentionBenchRunner final
{
public:
    using Progress = std::function<void(const QString &message)>;

    explicit AttentionBenchRunner(RunService &service) : m_service(service) {}

    // `dir` holds an experiment that can be benchmarked, or an error naming the folder.
    static Result<Experiment> checkExperiment(const QString &dir);
    // The report of a benchmark run already recorded (its local metrics mirror).
    static Result<AttentionBenchReport> readRun(const QString &runsDir, const QString &runId);

    Result<AttentionBenchReport> runNow(const AttentionBenchRequest &request, const Progress &progress = {},
                                        const std::function<bool()> &cancelled = {});

private:
    RunService &m_service;
};

} // namespace twb
