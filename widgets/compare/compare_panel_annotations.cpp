// ComparePanel saves the tags and notes edited in its Runs tab through a RunService over the
// folder that holds the run (any folder: Compare opens runs from anywhere), off the GUI thread.
#include "widgets/compare/compare_panel.h"

#include "core/runs/run_annotation.h"
#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "widgets/common/app_context.h"
#include "widgets/compare/compare_runs_view.h"

namespace twb {

void ComparePanel::annotate(const QString &runsDir, const QString &runId, const RunAnnotation &annotation)
{
    // One service, pointed at the folder of the run being saved (operations snapshot it).
    if (!m_annotator)
        m_annotator = std::make_unique<RunService>(m_context.machineAccess(), runsDir);
    else
        m_annotator->setRunsDir(runsDir);
    continueQueued(m_annotator->annotate(runId, annotation), this, [this, runId](const Result<RunRecord> &record) {
        m_runList->annotationSaved(runId, record);
        if (record)
            showMessage(tr("Saved the tags and notes of %1.").arg(runId));
        else
            showMessage(record.error().message, true);
    });
}

} // namespace twb
