// MonitorPanel, part 2: what the panel asks RunService to do to runs (launch, stop, resume,
// relaunch, import, stack dumps). Each runs on the service's threads; the panel shows how it went. The
// views and streams are in monitor_panel.cpp.
#include "widgets/monitor/monitor_panel.h"

#include "core/util/continue_queued.h"
#include "core/workspace/workspace.h"
#include "widgets/common/app_context.h"
#include "widgets/monitor/launch_dialog.h"
#include "widgets/monitor/run_annotation_editor.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/profile_view.h"
#include "widgets/monitor/stack_view.h"
#include "widgets/monitor/verification_view.h"

#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace twb {

void MonitorPanel::finishOperation(const QString &runId, const QString &what, const Result<RunRecord> &result)
{
    m_status->setText(result ? tr("%1: done.").arg(what) : result.error().message);
    if (result)
        m_follower.recordChanged(*result);   // a new attempt is followed at once
    Q_EMIT operationFinished(result ? result->runId : runId, result.has_value(),
                             result ? QString() : result.error().message);
}

void MonitorPanel::launchRun(const LaunchRequest &request)
{
    QStringList machines;
    for (const RunSlice &slice : request.slices)
        machines << slice.machine;
    const QString what = tr("Launching on %1").arg(machines.isEmpty() ? request.machine : machines.join(u" + "_s));
    m_status->setText(what + u"…"_s);
    // The machine's hosts, python and remote root come from the registry, on the service's thread.
    continueQueued(m_service.launch(request), this, [this, what](const Result<RunRecord> &launched) {
        finishOperation(QString(), what, launched);
        if (launched)
            selectRun(launched->runId);
    });
}

void MonitorPanel::verifyRun(const QString &runId, bool askHosts)
{
    if (runId.isEmpty())
        return;
    m_checks->setMessage(tr("Checking %1…").arg(runId));
    continueQueued(m_service.verify(runId, askHosts), this, [this, runId](const Result<RunVerification> &verification) {
        if (runId != m_current)
            return;   // another run was opened meanwhile
        if (verification)
            m_checks->setVerification(*verification);
        else
            m_checks->setMessage(verification.error().message);
        Q_EMIT verificationFinished(runId, verification && verification->passed());
    });
}

void MonitorPanel::takeStacks(const QString &runId, bool automatic)
{
    if (runId.isEmpty() || m_takingStacks)
        return;
    m_takingStacks = true;
    updateButtons();
    const bool show = !automatic || runId == m_current;
    if (show) {
        m_stackDialog->setWindowTitle(tr("Stacks of %1").arg(runId));
        m_stackView->setMessage(automatic ? tr("%1 stalled: taking the stacks of every host…").arg(runId)
                                          : tr("Taking the stacks of every host of %1…").arg(runId));
        m_stackDialog->show();
        m_stackDialog->raise();
    }
    m_status->setText(automatic ? tr("%1 stalled: taking the stacks of every host…").arg(runId)
                                : tr("Taking the stacks of %1…").arg(runId));
    continueQueued(m_service.stacks(runId), this, [this, runId, show](const Result<StackDump> &dump) {
        m_takingStacks = false;
        updateButtons();
        if (dump) {
            if (show)
                m_stackView->setDump(*dump);
            m_status->setText(dump->odd.isEmpty() ? tr("Stacks of %1 taken.").arg(runId)
                                                  : tr("Stacks of %1 taken: a host is not where the others are.").arg(runId));
        } else {
            if (show)
                m_stackView->setMessage(dump.error().message);
            m_status->setText(dump.error().message);
        }
        Q_EMIT stacksTaken(runId, dump.has_value());
    });
}

void MonitorPanel::takeProfile(const QString &runId, int steps)
{
    if (runId.isEmpty() || m_takingProfile)
        return;
    m_takingProfile = true;
    updateButtons();
    m_profileDialog->setWindowTitle(tr("Profile of %1").arg(runId));
    m_profileView->setMessage(tr("Tracing %n step(s) on every host of %1…", nullptr, steps).arg(runId));
    m_profileDialog->show();
    m_profileDialog->raise();
    m_status->setText(tr("Profiling %1…").arg(runId));
    ProfileRequester::Options options;
    options.steps = steps;
    continueQueued(m_service.profile(runId, options), this, [this, runId](const Result<ProfileCapture> &capture) {
        m_takingProfile = false;
        updateButtons();
        if (capture) {
            m_profileView->setCapture(*capture);
            m_status->setText(tr("Profile of %1 taken.").arg(runId));
        } else {
            m_profileView->setMessage(capture.error().message);
            m_status->setText(capture.error().message);
        }
        Q_EMIT profileTaken(runId, capture.has_value());
    });
}

void MonitorPanel::annotateRun(const QString &runId, const RunAnnotation &annotation)
{
    if (runId.isEmpty())
        return;
    // run.json is written on the service's thread; the index sees the file change and lists
    // the run again, which refreshes the list and its filter.
    continueQueued(m_service.annotate(runId, annotation), this, [this, runId](const Result<RunRecord> &record) {
        m_annotation->saved(runId, record);
        if (!record)
            m_status->setText(record.error().message);
        Q_EMIT annotationSaved(runId, record.has_value());
    });
}

void MonitorPanel::stopRun(const QString &runId)
{
    if (runId.isEmpty())
        return;
    const QString what = tr("Stopping %1").arg(runId);
    m_status->setText(what + u"…"_s);
    continueQueued(m_service.stop(runId), this, [this, runId, what](const Result<RunRecord> &stopped) {
        finishOperation(runId, what, stopped);
    });
}

void MonitorPanel::resumeRun(const QString &runId, bool fromScratch)
{
    if (runId.isEmpty())
        return;
    const QString what = fromScratch ? tr("Relaunching %1").arg(runId) : tr("Resuming %1").arg(runId);
    m_status->setText(what + u"…"_s);
    auto started = fromScratch ? m_service.relaunch(runId) : m_service.resume(runId);
    continueQueued(started, this, [this, runId, what](const Result<RunRecord> &record) {
        finishOperation(runId, what, record);
        if (record)
            selectRun(runId);
    });
}

void MonitorPanel::showLaunchDialog(const QStringList &machines)
{
    LaunchDialog dialog(machines, m_context.workspaceDir(), this);
    if (!m_selectedExperiment.isEmpty())
        dialog.setExperimentDir(m_selectedExperiment);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto request = dialog.request())
        launchRun(*request);
}

void MonitorPanel::showImportDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import metrics"), QString(),
                                                      tr("Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)"));
    if (file.isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Import metrics"), tr("Name of the imported run:"),
                                               QLineEdit::Normal, QFileInfo(file).completeBaseName(), &ok).trimmed();
    if (!ok || name.isEmpty())
        return;
    const QString what = tr("Importing %1").arg(file);
    m_status->setText(what + u"…"_s);
    continueQueued(m_service.import(file, name), this, [this, name, what](const Result<RunRecord> &imported) {
        finishOperation(name, what, imported);
        if (imported)
            selectRun(imported->runId);
    });
}

} // namespace twb
