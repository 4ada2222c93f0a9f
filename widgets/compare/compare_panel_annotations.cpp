// ComparePanel saves the tags and notes edited in its Runs tab through the session's RunService,
// in the folder that holds the run (any folder: Compare opens runs from anywhere), off the GUI
// thread.
#include "widgets/compare/compare_panel.h"

#include "core/runs/run_annotation.h"
#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "core/services/workbench_session.h"
#include "widgets/compare/compare_runs_view.h"

namespace twb {

void ComparePanel::annotate(const QString &runsDir, const QString &runId, const RunAnnotation &annotation)
{
    continueQueued(m_session.runService().annotate(runsDir, runId, annotation), this, [this, runId](const Result<RunRecord> &record) {
        m_runList->annotationSaved(runId, record);
        if (record)
            showMessage(tr("Saved the tags and notes of %1.").arg(runId));
        else
            showMessage(record.error().message, true);
    });
}

} // namespace twb
