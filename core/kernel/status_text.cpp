#include "core/kernel/status_text.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::StatusText.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::StatusText)
};

// Decision outcomes that mean something different per action.
QString dispatchOutcome(const QString &outcome)
{
    if (outcome == u"started") return Tr::tr("worker started");
    if (outcome == u"A") return Tr::tr("iteration committed");
    if (outcome == u"A2") return Tr::tr("baseline waits for approval");
    if (outcome == u"B") return Tr::tr("state.json unchanged");
    if (outcome == u"cancelled") return Tr::tr("cancelled");
    if (outcome == u"lock_busy") return Tr::tr("another worker is running");
    return StatusText::label(outcome);
}

} // namespace

QString StatusText::label(const QString &key)
{
    // Built on each call so the labels follow the installed translator.
    const QHash<QString, QString> labels{
        // run status (RunStatus keys) and finish details
        {u"no-state"_s, Tr::tr("no state.json")},
        {u"invalid-state"_s, Tr::tr("state.json unreadable")},
        {u"finished"_s, Tr::tr("finished")},
        {u"stopped-baseline-rejected"_s, Tr::tr("stopped: the baseline failed its gate")},
        {u"stopped-emergency"_s, Tr::tr("emergency stop")},
        {u"waiting-approval"_s, Tr::tr("waiting for baseline approval")},
        {u"setup"_s, Tr::tr("setting up")},
        {u"iterating"_s, Tr::tr("iterating")},
        {u"published"_s, Tr::tr("kernel published")},
        {u"no-correct-kernel"_s, Tr::tr("no correct kernel")},
        {u"finishing"_s, Tr::tr("publishing")},
        // phase status keys
        {u"n/a"_s, Tr::tr("not applicable")},
        {u"pending"_s, Tr::tr("pending")},
        {u"active"_s, Tr::tr("running")},
        {u"done"_s, Tr::tr("done")},
        {u"degraded"_s, Tr::tr("degraded")},
        {u"fell-back"_s, Tr::tr("fell back to llm_port")},
        {u"waiting-user"_s, Tr::tr("waiting for approval")},
        {u"failed"_s, Tr::tr("failed")},
        {u"unknown"_s, Tr::tr("inconsistent files")},
        // iteration outcomes
        {u"best"_s, Tr::tr("best")},
        {u"correct"_s, Tr::tr("correct")},
        {u"incorrect"_s, Tr::tr("incorrect")},
        {u"compile-failed"_s, Tr::tr("did not compile")},
        {u"in-flight"_s, Tr::tr("in progress")},
        // assurance levels
        {u"verified-structural"_s, Tr::tr("verified (structure and values)")},
        {u"verified-golden"_s, Tr::tr("verified against golden values")},
        {u"user-approved-only"_s, Tr::tr("approved by you, not checked")},
        {u"unverified"_s, Tr::tr("unverified")},
        // orchestrator actions
        {u"create"_s, Tr::tr("Created")},
        {u"start"_s, Tr::tr("Orchestrator started")},
        {u"set_max_iterations"_s, Tr::tr("Iteration limit changed")},
        {u"dispatch"_s, Tr::tr("Dispatch")},
        {u"cancel_jobs"_s, Tr::tr("Cancel TPU jobs")},
        {u"retry"_s, Tr::tr("Retry")},
        {u"pause"_s, Tr::tr("Paused")},
        {u"approve"_s, Tr::tr("Baseline approved")},
        {u"publish"_s, Tr::tr("Publish")},
        {u"emergency_stop"_s, Tr::tr("Emergency stop")},
        {u"stop_requested"_s, Tr::tr("Stop requested")},
        {u"stopped"_s, Tr::tr("Stopped")},
        {u"error"_s, Tr::tr("Error")},
        {u"exit"_s, Tr::tr("Orchestrator ended")},
        // decision outcomes and endings
        {u"ok"_s, Tr::tr("ok")},
        {u"skipped"_s, Tr::tr("skipped")},
        {u"nothing_correct"_s, Tr::tr("nothing correct to publish")},
        {u"waiting_for_approval"_s, Tr::tr("waiting for approval")},
        {u"replay"_s, Tr::tr("replay")},
        {u"command"_s, Tr::tr("worker command")},
    };
    return labels.value(key, key);
}

QString StatusText::runStatus(const RunOverview &o)
{
    QString text = label(runStatusKey(o.status));
    if (!o.finishDetail.isEmpty())
        text += u": "_s + label(o.finishDetail);
    if (o.alive)
        text += u" \u00b7 "_s + Tr::tr("orchestrator running");
    else if (o.paused)
        text += u" \u00b7 "_s + Tr::tr("paused");
    return text;
}

QString StatusText::decision(const QString &action, const QString &outcome, const QString &detail)
{
    QString text = label(action);
    if (!outcome.isEmpty() && outcome != u"ok")
        text += u": "_s + (action == u"dispatch" ? dispatchOutcome(outcome) : label(outcome));
    if (!detail.isEmpty())
        text += u" \u2013 "_s + detail;
    return text;
}

} // namespace twb::kernel
