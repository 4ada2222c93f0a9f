// RunVerifier on written metrics streams, one check at a time: each passes, fails or does not
// apply with its evidence. (Real PyTorch CPU runs, a healthy one and a diverging one, are
// verified end to end by tests/e2e/runs/tst_run_verify_cli.)
#include "core/runs/run_verifier.h"

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
                                u"memory_matches_estimate"_s, u"checkpoint_round_trip"_s, u"no_legacy_api"_s,
                                u"mesh_matches_devices"_s}));
    // Nothing applies to an empty run, and nothing applied is no pass.
    QCOMPARE(v.count(Outcome::NotApplicable), 7);
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
        << lossLines(1, 20, [](int s) { return 9.0; }) + lossLines(1, 20, [](int s) { return 4.0 - 0.1 * s; })
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
    QCOMPARE(json["checks"].size(), std::size_t(7));
    QCOMPARE(json["checks"][0]["key"].get<std::string>(), std::string("loss_decreasing"));
    QCOMPARE(json["checks"][0]["outcome"].get<std::string>(), std::string("fail"));
    QCOMPARE(json["checks"][1]["outcome"].get<std::string>(), std::string("not_applicable"));
    QVERIFY(!json["checks"][0]["evidence"].get<std::string>().empty());
}

QTEST_GUILESS_MAIN(tst_RunVerifier)
#include "tst_run_verifier.moc"
