// The shipped adapter for MaxKernel's worker (templates/kernel/maxkernel_worker.sh) as a TPU VM
// runs it: a machine whose kernel_worker_command is the adapter, the orchestrator dispatching
// it through KernelService, and a STAND-IN `claude` executable on PATH (not the Claude Code
// CLI: a small script written by this test) that records the command line it was given and
// commits one iteration to state.json, as the maxkernel-worker subagent would.
#include "core/kernel/kernel_state.h"
#include "core/kernel/run_location.h"
#include "core/kernel/worker_command.h"
#include "core/registry/machine_entry.h"
#include "core/registry/registry.h"
#include "core/services/kernel_service.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

// The stand-in: one JSON line per call ({argv, cwd}), then Phase 6 of one iteration that did
// not compile (so the numbers stay null: nothing here is a measurement).
const char *kStandInClaude = R"PY(#!/usr/bin/python3
# STAND-IN for the Claude Code CLI (`claude`), written by tst_maxkernel_adapter.
import json, os, re, sys
with open(os.environ["STANDIN_LOG"], "a") as log:
    log.write(json.dumps({"argv": sys.argv[1:], "cwd": os.getcwd()}) + "\n")
prompt = sys.argv[sys.argv.index("-p") + 1]
run_dir = re.fullmatch(r"Run one MaxKernel iteration for run_dir = (.+) \(state file: \1/state\.json\)\.", prompt).group(1)
path = os.path.join(run_dir, "state.json")
state = json.load(open(path))
n = state["iteration"] + 1
state["iteration"] = n
# STANDIN_CORRECT_ITERATION=n: that iteration "compiles and is correct" with made-up numbers
# (a stand-in's, measuring nothing), so that Finish publishes a kernel.
ok = os.environ.get("STANDIN_CORRECT_ITERATION") == str(n)
kernel = None
if ok:
    os.makedirs(os.path.join(run_dir, "iter%d" % n), exist_ok=True)
    kernel = os.path.join(run_dir, "iter%d" % n, "optimized.py")
    open(kernel, "w").write("# stand-in kernel\n")
    state["best_code_path"], state["best_optimized_time"], state["best_speedup"] = kernel, 1.0, 2.0
state["history"].append({"iteration": n, "compile_ok": ok, "test_ok": ok, "base_time_ms": 2.0 if ok else None,
                         "optimized_time_ms": 1.0 if ok else None, "speedup": 2.0 if ok else None,
                         "base_choice": "unknown", "kernel_plan": None, "optimized_kernel": kernel,
                         "profile_summary": None, "autotune_summary": None})
tmp = path + ".tmp"
json.dump(state, open(tmp, "w"), indent=2)
os.replace(tmp, path)
print("stand-in worker: iteration %d committed" % n)
)PY";

// STAND-INs for MaxKernel's evaluation/ scripts (not published in accelerator-agents): they log
// their arguments and write the files the real ones write.
const char *kStandInAdapt = R"PY(# STAND-IN for MaxKernel's evaluation/adapt_maxkernel.py, written by tst_maxkernel_adapter.
import json, os, sys
open(os.environ["STANDIN_EVAL_LOG"], "a").write(json.dumps(["adapt"] + sys.argv[1:]) + "\n")
out = sys.argv[sys.argv.index("--out") + 1]
open(out, "w").write("# stand-in ModelNew\n")
)PY";
const char *kStandInCompare = R"PY(# STAND-IN for MaxKernel's evaluation/compare_kernel.py, written by tst_maxkernel_adapter.
import json, os, sys
open(os.environ["STANDIN_EVAL_LOG"], "a").write(json.dumps(["compare"] + sys.argv[1:]) + "\n")
result = sys.argv[sys.argv.index("--result") + 1]
json.dump({"stand_in": True}, open(result, "w"))
)PY";

} // namespace

class tst_MaxKernelAdapter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orchestratorRunsTheWorkerHeadlessThroughTheAdapter_data();
    void orchestratorRunsTheWorkerHeadlessThroughTheAdapter();
    void adapterRefusesWithoutMaxKernelOrClaude();
};

void tst_MaxKernelAdapter::orchestratorRunsTheWorkerHeadlessThroughTheAdapter_data()
{
    QTest::addColumn<bool>("publishes");
    QTest::newRow("nothing compiles: nothing published, no evaluation") << false;
    QTest::newRow("iteration 2 correct: published, external evaluation run") << true;
}

void tst_MaxKernelAdapter::orchestratorRunsTheWorkerHeadlessThroughTheAdapter()
{
    QFETCH(bool, publishes);
    QTemporaryDir dir;
    const QString bin = dir.filePath(u"bin"_s);
    const QString maxkernel = dir.filePath(u"maxkernel"_s);
    QVERIFY(QDir().mkpath(bin) && QDir().mkpath(maxkernel));
    QVERIFY(twb::writeFileAtomically(bin + u"/claude"_s, kStandInClaude).has_value());
    QVERIFY(QFile::setPermissions(bin + u"/claude"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const QString log = dir.filePath(u"claude-calls.jsonl"_s);
    // The orchestrator's local transport runs the worker with this process's environment.
    qputenv("PATH", QString(bin + u':' + qEnvironmentVariable("PATH")).toLocal8Bit());
    qputenv("STANDIN_LOG", log.toLocal8Bit());
    const QString evalLog = dir.filePath(u"evaluation-calls.jsonl"_s);
    qputenv("STANDIN_EVAL_LOG", evalLog.toLocal8Bit());
    if (publishes) {
        qputenv("STANDIN_CORRECT_ITERATION", "2");
        QVERIFY(QDir().mkpath(maxkernel + u"/evaluation"_s));
        QVERIFY(twb::writeFileAtomically(maxkernel + u"/evaluation/adapt_maxkernel.py"_s, kStandInAdapt).has_value());
        QVERIFY(twb::writeFileAtomically(maxkernel + u"/evaluation/compare_kernel.py"_s, kStandInCompare).has_value());
    } else {
        qunsetenv("STANDIN_CORRECT_ITERATION");
    }

    // The machine names the shipped adapter, as docs/kernel.md tells a MaxKernel user to.
    const QString adapter = twb::test::sourceDir() + u"/templates/kernel/maxkernel_worker.sh"_s;
    const QString command = u"bash %1 {run_dir} {target}"_s.arg(adapter);
    const twb::Json workbench{{"python", twb::toStd(twb::test::systemPython())},
                              {"remote_root", twb::toStd(dir.filePath(u"remote"_s))},
                              {"maxkernel_root", twb::toStd(maxkernel)},
                              {"kernel_worker_command", twb::toStd(command)}};
    auto entry = twb::MachineEntry::fromJson(twb::Json{{"mode", "local"}, {"tpu_name", "tpu-vm"}, {"workbench", workbench}},
                                             u"tpu-vm"_s);
    QVERIFY(entry.has_value());
    QVERIFY(twb::Registry::modify(dir.filePath(u"tpu_config.json"_s), [&](twb::Registry &registry) -> twb::Result<void> {
                registry.upsert(*entry);
                return {};
            }).has_value());
    const twb::KernelService kernels(twb::MachineAccess(dir.filePath(u"tpu_config.json"_s), twb::ConnectionProfile::defaults()),
                                     dir.filePath(u"kernel-runs"_s), twb::test::sourceDir() + u"/templates"_s);

    // A real worker takes any valid job: the example's, here. The run goes where MaxKernel
    // puts its own, inside the root its workspace guard allows.
    auto run = kernels.createRun(twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s,
                                 u"tpu-vm"_s);
    TWB_VERIFY_RESULT(run);
    QCOMPARE(QFileInfo(run->hostRunDir).absolutePath(), maxkernel + u"/workspace"_s);
    auto location = twb::kernel::RunLocation::resolve(run->localDir);
    TWB_VERIFY_RESULT(location);
    QVERIFY(location->worker && !location->worker->isReplay());
    QCOMPARE(location->worker->command, command);

    twb::KernelService::OrchestrateOptions options;
    options.maxIterations = 2;
    auto report = kernels.orchestrate(run->localDir, options);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, twb::kernel::KernelOrchestrator::Ending::Finished);
    // The journal says whether MaxKernel's external evaluation ran (only after a publish).
    auto journal = twb::readWholeFile(run->localDir + u"/workbench_orchestrator.jsonl"_s);
    QVERIFY(journal);
    std::optional<twb::Json> evaluation;
    for (const QByteArray &line : journal->trimmed().split('\n')) {
        auto decision = twb::parseJson(line, u"journal"_s);
        if (decision && decision->value("action", std::string()) == "external_evaluation")
            evaluation = *decision;
    }
    if (!publishes) {
        QVERIFY(report->finalCodePath.isEmpty()); // nothing compiled: nothing published
        QVERIFY(!evaluation);
        QVERIFY(!QFile::exists(evalLog));
    } else {
        QCOMPARE(report->finalCodePath, run->hostRunDir + u"/optimized.py"_s);
        QVERIFY(evaluation);
        QVERIFY2(evaluation->value("outcome", std::string()) == "ok", evaluation->dump().c_str());
        QVERIFY(QFile::exists(run->hostRunDir + u"/eval_vs_pytorch.json"_s));
        // MaxKernel's commands (SKILL.md Finish step 6), with the run's paths.
        auto evalCalls = twb::readWholeFile(evalLog);
        QVERIFY(evalCalls);
        const QString rd = run->hostRunDir;
        const QString expected = twb::toQString(twb::Json::array({
            twb::Json::array({"adapt", "--optimized", twb::toStd(rd + u"/optimized.py"_s), "--golden",
                              twb::toStd(rd + u"/torchax_oracle.json"_s), "--ref", twb::toStd(rd + u"/source.py"_s),
                              "--out", twb::toStd(rd + u"/model_new.py"_s)}),
            twb::Json::array({"compare", "--ref", twb::toStd(rd + u"/source.py"_s), "--new",
                              twb::toStd(rd + u"/model_new.py"_s), "--backend", "pallas", "--atol", "0.01", "--rtol",
                              "0.01", "--order", "both", "--result", twb::toStd(rd + u"/eval_vs_pytorch.json"_s)})}).dump());
        twb::Json calls = twb::Json::array();
        for (const QByteArray &line : evalCalls->trimmed().split('\n'))
            calls.push_back(*twb::parseJson(line, evalLog));
        QCOMPARE(twb::toQString(calls.dump()), expected);
    }

    // One headless call per iteration, with MaxKernel's dispatch prompt, in MaxKernel's root.
    auto calls = twb::readWholeFile(log);
    QVERIFY(calls);
    const QList<QByteArray> lines = calls->trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    for (const QByteArray &line : lines) {
        auto call = twb::parseJson(line, log);
        TWB_VERIFY_RESULT(call);
        QStringList argv;
        for (const auto &arg : (*call)["argv"])
            argv << twb::toQString(arg.get<std::string>());
        QCOMPARE(argv, (QStringList{u"-p"_s, twb::kernel::WorkerCommand::dispatchPrompt(run->hostRunDir),
                                    u"--agent"_s, u"maxkernel-worker"_s, u"--permission-mode"_s,
                                    u"bypassPermissions"_s, u"--output-format"_s, u"text"_s}));
        QCOMPARE(twb::toQString((*call)["cwd"].get<std::string>()), maxkernel);
    }
    auto state = twb::kernel::KernelState::load(run->hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 2);
    qunsetenv("STANDIN_LOG");
    qunsetenv("STANDIN_EVAL_LOG");
    qunsetenv("STANDIN_CORRECT_ITERATION");
}

void tst_MaxKernelAdapter::adapterRefusesWithoutMaxKernelOrClaude()
{
    QTemporaryDir dir;
    QVERIFY(twb::writeFileAtomically(dir.filePath(u"state.json"_s), "{\"iteration\": 0}").has_value());
    const QString adapter = twb::test::sourceDir() + u"/templates/kernel/maxkernel_worker.sh"_s;
    auto run = [&](const QStringList &env) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const QString &pair : env)
            environment.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
        process.setProcessEnvironment(environment);
        process.start(u"bash"_s, {adapter, dir.path(), u"1"_s});
        process.waitForFinished(20000);
        return std::pair{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
    };
    const auto noRoot = run({u"MAXKERNEL_ROOT="_s + dir.filePath(u"nowhere"_s)});
    QCOMPARE(noRoot.first, 1);
    QVERIFY2(noRoot.second.contains(u"MaxKernel is not installed"_s), qPrintable(noRoot.second));
    // A run folder outside MaxKernel's root: its guard would refuse the agent there.
    QTemporaryDir outside;
    QVERIFY(twb::writeFileAtomically(outside.filePath(u"state.json"_s), "{\"iteration\": 0}").has_value());
    QProcess guarded;
    QProcessEnvironment guardedEnv = QProcessEnvironment::systemEnvironment();
    guardedEnv.insert(u"MAXKERNEL_ROOT"_s, dir.path());
    guarded.setProcessEnvironment(guardedEnv);
    guarded.start(u"bash"_s, {adapter, outside.path(), u"1"_s});
    guarded.waitForFinished(20000);
    QCOMPARE(guarded.exitCode(), 1);
    const QString guardedErr = QString::fromUtf8(guarded.readAllStandardError());
    QVERIFY2(guardedErr.contains(u"outside MaxKernel's root"_s) && guardedErr.contains(u"maxkernel_root"_s),
             qPrintable(guardedErr));
    const auto noClaude = run({u"MAXKERNEL_ROOT="_s + dir.path(), u"TPUWB_CLAUDE=no-such-claude-here"_s});
    QCOMPARE(noClaude.first, 1);
    QVERIFY2(noClaude.second.contains(u"Claude Code CLI"_s), qPrintable(noClaude.second));
    QProcess usage;
    usage.start(u"bash"_s, {adapter});
    usage.waitForFinished(20000);
    QCOMPARE(usage.exitCode(), 2);
}

QTEST_GUILESS_MAIN(tst_MaxKernelAdapter)
#include "tst_maxkernel_adapter.moc"
