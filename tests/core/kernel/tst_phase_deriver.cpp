// PhaseDeriver: phase and run status from state.json and files only (docs/formats.md
// 6.5).
#include "core/kernel/kernel_state.h"
#include "core/util/json_path.h"
#include "core/kernel/phase_deriver.h"
#include "core/kernel/run_files.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using namespace twb::kernel;

namespace {

// A torchax run with a CUDA reference before any phase ran (Setup 6 initial state).
Json initialState(const QString &runDir)
{
    const std::string rd = runDir.toStdString();
    return Json{{"run_id", "run_0badc0de"}, {"run_dir", rd}, {"tpu_version", "TPU v6e"},
                {"primary", {{"language", "pytorch"}, {"source_path", rd + "/source.py"}, {"context_path", nullptr},
                             {"golden_path", nullptr}, {"golden_meta_path", nullptr}, {"port_verified", nullptr}}},
                {"reference_mode", "torchax"}, {"emit_jnp_reference", true},
                {"references", Json::array({{{"kind", "cuda"}, {"source_path", rd + "/ref/k.cu"}, {"facts_path", nullptr},
                                             {"context_path", nullptr}}})},
                {"iteration", 0}, {"max_iterations", 5}, {"best_code_path", rd + "/base.py"},
                {"best_optimized_time", nullptr}, {"best_speedup", nullptr}, {"base_time_ms", nullptr},
                {"history", Json::array()}};
}

Json jobFor(const char *type, const char *method)
{
    return Json{{"input", {{"type", type}}}, {"jax_conversion", {{"method", method}}},
                {"references", Json::array({{{"type", "cuda"}, {"path", "k.cu"}}})}};
}

Json historyEntry(const QString &runDir, int n, bool compiled, bool correct, std::optional<double> ms)
{
    const std::string it = runDir.toStdString() + "/iter" + std::to_string(n);
    return Json{{"iteration", n}, {"compile_ok", compiled}, {"test_ok", correct},
                {"base_time_ms", ms ? Json(2.23) : Json(nullptr)}, {"optimized_time_ms", ms ? Json(*ms) : Json(nullptr)},
                {"speedup", ms ? Json(2.23 / *ms) : Json(nullptr)}, {"base_choice", "base"},
                {"kernel_plan", it + "/kernel_plan.md"}, {"optimized_kernel", it + "/optimized.py"},
                {"profile_summary", nullptr}, {"autotune_summary", nullptr}};
}

using Setup = std::function<void(Json &state, Json &job, QStringList &files, const QString &runDir)>;

// Everything phases 0.2 to 0.9 leave behind in a torchax run with one reference.
void setupDone(Json &s, Json &, QStringList &files, const QString &rd)
{
    const std::string r = rd.toStdString();
    s["primary"]["golden_path"] = r + "/torchax_oracle.npz";
    s["primary"]["golden_meta_path"] = r + "/torchax_oracle.json";
    s["primary"]["port_verified"] = true;
    s["jaxpr_path"] = r + "/ref.jaxpr.txt";
    s["jaxpr_facts_path"] = r + "/ref.facts.json";
    s["references"][0]["facts_path"] = r + "/ref/cuda_facts.json";
    s["references"][0]["context_path"] = r + "/ref/ref_cuda_context.md";
    s["reference_trust"] = "aligned";
    s["base_time_ms"] = 2.231044;
    files << u"torchax_oracle.npz"_s << u"torchax_oracle.json"_s << u"ref.jaxpr.txt"_s << u"ref.facts.json"_s
          << u"ref/cuda_facts.json"_s << u"ref/ref_cuda_context.md"_s << u"ideas_ledger.json"_s
          << u"reference_alignment.md"_s << u"ref/.sealed"_s << u"base.py"_s << u"test_kernel.py"_s
          << u"jaxpr_comparison.json={\"passed\": true}"_s;
}

} // namespace

class tst_PhaseDeriver final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runStatus_data();
    void runStatus();
    void missingAndUnreadableState();
    void iterationRows();
    void activePhaseOnlyWhileAlive();
};

void tst_PhaseDeriver::runStatus_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QStringList>("phases"); // "id=status" for the setup phases to check
    QTest::addColumn<QString>("assurance");

    QTest::newRow("fresh torchax run with a reference")
        << Setup([](Json &, Json &, QStringList &, const QString &) {}) << u"setup"_s << QString()
        << QStringList{u"0=done"_s, u"0.1=n/a"_s, u"0.2=pending"_s, u"0.3=pending"_s, u"0.4=n/a"_s, u"0.5=pending"_s,
                       u"0.6=pending"_s, u"0.7=pending"_s, u"0.8=n/a"_s, u"0.9=pending"_s}
        << u"pending"_s;
    QTest::newRow("setup done, iterating")
        << Setup(setupDone) << u"iterating"_s << QString()
        << QStringList{u"0.2=done"_s, u"0.3=done"_s, u"0.5=done"_s, u"0.6=done"_s, u"0.7=done"_s, u"0.9=done"_s}
        << u"verified-structural"_s;
    QTest::newRow("0.7 gate failed: stopped, baseline rejected")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &rd) {
               setupDone(s, j, f, rd);
               s["primary"]["port_verified"] = false;
           })
        << u"stopped-baseline-rejected"_s << QString() << QStringList{u"0.7=failed"_s} << u"pending"_s;
    QTest::newRow("torchax fell back to llm_port; 0.8 failed")
        << Setup([](Json &s, Json &, QStringList &f, const QString &rd) {
               s["reference_mode"] = "llm_port";
               s["primary"]["golden_path"] = rd.toStdString() + "/torch_golden.npz";
               s["primary"]["golden_meta_path"] = rd.toStdString() + "/torch_golden.json";
               s["port_verified"] = false; // 0.8 writes the top-level key
               f << u"torch_golden.npz"_s << u"torch_golden.json"_s;
           })
        << u"stopped-baseline-rejected"_s << QString()
        << QStringList{u"0.2=fell-back"_s, u"0.3=fell-back"_s, u"0.4=pending"_s, u"0.7=n/a"_s, u"0.8=failed"_s}
        << u"pending"_s;
    QTest::newRow("golden capture degraded")
        << Setup([](Json &s, Json &j, QStringList &, const QString &) {
               s["reference_mode"] = "llm_port";
               s["golden_degraded"] = "forward() is non-deterministic (exit 4)";
               j = jobFor("pytorch", "llm_port");
           })
        << u"setup"_s << QString() << QStringList{u"0.2=degraded"_s, u"0.8=n/a"_s} << u"unverified"_s;
    QTest::newRow("specification waiting for approval")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &) {
               s["primary"]["language"] = "specification";
               s["references"] = Json::array();
               j = Json{{"input", {{"type", "specification"}, {"specification", {{"synthesize_as", "pytorch"}}}}},
                        {"jax_conversion", {{"method", "torchax"}}}};
               f << u"source.py"_s << u"baseline_rationale.md"_s;
           })
        << u"waiting-approval"_s << QString() << QStringList{u"0.1=waiting-user"_s, u"0.2=pending"_s, u"0.5=n/a"_s}
        << u"pending"_s;
    QTest::newRow("specification approved")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &) {
               s["primary"]["baseline_approved"] = true;
               s["references"] = Json::array();
               j = Json{{"input", {{"type", "specification"}}}, {"jax_conversion", {{"method", "torchax"}}}};
               f << u"source.py"_s << u"baseline_rationale.md"_s;
           })
        << u"setup"_s << QString() << QStringList{u"0.1=done"_s} << u"pending"_s;
    QTest::newRow("cuda input: 0.8 not applicable, unverified")
        << Setup([](Json &s, Json &j, QStringList &, const QString &) {
               s["primary"]["language"] = "cuda";
               s["reference_mode"] = "llm_port";
               s["references"] = Json::array();
               j = Json{{"input", {{"type", "cuda"}}}, {"jax_conversion", {{"method", "llm_port"}}}};
           })
        << u"setup"_s << QString() << QStringList{u"0.2=n/a"_s, u"0.4=pending"_s, u"0.8=n/a"_s} << u"unverified"_s;
    QTest::newRow("torchax without readable reference: phase 0 fails")
        << Setup([](Json &s, Json &, QStringList &, const QString &) { s["emit_jnp_reference"] = false; })
        << u"setup"_s << QString() << QStringList{u"0=failed"_s, u"0.7=n/a"_s} << u"pending"_s;
    QTest::newRow("finished and published")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &rd) {
               setupDone(s, j, f, rd);
               s["iteration"] = 5;
               s["final_code_path"] = rd.toStdString() + "/optimized.py";
               f << u"optimized.py"_s;
           })
        << u"finished"_s << u"published"_s << QStringList{} << u"verified-structural"_s;
    QTest::newRow("finished with no correct kernel")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &rd) {
               setupDone(s, j, f, rd);
               s["iteration"] = 5;
               s["final_code_path"] = nullptr;
           })
        << u"finished"_s << u"no-correct-kernel"_s << QStringList{} << u"verified-structural"_s;
    QTest::newRow("finishing: key not written yet")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &rd) {
               setupDone(s, j, f, rd);
               s["iteration"] = 5;
           })
        << u"finished"_s << u"finishing"_s << QStringList{} << u"verified-structural"_s;
    QTest::newRow("emergency stop before max_iterations")
        << Setup([](Json &s, Json &j, QStringList &f, const QString &rd) {
               setupDone(s, j, f, rd);
               s["iteration"] = 2;
               s["final_code_path"] = nullptr;
           })
        << u"stopped-emergency"_s << QString() << QStringList{} << u"verified-structural"_s;
    QTest::newRow("state path to a missing golden file is inconsistent")
        << Setup([](Json &s, Json &, QStringList &, const QString &rd) {
               s["primary"]["golden_path"] = rd.toStdString() + "/torchax_oracle.npz";
               s["primary"]["golden_meta_path"] = rd.toStdString() + "/torchax_oracle.json";
           })
        << u"setup"_s << QString() << QStringList{u"0.2=unknown"_s} << u"pending"_s;
}

void tst_PhaseDeriver::runStatus()
{
    QFETCH(Setup, setup);
    QFETCH(QString, status);
    QFETCH(QString, detail);
    QFETCH(QStringList, phases);
    QFETCH(QString, assurance);

    QTemporaryDir dir;
    Json state = initialState(dir.path());
    Json job = jobFor("pytorch", "torchax");
    QStringList files;
    setup(state, job, files, dir.path());
    for (const QString &spec : files) {
        const QString name = spec.section(u'=', 0, 0);
        const QString content = spec.contains(u'=') ? spec.section(u'=', 1) : u"x"_s;
        QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (!name.endsWith(u".sealed"_s))
            f.write(content.toUtf8());
    }
    auto parsed = KernelState::fromJson(state, u"state.json"_s);
    QVERIFY(parsed);
    const RunOverview overview = PhaseDeriver::derive(&*parsed, {}, RunFiles(dir.path(), dir.path()), job, false);

    QCOMPARE(runStatusKey(overview.status), status);
    QCOMPARE(overview.finishDetail, detail);
    QCOMPARE(overview.assurance, assurance);
    QCOMPARE(overview.setup.size(), 10);
    for (const QString &expected : phases) {
        const QString id = expected.section(u'=', 0, 0);
        const auto it = std::find_if(overview.setup.begin(), overview.setup.end(),
                                     [&](const PhaseView &p) { return p.id == id; });
        QVERIFY2(it != overview.setup.end(), qPrintable(id));
        QCOMPARE(id + u'=' + phaseStatusKey(it->status), expected);
    }
    // Nothing is alive in these rows: a resumable run is paused, never "active".
    for (const PhaseView &p : overview.setup)
        QVERIFY(p.status != PhaseStatus::Active);
}

void tst_PhaseDeriver::missingAndUnreadableState()
{
    QTemporaryDir dir;
    const RunFiles files(dir.path());
    QCOMPARE(PhaseDeriver::derive(nullptr, {}, files, Json(), false).status, RunStatus::NoState);
    const auto invalid = PhaseDeriver::derive(nullptr, u"state.json is not valid JSON"_s, files, Json(), false);
    QCOMPARE(invalid.status, RunStatus::InvalidState);
    QCOMPARE(invalid.stateError, u"state.json is not valid JSON"_s);
}

void tst_PhaseDeriver::iterationRows()
{
    QTemporaryDir dir;
    const QString rd = dir.path();
    Json state = initialState(rd);
    Json job = jobFor("pytorch", "torchax");
    QStringList files;
    setupDone(state, job, files, rd);
    state["iteration"] = 4;
    state["history"] = Json::array({historyEntry(rd, 1, true, true, 0.734112), historyEntry(rd, 2, true, true, 0.612004),
                                    historyEntry(rd, 3, true, false, std::nullopt), historyEntry(rd, 4, false, false, std::nullopt)});
    state["history"][0]["speedup"] = 12.5; // above the review threshold
    state["history"][1]["base_time_ms"] = 2.6; // drifted > 10% from 2.231044
    files << u"iter1/kernel_plan.md=## Section 2\nOptimization Base Choice: base\n"_s << u"iter1/optimized.py"_s
          << u"iter1/test_run.py"_s << u"iter1/autotune_summary.md"_s << u"iter1/autotune_results.json={\"best_config\": {}}"_s
          << u"iter1/profile_summary.md=text\nDECISION: NEEDS_IMPROVEMENT = [True]\n"_s
          << u"iter2/kernel_plan.md"_s << u"iter2/optimized.py"_s << u"iter2/autotune_summary.md"_s
          << u"iter2/profile_summary.md=DECISION: NEEDS_IMPROVEMENT = False"_s
          << u"iter5/kernel_plan.md"_s; // in flight
    for (const QString &spec : files) {
        const QString name = spec.section(u'=', 0, 0);
        QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(spec.contains(u'=') ? spec.section(u'=', 1).toUtf8() : QByteArray("x"));
    }
    auto parsed = KernelState::fromJson(state, u"state.json"_s);
    QVERIFY(parsed);
    const RunOverview o = PhaseDeriver::derive(&*parsed, {}, RunFiles(rd, rd), job, false);
    QCOMPARE(o.iterations.size(), 5);
    QCOMPARE(o.best.iteration, 2);
    auto statuses = [](const IterationView &v) {
        QStringList out;
        for (const PhaseView &p : v.phases)
            out << phaseStatusKey(p.status);
        return out.join(u' ');
    };
    QCOMPARE(o.iterations[0].outcome, u"correct"_s);
    QCOMPARE(statuses(o.iterations[0]), u"done done done done done done"_s);
    QCOMPARE(o.iterations[0].needsImprovement, std::optional<bool>(true));
    QVERIFY(o.iterations[0].reviewSpeedup);
    QVERIFY(!o.iterations[0].driftOver10);
    QCOMPARE(o.iterations[1].outcome, u"best"_s);
    QVERIFY(o.iterations[1].driftOver10);
    QCOMPARE(o.iterations[1].needsImprovement, std::optional<bool>(false));
    QCOMPARE(o.iterations[2].outcome, u"incorrect"_s);
    QCOMPARE(statuses(o.iterations[2]), u"pending done failed n/a n/a done"_s);
    QCOMPARE(o.iterations[3].outcome, u"compile-failed"_s);
    QCOMPARE(statuses(o.iterations[3]), u"pending failed n/a n/a n/a done"_s);
    QVERIFY(o.iterations[4].inFlight);
    QCOMPARE(o.iterations[4].outcome, u"in-flight"_s);
    QCOMPARE(runStatusKey(o.status), u"iterating"_s);
    QVERIFY(o.paused);
}

void tst_PhaseDeriver::activePhaseOnlyWhileAlive()
{
    QTemporaryDir dir;
    Json state = initialState(dir.path());
    auto parsed = KernelState::fromJson(state, u"state.json"_s);
    QVERIFY(parsed);
    const auto alive = PhaseDeriver::derive(&*parsed, {}, RunFiles(dir.path()), jobFor("pytorch", "torchax"), true);
    QVERIFY(!alive.paused);
    QCOMPARE(alive.setup[2].status, PhaseStatus::Active); // 0.2, the first unfinished applicable phase
    QCOMPARE(alive.setup[3].status, PhaseStatus::Pending);
}

QTEST_GUILESS_MAIN(tst_PhaseDeriver)
#include "tst_phase_deriver.moc"
