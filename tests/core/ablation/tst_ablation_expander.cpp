#include "core/ablation/ablation_expander.h"
#include "core/ablation/loaded_ablation.h"
#include "core/experiment/config_hash.h"

#include "ablation_test_data.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::AblationExpander;
using twb::AblationExpansion;
using twb::AblationSpec;
using twb::Json;

namespace {

Json ablation(const char *mode, const char *variables, const char *seeds = "[0]", const char *extra = "{}")
{
    Json document = Json::parse(R"({"schema": "tpuwb.ablation/1", "name": "sweep",
                                   "base": "experiments/moe-clamp/experiment.json"})");
    document["mode"] = mode;
    document["variables"] = Json::parse(variables);
    document["seeds"] = Json::parse(seeds);
    const Json extras = Json::parse(extra);
    for (auto it = extras.begin(); it != extras.end(); ++it)
        document[it.key()] = it.value();
    return document;
}

twb::Result<AblationExpansion> expand(const Json &document)
{
    auto spec = AblationSpec::fromJson(document, u"ablations/sweep.json"_s);
    if (!spec)
        return twb::fail(spec.error());
    return AblationExpander::expand(*spec, ablationTestBase(), u"ablations/sweep.json"_s,
                                    u"experiments/moe-clamp/experiment.json"_s);
}

// Hashes computed by Python exactly as the generated config.py does (docs/formats.md 2).
QStringList pythonHashes(const QList<Json> &configs)
{
    const char *script = R"(import hashlib, json, sys
for line in sys.stdin:
    cfg = json.loads(line)
    for key in ("name", "hypothesis", "tags", "notes"):
        cfg.pop(key, None)
    cfg.get("train", {}).pop("seed", None)
    text = json.dumps(cfg, sort_keys=True, ensure_ascii=False)
    print(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8])
)";
    QByteArray input;
    for (const Json &config : configs)
        input += QByteArray::fromStdString(config.dump()) + '\n';
    QProcess python;
    python.start(twb::test::systemPython(), {u"-c"_s, QString::fromUtf8(script)});
    if (!python.waitForStarted(10000))
        qFatal("cannot start %s: install python3 (Debian's /usr/bin/python3)", qPrintable(twb::test::systemPython()));
    python.write(input);
    python.closeWriteChannel();
    python.waitForFinished(30000);
    if (python.exitCode() != 0)
        qFatal("python failed: %s", python.readAllStandardError().constData());
    return QString::fromUtf8(python.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class tst_AblationExpander final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void gridOrderIsFirstVariableOutermost();
    void oneAtATimeVariesOneFromTheBaseline();
    void oneAtATimeBaselineDefaultsToTheBase();
    void baselineNotAmongCellsIsANote();
    void runIdsAndSeeds();
    void runConfigCarriesTheSeedButKeepsTheHash();
    void everyCellHashEqualsPythons_data();
    void everyCellHashEqualsPythons();
    void refusals_data();
    void refusals();
    void loadsFileAndBaseFromAWorkspace();
    void cliExpand();
};

void tst_AblationExpander::counts_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("variables");
    QTest::addColumn<QString>("seeds");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<int>("combinations");
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("runs");

    const QString topk = uR"({"path": "model.moe.top_k", "values": [1, 2, 4]})"_s;
    const QString lr = uR"({"path": "train.lr", "range": {"lo": 1e-4, "hi": 1e-2, "n": 3, "scale": "log"}})"_s;
    QTest::newRow("grid 3x3, 3 seeds") << u"grid"_s << u"["_s + topk + u","_s + lr + u"]"_s << u"[0,1,2]"_s
                                       << u"{}"_s << 9 << 9 << 27;
    QTest::newRow("grid without variables is the base") << u"grid"_s << u"[]"_s << u"[0,1]"_s << u"{}"_s
                                                        << 1 << 1 << 2;
    QTest::newRow("grid 3x2x2") << u"grid"_s
                                << u"["_s + topk + uR"(, {"path": "train.warmup_steps", "values": [100, 200]},
                                        {"path": "optimizer", "values": ["adamw", "syncfree_adamw"]}])"_s
                                << u"[0]"_s << u"{}"_s << 12 << 12 << 12;
    QTest::newRow("zip 3 pairs") << u"zip"_s << u"["_s + topk + u","_s + lr + u"]"_s << u"[0,1]"_s << u"{}"_s
                                 << 3 << 3 << 6;
    QTest::newRow("one_at_a_time: baseline + 2 + 2")
        << u"one_at_a_time"_s << u"["_s + topk + u","_s + lr + u"]"_s << u"[0]"_s
        << uR"({"baseline": {"model.moe.top_k": 2, "train.lr": 0.001}})"_s << 7 << 5 << 5;
    QTest::newRow("one_at_a_time with a baseline outside the values")
        << u"one_at_a_time"_s << u"["_s + topk + u"]"_s << u"[0,1]"_s
        << uR"({"baseline": {"model.moe.top_k": 8}})"_s << 4 << 4 << 8;
    QTest::newRow("grid dedups repeated values") << u"grid"_s
                                                 << uR"([{"path": "model.moe.top_k", "values": [2, 2, 4]}])"_s
                                                 << u"[0]"_s << u"{}"_s << 3 << 2 << 2;
    QTest::newRow("zip dedups repeated pairs")
        << u"zip"_s
        << uR"([{"path": "model.moe.top_k", "values": [1, 2, 1]}, {"path": "train.lr", "values": [0.1, 0.2, 0.1]}])"_s
        << u"[0,1,2]"_s << u"{}"_s << 3 << 2 << 6;
    QTest::newRow("a value equal to the base's is still one cell")
        << u"grid"_s << uR"([{"path": "train.lr", "values": [0.0003, 0.001]}])"_s << u"[0]"_s << u"{}"_s
        << 2 << 2 << 2;
    QTest::newRow("varying only hash-excluded fields gives one cell")
        << u"grid"_s << uR"([{"path": "hypothesis", "values": ["a", "b", "c"]}])"_s << u"[0, 1]"_s << u"{}"_s
        << 3 << 1 << 2;
    QTest::newRow("no seeds: the base seed") << u"grid"_s << u"["_s + topk + u"]"_s << u"[]"_s << u"{}"_s
                                             << 3 << 3 << 3;
}

void tst_AblationExpander::counts()
{
    QFETCH(QString, mode);
    QFETCH(QString, variables);
    QFETCH(QString, seeds);
    QFETCH(QString, extra);
    QFETCH(int, combinations);
    QFETCH(int, cells);
    QFETCH(int, runs);
    auto expansion = expand(ablation(mode.toUtf8().constData(), variables.toUtf8().constData(),
                                     seeds.toUtf8().constData(), extra.toUtf8().constData()));
    TWB_VERIFY_RESULT(expansion);
    QCOMPARE(expansion->combinations(), combinations);
    QCOMPARE(int(expansion->cells().size()), cells);
    QCOMPARE(int(expansion->runs().size()), runs);
    // Cells are distinct by hash, and their duplicates add up to the combinations.
    QSet<QString> hashes;
    int merged = 0;
    for (const auto &cell : expansion->cells()) {
        hashes.insert(cell.hash);
        merged += cell.duplicates;
        QCOMPARE(cell.hash, twb::configHash(cell.config));
    }
    QCOMPARE(int(hashes.size()), cells);
    QCOMPARE(cells + merged, combinations);
    QCOMPARE(expansion->notes().join(u' ').contains(u"merged"_s), merged > 0);
}

void tst_AblationExpander::gridOrderIsFirstVariableOutermost()
{
    auto expansion = expand(ablation("grid", R"([{"path": "model.moe.top_k", "values": [1, 2]},
                                                 {"path": "train.lr", "values": [0.1, 0.2, 0.3]}])"));
    TWB_VERIFY_RESULT(expansion);
    QStringList labels;
    for (const auto &cell : expansion->cells())
        labels << cell.label();
    QCOMPARE(labels, (QStringList{u"model.moe.top_k=1, train.lr=0.1"_s, u"model.moe.top_k=1, train.lr=0.2"_s,
                                  u"model.moe.top_k=1, train.lr=0.3"_s, u"model.moe.top_k=2, train.lr=0.1"_s,
                                  u"model.moe.top_k=2, train.lr=0.2"_s, u"model.moe.top_k=2, train.lr=0.3"_s}));
    QCOMPARE(expansion->cells()[4].config["model"]["moe"]["top_k"], Json(2));
    QCOMPARE(expansion->cells()[4].config["train"]["lr"], Json(0.2));
    // Fields not varied are the base's.
    QCOMPARE(expansion->cells()[4].config["train"]["batch_size"], Json(32));
}

void tst_AblationExpander::oneAtATimeVariesOneFromTheBaseline()
{
    auto expansion = expand(ablation("one_at_a_time",
                                     R"([{"path": "model.moe.top_k", "values": [1, 2, 4]},
                                         {"path": "train.lr", "range": "1e-4:1e-2:3:log"},
                                         {"path": "train.warmup_steps", "values": [0, 200]}])",
                                     "[0]", R"({"baseline": {"model.moe.top_k": 2, "train.lr": 0.001}})"));
    TWB_VERIFY_RESULT(expansion);
    // warmup_steps has no baseline value: the base's, 200.
    const Json baseline = Json::parse(R"({"model.moe.top_k": 2, "train.lr": 0.001, "train.warmup_steps": 200})");
    QCOMPARE(expansion->cells()[0].label(), u"model.moe.top_k=2, train.lr=0.001, train.warmup_steps=200"_s);
    QVERIFY(expansion->cells()[0].isBaseline);
    QCOMPARE(expansion->baselineCell(), 0);
    // 1 baseline + 2 (top_k 1, 4) + 2 (lr 1e-4, 1e-2) + 1 (warmup 0).
    QCOMPARE(expansion->cells().size(), size_t(6));
    for (size_t i = 1; i < expansion->cells().size(); ++i) {
        const auto &cell = expansion->cells()[i];
        QVERIFY(!cell.isBaseline);
        int differing = 0;
        for (const auto &[path, value] : cell.values)
            differing += value != baseline[path.toStdString()] ? 1 : 0;
        QVERIFY2(differing == 1, qPrintable(cell.label()));
    }
}

void tst_AblationExpander::oneAtATimeBaselineDefaultsToTheBase()
{
    auto expansion = expand(ablation("one_at_a_time", R"([{"path": "train.lr", "values": [0.0003, 0.003]}])"));
    TWB_VERIFY_RESULT(expansion);
    QCOMPARE(expansion->cells().size(), size_t(2));
    QVERIFY(expansion->cells()[0].isBaseline);
    QCOMPARE(expansion->cells()[0].hash, twb::configHash(ablationTestBase()));
}

void tst_AblationExpander::baselineNotAmongCellsIsANote()
{
    auto expansion = expand(ablation("grid", R"([{"path": "model.moe.top_k", "values": [1, 4]}])", "[0]",
                                     R"({"baseline": {"model.moe.top_k": 2}})"));
    TWB_VERIFY_RESULT(expansion);
    QCOMPARE(expansion->baselineCell(), -1);
    QVERIFY2(expansion->notes().join(u' ').contains(u"model.moe.top_k=2"_s), qPrintable(expansion->notes().join(u' ')));
}

void tst_AblationExpander::runIdsAndSeeds()
{
    auto expansion = expand(ablation("grid", R"([{"path": "model.moe.top_k", "values": [1, 2]}])", "[7, 3]"));
    TWB_VERIFY_RESULT(expansion);
    QCOMPARE(expansion->runs().size(), size_t(4));
    const QRegularExpression pattern(u"^sweep-[0-9a-f]{8}-s[0-9]+$"_s);
    for (const auto &run : expansion->runs()) {
        QVERIFY2(pattern.match(run.runId).hasMatch(), qPrintable(run.runId));
        QCOMPARE(run.runId, u"sweep-%1-s%2"_s.arg(expansion->cellOf(run).hash).arg(run.seed));
        QCOMPARE(expansion->findRun(run.runId), &run);
    }
    // Cell-major, seeds in the order given.
    QCOMPARE(expansion->runs()[0].seed, 7);
    QCOMPARE(expansion->runs()[1].seed, 3);
    QCOMPARE(expansion->runs()[1].cell, 0);
    QCOMPARE(expansion->runs()[2].cell, 1);
}

void tst_AblationExpander::runConfigCarriesTheSeedButKeepsTheHash()
{
    auto expansion = expand(ablation("grid", R"([{"path": "model.moe.top_k", "values": [1]}])", "[5, 6]"));
    TWB_VERIFY_RESULT(expansion);
    const Json a = expansion->runConfig(expansion->runs()[0]);
    const Json b = expansion->runConfig(expansion->runs()[1]);
    QCOMPARE(a["train"]["seed"], Json(5));
    QCOMPARE(b["train"]["seed"], Json(6));
    QCOMPARE(twb::configHash(a), twb::configHash(b));
    QCOMPARE(twb::configHash(a), expansion->cells()[0].hash);
}

void tst_AblationExpander::everyCellHashEqualsPythons_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("variables");
    QTest::newRow("grid of ints and log floats")
        << u"grid"_s << uR"([{"path": "model.moe.top_k", "values": [1, 2, 4]},
                             {"path": "train.lr", "range": {"lo": 1e-5, "hi": 1e-1, "n": 5, "scale": "log"}}])"_s;
    QTest::newRow("linear floats, strings, booleans and unicode")
        << u"grid"_s << uR"([{"path": "train.weight_decay", "range": "0:0.3:4:lin"},
                             {"path": "tracking.wandb.project", "values": ["données-é", "tab\tquote\"back\\slash"]},
                             {"path": "tracking.wandb.enabled", "values": [false, true]}])"_s;
    QTest::newRow("big and tiny floats, nested values")
        << u"zip"_s << uR"([{"path": "train.grad_clip", "values": [1e16, 1.5e-7, 123456789.125]},
                            {"path": "model.moe", "values": [{"n_experts": 8, "top_k": 1, "capacity_factor": 2.0},
                                                             {"n_experts": 4, "top_k": 2, "capacity_factor": 1.0},
                                                             {"n_experts": 8, "top_k": 8, "capacity_factor": 0.5}]}])"_s;
}

void tst_AblationExpander::everyCellHashEqualsPythons()
{
    QFETCH(QString, mode);
    QFETCH(QString, variables);
    auto expansion = expand(ablation(mode.toUtf8().constData(), variables.toUtf8().constData(), "[0, 1]"));
    TWB_VERIFY_RESULT(expansion);
    QList<Json> configs;
    QStringList ours;
    for (const auto &run : expansion->runs()) { // the run configs carry different seeds
        configs << expansion->runConfig(run);
        ours << expansion->cellOf(run).hash;
    }
    QVERIFY(configs.size() >= 6);
    QCOMPARE(pythonHashes(configs), ours);
}

void tst_AblationExpander::refusals_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("variables");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QStringList>("messageParts");

    QTest::newRow("variable changes an invariant")
        << u"grid"_s
        << uR"([{"path": "model.moe.top_k", "values": [1, 2]}, {"path": "train.batch_size", "values": [32, 64]}])"_s
        << uR"({"invariants": ["train.batch_size", "train.seq_len"]})"_s
        << QStringList{u"cell 2"_s, u"train.batch_size=64"_s, u"invariant train.batch_size"_s, u"from 32 to 64"_s};
    QTest::newRow("variable on a parent of an invariant")
        << u"zip"_s
        << uR"([{"path": "train", "values": [{"batch_size": 32, "seq_len": 512, "lr": 0.1, "warmup_steps": 0,
                "max_steps": 10, "weight_decay": 0.0, "grad_clip": 1.0, "eval_every": 5, "save_every": 5,
                "seed": 1}]}])"_s
        << uR"({"invariants": ["train.seq_len", "train.lr"]})"_s
        << QStringList{u"cell 1"_s, u"invariant train.lr"_s};
    QTest::newRow("cells need different TPU types")
        << u"grid"_s << uR"([{"path": "tpu.accelerator_type", "values": ["v5litepod-8", "v6e-8"]}])"_s << u"{}"_s
        << QStringList{u"cell 2"_s, u"v6e-8"_s, u"tpu.accelerator_type"_s, u"v5litepod-8"_s};
    QTest::newRow("cell the experiment validator rejects")
        << u"grid"_s << uR"([{"path": "model.moe.top_k", "values": [2, 16]}])"_s << u"{}"_s
        << QStringList{u"cell 2"_s, u"model.moe.top_k=16"_s, u"top_k"_s};
    QTest::newRow("path not in the base")
        << u"grid"_s << uR"([{"path": "train.lrr", "values": [1]}])"_s << u"{}"_s
        << QStringList{u"variables[0]"_s, u"train.lrr"_s, u"not a field of the base"_s, u"spelling"_s};
    QTest::newRow("overlapping variables")
        << u"grid"_s
        << uR"([{"path": "model.moe", "values": [{}]}, {"path": "model.moe.top_k", "values": [1]}])"_s << u"{}"_s
        << QStringList{u"variables[1]"_s, u"overlaps"_s};
    QTest::newRow("zip lengths differ")
        << u"zip"_s
        << uR"([{"path": "model.moe.top_k", "values": [1, 2]}, {"path": "train.lr", "values": [0.1, 0.2, 0.3]}])"_s
        << u"{}"_s << QStringList{u"zip"_s, u"model.moe.top_k has 2"_s, u"train.lr has 3"_s};
    QTest::newRow("baseline names no variable")
        << u"one_at_a_time"_s << uR"([{"path": "model.moe.top_k", "values": [1, 2]}])"_s
        << uR"({"baseline": {"train.lr": 0.1}})"_s << QStringList{u"baseline"_s, u"train.lr"_s, u"not a variable"_s};
    QTest::newRow("invariant not in the base")
        << u"grid"_s << uR"([{"path": "model.moe.top_k", "values": [1]}])"_s
        << uR"({"invariants": ["train.batchsize"]})"_s << QStringList{u"invariants[0]"_s, u"train.batchsize"_s};
    QTest::newRow("seed twice")
        << u"grid"_s << uR"([{"path": "model.moe.top_k", "values": [1]}])"_s << uR"({"seeds": [1, 2, 1]})"_s
        << QStringList{u"seeds[2]"_s, u"twice"_s};
    QTest::newRow("grid too large")
        << u"grid"_s
        << uR"([{"path": "train.lr", "range": "0.1:1:1000:lin"}, {"path": "train.weight_decay", "range": "0:1:1000:lin"}])"_s
        << u"{}"_s << QStringList{u"more than 100000"_s, u"one_at_a_time"_s};
}

void tst_AblationExpander::refusals()
{
    QFETCH(QString, mode);
    QFETCH(QString, variables);
    QFETCH(QString, extra);
    QFETCH(QStringList, messageParts);
    auto expansion = expand(ablation(mode.toUtf8().constData(), variables.toUtf8().constData(), "[0]",
                                     extra.toUtf8().constData()));
    QVERIFY(!expansion);
    const QString message = expansion.error().message;
    QVERIFY2(message.contains(u"ablations/sweep.json"_s), qPrintable(message));
    for (const QString &part : messageParts)
        QVERIFY2(message.contains(part), qPrintable(u"missing \""_s + part + u"\" in: "_s + message));
}

void tst_AblationExpander::loadsFileAndBaseFromAWorkspace()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(u"experiments/moe-clamp"_s));
    QVERIFY(QDir(dir.path()).mkpath(u"ablations"_s));
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(dir.filePath(u"experiments/moe-clamp/experiment.json"_s),
                                                   ablationTestBase()));
    const QString file = dir.filePath(u"ablations/sweep.json"_s);
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(file, ablation("grid", R"([{"path": "model.moe.top_k", "values": [1, 2]}])")));
    auto loaded = twb::LoadedAblation::load(file);
    TWB_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->expansion.cells().size(), size_t(2));
    QCOMPARE(loaded->workspaceRoot(), QDir(dir.path()).absolutePath());
    QCOMPARE(loaded->basePath, dir.filePath(u"experiments/moe-clamp/experiment.json"_s));

    // A missing base is named in the error, and the ablation file is left as it was.
    const QByteArray before = [&] { QFile f(file); f.open(QIODevice::ReadOnly); return f.readAll(); }();
    QVERIFY(QFile::remove(dir.filePath(u"experiments/moe-clamp/experiment.json"_s)));
    auto missing = twb::LoadedAblation::load(file);
    QVERIFY(!missing);
    QVERIFY2(missing.error().message.contains(u"experiments/moe-clamp/experiment.json"_s), qPrintable(missing.error().message));
    QFile after(file);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void tst_AblationExpander::cliExpand()
{
    const QString tpuwb = twb::test::tpuwbBinary();
    QVERIFY2(!tpuwb.isEmpty(), "TWB_TPUWB is not set; run this test through ctest");
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(u"experiments/moe-clamp"_s));
    QVERIFY(QDir(dir.path()).mkpath(u"ablations"_s));
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(dir.filePath(u"experiments/moe-clamp/experiment.json"_s),
                                                   ablationTestBase()));
    const QString file = dir.filePath(u"ablations/sweep.json"_s);
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(
        file, ablation("grid", R"([{"path": "model.moe.top_k", "values": [1, 2]}, {"path": "train.lr", "values": [0.1, 0.2]}])",
                       "[0, 1, 2]", R"({"estimate": {"step_time_s": 0.5}})")));
    const auto run = [&](const QStringList &args, QString *out, QString *err) {
        QProcess process;
        process.start(tpuwb, args);
        if (!process.waitForFinished(30000))
            return -1;
        *out = QString::fromUtf8(process.readAllStandardOutput());
        *err = QString::fromUtf8(process.readAllStandardError());
        return process.exitCode();
    };
    QString out, err;
    QCOMPARE(run({u"ablate"_s, u"expand"_s, file}, &out, &err), 0);
    const QStringList lines = out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 12); // 4 cells x 3 seeds
    const QStringList first = lines[0].split(u'\t');
    QCOMPARE(first.size(), 4);
    QVERIFY2(first[0] == u"sweep-%1-s0"_s.arg(first[1]), qPrintable(lines[0]));
    QCOMPARE(first[3], u"model.moe.top_k=1, train.lr=0.1"_s);
    // 12 runs x 2000 steps x 0.5 s = 3.33 h x 8 chips.
    QVERIFY2(err.contains(u"26.67 chip-hours"_s), qPrintable(err));

    QCOMPARE(run({u"ablate"_s, u"expand"_s, file, u"--json"_s}, &out, &err), 0);
    auto json = twb::parseJson(out.toUtf8(), u"stdout"_s);
    TWB_VERIFY_RESULT(json);
    QCOMPARE((*json)["runs"].size(), size_t(12));
    QCOMPARE((*json)["cells"].size(), size_t(4));
    QCOMPARE(QString::fromStdString((*json)["runs"][0]["run_id"].get<std::string>()), first[0]);

    QCOMPARE(run({u"ablate"_s, u"expand"_s, dir.filePath(u"ablations/none.json"_s)}, &out, &err), 1);
    QVERIFY2(err.contains(u"none.json"_s), qPrintable(err));
    QCOMPARE(run({u"ablate"_s, u"expand"_s}, &out, &err), 2);
    QCOMPARE(run({u"ablate"_s, u"expand"_s, file, u"--bogus"_s}, &out, &err), 2);

    // A range without a scale (ml-engine's log reading, linear before) is reported once.
    const QString bare = dir.filePath(u"ablations/bare.json"_s);
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(
        bare, ablation("grid", R"([{"path": "train.lr", "range": "1e-5:1e-3:3"}])", "[0]",
                       R"({"estimate": {"step_time_s": 0.5}})")));
    QCOMPARE(run({u"ablate"_s, u"expand"_s, bare}, &out, &err), 0);
    QCOMPARE(err.count(u"warning: bare.json: train.lr"_s), 1);
    QVERIFY2(err.contains(u"(1e-05, 0.0001, 0.001)"_s) && err.contains(u"(1e-05, 0.000505, 0.001)"_s), qPrintable(err));
    QVERIFY2(out.contains(u"train.lr=0.0001"_s), qPrintable(out));
}

QTEST_GUILESS_MAIN(tst_AblationExpander)
#include "tst_ablation_expander.moc"
