// The memory estimator against measurement. For a dense decoder and a MoE, with train.remat
// off and on, a generated project (templates/experiment, rendered by the scaffold code) runs
// one training step of its CPU smoke test with /usr/bin/python3 and writes its
// `memory_measured` event (bytes of parameters, gradients and optimizer state as allocated;
// activations as the bytes autograd saved for backward). MemoryEstimator::estimateCpu predicts
// the same four figures. The benchmark times the estimate against that measured step (the
// baseline: a whole smoke run of one step, what it costs to know instead of predict) and prints the measured-vs-estimated
// table with the error of each figure. docs/mesh.md quotes the last table.
#include "core/experiment/experiment_factory.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/mesh/memory_estimator.h"
#include "core/util/template_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include "bench/bench_report.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

struct Case
{
    const char *name;
    QString kind;
    bool remat;
};

const QList<Case> kCases{{"decoder", u"decoder"_s, false},
                         {"decoder-remat", u"decoder"_s, true},
                         {"moe", u"moe"_s, false},
                         {"moe-remat", u"moe"_s, true}};

struct Measured
{
    QJsonObject measured;
    ModelConfig model;
    double stepSeconds = 0;
    QString error;
};

// A model big enough that small tensors do not dominate, small enough for one CPU step in
// seconds: d_model 256, 4 layers, 8 heads, d_ff 1024, vocab 1024, batch 8 x 256 tokens.
Measured measure(const Case &c, const QString &dir)
{
    Measured out;
    ExperimentRequest request;
    request.name = QString::fromLatin1(c.name);
    request.modelKind = c.kind;
    request.strategy = u"fsdpv2"_s;
    for (const auto &[key, value] :
         QList<std::pair<QString, QString>>{{u"model.d_model"_s, u"256"_s}, {u"model.n_layers"_s, u"4"_s},
                                            {u"model.n_heads"_s, u"8"_s}, {u"model.d_ff"_s, u"1024"_s},
                                            {u"model.vocab_size"_s, u"1024"_s}, {u"train.batch_size"_s, u"8"_s},
                                            {u"train.seq_len"_s, u"256"_s}, {u"train.max_steps"_s, u"1"_s},
                                            {u"train.eval_every"_s, u"0"_s}, {u"train.save_every"_s, u"0"_s},
                                            {u"train.remat"_s, c.remat ? u"true"_s : u"false"_s}})
        request.settings.append({key, value});
    auto experiment = ExperimentFactory::create(request);
    if (!experiment)
        return {{}, {}, 0, experiment.error().message};
    auto files = ScaffoldRenderer(TemplateStore()).render(*experiment);
    if (!files)
        return {{}, {}, 0, files.error().message};
    auto plan = ScaffoldPlan::compare(dir, *files);
    if (!plan || !plan->writeOverwritingAll())
        return {{}, {}, 0, u"cannot write the project into "_s + dir};
    auto model = ModelConfig::fromJson(experiment->toJson(), u"experiment.json"_s);
    if (!model)
        return {{}, {}, 0, model.error().message};
    out.model = *model;

    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    run.setProcessEnvironment(env);
    run.setWorkingDirectory(dir);
    run.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer timer;
    timer.start();
    run.start(u"/usr/bin/python3"_s, {u"train.py"_s, u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s});
    if (!run.waitForFinished(600000) || run.exitCode() != 0)
        return {{}, {}, 0, u"train.py failed: "_s + QString::fromUtf8(run.readAll().right(2000))};
    out.stepSeconds = timer.elapsed() / 1000.0;
    QFile metrics(dir + u"/metrics/host-0.jsonl"_s);
    if (metrics.open(QIODevice::ReadOnly))
        for (const QByteArray &line : metrics.readAll().split('\n'))
            if (line.contains("\"memory_measured\""))
                out.measured = QJsonDocument::fromJson(line).object();
    if (out.measured.isEmpty())
        out.error = u"no memory_measured event in "_s + metrics.fileName();
    return out;
}

QMap<QString, Measured> &results()
{
    static QMap<QString, Measured> all;
    return all;
}

double estimated(const MemoryEstimate &e, const char *key)
{
    const QString k = QString::fromLatin1(key);
    if (k == u"params_bytes"_s)
        return e.bytes(u"parameters"_s);
    if (k == u"grads_bytes"_s)
        return e.bytes(u"gradients"_s);
    if (k == u"optimizer_bytes"_s)
        return e.bytes(u"optimizer"_s) + e.bytes(u"master"_s);
    return e.bytes(u"activations"_s) + e.bytes(u"logits"_s);
}

const AcceleratorType &cpuSlot()
{
    static const AcceleratorType type = *AcceleratorType::parse(u"v5litepod-8"_s); // only its name is used
    return type;
}

void BM_Estimate(benchmark::State &state, QString name)
{
    const Measured &m = results()[name];
    if (!m.error.isEmpty()) {
        state.SkipWithError(m.error.toStdString().c_str());
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(MemoryEstimator::estimateCpu(m.model, cpuSlot()).totalBytes);
    state.counters["measured_run_s"] = m.stepSeconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    QTemporaryDir root;
    for (const Case &c : kCases) {
        results()[QString::fromLatin1(c.name)] = measure(c, root.filePath(QString::fromLatin1(c.name)));
        benchmark::RegisterBenchmark((std::string("estimate/") + c.name).c_str(), BM_Estimate,
                                     QString::fromLatin1(c.name));
    }
    benchmark::RunSpecifiedBenchmarks();

    std::printf("\nCPU smoke test, one step: measured (memory_measured) vs estimated (tpuwb mesh estimate --device cpu)\n");
    std::printf("%-14s %-17s %14s %14s %8s\n", "model", "figure", "measured", "estimated", "error");
    double worstState = 0;        // parameters, gradients, optimizer state: |error| in %
    double worstActivations = 0;
    int measuredCases = 0;
    for (const Case &c : kCases) {
        const Measured &m = results()[QString::fromLatin1(c.name)];
        if (!m.error.isEmpty()) {
            std::printf("%-14s %s\n", c.name, m.error.toUtf8().constData());
            continue;
        }
        const MemoryEstimate e = MemoryEstimator::estimateCpu(m.model, cpuSlot());
        for (const char *key : {"params_bytes", "grads_bytes", "optimizer_bytes", "activations_bytes"}) {
            const double measured = m.measured.value(QLatin1StringView(key)).toDouble();
            const double predicted = estimated(e, key);
            const double error = measured > 0 ? 100.0 * (predicted - measured) / measured : 0.0;
            std::printf("%-14s %-17s %14.0f %14.0f %+7.2f%%\n", c.name, key, measured, predicted, error);
            double &worst = std::string_view(key) == "activations_bytes" ? worstActivations : worstState;
            worst = std::max(worst, std::abs(error));
        }
        ++measuredCases;
    }
    if (measuredCases > 0)
        bench::report("bench_memory_estimate", "memory estimate vs one measured CPU step (worst of the models)",
                      bench::format("state within %.4f %%", worstState)
                          + bench::format(", activations within %.4f %%", worstActivations),
                      "measured by a one-step smoke run", "-", "<= 1 % state, <= 15 % activations",
                      worstState <= 1.0 && worstActivations <= 15.0);
    benchmark::Shutdown();
    return 0;
}
