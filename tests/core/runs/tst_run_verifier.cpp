// RunVerifier on written metrics streams, one check at a time: each passes, fails or does not
// apply with its evidence. (Real PyTorch CPU runs, a healthy one and a diverging one, are
// verified end to end by tests/e2e/runs/tst_run_verify_cli.)
#include "core/runs/run_verifier.h"

#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/memory_estimate.h"
#include "core/mesh/mesh_check.h"
#include "core/mesh/sharding_plan.h"

#include "support/result_check.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;
using Outcome = VerificationCheck::Outcome;

namespace {

// Scalars at steps first..last with loss(step).
QByteArray lossLines(int first, int last, const std::function<double(int)> &loss, int host = 0)
{
    QByteArray out;
    for (int step = first; step <= last; ++step) {
        const double l = loss(step);
        const QByteArray value = std::isnan(l) ? QByteArray("NaN") : QByteArray::number(l, 'g', 17);
        out += "{\"step\": " + QByteArray::number(step) + ", \"host\": " + QByteArray::number(host)
               + ", \"loss\": " + value + "}\n";
    }
    return out;
}

QByteArray line(const Json &object)
{
    return QByteArray::fromStdString(object.dump()) + '\n';
}

Json tinyConfig(const char *accelerator = "v5litepod-8", Json axes = Json::array({{{"name", "fsdp"}, {"size", 8}}}))
{
    return Json{{"name", "tiny"},
                {"model", {{"kind", "decoder"}, {"d_model", 32}, {"n_layers", 2}, {"n_heads", 4}, {"d_ff", 64},
                           {"vocab_size", 64}}},
                {"train", {{"batch_size", 8}, {"seq_len", 16}, {"lr", 0.001}}},
                {"tpu", {{"accelerator_type", accelerator}, {"strategy", "fsdpv2"}, {"mesh", {{"axes", axes}}}}}};
}

Outcome outcomeOf(const RunVerification &v, const QString &key)
{
    const VerificationCheck *c = v.find(key);
    return c ? c->outcome : Outcome::NotApplicable;
}

QString evidenceOf(const RunVerification &v, const QString &key)
{
    const VerificationCheck *c = v.find(key);
    return c ? c->evidence : QString();
}

// A spmd experiment over data=2 x fsdp=4 of a v5litepod-8, with `mesh` merged into tpu.mesh.
Json spmdConfig(const Json &mesh = Json::object())
{
    Json config = tinyConfig("v5litepod-8", Json::array({{{"name", "data"}, {"size", 2}}, {{"name", "fsdp"}, {"size", 4}}}));
    config["tpu"]["strategy"] = "spmd";
    config["tpu"]["mesh"].update(mesh);
    return config;
}

// The sharding_applied event of a run that applied exactly what `tpuwb mesh plan` plans for
// `config`; `edit` changes one parameter (by name) on its way.
Json appliedEvent(const Json &config, const std::function<void(Json &parameter)> &edit = {})
{
    auto plan = ShardingPlan::forExperiment(config, u"config.json"_s);
    if (!plan)
        qFatal("%s", qPrintable(plan.error().message));
    Json event = plan->toJson();
    event.erase("strategy");
    for (Json &p : event["parameters"]) {
        p.erase("source");
        p["hlo_sharding"] = "{devices=[4,1,2]0,2,4,6,1,3,5,7 last_tile_dim_replicate}";
        if (edit)
            edit(p);
    }
    event["event"] = "sharding_applied";
    event["step"] = 0;
    return event;
}

// What `tpuwb mesh estimate --model` computes per device for `config`'s own mesh.
MemoryEstimate meshEstimate(const Json &config)
{
    auto contents = ExperimentMeshFile::fromJson(config, u"config.json"_s, true);
    if (!contents || !contents->mesh)
        qFatal("the test's config has no mesh");
    const MeshCheck checked = MeshCheck::run(*contents->mesh, contents->plan, &*contents->model);
    if (!checked.estimate())
        qFatal("the test's config has no estimate");
    return *checked.estimate();
}

double meshEstimateTotal(const Json &config)
{
    return meshEstimate(config).totalBytes;
}

// The estimate's state updated in place: what XLA aliases from arguments to outputs.
double meshEstimateState(const Json &config)
{
    const MemoryEstimate e = meshEstimate(config);
    return e.bytes(u"parameters"_s) + e.bytes(u"optimizer"_s) + e.bytes(u"master"_s);
}

// A memory_compiled event of `total` bytes per device whose aliased arguments are `aliased`
// bytes (< 0: the field left out).
QByteArray compiledLine(double total, double aliased, bool withTotal = true)
{
    Json perDevice = {{"arguments_bytes", 0.4 * total}, {"outputs_bytes", 0.3 * total}, {"temp_bytes", 0.6 * total}};
    if (aliased >= 0)
        perDevice["alias_bytes"] = aliased;
    if (withTotal)
        perDevice["total_bytes"] = total;
    return line({{"event", "memory_compiled"}, {"step", 2}, {"module", "SyncTensorsGraph.1234"}, {"devices", 8},
                 {"source", "xla buffer assignment"}, {"per_device", perDevice}});
}

} // namespace

class tst_RunVerifier final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCheckIsListedInOrder();
    void loss_data();
    void loss();
    void recompilationAfterWarmupFails();
    void hbmAgainstTheCatalog();
    void measuredMemoryAgainstTheEstimate();
    void compilerMemoryAgainstTheMeshEstimate_data();
    void compilerMemoryAgainstTheMeshEstimate();
    void compilerMemoryOfTheKernelThatRan();
    void appliedShardingAgainstThePlan_data();
    void appliedShardingAgainstThePlan();
    void deviceKindDecidesWhatApplies_data();
    void deviceKindDecidesWhatApplies();
    void eagerDebugRunHasNoWholeStepProgram();
    void checkpointRoundTrip();
    void linterFindsLegacyCalls();
    void meshAgainstDevices();
    void readsARunFolder();
    void jsonSaysPassedAndEachOutcome();
};

void tst_RunVerifier::everyCheckIsListedInOrder()
{
    const RunVerification v = RunVerifier::verify({});
    QStringList keys;
    for (const auto &c : v.checks)
        keys << c.key;
    QCOMPARE(keys, (QStringList{u"loss_decreasing"_s, u"no_recompilation"_s, u"hbm_within_capacity"_s,
                                u"memory_matches_estimate"_s, u"memory_matches_compiler"_s,
                                u"checkpoint_round_trip"_s, u"no_legacy_api"_s, u"mesh_matches_devices"_s,
                                u"sharding_matches_plan"_s}));
    // Nothing applies to an empty run, and nothing applied is no pass.
    QCOMPARE(v.count(Outcome::NotApplicable), 9);
    QVERIFY(!v.passed());
    for (const auto &c : v.checks)
        QVERIFY2(!c.evidence.isEmpty() && !c.title.isEmpty(), qPrintable(c.key));
}

void tst_RunVerifier::loss_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("evidence");

    QTest::newRow("falling") << lossLines(1, 40, [](int s) { return 5.0 / s; }) << int(Outcome::Pass)
                             << u"steps 1 to 40"_s;
    // Noisy but falling: one spike at the end does not decide (windows of a quarter).
    QTest::newRow("noisy, spike at the end")
        << lossLines(1, 40, [](int s) { return s == 40 ? 9.0 : 4.0 - 0.05 * s + ((s % 2) ? 0.3 : -0.3); })
        << int(Outcome::Pass) << u"last 10 logged"_s;
    // Blew up at once and came partly back: still far above the untrained loss.
    QTest::newRow("blew up, came partly back")
        << lossLines(1, 30, [](int s) { return s == 1 ? 4.0 : s < 10 ? 5000.0 : 1500.0; }) << int(Outcome::Fail)
        << u"Loss 4 at the start"_s;
    QTest::newRow("rising") << lossLines(1, 30, [](int s) { return 2.0 + 0.1 * s; }) << int(Outcome::Fail)
                            << u"4.7 at the end"_s;
    QTest::newRow("NaN") << lossLines(1, 30, [](int s) { return s < 12 ? 3.0 - 0.1 * s : std::nan(""); })
                         << int(Outcome::Fail) << u"NaN at step 12"_s;
    // Only the first 100 steps count: a run that rises later still learned at first.
    QTest::newRow("first 100 steps only")
        << lossLines(1, 300, [](int s) { return s <= 100 ? 5.0 - 0.03 * s : 1.0 + s; }) << int(Outcome::Pass)
        << u"steps 1 to 100"_s;
    QTest::newRow("one point") << lossLines(5, 5, [](int) { return 1.0; }) << int(Outcome::NotApplicable)
                               << u"Only one loss"_s;
    QTest::newRow("none") << QByteArray("{\"event\": \"config\"}\n") << int(Outcome::NotApplicable)
                          << u"No loss"_s;
    // A resumed run logs steps again: the last value of a step counts.
    QTest::newRow("resumed run")
        << lossLines(1, 20, [](int) { return 9.0; }) + lossLines(1, 20, [](int s) { return 4.0 - 0.1 * s; })
        << int(Outcome::Pass) << u"steps 1 to 20"_s;
}

void tst_RunVerifier::loss()
{
    QFETCH(QByteArray, stream);
    QFETCH(int, outcome);
    QFETCH(QString, evidence);
    RunVerifier::Inputs inputs;
    inputs.metrics << stream;
    inputs.device = u"cpu"_s;
    const RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(int(outcomeOf(v, u"loss_decreasing"_s)), outcome);
    QVERIFY2(evidenceOf(v, u"loss_decreasing"_s).contains(evidence), qPrintable(evidenceOf(v, u"loss_decreasing"_s)));
}

void tst_RunVerifier::recompilationAfterWarmupFails()
{
    const auto stream = [](const QList<QPair<int, int>> &counts, const QByteArray &events = {}) {
        QByteArray out = events;
        for (const auto &[step, count] : counts)
            out += line({{"step", step}, {"host", 0}, {"loss", 1.0}, {"compile_count", count}});
        return out;
    };
    RunVerifier::Inputs inputs;
    inputs.device = u"tpu"_s;
    // Compiles in warm-up and at the first eval (step 50) are expected.
    inputs.metrics = {stream({{1, 1}, {5, 2}, {10, 3}, {40, 3}, {50, 4}, {60, 4}},
                             line({{"event", "eval"}, {"step", 50}}))};
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"no_recompilation"_s), Outcome::Pass);
    QVERIFY2(evidenceOf(v, u"no_recompilation"_s).contains(u"3 rise(s)"_s), qPrintable(evidenceOf(v, u"no_recompilation"_s)));

    inputs.metrics = {stream({{1, 1}, {10, 2}, {20, 2}, {30, 3}, {40, 4}})};
    v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"no_recompilation"_s), Outcome::Fail);
    QVERIFY2(evidenceOf(v, u"no_recompilation"_s).contains(u"step 30 (2 to 3), step 40 (3 to 4)"_s),
             qPrintable(evidenceOf(v, u"no_recompilation"_s)));

    inputs.device = u"cpu"_s;
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"no_recompilation"_s), Outcome::NotApplicable);
}

void tst_RunVerifier::hbmAgainstTheCatalog()
{
    RunVerifier::Inputs inputs;
    inputs.device = u"tpu"_s;
    inputs.config = tinyConfig();   // v5e: 16 GiB per chip
    inputs.metrics = {line({{"step", 1}, {"loss", 1.0}, {"hbm_used_bytes", 3.0e9}}),
                      line({{"step", 1}, {"loss", 1.0}, {"hbm_used_bytes", 12.0e9}})};
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"hbm_within_capacity"_s), Outcome::Pass);
    QVERIFY2(evidenceOf(v, u"hbm_within_capacity"_s).contains(u"host 1"_s)
                 && evidenceOf(v, u"hbm_within_capacity"_s).contains(u"v5litepod-8"_s),
             qPrintable(evidenceOf(v, u"hbm_within_capacity"_s)));
    inputs.metrics << line({{"step", 2}, {"loss", 1.0}, {"hbm_used_bytes", 40.0e9}});
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"hbm_within_capacity"_s), Outcome::Fail);
    inputs.device = u"cpu"_s;
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"hbm_within_capacity"_s), Outcome::NotApplicable);
}

void tst_RunVerifier::measuredMemoryAgainstTheEstimate()
{
    RunVerifier::Inputs inputs;
    inputs.device = u"cpu"_s;
    inputs.config = tinyConfig();
    inputs.cpuEstimate = [](const Json &) -> Result<RunVerifier::MemoryFigures> {
        return RunVerifier::MemoryFigures{1000, 1000, 2000, 10000};
    };
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"memory_matches_estimate"_s), Outcome::NotApplicable);
    const auto measured = [](double params, double activations) {
        return line({{"event", "memory_measured"}, {"params_bytes", params}, {"grads_bytes", 1000},
                     {"optimizer_bytes", 2000}, {"activations_bytes", activations}});
    };
    // Within 1 % and 15 %.
    inputs.metrics = {measured(1005, 8800)};
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"memory_matches_estimate"_s), Outcome::Pass);
    QVERIFY2(evidenceOf(v, u"memory_matches_estimate"_s).contains(u"activations"_s), qPrintable(evidenceOf(v, u"memory_matches_estimate"_s)));
    // Parameters 2 % off.
    inputs.metrics = {measured(1020, 10000)};
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"memory_matches_estimate"_s), Outcome::Fail);
    // Activations 20 % off.
    inputs.metrics = {measured(1000, 12500)};
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"memory_matches_estimate"_s), Outcome::Fail);

    // The default estimate is the core estimator's, for one CPU device in float32.
    auto estimate = RunVerifier::estimateCpuMemory(tinyConfig());
    TWB_VERIFY_RESULT(estimate);
    QVERIFY(estimate->parameters > 0);
    QCOMPARE(estimate->gradients, estimate->parameters);
    QCOMPARE(estimate->optimizer, 2 * estimate->parameters);   // AdamW: two float32 moments
    QVERIFY(estimate->activations > 0);
}

void tst_RunVerifier::compilerMemoryAgainstTheMeshEstimate_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QStringList>("evidence");

    const double estimate = meshEstimateTotal(spmdConfig());
    const double state = meshEstimateState(spmdConfig());
    const QString estimateText = formatBytes(estimate);
    // The tolerance is relative to the compiler's figure.
    QTest::newRow("estimate 10 % above the compiler")
        << compiledLine(estimate / 1.1, state) << int(Outcome::Pass)
        << QStringList{u"Estimate "_s + estimateText + u" per device"_s, u"SyncTensorsGraph.1234 over 8 device(s)"_s,
                       u"arguments "_s + formatBytes(0.4 * estimate / 1.1), u"temporaries "_s,
                       u"total "_s + formatBytes(estimate / 1.1), u"Totals 10 % apart, limit 25 %"_s,
                       u"State updated in place: estimate "_s + formatBytes(state), u"0 % apart, limit 1 %"_s,
                       u"HBM per device of a v5litepod-8"_s};
    QTest::newRow("estimate 20 % below the compiler")
        << compiledLine(estimate / 0.8, state) << int(Outcome::Pass) << QStringList{u"20 % apart"_s};
    QTest::newRow("estimate 50 % above the compiler")
        << compiledLine(estimate / 1.5, state) << int(Outcome::Fail) << QStringList{u"50 % apart, limit 25 %"_s};
    QTest::newRow("estimate half the compiler's")
        << compiledLine(estimate * 2, state) << int(Outcome::Fail) << QStringList{u"50 % apart"_s, estimateText};
    // The totals agree, but the sharded state does not: another layout than the plan's.
    QTest::newRow("state 5 % off the aliased arguments")
        << compiledLine(estimate, state * 1.05) << int(Outcome::Fail)
        << QStringList{u"Totals 0 % apart"_s, u"XLA "_s + formatBytes(state * 1.05), u"4.76 % apart, limit 1 %"_s};
    QTest::newRow("no aliased arguments reported")
        << compiledLine(estimate, -1) << int(Outcome::Pass) << QStringList{u"the state is not compared"_s};
    QTest::newRow("event without a total")
        << compiledLine(estimate, state, false) << int(Outcome::Fail) << QStringList{u"no per_device.total_bytes"_s};
    QTest::newRow("no event (CPU smoke mode)")
        << line({{"event", "memory_measured"}, {"params_bytes", 1}}) << int(Outcome::NotApplicable)
        << QStringList{u"no memory_compiled event"_s, u"--device xla-cpu"_s};
}

// The CPU runtime runs SDPA in the Pallas kernels' place (its config event says so): the
// estimate is of the kernel that ran, whose scores it keeps.
void tst_RunVerifier::compilerMemoryOfTheKernelThatRan()
{
    Json splash = spmdConfig();
    splash["attention_kernel"] = "splash";
    Json sdpa = splash;
    sdpa["attention_kernel"] = "sdpa";
    const double ran = meshEstimateTotal(sdpa);
    QVERIFY(ran > meshEstimateTotal(splash));
    RunVerifier::Inputs inputs;
    inputs.device = u"xla-cpu"_s;
    inputs.config = splash;
    inputs.metrics << line({{"event", "config"}, {"attention_kernel", "sdpa"}, {"config", splash}})
                   << compiledLine(ran, meshEstimateState(sdpa));
    const RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"memory_matches_compiler"_s), Outcome::Pass);
    QVERIFY2(evidenceOf(v, u"memory_matches_compiler"_s).contains(u"Totals 0 % apart"_s),
             qPrintable(evidenceOf(v, u"memory_matches_compiler"_s)));
}

void tst_RunVerifier::compilerMemoryAgainstTheMeshEstimate()
{
    QFETCH(QByteArray, stream);
    QFETCH(int, outcome);
    QFETCH(QStringList, evidence);
    RunVerifier::Inputs inputs;
    inputs.device = u"xla-cpu"_s;
    inputs.config = spmdConfig();
    inputs.metrics << stream;
    const RunVerification v = RunVerifier::verify(inputs);
    const QString text = evidenceOf(v, u"memory_matches_compiler"_s);
    QCOMPARE(int(outcomeOf(v, u"memory_matches_compiler"_s)), outcome);
    for (const QString &part : evidence)
        QVERIFY2(text.contains(part), qPrintable(part + u" not in: "_s + text));
}

void tst_RunVerifier::appliedShardingAgainstThePlan_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QStringList>("evidence");
    const auto text = [](const Json &j) { return QByteArray::fromStdString(j.dump()); };

    // FSDPv2 shards dimension 0 of every parameter over fsdp; 21 parameters in the tiny model.
    const Json fsdp = tinyConfig();
    QTest::newRow("FSDPv2 as planned")
        << text(fsdp) << line(appliedEvent(fsdp)) << int(Outcome::Pass)
        << QStringList{u"21 parameter(s) sharded as planned (0 by tpu.mesh.partition_specs)"_s,
                       u"read back from torch_xla"_s, u"device order 0,1,2,3,4,5,6,7 as designed"_s};
    // The same plan decoded by hand: what the core plan says, not just what it returns.
    QTest::newRow("FSDPv2, wq replicated")
        << text(fsdp) << line(appliedEvent(fsdp, [](Json &p) {
               if (p["name"] == "layers.1.attn.wq.weight")
                   p["spec"] = Json::array({nullptr, nullptr});
           }))
        << int(Outcome::Fail)
        << QStringList{u"1 of 21 parameter(s) differ"_s,
                       u"layers.1.attn.wq.weight (layers.wq): planned (fsdp, -), applied (-, -)"_s};

    const Json designedOrder = Json::array({0, 2, 4, 6, 1, 3, 5, 7});
    Json specs = Json::object();
    specs["tensors"]["layers.wq"] = Json::array({"fsdp", "data"});
    const Json overridden = spmdConfig({{"partition_specs", specs}, {"device_ids", designedOrder}});
    QTest::newRow("override and device order as planned")
        << text(overridden) << line(appliedEvent(overridden)) << int(Outcome::Pass)
        << QStringList{u"(2 by tpu.mesh.partition_specs)"_s, u"device order 0,2,4,6,1,3,5,7 as designed"_s};
    // torch_xla applied the strategy's default to wq: the override never reached the tensors.
    const Json defaults = spmdConfig({{"device_ids", designedOrder}});
    const Json defaultWq = [&] {
        auto plan = ShardingPlan::forExperiment(defaults, u"config.json"_s);
        for (const PlannedParameter &p : plan->parameters())
            if (p.tensor == u"layers.wq"_s)
                return p.spec.toJson();
        return Json();
    }();
    QTest::newRow("override planned, not applied")
        << text(overridden) << line(appliedEvent(overridden, [&](Json &p) {
               if (p["tensor"] == "layers.wq")
                   p["spec"] = defaultWq;
           }))
        << int(Outcome::Fail)
        << QStringList{u"2 of 21 parameter(s) differ from the plan"_s,
                       u"layers.0.attn.wq.weight (layers.wq): planned (fsdp, data), applied"_s,
                       u"layers.1.attn.wq.weight (layers.wq)"_s};
    // The run built its mesh in 0..7 order, not the designed one: no spec over the designed
    // order reproduces any sharded tensor's layout, and the raw sharding is shown.
    QTest::newRow("wrong device order")
        << text(overridden) << line([&] {
               Json event = appliedEvent(overridden, [](Json &p) {
                   p["spec"] = nullptr;
                   p["hlo_sharding"] = "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}";
               });
               event["device_ids"] = Json::array({0, 1, 2, 3, 4, 5, 6, 7});
               return event;
           }())
        << int(Outcome::Fail)
        << QStringList{u"torch_xla's device order is 0,1,2,3,4,5,6,7; the design's (tpu.mesh.device_ids) is "
                       u"0,2,4,6,1,3,5,7."_s,
                       u"21 of 21 parameter(s) differ"_s, u"embed.weight (embed): planned"_s,
                       u"applied {devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate} (no spec over the designed mesh"_s,
                       u"and 16 more"_s};
    QTest::newRow("parameter not read back")
        << text(fsdp) << line([&] {
               Json event = appliedEvent(fsdp);
               event["parameters"].erase(event["parameters"].begin() + 3);
               return event;
           }())
        << int(Outcome::Fail) << QStringList{u"layers.0.attn.wk.weight (layers.wk): planned (fsdp, -), not read back"_s};
    // An axis of size 1 splits nothing, and torch_xla's sharding cannot show it.
    const Json unitData = [] {
        Json c = tinyConfig("v5litepod-8", Json::array({{{"name", "data"}, {"size", 1}}, {{"name", "fsdp"}, {"size", 8}}}));
        c["tpu"]["strategy"] = "spmd";
        c["tpu"]["mesh"]["partition_specs"]["tensors"]["layers.wq"] = Json::array({Json::array({"data", "fsdp"}), nullptr});
        return c;
    }();
    QTest::newRow("axis of size 1 not shown")
        << text(unitData) << line(appliedEvent(unitData, [](Json &p) {
               if (p["tensor"] == "layers.wq")
                   p["spec"] = Json::array({"fsdp", nullptr});
           }))
        << int(Outcome::Pass) << QStringList{u"21 parameter(s) sharded as planned (2 by"_s};
    QTest::newRow("no event (CPU smoke mode)")
        << text(fsdp) << line({{"event", "sharding"}, {"strategy", "fsdpv2"}}) << int(Outcome::NotApplicable)
        << QStringList{u"no sharding_applied event"_s, u"--device xla-cpu"_s};
}

void tst_RunVerifier::appliedShardingAgainstThePlan()
{
    QFETCH(QByteArray, config);
    QFETCH(QByteArray, stream);
    QFETCH(int, outcome);
    QFETCH(QStringList, evidence);
    RunVerifier::Inputs inputs;
    inputs.device = u"xla-cpu"_s;
    inputs.config = Json::parse(config.toStdString());
    inputs.metrics << stream;
    const RunVerification v = RunVerifier::verify(inputs);
    const QString text = evidenceOf(v, u"sharding_matches_plan"_s);
    QCOMPARE(int(outcomeOf(v, u"sharding_matches_plan"_s)), outcome);
    for (const QString &part : evidence)
        QVERIFY2(text.contains(part), qPrintable(part + u" not in: "_s + text));
}

void tst_RunVerifier::deviceKindDecidesWhatApplies_data()
{
    QTest::addColumn<QString>("recorded");   // run.json's device
    QTest::addColumn<QString>("reported");   // the config event's backend.device; empty: no event
    QTest::addColumn<int>("compile");
    QTest::addColumn<int>("hbm");

    const int fail = int(Outcome::Fail), pass = int(Outcome::Pass), na = int(Outcome::NotApplicable);
    QTest::newRow("tpu") << u"tpu"_s << QString() << fail << pass;
    QTest::newRow("cpu") << u"cpu"_s << QString() << na << na;
    // torch_xla's CPU runtime compiles (the count is real) but has no HBM.
    QTest::newRow("xla-cpu") << u"xla-cpu"_s << QString() << fail << na;
    QTest::newRow("xla-cpu reported by the run") << u"tpu"_s << u"xla-cpu"_s << fail << na;
    QTest::newRow("cpu reported by the run") << u"tpu"_s << u"cpu"_s << na << na;
    // "xla:0" names no kind: the record decides.
    QTest::newRow("tpu, device xla:0") << u"tpu"_s << u"xla:0"_s << fail << pass;
    QTest::newRow("xla-cpu, device xla:0") << u"xla-cpu"_s << u"xla:0"_s << fail << na;
}

void tst_RunVerifier::deviceKindDecidesWhatApplies()
{
    QFETCH(QString, recorded);
    QFETCH(QString, reported);
    QFETCH(int, compile);
    QFETCH(int, hbm);
    RunVerifier::Inputs inputs;
    inputs.device = recorded;
    inputs.config = tinyConfig();
    QByteArray stream;
    if (!reported.isEmpty())
        stream += line({{"event", "config"}, {"config", tinyConfig()}, {"backend", {{"device", toStd(reported)}}}});
    // Compiled again at step 40, long after warm-up.
    for (const auto &[step, count] : QList<QPair<int, int>>{{1, 1}, {20, 1}, {40, 2}})
        stream += line({{"step", step}, {"loss", 1.0}, {"compile_count", count}, {"hbm_used_bytes", 3.0e9}});
    inputs.metrics << stream;
    const RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(int(outcomeOf(v, u"no_recompilation"_s)), compile);
    QCOMPARE(int(outcomeOf(v, u"hbm_within_capacity"_s)), hbm);
    if (recorded == u"xla-cpu"_s || reported == u"xla-cpu"_s)
        QVERIFY2(evidenceOf(v, u"hbm_within_capacity"_s).contains(u"--device xla-cpu"_s),
                 qPrintable(evidenceOf(v, u"hbm_within_capacity"_s)));
}

// An eager-debug run compiles op by op and writes no memory_compiled event: the check says
// why, instead of blaming plain PyTorch.
void tst_RunVerifier::eagerDebugRunHasNoWholeStepProgram()
{
    RunVerifier::Inputs inputs;
    inputs.device = u"xla-cpu"_s;
    inputs.config = tinyConfig();
    const auto verify = [&](const char *eager) {
        inputs.metrics = {line({{"event", "config"}, {"config", tinyConfig()},
                                {"backend", {{"device", "xla-cpu"}, {"execution", {{"eager_debug", eager}}}}}})
                          + line({{"step", 1}, {"loss", 1.0}, {"compile_count", 1}})};
        return RunVerifier::verify(inputs);
    };
    const RunVerification eager = verify("on");
    QCOMPARE(outcomeOf(eager, u"memory_matches_compiler"_s), Outcome::NotApplicable);
    QVERIFY2(evidenceOf(eager, u"memory_matches_compiler"_s).contains(u"eager debug mode"_s),
             qPrintable(evidenceOf(eager, u"memory_matches_compiler"_s)));
    const RunVerification traced = verify("off");
    QVERIFY2(evidenceOf(traced, u"memory_matches_compiler"_s).contains(u"no memory_compiled event"_s),
             qPrintable(evidenceOf(traced, u"memory_matches_compiler"_s)));
}

void tst_RunVerifier::checkpointRoundTrip()
{
    RunVerifier::Inputs inputs;
    inputs.device = u"cpu"_s;
    inputs.metrics = {line({{"event", "checkpoint"}, {"step", 20}, {"path", "checkpoints/x"}})};
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"checkpoint_round_trip"_s), Outcome::NotApplicable);
    QVERIFY(evidenceOf(v, u"checkpoint_round_trip"_s).contains(u"never restored"_s));

    inputs.metrics[0] += line({{"event", "checkpoint_verified"}, {"ok", true}, {"step", 20}, {"tensors", 31}});
    v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"checkpoint_round_trip"_s), Outcome::Pass);
    QVERIFY2(evidenceOf(v, u"checkpoint_round_trip"_s).contains(u"31 tensor(s)"_s), qPrintable(evidenceOf(v, u"checkpoint_round_trip"_s)));

    inputs.metrics[0] += line({{"event", "checkpoint_verified"}, {"ok", false}, {"step", 20}, {"detail", "model.embed.weight"}});
    v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"checkpoint_round_trip"_s), Outcome::Fail);
    QVERIFY(evidenceOf(v, u"checkpoint_round_trip"_s).contains(u"model.embed.weight"_s));

    // A later attempt that resumed from a checkpoint restored it.
    inputs.metrics = {line({{"event", "checkpoint"}, {"step", 20}})
                      + line({{"event", "config"}, {"resumed_from", "checkpoints/ckpt-1-abcdef01-00000020"}})};
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"checkpoint_round_trip"_s), Outcome::Pass);
}

void tst_RunVerifier::linterFindsLegacyCalls()
{
    RunVerifier::Inputs inputs;
    inputs.sources = QList<QPair<QString, QString>>{{u"train.py"_s, u"import torch_xla\ndevice = torch_xla.device()\n"_s}};
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"no_legacy_api"_s), Outcome::Pass);
    inputs.sources->append({u"old.py"_s, u"import torch_xla.core.xla_model as xm\n\nxm.mark_step()\n"_s});
    v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"no_legacy_api"_s), Outcome::Fail);
    QVERIFY2(evidenceOf(v, u"no_legacy_api"_s).contains(u"old.py:3: xm.mark_step()"_s), qPrintable(evidenceOf(v, u"no_legacy_api"_s)));
}

void tst_RunVerifier::meshAgainstDevices()
{
    RunVerifier::Inputs inputs;
    // The design: 8 devices on a v5litepod-8 pass, 4 do not.
    inputs.config = tinyConfig();
    QCOMPARE(outcomeOf(RunVerifier::verify(inputs), u"mesh_matches_devices"_s), Outcome::Pass);
    inputs.config = tinyConfig("v5litepod-8", Json::array({{{"name", "data"}, {"size", 2}}, {{"name", "fsdp"}, {"size", 2}}}));
    RunVerification v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"mesh_matches_devices"_s), Outcome::Fail);
    QVERIFY2(evidenceOf(v, u"mesh_matches_devices"_s).contains(u"data=2 x fsdp=2"_s), qPrintable(evidenceOf(v, u"mesh_matches_devices"_s)));
    // What a TPU run reported wins over the design.
    inputs.metrics = {line({{"event", "config"},
                            {"config", tinyConfig()},
                            {"backend", {{"device", "xla:0"}, {"mesh", {{"fsdp", 4}}}, {"global_devices", 8}}}})};
    v = RunVerifier::verify(inputs);
    QCOMPARE(outcomeOf(v, u"mesh_matches_devices"_s), Outcome::Fail);
    QVERIFY2(evidenceOf(v, u"mesh_matches_devices"_s).contains(u"runtime reported 8"_s), qPrintable(evidenceOf(v, u"mesh_matches_devices"_s)));
}

void tst_RunVerifier::readsARunFolder()
{
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(u"run/metrics"_s)));
    QVERIFY(QDir().mkpath(dir.filePath(u"project/.smoke"_s)));
    QVERIFY(QDir().mkpath(dir.filePath(u"project/checkpoints"_s)));
    const auto write = [&](const QString &path, const QByteArray &bytes) {
        QFile f(dir.filePath(path));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    write(u"run/metrics/host-0.jsonl"_s, lossLines(1, 8, [](int s) { return 8.0 / s; }));
    write(u"run/config.json"_s, QByteArray::fromStdString(tinyConfig().dump()));
    write(u"project/train.py"_s, "print('hi')\n");
    write(u"project/.smoke/skipped.py"_s, "xm.mark_step()\n");
    write(u"project/checkpoints/skipped.py"_s, "xm.mark_step()\n");
    const RunVerifier::Inputs inputs = RunVerifier::readFolder(dir.filePath(u"run"_s), dir.filePath(u"project"_s), u"cpu"_s);
    QCOMPARE(inputs.metrics.size(), 1);
    QCOMPARE(inputs.config.value("name", std::string()), std::string("tiny"));
    QVERIFY(inputs.sources);
    QCOMPARE(inputs.sources->size(), 1);
    QCOMPARE(inputs.sources->first().first, u"train.py"_s);
    const RunVerification v = RunVerifier::verify(inputs);
    QVERIFY(v.passed());
    QCOMPARE(outcomeOf(v, u"loss_decreasing"_s), Outcome::Pass);
    QCOMPARE(outcomeOf(v, u"no_legacy_api"_s), Outcome::Pass);
    QCOMPARE(outcomeOf(v, u"mesh_matches_devices"_s), Outcome::Pass);
}

void tst_RunVerifier::jsonSaysPassedAndEachOutcome()
{
    RunVerifier::Inputs inputs;
    inputs.device = u"cpu"_s;
    inputs.metrics << lossLines(1, 10, [](int s) { return 1.0 + s; });
    const Json json = RunVerifier::verify(inputs).toJson();
    QCOMPARE(json["passed"].get<bool>(), false);
    QCOMPARE(json["checks"].size(), std::size_t(9));
    QCOMPARE(json["checks"][0]["key"].get<std::string>(), std::string("loss_decreasing"));
    QCOMPARE(json["checks"][0]["outcome"].get<std::string>(), std::string("fail"));
    QCOMPARE(json["checks"][1]["outcome"].get<std::string>(), std::string("not_applicable"));
    QVERIFY(!json["checks"][0]["evidence"].get<std::string>().empty());
}

QTEST_GUILESS_MAIN(tst_RunVerifier)
#include "tst_run_verifier.moc"
