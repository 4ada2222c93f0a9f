#include "core/kernel/phase_deriver.h"

#include "core/kernel/artifact_text.h"
#include "core/util/json_path.h"
#include "core/kernel/kernel_state.h"
#include "core/kernel/run_files.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::PhaseDeriver.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::PhaseDeriver)
};

using S = PhaseStatus;

// What the rules of 8.1 call the helper predicates.
struct Facts
{
    const KernelState &state;
    const RunFiles &files;
    QString lang;          // primary.language
    QString effectiveLang; // lang, or the job's synthesize_as while still a specification
    QString mode;          // reference_mode ?? llm_port
    bool emit = true;
    int refCount = 0;
    int jobRefCount = 0;
    bool wasSpec = false;
    QString jobMethod;

    bool exists(const QString &relative) const { return files.exists(relative); }
    bool existsPath(const QString &statePath) const { return !statePath.isEmpty() && files.exists(statePath); }
};

bool jaxprComparisonPasses(const RunFiles &files)
{
    const QByteArray text = files.read(u"jaxpr_comparison.json"_s);
    if (text.isEmpty())
        return false;
    auto parsed = parseJsonTolerant(text, u"jaxpr_comparison.json"_s);
    if (!parsed || !parsed->is_object())
        return false;
    if (const auto it = parsed->find("passed"); it != parsed->end() && it->is_boolean())
        return it->get<bool>();
    // Without an explicit verdict flag: values agree and the structure is not divergent.
    const bool valueOk = parsed->value("value_ok", false);
    const std::string verdict = parsed->value("verdict", std::string());
    return valueOk && verdict != "divergent";
}

PhaseView phase(const char *id, const char *title, S status, QString note = {}, bool gate = false)
{
    return {QString::fromLatin1(id), Tr::tr(title), status, std::move(note), gate};
}

QList<PhaseView> setupPhases(const Facts &f)
{
    const KernelState &s = f.state;
    const std::optional<bool> verified = s.portVerified();
    QList<PhaseView> out;

    // 0 read state
    const bool noBasePossible = f.mode == u"torchax" && !f.emit && !f.exists(u"base.py"_s);
    out << phase("0", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "read state"), noBasePossible ? S::Failed : S::Done,
                 noBasePossible ? Tr::tr("torchax without a readable reference: no base.py can exist; this run needs "
                                     "the external harness")
                                : QString());

    // 0.1 synthesize baseline + approval gate
    if (!f.wasSpec)
        out << phase("0.1", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "approval"), S::NotApplicable, {}, true);
    else if (s.baselineApproved().value_or(false) && f.lang != u"specification")
        out << phase("0.1", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "approval"), S::Done, Tr::tr("approved by the user"), true);
    else if (f.lang == u"specification" && f.exists(u"source.py"_s) && f.exists(u"baseline_rationale.md"_s))
        out << phase("0.1", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "approval"), S::WaitingUser,
                     Tr::tr("read source.py and baseline_rationale.md, then approve"), true);
    else
        out << phase("0.1", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "approval"), S::Pending, {}, true);

    const bool fellBack = f.jobMethod == u"torchax" && f.mode == u"llm_port";

    // 0.2 oracle / golden values
    if (f.effectiveLang != u"pytorch")
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::NotApplicable);
    else if (!s.goldenDegraded().isEmpty())
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::Degraded, s.goldenDegraded());
    else if (fellBack)
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::FellBack,
                     Tr::tr("torchax did not reproduce eager PyTorch; golden values captured instead"));
    else if (!s.goldenPath().isEmpty() && !s.goldenMetaPath().isEmpty() && f.existsPath(s.goldenPath())
             && f.existsPath(s.goldenMetaPath()))
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::Done);
    else if (!s.goldenPath().isEmpty() && !f.existsPath(s.goldenPath()))
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::Unknown, Tr::tr("golden_path points at a missing file"));
    else
        out << phase("0.2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "oracle / golden"), S::Pending);

    // 0.3 jaxpr + HLO export
    if (f.mode != u"torchax" && f.jobMethod != u"torchax")
        out << phase("0.3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jaxpr + HLO"), S::NotApplicable);
    else if (fellBack)
        out << phase("0.3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jaxpr + HLO"), S::FellBack);
    else if (!s.text("jaxpr_path").isEmpty() && !s.text("jaxpr_facts_path").isEmpty()
             && f.exists(u"ref.jaxpr.txt"_s) && f.exists(u"ref.facts.json"_s))
        out << phase("0.3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jaxpr + HLO"), S::Done);
    else
        out << phase("0.3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jaxpr + HLO"), S::Pending);

    // 0.4 analyse and port by hand
    if (f.effectiveLang == u"jax" || f.mode == u"torchax") {
        out << phase("0.4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port to base.py"), S::NotApplicable);
    } else {
        const QString brief = f.effectiveLang == u"cuda" ? u"cuda_context.md"_s : u"torch_context.md"_s;
        const bool done = f.exists(u"base.py"_s) && f.exists(brief) && !s.contextPath().isEmpty();
        out << phase("0.4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port to base.py"), done ? S::Done : S::Pending);
    }

    // 0.5 analyse references; 0.6 reconcile
    if (f.refCount == 0 && f.jobRefCount == 0) {
        out << phase("0.5", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "references"), S::NotApplicable);
        out << phase("0.6", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "ideas ledger"), S::NotApplicable);
    } else {
        // Every remaining entry analysed; W0.5 drops a reference with no CUDA kernel in it.
        bool allAnalysed = true;
        for (const StateReference &ref : s.references())
            allAnalysed = allAnalysed && !ref.contextPath.isEmpty() && f.existsPath(ref.contextPath);
        QString note;
        if (f.jobRefCount > f.refCount)
            note = Tr::tr("%1 of %2 references dropped (no CUDA kernel found)").arg(f.jobRefCount - f.refCount).arg(f.jobRefCount);
        out << phase("0.5", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "references"), allAnalysed ? S::Done : S::Pending, note);
        const bool reconciled = f.exists(u"ideas_ledger.json"_s) && f.exists(u"reference_alignment.md"_s)
                                && !s.referenceTrust().isEmpty() && f.files.present(u"ref/.sealed"_s);
        out << phase("0.6", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "ideas ledger"), reconciled ? S::Done : S::Pending,
                     s.referenceTrust().isEmpty() ? QString() : Tr::tr("reference trust: %1").arg(s.referenceTrust()));
    }

    // 0.7 jnp reference + jaxpr_compare gate
    if (!(f.mode == u"torchax" && f.emit)) {
        out << phase("0.7", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jnp ref. gate"), S::NotApplicable, {}, true);
    } else if (verified == false) {
        out << phase("0.7", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jnp ref. gate"), S::Failed,
                     Tr::tr("base.py is numerically or structurally different from the oracle; the run stopped"), true);
    } else if (f.exists(u"base.py"_s) && jaxprComparisonPasses(f.files) && verified == true) {
        out << phase("0.7", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jnp ref. gate"), S::Done, {}, true);
    } else {
        out << phase("0.7", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "jnp ref. gate"), S::Pending, {}, true);
    }

    // 0.8 verify_port gate
    if (f.effectiveLang == u"cuda" && f.mode == u"llm_port")
        out << phase("0.8", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port gate"), S::NotApplicable, Tr::tr("no golden values for CUDA"), true);
    else if (!(f.mode == u"llm_port" && !s.goldenPath().isEmpty()))
        out << phase("0.8", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port gate"), S::NotApplicable, {}, true);
    else if (verified == false)
        out << phase("0.8", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port gate"), S::Failed,
                     Tr::tr("base.py does not compute what the source computes; emergency stop"), true);
    else if (verified == true && f.exists(u"port_verification.json"_s))
        out << phase("0.8", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port gate"), S::Done, {}, true);
    else
        out << phase("0.8", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "port gate"), S::Pending, {}, true);

    // 0.9 harness
    if (f.exists(u"base.py"_s) && f.exists(u"test_kernel.py"_s))
        out << phase("0.9", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "harness"), S::Done,
                     s.baseTimeMs() ? Tr::tr("base time %1 ms").arg(*s.baseTimeMs())
                                    : Tr::tr("the smoke test printed no BASE_TIME"),
                     true);
    else
        out << phase("0.9", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "harness"), S::Pending, {}, true);
    return out;
}

IterationView iterationView(const Facts &f, int n, const BestSoFar::Choice &best)
{
    const KernelState &s = f.state;
    const QString dir = u"iter%1/"_s.arg(n);
    IterationView view;
    view.iteration = n;
    view.entry = s.historyEntry(n);
    view.committed = s.iteration() >= n && view.entry.has_value();
    view.inFlight = !view.committed && n == s.iteration() + 1;

    const bool compileOk = view.entry ? view.entry->compileOk : false;
    const bool testOk = view.entry ? view.entry->testOk : false;

    auto add = [&](const char *id, const char *title, S status, QString note = {}, bool gate = false) {
        view.phases << phase(id, title, status, std::move(note), gate);
    };
    const bool planned = f.exists(dir + u"kernel_plan.md"_s) && f.exists(dir + u"optimized.py"_s);
    add("1", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "plan + code"), planned ? S::Done : S::Pending,
        planned ? Tr::tr("base choice: %1").arg(parseBaseChoice(f.files.read(dir + u"kernel_plan.md"_s))) : QString());

    if (view.entry && !compileOk)
        add("2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "compile"), S::Failed, Tr::tr("did not compile within the attempt budget"));
    else
        add("2", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "compile"), (f.exists(dir + u"test_run.py"_s) || compileOk) ? S::Done : S::Pending);

    if (!view.entry)
        add("3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "test"), S::Pending, {}, true);
    else if (!compileOk)
        add("3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "test"), S::NotApplicable, {}, true);
    else if (!testOk)
        add("3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "test"), S::Failed, Tr::tr("CORRECTNESS: False; the kernel disagrees with base.py"), true);
    else
        add("3", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "test"), S::Done, {}, true);

    const bool correctnessFailed = view.entry && (!compileOk || !testOk);
    if (correctnessFailed) {
        add("4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "autotune"), S::NotApplicable);
        add("5", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "profile"), S::NotApplicable);
    } else {
        if (f.exists(dir + u"autotune_summary.md"_s)) {
            const QByteArray results = f.files.read(dir + u"autotune_results.json"_s);
            const bool applied = results.contains("\"best_config\"");
            add("4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "autotune"), applied ? S::Done : S::Degraded,
                applied ? Tr::tr("best configuration applied") : Tr::tr("no correct trial; nothing applied"));
        } else if (view.committed && f.exists(dir + u"autotune_results.json"_s)) {
            add("4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "autotune"), S::Degraded, Tr::tr("no correct trial; nothing applied"));
        } else {
            add("4", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "autotune"), S::Pending);
        }
        if (f.exists(dir + u"profile_summary.md"_s)) {
            view.needsImprovement = parseProfileDecision(f.files.read(dir + u"profile_summary.md"_s));
            add("5", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "profile"), S::Done,
                view.needsImprovement ? (u"DECISION: NEEDS_IMPROVEMENT = "_s + (*view.needsImprovement ? u"True"_s : u"False"_s))
                                      : Tr::tr("no DECISION line"));
        } else {
            add("5", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "profile"), S::Pending);
        }
    }
    add("6", QT_TRANSLATE_NOOP("twb::kernel::PhaseDeriver", "commit"), view.committed ? S::Done : S::Pending);

    if (view.entry) {
        const HistoryEntry &e = *view.entry;
        if (best.iteration == n)
            view.outcome = u"best"_s;
        else if (e.isEligibleForBest())
            view.outcome = u"correct"_s;
        else if (e.compileOk)
            view.outcome = u"incorrect"_s;
        else
            view.outcome = u"compile-failed"_s;
        if (e.baseTimeMs && s.baseTimeMs() && *s.baseTimeMs() > 0)
            view.driftOver10 = std::abs(*e.baseTimeMs - *s.baseTimeMs()) / *s.baseTimeMs() > 0.10;
        view.reviewSpeedup = e.speedup && *e.speedup > RunOverview::kSpeedupReviewThreshold;
    } else {
        view.outcome = u"in-flight"_s;
    }
    return view;
}

void markActive(RunOverview &overview)
{
    auto activate = [](QList<PhaseView> &phases) {
        for (PhaseView &p : phases) {
            if (p.status == S::Pending) {
                p.status = S::Active;
                return true;
            }
        }
        return false;
    };
    if (activate(overview.setup))
        return;
    for (IterationView &view : overview.iterations)
        if (!view.committed && activate(view.phases))
            return;
}

} // namespace

RunOverview PhaseDeriver::derive(const KernelState *state, const QString &stateError, const RunFiles &files,
                                 const Json &job, bool alive)
{
    RunOverview overview;
    overview.alive = alive;
    if (!state) {
        overview.status = stateError.isEmpty() ? RunStatus::NoState : RunStatus::InvalidState;
        overview.stateError = stateError;
        return overview;
    }
    overview.warnings = state->warnings();
    overview.iteration = state->iteration();
    overview.maxIterations = state->maxIterations();
    if (state->isLegacyVariant()) {
        overview.status = RunStatus::InvalidState;
        overview.stateError = Tr::tr("state.json has neither `primary` nor `input_language` (the older MaxCode "
                                 "format); it can be viewed but not run.");
    }

    Facts f{*state, files};
    f.lang = state->language();
    const Json *jobType = findPath(job, "input.type");
    const Json *synth = findPath(job, "input.specification.synthesize_as");
    const QString jobSynth = synth && synth->is_string() ? toQString(synth->get<std::string>()) : u"pytorch"_s;
    f.effectiveLang = f.lang == u"specification" ? jobSynth : f.lang;
    f.mode = state->referenceMode();
    f.emit = state->emitJnpReference();
    f.refCount = int(state->references().size());
    const Json *jobRefs = findPath(job, "references");
    f.jobRefCount = jobRefs && jobRefs->is_array() ? int(jobRefs->size()) : f.refCount;
    f.wasSpec = state->hasBaselineApprovedKey() || files.exists(u"baseline_rationale.md"_s)
                || (jobType && jobType->is_string() && jobType->get<std::string>() == "specification")
                || f.lang == u"specification";
    const Json *method = findPath(job, "jax_conversion.method");
    f.jobMethod = method && method->is_string() ? toQString(method->get<std::string>()) : QString();

    overview.setup = setupPhases(f);
    overview.best = BestSoFar::select(state->history(), state->runDir().isEmpty() ? files.folder() : state->runDir());

    int last = state->iteration();
    for (const HistoryEntry &entry : state->history())
        last = std::max(last, entry.iteration);
    const int inFlight = state->iteration() + 1;
    // An iteration is in flight once its plan or kernel exists (the worker creates iter<n>/
    // before the setup phases, so an empty folder is not an iteration yet).
    if (inFlight <= state->maxIterations()
        && (files.exists(u"iter%1/kernel_plan.md"_s.arg(inFlight)) || files.exists(u"iter%1/optimized.py"_s.arg(inFlight))))
        last = std::max(last, inFlight);
    for (int n = 1; n <= last; ++n)
        overview.iterations << iterationView(f, n, overview.best);

    // Assurance level of the denominator (docs/formats.md 6.5).
    const PhaseView &gate07 = overview.setup[7];
    const PhaseView &gate08 = overview.setup[8];
    if (!state->goldenDegraded().isEmpty() || f.effectiveLang == u"cuda" || (f.effectiveLang == u"jax" && !f.wasSpec))
        overview.assurance = u"unverified"_s;
    else if (f.wasSpec && f.effectiveLang == u"jax")
        overview.assurance = u"user-approved-only"_s;
    else if (gate07.status == S::Done)
        overview.assurance = u"verified-structural"_s;
    else if (gate08.status == S::Done)
        overview.assurance = u"verified-golden"_s;
    else
        overview.assurance = u"pending"_s;

    // Run-level status (docs/formats.md 6.5), in order.
    if (overview.status != RunStatus::InvalidState) {
        const bool waiting = overview.setup[1].status == S::WaitingUser;
        if (state->iteration() >= state->maxIterations()) {
            overview.status = RunStatus::Finished;
            if (!state->hasFinalCodePath())
                overview.finishDetail = u"finishing"_s;
            else if (state->finalCodePath().isEmpty())
                overview.finishDetail = u"no-correct-kernel"_s;
            else
                overview.finishDetail = files.exists(u"optimized.py"_s) ? u"published"_s : u"finishing"_s;
        } else if (state->portVerified() == false) {
            overview.status = RunStatus::StoppedBaselineRejected;
        } else if (state->hasFinalCodePath()) {
            overview.status = RunStatus::StoppedEmergency;
        } else if (waiting) {
            overview.status = RunStatus::WaitingApproval;
        } else if (state->iteration() == 0 && overview.setup[9].status != S::Done) {
            overview.status = RunStatus::Setup;
        } else {
            overview.status = RunStatus::Iterating;
        }
        const bool resumable = overview.status == RunStatus::WaitingApproval || overview.status == RunStatus::Setup
                               || overview.status == RunStatus::Iterating;
        overview.paused = resumable && !alive;
        if (alive && resumable)
            markActive(overview);
    }
    return overview;
}

} // namespace twb::kernel
