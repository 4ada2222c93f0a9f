#include "core/kernel/status_text.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("twb::kernel::StatusText", text); }

// Decision outcomes that mean something different per action.
QString dispatchOutcome(const QString &outcome)
{
    if (outcome == u"started") return tr("worker started");
    if (outcome == u"A") return tr("iteration committed");
    if (outcome == u"A2") return tr("baseline waits for approval");
    if (outcome == u"B") return tr("state.json unchanged");
    if (outcome == u"cancelled") return tr("cancelled");
    if (outcome == u"lock_busy") return tr("another worker is running");
    return StatusText::label(outcome);
}

} // namespace

QString StatusText::label(const QString &key)
{
    // Built on each call so the labels follow the installed translator.
    const QHash<QString, QString> labels{
        // run status (RunStatus keys) and finish details
        {u"no-state"_s, tr("no state.json")},
        {u"invalid-state"_s, tr("state.json unreadable")},
        {u"finished"_s, tr("finished")},
        {u"stopped-baseline-rejected"_s, tr("stopped: the baseline failed its gate")},
        {u"stopped-emergency"_s, tr("emergency stop")},
        {u"waiting-approval"_s, tr("waiting for baseline approval")},
        {u"setup"_s, tr("setting up")},
        {u"iterating"_s, tr("iterating")},
        {u"published"_s, tr("kernel published")},
        {u"no-correct-kernel"_s, tr("no correct kernel")},
        {u"finishing"_s, tr("publishing")},
        // phase status keys
        {u"n/a"_s, tr("not applicable")},
        {u"pending"_s, tr("pending")},
        {u"active"_s, tr("running")},
        {u"done"_s, tr("done")},
        {u"degraded"_s, tr("degraded")},
        {u"fell-back"_s, tr("fell back to llm_port")},
        {u"waiting-user"_s, tr("waiting for approval")},
        {u"failed"_s, tr("failed")},
        {u"unknown"_s, tr("inconsistent files")},
        // iteration outcomes
        {u"best"_s, tr("best")},
        {u"correct"_s, tr("correct")},
        {u"incorrect"_s, tr("incorrect")},
        {u"compile-failed"_s, tr("did not compile")},
        {u"in-flight"_s, tr("in progress")},
        // assurance levels
        {u"verified-structural"_s, tr("verified (structure and values)")},
        {u"verified-golden"_s, tr("verified against golden values")},
        {u"user-approved-only"_s, tr("approved by you, not checked")},
        {u"unverified"_s, tr("unverified")},
        // orchestrator actions
        {u"create"_s, tr("Created")},
        {u"start"_s, tr("Orchestrator started")},
        {u"set_max_iterations"_s, tr("Iteration limit changed")},
        {u"dispatch"_s, tr("Dispatch")},
        {u"cancel_jobs"_s, tr("Cancel TPU jobs")},
        {u"retry"_s, tr("Retry")},
        {u"pause"_s, tr("Paused")},
        {u"approve"_s, tr("Baseline approved")},
        {u"publish"_s, tr("Publish")},
        {u"emergency_stop"_s, tr("Emergency stop")},
        {u"stop_requested"_s, tr("Stop requested")},
        {u"stopped"_s, tr("Stopped")},
        {u"error"_s, tr("Error")},
        {u"exit"_s, tr("Orchestrator ended")},
        // decision outcomes and endings
        {u"ok"_s, tr("ok")},
        {u"skipped"_s, tr("skipped")},
        {u"nothing_correct"_s, tr("nothing correct to publish")},
        {u"waiting_for_approval"_s, tr("waiting for approval")},
        {u"replay"_s, tr("replay")},
        {u"command"_s, tr("worker command")},
    };
    return labels.value(key, key);
}

QString StatusText::runStatus(const RunOverview &o)
{
    QString text = label(runStatusKey(o.status));
    if (!o.finishDetail.isEmpty())
        text += u": "_s + label(o.finishDetail);
    if (o.alive)
        text += u" \u00b7 "_s + tr("orchestrator running");
    else if (o.paused)
        text += u" \u00b7 "_s + tr("paused");
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
