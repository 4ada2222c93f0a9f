// `tpuwb mesh ...` end to end: the real binary, real files, exit codes and messages.
#include "core/util/json.h"

#include "support/test_paths.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run tpuwb(const QStringList &arguments)
{
    QProcess process;
    process.start(test::tpuwbBinary(), QStringList{u"mesh"_s} + arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

const QByteArray kExperiment = R"({"schema": "tpuwb.experiment/1", "name": "moe",
 "model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8, "d_ff": 2048, "vocab_size": 32000,
           "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
 "train": {"batch_size": 32, "seq_len": 512, "seed": 42},
 "tpu": {"accelerator_type": "v5litepod-8", "strategy": "fsdpv2",
         "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}]}},
 "optimizer": "syncfree_adamw"})";

const QByteArray kBigModel = R"({"model": {"d_model": 4096, "n_layers": 32, "n_heads": 32, "d_ff": 11008,
 "vocab_size": 32000}, "train": {"batch_size": 8, "seq_len": 2048}})";

} // namespace

class tst_MeshCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exitCodesAndMessages_data();
    void exitCodesAndMessages();
    void mapListsDevicesOfEachHost();
    void estimateReadsAnExperiment();
    void planAndCpuEstimateOfAnExperiment();
    void estimateSaysWhatDoesNotFit();
    void estimateRefusesNonDividingSpec();
    void codegenWritesCompilingFile();

private:
    QTemporaryDir m_dir;
};

void tst_MeshCommand::initTestCase()
{
    QVERIFY2(QFile::exists(test::tpuwbBinary()), "build the tpuwb target first (TWB_TPUWB)");
    writeFile(m_dir.filePath(u"experiment.json"_s), kExperiment);
    writeFile(m_dir.filePath(u"big.json"_s), kBigModel);
}

void tst_MeshCommand::exitCodesAndMessages_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stdoutHas");
    QTest::addColumn<QString>("stderrHas");

    QTest::newRow("valid v3-8") << QStringList{u"validate"_s, u"--accelerator"_s, u"v3-8"_s, u"--axes"_s, u"data=4,model=2"_s}
                                << 0 << u"valid"_s << QString();
    QTest::newRow("valid two slices") << QStringList{u"validate"_s, u"--accelerator"_s, u"v5litepod-256"_s, u"--slices"_s, u"2"_s,
                                                     u"--axes"_s, u"dcn_data=2:dcn,fsdp=256"_s, u"--strategy"_s, u"fsdpv2"_s}
                                      << 0 << u"512 devices"_s << QString();
    QTest::newRow("preset from strategy") << QStringList{u"validate"_s, u"--accelerator"_s, u"v3-64"_s, u"--strategy"_s, u"data_model"_s}
                                          << 0 << u"data=8,model=8"_s << QString();
    QTest::newRow("does not multiply out") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-16"_s, u"--axes"_s, u"data=16"_s}
                                           << 1 << QString() << u"one v4-16 slice has 8 devices"_s;
    QTest::newRow("fsdpv2 without fsdp") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-16"_s, u"--axes"_s, u"data=8"_s,
                                                        u"--strategy"_s, u"fsdpv2"_s}
                                         << 1 << QString() << u"needs an axis named fsdp"_s;
    QTest::newRow("unknown accelerator") << QStringList{u"validate"_s, u"--accelerator"_s, u"v9-16"_s, u"--axes"_s, u"data=16"_s}
                                         << 2 << QString() << u"\"v9-16\": no TPU family is called \"v9\". Known families: v2"_s;
    QTest::newRow("no accelerator") << QStringList{u"map"_s, u"--axes"_s, u"data=8"_s} << 2 << QString() << u"--accelerator TYPE"_s;
    QTest::newRow("no axes, no strategy") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-8"_s} << 2 << QString()
                                          << u"--axes NAME=SIZE"_s;
    QTest::newRow("bad axes syntax") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data:4"_s}
                                     << 2 << QString() << u"Write NAME=SIZE"_s;
    QTest::newRow("bad slices") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=4"_s, u"--slices"_s, u"0"_s}
                                << 2 << QString() << u"--slices must be"_s;
    QTest::newRow("unknown strategy") << QStringList{u"validate"_s, u"--accelerator"_s, u"v4-8"_s, u"--strategy"_s, u"zero3"_s}
                                      << 2 << QString() << u"known: data, fsdpv2"_s;
    QTest::newRow("unknown option") << QStringList{u"validate"_s, u"--acelerator"_s, u"v4-8"_s} << 2 << QString() << u"--acelerator"_s;
    QTest::newRow("unknown command") << QStringList{u"draw"_s} << 2 << QString() << u"unknown mesh command `draw`"_s;
    QTest::newRow("missing value") << QStringList{u"validate"_s, u"--accelerator"_s} << 2 << QString() << u"--accelerator needs a value"_s;
    QTest::newRow("estimate without model") << QStringList{u"estimate"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=4"_s}
                                            << 2 << QString() << u"needs --model"_s;
    QTest::newRow("codegen without framework") << QStringList{u"codegen"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=4"_s}
                                               << 2 << QString() << u"--framework torch_xla"_s;
    QTest::newRow("codegen bad framework") << QStringList{u"codegen"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=4"_s,
                                                          u"--framework"_s, u"tensorflow"_s}
                                           << 2 << QString() << u"not \"tensorflow\""_s;
    QTest::newRow("codegen of invalid mesh") << QStringList{u"codegen"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=8"_s,
                                                            u"--framework"_s, u"jax"_s}
                                             << 1 << QString() << u"No code generated"_s;
    QTest::newRow("plan without a folder") << QStringList{u"plan"_s, u"--json"_s} << 2 << QString()
                                           << u"plan needs one experiment folder"_s;
    QTest::newRow("plan of a missing folder") << QStringList{u"plan"_s, u"/nonexistent/exp"_s} << 1 << QString()
                                              << u"/nonexistent/exp"_s;
    QTest::newRow("estimate on an unknown device") << QStringList{u"estimate"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s,
                                                                  u"data=4"_s, u"--model"_s, u"m.json"_s, u"--device"_s, u"gpu"_s}
                                                   << 2 << QString() << u"--device must be cpu or tpu"_s;
    QTest::newRow("missing model file") << QStringList{u"estimate"_s, u"--accelerator"_s, u"v4-8"_s, u"--axes"_s, u"data=4"_s,
                                                       u"--model"_s, u"/nonexistent/model.json"_s}
                                        << 1 << QString() << u"/nonexistent/model.json"_s;
}

void tst_MeshCommand::exitCodesAndMessages()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stdoutHas);
    QFETCH(QString, stderrHas);
    const Run run = tpuwb(arguments);
    QVERIFY2(run.exitCode == exitCode, qPrintable(u"exit %1\nout: %2\nerr: %3"_s.arg(run.exitCode).arg(run.out, run.err)));
    if (!stdoutHas.isEmpty())
        QVERIFY2(run.out.contains(stdoutHas), qPrintable(run.out));
    if (!stderrHas.isEmpty())
        QVERIFY2(run.err.contains(stderrHas), qPrintable(run.err));
}

void tst_MeshCommand::mapListsDevicesOfEachHost()
{
    const Run run = tpuwb({u"map"_s, u"--accelerator"_s, u"v4-16"_s, u"--axes"_s, u"data=2,model=4"_s, u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const Json map = Json::parse(run.out.toStdString());
    QCOMPARE(map["devices"].size(), size_t(8));
    for (const auto &device : map["devices"]) {
        QCOMPARE(device["worker"].get<int>(), device["chip"][2].get<int>()); // hosts are the z planes
        QCOMPARE(device["logical"]["data"].get<int>(), device["worker"].get<int>());
    }
    QCOMPARE(map["axes"][1]["physical"].get<std::string>(), std::string("x*y"));
    QCOMPARE(map["axes"][1]["crosses_hosts"].get<bool>(), false);

    const Run text = tpuwb({u"map"_s, u"--accelerator"_s, u"v3-64"_s, u"--strategy"_s, u"data_model"_s});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out.count(u'\n'), 2 + 1 + 64 + 2 + 2); // title, blank, header, 64 devices, blank, "axes", 2 axes
}

void tst_MeshCommand::estimateReadsAnExperiment()
{
    const Run run = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"experiment.json"_s), u"--json"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const Json e = Json::parse(run.out.toStdString());
    QVERIFY(e["fits"].get<bool>());
    QCOMPARE(e["per_device_batch"].get<int>(), 4); // 32 over fsdp=8 from the experiment's tpu block
    QVERIFY(e["hbm_is_nominal"].get<bool>());
    QCOMPARE(e["bytes"]["optimizer"].get<double>(), 2 * e["bytes"]["parameters"].get<double>());
}

void tst_MeshCommand::planAndCpuEstimateOfAnExperiment()
{
    // The experiment's folder stands for its experiment.json.
    const Run plan = tpuwb({u"plan"_s, m_dir.path(), u"--json"_s});
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
    const Json p = Json::parse(plan.out.toStdString());
    QCOMPARE(p["strategy"].get<std::string>(), std::string("fsdpv2"));
    QCOMPARE(p["parameters"].size(), size_t(1 + 8 * 10 + 2)); // embed, 8 MoE layers, final norm, LM head
    QCOMPARE(p["parameters"][0]["name"].get<std::string>(), std::string("embed.weight"));
    QCOMPARE(p["parameters"][0]["spec"].dump(), std::string(R"(["fsdp",null])"));
    QCOMPARE(p["parameters"][0]["source"].get<std::string>(), std::string("default"));
    const Run text = tpuwb({u"plan"_s, m_dir.filePath(u"experiment.json"_s)});
    QVERIFY(text.out.contains(u"layers.7.ffn.router.gate.weight"_s));

    const Run cpu = tpuwb({u"estimate"_s, u"--model"_s, m_dir.path(), u"--device"_s, u"cpu"_s, u"--json"_s});
    QVERIFY2(cpu.exitCode == 0, qPrintable(cpu.err));
    const Json e = Json::parse(cpu.out.toStdString());
    QCOMPARE(e["device"].get<std::string>(), std::string("cpu"));
    QCOMPARE(e["params_bytes"].get<double>(), 4.0 * e["parameters"].get<double>()); // float32 on the CPU
    QCOMPARE(e["grads_bytes"].get<double>(), e["params_bytes"].get<double>());
    QCOMPARE(e["optimizer_bytes"].get<double>(), 2 * e["params_bytes"].get<double>());
    QVERIFY(e["activations_bytes"].get<double>() > 0);
    // A bare model needs no slice for the CPU figure.
    const Run bare = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"big.json"_s), u"--device"_s, u"cpu"_s});
    QVERIFY2(bare.exitCode == 0, qPrintable(bare.err));
    QVERIFY(bare.out.contains(u"CPU smoke test"_s));
}

void tst_MeshCommand::estimateSaysWhatDoesNotFit()
{
    const Run run = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"big.json"_s), u"--accelerator"_s, u"v5litepod-8"_s,
                           u"--axes"_s, u"data=8"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(u"verdict: does not fit"_s), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"biggest: optimizer state"_s), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"to fit: "_s), qPrintable(run.out));
    // Why, with the weights named as they are sharded: replicated on each of the 8 devices.
    QVERIFY2(run.out.contains(u"cause: "_s) && run.out.contains(u"replicated on every device"_s), qPrintable(run.out));
    const Run json = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"big.json"_s), u"--accelerator"_s,
                            u"v5litepod-8"_s, u"--axes"_s, u"data=8"_s, u"--json"_s});
    QCOMPARE(json.exitCode, 1);
    const Json advice = Json::parse(json.out.toStdString())["advice"];
    QCOMPARE(advice["fits"], false);
    QVERIFY(!advice["causes"].empty());
    QVERIFY2(advice["proposals"].size() + (advice["fallback"].is_null() ? 0 : 1) > 0, json.out.toUtf8().constData());
}

void tst_MeshCommand::estimateRefusesNonDividingSpec()
{
    writeFile(m_dir.filePath(u"specs.json"_s), R"({"tensors": {"layers.experts.w_up": [["fsdp"], null, null]}})");
    const Run run = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"experiment.json"_s), u"--accelerator"_s,
                           u"v5litepod-16"_s, u"--axes"_s, u"fsdp=16"_s, u"--specs"_s, m_dir.filePath(u"specs.json"_s)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"layers.experts.w_up, dimension 0 (experts = 8) does not divide by fsdp = 16"_s), qPrintable(run.err));

    writeFile(m_dir.filePath(u"broken.json"_s), R"({"tensors": {"embed": ["fsdp", )");
    const Run broken = tpuwb({u"estimate"_s, u"--model"_s, m_dir.filePath(u"experiment.json"_s), u"--specs"_s,
                              m_dir.filePath(u"broken.json"_s)});
    QCOMPARE(broken.exitCode, 1);
    QVERIFY2(broken.err.contains(m_dir.filePath(u"broken.json"_s)), qPrintable(broken.err));
}

void tst_MeshCommand::codegenWritesCompilingFile()
{
    for (const QString &framework : {u"torch_xla"_s, u"jax"_s}) {
        const QString path = m_dir.filePath(u"mesh_"_s + framework + u".py"_s);
        const Run run = tpuwb({u"codegen"_s, u"--model"_s, m_dir.filePath(u"experiment.json"_s), u"--framework"_s, framework,
                               u"--output"_s, path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.err.contains(u"wrote "_s + path));
        QProcess python;
        python.start(test::systemPython(), {u"-m"_s, u"py_compile"_s, path});
        QVERIFY(python.waitForFinished(30000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
        // Printed to stdout without --output: the same text.
        const Run printed = tpuwb({u"codegen"_s, u"--model"_s, m_dir.filePath(u"experiment.json"_s), u"--framework"_s, framework});
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(printed.out, QString::fromUtf8(file.readAll()));
    }
}

QTEST_GUILESS_MAIN(tst_MeshCommand)
#include "tst_mesh_command.moc"
