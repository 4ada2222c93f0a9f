// KernelState: state.json read with the reference's tolerances, refused when wrongly typed,
// written back atomically with aliases kept equal to `primary`.
#include "core/kernel/kernel_state.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrent>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using twb::kernel::KernelState;

namespace {

// A state.json as MaxKernel writes it (docs/formats.md 6.2), with full paths.
QByteArray referenceExample(const QString &runDir)
{
    QByteArray text = R"({
  "run_id": "run_3f9a01c2", "run_dir": "RD", "tpu_version": "TPU v6e",
  "primary": {"language": "pytorch", "source_path": "RD/source.py", "context_path": null,
              "golden_path": "RD/torchax_oracle.npz", "golden_meta_path": "RD/torchax_oracle.json",
              "port_verified": true},
  "reference_mode": "torchax", "emit_jnp_reference": true,
  "jaxpr_path": "RD/ref.jaxpr.txt", "hlo_path": "RD/ref.hlo.txt", "jaxpr_facts_path": "RD/ref.facts.json",
  "jnp_reference_path": "RD/base.py", "jaxpr_comparison_path": "RD/jaxpr_comparison.json",
  "references": [], "reference_trust": null, "reference_alignment_path": null, "ideas_ledger_path": null,
  "input_language": "pytorch", "source_path": "RD/source.py", "source_context_path": null,
  "iteration": 1, "max_iterations": 5, "atol": 0.01, "rtol": 0.01, "seed": 1024,
  "best_code_path": "RD/iter1/optimized.py", "best_optimized_time": 0.734112, "best_speedup": 3.0391,
  "base_time_ms": 2.231044,
  "agent_note": {"kept": [1, 2, 3]},
  "history": [{"iteration": 1, "compile_ok": true, "test_ok": true, "base_time_ms": 2.2310,
               "optimized_time_ms": 0.734112, "speedup": 3.0391, "base_choice": "base",
               "kernel_plan": "RD/iter1/kernel_plan.md", "optimized_kernel": "RD/iter1/optimized.py",
               "profile_summary": "RD/iter1/profile_summary.md", "autotune_summary": "RD/iter1/autotune_summary.md"}]
})";
    return text.replace("RD", runDir.toUtf8());
}

Json parsed(const QByteArray &text) { return Json::parse(text.toStdString()); }

} // namespace

class tst_KernelState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileNamesFileAndPosition_data();
    void hostileFileNamesFileAndPosition();
    void readsTheReferenceExample();
    void legacyInfinityReadsAsNull();
    void iterationOutOfIntRangeIsIgnored();
    void portVerifiedLocation_data();
    void portVerifiedLocation();
    void flatStateGetsPrimary();
    void olderVariantIsReadable();
    void writeKeepsUnknownKeysAndSyncsAliases();
    void badInputIsRefusedAndNotOverwritten_data();
    void badInputIsRefusedAndNotOverwritten();
    void concurrentUpdatesLoseNothing();
};

void tst_KernelState::readsTheReferenceExample()
{
    auto state = KernelState::parse(referenceExample(u"/w/run_3f9a01c2"_s), u"state.json"_s);
    QVERIFY(state);
    QVERIFY(state->warnings().isEmpty());
    QCOMPARE(state->runId(), u"run_3f9a01c2"_s);
    QCOMPARE(state->language(), u"pytorch"_s);
    QCOMPARE(state->referenceMode(), u"torchax"_s);
    QCOMPARE(state->iteration(), 1);
    QCOMPARE(state->maxIterations(), 5);
    QCOMPARE(state->seed(), std::optional<qint64>(1024));
    QCOMPARE(state->portVerified(), std::optional<bool>(true));
    QCOMPARE(state->bestOptimizedTime(), std::optional<double>(0.734112));
    QCOMPARE(state->history().size(), 1);
    const auto entry = state->history().first();
    QVERIFY(entry.isEligibleForBest());
    QCOMPARE(entry.baseChoice, u"base"_s);
    QCOMPARE(entry.autotuneSummary, u"/w/run_3f9a01c2/iter1/autotune_summary.md"_s);
    QVERIFY(!state->hasFinalCodePath());
}

void tst_KernelState::legacyInfinityReadsAsNull()
{
    // The string (older variant) and the bare token (Python's json.dumps) both mean null.
    QByteArray text = referenceExample(u"/w/r"_s);
    text.replace("\"best_optimized_time\": 0.734112", "\"best_optimized_time\": \"Infinity\"");
    text.replace("\"base_time_ms\": 2.231044", "\"base_time_ms\": Infinity");
    auto state = KernelState::parse(text, u"/w/r/state.json"_s);
    QVERIFY(state);
    QCOMPARE(state->bestOptimizedTime(), std::nullopt);
    QCOMPARE(state->baseTimeMs(), std::nullopt);
    QCOMPARE(state->warnings().size(), 2);
    QVERIFY(state->warnings().first().contains(u"best_optimized_time"_s));
    // Written back as null, never as a string that breaks numeric comparisons.
    const Json out = state->serialized();
    QVERIFY(out["best_optimized_time"].is_null());
    QVERIFY(out["base_time_ms"].is_null());
}

void tst_KernelState::iterationOutOfIntRangeIsIgnored()
{
    // fuzz_kernel_state's input (CI, 2 Dec): a history iteration beyond int was undefined behaviour.
    const QByteArray text = R"({"run_id": "r", "history": [{"iteration": 44444444442, "speedup": 1.5},
                                                          {"iteration": -3}, {"iteration": 2}]})";
    auto state = KernelState::parse(text, u"/w/r/state.json"_s);
    QVERIFY(state);
    QCOMPARE(state->history().size(), 3);
    QCOMPARE(state->history()[0].iteration, 0);
    QCOMPARE(state->history()[1].iteration, 0);
    QCOMPARE(state->history()[2].iteration, 2);
    // A seed past qint64 is no seed (its cast was undefined too).
    auto seeded = KernelState::parse(R"({"run_id": "r", "seed": 1e300})", u"/w/r/state.json"_s);
    QVERIFY(seeded);
    QVERIFY(!seeded->seed());
    QCOMPARE(KernelState::parse(R"({"run_id": "r", "seed": -42})", u"/w/r/state.json"_s)->seed(), qint64(-42));
}

void tst_KernelState::portVerifiedLocation_data()
{
    QTest::addColumn<QByteArray>("primaryValue");
    QTest::addColumn<QByteArray>("topLevel");     // empty: key absent
    QTest::addColumn<int>("expected");            // -1 null, 0 false, 1 true

    QTest::newRow("nested true, no top level") << QByteArray("true") << QByteArray() << 1;
    QTest::newRow("nested null, top level true (0.8 wrote it)") << QByteArray("null") << QByteArray("true") << 1;
    QTest::newRow("nested null, top level false") << QByteArray("null") << QByteArray("false") << 0;
    QTest::newRow("nested wins over top level") << QByteArray("false") << QByteArray("true") << 0;
    QTest::newRow("both null") << QByteArray("null") << QByteArray("null") << -1;
}

void tst_KernelState::portVerifiedLocation()
{
    QFETCH(QByteArray, primaryValue);
    QFETCH(QByteArray, topLevel);
    QFETCH(int, expected);
    QByteArray text = R"({"run_id": "run_00000001", "run_dir": "/r", "primary": {"language": "pytorch",
        "source_path": "/r/source.py", "port_verified": PV}, "iteration": 0, "max_iterations": 5TOP})";
    text.replace("PV", primaryValue);
    text.replace("TOP", topLevel.isEmpty() ? QByteArray() : ", \"port_verified\": " + topLevel);
    auto state = KernelState::parse(text, u"state.json"_s);
    QVERIFY(state);
    const std::optional<bool> want = expected < 0 ? std::nullopt : std::optional<bool>(expected == 1);
    QCOMPARE(state->portVerified(), want);
    // Written back: canonical nested value, mirrored at the top level.
    const Json out = state->serialized();
    if (want) {
        QCOMPARE(out["primary"]["port_verified"], Json(*want));
        QCOMPARE(out["port_verified"], Json(*want));
    }
}

void tst_KernelState::flatStateGetsPrimary()
{
    auto state = KernelState::parse(R"({"run_id": "run_0000000a", "run_dir": "/r", "input_language": "cuda",
        "source_path": "/r/source.cu", "source_context_path": "/r/cuda_context.md", "iteration": 2,
        "max_iterations": 5, "history": []})", u"state.json"_s);
    QVERIFY(state);
    QVERIFY(state->hasPrimary());
    QCOMPARE(state->language(), u"cuda"_s);
    QCOMPARE(state->contextPath(), u"/r/cuda_context.md"_s);
    QCOMPARE(state->references().size(), 0);
    QCOMPARE(state->warnings().size(), 1);
}

void tst_KernelState::olderVariantIsReadable()
{
    // MaxCode/MaxKernel (section 22): relative paths, "Infinity", optimized_time.
    auto state = KernelState::parse(R"({"iteration": 1, "max_iterations": 5, "atol": 0.01, "rtol": 0.01,
        "best_code_path": "workspace/base.py", "best_optimized_time": "Infinity",
        "history": [{"iteration": 1, "kernel_plan": "workspace/iter1/kernel_plan.md",
                     "optimized_kernel": "workspace/iter1/optimized.py", "compile_ok": true,
                     "test_ok": true, "optimized_time": 0.91, "profile_summary": null,
                     "autotune_summary": null}]})", u"workspace/state.json"_s);
    QVERIFY(state);
    QVERIFY(state->isLegacyVariant());
    QCOMPARE(state->bestOptimizedTime(), std::nullopt);
    QCOMPARE(state->history().first().optimizedTimeMs, std::optional<double>(0.91));
}

void tst_KernelState::writeKeepsUnknownKeysAndSyncsAliases()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"state.json"_s);
    QByteArray text = referenceExample(dir.path());
    // A stale alias written by an older agent: rewritten from primary on every update.
    text.replace("\"input_language\": \"pytorch\"", "\"input_language\": \"cuda\"");
    QVERIFY(twb::writeFileAtomically(file, text));

    auto updated = KernelState::update(file, [](KernelState &state) -> twb::Result<void> {
        state.setPortVerified(true);
        state.setFinalCodePath(u"/x/optimized.py"_s);
        return {};
    });
    QVERIFY(updated);
    auto reread = twb::readWholeFile(file);
    QVERIFY(reread);
    const Json out = parsed(*reread);
    QCOMPARE(out["input_language"], Json("pytorch"));
    QCOMPARE(out["source_path"], out["primary"]["source_path"]);
    QCOMPARE(out["source_context_path"], out["primary"]["context_path"]);
    QCOMPARE(out["agent_note"], Json::parse(R"({"kept": [1, 2, 3]})"));
    QCOMPARE(out["final_code_path"], Json("/x/optimized.py"));
    QCOMPARE(out["port_verified"], Json(true));
    // Key order is kept, so a diff of the file shows only what changed.
    QCOMPARE(out.begin().key(), std::string("run_id"));
    QVERIFY(!QFile::exists(file + u".tmp"_s));
}

void tst_KernelState::badInputIsRefusedAndNotOverwritten_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("named"); // what the error must name besides the file

    const QByteArray good = referenceExample(u"/w/r"_s);
    QTest::newRow("truncated file") << good.left(good.size() / 2) << u"line "_s;
    QTest::newRow("empty file") << QByteArray() << u"line 1"_s;
    QTest::newRow("top level is a list") << QByteArray("[1, 2]") << u"JSON object"_s;
    QByteArray iteration = good;
    iteration.replace("\"iteration\": 1, \"max", "\"iteration\": \"1\", \"max");
    QTest::newRow("iteration is a string") << iteration << u"`iteration`"_s;
    QByteArray compileOk = good;
    compileOk.replace("\"compile_ok\": true", "\"compile_ok\": \"yes\"");
    QTest::newRow("history compile_ok is a string") << compileOk << u"`history[0].compile_ok`"_s;
    QByteArray verified = good;
    verified.replace("\"port_verified\": true", "\"port_verified\": \"true\"");
    QTest::newRow("primary.port_verified is a string") << verified << u"`primary.port_verified`"_s;
    QByteArray history = good;
    history.replace("\"history\": [{", "\"history\": {\"x\": [{").replace("}]\n}", "}]}\n}");
    QTest::newRow("history is an object") << history << u"`history`"_s;
    QByteArray best = good;
    best.replace("\"best_speedup\": 3.0391", "\"best_speedup\": \"fast\"");
    QTest::newRow("best_speedup is a word") << best << u"`best_speedup`"_s;
    QByteArray negative = good;
    negative.replace("\"max_iterations\": 5", "\"max_iterations\": 0");
    QTest::newRow("max_iterations is zero") << negative << u"`max_iterations`"_s;
    // fuzz_kernel_state's input (7 Dec): an integral iteration beyond int was cast (undefined).
    QByteArray huge = good;
    huge.replace("\"iteration\": 1, \"max", "\"iteration\": 44444444442, \"max");
    QTest::newRow("iteration beyond int") << huge << u"at most 2147483647"_s;
    QByteArray hugeMax = good;
    hugeMax.replace("\"max_iterations\": 5", "\"max_iterations\": -1e300");
    QTest::newRow("max_iterations is -1e300") << hugeMax << u"at least 1"_s;
}

void tst_KernelState::badInputIsRefusedAndNotOverwritten()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const QString file = dir.filePath(u"state.json"_s);
    QVERIFY(twb::writeFileAtomically(file, content));

    auto loaded = KernelState::load(file);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(file), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(named), qPrintable(loaded.error().message));

    bool changeCalled = false;
    auto updated = KernelState::update(file, [&](KernelState &) -> twb::Result<void> {
        changeCalled = true;
        return {};
    });
    QVERIFY(!updated);
    QVERIFY(!changeCalled);
    auto after = twb::readWholeFile(file);
    QVERIFY(after);
    QCOMPARE(*after, content); // byte for byte: nothing lost
}

void tst_KernelState::concurrentUpdatesLoseNothing()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"state.json"_s);
    QVERIFY(twb::writeFileAtomically(file, referenceExample(dir.path())));
    auto bump = [&] {
        for (int i = 0; i < 40; ++i) {
            auto ok = KernelState::update(file, [](KernelState &state) -> twb::Result<void> {
                const auto it = state.document().find("counter");
                state.setField("counter", it == state.document().end() ? 1 : it->get<int>() + 1);
                return {};
            });
            if (!ok)
                return false;
        }
        return true;
    };
    auto a = QtConcurrent::run(bump);
    auto b = QtConcurrent::run(bump);
    QVERIFY(a.result());
    QVERIFY(b.result());
    auto state = KernelState::load(file);
    QVERIFY(state);
    QCOMPARE(state->document()["counter"], Json(80));
}

void tst_KernelState::hostileFileNamesFileAndPosition_data()
{
    twb::test::addHostileJsonRows();
}

void tst_KernelState::hostileFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"state.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto loaded = twb::kernel::KernelState::load(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
}

QTEST_GUILESS_MAIN(tst_KernelState)
#include "tst_kernel_state.moc"
