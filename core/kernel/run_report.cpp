#include "core/kernel/run_report.h"

#include "core/kernel/status_text.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::RunReport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::RunReport)
};

QString number(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : u"\u2013"_s;
}

QString yesNo(bool value) { return value ? Tr::tr("yes") : Tr::tr("no"); }

} // namespace

QString RunReport::markdown(const RunSnapshot &snapshot, const ExternalEvaluation &evaluation)
{
    const RunOverview &o = snapshot.overview;
    const KernelState *state = snapshot.state ? &*snapshot.state : nullptr;
    const auto &worker = snapshot.location.worker;
    const bool replay = worker && worker->isReplay();
    QStringList md;
    md << Tr::tr("# Kernel run %1").arg(state ? state->runId() : snapshot.location.localDir) << QString();
    if (replay)
        md << u"> **"_s + KernelWorker::replayNotice() + u"**"_s << QString();
    md << Tr::tr("- Machine: %1").arg(snapshot.location.machineName.isEmpty() ? Tr::tr("this machine")
                                                                         : snapshot.location.machineName);
    md << Tr::tr("- Worker: %1").arg(worker ? worker->describe()
                                        : Tr::tr("not recorded (a run made outside the workbench): it is not known "
                                             "what produced these numbers"));
    md << Tr::tr("- Status: %1").arg(StatusText::runStatus(o));
    if (!state) {
        md << Tr::tr("- state.json: %1").arg(o.stateError.isEmpty() ? Tr::tr("missing") : o.stateError);
        return md.join(u'\n') + u'\n';
    }
    md << Tr::tr("- Iterations: %1 of %2").arg(o.iteration).arg(o.maxIterations);

    md << QString() << Tr::tr("## Baseline") << QString();
    md << Tr::tr("The speedups below are against `base.py`, the JAX baseline, timed by MaxKernel's harness on the "
             "TPU (never against the original %1 source).")
              .arg(state->language());
    md << QString() << Tr::tr("- Source language: %1; reference mode: %2").arg(state->language(), state->referenceMode());
    md << Tr::tr("- Assurance of the baseline: %1").arg(StatusText::label(o.assurance));
    if (!state->goldenDegraded().isEmpty())
        md << Tr::tr("- Golden capture degraded: %1").arg(state->goldenDegraded());
    md << Tr::tr("- Base time: %1 ms").arg(number(state->baseTimeMs(), 6));

    md << QString() << Tr::tr("## Iterations") << QString();
    if (replay)
        md << Tr::tr("Every number in this table was copied from the recording; none was measured.") << QString();
    md << Tr::tr("| Iteration | Compiled | Correct | Base ms | Optimized ms | Speedup vs base.py | Base | Outcome |");
    md << u"|---:|:---:|:---:|---:|---:|---:|:---|:---|"_s;
    for (const IterationView &v : o.iterations) {
        if (!v.entry) {
            md << u"| %1 | | | | | | | %2 |"_s.arg(v.iteration).arg(StatusText::label(v.outcome));
            continue;
        }
        const HistoryEntry &e = *v.entry;
        QString outcome = StatusText::label(v.outcome);
        if (v.reviewSpeedup)
            outcome += Tr::tr(" (speedup above %1\u00d7: check correctness)").arg(RunOverview::kSpeedupReviewThreshold);
        if (v.driftOver10)
            outcome += Tr::tr(" (base time drifted over 10 %)");
        md << u"| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |"_s.arg(v.iteration)
                  .arg(yesNo(e.compileOk), yesNo(e.testOk), number(e.baseTimeMs, 6), number(e.optimizedTimeMs, 6),
                       number(e.speedup, 4), e.baseChoice, outcome);
    }

    md << QString() << Tr::tr("## Result") << QString();
    if (o.best.iteration > 0)
        md << Tr::tr("- Best: iteration %1, %2 ms, %3\u00d7 faster than base.py%4")
                  .arg(o.best.iteration)
                  .arg(number(o.best.timeMs, 6), number(o.best.speedup, 4), replay ? Tr::tr(" (replayed)") : QString());
    else
        md << Tr::tr("- Best: none; no iteration was correct and timed.");
    if (state->hasFinalCodePath())
        md << Tr::tr("- Published: %1").arg(state->finalCodePath().isEmpty() ? Tr::tr("nothing (no correct kernel)")
                                                                         : u"`"_s + state->finalCodePath() + u"`"_s);
    for (const QString &warning : o.warnings)
        md << Tr::tr("- Warning: %1").arg(warning);

    md << QString() << Tr::tr("## External evaluation (vs your PyTorch)") << QString();
    if (evaluation.present) {
        md << Tr::tr("`%1`, written by MaxKernel's `compare_kernel.py`: the kernel timed against your PyTorch module "
                 "through torch_xla. Its speedup is against your source, not base.py; the gap between the two is "
                 "the most informative number. The file is shown as written (its schema is not public).")
                  .arg(QString::fromLatin1(ExternalEvaluation::kFileName));
        if (!evaluation.error.isEmpty())
            md << QString() << Tr::tr("It could not be parsed: %1").arg(evaluation.error);
        md << QString() << u"```json"_s
           << (evaluation.result ? toQString(evaluation.result->dump(2)) : evaluation.rawText.trimmed()) << u"```"_s;
    } else {
        QString whyNot;
        const QStringList commands = ExternalEvaluation::offeredCommands(*state, &whyNot);
        if (commands.isEmpty()) {
            md << Tr::tr("Not offered: %1.").arg(whyNot);
        } else {
            md << Tr::tr("Not run yet. To time the published kernel against your PyTorch module, run on the TPU VM, in "
                     "MaxKernel's environment (`$MK` is its root):");
            md << QString() << u"```sh"_s << commands << u"```"_s;
            md << QString() << Tr::tr("The workbench shows `%1` here once it is in the run folder.")
                                   .arg(QString::fromLatin1(ExternalEvaluation::kFileName));
        }
    }
    return md.join(u'\n') + u'\n';
}

} // namespace twb::kernel
