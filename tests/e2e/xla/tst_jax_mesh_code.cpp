// The JAX mesh code `tpuwb mesh codegen --framework jax` writes, run for real: JAX (the
// workbench's PyPI environment) on 8 virtual CPU devices imports the generated module, builds
// its mesh and puts a flax-layout parameter pytree and a batch on the devices with the
// module's param_shardings() and input_sharding(). What JAX applied is read back from the
// arrays (jax_mesh_driver.py) and compared with the design, taken independently of the
// generated regex table:
// - every parameter of `tpuwb mesh plan` (the experiment's specs and the strategy's defaults,
//   PyTorch layout) is one leaf, and its applied PartitionSpec is the planned one in flax's
//   layout (Dense kernels (in, out), stacked experts (experts, in, out));
// - each leaf spans all 8 devices and its shards have the shape the spec implies;
// - the mesh's axes and device order are `tpuwb mesh map`'s;
// - the shapes the module's header comments name are the leaves' shapes;
// - on a machine with the wrong device count, build_mesh() raises its own RuntimeError.
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <numeric>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

const QStringList kTiny = {
    u"model.d_model=64"_s,     u"model.n_layers=2"_s,   u"model.n_heads=4"_s,
    u"model.d_ff=128"_s,       u"model.vocab_size=256"_s, u"train.batch_size=8"_s,
    u"train.seq_len=64"_s,
};

QString compact(const QJsonValue &value)
{
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return value.isNull() ? u"null"_s : value.toVariant().toString();
}

QJsonArray parseArray(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).array();
}

// One parameter of `tpuwb mesh plan` as a flax leaf: its key path, shape and the spec it
// should get, all in flax's layout. The planned parameters are model.py's (PyTorch: Linear
// weights (out, in), stacked experts (experts, out, in)); flax keeps Dense kernels as
// (in, out), Embed tables (vocab, d) as `embedding`, norm scales (d,) as `scale`, and stacked
// experts as bare (experts, in, out) parameters under `experts`.
struct Leaf
{
    QStringList path; // {"params", "layers_0", "attn", "wq", "kernel"}
    QString tensor;   // "layers.wq"
    QJsonArray shape;
    QJsonArray spec;
};

QJsonArray reversed(const QJsonArray &list)
{
    QJsonArray out;
    for (qsizetype i = list.size() - 1; i >= 0; --i)
        out << list[i];
    return out;
}

QJsonArray swappedInner(const QJsonArray &list) // (e, out, in) -> (e, in, out)
{
    return QJsonArray{list[0], list[2], list[1]};
}

std::optional<Leaf> flaxLeaf(const QJsonObject &planned)
{
    Leaf leaf;
    leaf.tensor = planned.value(u"tensor"_s).toString();
    const QString name = planned.value(u"name"_s).toString();
    const QJsonArray shape = planned.value(u"shape"_s).toArray();
    const QJsonArray spec = planned.value(u"spec"_s).toArray();
    if (shape.size() != spec.size())
        return std::nullopt;

    leaf.path << u"params"_s;
    QStringList parts = leaf.tensor.split(u'.');
    if (parts.first() == u"layers"_s) {
        const auto match = QRegularExpression(uR"(^layers\.(\d+)\.)"_s).match(name);
        if (!match.hasMatch())
            return std::nullopt;
        leaf.path << u"layers_"_s + match.captured(1);
        parts.removeFirst();
        const QString stem = parts.first();
        if (stem == u"wq"_s || stem == u"wk"_s || stem == u"wv"_s || stem == u"wo"_s)
            leaf.path << u"attn"_s;
        else if (stem.startsWith(u"w_"_s))
            leaf.path << u"mlp"_s;
        else if (stem == u"experts"_s || stem == u"router"_s)
            leaf.path << u"moe"_s;
    }
    leaf.path << parts;

    if (shape.size() == 1) {
        leaf.path << u"scale"_s;
        leaf.shape = shape;
        leaf.spec = spec;
    } else if (leaf.tensor == u"embed"_s) {
        leaf.path << u"embedding"_s;
        leaf.shape = shape;
        leaf.spec = spec;
    } else if (shape.size() == 3 && leaf.tensor.contains(u"experts."_s)) {
        leaf.shape = swappedInner(shape);
        leaf.spec = swappedInner(spec);
    } else if (shape.size() == 2) {
        leaf.path << u"kernel"_s;
        leaf.shape = reversed(shape);
        leaf.spec = reversed(spec);
    } else {
        return std::nullopt;
    }
    return leaf;
}

// The shapes the generated module's header comments name: "    # layers.wq (64, 64) x 2 layers".
QMap<QString, QJsonArray> commentShapes(const QString &code)
{
    QMap<QString, QJsonArray> shapes;
    static const QRegularExpression line(uR"(^    # (\S+) \(([0-9, ]+)\))"_s, QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(code); it.hasNext();) {
        const auto match = it.next();
        QJsonArray shape;
        for (const QString &dim : match.captured(2).split(u',', Qt::SkipEmptyParts))
            shape << dim.trimmed().toLongLong();
        shapes[match.captured(1)] = shape;
    }
    return shapes;
}

} // namespace

class tst_JaxMeshCode final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void appliedShardingsAreTheDesign_data();
    void appliedShardingsAreTheDesign();
    void wrongDeviceCountRaisesTheModulesError();

private:
    // Scaffolds the tiny model and generates its JAX mesh module; the module's path, or empty.
    QString generate(const QString &name, const QString &model, const QString &accelerator, const QString &strategy,
                     const QStringList &settings);
    struct Driven
    {
        int exitCode = -1;
        QJsonObject result;
        QString output;
    };
    Driven drive(const QString &module, const QList<Leaf> &leaves, int devices);

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
};

void tst_JaxMeshCode::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(QFileInfo::exists(twb::test::sourceDir() + u"/tests/e2e/xla/jax_mesh_driver.py"_s));
    QVERIFY(m_root.isValid());
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s)});
}

QString tst_JaxMeshCode::generate(const QString &name, const QString &model, const QString &accelerator,
                                  const QString &strategy, const QStringList &settings)
{
    const QString dir = m_root.filePath(name);
    QStringList args{u"scaffold"_s,      u"--name"_s, name,       u"--model"_s,     model,
                     u"--accelerator"_s, accelerator, u"--strategy"_s, strategy, u"--attention"_s,
                     u"sdpa"_s,          u"--out"_s,  dir};
    for (const QString &setting : kTiny + settings)
        args << u"--set"_s << setting;
    auto out = m_tpuwb.run(args);
    if (out.exitCode != 0) {
        qWarning().noquote() << "scaffold:" << out.err;
        return {};
    }
    const QString module = dir + u"/mesh_jax.py"_s;
    out = m_tpuwb.run({u"mesh"_s, u"codegen"_s, u"--framework"_s, u"jax"_s, u"--model"_s, dir, u"--output"_s, module});
    if (out.exitCode != 0) {
        qWarning().noquote() << "mesh codegen:" << out.err;
        return {};
    }
    return module;
}

tst_JaxMeshCode::Driven tst_JaxMeshCode::drive(const QString &module, const QList<Leaf> &leaves, int devices)
{
    QJsonArray list;
    for (const Leaf &leaf : leaves)
        list << QJsonObject{{u"path"_s, QJsonArray::fromStringList(leaf.path)}, {u"shape"_s, leaf.shape}};
    const QString input = QFileInfo(module).dir().filePath(u"leaves-%1.json"_s.arg(devices));
    QFile file(input);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(QJsonObject{{u"leaves"_s, list}, {u"batch"_s, QJsonArray{8, 64}}}).toJson());
    file.close();

    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"XLA_FLAGS"_s); // the driver sets the device count before importing jax
    env.insert(u"JAX_PLATFORMS"_s, u"cpu"_s);
    run.setProcessEnvironment(env);
    run.start(twb::test::xlaPython(), {twb::test::sourceDir() + u"/tests/e2e/xla/jax_mesh_driver.py"_s, module, input,
                                       QString::number(devices)});
    Driven driven;
    if (!run.waitForFinished(300000) || run.exitStatus() != QProcess::NormalExit) {
        run.kill();
        run.waitForFinished();
        driven.output = u"the driver did not finish"_s;
        return driven;
    }
    const QByteArray out = run.readAllStandardOutput();
    driven.exitCode = run.exitCode();
    driven.output = QString::fromUtf8(out.right(2000) + "\n" + run.readAllStandardError().right(4000));
    // The JSON is the last line of stdout.
    const QList<QByteArray> lines = out.trimmed().split('\n');
    driven.result = QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last()).object();
    return driven;
}

void tst_JaxMeshCode::appliedShardingsAreTheDesign_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QStringList>("settings");
    // What the design says of one leaf and of the batch (8, 64), written out by hand.
    QTest::addColumn<QString>("leaf");
    QTest::addColumn<QString>("leafSpec");
    QTest::addColumn<QString>("leafShard");
    QTest::addColumn<QString>("batchSpec");
    QTest::addColumn<QString>("batchShard");

    // FSDPv2's preset on a v5e-8: one fsdp axis of 8; every parameter's first PyTorch
    // dimension (a kernel's out, the last in flax) over it, the batch too.
    QTest::newRow("v5litepod-8, fsdpv2 preset")
        << u"decoder"_s << u"v5litepod-8"_s << u"fsdpv2"_s << QStringList{} << u"params.layers_0.attn.wq.kernel"_s
        << uR"([null, "fsdp"])"_s << u"[64, 8]"_s << uR"(["fsdp", null])"_s << u"[1, 64]"_s;
    // fsdp=4 x tensor=2 with overrides: wq's output over both axes, the LM head's vocab over
    // tensor and d over fsdp, the batch over fsdp only (replicated over tensor).
    QTest::newRow("v5litepod-8, fsdp x tensor, overridden specs")
        << u"decoder"_s << u"v5litepod-8"_s << u"spmd"_s
        << QStringList{uR"(tpu.mesh={"axes": [{"name": "fsdp", "size": 4}, {"name": "tensor", "size": 2}],
                "partition_specs": {"input": ["fsdp", null],
                                    "tensors": {"layers.wq": [["fsdp", "tensor"], null],
                                                "lm_head": ["tensor", "fsdp"]}}})"_s}
        << u"params.layers_0.attn.wq.kernel"_s << uR"([null, ["fsdp", "tensor"]])"_s << u"[64, 8]"_s
        << uR"(["fsdp", null])"_s << u"[2, 64]"_s;
    // A MoE of 4 experts on data=2 x expert=4: one expert per device along expert, the batch
    // over both axes.
    QTest::newRow("v5litepod-8, MoE, data x expert")
        << u"moe"_s << u"v5litepod-8"_s << u"spmd"_s
        << QStringList{u"model.moe.n_experts=4"_s,
                       uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "expert", "size": 4}]})"_s}
        << u"params.layers_1.moe.experts.w_down"_s << uR"(["expert", null, null])"_s << u"[1, 128, 64]"_s
        << uR"([["data", "expert"], null])"_s << u"[1, 64]"_s;
}

void tst_JaxMeshCode::appliedShardingsAreTheDesign()
{
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    QFETCH(QString, strategy);
    QFETCH(QStringList, settings);
    QFETCH(QString, leaf);
    QFETCH(QString, leafSpec);
    QFETCH(QString, leafShard);
    QFETCH(QString, batchSpec);
    QFETCH(QString, batchShard);

    const QString name = QString::fromUtf8(QTest::currentDataTag()).replace(QRegularExpression(u"[^a-z0-9]+"_s), u"-"_s);
    const QString module = generate(name, model, accelerator, strategy, settings);
    QVERIFY(!module.isEmpty());
    const QString project = QFileInfo(module).absolutePath();
    QFile moduleFile(module);
    QVERIFY(moduleFile.open(QIODevice::ReadOnly));
    const QString code = QString::fromUtf8(moduleFile.readAll());

    // The design: every parameter and its spec, the axes, the device order.
    const auto plan = m_tpuwb.run({u"mesh"_s, u"plan"_s, project, u"--json"_s});
    QCOMPARE(plan.exitCode, 0);
    const QJsonObject planned = QJsonDocument::fromJson(plan.out.toUtf8()).object();
    const auto map = m_tpuwb.run({u"mesh"_s, u"map"_s, u"--model"_s, project, u"--json"_s});
    QCOMPARE(map.exitCode, 0);
    const QJsonObject mapped = QJsonDocument::fromJson(map.out.toUtf8()).object();

    QStringList axisNames;
    QList<int> axisSizes;
    QMap<QString, int> sizeOf;
    for (const auto &axis : planned.value(u"axes"_s).toArray()) {
        axisNames << axis.toObject().value(u"name"_s).toString();
        axisSizes << axis.toObject().value(u"size"_s).toInt();
        sizeOf[axisNames.last()] = axisSizes.last();
    }
    QCOMPARE(std::accumulate(axisSizes.begin(), axisSizes.end(), 1, std::multiplies<>()), 8);
    // mesh map lists the devices with their logical coordinates; the mesh's order is row-major.
    QList<int> designedOrder(8, -1);
    for (const auto &value : mapped.value(u"devices"_s).toArray()) {
        const QJsonObject device = value.toObject();
        int index = 0;
        for (qsizetype a = 0; a < axisNames.size(); ++a)
            index = index * axisSizes[a] + device.value(u"logical"_s).toObject().value(axisNames[a]).toInt();
        QVERIFY(index >= 0 && index < 8);
        designedOrder[index] = device.value(u"device"_s).toInt();
    }
    QVERIFY(!designedOrder.contains(-1));

    QList<Leaf> leaves;
    for (const auto &value : planned.value(u"parameters"_s).toArray()) {
        const auto flax = flaxLeaf(value.toObject());
        QVERIFY2(flax, qPrintable(compact(value)));
        leaves << *flax;
    }
    QVERIFY(leaves.size() > 10);

    // The module's header comments name the flax shape of each tensor it has a rule for.
    const auto shapes = commentShapes(code);
    for (const Leaf &l : leaves)
        QVERIFY2(shapes.value(l.tensor) == l.shape,
                 qPrintable(u"%1: the module says %2, the model has %3"_s.arg(l.tensor, compact(shapes.value(l.tensor)),
                                                                             compact(l.shape))));

    const Driven driven = drive(module, leaves, 8);
    QVERIFY2(driven.exitCode == 0, qPrintable(driven.output));
    const QJsonObject &result = driven.result;
    QCOMPARE(result.value(u"device_count"_s).toInt(), 8);

    const QJsonObject mesh = result.value(u"mesh"_s).toObject();
    QCOMPARE(mesh.value(u"axis_names"_s).toArray(), QJsonArray::fromStringList(axisNames));
    QJsonArray sizes;
    for (int size : axisSizes)
        sizes << size;
    QCOMPARE(mesh.value(u"shape"_s).toArray(), sizes);
    QJsonArray order;
    for (int id : designedOrder)
        order << id;
    QVERIFY2(mesh.value(u"device_ids"_s).toArray() == order,
             qPrintable(u"mesh device order %1, designed %2"_s.arg(compact(mesh.value(u"device_ids"_s)), compact(order))));

    // Every planned parameter is a leaf with the planned spec, on all 8 devices, in shards of
    // the shape its spec implies.
    const QJsonObject applied = result.value(u"leaves"_s).toObject();
    QCOMPARE(applied.size(), leaves.size());
    int sharded = 0;
    for (const Leaf &l : leaves) {
        const QString path = l.path.join(u'.');
        QVERIFY2(applied.contains(path), qPrintable(path));
        const QJsonObject got = applied.value(path).toObject();
        QVERIFY2(got.value(u"spec"_s).toArray() == l.spec,
                 qPrintable(u"%1 (%2): designed %3, applied %4"_s.arg(path, l.tensor, compact(l.spec),
                                                                      compact(got.value(u"spec"_s)))));
        QCOMPARE(got.value(u"shape"_s).toArray(), l.shape);
        QCOMPARE(got.value(u"sharding"_s).toString(), u"NamedSharding"_s);
        QVERIFY2(got.value(u"devices"_s).toInt() == 8, qPrintable(path));
        QJsonArray shard;
        int parts = 1;
        for (qsizetype d = 0; d < l.shape.size(); ++d) {
            int ways = 1;
            const QJsonValue entry = l.spec[d];
            const QJsonArray axes = entry.isArray() ? entry.toArray() : entry.isString() ? QJsonArray{entry} : QJsonArray{};
            for (const auto &axis : axes)
                ways *= sizeOf.value(axis.toString());
            QVERIFY2(ways >= 1 && l.shape[d].toInteger() % ways == 0, qPrintable(path));
            shard << l.shape[d].toInteger() / ways;
            parts *= ways;
        }
        QVERIFY2(got.value(u"shard_shape"_s).toArray() == shard,
                 qPrintable(u"%1: shard %2, expected %3"_s.arg(path, compact(got.value(u"shard_shape"_s)), compact(shard))));
        QCOMPARE(got.value(u"distinct_shards"_s).toInt(), parts);
        sharded += parts > 1;
    }
    QVERIFY2(sharded > 0, "the design shards nothing: the comparison would prove little");

    // The row's own statement of the design.
    QVERIFY2(applied.contains(leaf), qPrintable(leaf));
    QCOMPARE(applied.value(leaf).toObject().value(u"spec"_s).toArray(), parseArray(leafSpec));
    QCOMPARE(applied.value(leaf).toObject().value(u"shard_shape"_s).toArray(), parseArray(leafShard));
    const QJsonObject batch = result.value(u"batch"_s).toObject();
    QCOMPARE(batch.value(u"spec"_s).toArray(), parseArray(batchSpec));
    QCOMPARE(batch.value(u"shard_shape"_s).toArray(), parseArray(batchShard));
    QCOMPARE(batch.value(u"devices"_s).toInt(), 8);
}

// The fsdpv2 design for a v5e-8 on a machine with 4 devices: build_mesh() stops with the
// module's own message instead of building a smaller mesh.
void tst_JaxMeshCode::wrongDeviceCountRaisesTheModulesError()
{
    const QString module = generate(u"four"_s, u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {});
    QVERIFY(!module.isEmpty());
    const Leaf embed{{u"params"_s, u"embed"_s, u"embedding"_s}, u"embed"_s, QJsonArray{256, 64}, {}};
    const Driven driven = drive(module, {embed}, 4);
    QVERIFY2(driven.exitCode == 3, qPrintable(driven.output));
    const QJsonObject error = driven.result.value(u"error"_s).toObject();
    QCOMPARE(error.value(u"type"_s).toString(), u"RuntimeError"_s);
    QCOMPARE(error.value(u"message"_s).toString(),
             u"This mesh was designed for v5litepod-8 (8 devices), but JAX sees 4 devices; regenerate it for this "
             u"machine."_s);
}

QTEST_GUILESS_MAIN(tst_JaxMeshCode)
#include "tst_jax_mesh_code.moc"
