// JobValidator: MaxKernel's validate_job.py rules (docs/formats.md 6.7).
#include "core/kernel/job_validator.h"
#include "core/util/json_path.h"

#include "support/test_paths.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using twb::kernel::JobValidator;
using twb::kernel::KernelJob;

namespace {

// The documented rmsnorm-torch sample: PyTorch, torchax, readable reference, external eval.
Json pytorchTorchaxJob()
{
    return Json::parse(R"({
      "schema": "maxkernel.job/1", "name": "rmsnorm-torch",
      "input": {"type": "pytorch", "path": "ref.py", "entry_point": "Model"},
      "has_reference": false, "references": [],
      "needs_jax_conversion": true,
      "jax_conversion": {"method": "torchax", "emit_readable_reference": true},
      "correctness": {"atol": 0.01, "rtol": 0.01, "seed": 1024},
      "loop": {"max_iterations": 5},
      "evaluation": {"compare_against_source": true}})");
}

Json specificationJob()
{
    return Json::parse(R"({
      "schema": "maxkernel.job/1", "name": "swiglu-spec",
      "input": {"type": "specification", "specification": {
          "description": "SwiGLU feed-forward block.", "operation": "swiglu_ffn",
          "synthesize_as": "pytorch",
          "tensors": [{"name": "x", "role": "input", "shape": [8, 512], "dtype": "bfloat16"}],
          "user_confirms_baseline": true}},
      "has_reference": false,
      "needs_jax_conversion": true, "jax_conversion": {"method": "torchax"}})");
}

using Edit = std::function<void(Json &)>;

} // namespace

class tst_JobValidator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileNamesFileAndPosition_data();
    void hostileFileNamesFileAndPosition();
    void initTestCase();
    void rules_data();
    void rules();
    void printedPlanMatchesReferenceSample();
    void reportJsonShape();
    void missingJobFileAndBrokenJson();
    void cliExitCodesAndStreams_data();
    void cliExitCodesAndStreams();

private:
    QString writeJob(const QString &name, const Json &job) const;

    QTemporaryDir m_dir;
};

void tst_JobValidator::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *file : {"ref.py", "model.py", "kernel.cu", "rmsnorm.cu"}) {
        QFile f(m_dir.filePath(QString::fromLatin1(file)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# input\n");
    }
}

QString tst_JobValidator::writeJob(const QString &name, const Json &job) const
{
    const QString path = m_dir.filePath(name + u".json"_s);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(QByteArray::fromStdString(job.dump(2)));
    return path;
}

void tst_JobValidator::rules_data()
{
    QTest::addColumn<Json>("base");
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<int>("exitCode");
    // A fragment of the expected error (or, for exit 0/2, of the expected warning; empty: none).
    QTest::addColumn<QString>("message");

    const Json pt = pytorchTorchaxJob();
    const Json spec = specificationJob();
    auto set = [](const char *path, Json value) -> Edit {
        return [path, value](Json &j) { twb::setPath(j, path, value); };
    };
    auto erase = [](const char *path) -> Edit { return [path](Json &j) { twb::erasePath(j, path); }; };
    auto both = [](Edit a, Edit b) -> Edit { return [a, b](Json &j) { a(j); b(j); }; };
    const Edit none = [](Json &) {};
    const Json cudaRef = Json::parse(R"([{"type": "cuda", "path": "rmsnorm.cu", "relationship": "same_operation"}])");

    // The five valid shapes (docs/formats.md 6.6).
    QTest::newRow("valid: JAX -> Pallas")
        << pt << both(both(set("input.type", "jax"), set("needs_jax_conversion", false)), erase("jax_conversion")) << 0 << QString();
    QTest::newRow("valid: PyTorch with torchax") << pt << none << 0 << QString();
    QTest::newRow("valid: PyTorch with a CUDA reference")
        << pt << both(set("has_reference", true), set("references", cudaRef)) << 0 << QString();
    QTest::newRow("valid: CUDA with llm_port")
        << pt << both(both(set("input.type", "cuda"), set("input.path", "kernel.cu")),
                      both(set("jax_conversion.method", "llm_port"), set("evaluation.compare_against_source", false)))
        << 0 << QString();
    QTest::newRow("valid: specification") << spec << none << 0 << QString();

    // The seven contradictions (docs/formats.md 6.7).
    QTest::newRow("contradiction 1: has_reference true, no references")
        << pt << set("has_reference", true) << 1 << u"has_reference is true but references is empty"_s;
    QTest::newRow("contradiction 2: has_reference false, references listed")
        << pt << set("references", cudaRef) << 1 << u"has_reference is false but 1 reference(s) are listed"_s;
    QTest::newRow("contradiction 3: torchax on a cuda input")
        << pt << both(set("input.type", "cuda"), set("evaluation.compare_against_source", false)) << 1
        << u"jax_conversion.method 'torchax' cannot convert a CUDA input"_s;
    QTest::newRow("contradiction 4: no conversion on a pytorch input")
        << pt << both(set("needs_jax_conversion", false), erase("jax_conversion")) << 1
        << u"input.type is 'pytorch' with needs_jax_conversion false, so no base.py is produced"_s;
    QTest::newRow("contradiction 4 stays an error with external evaluation")
        << pt << both(set("needs_jax_conversion", false), erase("jax_conversion.method")) << 1
        << u"with needs_jax_conversion false, so no base.py"_s;
    QTest::newRow("contradiction 5: torchax without a readable reference")
        << pt << both(set("jax_conversion.emit_readable_reference", false), set("evaluation.compare_against_source", false))
        << 1 << u"Set emit_readable_reference true, or set evaluation.compare_against_source true."_s;
    QTest::newRow("contradiction 6: conversion on a jax input")
        << pt << set("input.type", "jax") << 1 << u"A JAX input is already the reference"_s;
    QTest::newRow("contradiction 7: external evaluation on a cuda input")
        << pt << both(set("input.type", "cuda"), set("jax_conversion.method", "llm_port")) << 1
        << u"evaluation.compare_against_source is true for a CUDA input"_s;

    // The warning case: contradiction 5 downgraded by external evaluation.
    QTest::newRow("warning: torchax without readable reference, external eval on")
        << pt << set("jax_conversion.emit_readable_reference", false) << 0
        << u"evaluation.compare_against_source is set, so performance will be measured externally."_s;
    QTest::newRow("warning: schema missing") << pt << erase("schema") << 0
                                             << u"schema is None, expected 'maxkernel.job/1'; validating as v1 anyway"_s;
    QTest::newRow("warning: loose tolerance") << pt << set("correctness.atol", 0.75) << 0
                                              << u"correctness.atol is 0.75; a tolerance that loose"_s;

    // The further rejections of validate_job.py's code.
    QTest::newRow("input missing") << pt << erase("input") << 1 << u"`input` is required and must be an object"_s;
    QTest::newRow("input.type not in the enum") << pt << set("input.type", "tensorflow") << 1
        << u"input.type must be one of ['cuda', 'jax', 'pytorch', 'specification'], got 'tensorflow'"_s;
    QTest::newRow("input.path missing") << pt << erase("input.path") << 1 << u"input.path is required"_s;
    QTest::newRow("specification with input.path") << spec << set("input.path", "ref.py") << 1
        << u"input.type is 'specification' but input.path is set"_s;
    QTest::newRow("specification without its object") << spec << erase("input.specification") << 1
        << u"requires an input.specification object"_s;
    QTest::newRow("specification without description") << spec << erase("input.specification.description") << 1
        << u"input.specification.description is required"_s;
    QTest::newRow("specification with empty tensors") << spec << set("input.specification.tensors", Json::array()) << 1
        << u"input.specification.tensors is required and must be a non-empty list"_s;
    QTest::newRow("specification tensor lacks dtype")
        << spec << set("input.specification.tensors", Json::parse(R"([{"name": "x", "role": "input", "shape": [4]}])"))
        << 1 << u"input.specification.tensors[0] is missing 'dtype'"_s;
    QTest::newRow("specification tensor not an object")
        << spec << set("input.specification.tensors", Json::parse("[3]")) << 1
        << u"input.specification.tensors[0] must be an object"_s;
    QTest::newRow("synthesize_as not pytorch/jax") << spec << set("input.specification.synthesize_as", "cuda") << 1
        << u"synthesize_as must be one of ['jax', 'pytorch'], got 'cuda'"_s;
    QTest::newRow("user_confirms_baseline not true") << spec << set("input.specification.user_confirms_baseline", false)
        << 1 << u"user_confirms_baseline must be true"_s;
    QTest::newRow("has_reference missing") << pt << erase("has_reference") << 1
        << u"has_reference is required (true or false)"_s;
    QTest::newRow("references not a list") << pt << set("references", Json::object()) << 1 << u"references must be a list"_s;
    QTest::newRow("reference not an object")
        << pt << both(set("has_reference", true), set("references", Json::parse("[7]"))) << 1
        << u"references[0] must be an object"_s;
    QTest::newRow("reference with a bad type")
        << pt << both(set("has_reference", true), set("references", Json::parse(R"([{"type": "cobol", "path": "ref.py"}])")))
        << 1 << u"references[0].type must be one of ['cuda', 'jax', 'pallas', 'pytorch', 'triton']"_s;
    QTest::newRow("reference without a path")
        << pt << both(set("has_reference", true), set("references", Json::parse(R"([{"type": "cuda"}])"))) << 1
        << u"references[0].path is required"_s;
    QTest::newRow("reference with a bad relationship")
        << pt << both(set("has_reference", true),
                      set("references", Json::parse(R"([{"type": "cuda", "path": "rmsnorm.cu", "relationship": "twin"}])")))
        << 1 << u"references[0].relationship must be one of ['same_family', 'same_operation', 'unknown']"_s;
    QTest::newRow("needs_jax_conversion missing") << pt << erase("needs_jax_conversion") << 1
        << u"needs_jax_conversion is required (true or false)"_s;
    QTest::newRow("needs true without a method") << pt << erase("jax_conversion.method") << 1
        << u"jax_conversion.method must be 'torchax' or 'llm_port'"_s;
    QTest::newRow("needs true with synthesize_as jax") << spec << set("input.specification.synthesize_as", "jax") << 1
        << u"A synthesized JAX baseline IS base.py"_s;
    QTest::newRow("needs false with a method")
        << pt << both(set("input.type", "jax"), set("needs_jax_conversion", false)) << 1
        << u"needs_jax_conversion is false but jax_conversion.method is 'torchax'; set it to 'none' or omit it"_s;
    QTest::newRow("needs false with synthesize_as pytorch (the default)")
        << spec << both(set("needs_jax_conversion", false), erase("jax_conversion")) << 1
        << u"synthesize_as is 'pytorch' but needs_jax_conversion is false"_s;
    QTest::newRow("synthesize_as jax with external evaluation")
        << spec << both(both(set("input.specification.synthesize_as", "jax"), set("needs_jax_conversion", false)),
                        both(erase("jax_conversion"), set("evaluation.compare_against_source", true)))
        << 1 << u"but synthesize_as is 'jax', so there is no PyTorch source to compare against"_s;
    QTest::newRow("atol zero") << pt << set("correctness.atol", 0) << 1 << u"correctness.atol must be a positive number, got 0"_s;
    QTest::newRow("rtol a string") << pt << set("correctness.rtol", "tight") << 1
        << u"correctness.rtol must be a positive number, got 'tight'"_s;
    QTest::newRow("max_iterations zero") << pt << set("loop.max_iterations", 0) << 1
        << u"loop.max_iterations must be a positive integer, got 0"_s;
    QTest::newRow("max_iterations not an integer") << pt << set("loop.max_iterations", 2.5) << 1
        << u"loop.max_iterations must be a positive integer, got 2.5"_s;
    QTest::newRow("top level not an object") << Json::array() << none << 1 << u"must hold a JSON object"_s;

    // Where the workbench is stricter than the Python code (docs/formats.md 6.7).
    QTest::newRow("stricter: atol true is not a number") << pt << set("correctness.atol", true) << 1
        << u"correctness.atol must be a positive number, got True"_s;
    QTest::newRow("stricter: max_iterations true is not an integer") << pt << set("loop.max_iterations", true) << 1
        << u"loop.max_iterations must be a positive integer, got True"_s;
    QTest::newRow("stricter: has_reference \"yes\"") << pt << set("has_reference", "yes") << 1
        << u"has_reference must be true or false, got 'yes'"_s;
    QTest::newRow("stricter: needs_jax_conversion \"yes\"") << pt << set("needs_jax_conversion", "yes") << 1
        << u"needs_jax_conversion must be true or false, got 'yes'"_s;
    QTest::newRow("stricter: emit_readable_reference \"false\"")
        << pt << set("jax_conversion.emit_readable_reference", "false") << 1
        << u"emit_readable_reference must be true or false, got 'false'"_s;
    QTest::newRow("kinder: scalar shape [] accepted with a warning")
        << spec << set("input.specification.tensors",
                       Json::parse(R"([{"name": "eps", "role": "parameter", "shape": [], "dtype": "float32"}])"))
        << 0 << u"tensors[0].shape is [] (a scalar)"_s;
    QTest::newRow("warning: reference role other than donor")
        << pt << both(set("has_reference", true),
                      set("references", Json::parse(R"([{"type": "cuda", "path": "rmsnorm.cu", "role": "oracle"}])")))
        << 0 << u"references[0].role is 'oracle'"_s;

    // Path checks: exit 2 when a declared path is missing.
    QTest::newRow("missing input path: exit 2") << pt << set("input.path", "gone/model.py") << 2 << QString();
    QTest::newRow("missing reference path: exit 2")
        << pt << both(set("has_reference", true), set("references", Json::parse(R"([{"type": "cuda", "path": "nope.cu"}])")))
        << 2 << QString();
}

void tst_JobValidator::rules()
{
    QFETCH(Json, base);
    QFETCH(Edit, edit);
    QFETCH(int, exitCode);
    QFETCH(QString, message);

    Json document = base;
    edit(document);
    const QString path = writeJob(u"job"_s, document);
    QVERIFY(!path.isEmpty());
    auto job = KernelJob::load(path);
    QVERIFY2(job, qPrintable(job ? QString() : job.error().message));
    const auto report = JobValidator::validate(*job);

    QCOMPARE(report.exitCode(), exitCode);
    QCOMPARE(report.valid(), exitCode != 1);
    QCOMPARE(report.plan.has_value(), exitCode != 1);
    if (exitCode == 1) {
        const bool found = std::any_of(report.errors.begin(), report.errors.end(),
                                       [&](const QString &e) { return e.contains(message); });
        QVERIFY2(found, qPrintable(u"no error containing \"%1\" in:\n%2"_s.arg(message, report.errors.join(u'\n'))));
    } else {
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.join(u'\n')));
        if (message.isEmpty()) {
            QVERIFY2(report.warnings.isEmpty(), qPrintable(report.warnings.join(u'\n')));
        } else {
            const bool found = std::any_of(report.warnings.begin(), report.warnings.end(),
                                           [&](const QString &w) { return w.contains(message); });
            QVERIFY2(found, qPrintable(report.warnings.join(u'\n')));
        }
    }
    if (exitCode == 2) {
        QCOMPARE(report.plan->missingPaths.size(), 1);
        QVERIFY(report.plan->missingPaths.first().contains(m_dir.path()));
        QVERIFY(report.standardErrorLines().first() == u"  MISSING PATHS:"_s);
    }
}

void tst_JobValidator::printedPlanMatchesReferenceSample()
{
    const QString path = writeJob(u"rmsnorm-torch"_s, pytorchTorchaxJob());
    auto job = KernelJob::load(path);
    QVERIFY(job);
    const auto report = JobValidator::validate(*job);
    QCOMPARE(report.exitCode(), 0);
    // docs/formats.md 6.7: the label column is 13 wide, phases joined by " -> ".
    const QStringList expected = {
        u"JOB VALID: rmsnorm-torch"_s,
        u"  input        : pytorch  (ref.py)"_s,
        u"  references   : 0"_s,
        u"  oracle       : tools/torchax_oracle.py (mechanical, with step-0 check vs eager)"_s,
        u"  base.py      : written from the jaxpr in Phase 0.7  [maxkernel-write-jnp-reference]"_s,
        u"  harness      : internal (paired timing)"_s,
        u"  external eval: True"_s,
        u"  phases       : 0 read state -> 0.2 oracle -> 0.3 jaxpr + HLO export -> 0.7 write jnp "
        u"reference + jaxpr_compare gate -> 0.9 harness -> 1-6 plan/implement/compile/test/autotune/profile"_s,
    };
    QCOMPARE(report.standardOutputLines(*job), expected);

    // The specification shape prints what it will synthesize instead of a path.
    const QString specPath = writeJob(u"spec"_s, specificationJob());
    auto spec = KernelJob::load(specPath);
    QVERIFY(spec);
    const auto specReport = JobValidator::validate(*spec);
    QCOMPARE(specReport.standardOutputLines(*spec).at(1),
             u"  input        : specification  (synthesize as pytorch: swiglu_ffn)"_s);
    QCOMPARE(specReport.plan->phases.at(1), u"0.1 synthesize pytorch baseline + USER APPROVAL GATE"_s);
}

void tst_JobValidator::reportJsonShape()
{
    Json document = pytorchTorchaxJob();
    twb::setPath(document, "has_reference", true);
    twb::setPath(document, "references",
                         Json::parse(R"([{"type": "cuda", "path": "rmsnorm.cu", "relationship": "same_operation"}])"));
    const QString path = writeJob(u"with-ref"_s, document);
    auto job = KernelJob::load(path);
    QVERIFY(job);
    const Json report = JobValidator::validate(*job).toJson();
    QCOMPARE(QString::fromStdString(report["job"].get<std::string>()), QFileInfo(path).absoluteFilePath());
    QCOMPARE(report["valid"], Json(true));
    const Json &plan = report["plan"];
    QCOMPARE(plan["reference_count"], Json(1));
    QCOMPARE(plan["advisory_spine"], Json(true));
    QCOMPARE(plan["synthesize_as"], Json(nullptr));
    QCOMPARE(plan["internal_harness"], Json(true));
    QCOMPARE(plan["phases"].size(), size_t(8)); // 0, 0.2, 0.3, 0.5, 0.6, 0.7, 0.9, 1-6
    QCOMPARE(plan["missing_paths"], Json::array());

    // An invalid job still writes a report, with plan null.
    twb::setPath(document, "has_reference", false);
    auto invalid = KernelJob(document, path);
    const Json invalidReport = JobValidator::validate(invalid).toJson();
    QCOMPARE(invalidReport["valid"], Json(false));
    QCOMPARE(invalidReport["plan"], Json(nullptr));
    QCOMPARE(invalidReport["errors"].size(), size_t(1));
}

void tst_JobValidator::missingJobFileAndBrokenJson()
{
    auto missing = KernelJob::load(m_dir.filePath(u"absent.json"_s));
    QVERIFY(!missing);
    QCOMPARE(missing.error().kind, twb::Error::Kind::NotFound);

    QFile broken(m_dir.filePath(u"broken.json"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"input\": ");
    broken.close();
    auto parsed = KernelJob::load(broken.fileName());
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().kind, twb::Error::Kind::Invalid);
    QVERIFY(parsed.error().message.contains(broken.fileName()));
}

void tst_JobValidator::cliExitCodesAndStreams_data()
{
    QTest::addColumn<QString>("jobName");
    QTest::addColumn<QStringList>("extraArgs");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stdoutStart");
    QTest::addColumn<QString>("stderrStart");

    QTest::newRow("valid prints the plan") << u"rmsnorm-torch"_s << QStringList() << 0 << u"JOB VALID: rmsnorm-torch\n"_s << QString();
    QTest::newRow("quiet prints nothing") << u"rmsnorm-torch"_s << QStringList{u"--quiet"_s} << 0 << QString() << QString();
    QTest::newRow("invalid goes to stderr, exit 1") << u"invalid"_s << QStringList() << 1 << QString()
                                                    << u"JOB INVALID\n  ERROR: has_reference is true"_s;
    QTest::newRow("missing declared path, exit 2") << u"missing-path"_s << QStringList() << 2 << u"JOB VALID"_s
                                                   << u"  MISSING PATHS:\n    input.path: "_s;
    QTest::newRow("missing declared path, quiet, still exit 2") << u"missing-path"_s << QStringList{u"--quiet"_s} << 2
                                                                << QString() << QString();
    QTest::newRow("no job file, exit 1") << u"absent"_s << QStringList() << 1 << QString() << u"JOB_NOT_FOUND: "_s;
}

void tst_JobValidator::cliExitCodesAndStreams()
{
    QFETCH(QString, jobName);
    QFETCH(QStringList, extraArgs);
    QFETCH(int, exitCode);
    QFETCH(QString, stdoutStart);
    QFETCH(QString, stderrStart);

    const QString tpuwb = twb::test::tpuwbBinary();
    QVERIFY2(!tpuwb.isEmpty(), "TWB_TPUWB is not set; run this test through ctest");
    writeJob(u"rmsnorm-torch"_s, pytorchTorchaxJob());
    Json invalid = pytorchTorchaxJob();
    invalid["has_reference"] = true;
    writeJob(u"invalid"_s, invalid);
    Json missing = pytorchTorchaxJob();
    missing["input"]["path"] = "gone.py";
    writeJob(u"missing-path"_s, missing);

    const QString report = m_dir.filePath(u"report-%1.json"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'_'));
    QProcess process;
    process.start(tpuwb, QStringList{u"kernel"_s, u"validate"_s, m_dir.filePath(jobName + u".json"_s),
                                     u"--json"_s, report} + extraArgs);
    QVERIFY(process.waitForFinished(30000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), exitCode);
    if (stdoutStart.isEmpty())
        QVERIFY2(out.isEmpty(), qPrintable(out));
    else
        QVERIFY2(out.startsWith(stdoutStart), qPrintable(out));
    if (stderrStart.isEmpty())
        QVERIFY2(err.isEmpty(), qPrintable(err));
    else
        QVERIFY2(err.startsWith(stderrStart), qPrintable(err));
    // The report is written whenever the job parsed, valid or not.
    QCOMPARE(QFileInfo::exists(report), jobName != u"absent");
}

void tst_JobValidator::hostileFileNamesFileAndPosition_data()
{
    twb::test::addHostileJsonRows();
}

void tst_JobValidator::hostileFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"job.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto loaded = twb::kernel::KernelJob::load(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
}

QTEST_GUILESS_MAIN(tst_JobValidator)
#include "tst_job_validator.moc"
