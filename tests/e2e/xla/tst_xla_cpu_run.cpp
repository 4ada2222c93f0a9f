// The real engine: generated projects run their TPU code path (`--device xla-cpu`) under
// torch_xla's CPU runtime with one virtual device per mesh device, from the workbench's PyPI
// environment (scripts/install-python-env.sh). Nothing here is a stand-in:
// - the sharding torch_xla applied, read back from the tensors (`sharding_applied`), equals
//   `tpuwb mesh plan` for every parameter, with an overridden spec and a reversed device order;
//   the override's text is XLA's own ({devices=[1,4]0,1,2,3});
// - XLA's buffer assignment of the training step (`memory_compiled`) is there, per device, and
//   `tpuwb run verify`'s checks pass on it: the state as sharded, the totals within the
//   estimate's tolerance, for the decoder, the MoE and the encoder-decoder;
// - compile counts come from torch_xla's metrics;
// - a dist_cp checkpoint saved at step 3 under SPMD resumes to the same losses as the
//   uninterrupted run;
// - what the CPU runtime cannot do (a Pallas kernel, HBM, the persistent cache) is said once;
// - tpu.compile_eval evaluates through torch.compile(backend="openxla") under FSDPv2 to the
//   traced evaluation's losses, and --eager-debug runs the step op by op (one compilation per
//   op and shape, torch_xla's own count) to the same losses.
#include "support/metrics_rows.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include "core/runs/run_verifier.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList kTiny = {
    u"model.d_model=64"_s,    u"model.n_layers=2"_s,   u"model.n_heads=4"_s,    u"model.d_ff=128"_s,
    u"model.vocab_size=256"_s, u"train.batch_size=8"_s, u"train.seq_len=64"_s,  u"train.max_steps=6"_s,
    u"train.log_every=1"_s,   u"train.eval_every=0"_s, u"train.save_every=3"_s, u"train.warmup_steps=1"_s,
};

QList<QJsonObject> readRows(const QString &runDir)
{
    QList<QJsonObject> rows;
    QFile file(runDir + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            rows << QJsonDocument::fromJson(line).object();
    return rows;
}

QList<QJsonObject> events(const QList<QJsonObject> &rows, const QString &name)
{
    QList<QJsonObject> found;
    for (const QJsonObject &row : rows)
        if (row.value(u"event"_s).toString() == name)
            found << row;
    return found;
}

QMap<int, double> losses(const QList<QJsonObject> &rows)
{
    QMap<int, double> out;
    for (const QJsonObject &row : rows)
        if (!row.contains(u"event"_s) && row.contains(u"loss"_s))
            out[row.value(u"step"_s).toInt()] = row.value(u"loss"_s).toDouble();
    return out;
}

// XLA's C++ logging ("2026-12-06 05:47:58.782321: E external/xla/...") can fill the whole
// output (a dump limit is logged once per module); a failure report keeps Python's lines.
QString withoutXlaLogLines(const QString &output)
{
    // A fatal line stays: it says why a run died.
    static const QRegularExpression xlaLine(uR"(^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+: [IWE] )"_s);
    QStringList kept;
    for (const QString &line : output.split(u'\n'))
        if (!xlaLine.match(line).hasMatch())
            kept << line;
    return kept.join(u'\n');
}

} // namespace

class tst_XlaCpuRun final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void appliedShardingEqualsMeshPlan_data();
    void appliedShardingEqualsMeshPlan();
    void compilerMemoryAndCompileCounts();
    void verifyPassesTheReadBackChecks_data();
    void verifyPassesTheReadBackChecks();
    void skippedPartsAreSaidOnce();
    void compiledEvaluationAndEagerDebugRun();
    void spmdCheckpointResumesToTheSameLosses();

private:
    QString scaffold(const QString &name, const QString &strategy, const QString &attention, const QStringList &settings,
                     const QString &model = QStringLiteral("decoder"));
    // Runs train.py --device xla-cpu in `project` into `runDir`; the run's output on failure.
    QString train(const QString &project, const QString &runDir, const QStringList &extra = {});
    QString fsdpv2Run();

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
    QString m_fsdpv2Run;
};

void tst_XlaCpuRun::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s)});
}

QString tst_XlaCpuRun::scaffold(const QString &name, const QString &strategy, const QString &attention,
                                const QStringList &settings, const QString &model)
{
    const QString dir = m_root.filePath(name);
    QStringList args{u"scaffold"_s,     u"--name"_s,  name,      u"--model"_s, model,
                     u"--accelerator"_s, u"v4-8"_s,   u"--strategy"_s, strategy, u"--attention"_s,
                     attention,          u"--out"_s,  dir};
    for (const QString &setting : kTiny + settings)
        args << u"--set"_s << setting;
    const auto out = m_tpuwb.run(args);
    if (out.exitCode != 0) {
        qWarning().noquote() << out.err;
        return {};
    }
    return dir;
}

QString tst_XlaCpuRun::train(const QString &project, const QString &runDir, const QStringList &extra)
{
    QDir().mkpath(runDir);
    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    // A native crash (a signal) prints the Python stacks of every thread before it ends the
    // process: what CI's log needs to name where torch_xla died.
    env.insert(u"PYTHONFAULTHANDLER"_s, u"1"_s);
    run.setProcessEnvironment(env);
    run.setWorkingDirectory(project);
    run.setProcessChannelMode(QProcess::MergedChannels);
    run.start(twb::test::xlaPython(),
              QStringList{u"train.py"_s, u"--device"_s, u"xla-cpu"_s, u"--run-dir"_s, runDir} + extra);
    const bool finished = run.waitForFinished(600000);
    if (finished && run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0)
        return {};
    run.kill();
    run.waitForFinished(5000);
    const QString how = !finished ? u"still running after 600 s"_s
                        : run.exitStatus() != QProcess::NormalExit
                            ? u"crashed"_s
                            : u"exit code %1"_s.arg(run.exitCode());
    const QString failure = u"train.py %1 (%2), Python's output without XLA's C++ log lines:\n"_s.arg(how, runDir)
                            + withoutXlaLogLines(QString::fromUtf8(run.readAll())).right(6000);
    // QtTest cuts a failure message at 1 KiB, before the fault handler's stacks: the whole
    // output goes to the log here.
    qWarning().noquote() << failure;
    return failure;
}

// FSDPv2 on a v4-8 (4 devices, data=1 x fsdp=4) with layers.wq's spec overridden, and
// splash attention (a Pallas kernel the CPU runtime cannot run): the issue's own example.
QString tst_XlaCpuRun::fsdpv2Run()
{
    if (!m_fsdpv2Run.isEmpty())
        return m_fsdpv2Run;
    const QString project = scaffold(
        u"fsdpv2"_s, u"fsdpv2"_s, u"splash"_s,
        {uR"(tpu.mesh={"axes": [{"name": "data", "size": 1}, {"name": "fsdp", "size": 4}],
              "partition_specs": {"tensors": {"layers.wq": [null, "fsdp"]}}})"_s});
    if (project.isEmpty())
        return {};
    const QString runDir = m_root.filePath(u"runs/fsdpv2"_s);
    if (!train(project, runDir).isEmpty())
        return {};
    m_fsdpv2Run = runDir;
    return runDir;
}

void tst_XlaCpuRun::appliedShardingEqualsMeshPlan_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<QString>("xlaText"); // what XLA reports for `parameter`, written out by hand
    QTest::newRow("fsdpv2, an overridden spec") << u"fsdpv2"_s << QString() << u"layers.1.attn.wq.weight"_s
                                                << u"{devices=[1,4]0,1,2,3}"_s;
    // data=2 x model=2 with the devices in reverse: lm_head [null, "model"] puts devices 3,1 and
    // 2,0 (each replica group listed in ascending order) in the two tiles.
    QTest::newRow("spmd, reversed devices")
        << u"spmd"_s
        << uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "model", "size": 2}],
                "device_ids": [3, 2, 1, 0],
                "partition_specs": {"tensors": {"lm_head": [null, "model"]}}})"_s
        << u"lm_head.weight"_s << u"{devices=[1,2,2]1,3,0,2 last_tile_dim_replicate}"_s;
}

void tst_XlaCpuRun::appliedShardingEqualsMeshPlan()
{
    QFETCH(QString, strategy);
    QFETCH(QString, mesh);
    QFETCH(QString, parameter);
    QFETCH(QString, xlaText);
    QString project;
    QString runDir;
    if (strategy == u"fsdpv2"_s) {
        runDir = fsdpv2Run();
        project = m_root.filePath(u"fsdpv2"_s);
    } else {
        project = scaffold(u"spmd"_s, strategy, u"sdpa"_s, {mesh, u"train.max_steps=2"_s, u"train.save_every=0"_s});
        QVERIFY(!project.isEmpty());
        runDir = m_root.filePath(u"runs/spmd"_s);
        const QString failure = train(project, runDir);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
    QVERIFY(!runDir.isEmpty());

    const auto applied = events(readRows(runDir), u"sharding_applied"_s);
    QCOMPARE(applied.size(), 1);
    const auto plan = m_tpuwb.run({u"mesh"_s, u"plan"_s, project, u"--json"_s});
    QCOMPARE(plan.exitCode, 0);
    const QJsonObject planned = QJsonDocument::fromJson(plan.out.toUtf8()).object();
    QCOMPARE(applied[0].value(u"device_ids"_s), planned.value(u"device_ids"_s));

    QMap<QString, QJsonObject> byName;
    for (const auto &entry : applied[0].value(u"parameters"_s).toArray())
        byName[entry.toObject().value(u"name"_s).toString()] = entry.toObject();
    const QJsonArray parameters = planned.value(u"parameters"_s).toArray();
    QVERIFY(parameters.size() > 10);
    QCOMPARE(byName.size(), parameters.size());
    for (const auto &value : parameters) {
        const QJsonObject want = value.toObject();
        const QString name = want.value(u"name"_s).toString();
        QVERIFY2(byName.contains(name), qPrintable(name));
        const QJsonObject got = byName[name];
        QVERIFY2(!got.value(u"hlo_sharding"_s).toString().isEmpty(), qPrintable(name));
        QVERIFY2(got.value(u"spec"_s) == want.value(u"spec"_s),
                 qPrintable(u"%1: planned %2, applied %3 (%4)"_s.arg(
                     name, QString::fromUtf8(QJsonDocument(want.value(u"spec"_s).toArray()).toJson(QJsonDocument::Compact)),
                     QString::fromUtf8(QJsonDocument(got.value(u"spec"_s).toArray()).toJson(QJsonDocument::Compact)),
                     got.value(u"hlo_sharding"_s).toString())));
    }
    QCOMPARE(byName[parameter].value(u"hlo_sharding"_s).toString(), xlaText);
}

void tst_XlaCpuRun::compilerMemoryAndCompileCounts()
{
    const QString runDir = fsdpv2Run();
    QVERIFY(!runDir.isEmpty());
    const auto rows = readRows(runDir);

    const auto config = events(rows, u"config"_s);
    QCOMPARE(config.size(), 1);
    const QJsonObject backend = config[0].value(u"backend"_s).toObject();
    QCOMPARE(backend.value(u"device"_s).toString(), u"xla-cpu"_s);
    QCOMPARE(backend.value(u"runtime"_s).toString(), u"CPU"_s);
    QCOMPARE(backend.value(u"global_devices"_s).toInt(), 4);
    QVERIFY(config[0].value(u"versions"_s).toObject().value(u"torch_xla"_s).toString().startsWith(u"2."_s));

    const auto compiled = events(rows, u"memory_compiled"_s);
    QCOMPARE(compiled.size(), 1);
    QCOMPARE(compiled[0].value(u"devices"_s).toInt(), 4);
    QCOMPARE(compiled[0].value(u"source"_s).toString(), u"xla buffer assignment"_s);
    const QJsonObject perDevice = compiled[0].value(u"per_device"_s).toObject();
    // The step's arguments hold at least this device's quarter of the float32 parameters and
    // both Adam moments (115,008 parameters); the total is XLA's own and covers the parts.
    const double quarter = 115008.0 * 4 / 4;
    QVERIFY2(perDevice.value(u"arguments_bytes"_s).toDouble() >= 3 * quarter,
             qPrintable(QString::number(perDevice.value(u"arguments_bytes"_s).toDouble())));
    QVERIFY(perDevice.value(u"temp_bytes"_s).toDouble() > 0);
    QVERIFY(perDevice.value(u"total_bytes"_s).toDouble() >= perDevice.value(u"arguments_bytes"_s).toDouble());
    // Only the text and memory reports of XLA's dump are kept (no LLVM IR of every kernel).
    const QStringList dumped = QDir(runDir + u"/xla/host-0"_s).entryList(QDir::Files);
    QVERIFY(!dumped.isEmpty());
    for (const QString &file : dumped)
        QVERIFY2(file.endsWith(u".txt"_s), qPrintable(file));

    // torch_xla's CompileTime count: it rises at the first steps, and every logged step has it.
    int logged = 0;
    double last = 0;
    for (const QJsonObject &row : rows) {
        if (row.contains(u"event"_s) || !row.contains(u"loss"_s))
            continue;
        ++logged;
        QVERIFY(row.value(u"compile_count"_s).toDouble() >= last);
        last = row.value(u"compile_count"_s).toDouble();
        // No HBM on the CPU runtime: the stream leaves the unknown figure out.
        QVERIFY(!row.contains(u"hbm_used_bytes"_s) || row.value(u"hbm_used_bytes"_s).isNull());
    }
    QCOMPARE(logged, 6);
    QVERIFY(last >= 2);
    QVERIFY(!events(rows, u"compile"_s).isEmpty());
}

// What `tpuwb run verify` computes from the run folder (RunVerifier, the CLI's engine): the
// sharding read back equals the plan, and XLA's figures agree with the mesh estimate of the
// kernel that ran (SDPA in the Pallas kernels' place).
void tst_XlaCpuRun::verifyPassesTheReadBackChecks_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("strategy");
    QTest::newRow("decoder, fsdpv2 with an override") << u"decoder"_s << u"fsdpv2"_s;
    QTest::newRow("moe, fsdpv2") << u"moe"_s << u"fsdpv2"_s;
    QTest::newRow("encoder_decoder, spmd") << u"encoder_decoder"_s << u"spmd"_s;
}

void tst_XlaCpuRun::verifyPassesTheReadBackChecks()
{
    QFETCH(QString, model);
    QFETCH(QString, strategy);
    QString project, runDir;
    if (model == u"decoder"_s) {
        runDir = fsdpv2Run();
        project = m_root.filePath(u"fsdpv2"_s);
    } else {
        const QString name = model + u'-' + strategy;
        QStringList settings{u"train.max_steps=3"_s, u"train.save_every=0"_s};
        if (model == u"moe"_s)
            settings << u"model.moe.n_experts=4"_s << u"model.moe.top_k=2"_s;
        project = scaffold(name, strategy, u"splash"_s, settings, model);
        QVERIFY(!project.isEmpty());
        runDir = m_root.filePath(u"runs/"_s + name);
        const QString failure = train(project, runDir);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
    QVERIFY(!runDir.isEmpty());
    const twb::RunVerification v = twb::RunVerifier::verify(twb::RunVerifier::readFolder(runDir, project, u"xla-cpu"_s));
    QMap<QString, twb::VerificationCheck> byKey;
    for (const twb::VerificationCheck &check : v.checks)
        byKey.insert(check.key, check);
    for (const QString &key : {u"sharding_matches_plan"_s, u"memory_matches_compiler"_s}) {
        QVERIFY2(byKey.contains(key), qPrintable(key));
        qInfo().noquote() << key << byKey[key].evidence;
        QVERIFY2(byKey[key].outcome == twb::VerificationCheck::Outcome::Pass, qPrintable(key + u": "_s + byKey[key].evidence));
    }
    // The sharded state was compared (within 1 %): parameters and Adam moments as XLA aliases them.
    QVERIFY2(byKey[u"memory_matches_compiler"_s].evidence.contains(u"State updated in place: estimate"_s),
             qPrintable(byKey[u"memory_matches_compiler"_s].evidence));
}

void tst_XlaCpuRun::skippedPartsAreSaidOnce()
{
    const QString runDir = fsdpv2Run();
    QVERIFY(!runDir.isEmpty());
    const auto rows = readRows(runDir);
    const auto skipped = events(rows, u"xla_cpu_skipped"_s);
    QCOMPARE(skipped.size(), 1);
    QStringList what;
    for (const auto &item : skipped[0].value(u"skipped"_s).toArray())
        what << item.toObject().value(u"what"_s).toString();
    QVERIFY2(what.contains(u"attention kernel 'splash'"_s), qPrintable(what.join(u", "_s)));
    QVERIFY2(what.contains(u"persistent compilation cache"_s), qPrintable(what.join(u", "_s)));
    // The stand-in kernel is named as what ran.
    QCOMPARE(events(rows, u"config"_s).value(0).value(u"attention_kernel"_s).toString(), u"sdpa"_s);
}

// The same FSDPv2 project three ways: traced (the default), its evaluation compiled with
// torch.compile(backend="openxla") (tpu.compile_eval, through --config), and --eager-debug.
void tst_XlaCpuRun::compiledEvaluationAndEagerDebugRun()
{
    const QString project = scaffold(u"evalmodes"_s, u"fsdpv2"_s, u"sdpa"_s, {u"train.eval_every=3"_s, u"train.save_every=0"_s});
    QVERIFY(!project.isEmpty());
    QFile configFile(project + u"/config.json"_s);
    QVERIFY(configFile.open(QIODevice::ReadOnly));
    QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
    QJsonObject tpu = config.value(u"tpu"_s).toObject();
    tpu.insert(u"compile_eval"_s, true);
    config.insert(u"tpu"_s, tpu);
    QFile compiledConfig(project + u"/config-compiled-eval.json"_s);
    QVERIFY(compiledConfig.open(QIODevice::WriteOnly));
    compiledConfig.write(QJsonDocument(config).toJson());
    compiledConfig.close();

    const QString traced = m_root.filePath(u"runs/evalmodes-traced"_s);
    const QString compiled = m_root.filePath(u"runs/evalmodes-compiled"_s);
    const QString eager = m_root.filePath(u"runs/evalmodes-eager"_s);
    QString failure = train(project, traced);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    failure = train(project, compiled, {u"--config"_s, u"config-compiled-eval.json"_s});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    failure = train(project, eager, {u"--eager-debug"_s});
    // torch_xla's eager mode under SPMD dies of a SIGSEGV now and then (pytorch/xla#9046, open
    // upstream; once in a CI run, never in 40 runs here): that one failure gets the same run
    // once more, said in the log, as the generated project tells its user. A second crash, or
    // any other failure, fails the test.
    if (failure.contains(u"Fatal Python error: Segmentation fault"_s)) {
        qWarning("eager debug run died of a segmentation fault (pytorch/xla#9046): running it again");
        QDir(eager).removeRecursively();
        failure = train(project, eager, {u"--eager-debug"_s});
    }
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    const auto tracedRows = readRows(traced), compiledRows = readRows(compiled), eagerRows = readRows(eager);
    const auto execution = [](const QList<QJsonObject> &rows) {
        return events(rows, u"config"_s).value(0).value(u"backend"_s).toObject().value(u"execution"_s).toObject();
    };
    QCOMPARE(execution(tracedRows).value(u"eval"_s).toString(), u"traced"_s);
    QCOMPARE(execution(compiledRows).value(u"eval"_s).toString(), uR"(torch.compile(backend="openxla"))"_s);
    QCOMPARE(execution(eagerRows).value(u"eager_debug"_s).toString(), u"on"_s);
    // Eager mode compiles op by op: no dump (XLA would log a line per module past its limit)
    // and no memory figure of a step that never compiled whole.
    QVERIFY(!QFileInfo::exists(eager + u"/xla/host-0"_s));
    QVERIFY(events(eagerRows, u"memory_compiled"_s).isEmpty());
    QCOMPARE(events(tracedRows, u"memory_compiled"_s).size(), 1);

    // Evaluations at steps 3 and 6: the compiled program gives the traced one's loss.
    const auto evalLosses = [](const QList<QJsonObject> &rows) {
        QMap<int, double> out;
        for (const QJsonObject &row : events(rows, u"eval"_s))
            out[row.value(u"step"_s).toInt()] = row.value(u"metrics"_s).toObject().value(u"eval/loss"_s).toDouble();
        return out;
    };
    const auto tracedEval = evalLosses(tracedRows), compiledEval = evalLosses(compiledRows);
    QCOMPARE(tracedEval.keys(), (QList<int>{3, 6}));
    QCOMPARE(compiledEval.keys(), tracedEval.keys());
    for (int step : tracedEval.keys())
        QVERIFY2(std::fabs(compiledEval[step] - tracedEval[step]) <= 1e-4 * std::fabs(tracedEval[step]),
                 qPrintable(u"eval at step %1: compiled %2, traced %3"_s.arg(step).arg(compiledEval[step]).arg(tracedEval[step])));

    // Eager: the step's ops compile one by one (the traced step is one or two programs), and
    // compute the same losses; then nothing new compiles while the shapes stay the same.
    const auto compilesAt = [](const QList<QJsonObject> &rows, int step) {
        for (const QJsonObject &row : rows)
            if (!row.contains(u"event"_s) && row.value(u"step"_s).toInt() == step)
                return row.value(u"compile_count"_s).toInt();
        return -1;
    };
    const int tracedFirst = compilesAt(tracedRows, 1), eagerFirst = compilesAt(eagerRows, 1);
    QVERIFY2(tracedFirst >= 1 && tracedFirst <= 4, qPrintable(QString::number(tracedFirst)));
    QVERIFY2(eagerFirst >= 20 * tracedFirst, qPrintable(u"eager %1, traced %2"_s.arg(eagerFirst).arg(tracedFirst)));
    QCOMPARE(compilesAt(eagerRows, 3), compilesAt(eagerRows, 2));
    const auto tracedLoss = losses(tracedRows), eagerLoss = losses(eagerRows);
    QCOMPARE(eagerLoss.keys(), tracedLoss.keys());
    for (int step : tracedLoss.keys())
        QVERIFY2(std::fabs(eagerLoss[step] - tracedLoss[step]) <= 1e-4 * std::fabs(tracedLoss[step]),
                 qPrintable(u"step %1: eager %2, traced %3"_s.arg(step).arg(eagerLoss[step]).arg(tracedLoss[step])));
}

// Stop after step 3 (a dist_cp checkpoint under SPMD), start again: steps 4-6 give the losses
// of the run that never stopped.
void tst_XlaCpuRun::spmdCheckpointResumesToTheSameLosses()
{
    const QString whole = fsdpv2Run();
    QVERIFY(!whole.isEmpty());
    const QString project = m_root.filePath(u"fsdpv2"_s);
    const QString runDir = m_root.filePath(u"runs/fsdpv2-resumed"_s);
    QString failure = train(project, runDir, {u"--stop-after"_s, u"3"_s});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QVERIFY(QDir(runDir + u"/checkpoints"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() >= 1);
    failure = train(project, runDir);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    const auto rows = readRows(runDir);
    const auto configs = events(rows, u"config"_s);
    QCOMPARE(configs.size(), 2);
    QVERIFY(!configs[1].value(u"resumed_from"_s).toString().isEmpty());
    QCOMPARE(configs[1].value(u"start_step"_s).toInt(), 3);
    const auto expected = losses(readRows(whole));
    const auto got = losses(rows);
    for (int step = 4; step <= 6; ++step) {
        QVERIFY2(got.contains(step) && expected.contains(step), qPrintable(QString::number(step)));
        QVERIFY2(std::fabs(got[step] - expected[step]) <= 1e-5,
                 qPrintable(u"step %1: %2 resumed, %3 uninterrupted"_s.arg(step).arg(got[step]).arg(expected[step])));
    }
}

QTEST_GUILESS_MAIN(tst_XlaCpuRun)
#include "tst_xla_cpu_run.moc"
