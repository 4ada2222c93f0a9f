// FitAdvisor on the demo's MoE experiment (moe-1b-fsdp: 8 experts on v5litepod-16, FSDPv2
// over fsdp=16, where the experts' first dimension, 8, does not divide by 16 and the expert
// weights stay whole on every device), on a dense model, and on the host's memory.
#include "core/demo/demo_experiment.h"
#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/fit_advisor.h"
#include "core/mesh/memory_estimator.h"
#include "core/mesh/mesh_check.h"
#include "core/workspace/workspace.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

MeshSpec meshOf(const QString &accelerator, const QString &axes, MeshStrategy strategy = MeshStrategy::Custom)
{
    return MeshSpec(*AcceleratorType::parse(accelerator), 1, *MeshSpec::parseAxes(axes), strategy);
}

ModelConfig modelOf(const char *json)
{
    auto model = ModelConfig::fromJson(Json::parse(json), u"test model"_s);
    if (!model)
        qFatal("%s", qPrintable(model.error().message));
    return *model;
}

// The design a proposal describes, applied to `mesh` and `model` as its settings say.
std::pair<MeshSpec, ModelConfig> applied(const FitProposal &p, MeshSpec mesh, ModelConfig model)
{
    const Json &s = p.settings;
    if (s.contains("tpu.mesh.axes")) {
        mesh.setAxes(*MeshSpec::parseAxes(toQString(s["tpu.mesh.axes"].get<std::string>())));
        mesh.setStrategy(*strategyFromName(toQString(s["tpu.strategy"].get<std::string>())));
    }
    if (s.contains("train.remat"))
        model.remat = s["train.remat"].get<bool>();
    if (s.contains("train.batch_size"))
        model.batchSize = s["train.batch_size"].get<qint64>();
    if (s.contains("model.n_layers"))
        model.nLayers = s["model.n_layers"].get<qint64>();
    return {mesh, model};
}

} // namespace

class tst_FitAdvisor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoMoeNamesReplicatedExpertsAndProposesWhatFits();
    void denseModelOnDataParallelProposesFsdp();
    void fittingDesignHasNoProposals();
    void nothingFitsSaysSo();
    void hostMemoryOfTheCpuSmokeTest();

private:
    QTemporaryDir m_dir;
    std::optional<ExperimentMeshFile::Contents> m_demo;
};

void tst_FitAdvisor::initTestCase()
{
    const Workspace workspace(m_dir.path());
    auto folder = createDemoExperiment(workspace);
    QVERIFY2(folder, folder ? "" : qPrintable(folder.error().message));
    auto contents = ExperimentMeshFile::load(*folder + u"/experiment.json"_s);
    QVERIFY2(contents, contents ? "" : qPrintable(contents.error().message));
    QVERIFY(contents->mesh && contents->model);
    m_demo = *contents;
}

void tst_FitAdvisor::demoMoeNamesReplicatedExpertsAndProposesWhatFits()
{
    const MeshSpec &mesh = *m_demo->mesh;
    const ModelConfig &model = *m_demo->model;
    QCOMPARE(mesh.axesText(), u"data=1,fsdp=16"_s);
    QVERIFY(model.isMoe());
    const MeshCheck checked = MeshCheck::run(mesh, m_demo->plan, &model);
    QVERIFY(checked.estimate());
    QVERIFY(!checked.estimate()->fits);

    const FitAdvice advice = FitAdvisor::advise(mesh, model, m_demo->plan);
    qInfo().noquote() << u"causes:\n  "_s + advice.causeLines().join(u"\n  "_s);
    qInfo().noquote() << u"to fit:\n  "_s + advice.proposalLines().join(u"\n  "_s);
    QVERIFY(!advice.fits);
    QCOMPARE(advice.totalBytes, checked.estimate()->totalBytes);
    // The cause the Tensors tab alone showed: the experts, whole on each of the 16 devices.
    const auto experts = std::find_if(advice.causes.begin(), advice.causes.end(),
                                      [](const FitCause &c) { return c.key == u"weights.expert"_s; });
    QVERIFY2(experts != advice.causes.end(), qPrintable(advice.causeLines().join(u'\n')));
    QVERIFY(experts->replicated);
    QVERIFY(experts->text.contains(u"expert weights, replicated on every device"_s));
    // 16 x 8 experts x 3 x 4096 x 1024 float32 parameters, with gradients and AdamW moments.
    QCOMPARE(experts->bytes, 16.0 * 8 * 3 * 4096 * 1024 * MemoryEstimator::stateBytesPerElement(model));
    QVERIFY(advice.causeLines().join(u'\n').contains(u"expert weights, replicated on every device"_s));

    QVERIFY(!advice.proposals.isEmpty());
    QVERIFY2(advice.proposalLines().first().contains(u"expert axis"_s), qPrintable(advice.proposalLines().join(u'\n')));
    for (const FitProposal &p : advice.proposals) {
        QVERIFY(!p.changes.isEmpty());
        const auto [m, md] = applied(p, mesh, model);
        // Never the design as it is...
        QVERIFY2(!(m == mesh && md == model), qPrintable(p.text()));
        QVERIFY2(!p.text().contains(u"mesh data=1,fsdp=16 (fsdpv2) instead"_s), qPrintable(p.text()));
        // ...and it fits by the same check the panel runs.
        const MeshCheck again = MeshCheck::run(m, m_demo->plan, &md);
        QVERIFY2(again.estimate(), qPrintable(p.text()));
        QVERIFY2(again.estimate()->fits, qPrintable(p.text() + u" -> "_s + again.estimate()->verdictText()));
        QCOMPARE(again.estimate()->totalBytes, p.totalBytes);
    }
    const Json json = advice.toJson();
    QCOMPARE(json["fits"], false);
    QVERIFY(json["proposals"].size() == std::size_t(advice.proposals.size()));
    QCOMPARE(json["causes"][1]["key"], "weights.expert");
}

void tst_FitAdvisor::denseModelOnDataParallelProposesFsdp()
{
    // 1.3B float32 parameters replicated on data=8: ~21 GB; folded into fsdp=8, ~2.6 GB.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"data=8"_s, MeshStrategy::Data);
    const ModelConfig model = modelOf(R"({"model": {"d_model": 2048, "n_layers": 24, "n_heads": 16, "d_ff": 8192,
        "vocab_size": 32000}, "train": {"batch_size": 8, "seq_len": 512}, "attention_kernel": "splash"})");
    const FitAdvice advice = FitAdvisor::advise(mesh, model, PartitionPlan());
    QVERIFY(!advice.fits);
    QVERIFY(advice.causes.first().replicated);
    QVERIFY2(advice.proposals.size() >= 1, qPrintable(advice.fallback));
    const FitProposal &first = advice.proposals.first();
    QCOMPARE(first.changes.size(), 1);
    QVERIFY2(first.text().contains(u"bigger fsdp axis: mesh fsdp=8 (fsdpv2) instead of data=8 (data)"_s),
             qPrintable(first.text()));
}

void tst_FitAdvisor::fittingDesignHasNoProposals()
{
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp);
    const ModelConfig model = modelOf(R"({"d_model": 512, "n_layers": 2, "n_heads": 8, "vocab_size": 1000,
        "batch_size": 8, "seq_len": 128})");
    const FitAdvice advice = FitAdvisor::advise(mesh, model, PartitionPlan());
    QVERIFY(advice.fits);
    QVERIFY(advice.proposals.isEmpty());
    QVERIFY(advice.fallback.isEmpty());
    QVERIFY(!advice.causes.isEmpty());
}

void tst_FitAdvisor::nothingFitsSaysSo()
{
    // 6.7B float32 parameters on 8 v5e devices: even fully sharded, ~13 GB of state each plus
    // the gathered layers.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp);
    const ModelConfig model = modelOf(R"({"model": {"d_model": 8192, "n_layers": 48, "n_heads": 64, "d_ff": 22016,
        "vocab_size": 32000}, "train": {"batch_size": 8, "seq_len": 2048}})");
    const FitAdvice advice = FitAdvisor::advise(mesh, model, PartitionPlan());
    QVERIFY(!advice.fits);
    QVERIFY(advice.proposals.isEmpty());
    QVERIFY2(advice.fallback.contains(u"more devices or more HBM"_s), qPrintable(advice.fallback));
    QCOMPARE(advice.proposalLines(), QStringList{advice.fallback});
}

void tst_FitAdvisor::hostMemoryOfTheCpuSmokeTest()
{
    const MeshSpec &mesh = *m_demo->mesh;
    const ModelConfig &model = *m_demo->model;
    const double needed = FitAdvisor::hostBytes(mesh, model, m_demo->plan, u"cpu"_s);
    QCOMPARE(needed, MemoryEstimator::estimateCpu(model, mesh.accelerator()).totalBytes);
    const double available = 20.0 * (1 << 30);
    QVERIFY(needed > available);
    const FitAdvice advice = FitAdvisor::adviseHost(mesh, model, m_demo->plan, u"cpu"_s, available);
    qInfo().noquote() << u"host, 20 GiB free:\n  "_s + (advice.causeLines() + advice.proposalLines()).join(u"\n  "_s);
    QVERIFY(!advice.fits);
    QCOMPARE(advice.totalBytes, needed);
    QCOMPARE(advice.budgetBytes, available);
    QVERIFY2(!advice.proposals.isEmpty(), qPrintable(advice.fallback));
    for (const FitProposal &p : advice.proposals) {
        const auto [m, md] = applied(p, mesh, model);
        QVERIFY(!(md == model));
        QVERIFY2(FitAdvisor::hostBytes(m, md, m_demo->plan, u"cpu"_s) <= available, qPrintable(p.text()));
        QCOMPARE(FitAdvisor::hostBytes(m, md, m_demo->plan, u"cpu"_s), p.totalBytes);
    }
    // xla-cpu: every one of the 16 devices in the one process.
    QCOMPARE(FitAdvisor::hostBytes(mesh, model, m_demo->plan, u"xla-cpu"_s),
             MemoryEstimator::estimate(mesh, model, m_demo->plan).totalBytes * 16);
}

QTEST_GUILESS_MAIN(tst_FitAdvisor)
#include "tst_fit_advisor.moc"
