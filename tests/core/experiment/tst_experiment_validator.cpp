#include "core/experiment/experiment_factory.h"
#include "core/experiment/experiment_kernel_rules.h"
#include "core/experiment/experiment_validator.h"

#include <QCryptographicHash>
#include <QTemporaryDir>

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

twb::Experiment make(const QString &model, const QString &accelerator, const QString &strategy,
                     const QString &attention = {}, const QList<QPair<QString, QString>> &settings = {})
{
    twb::ExperimentRequest request;
    request.name = u"exp-1"_s;
    request.modelKind = model;
    request.acceleratorType = accelerator;
    request.strategy = strategy;
    request.attentionKernel = attention;
    request.settings = settings;
    auto experiment = twb::ExperimentFactory::create(request);
    if (!experiment)
        qFatal("factory failed: %s", qPrintable(experiment.error().message));
    return *experiment;
}

QStringList errorFields(const twb::ExperimentIssues &issues)
{
    QStringList fields;
    for (const auto &issue : issues)
        if (issue.isError())
            fields << issue.field;
    return fields;
}

} // namespace

using Settings = QList<QPair<QString, QString>>;
Q_DECLARE_METATYPE(Settings)

class tst_ExperimentValidator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreValid_data();
    void defaultsAreValid();
    void badInputNamesTheField_data();
    void badInputNamesTheField();
    void checkReturnsTheFirstError();
    void warningsDoNotBlock();
    void streamingPathsAreValid_data();
    void streamingPathsAreValid();
    void kernelFieldIsChecked_data();
    void kernelFieldIsChecked();
    void kernelFileIsReadOnlyWithTheFolder();
};

void tst_ExperimentValidator::defaultsAreValid_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("strategy");
    for (const QString &model : {u"decoder"_s, u"moe"_s})
        for (const QString &accelerator : {u"v5litepod-8"_s, u"v4-16"_s, u"v3-8"_s, u"v2-8"_s, u"v6e-256"_s})
            for (const QString &strategy : twb::ExperimentValidator::strategies())
                QTest::addRow("%s %s %s", qPrintable(model), qPrintable(accelerator), qPrintable(strategy))
                    << model << accelerator << strategy;
}

void tst_ExperimentValidator::defaultsAreValid()
{
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    QFETCH(QString, strategy);
    const auto issues = twb::ExperimentValidator::validate(make(model, accelerator, strategy));
    QVERIFY2(errorFields(issues).isEmpty(), qPrintable(issues.isEmpty() ? QString() : issues.first().message));
}

void tst_ExperimentValidator::badInputNamesTheField_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("mentions");

    const QString moe = u"moe"_s, dec = u"decoder"_s, v5 = u"v5litepod-8"_s;
    QTest::newRow("heads do not divide d_model") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"model.d_model"_s, u"500"_s}} << u"model.n_heads"_s << u"not divisible"_s;
    QTest::newRow("odd head size") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"model.d_model"_s, u"24"_s}, {u"model.n_heads"_s, u"8"_s}} << u"model.n_heads"_s << u"even"_s;
    QTest::newRow("unknown strategy") << dec << v5 << u"pipeline"_s << QString() << Settings{} << u"tpu.strategy"_s
                                      << u"single, ddp, spmd, fsdpv2"_s;
    QTest::newRow("top_k above experts") << moe << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"model.moe.top_k"_s, u"9"_s}} << u"model.moe.top_k"_s << u"n_experts"_s;
    QTest::newRow("unknown accelerator") << dec << u"v9-8"_s << u"fsdpv2"_s << u"sdpa"_s << Settings{}
                                         << u"tpu.accelerator_type"_s << u"v9-8"_s;
    QTest::newRow("fsdpv2 without fsdp axis") << dec << v5 << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 8}]}"_s}} << u"tpu.mesh"_s << u"fsdp"_s;
    QTest::newRow("mesh does not multiply out") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 4}]}"_s}} << u"tpu.mesh.axes"_s << u"8 devices"_s;
    QTest::newRow("spmd without mesh") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"null"_s}} << u"tpu.mesh"_s << u"data=8"_s;
    QTest::newRow("single with a mesh") << dec << v5 << u"single"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 8}]}"_s}} << u"tpu.mesh"_s << u"one device"_s;
    QTest::newRow("ddp with two axes") << dec << v5 << u"ddp"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 4}, {\"name\": \"fsdp\", \"size\": 2}]}"_s}}
        << u"tpu.mesh.axes[1].name"_s << u"fsdp"_s;
    QTest::newRow("duplicate axis") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 4}, {\"name\": \"data\", \"size\": 2}]}"_s}}
        << u"tpu.mesh.axes[1].name"_s << u"twice"_s;
    QTest::newRow("tensor axis does not divide heads") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"model.n_heads"_s, u"4"_s}, {u"model.d_model"_s, u"512"_s},
                    {u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 1}, {\"name\": \"model\", \"size\": 8}]}"_s}}
        << u"model.n_heads"_s << u"tensor-parallel mesh axis (8)"_s;
    QTest::newRow("tensor axis named tensor") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"model.d_ff"_s, u"1004"_s},
                    {u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"fsdp\", \"size\": 1}, {\"name\": \"tensor\", \"size\": 8}]}"_s}}
        << u"model.d_ff"_s << u"tensor-parallel"_s;
    QTest::newRow("unknown axis for fsdpv2") << dec << v5 << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"fsdp\", \"size\": 4}, {\"name\": \"model\", \"size\": 2}]}"_s}}
        << u"tpu.mesh.axes[1].name"_s << u"spmd"_s;
    QTest::newRow("multislice batch over dcn") << dec << u"v5litepod-16"_s << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"dcn_data\", \"size\": 2, \"kind\": \"dcn\"}, {\"name\": \"fsdp\", \"size\": 16}], \"slices\": 2}"_s},
                    {u"train.batch_size"_s, u"48"_s}}
        << u"train.batch_size"_s << u"DCN = 32"_s;
    QTest::newRow("expert axis on a dense model") << dec << v5 << u"spmd"_s << u"sdpa"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 2}, {\"name\": \"expert\", \"size\": 4}]}"_s}}
        << u"tpu.mesh"_s << u"MoE"_s;
    QTest::newRow("batch does not divide over data") << dec << v5 << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"train.batch_size"_s, u"12"_s}} << u"train.batch_size"_s << u"fsdp"_s;
    QTest::newRow("flash on v2") << dec << u"v2-8"_s << u"single"_s << u"flash"_s << Settings{}
                                 << u"attention_kernel"_s << u"v3 or newer"_s;
    QTest::newRow("splash without spmd") << dec << v5 << u"ddp"_s << u"splash"_s << Settings{}
                                         << u"attention_kernel"_s << u"SPMD"_s;
    QTest::newRow("splash mesh without data axis") << dec << v5 << u"fsdpv2"_s << u"splash"_s
        << Settings{{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"fsdp\", \"size\": 8}]}"_s}} << u"tpu.mesh"_s << u"\"data\""_s;
    QTest::newRow("unknown attention kernel") << dec << v5 << u"fsdpv2"_s << u"ring"_s << Settings{}
                                              << u"attention_kernel"_s << u"splash, flash, sdpa"_s;
    QTest::newRow("scan_layers with a pallas kernel") << dec << v5 << u"fsdpv2"_s << u"flash"_s
        << Settings{{u"tpu.scan_layers"_s, u"true"_s}} << u"tpu.scan_layers"_s << u"Pallas"_s;
    QTest::newRow("scan_layers with moe") << moe << v5 << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"tpu.scan_layers"_s, u"true"_s}} << u"tpu.scan_layers"_s << u"MoE"_s;
    QTest::newRow("remat with scan_layers") << dec << v5 << u"fsdpv2"_s << u"sdpa"_s
        << Settings{{u"tpu.scan_layers"_s, u"true"_s}, {u"train.remat"_s, u"true"_s}} << u"train.remat"_s
        << u"scan_layers"_s;
    QTest::newRow("remat not a boolean") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"train.remat"_s, u"\"yes\""_s}} << u"train.remat"_s << u"true or false"_s;
    QTest::newRow("module version the templates lack") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"module_versions.ffn"_s, u"swiglu-v2"_s}} << u"module_versions.ffn"_s << u"swiglu-v1"_s;
    QTest::newRow("negative lr") << dec << v5 << u"fsdpv2"_s << QString() << Settings{{u"train.lr"_s, u"-1"_s}}
                                 << u"train.lr"_s << u"> 0"_s;
    QTest::newRow("negative seed") << dec << v5 << u"fsdpv2"_s << QString() << Settings{{u"train.seed"_s, u"-1"_s}}
                                   << u"train.seed"_s << u">= 0"_s;
    QTest::newRow("steps as text") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"train.max_steps"_s, u"many"_s}} << u"train.max_steps"_s << u"integer"_s;
    QTest::newRow("text data without a path") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"text"_s}} << u"data.path"_s << u"data.path"_s;
    QTest::newRow("token shards without a path") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"tokens"_s}} << u"data.path"_s << u"tpuwb data prepare"_s;
    QTest::newRow("unknown data source") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"hf"_s}} << u"data.source"_s << u"tokens"_s;
    const Settings stream = {{u"data.source"_s, u"stream"_s}, {u"data.tokenizer"_s, u"/data/tok/tokenizer.model"_s}};
    QTest::newRow("stream without a tokenizer") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"stream"_s}, {u"data.path"_s, u"/data/shards"_s}} << u"data.tokenizer"_s
        << u"SentencePiece"_s;
    QTest::newRow("stream without a path") << dec << v5 << u"fsdpv2"_s << QString() << stream << u"data.path"_s
                                           << u"gs://"_s;
    QTest::newRow("gs:// without a bucket") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"gs:///shards"_s}} << u"data.path"_s << u"names no bucket"_s;
    QTest::newRow("gs:// with a bad bucket name") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"gs://My_Bucket/shards"_s}} << u"data.path"_s << u"My_Bucket"_s;
    QTest::newRow("gs:// tokenizer without a bucket") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"stream"_s}, {u"data.path"_s, u"/data/shards"_s},
                    {u"data.tokenizer"_s, u"gs://"_s}} << u"data.tokenizer"_s << u"names no bucket"_s;
    QTest::newRow("hf:// with an empty part") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"hf://allenai//en"_s}} << u"data.path"_s << u"hf://DATASET"_s;
    QTest::newRow("hf:// with an empty split") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"hf://allenai/c4/en:"_s}} << u"data.path"_s << u"SPLIT"_s;
    QTest::newRow("hf:// with two configs") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"hf://allenai/c4/en"_s}, {u"data.hf_config"_s, u"realnewslike"_s}}
        << u"data.path"_s << u"data.hf_config"_s;
    QTest::newRow("another URL scheme") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"s3://bucket/shards"_s}} << u"data.path"_s << u"gs://"_s;
    QTest::newRow("stream without an eval fraction") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"/data/shards"_s}, {u"data.eval_fraction"_s, u"0"_s}}
        << u"data.eval_fraction"_s << u"held out"_s;
    QTest::newRow("empty text field") << dec << v5 << u"fsdpv2"_s << QString()
        << stream + Settings{{u"data.path"_s, u"/data/shards"_s}, {u"data.text_field"_s, u"\"\""_s}}
        << u"data.text_field"_s << u"non-empty"_s;
    QTest::newRow("token shards on gs://") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"data.source"_s, u"tokens"_s}, {u"data.path"_s, u"gs://bucket/shards"_s}} << u"data.path"_s
        << u"\"stream\""_s;
    QTest::newRow("bad name") << dec << v5 << u"fsdpv2"_s << QString() << Settings{{u"name"_s, u"../etc"_s}}
                              << u"name"_s << u"../etc"_s;
    QTest::newRow("unknown optimizer") << dec << v5 << u"fsdpv2"_s << QString()
        << Settings{{u"optimizer"_s, u"sgd"_s}} << u"optimizer"_s << u"syncfree_adamw"_s;
}

void tst_ExperimentValidator::badInputNamesTheField()
{
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    QFETCH(QString, strategy);
    QFETCH(QString, attention);
    QFETCH(Settings, settings);
    QFETCH(QString, field);
    QFETCH(QString, mentions);
    const auto issues = twb::ExperimentValidator::validate(make(model, accelerator, strategy, attention, settings));
    const QStringList fields = errorFields(issues);
    QVERIFY2(fields.contains(field), qPrintable(u"errors at: "_s + fields.join(u", "_s)));
    for (const auto &issue : issues) {
        if (issue.field == field && issue.isError()) {
            QVERIFY2(issue.message.contains(mentions), qPrintable(issue.message));
            QVERIFY2(issue.message.contains(field.section(u'[', 0, 0).section(u'.', 0, 0)) || field == u"name"_s
                         || issue.message.contains(u"mesh"_s) || issue.message.contains(u"strateg"_s),
                     qPrintable(issue.message));
            return;
        }
    }
}

void tst_ExperimentValidator::checkReturnsTheFirstError()
{
    const auto result = twb::ExperimentValidator::check(
        make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {}, {{u"model.d_model"_s, u"500"_s}}));
    QVERIFY(!result);
    QCOMPARE(result.error().where, u"model.n_heads"_s);
    QVERIFY(result.error().message.contains(u"model.d_model"_s));
    QVERIFY(twb::ExperimentValidator::check(make(u"moe"_s, u"v4-16"_s, u"spmd"_s)));
}

void tst_ExperimentValidator::warningsDoNotBlock()
{
    const auto experiment = make(u"decoder"_s, u"v3-8"_s, u"spmd"_s, u"splash"_s);
    const auto issues = twb::ExperimentValidator::validate(experiment);
    bool warned = false;
    for (const auto &issue : issues)
        warned |= !issue.isError() && issue.field == u"attention_kernel"_s;
    QVERIFY(warned);
    QVERIFY(twb::ExperimentValidator::check(experiment));
}

void tst_ExperimentValidator::streamingPathsAreValid_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("local folder") << u"/data/shards"_s;
    QTest::newRow("local pattern") << u"~/corpus/*.jsonl"_s;
    QTest::newRow("gs:// prefix") << u"gs://my-bucket/c4/en"_s;
    QTest::newRow("gs:// bucket") << u"gs://my.bucket.example.com"_s;
    QTest::newRow("gs:// pattern") << u"gs://my-bucket/c4/part-*.jsonl"_s;
    QTest::newRow("hf:// name") << u"hf://wikitext"_s;
    QTest::newRow("hf:// owner/name:split") << u"hf://Salesforce/wikitext:validation"_s;
    QTest::newRow("hf:// owner/name/config:split") << u"hf://allenai/c4/en:train"_s;
}

void tst_ExperimentValidator::streamingPathsAreValid()
{
    QFETCH(QString, path);
    const auto experiment = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {},
                                 {{u"data.source"_s, u"stream"_s}, {u"data.path"_s, path},
                                  {u"data.tokenizer"_s, u"gs://my-bucket/tok/tokenizer.model"_s},
                                  {u"data.text_field"_s, u"content"_s}, {u"data.eval_fraction"_s, u"0.01"_s}});
    const auto issues = twb::ExperimentValidator::validate(experiment);
    QVERIFY2(errorFields(issues).isEmpty(), qPrintable(errorFields(issues).join(u", "_s)));
}

namespace {

constexpr char kKernelSource[] = "import jax\n\n\n@jax.jit\ndef computation(weight, x):\n    return x * weight\n";

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

} // namespace

// model.kernels.<module> (docs/formats.md, "Kernels"), checked with the experiment's folder: each
// bad entry is an error at its field whose message says what to do; a good one is none.
void tst_ExperimentValidator::kernelFieldIsChecked_data()
{
    QTest::addColumn<QString>("kernels"); // model.kernels as JSON; KERNEL is the kernel's SHA-256
    QTest::addColumn<QString>("dModel");
    QTest::addColumn<QString>("field");   // empty: valid
    QTest::addColumn<QString>("mentions");
    const QString good = u"{\"rmsnorm\": {\"path\": \"kernels-src/optimized.py\", \"sha256\": \"KERNEL\", \"enabled\": true}}"_s;
    QTest::newRow("relative path, hash, on") << good << u"128"_s << QString() << QString();
    QTest::newRow("off") << QString(good).replace(u"true"_s, u"false"_s) << u"256"_s << QString() << QString();
    QTest::newRow("absolute path") << u"{\"rmsnorm\": {\"path\": \"DIR/kernels-src/optimized.py\", \"sha256\": \"KERNEL\"}}"_s
                                   << u"128"_s << QString() << QString();
    QTest::newRow("unknown module") << u"{\"softmax\": {\"path\": \"kernels-src/optimized.py\", \"sha256\": \"KERNEL\"}}"_s
                                    << u"128"_s << u"model.kernels.softmax"_s << u"rmsnorm"_s;
    QTest::newRow("not an object") << u"{\"rmsnorm\": \"kernels-src/optimized.py\"}"_s << u"128"_s
                                   << u"model.kernels.rmsnorm"_s << u"tpuwb kernel use"_s;
    QTest::newRow("kernels not an object") << u"[1]"_s << u"128"_s << u"model.kernels"_s << u"module -> kernel"_s;
    QTest::newRow("missing file") << u"{\"rmsnorm\": {\"path\": \"gone/optimized.py\", \"sha256\": \"KERNEL\"}}"_s
                                  << u"128"_s << u"model.kernels.rmsnorm.path"_s << u"does not exist"_s;
    QTest::newRow("no path") << u"{\"rmsnorm\": {\"sha256\": \"KERNEL\"}}"_s << u"128"_s
                             << u"model.kernels.rmsnorm.path"_s << u"optimized.py"_s;
    QTest::newRow("no computation") << u"{\"rmsnorm\": {\"path\": \"kernels-src/other.py\", \"sha256\": \"OTHER\"}}"_s
                                    << u"128"_s << u"model.kernels.rmsnorm.path"_s << u"computation"_s;
    QTest::newRow("no sha256: says the value") << u"{\"rmsnorm\": {\"path\": \"kernels-src/optimized.py\"}}"_s << u"128"_s
                                               << u"model.kernels.rmsnorm.sha256"_s << u"KERNEL"_s;
    QTest::newRow("kernel changed since") << u"{\"rmsnorm\": {\"path\": \"kernels-src/optimized.py\", \"sha256\": \"OTHER\"}}"_s
                                          << u"128"_s << u"model.kernels.rmsnorm.sha256"_s << u"changed"_s;
    QTest::newRow("enabled not a boolean") << QString(good).replace(u"true"_s, u"\"yes\""_s) << u"128"_s
                                           << u"model.kernels.rmsnorm.enabled"_s << u"true or false"_s;
    QTest::newRow("hidden not a multiple of 128") << good << u"96"_s << u"model.kernels.rmsnorm"_s
                                                  << u"multiple of 128"_s;
    QTest::newRow("with scan_layers") << good << u"128 scan"_s << u"model.kernels.rmsnorm"_s << u"scan_layers"_s;
}

void tst_ExperimentValidator::kernelFieldIsChecked()
{
    QFETCH(QString, kernels);
    QFETCH(QString, dModel);
    QFETCH(QString, field);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(u"kernels-src"_s));
    QVERIFY(writeFile(dir.filePath(u"kernels-src/optimized.py"_s), kKernelSource));
    const QByteArray other = "def forward(x):\n    return x\n";
    QVERIFY(writeFile(dir.filePath(u"kernels-src/other.py"_s), other));
    const QString kernelHash = sha256Hex(kKernelSource);
    QCOMPARE(twb::ExperimentKernelRules::sha256(kKernelSource), kernelHash);
    kernels.replace(u"KERNEL"_s, kernelHash).replace(u"OTHER"_s, sha256Hex(other)).replace(u"DIR"_s, dir.path());
    mentions.replace(u"KERNEL"_s, kernelHash);

    const bool scan = dModel.endsWith(u" scan"_s);
    const auto experiment = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, scan ? u"sdpa"_s : QString(),
                                 {{u"model.d_model"_s, dModel.section(u' ', 0, 0)}, {u"model.n_heads"_s, u"4"_s},
                                  {u"model.kernels"_s, kernels}, {u"tpu.scan_layers"_s, scan ? u"true"_s : u"false"_s}});
    const auto issues = twb::ExperimentValidator::validate(experiment, dir.path());
    const QStringList fields = errorFields(issues);
    if (field.isEmpty()) {
        QVERIFY2(fields.isEmpty(), qPrintable(issues.isEmpty() ? QString() : issues.first().message));
        return;
    }
    QVERIFY2(fields.contains(field), qPrintable(u"errors at: "_s + fields.join(u", "_s)));
    for (const auto &issue : issues)
        if (issue.field == field && issue.isError()) {
            QVERIFY2(issue.message.contains(mentions), qPrintable(issue.message));
            QVERIFY2(issue.message.contains(field), qPrintable(issue.message));
        }
    // check() stops at the first error with its field.
    QVERIFY(!twb::ExperimentValidator::check(experiment, dir.path()));
}

// Without the experiment's folder (an ablation cell, the wizard) nothing is read: the fields are
// checked as written, and a missing file is found when the folder is given.
void tst_ExperimentValidator::kernelFileIsReadOnlyWithTheFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString kernels = u"{\"rmsnorm\": {\"path\": \"gone.py\", \"sha256\": \"%1\", \"enabled\": true}}"_s
                                .arg(QString(64, u'a'));
    const auto experiment = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {},
                                 {{u"model.d_model"_s, u"128"_s}, {u"model.n_heads"_s, u"4"_s}, {u"model.kernels"_s, kernels}});
    QVERIFY(twb::ExperimentValidator::check(experiment));
    const auto withFolder = twb::ExperimentValidator::check(experiment, dir.path());
    QVERIFY(!withFolder);
    QCOMPARE(withFolder.error().where, u"model.kernels.rmsnorm.path"_s);
    // A sha256 that is no hash is an error either way.
    const auto badHash = make(u"decoder"_s, u"v5litepod-8"_s, u"fsdpv2"_s, {},
                              {{u"model.d_model"_s, u"128"_s}, {u"model.n_heads"_s, u"4"_s},
                               {u"model.kernels"_s, u"{\"rmsnorm\": {\"path\": \"k.py\", \"sha256\": \"abc\"}}"_s}});
    const auto result = twb::ExperimentValidator::check(badHash);
    QVERIFY(!result);
    QCOMPARE(result.error().where, u"model.kernels.rmsnorm.sha256"_s);
}

QTEST_GUILESS_MAIN(tst_ExperimentValidator)
#include "tst_experiment_validator.moc"
