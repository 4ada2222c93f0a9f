#include "core/experiment/experiment_factory.h"
#include "core/experiment/legacy_api_linter.h"
#include "core/experiment/python_source_mask.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"

#include "support/test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

twb::Result<twb::Experiment> make(const QString &model, const QString &accelerator, const QString &strategy,
                                  const QString &attention, const QList<QPair<QString, QString>> &settings = {})
{
    twb::ExperimentRequest request;
    request.name = u"combo"_s;
    request.modelKind = model;
    request.acceleratorType = accelerator;
    request.strategy = strategy;
    request.attentionKernel = attention;
    request.settings = settings;
    return twb::ExperimentFactory::create(request);
}

// Runs a program; returns its exit code and fills `output` with stdout + stderr.
int run(const QString &program, const QStringList &args, const QString &workDir, QByteArray *output)
{
    QProcess process;
    process.setWorkingDirectory(workDir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, args);
    if (!process.waitForStarted()) {
        *output = program.toUtf8() + " did not start";
        return -1;
    }
    process.waitForFinished(60000);
    *output = process.readAll();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// The hash the generated config.py computes for the generated config.json (what train.py logs);
// on a failure, what went wrong, so that the comparison shows it.
QString hashOfGeneratedConfig(const twb::GeneratedFiles &files)
{
    QTemporaryDir dir;
    auto plan = twb::ScaffoldPlan::compare(dir.path(), files);
    if (!plan || !plan->write())
        return u"(the project could not be written)"_s;
    QByteArray output;
    const int code = run(twb::test::systemPython(),
                         {u"-c"_s, u"import config; print(config.config_hash(config.load('config.json')))"_s},
                         dir.path(), &output);
    return code == 0 ? QString::fromUtf8(output).trimmed() : QString::fromUtf8(output);
}

QString goldenDir(const QString &name)
{
    return twb::test::sourceDir() + u"/tests/core/experiment/golden/"_s + name;
}

} // namespace

class tst_ScaffoldRenderer final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCombinationRendersCompilesAndLintsClean_data();
    void everyCombinationRendersCompilesAndLintsClean();
    void goldenFiles_data();
    void goldenFiles();
    void generatedHashEqualsCore();
    void invalidExperimentIsRefusedWithTheField();
    void tpuExecutionOptionsAreCheckedAndHashed();
    void encoderDecoderRulesNameTheField();
    void templateErrorNamesTemplateAndLine();
};

void tst_ScaffoldRenderer::everyCombinationRendersCompilesAndLintsClean_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<bool>("scanLayers");
    for (const QString &model : {u"decoder"_s, u"moe"_s, u"encoder_decoder"_s})
        for (const QString &strategy : {u"single"_s, u"ddp"_s, u"spmd"_s, u"fsdpv2"_s})
            for (const QString &attention : {u"splash"_s, u"flash"_s, u"sdpa"_s})
                QTest::addRow("%s %s %s", qPrintable(model), qPrintable(strategy), qPrintable(attention))
                    << model << strategy << attention << false;
    for (const QString &strategy : {u"single"_s, u"ddp"_s, u"spmd"_s, u"fsdpv2"_s})
        QTest::addRow("decoder %s sdpa scan_layers", qPrintable(strategy)) << u"decoder"_s << strategy << u"sdpa"_s << true;
}

void tst_ScaffoldRenderer::everyCombinationRendersCompilesAndLintsClean()
{
    QFETCH(QString, model);
    QFETCH(QString, strategy);
    QFETCH(QString, attention);
    QFETCH(bool, scanLayers);
    auto experiment = make(model, u"v4-16"_s, strategy, attention,
                           {{u"tpu.scan_layers"_s, scanLayers ? u"true"_s : u"false"_s}});
    QVERIFY(experiment);
    const twb::ScaffoldRenderer renderer;
    const auto files = renderer.render(*experiment);

    // Splash needs SPMD: the two non-SPMD strategies are refused, naming the field.
    if (attention == u"splash"_s && (strategy == u"single"_s || strategy == u"ddp"_s)) {
        QVERIFY(!files);
        QCOMPARE(files.error().where, u"attention_kernel"_s);
        return;
    }
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));

    QTemporaryDir dir;
    auto plan = twb::ScaffoldPlan::compare(dir.path(), *files);
    QVERIFY(plan);
    QVERIFY(plan->write());

    QStringList pythonFiles;
    for (const auto &file : *files) {
        QVERIFY2(!file.content.contains('\x01'), qPrintable(file.path)); // no render guard left behind
        if (!file.path.endsWith(u".py"_s))
            continue;
        pythonFiles << file.path;
        const auto findings = twb::LegacyApiLinter::lint(QString::fromUtf8(file.content));
        QVERIFY2(findings.isEmpty(), qPrintable(file.path + u": "_s
                                                + (findings.isEmpty() ? QString() : findings.first().rule
                                                   + u" at line "_s + QString::number(findings.first().line))));
    }
    // train, model, data, stream_data, storage, device, cpu_backend, config, metrics, checkpoint, sharding,
    // bench_attention, kernel_bridge
    QCOMPARE(pythonFiles.size(), 13);
    QByteArray output;
    QCOMPARE(run(twb::test::systemPython(), QStringList{u"-m"_s, u"py_compile"_s} + pythonFiles, dir.path(), &output), 0);
    QVERIFY2(output.isEmpty(), output.constData());
    // No unused import or undefined name in any combination (the sections decide what is used).
    const int flakes = run(twb::test::systemPython(), QStringList{u"-m"_s, u"pyflakes"_s} + pythonFiles, dir.path(), &output);
    QVERIFY2(flakes == 0 && output.isEmpty(), output.constData());
    QCOMPARE(run(u"bash"_s, {u"-n"_s, u"launch.sh"_s}, dir.path(), &output), 0);

    // The choices are really in the code: strategy, kernel and model kind.
    // (Code only: the docstrings name the APIs they avoid.)
    const QString device = twb::PythonSourceMask::codeOnly(QString::fromUtf8(plan->entry(u"device.py"_s)->file.content));
    QVERIFY(QString::fromUtf8(plan->entry(u"device.py"_s)->file.content).contains(u"Strategy `"_s + strategy + u"`"_s));
    QCOMPARE(device.contains(u"torch_xla.launch("_s), strategy == u"ddp"_s);
    QCOMPARE(device.contains(u"xr.use_spmd()"_s), strategy == u"spmd"_s || strategy == u"fsdpv2"_s);
    QCOMPARE(device.contains(u"SpmdFullyShardedDataParallel"_s), strategy == u"fsdpv2"_s);
    QCOMPARE(device.contains(u"splash_attention("_s), attention == u"splash"_s);
    QCOMPARE(device.contains(u"flash_attention("_s), attention == u"flash"_s);
    QCOMPARE(device.contains(u"scan_layers("_s), scanLayers);
    QVERIFY(device.contains(u"syncfree.AdamW"_s));
    QVERIFY(device.contains(u"xr.initialize_cache("_s));
    QVERIFY(!device.contains(u"mark_step"_s));
    // The CPU backend is plain PyTorch: every torch_xla call stays in device.py.
    const QString cpuBackend = twb::PythonSourceMask::codeOnly(QString::fromUtf8(plan->entry(u"cpu_backend.py"_s)->file.content));
    QVERIFY(cpuBackend.contains(u"class CpuBackend"_s));
    QVERIFY(!cpuBackend.contains(u"torch_xla"_s));
    QVERIFY(!device.contains(u"class CpuBackend"_s));
    const QString modelPy = QString::fromUtf8(plan->entry(u"model.py"_s)->file.content);
    QCOMPARE(modelPy.contains(u"class MoEFeedForward"_s), model == u"moe"_s);
    QCOMPARE(modelPy.contains(u"class EncoderDecoder"_s), model == u"encoder_decoder"_s);
    QCOMPARE(modelPy.contains(u"cross_attn"_s), model == u"encoder_decoder"_s);

    // The template options are in every project (their switches are read from config.json):
    // compiled evaluation, eager debug mode, @assume_pure on the pure layers, einops reshapes.
    // (String literals are masked in the code-only text: the backend name is checked unmasked.)
    QVERIFY(device.contains(u"torch.compile(model, backend="_s));
    QVERIFY(QString::fromUtf8(plan->entry(u"device.py"_s)->file.content).contains(u"torch.compile(model, backend=\"openxla\")"_s));
    QVERIFY(device.contains(u"eager_mode(True)"_s));
    QVERIFY(device.contains(u"from torch_xla.experimental.assume_pure import assume_pure"_s));
    const QString modelCode = twb::PythonSourceMask::codeOnly(modelPy);
    QVERIFY(modelCode.contains(u"einops.rearrange("_s));
    for (const QString &pureFunction : {u"def rms_norm("_s, u"def apply_rotary("_s, u"def swiglu("_s})
        QVERIFY2(modelCode.contains(u"@pure\n"_s + pureFunction), qPrintable(pureFunction));
    const QString trainText = QString::fromUtf8(plan->entry(u"train.py"_s)->file.content);
    QVERIFY(trainText.contains(u"p.add_argument(\"--eager-debug\""_s));
    QVERIFY(twb::PythonSourceMask::codeOnly(trainText).contains(u"backend.eval_model(model)"_s));
}

void tst_ScaffoldRenderer::goldenFiles_data()
{
    QTest::addColumn<QString>("golden");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("attention");
    QTest::newRow("moe fsdpv2 splash on v5litepod-16")
        << u"moe-fsdpv2-splash"_s << u"moe"_s << u"v5litepod-16"_s << u"fsdpv2"_s << u"splash"_s;
    QTest::newRow("decoder ddp flash on v4-8") << u"decoder-ddp-flash"_s << u"decoder"_s << u"v4-8"_s << u"ddp"_s
                                               << u"flash"_s;
    QTest::newRow("encoder-decoder spmd sdpa on v4-8")
        << u"encoder_decoder-spmd-sdpa"_s << u"encoder_decoder"_s << u"v4-8"_s << u"spmd"_s << u"sdpa"_s;
}

// Set TWB_UPDATE_GOLDEN=1 to rewrite the golden files after an intended template change;
// review the diff before committing.
void tst_ScaffoldRenderer::goldenFiles()
{
    QFETCH(QString, golden);
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    QFETCH(QString, strategy);
    QFETCH(QString, attention);
    auto experiment = make(model, accelerator, strategy, attention,
                           {{u"hypothesis"_s, u"Golden: größer ist besser"_s}});
    QVERIFY(experiment);
    const auto files = twb::ScaffoldRenderer().render(*experiment);
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));

    const QString dir = goldenDir(golden);
    if (qEnvironmentVariableIntValue("TWB_UPDATE_GOLDEN") == 1) {
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        for (const auto &file : *files) {
            QFile out(dir + u'/' + file.path + u".golden"_s);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(file.content);
        }
    }
    QStringList expectedNames;
    QDirIterator it(dir, {u"*.golden"_s}, QDir::Files | QDir::Hidden);
    while (it.hasNext())
        expectedNames << QFileInfo(it.next()).fileName().chopped(7);
    expectedNames.sort();
    QStringList renderedNames;
    for (const auto &file : *files)
        renderedNames << file.path;
    renderedNames.sort();
    QCOMPARE(renderedNames, expectedNames);
    for (const auto &file : *files) {
        QFile expected(dir + u'/' + file.path + u".golden"_s);
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const QByteArray want = expected.readAll();
        if (want != file.content) {
            // Show the first differing line, not two whole files.
            const QList<QByteArray> a = want.split('\n'), b = file.content.split('\n');
            for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
                if (a.value(i) != b.value(i))
                    QFAIL(qPrintable(u"%1 line %2:\n golden:   %3\n rendered: %4\n(TWB_UPDATE_GOLDEN=1 rewrites the golden files)"_s
                                         .arg(file.path).arg(i + 1)
                                         .arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(b.value(i)))));
        }
    }
}

void tst_ScaffoldRenderer::generatedHashEqualsCore()
{
    // The generated config.py computes the hash from config.json; it must equal the core's,
    // byte for byte, with non-ASCII text in values and run labels that the hash ignores.
    auto experiment = make(u"moe"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {},
                           {{u"hypothesis"_s, u"Top-1 routing is enough — größer, 東京 ✓"_s},
                            {u"tags"_s, u"[\"ablation\", \"été\"]"_s},
                            {u"data.note"_s, u"corpus ñ \"quoted\" back\\slash"_s},
                            {u"train.lr"_s, u"1e-05"_s}});
    QVERIFY(experiment);
    const auto files = twb::ScaffoldRenderer().render(*experiment);
    QVERIFY(files);
    QCOMPARE(hashOfGeneratedConfig(*files), experiment->configHash());
    const auto train = std::find_if(files->cbegin(), files->cend(), [](const auto &f) { return f.path == u"train.py"_s; });
    QVERIFY(train != files->cend());
    QVERIFY(QString::fromUtf8(train->content).contains(experiment->configHash()));
}

void tst_ScaffoldRenderer::invalidExperimentIsRefusedWithTheField()
{
    auto experiment = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {}, {{u"model.n_heads"_s, u"7"_s}});
    QVERIFY(experiment);
    auto files = twb::ScaffoldRenderer().render(*experiment);
    QVERIFY(!files);
    QCOMPARE(files.error().where, u"model.n_heads"_s);

    auto unknown = make(u"decoder"_s, u"v5litepod-8"_s, u"pipeline"_s, u"sdpa"_s);
    QVERIFY(unknown);
    files = twb::ScaffoldRenderer().render(*unknown);
    QVERIFY(!files);
    QCOMPARE(files.error().where, u"tpu.strategy"_s);
}

void tst_ScaffoldRenderer::tpuExecutionOptionsAreCheckedAndHashed()
{
    auto plain = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, u"sdpa"_s);
    QVERIFY(plain);
    for (const QString &option : {u"tpu.compile_eval"_s, u"tpu.eager_debug"_s, u"tpu.assume_pure"_s}) {
        auto wrong = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, u"sdpa"_s, {{option, u"yes"_s}});
        QVERIFY(wrong);
        const auto files = twb::ScaffoldRenderer().render(*wrong);
        QVERIFY(!files);
        QCOMPARE(files.error().where, option);
        QVERIFY2(files.error().message.contains(option), qPrintable(files.error().message));

        // A set option is part of the experiment, hence of the config hash, and config.py
        // computes the same hash (the switch is read from config.json at run time).
        auto set = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, u"sdpa"_s,
                        {{option, option == u"tpu.assume_pure"_s ? u"false"_s : u"true"_s}});
        QVERIFY(set);
        QVERIFY(set->configHash() != plain->configHash());
        const auto rendered = twb::ScaffoldRenderer().render(*set);
        QVERIFY2(rendered, rendered ? "" : qPrintable(rendered.error().message));
        QCOMPARE(hashOfGeneratedConfig(*rendered), set->configHash());
    }
}

void tst_ScaffoldRenderer::encoderDecoderRulesNameTheField()
{
    const QList<std::tuple<QList<QPair<QString, QString>>, QString, QString>> cases{
        {{{u"tpu.scan_layers"_s, u"true"_s}}, u"tpu.scan_layers"_s, u"encoder-decoder"_s},
        {{{u"train.seq_len"_s, u"1"_s}}, u"train.seq_len"_s, u"source"_s},
        {{{u"model.n_encoder_layers"_s, u"0"_s}}, u"model.n_encoder_layers"_s, u">= 1"_s},
        {{{u"module_versions.cross_attn"_s, u"\"cross-v0\""_s}}, u"module_versions.cross_attn"_s, u"cross-v1"_s},
    };
    for (const auto &[settings, field, words] : cases) {
        auto experiment = make(u"encoder_decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, u"sdpa"_s, settings);
        QVERIFY(experiment);
        const auto files = twb::ScaffoldRenderer().render(*experiment);
        QVERIFY2(!files, qPrintable(field));
        QCOMPARE(files.error().where, field);
        QVERIFY2(files.error().message.contains(words), qPrintable(files.error().message));
    }
    // The encoder's tensors and the cross-attention are in the mesh rules: a partition spec
    // may name them, and a name the model lacks is refused with the model's list.
    auto specs = make(u"encoder_decoder"_s, u"v5litepod-8"_s, u"spmd"_s, u"sdpa"_s,
                      {{u"tpu.mesh"_s, uR"({"axes": [{"name": "data", "size": 2}, {"name": "fsdp", "size": 2},
                                            {"name": "model", "size": 2}],
                          "partition_specs": {"tensors": {"encoder.layers.wq": ["model", "fsdp"],
                                                          "layers.cross_wk": ["model", null]}}})"_s}});
    QVERIFY(specs);
    QVERIFY2(twb::ScaffoldRenderer().render(*specs), "encoder and cross-attention tensors take specs");
    auto decoderOnly = make(u"decoder"_s, u"v5litepod-8"_s, u"spmd"_s, u"sdpa"_s,
                            {{u"tpu.mesh"_s, uR"({"axes": [{"name": "data", "size": 8}],
                                "partition_specs": {"tensors": {"layers.cross_wq": [null, null]}}})"_s}});
    QVERIFY(decoderOnly);
    const auto refused = twb::ScaffoldRenderer().render(*decoderOnly);
    QVERIFY(!refused);
    QCOMPARE(refused.error().where, u"tpu.mesh.partition_specs.tensors.layers.cross_wq"_s);
}

void tst_ScaffoldRenderer::templateErrorNamesTemplateAndLine()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(u"experiment"_s));
    QFile broken(dir.filePath(u"experiment/train.py.mustache"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("import torch\n\n{{#is_moe}}\nx = 1\n");
    broken.close();
    auto experiment = make(u"moe"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {});
    QVERIFY(experiment);
    auto files = twb::ScaffoldRenderer(twb::TemplateStore(dir.path())).render(*experiment);
    QVERIFY(!files);
    QCOMPARE(files.error().where, u"experiment/train.py.mustache:line 3, column 1"_s);
    QVERIFY(files.error().message.contains(u"is_moe"_s));

    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("import torch\nLR = {{train.learning_rate}}\n");
    broken.close();
    files = twb::ScaffoldRenderer(twb::TemplateStore(dir.path())).render(*experiment);
    QVERIFY(!files);
    QCOMPARE(files.error().where, u"experiment/train.py.mustache:line 2, column 6"_s);
    QVERIFY(files.error().message.contains(u"train.learning_rate"_s));
}

QTEST_GUILESS_MAIN(tst_ScaffoldRenderer)
#include "tst_scaffold_renderer.moc"
