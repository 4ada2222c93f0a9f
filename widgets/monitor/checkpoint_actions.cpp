#include "widgets/monitor/checkpoint_actions.h"

#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "widgets/common/palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace twb {

CheckpointActions::CheckpointActions(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(this);
    m_status->setObjectName(u"checkpointActionStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status, 1);
    m_resume = new QPushButton(tr("Resume from here"), this);
    m_resume->setObjectName(u"checkpointResume"_s);
    m_resume->setToolTip(tr("Start the run again from this checkpoint (`tpuwb run resume --from-step`); newer "
                            "checkpoints are moved to checkpoints/superseded/ on the host"));
    layout->addWidget(m_resume, 0, Qt::AlignTop);
    m_evaluate = new QPushButton(tr("Evaluate"), this);
    m_evaluate->setObjectName(u"checkpointEvaluate"_s);
    m_evaluate->setToolTip(tr("Evaluate this checkpoint on the eval set on the run's machine (`tpuwb run eval`); "
                              "the result is an eval point of the run"));
    layout->addWidget(m_evaluate, 0, Qt::AlignTop);
    connect(m_resume, &QPushButton::clicked, this, &CheckpointActions::resume);
    connect(m_evaluate, &QPushButton::clicked, this, &CheckpointActions::evaluate);
    updateButtons();
}

void CheckpointActions::setRunService(RunService *service)
{
    m_service = service;
    updateButtons();
}

void CheckpointActions::setTarget(const QString &runId, std::optional<qint64> step, bool complete)
{
    if (runId != m_runId)
        m_status->clear();
    m_runId = runId;
    m_step = step;
    m_complete = complete;
    updateButtons();
}

void CheckpointActions::updateButtons()
{
    const bool can = m_service && !m_busy && !m_runId.isEmpty() && m_step && m_complete;
    m_resume->setEnabled(can);
    m_evaluate->setEnabled(can);
}

void CheckpointActions::begin(const QString &status)
{
    m_busy = true;
    updateButtons();
    Palette::setTextRole(m_status, std::nullopt);
    m_status->setText(status);
}

void CheckpointActions::end(const QString &runId, const std::optional<Error> &error, const QString &done)
{
    m_busy = false;
    updateButtons();
    Palette::setTextRole(m_status, error ? std::optional(Palette::Role::Error) : std::nullopt);
    m_status->setText(error ? error->message : done);
    Q_EMIT finished(runId, !error);
}

void CheckpointActions::resume()
{
    if (!m_service || !m_step)
        return;
    const QString runId = m_runId;
    const qint64 step = *m_step;
    begin(tr("Resuming %1 from step %2…").arg(runId).arg(step));
    continueQueued(m_service->resumeFrom(runId, step), this, [this, runId, step](const Result<RunRecord> &record) {
        end(runId, record ? std::nullopt : std::optional(record.error()), tr("%1 resumed from step %2.").arg(runId).arg(step));
    });
}

void CheckpointActions::evaluate()
{
    if (!m_service || !m_step)
        return;
    const QString runId = m_runId;
    const qint64 step = *m_step;
    begin(tr("Evaluating step %1 of %2 on its machine…").arg(step).arg(runId));
    continueQueued(m_service->evaluate(runId, step), this, [this, runId, step](const Result<CheckpointEvaluation> &done) {
        if (!done)
            return end(runId, done.error(), {});
        const Json &m = done->metrics;
        const auto loss = m.find("eval/loss");
        end(runId, std::nullopt,
            loss != m.end() && loss->is_number()
                ? tr("Step %1: eval loss %2 (added to the run's metrics).").arg(step).arg(QLocale().toString(loss->get<double>(), 'g', 6))
                : tr("Step %1 evaluated (added to the run's metrics).").arg(step));
    });
}

} // namespace twb
