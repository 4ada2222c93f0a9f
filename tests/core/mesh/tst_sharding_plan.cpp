// ShardingPlan: the parameters of the generated project's model and the spec each one gets
// (tests/e2e/scaffold/tst_sharding_and_memory.cpp checks it against real runs).
#include "core/mesh/sharding_plan.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

Json experiment(const char *kind, const char *strategy, Json mesh)
{
    Json model = {{"kind", kind}, {"d_model", 32}, {"n_layers", 2}, {"n_heads", 4}, {"d_ff", 64}, {"vocab_size", 64}};
    if (std::string(kind) == "moe")
        model["moe"] = {{"n_experts", 4}, {"top_k", 2}, {"capacity_factor", 1.25}};
    if (std::string(kind) == "encoder_decoder")
        model["n_encoder_layers"] = 3;
    return {{"model", model},
            {"train", {{"batch_size", 8}, {"seq_len", 32}}},
            {"tpu", {{"accelerator_type", "v5litepod-8"}, {"strategy", strategy}, {"mesh", mesh}}}};
}

const PlannedParameter &named(const ShardingPlan &plan, const QString &name)
{
    static const PlannedParameter none;
    for (const auto &p : plan.parameters())
        if (p.name == name)
            return p;
    return none;
}

} // namespace

class tst_ShardingPlan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parametersInNamedParametersOrder();
    void encoderDecoderHasEncoderAndCrossAttention();
    void fsdpv2ShardsDimensionZeroOverFsdp();
    void spmdUsesSpecsThenRoleDefaults();
    void ddpReplicatesAndKeepsTheDeviceOrder();
    void badSpecsAndDeviceIdsNameTheField();
};

void tst_ShardingPlan::parametersInNamedParametersOrder()
{
    auto dense = ShardingPlan::forExperiment(experiment("decoder", "fsdpv2", {{"axes", {{{"name", "fsdp"}, {"size", 8}}}}}), u"e"_s);
    QVERIFY(dense);
    QStringList names;
    for (const auto &p : dense->parameters())
        names << p.name;
    QCOMPARE(names.size(), 1 + 2 * 9 + 2);
    QCOMPARE(names.mid(0, 11), (QStringList{u"embed.weight"_s, u"layers.0.attn_norm.weight"_s, u"layers.0.attn.wq.weight"_s,
                                            u"layers.0.attn.wk.weight"_s, u"layers.0.attn.wv.weight"_s,
                                            u"layers.0.attn.wo.weight"_s, u"layers.0.ffn_norm.weight"_s,
                                            u"layers.0.ffn.w1.weight"_s, u"layers.0.ffn.w3.weight"_s,
                                            u"layers.0.ffn.w2.weight"_s, u"layers.1.attn_norm.weight"_s}));
    QCOMPARE(names.last(), u"lm_head.weight"_s);
    QCOMPARE(named(*dense, u"layers.1.ffn.w2.weight"_s).shape, (QList<qint64>{32, 64}));
    QCOMPARE(named(*dense, u"layers.1.ffn.w2.weight"_s).tensor, u"layers.w_down"_s);

    auto moe = ShardingPlan::forExperiment(experiment("moe", "fsdpv2", {{"axes", {{{"name", "fsdp"}, {"size", 8}}}}}), u"e"_s);
    QVERIFY(moe);
    QStringList moeNames;
    for (const auto &p : moe->parameters())
        moeNames << p.name;
    // MoEFeedForward's own parameters come before its router's.
    QCOMPARE(moeNames.mid(7, 4), (QStringList{u"layers.0.ffn.w1"_s, u"layers.0.ffn.w3"_s, u"layers.0.ffn.w2"_s,
                                              u"layers.0.ffn.router.gate.weight"_s}));
    QCOMPARE(named(*moe, u"layers.0.ffn.w1"_s).shape, (QList<qint64>{4, 64, 32}));
    QCOMPARE(named(*moe, u"layers.0.ffn.w2"_s).tensor, u"layers.experts.w_down"_s);
}

void tst_ShardingPlan::encoderDecoderHasEncoderAndCrossAttention()
{
    auto plan = ShardingPlan::forExperiment(experiment("encoder_decoder", "fsdpv2", {{"axes", {{{"name", "fsdp"}, {"size", 8}}}}}),
                                            u"e"_s);
    QVERIFY(plan);
    QStringList names;
    for (const auto &p : plan->parameters())
        names << p.name;
    // model.py's EncoderDecoder: embed, 3 encoder blocks (9 each), encoder norm, 2 decoder
    // blocks (9 + 5 cross-attention each), final norm, LM head.
    QCOMPARE(names.size(), 1 + 3 * 9 + 1 + 2 * 14 + 2);
    QCOMPARE(names[1], u"encoder.layers.0.attn_norm.weight"_s);
    QCOMPARE(names[1 + 3 * 9], u"encoder.norm.weight"_s);
    QCOMPARE(names.mid(1 + 3 * 9 + 1 + 5, 6),
             (QStringList{u"layers.0.cross_norm.weight"_s, u"layers.0.cross_attn.wq.weight"_s, u"layers.0.cross_attn.wk.weight"_s,
                          u"layers.0.cross_attn.wv.weight"_s, u"layers.0.cross_attn.wo.weight"_s,
                          u"layers.0.ffn_norm.weight"_s}));
    QCOMPARE(named(*plan, u"encoder.layers.2.ffn.w2.weight"_s).tensor, u"encoder.layers.w_down"_s);
    QCOMPARE(named(*plan, u"layers.1.cross_attn.wo.weight"_s).tensor, u"layers.cross_wo"_s);
    QCOMPARE(named(*plan, u"layers.1.cross_attn.wo.weight"_s).spec.toText(), u"fsdp, -"_s);
    QCOMPARE(named(*plan, u"encoder.norm.weight"_s).tensor, u"encoder.final_norm"_s);
}

void tst_ShardingPlan::fsdpv2ShardsDimensionZeroOverFsdp()
{
    auto plan = ShardingPlan::forExperiment(
        experiment("decoder", "fsdpv2", {{"axes", {{{"name", "data"}, {"size", 2}}, {{"name", "fsdp"}, {"size", 4}}}}}), u"e"_s);
    QVERIFY(plan);
    for (const auto &p : plan->parameters()) {
        QVERIFY(!p.fromSpec);
        QCOMPARE(p.spec.dims.value(0), QStringList{u"fsdp"_s});
        for (qsizetype d = 1; d < p.spec.rank(); ++d)
            QVERIFY(p.spec.dims[d].isEmpty());
    }
    const Json json = plan->toJson();
    QCOMPARE(json["device_ids"].size(), size_t(8));
    QCOMPARE(json["parameters"][1]["spec"].dump(), std::string(R"(["fsdp"])"));
    QCOMPARE(json["parameters"][1]["source"].get<std::string>(), std::string("default"));
}

void tst_ShardingPlan::spmdUsesSpecsThenRoleDefaults()
{
    Json mesh = {{"axes", {{{"name", "data"}, {"size", 2}}, {{"name", "fsdp"}, {"size", 2}}, {{"name", "model"}, {"size", 2}}}},
                 {"partition_specs", {{"tensors", {{"layers.wq", {"fsdp", "model"}}, {"lm_head", {nullptr, {"data", "fsdp"}}}}}}}};
    auto plan = ShardingPlan::forExperiment(experiment("decoder", "spmd", mesh), u"e"_s);
    QVERIFY(plan);
    const auto &wq = named(*plan, u"layers.1.attn.wq.weight"_s);
    QVERIFY(wq.fromSpec);
    QCOMPARE(wq.spec.toText(), u"fsdp, model"_s);
    QCOMPARE(named(*plan, u"lm_head.weight"_s).spec.toText(), u"-, data+fsdp"_s);
    // Defaults: column-parallel (model, fsdp), row-parallel (fsdp, model), norms replicated.
    QCOMPARE(named(*plan, u"layers.0.attn.wk.weight"_s).spec.toText(), u"model, fsdp"_s);
    QCOMPARE(named(*plan, u"layers.0.attn.wo.weight"_s).spec.toText(), u"fsdp, model"_s);
    QCOMPARE(named(*plan, u"norm.weight"_s).spec.toText(), u"-"_s);
    QVERIFY(!named(*plan, u"layers.0.attn.wk.weight"_s).fromSpec);
    QCOMPARE(plan->toJson()["parameters"][0]["source"].get<std::string>(), std::string("default"));
}

void tst_ShardingPlan::ddpReplicatesAndKeepsTheDeviceOrder()
{
    auto plan = ShardingPlan::forExperiment(
        experiment("moe", "ddp", {{"axes", {{{"name", "data"}, {"size", 4}}}}, {"device_ids", {3, 2, 1, 0}}}), u"e"_s);
    QVERIFY(plan);
    QCOMPARE(plan->deviceIds(), (QList<int>{3, 2, 1, 0}));
    for (const auto &p : plan->parameters())
        QCOMPARE(p.spec, PartitionSpec::replicated(p.shape.size()));
}

void tst_ShardingPlan::badSpecsAndDeviceIdsNameTheField()
{
    Json mesh = {{"axes", {{{"name", "fsdp"}, {"size", 8}}}},
                 {"partition_specs", {{"tensors", {{"layers.wq", {"fsdp"}}}}}}};
    auto rank = ShardingPlan::forExperiment(experiment("decoder", "spmd", mesh), u"e.json"_s);
    QVERIFY(!rank);
    QVERIFY2(rank.error().message.contains(u"tpu.mesh.partition_specs.tensors.layers.wq"_s), qPrintable(rank.error().message));
    mesh["partition_specs"]["tensors"]["layers.wq"] = {"tensor", nullptr};
    auto axis = ShardingPlan::forExperiment(experiment("decoder", "spmd", mesh), u"e.json"_s);
    QVERIFY(!axis);
    QVERIFY(axis.error().message.contains(u"\"tensor\""_s));
    auto ids = ShardingPlan::forExperiment(
        experiment("decoder", "fsdpv2", {{"axes", {{{"name", "fsdp"}, {"size", 4}}}}, {"device_ids", {0, 1, 1, 3}}}), u"e.json"_s);
    QVERIFY(!ids);
    QCOMPARE(ids.error().where, u"tpu.mesh.device_ids"_s);
}

QTEST_GUILESS_MAIN(tst_ShardingPlan)
#include "tst_sharding_plan.moc"
