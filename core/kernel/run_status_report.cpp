#include "core/kernel/run_status_report.h"

#include "core/kernel/kernel_state.h"
#include "core/kernel/status_text.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::RunStatusReport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::RunStatusReport)
};

Json number(const std::optional<double> &value) { return value ? Json(*value) : Json(nullptr); }

QString numberText(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : u"-"_s;
}

// One character per phase in the iterations table (legend printed above it).
QChar phaseMark(PhaseStatus status)
{
    switch (status) {
    case PhaseStatus::Done: return u'+';
    case PhaseStatus::NotApplicable: return u'-';
    case PhaseStatus::Pending: return u'.';
    case PhaseStatus::Active: return u'>';
    case PhaseStatus::Failed: return u'x';
    case PhaseStatus::Degraded:
    case PhaseStatus::FellBack: return u'~';
    case PhaseStatus::WaitingUser: return u'?';
    case PhaseStatus::Unknown: return u'!';
    }
    return u' ';
}

} // namespace

Json RunStatusReport::toJson(const RunOverview &o, const KernelState *state, const QString &machine,
                             const std::optional<KernelWorker> &worker)
{
    Json phases = Json::array();
    for (const PhaseView &p : o.setup)
        phases.push_back(Json{{"id", toStd(p.id)}, {"title", toStd(p.title)}, {"status", toStd(phaseStatusKey(p.status))},
                              {"gate", p.gate}, {"note", toStd(p.note)}});
    Json iterations = Json::array();
    for (const IterationView &v : o.iterations) {
        Json perPhase = Json::object();
        for (const PhaseView &p : v.phases)
            perPhase[toStd(p.id)] = toStd(phaseStatusKey(p.status));
        Json row{{"iteration", v.iteration}, {"committed", v.committed}, {"outcome", toStd(v.outcome)},
                 {"phases", perPhase}, {"drift_over_10_percent", v.driftOver10},
                 {"speedup_needs_review", v.reviewSpeedup},
                 {"needs_improvement", v.needsImprovement ? Json(*v.needsImprovement) : Json(nullptr)}};
        if (v.entry) {
            row["compile_ok"] = v.entry->compileOk;
            row["test_ok"] = v.entry->testOk;
            row["base_time_ms"] = number(v.entry->baseTimeMs);
            row["optimized_time_ms"] = number(v.entry->optimizedTimeMs);
            row["speedup"] = number(v.entry->speedup);
            row["base_choice"] = toStd(v.entry->baseChoice);
        }
        iterations.push_back(row);
    }
    Json warnings = Json::array();
    for (const QString &w : o.warnings)
        warnings.push_back(toStd(w));
    Json out{{"run_id", state ? Json(toStd(state->runId())) : Json(nullptr)},
             {"machine", machine.isEmpty() ? Json(nullptr) : Json(toStd(machine))},
             {"worker", worker ? worker->toJson() : Json(nullptr)},
             {"status", toStd(runStatusKey(o.status))},
             {"detail", toStd(o.finishDetail)},
             {"alive", o.alive},
             {"paused", o.paused},
             {"iteration", o.iteration},
             {"max_iterations", o.maxIterations},
             {"assurance", toStd(o.assurance)},
             {"best", {{"iteration", o.best.iteration}, {"code_path", toStd(o.best.codePath)},
                       {"optimized_time_ms", number(o.best.timeMs)}, {"speedup", number(o.best.speedup)}}},
             {"final_code_path", state && state->hasFinalCodePath() && !state->finalCodePath().isEmpty()
                                     ? Json(toStd(state->finalCodePath()))
                                     : Json(nullptr)},
             {"phases", phases},
             {"iterations", iterations},
             {"warnings", warnings},
             {"state_error", o.stateError.isEmpty() ? Json(nullptr) : Json(toStd(o.stateError))}};
    return out;
}

QStringList RunStatusReport::toText(const RunOverview &o, const KernelState *state, const QString &machine,
                                    const std::optional<KernelWorker> &worker)
{
    QStringList lines;
    const bool replay = worker && worker->isReplay();
    if (replay)
        lines << KernelWorker::replayNotice();
    lines << Tr::tr("run       : %1 on %2").arg(state ? state->runId() : u"?"_s, machine.isEmpty() ? Tr::tr("this machine") : machine);
    lines << Tr::tr("worker    : %1").arg(worker ? worker->describe() : Tr::tr("not recorded (it is not known what produced these numbers)"));
    QString status = StatusText::runStatus(o);
    if (o.paused && !o.alive)
        status += Tr::tr(" (nothing running; `tpuwb kernel run` continues it)");
    lines << Tr::tr("status    : %1").arg(status);
    if (!o.stateError.isEmpty())
        lines << Tr::tr("error     : %1").arg(o.stateError);
    if (!state)
        return lines;
    lines << Tr::tr("iteration : %1 of %2").arg(o.iteration).arg(o.maxIterations);
    lines << Tr::tr("baseline  : %1 (assurance: %2)").arg(state->language(), StatusText::label(o.assurance));
    if (o.best.iteration > 0)
        lines << Tr::tr("best      : iteration %1, %2 ms, speedup %3x vs base.py%4")
                     .arg(o.best.iteration)
                     .arg(numberText(o.best.timeMs, 6), numberText(o.best.speedup, 4),
                          replay ? Tr::tr(" (REPLAYED, not measured)") : QString());
    else
        lines << Tr::tr("best      : none yet (base.py)");
    if (state->hasFinalCodePath())
        lines << Tr::tr("published : %1").arg(state->finalCodePath().isEmpty() ? Tr::tr("nothing (no correct kernel)")
                                                                           : state->finalCodePath());
    lines << QString() << Tr::tr("phase  status                  note");
    for (const PhaseView &p : o.setup)
        lines << u"%1 %2 %3"_s.arg(p.id.leftJustified(6), phaseStatusLabel(p.status).leftJustified(23), p.title
                                   + (p.note.isEmpty() ? QString() : u" - "_s + p.note));
    if (!o.iterations.isEmpty()) {
        lines << QString() << (replay ? Tr::tr("iterations (REPLAYED: every number copied from the recording)")
                                      : Tr::tr("iterations (numbers from the harness STDOUT)"));
        lines << Tr::tr("phases 1-6: + done, - not applicable, . pending, > running, x failed, ~ degraded, ? waiting, "
                    "! inconsistent");
        lines << Tr::tr("iter  compile test  base ms    opt ms     speedup  base   phases 1-6        outcome");
        for (const IterationView &v : o.iterations) {
            QString phases;
            for (const PhaseView &p : v.phases)
                phases += phaseMark(p.status);
            const auto &e = v.entry;
            QString flags;
            if (v.reviewSpeedup)
                flags += Tr::tr(" [speedup > %1x: check correctness]").arg(RunOverview::kSpeedupReviewThreshold);
            if (v.driftOver10)
                flags += Tr::tr(" [base time drifted >10%]");
            lines << u"%1 %2 %3 %4 %5 %6 %7 %8 %9"_s.arg(QString::number(v.iteration).leftJustified(5),
                                                         (e ? (e->compileOk ? Tr::tr("yes") : Tr::tr("no")) : u"-"_s).leftJustified(7),
                                                         (e ? (e->testOk ? Tr::tr("yes") : Tr::tr("no")) : u"-"_s).leftJustified(5),
                                                         numberText(e ? e->baseTimeMs : std::nullopt, 6).leftJustified(10),
                                                         numberText(e ? e->optimizedTimeMs : std::nullopt, 6).leftJustified(10),
                                                         numberText(e ? e->speedup : std::nullopt, 4).leftJustified(8),
                                                         (e ? e->baseChoice : u"-"_s).leftJustified(6),
                                                         phases.leftJustified(17), StatusText::label(v.outcome) + flags);
        }
    }
    for (const QString &warning : o.warnings)
        lines << Tr::tr("warning   : %1").arg(warning);
    return lines;
}

} // namespace twb::kernel
