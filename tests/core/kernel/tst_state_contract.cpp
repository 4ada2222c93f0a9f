// The contract between the workbench and MaxKernel's own agents over <run_dir>/state.json: the
// state the workbench writes at creation has exactly the fields MaxKernel's orchestrator writes,
// and what the worker writes in each phase is read back and kept by the workbench.
//
// The field lists are MaxKernel's, from AI-Hypercomputer/accelerator-agents:
//   maxkernel/claude-code/skill/SKILL.md @cba726c13fc5be3087cfd8080165a49258d4d00e
//     (Setup 6 "Initialize <run_dir>/state.json", Finish step 2 final_code_path)
//   maxkernel/claude-code/agents/maxkernel-worker.md @cba726c13fc5be3087cfd8080165a49258d4d00e
//     (each phase's "Record it in state", Phase 6 history entry and best-so-far;
//      as collected in docs/formats.md section 6 and the MaxKernel reference, sections 3 and 4)
// and where runs live: SKILL.md Setup 1, `run_dir` = {{MAXKERNEL_ROOT}}/workspace/<run_id>,
// inside ALLOWED_ROOTS = ("{{MAXKERNEL_ROOT}}",) of hooks/workspace-guard.py @f952b94.
#include "core/kernel/kernel_job.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/kernel_state.h"
#include "core/registry/machine_entry.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QtTest>

#include <set>

using namespace Qt::StringLiterals;
using twb::Json;
using twb::kernel::KernelRunCreator;
using twb::kernel::KernelState;

namespace {

const QString kRunDir = u"/home/u/maxkernel/workspace/run_3f9a01c2"_s;

// SKILL.md Setup 6, the state.json it writes, key for key and in its order.
const std::vector<std::string> kSetup6Keys = {
    "run_id", "run_dir", "tpu_version", "primary", "reference_mode", "emit_jnp_reference", "jaxpr_path",
    "hlo_path", "jaxpr_facts_path", "jnp_reference_path", "jaxpr_comparison_path", "references",
    "reference_trust", "reference_alignment_path", "ideas_ledger_path", "input_language", "source_path",
    "source_context_path", "iteration", "max_iterations", "atol", "rtol", "best_code_path",
    "best_optimized_time", "best_speedup", "base_time_ms", "history"};
// ... its `primary` object ...
const std::vector<std::string> kPrimaryKeys = {"language", "source_path", "context_path", "golden_path",
                                                "golden_meta_path", "port_verified"};
// ... and a references[] entry.
const std::vector<std::string> kReferenceKeys = {"kind", "source_path", "facts_path", "context_path"};
// maxkernel-worker.md Phase 6: every key of a history entry, always present.
const std::vector<std::string> kHistoryKeys = {"iteration", "compile_ok", "test_ok", "base_time_ms",
                                                "optimized_time_ms", "speedup", "base_choice", "kernel_plan",
                                                "optimized_kernel", "profile_summary", "autotune_summary"};

std::vector<std::string> keysOf(const Json &object)
{
    std::vector<std::string> keys;
    for (auto it = object.begin(); it != object.end(); ++it)
        keys.push_back(it.key());
    return keys;
}

Json initialState()
{
    auto job = twb::kernel::KernelJob::load(twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s);
    if (!job)
        qFatal("the example job does not load: %s", qPrintable(job.error().message));
    return KernelRunCreator::initialState(*job, u"run_3f9a01c2"_s, kRunDir, u"TPU v6e"_s);
}

std::string p(const char *relative) { return twb::toStd(kRunDir) + '/' + relative; }

} // namespace

class tst_StateContract final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initialStateIsSetup6();
    void phaseWritesAreReadAndKept_data();
    void phaseWritesAreReadAndKept();
    void runsAreCreatedInsideMaxKernelsGuard();
};

void tst_StateContract::initialStateIsSetup6()
{
    const Json state = initialState();
    // Setup 1b: the job sets correctness.seed, so `seed` joins the Setup 6 keys (after rtol).
    std::vector<std::string> expected = kSetup6Keys;
    expected.insert(std::find(expected.begin(), expected.end(), "best_code_path"), "seed");
    QCOMPARE(keysOf(state), expected);
    QCOMPARE(keysOf(state["primary"]), kPrimaryKeys);
    QCOMPARE(int(state["references"].size()), 1); // the job's CUDA donor
    for (const std::string &key : kReferenceKeys)
        QVERIFY2(state["references"][0].contains(key), key.c_str());
    QCOMPARE(state["references"][0]["kind"].get<std::string>(), std::string("cuda"));

    // Setup 6's values: nothing measured yet is null (never "Infinity"), paths are absolute and
    // inside run_dir, the legacy aliases equal primary.*.
    for (const char *key : {"best_optimized_time", "best_speedup", "base_time_ms", "jaxpr_path", "hlo_path",
                            "jaxpr_facts_path", "jnp_reference_path", "jaxpr_comparison_path", "reference_trust",
                            "reference_alignment_path", "ideas_ledger_path", "source_context_path"})
        QVERIFY2(state[key].is_null(), key);
    for (const char *key : {"context_path", "golden_path", "golden_meta_path", "port_verified"})
        QVERIFY2(state["primary"][key].is_null(), key);
    QCOMPARE(state["run_dir"].get<std::string>(), twb::toStd(kRunDir));
    QCOMPARE(state["best_code_path"].get<std::string>(), p("base.py"));
    QCOMPARE(state["primary"]["source_path"].get<std::string>(), p("source.py"));
    QCOMPARE(state["references"][0]["source_path"].get<std::string>(), p("ref/rmsnorm_kernel.cu"));
    QCOMPARE(state["source_path"], state["primary"]["source_path"]);
    QCOMPARE(state["input_language"], state["primary"]["language"]);
    QCOMPARE(state["iteration"].get<int>(), 0);
    QVERIFY(state["atol"].is_number() && state["rtol"].is_number() && state["max_iterations"].is_number_integer());
    QVERIFY(state["history"].is_array() && state["history"].empty());
    QCOMPARE(state["reference_mode"].get<std::string>(), std::string("torchax"));
    QVERIFY(state["emit_jnp_reference"].get<bool>());
    // MaxKernel's run id: "run_" + 8 hex digits of a UUID4 (Setup 1).
    QVERIFY(QRegularExpression(u"^run_[0-9a-f]{8}$"_s).match(KernelRunCreator::newRunId()).hasMatch());
    // The workbench's reader takes it as it is.
    auto read = KernelState::fromJson(state, kRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(read);
    QVERIFY(read->hasPrimary() && !read->isLegacyVariant());
}

void tst_StateContract::phaseWritesAreReadAndKept_data()
{
    QTest::addColumn<QByteArray>("phase");
    QTest::addColumn<QByteArray>("writes"); // a JSON object: the fields the phase writes, merged in

    auto row = [](const char *name, const Json &writes) {
        QTest::newRow(name) << QByteArray(name) << QByteArray::fromStdString(writes.dump());
    };
    row("0.2 torchax oracle", Json{{"primary", {{"golden_path", p("torchax_oracle.npz")},
                                               {"golden_meta_path", p("torchax_oracle.json")}}}});
    row("0.2 golden degraded", Json{{"golden_degraded", "capture_torch_golden.py exit 4: no entry point"},
                                    {"reference_mode", "llm_port"}});
    row("0.3 jaxpr export", Json{{"jaxpr_path", p("ref.jaxpr.txt")}, {"hlo_path", p("ref.hlo.txt")},
                                 {"jaxpr_facts_path", p("ref.facts.json")}});
    row("0.4 source context", Json{{"primary", {{"context_path", p("torch_context.md")}}},
                                   {"source_context_path", p("torch_context.md")}});
    row("0.5 reference facts", Json{{"references", Json::array({Json{{"kind", "cuda"},
                                                                     {"source_path", p("ref/rmsnorm_kernel.cu")},
                                                                     {"facts_path", p("ref/cuda_facts.json")},
                                                                     {"context_path", p("ref/ref_cuda_context.md")}}})}});
    row("0.6 reconcile", Json{{"reference_trust", "partial"}, {"reference_alignment_path", p("reference_alignment.md")},
                              {"ideas_ledger_path", p("ideas_ledger.json")}});
    row("0.7 jnp reference", Json{{"jnp_reference_path", p("base.py")}, {"jaxpr_comparison_path", p("jaxpr_comparison.json")},
                                  {"primary", {{"port_verified", true}}}});
    row("0.8 port verification", Json{{"port_verified", false}, {"port_verification_path", p("port_verification.json")},
                                      {"primary", {{"port_verified", false}}}});
    row("0.9 harness", Json{{"base_time_ms", 2.231044}});
    row("6 commit", Json{{"iteration", 1}, {"best_code_path", p("iter1/optimized.py")}, {"best_optimized_time", 0.734112},
                         {"best_speedup", 3.0391},
                         {"history", Json::array({Json{{"iteration", 1}, {"compile_ok", true}, {"test_ok", true},
                                                       {"base_time_ms", 2.231}, {"optimized_time_ms", 0.734112},
                                                       {"speedup", 3.0391}, {"base_choice", "base"},
                                                       {"kernel_plan", p("iter1/kernel_plan.md")},
                                                       {"optimized_kernel", p("iter1/optimized.py")},
                                                       {"profile_summary", p("iter1/profile_summary.md")},
                                                       {"autotune_summary", nullptr}}})}});
    row("finish", Json{{"final_code_path", p("optimized.py")}});
    row("emergency stop without a kernel", Json{{"final_code_path", nullptr}});
}

void tst_StateContract::phaseWritesAreReadAndKept()
{
    QFETCH(QByteArray, phase);
    QFETCH(QByteArray, writes);
    const Json patch = Json::parse(writes.toStdString());
    Json state = initialState();
    // As the worker does: re-read, change only its own fields, write back.
    state.merge_patch(patch);
    if (patch.contains("final_code_path") && patch["final_code_path"].is_null())
        state["final_code_path"] = nullptr; // merge_patch deletes on null; the orchestrator writes null

    auto read = KernelState::fromJson(state, kRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(read);
    // Written back by the workbench (its locked rewrite), every field the phase wrote is kept.
    auto again = KernelState::parse(read->toBytes(), kRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(again);
    const Json kept = Json::parse(again->toBytes().toStdString());
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it->is_object()) {
            for (auto inner = it->begin(); inner != it->end(); ++inner)
                QVERIFY2(kept[it.key()][inner.key()] == inner.value(), (it.key() + "." + inner.key()).c_str());
        } else {
            QVERIFY2(kept[it.key()] == it.value(), it.key().c_str());
        }
    }
    QCOMPARE(keysOf(kept["primary"]), kPrimaryKeys);

    // And the workbench reads them where MaxKernel's agents put them.
    const KernelState &s = *again;
    if (phase.startsWith("0.2 torchax"))
        QCOMPARE(s.goldenMetaPath(), kRunDir + u"/torchax_oracle.json"_s);
    if (phase.startsWith("0.2 golden")) {
        QVERIFY(s.goldenDegraded().contains(u"exit 4"_s));
        QCOMPARE(s.referenceMode(), u"llm_port"_s);
    }
    if (phase.startsWith("0.3"))
        QCOMPARE(s.text("jaxpr_facts_path"), kRunDir + u"/ref.facts.json"_s);
    if (phase.startsWith("0.4"))
        QCOMPARE(s.contextPath(), kRunDir + u"/torch_context.md"_s);
    if (phase.startsWith("0.5"))
        QCOMPARE(s.references().value(0).factsPath, kRunDir + u"/ref/cuda_facts.json"_s);
    if (phase.startsWith("0.6"))
        QCOMPARE(s.referenceTrust(), u"partial"_s);
    if (phase.startsWith("0.7"))
        QCOMPARE(s.portVerified(), std::optional<bool>(true));
    if (phase.startsWith("0.8"))
        QCOMPARE(s.portVerified(), std::optional<bool>(false));
    if (phase.startsWith("0.9"))
        QCOMPARE(s.baseTimeMs(), std::optional<double>(2.231044));
    if (phase.startsWith("6")) {
        QCOMPARE(s.iteration(), 1);
        QCOMPARE(s.bestSpeedup(), std::optional<double>(3.0391));
        QCOMPARE(keysOf(kept["history"][0]), kHistoryKeys);
        const auto entry = s.historyEntry(1);
        QVERIFY(entry.has_value());
    }
    if (phase == "finish")
        QCOMPARE(s.finalCodePath(), kRunDir + u"/optimized.py"_s);
    if (phase.startsWith("emergency")) {
        QVERIFY(s.hasFinalCodePath());
        QVERIFY(s.finalCodePath().isEmpty());
    }
}

void tst_StateContract::runsAreCreatedInsideMaxKernelsGuard()
{
    // A machine naming its MaxKernel checkout gets its runs in MaxKernel's workspace/ (Setup 1),
    // and the worker command is told where MaxKernel is.
    auto entry = twb::MachineEntry::fromJson(
        Json{{"tpu_name", "tpu-vm"},
             {"workbench", {{"maxkernel_root", "~/maxkernel/"},
                            {"kernel_worker_command", "bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}"}}}},
        u"tpu-vm"_s);
    TWB_VERIFY_RESULT(entry);
    const auto machine = twb::kernel::KernelMachine::from(&*entry, u"/ws/kernel-runs"_s, u"/templates"_s);
    QCOMPARE(machine.hostRunsRoot, u"~/maxkernel/workspace"_s);
    QVERIFY2(machine.workerTemplate.startsWith(u"MAXKERNEL_ROOT=~/"_s), qPrintable(machine.workerTemplate));
    QVERIFY(machine.workerTemplate.endsWith(u"maxkernel_worker.sh {run_dir} {target}"_s));

    // maxkernel_workspace moves them (still inside the root for the guard to allow them).
    auto moved = twb::MachineEntry::fromJson(
        Json{{"tpu_name", "tpu-vm"}, {"workbench", {{"maxkernel_root", "/opt/mk"}, {"maxkernel_workspace", "/opt/mk/ws2"}}}},
        u"tpu-vm"_s);
    TWB_VERIFY_RESULT(moved);
    QCOMPARE(twb::kernel::KernelMachine::from(&*moved, u"/ws/kernel-runs"_s, u"/templates"_s).hostRunsRoot, u"/opt/mk/ws2"_s);

    // Without the setting, runs stay under remote_root (the preflight's guard check says why
    // MaxKernel's guarded agent cannot work there).
    auto plain = twb::MachineEntry::fromJson(Json{{"tpu_name", "tpu-vm"}, {"workbench", {{"remote_root", "/srv/twb"}}}},
                                             u"tpu-vm"_s);
    TWB_VERIFY_RESULT(plain);
    QCOMPARE(twb::kernel::KernelMachine::from(&*plain, u"/ws/kernel-runs"_s, u"/templates"_s).hostRunsRoot,
             u"/srv/twb/kernel-runs"_s);

    // A wrongly typed setting is refused naming the field.
    auto wrong = twb::MachineEntry::fromJson(Json{{"tpu_name", "tpu-vm"}, {"workbench", {{"maxkernel_root", 3}}}},
                                             u"tpu-vm"_s);
    QVERIFY(!wrong);
    QVERIFY2(wrong.error().message.contains(u"maxkernel_root"_s), qPrintable(wrong.error().message));
}

QTEST_GUILESS_MAIN(tst_StateContract)
#include "tst_state_contract.moc"
