// StudyPlan: the budget from a measured step time (a TPU figure as it is, a CPU figure scaled
// and labelled), the detectable difference the seeds give, the timeline, plan.md's content.
#include "core/ablation/ablation_expander.h"
#include "core/ablation/study_plan.h"
#include "core/catalog/accelerator_type.h"
#include "core/experiment/experiment_factory.h"
#include "core/metrics/run_profile.h"

#include "support/result_check.h"

#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;
using twb::StudyPlan;

namespace {

// 2 cells (train.lr) x `seeds` seeds of a v5litepod-8 decoder with 1000 steps per run.
StudyPlan::Inputs inputs(int seeds)
{
    twb::ExperimentRequest request;
    request.name = u"lr-study"_s;
    request.settings = {{u"train.max_steps"_s, u"1000"_s}};
    auto experiment = twb::ExperimentFactory::create(request);
    if (!experiment)
        qFatal("%s", qPrintable(experiment.error().message));
    twb::AblationSpec spec;
    spec.setName(u"lr-study"_s);
    spec.setBase(u"experiments/lr-study/experiment.json"_s);
    spec.setVariables({twb::AblationVariable(u"train.lr"_s, {twb::Json(1e-4), twb::Json(3e-4)})});
    std::vector<qint64> seedList;
    for (int i = 0; i < seeds; ++i)
        seedList.push_back(i);
    spec.setSeeds(seedList);
    spec.setMetric(*StudyPlan::resolveMetric(u"eval_loss"_s));
    auto expansion = twb::AblationExpander::expand(spec, experiment->toJson(), u"a.json"_s, u"e.json"_s);
    if (!expansion)
        qFatal("%s", qPrintable(expansion.error().message));
    StudyPlan::Inputs in;
    in.name = u"lr-study"_s;
    in.idea = u"A lower learning rate"_s;
    in.hypothesis = u"3e-4 reaches a lower eval loss than 1e-4"_s;
    in.experimentDir = u"experiments/lr-study/"_s;
    in.ablationFile = u"ablations/lr-study.json"_s;
    in.configHash = experiment->configHash();
    in.spec = spec;
    in.expansion = *expansion;
    return in;
}

twb::StudyStepTime measured(const QString &device, double seconds)
{
    twb::StudyStepTime t;
    t.device = device;
    t.measuredSeconds = seconds;
    t.steps = 6;
    t.where = u"this computer"_s;
    t.source = u"/ws/experiments/lr-study/.smoke/metrics/host-0.jsonl"_s;
    return t;
}

} // namespace

class tst_StudyPlan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void budgetUsesTheMeasuredTpuStepTime();
    void cpuFigureIsScaledAndLabelled();
    void withoutAMeasurementTheBudgetIsUnknown();
    void detectableDifference_data();
    void detectableDifference();
    void measuredSpreadGivesADifferenceInTheMetric();
    void timelineSpreadsRunsOverMachines();
    void chipTimeInSensibleUnits_data();
    void chipTimeInSensibleUnits();
    void metricNames_data();
    void metricNames();
    void unknownMetricNamesItAndTheKnownOnes();
};

void tst_StudyPlan::budgetUsesTheMeasuredTpuStepTime()
{
    StudyPlan::Inputs in = inputs(3);
    in.stepTime = measured(u"tpu"_s, 0.25);
    const StudyPlan plan = StudyPlan::make(in);
    QVERIFY(!plan.cpuScaled());
    QCOMPARE(*plan.planStepSeconds(), 0.25);
    // 2 cells x 3 seeds = 6 runs x 1000 steps x 0.25 s = 1500 s; x 8 chips = 3.33 chip-hours.
    QCOMPARE(plan.cost().runs, 6);
    QCOMPARE(plan.cost().chipsPerRun, 8);
    QVERIFY(std::abs(plan.cost().chipHours() - 6 * 1000 * 0.25 * 8 / 3600.0) < 1e-9);
    const QString md = plan.markdown();
    QVERIFY2(md.contains(u"- Step time: measured: the median step of a smoke run on this computer (v5litepod-8; steps after warm-up: 6)"_s), qPrintable(md));
    QVERIFY2(md.contains(u"- Chip time: 3.33 chip-hours (25 min of training x chips per run: 8, v5litepod-8; at the "
                           "measured step time of 0.25 s)"_s),
             qPrintable(md));
    QVERIFY(!md.contains(u"not a TPU figure"_s));
    QVERIFY(md.contains(u"# Study plan: lr-study"_s));
    QVERIFY(md.contains(u"3e-4 reaches a lower eval loss than 1e-4"_s));
    QVERIFY(md.contains(u"| `train.lr` | 0.0001, 0.0003 |"_s));
    QVERIFY(md.contains(u"Metric: eval/loss, goal min, at final"_s));
    QVERIFY(md.contains(u"Cells x seeds = runs: 2 x 3 = 6."_s));
    QVERIFY(md.contains(u"- Training: runs x steps x step time = 6 x 1000 x 0.25 s = 25 min"_s));
    QVERIFY(md.contains(u"- Launch: `tpuwb ablate launch ablations/lr-study.json --machines NAME[,NAME...]`"_s));
    in.spec.setMachines({u"v5e-a"_s, u"v5e-b"_s});
    QVERIFY(StudyPlan::make(in).markdown().contains(u"- Launch: `tpuwb ablate launch ablations/lr-study.json --machines v5e-a,v5e-b`"_s));
}

void tst_StudyPlan::cpuFigureIsScaledAndLabelled()
{
    StudyPlan::Inputs in = inputs(3);
    in.stepTime = measured(u"cpu"_s, 2.0);
    const StudyPlan plan = StudyPlan::make(in);
    QVERIFY(plan.cpuScaled());
    // The factor from the FLOPs: the slice at 40% of its bf16 peak against the CPU's 2 s.
    const twb::Json config = in.expansion.cells().front().config;
    const double flops = twb::RunProfile::modelFlopsPerToken(config) * config["train"]["batch_size"].get<double>()
                         * config["train"]["seq_len"].get<double>();
    const auto type = twb::AcceleratorType::parse(u"v5litepod-8"_s);
    const double tpuSeconds = flops / (8 * type->bf16FlopsPerChip() * StudyPlan::kAssumedMfu);
    QVERIFY(std::abs(*plan.scale() - tpuSeconds / 2.0) < 1e-12);
    QVERIFY(std::abs(*plan.planStepSeconds() - tpuSeconds) < 1e-12);
    QVERIFY(plan.stepTimeLabel().startsWith(u"measured on CPU (2 s, the median step on this computer; steps after warm-up: 6;"_s));
    QVERIFY(plan.stepTimeLabel().endsWith(u"; not a TPU figure"_s));
    const QString md = plan.markdown();
    QVERIFY(md.contains(u"scaled by "_s));
    QVERIFY(md.contains(u"(scaled from CPU; not a TPU figure)"_s));
    QVERIFY(md.contains(u"at an assumed 40% MFU"_s));
    QVERIFY(std::abs(plan.cost().chipHours() - 6 * 1000 * tpuSeconds * 8 / 3600.0) < 1e-9);
}

void tst_StudyPlan::withoutAMeasurementTheBudgetIsUnknown()
{
    StudyPlan::Inputs in = inputs(3);
    in.notMeasuredReason = u"the smoke run failed"_s;
    const StudyPlan plan = StudyPlan::make(in);
    QVERIFY(!plan.cost().known());
    const QString md = plan.markdown();
    QVERIFY(md.contains(u"- Step time: not measured: the smoke run failed"_s));
    QVERIFY(md.contains(u"- Budget: unknown."_s));
    QVERIFY(md.contains(u"Unknown until the step time is measured."_s));
    QVERIFY(!md.contains(u"Chip time"_s));
}

void tst_StudyPlan::detectableDifference_data()
{
    QTest::addColumn<int>("seeds");
    QTest::addColumn<double>("inStd");
    // (t_0.975 + t_0.80 with 2n-2 degrees of freedom) x sqrt(2/n); 0 means none.
    QTest::newRow("1 seed: nothing is detectable") << 1 << 0.0;
    QTest::newRow("2 seeds: 2 dof") << 2 << (4.3027 + 1.0607) * 1.0;
    QTest::newRow("3 seeds: 4 dof") << 3 << (2.7764 + 0.9410) * std::sqrt(2.0 / 3.0);
    QTest::newRow("10 seeds: 18 dof") << 10 << (2.1009 + 0.8620) * std::sqrt(0.2);
    QTest::newRow("20 seeds: 38 dof, past the tables") << 20 << (2.0244 + 0.8512) * std::sqrt(0.1);
}

void tst_StudyPlan::detectableDifference()
{
    QFETCH(int, seeds);
    QFETCH(double, inStd);
    const auto got = StudyPlan::detectableInStd(seeds);
    if (inStd == 0) {
        QVERIFY(!got);
        return;
    }
    QVERIFY(got);
    QVERIFY2(std::abs(*got - inStd) < 2e-3, qPrintable(u"%1 vs %2"_s.arg(*got).arg(inStd)));
}

void tst_StudyPlan::measuredSpreadGivesADifferenceInTheMetric()
{
    StudyPlan::Inputs in = inputs(3);
    in.stepTime = measured(u"tpu"_s, 0.25);
    in.spread = twb::StudySpread{0.02, 6, u"ablation lr-sweep: 3 cells with up to 3 finished seeds"_s};
    QString md = StudyPlan::make(in).markdown();
    // 3.035 x 0.02 = 0.0607
    QVERIFY2(md.contains(u"Detectable difference: 0.0607."_s), qPrintable(md));
    QVERIFY(md.contains(u"ablation lr-sweep"_s));

    in.spread.reset();
    md = StudyPlan::make(in).markdown();
    QVERIFY(md.contains(u"Seed spread of eval/loss: unknown"_s));
    QVERIFY(md.contains(u"tpuwb ablate launch ablations/lr-study.json"_s));

    md = StudyPlan::make(inputs(1)).markdown();
    QVERIFY(md.contains(u"With 1 seed per cell there is no seed spread"_s));
}

void tst_StudyPlan::timelineSpreadsRunsOverMachines()
{
    StudyPlan::Inputs in = inputs(3);
    in.stepTime = measured(u"tpu"_s, 0.6);
    in.parallel = 2;
    const StudyPlan plan = StudyPlan::make(in);
    // 6 runs of 1000 x 0.6 s = 10 min each; 2 machines: 3 runs one after another = 30 min.
    QVERIFY(std::abs(plan.cost().wallHours(2) - 0.5) < 1e-9);
    const QString md = plan.markdown();
    QVERIFY2(md.contains(u"- Machines in parallel: 2 (one run per machine at a time): 30 min of wall time."_s), qPrintable(md));
    QVERIFY(md.contains(u"- With 6 machines (one per run): 10 min."_s));

    // Under a minute the plan speaks in seconds: 6 runs x 1000 steps x 1 ms = 6 s.
    in.stepTime = measured(u"tpu"_s, 0.001);
    QVERIFY(StudyPlan::make(in).markdown().contains(u"x 1000 x 1 ms = 6 s\n"_s));
}

// A tiny study's budget reads in chip-seconds, not "0.000222 chip-hours"; a big one in
// chip-hours; each with the step time it comes from (issue 27).
void tst_StudyPlan::chipTimeInSensibleUnits_data()
{
    QTest::addColumn<double>("stepSeconds");
    QTest::addColumn<QString>("line");
    // 6 runs x 1000 steps x 8 chips = 48000 chip-steps.
    QTest::newRow("under a chip-second") << 2e-5 << u"- Chip time: 0.96 chip-seconds (0.12 s of training x chips per run: 8, v5litepod-8; at the measured step time of 20 us)"_s;
    QTest::newRow("chip-seconds") << 5e-4 << u"- Chip time: 24 chip-seconds (3 s of training x chips per run: 8, v5litepod-8; at the measured step time of 500 us)"_s;
    QTest::newRow("chip-minutes") << 0.01 << u"- Chip time: 8 chip-minutes (1 min of training x chips per run: 8, v5litepod-8; at the measured step time of 10 ms)"_s;
    QTest::newRow("chip-hours") << 0.25 << u"- Chip time: 3.33 chip-hours (25 min of training x chips per run: 8, v5litepod-8; at the measured step time of 0.25 s)"_s;
    QTest::newRow("many chip-hours") << 30.0 << u"- Chip time: 400 chip-hours (50 h (2.08 days) of training x chips per run: 8, v5litepod-8; at the measured step time of 30 s)"_s;
}

void tst_StudyPlan::chipTimeInSensibleUnits()
{
    QFETCH(double, stepSeconds);
    QFETCH(QString, line);
    StudyPlan::Inputs in = inputs(3);
    in.stepTime = measured(u"tpu"_s, stepSeconds);
    const QString md = StudyPlan::make(in).markdown();
    QVERIFY2(md.contains(line + u'\n'), qPrintable(md));
    QVERIFY2(!md.contains(u"chip-hours"_s) || stepSeconds >= 0.25, qPrintable(md)); // no 0.000... chip-hours
}

void tst_StudyPlan::metricNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("maximise");
    QTest::newRow("eval_loss is the stream's eval/loss") << u"eval_loss"_s << u"eval/loss"_s << false;
    QTest::newRow("perplexity is the eval's") << u"perplexity"_s << u"eval/perplexity"_s << false;
    QTest::newRow("training loss") << u"loss"_s << u"loss"_s << false;
    QTest::newRow("throughput is maximised") << u"tokens_per_s"_s << u"tokens_per_s"_s << true;
}

void tst_StudyPlan::metricNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, name);
    QFETCH(bool, maximise);
    const auto metric = StudyPlan::resolveMetric(typed);
    TWB_VERIFY_RESULT(metric);
    QCOMPARE(metric->name, name);
    QCOMPARE(metric->goal == twb::AblationMetric::Goal::Max, maximise);
}

void tst_StudyPlan::unknownMetricNamesItAndTheKnownOnes()
{
    const auto metric = StudyPlan::resolveMetric(u"accuracy"_s);
    QVERIFY(!metric);
    QVERIFY(metric.error().message.contains(u"\"accuracy\""_s));
    QVERIFY(metric.error().message.contains(u"eval/loss"_s));
}

QTEST_GUILESS_MAIN(tst_StudyPlan)
#include "tst_study_plan.moc"
