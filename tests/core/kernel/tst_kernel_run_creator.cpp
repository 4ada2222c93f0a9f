// KernelRunCreator: MaxKernel's Setup 1b with a job file, on this machine (LocalTransport).
#include "core/kernel/job_validator.h"
#include "core/util/json_path.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/orchestrator_journal.h"
#include "core/remote/local_transport.h"
#include "core/util/atomic_file.h"

#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using namespace twb::kernel;

namespace {

QString example(const QString &name)
{
    return twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/"_s + name;
}

Json readJson(const QString &path)
{
    auto bytes = twb::readWholeFile(path);
    return bytes ? Json::parse(bytes->toStdString(), nullptr, false) : Json();
}

} // namespace

class tst_KernelRunCreator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void torchaxJobWithAReference();
    void jaxJobIsItsOwnBaseline();
    void specificationJobHasNoSourceYet();
    void machineTpuVersionAndSpecs();
    void runOnAnotherFolderIsMirrored();
    void invalidOrIncompleteJobsCreateNothing();
    void normalizeTpuVersion_data();
    void normalizeTpuVersion();

private:
    twb::Result<CreatedRun> create(const QString &jobPath, const RunPlacement &placement);

    twb::LocalTransport m_transport;
};

twb::Result<CreatedRun> tst_KernelRunCreator::create(const QString &jobPath, const RunPlacement &placement)
{
    auto job = KernelJob::load(jobPath);
    if (!job)
        return twb::fail(job.error());
    RunHost host(m_transport);
    return KernelRunCreator::create(host, *job, JobValidator::validate(*job), placement);
}

void tst_KernelRunCreator::torchaxJobWithAReference()
{
    QTemporaryDir workspace;
    RunPlacement placement;
    placement.hostRunsRoot = workspace.path();
    placement.localRunsRoot = workspace.path();
    auto run = create(example(u"job.json"_s), placement);
    TWB_VERIFY_RESULT(run);
    QVERIFY(QRegularExpression(u"^run_[0-9a-f]{8}$"_s).match(run->runId).hasMatch());
    QCOMPARE(run->hostRunDir, workspace.path() + u'/' + run->runId);
    QVERIFY(!run->mirrored);

    const QString rd = run->hostRunDir;
    // Inputs copied in, the job byte for byte, the validator's report.
    QCOMPARE(*twb::readWholeFile(rd + u"/source.py"_s), *twb::readWholeFile(example(u"inputs/rmsnorm.py"_s)));
    QVERIFY(QFileInfo::exists(rd + u"/ref/rmsnorm_kernel.cu"_s));
    QCOMPARE(*twb::readWholeFile(rd + u"/job.json"_s), *twb::readWholeFile(example(u"job.json"_s)));
    const Json report = readJson(rd + u"/job_validation.json"_s);
    QCOMPARE(report["valid"], Json(true));
    QCOMPARE(report["plan"]["reference_count"], Json(1));

    // The job-to-state mapping (reference 6.2) and the Setup 6 initial values.
    const Json state = readJson(rd + u"/state.json"_s);
    QCOMPARE(state["run_id"], Json(run->runId.toStdString()));
    QCOMPARE(state["run_dir"], Json(rd.toStdString()));
    QCOMPARE(state["primary"]["language"], Json("pytorch"));
    QCOMPARE(state["primary"]["source_path"], Json(QString(rd + u"/source.py"_s).toStdString()));
    QCOMPARE(state["primary"]["port_verified"], Json(nullptr));
    QCOMPARE(state["input_language"], state["primary"]["language"]);
    QCOMPARE(state["source_path"], state["primary"]["source_path"]);
    QCOMPARE(state["reference_mode"], Json("torchax"));
    QCOMPARE(state["emit_jnp_reference"], Json(true));
    QCOMPARE(state["references"][0]["kind"], Json("cuda")); // job `type` -> state `kind`
    QCOMPARE(state["references"][0]["source_path"], Json(QString(rd + u"/ref/rmsnorm_kernel.cu"_s).toStdString()));
    QCOMPARE(state["references"][0]["relationship"], Json("same_operation"));
    QCOMPARE(state["references"][0]["facts_path"], Json(nullptr));
    QCOMPARE(state["atol"], Json(0.01));
    QCOMPARE(state["seed"], Json(1024));
    QCOMPARE(state["tpu_version"], Json("TPU v6e"));
    QCOMPARE(state["max_iterations"], Json(5));
    QCOMPARE(state["iteration"], Json(0));
    QCOMPARE(state["best_code_path"], Json(QString(rd + u"/base.py"_s).toStdString()));
    QCOMPARE(state["best_optimized_time"], Json(nullptr));
    QCOMPARE(state["history"], Json::array());
    QVERIFY(!state.contains("final_code_path"));

    const auto created = OrchestratorJournal(run->localDir).createRecord();
    QVERIFY(created);
    QCOMPARE((*created)["host_run_dir"], Json(rd.toStdString()));
    QCOMPARE((*created)["machine"], Json(nullptr));
}

void tst_KernelRunCreator::jaxJobIsItsOwnBaseline()
{
    QTemporaryDir workspace;
    QFile model(workspace.filePath(u"kernel.py"_s));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write("import jax.numpy as jnp\n\ndef computation(x):\n    return jnp.tanh(x)\n");
    model.close();
    const Json job{{"schema", "maxkernel.job/1"}, {"input", {{"type", "jax"}, {"path", "kernel.py"}}},
                   {"has_reference", false}, {"needs_jax_conversion", false}, {"loop", {{"max_iterations", 2}}}};
    QVERIFY(twb::writeFileAtomically(workspace.filePath(u"job.json"_s), QByteArray::fromStdString(job.dump())));
    RunPlacement placement;
    placement.hostRunsRoot = workspace.filePath(u"runs"_s);
    placement.localRunsRoot = placement.hostRunsRoot;
    auto run = create(workspace.filePath(u"job.json"_s), placement);
    TWB_VERIFY_RESULT(run);
    QCOMPARE(*twb::readWholeFile(run->hostRunDir + u"/base.py"_s), *twb::readWholeFile(model.fileName()));
    const Json state = readJson(run->hostRunDir + u"/state.json"_s);
    QCOMPARE(state["reference_mode"], Json("llm_port")); // "none" has no mode of its own
    QCOMPARE(state["max_iterations"], Json(2));
    QVERIFY(!state.contains("seed")); // absent unless the job sets correctness.seed
    QCOMPARE(state["references"], Json::array());
}

void tst_KernelRunCreator::specificationJobHasNoSourceYet()
{
    QTemporaryDir workspace;
    RunPlacement placement;
    placement.hostRunsRoot = workspace.path();
    placement.localRunsRoot = workspace.path();
    auto run = create(example(u"job-specification.json"_s), placement);
    TWB_VERIFY_RESULT(run);
    QVERIFY(!QFileInfo::exists(run->hostRunDir + u"/source.py"_s));
    const Json state = readJson(run->hostRunDir + u"/state.json"_s);
    QCOMPARE(state["primary"]["language"], Json("specification"));
    QCOMPARE(state["primary"]["source_path"], Json(QString(run->hostRunDir + u"/source.py"_s).toStdString()));
    QVERIFY(!state["primary"].contains("baseline_approved"));
}

void tst_KernelRunCreator::machineTpuVersionAndSpecs()
{
    QTemporaryDir workspace;
    Json job = readJson(example(u"job.json"_s));
    twb::erasePath(job, "target");
    job["input"]["path"] = example(u"inputs/rmsnorm.py"_s).toStdString();
    job["references"][0]["path"] = example(u"inputs/rmsnorm_kernel.cu"_s).toStdString();
    QVERIFY(twb::writeFileAtomically(workspace.filePath(u"job.json"_s), QByteArray::fromStdString(job.dump(2))));
    RunPlacement placement;
    placement.hostRunsRoot = workspace.path();
    placement.localRunsRoot = workspace.path();
    placement.machineName = u"v5p-a"_s;
    placement.machineTpuVersion = u"v5p"_s;
    placement.deviceKind = u"TPU v5"_s;
    placement.deviceCount = 4;
    auto run = create(workspace.filePath(u"job.json"_s), placement);
    TWB_VERIFY_RESULT(run);
    QCOMPARE(readJson(run->hostRunDir + u"/state.json"_s)["tpu_version"], Json("TPU v5p"));
    QCOMPARE(*twb::readWholeFile(run->hostRunDir + u"/tpu_specs.txt"_s),
             QByteArray("TPU Version: TPU v5p\nDevice Count: 4\nDevice Kind: TPU v5\n"));
    QCOMPARE((*OrchestratorJournal(run->localDir).createRecord())["machine"], Json("v5p-a"));
}

void tst_KernelRunCreator::runOnAnotherFolderIsMirrored()
{
    QTemporaryDir host;
    QTemporaryDir workspace;
    RunPlacement placement;
    placement.hostRunsRoot = host.path();
    placement.localRunsRoot = workspace.path();
    auto run = create(example(u"job.json"_s), placement);
    TWB_VERIFY_RESULT(run);
    QVERIFY(run->mirrored);
    QCOMPARE(run->localDir, workspace.path() + u'/' + run->runId);
    for (const QString &name : {u"state.json"_s, u"job.json"_s, u"source.py"_s, u"ref/rmsnorm_kernel.cu"_s})
        QCOMPARE(*twb::readWholeFile(run->localDir + u'/' + name), *twb::readWholeFile(run->hostRunDir + u'/' + name));
    // The journal lives only with the local copy.
    QVERIFY(QFileInfo::exists(run->localDir + u"/workbench_orchestrator.jsonl"_s));
    QVERIFY(!QFileInfo::exists(run->hostRunDir + u"/workbench_orchestrator.jsonl"_s));
}

void tst_KernelRunCreator::invalidOrIncompleteJobsCreateNothing()
{
    QTemporaryDir workspace;
    Json job = readJson(example(u"job.json"_s));
    job["has_reference"] = false; // contradiction 2
    QVERIFY(twb::writeFileAtomically(workspace.filePath(u"bad.json"_s), QByteArray::fromStdString(job.dump())));
    RunPlacement placement;
    placement.hostRunsRoot = workspace.filePath(u"runs"_s);
    placement.localRunsRoot = placement.hostRunsRoot;
    auto invalid = create(workspace.filePath(u"bad.json"_s), placement);
    QVERIFY(!invalid);
    QVERIFY(invalid.error().message.contains(u"has_reference is false"_s));

    job = readJson(example(u"job.json"_s));
    job["input"]["path"] = "nowhere/model.py";
    QVERIFY(twb::writeFileAtomically(workspace.filePath(u"missing.json"_s), QByteArray::fromStdString(job.dump())));
    auto missing = create(workspace.filePath(u"missing.json"_s), placement);
    QVERIFY(!missing);
    QVERIFY(missing.error().message.contains(u"nowhere/model.py"_s));
    QVERIFY(!QFileInfo::exists(placement.hostRunsRoot));
}

void tst_KernelRunCreator::normalizeTpuVersion_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("stored");
    QTest::newRow("canonical") << u"TPU v6e"_s << u"TPU v6e"_s;
    QTest::newRow("bare") << u"v5p"_s << u"TPU v5p"_s;
    QTest::newRow("bare upper case") << u"V7X"_s << u"TPU v7x"_s;
    QTest::newRow("empty defaults to v6e") << QString() << u"TPU v6e"_s;
}

void tst_KernelRunCreator::normalizeTpuVersion()
{
    QFETCH(QString, typed);
    QFETCH(QString, stored);
    QCOMPARE(KernelRunCreator::normalizeTpuVersion(typed), stored);
}

QTEST_GUILESS_MAIN(tst_KernelRunCreator)
#include "tst_kernel_run_creator.moc"
