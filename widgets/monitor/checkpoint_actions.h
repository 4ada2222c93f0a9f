#pragma once

#include "core/util/error.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace twb {

class RunService;

// The checkpoint browser's two actions on the chosen checkpoint, through the Monitor's
// RunService (what `tpuwb run resume --from-step` and `tpuwb run eval` call): "Resume from here"
// starts the run again from that checkpoint (newer ones move to checkpoints/superseded/ on the
// host), "Evaluate" runs train.py --eval-only on it, whose eval record lands in the run's metrics.
// Both are off while no service is set, no complete checkpoint is chosen, or one of them runs.
class CheckpointActions final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointActions)

public:
    explicit CheckpointActions(QWidget *parent = nullptr);

    void setRunService(RunService *service);
    // The run and the chosen checkpoint's step (unset, or `complete` false: nothing to act on).
    void setTarget(const QString &runId, std::optional<qint64> step, bool complete);

    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *evaluateButton() const { return m_evaluate; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    // An action ended; `ok` false when it failed (the status label says why).
    void finished(const QString &runId, bool ok);

private:
    // The buttons wait while an operation runs; its outcome (the error, or `done`) is the status.
    void begin(const QString &status);
    void end(const QString &runId, const std::optional<Error> &error, const QString &done);
    void resume();
    void evaluate();
    void updateButtons();

    RunService *m_service = nullptr;
    QString m_runId;
    std::optional<qint64> m_step;
    bool m_complete = false;
    bool m_busy = false;
    QPushButton *m_resume = nullptr;
    QPushButton *m_evaluate = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace twb
