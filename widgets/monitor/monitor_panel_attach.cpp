// MonitorPanel, part 4: attaching to a job the workbench did not launch, and detaching from it
// (JobAttacher through RunService, the same path as `tpuwb run attach` / `run detach`).
#include "widgets/monitor/monitor_panel.h"

#include "core/util/continue_queued.h"
#include "widgets/monitor/attach_dialog.h"

#include <QLabel>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace twb {

void MonitorPanel::showAttachDialog(const QStringList &machines)
{
    AttachDialog dialog(machines, this);
    connect(&dialog, &AttachDialog::attachRequested, this,
            [this, open = QPointer<AttachDialog>(&dialog)](const AttachRequest &request) {
                const QString what = tr("Attaching to %1 on %2").arg(request.metrics, request.machine);
                m_status->setText(what + u"…"_s);
                // The panel, not the dialog, receives the answer: a run attached after the
                // dialog was cancelled is still selected and followed.
                continueQueued(m_service.attach(request), this, [this, what, open](const Result<RunRecord> &attached) {
                    finishOperation(QString(), what, attached);
                    if (attached)
                        selectRun(attached->runId);   // an active run: followed live once listed
                    if (open)
                        open->attachFinished(attached);
                });
            });
    dialog.exec();
}

void MonitorPanel::detachRun(const QString &runId)
{
    if (runId.isEmpty())
        return;
    const QString what = tr("Detaching from %1").arg(runId);
    m_status->setText(what + u"…"_s);
    continueQueued(m_service.detach(runId), this, [this, runId, what](const Result<RunRecord> &detached) {
        finishOperation(runId, what, detached);
        updateButtons();
    });
}

} // namespace twb
