// "Optimize this" (issue 29): `tpuwb kernel from-experiment` on a scaffolded decoder (v4-8,
// FSDPv2 over 4 devices). The job `tpuwb kernel validate` accepts carries the experiment's
// per-device shapes (computed here from config.json: the batch split over the fsdp axis); the cut-out
// source runs alone under the project's Python, computes what the module inside the project's
// own model computes (same weights, same input), and torchax converts it as MaxKernel's oracle
// will (its step 0: against eager PyTorch); in an encoder-decoder the one Attention class is built
// as each path builds it (encoder, decoder, cross). A wrong module name lists the modules.
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_KernelFromExperiment final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rmsNormJobCarriesTheExperimentsShapes();
    void moduleAloneComputesWhatItComputesInTheModel_data();
    void moduleAloneComputesWhatItComputesInTheModel();
    void namesOfTheMeshDesignerPickTheModule_data();
    void namesOfTheMeshDesignerPickTheModule();
    void unknownModuleListsTheModules_data();
    void unknownModuleListsTheModules();

private:
    QJsonObject readJson(const QString &path) const;
    QJsonObject check(const QString &project, const QString &jobDir) const;

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
    QString m_project;
    QString m_encoderDecoder;
    QJsonObject m_config;
};

QJsonObject tst_KernelFromExperiment::readJson(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// experiment_module_check.py on a job folder: its JSON, or {"error": ...}.
QJsonObject tst_KernelFromExperiment::check(const QString &project, const QString &jobDir) const
{
    QProcess run;
    run.start(twb::test::xlaPython(),
              {twb::test::sourceDir() + u"/tests/e2e/kernel/experiment_module_check.py"_s, project, jobDir});
    if (!run.waitForFinished(600000) || run.exitCode() != 0) {
        run.kill();
        return {{u"error"_s, QString::fromUtf8(run.readAllStandardError().right(4000))}};
    }
    const QList<QByteArray> lines = run.readAllStandardOutput().trimmed().split('\n');
    return QJsonDocument::fromJson(lines.last()).object();
}

void tst_KernelFromExperiment::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s)});
    m_project = m_root.filePath(u"tiny"_s);
    const auto scaffolded = m_tpuwb.scaffoldTinyDecoder(m_project, u"v4-8"_s, {});
    QVERIFY2(scaffolded.exitCode == 0, qPrintable(scaffolded.err));
    m_config = readJson(m_project + u"/config.json"_s);
    QVERIFY(!m_config.isEmpty());
    // An encoder-decoder: one Attention class built three ways (encoder, decoder, cross).
    m_encoderDecoder = m_root.filePath(u"seq2seq"_s);
    QStringList args{u"scaffold"_s, u"--name"_s, u"seq2seq"_s, u"--model"_s, u"encoder_decoder"_s,
                     u"--accelerator"_s, u"v4-8"_s, u"--strategy"_s, u"fsdpv2"_s, u"--out"_s, m_encoderDecoder};
    for (const QString &setting : {u"model.d_model=32"_s, u"model.n_layers=2"_s, u"model.n_heads=4"_s,
                                   u"model.d_ff=64"_s, u"model.vocab_size=64"_s, u"train.batch_size=8"_s,
                                   u"train.seq_len=16"_s})
        args << u"--set"_s << setting;
    const auto seq2seq = m_tpuwb.run(args);
    QVERIFY2(seq2seq.exitCode == 0, qPrintable(seq2seq.err));
}

void tst_KernelFromExperiment::rmsNormJobCarriesTheExperimentsShapes()
{
    const QString jobDir = m_root.filePath(u"jobs/rmsnorm"_s);
    const auto made = m_tpuwb.run({u"kernel"_s, u"from-experiment"_s, m_project, u"--module"_s, u"RMSNorm"_s,
                                   u"--out"_s, jobDir});
    QVERIFY2(made.exitCode == 0, qPrintable(made.out + made.err));
    // Validated and the plan printed before anything runs.
    QVERIFY2(made.out.contains(u"JOB VALID"_s), qPrintable(made.out));
    QVERIFY2(made.out.contains(u"0.2 oracle -> 0.3 jaxpr + HLO export"_s), qPrintable(made.out));

    const QString report = m_root.filePath(u"report.json"_s);
    const auto validated = m_tpuwb.run({u"kernel"_s, u"validate"_s, jobDir + u"/job.json"_s, u"--json"_s, report});
    QVERIFY2(validated.exitCode == 0, qPrintable(validated.out + validated.err));
    QCOMPARE(readJson(report).value(u"valid"_s).toBool(), true);

    // The experiment's shapes: batch split over fsdp (the input batch's spec under FSDPv2),
    // sequence and model width whole.
    const QJsonObject train = m_config.value(u"train"_s).toObject();
    const QJsonObject model = m_config.value(u"model"_s).toObject();
    int fsdp = 0;
    for (const QJsonValue axis : m_config.value(u"tpu"_s).toObject().value(u"mesh"_s).toObject().value(u"axes"_s).toArray()) {
        if (axis.toObject().value(u"name"_s).toString() == u"fsdp"_s)
            fsdp = axis.toObject().value(u"size"_s).toInt();
    }
    QCOMPARE(fsdp, 4);
    const int batch = train.value(u"batch_size"_s).toInt();
    const int seq = train.value(u"seq_len"_s).toInt();
    const int dModel = model.value(u"d_model"_s).toInt();
    const QJsonArray deviceShape{batch / fsdp, seq, dModel};
    const QJsonArray globalShape{batch, seq, dModel};

    const QJsonObject shapes = readJson(jobDir + u"/experiment_shapes.json"_s);
    QCOMPARE(shapes.value(u"module"_s).toString(), u"RMSNorm"_s);
    QCOMPARE(shapes.value(u"module_path"_s).toString(), u"layers.0.attn_norm"_s);
    const QJsonObject x = shapes.value(u"tensors"_s).toArray().first().toObject();
    QCOMPARE(x.value(u"kind"_s).toString(), u"input"_s);
    QCOMPARE(x.value(u"device_shape"_s).toArray(), deviceShape);
    QCOMPARE(x.value(u"global_shape"_s).toArray(), globalShape);
    QCOMPARE(x.value(u"dtype"_s).toString(), u"float32"_s);

    const QJsonObject job = readJson(jobDir + u"/job.json"_s);
    const QJsonObject input = job.value(u"input"_s).toObject();
    QCOMPARE(input.value(u"type"_s).toString(), u"pytorch"_s);
    QCOMPARE(input.value(u"entry_point"_s).toString(), u"Model"_s);
    QVERIFY(QFileInfo::exists(jobDir + u'/' + input.value(u"path"_s).toString()));
    QCOMPARE(job.value(u"jax_conversion"_s).toObject().value(u"method"_s).toString(), u"torchax"_s);
    const QJsonObject correctness = job.value(u"correctness"_s).toObject();
    QCOMPARE(correctness.value(u"seed"_s).toInt(), train.value(u"seed"_s).toInt());
    // bfloat16 training: MaxKernel's 1e-2.
    QCOMPARE(train.value(u"dtype"_s).toString(u"bfloat16"_s), u"bfloat16"_s);
    QCOMPARE(correctness.value(u"atol"_s).toDouble(), 1e-2);
    QCOMPARE(job.value(u"target"_s).toObject().value(u"tpu_version"_s).toString(), u"TPU v4"_s);

    // What get_inputs() really returns, run by the project's Python.
    const QJsonObject checked = check(m_project, jobDir);
    QVERIFY2(!checked.contains(u"error"_s), qPrintable(checked.value(u"error"_s).toString()));
    QCOMPARE(checked.value(u"input_shapes"_s).toArray(), QJsonArray{deviceShape});
    QCOMPARE(checked.value(u"input_dtypes"_s).toArray(), QJsonArray{u"float32"_s});
}

void tst_KernelFromExperiment::moduleAloneComputesWhatItComputesInTheModel_data()
{
    QTest::addColumn<bool>("encoderDecoder");
    QTest::addColumn<QString>("module");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("entry");
    QTest::newRow("RMSNorm") << false << u"RMSNorm"_s << u"layers.0.attn_norm"_s << u"RMSNorm"_s;
    QTest::newRow("SwiGLU") << false << u"SwiGLU"_s << u"layers.0.ffn"_s << u"SwiGLU"_s;
    QTest::newRow("Attention (with the experiment's sdpa)") << false << u"Attention"_s << u"layers.0.attn"_s << u"Attention"_s;
    QTest::newRow("a whole block") << false << u"layers.1"_s << u"layers.1"_s << u"Block"_s;
    // The same class, built differently at each path: causal or not, rotary or not.
    QTest::newRow("encoder self-attention") << true << u"encoder.layers.wq"_s << u"encoder.layers.0.attn"_s
                                            << u"Attention"_s;
    QTest::newRow("decoder self-attention") << true << u"layers.wq"_s << u"layers.0.attn"_s << u"Attention"_s;
    QTest::newRow("cross-attention") << true << u"layers.cross_wq"_s << u"layers.0.cross_attn"_s << u"Attention"_s;
}

void tst_KernelFromExperiment::moduleAloneComputesWhatItComputesInTheModel()
{
    QFETCH(bool, encoderDecoder);
    QFETCH(QString, module);
    QFETCH(QString, path);
    QFETCH(QString, entry);
    const QString project = encoderDecoder ? m_encoderDecoder : m_project;
    const QString jobDir = m_root.filePath(u"jobs/alone-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
    const auto made = m_tpuwb.run({u"kernel"_s, u"from-experiment"_s, project, u"--module"_s, module,
                                   u"--out"_s, jobDir});
    QVERIFY2(made.exitCode == 0, qPrintable(made.out + made.err));
    const QJsonObject shapes = readJson(jobDir + u"/experiment_shapes.json"_s);
    QCOMPARE(shapes.value(u"module_path"_s).toString(), path);
    QCOMPARE(shapes.value(u"module"_s).toString(), entry);

    const QJsonObject checked = check(project, jobDir);
    QVERIFY2(!checked.contains(u"error"_s), qPrintable(checked.value(u"error"_s).toString()));
    QVERIFY2(checked.value(u"standalone_rc"_s).toInt() == 0, qPrintable(checked.value(u"standalone_out"_s).toString()));
    QVERIFY2(checked.value(u"standalone_out"_s).toString().contains(entry + u" ok:"_s),
             qPrintable(checked.value(u"standalone_out"_s).toString()));
    QVERIFY(checked.value(u"state_keys_equal"_s).toBool());
    // The same code on the same weights and input: the same numbers.
    QCOMPARE(checked.value(u"max_abs_diff"_s).toDouble(-1), 0.0);
    // MaxKernel's step-0 floor on a CPU backend (torchax_oracle.py's DEFAULT_TOLERANCE).
    QVERIFY2(checked.contains(u"torchax_max_abs_diff"_s), qPrintable(checked.value(u"torchax_error"_s).toString()));
    const double torchax = checked.value(u"torchax_max_abs_diff"_s).toDouble(-1);
    QVERIFY2(torchax >= 0 && torchax < 1e-4, qPrintable(QString::number(torchax)));
}

void tst_KernelFromExperiment::namesOfTheMeshDesignerPickTheModule_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("module");
    QTest::addColumn<QString>("path");
    QTest::newRow("tensor table: layers.mlp_norm") << u"layers.mlp_norm"_s << u"RMSNorm"_s << u"layers.0.ffn_norm"_s;
    QTest::newRow("tensor table: layers.wq") << u"layers.wq"_s << u"Attention"_s << u"layers.0.attn"_s;
    QTest::newRow("parameter: layers.1.ffn.w2.weight") << u"layers.1.ffn.w2.weight"_s << u"SwiGLU"_s << u"layers.1.ffn"_s;
    QTest::newRow("final norm") << u"norm"_s << u"RMSNorm"_s << u"norm"_s;
    QTest::newRow("class name, any case") << u"swiglu"_s << u"SwiGLU"_s << u"layers.0.ffn"_s;
}

void tst_KernelFromExperiment::namesOfTheMeshDesignerPickTheModule()
{
    QFETCH(QString, name);
    QFETCH(QString, module);
    QFETCH(QString, path);
    const QString jobDir = m_root.filePath(u"jobs/name-"_s + name);
    const auto made = m_tpuwb.run({u"kernel"_s, u"from-experiment"_s, m_project, u"--module"_s, name,
                                   u"--out"_s, jobDir});
    QVERIFY2(made.exitCode == 0, qPrintable(made.out + made.err));
    const QJsonObject shapes = readJson(jobDir + u"/experiment_shapes.json"_s);
    QCOMPARE(shapes.value(u"module"_s).toString(), module);
    QCOMPARE(shapes.value(u"module_path"_s).toString(), path);
}

void tst_KernelFromExperiment::unknownModuleListsTheModules_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("says");
    QTest::newRow("no such module") << u"LayerNorm"_s << u"no module of the model is called `LayerNorm`"_s;
    QTest::newRow("the whole model") << u"Transformer"_s << u"is the whole model"_s;
}

void tst_KernelFromExperiment::unknownModuleListsTheModules()
{
    QFETCH(QString, name);
    QFETCH(QString, says);
    const QString jobDir = m_root.filePath(u"jobs/bad"_s);
    const auto made = m_tpuwb.run({u"kernel"_s, u"from-experiment"_s, m_project, u"--module"_s, name,
                                   u"--out"_s, jobDir});
    QCOMPARE(made.exitCode, 1);
    QVERIFY2(made.err.contains(says), qPrintable(made.err));
    QVERIFY2(made.err.contains(m_project + u"/model.py"_s), qPrintable(made.err));
    for (const QString &module : {u"RMSNorm"_s, u"Attention"_s, u"SwiGLU"_s, u"Block"_s})
        QVERIFY2(made.err.contains(module), qPrintable(made.err));
    QVERIFY2(!QFileInfo::exists(jobDir), "a refused job writes nothing");
}

QTEST_GUILESS_MAIN(tst_KernelFromExperiment)
#include "tst_kernel_from_experiment.moc"
