#pragma once

#include "core/runs/checkpoint_info.h"
#include "core/services/machine_access.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace twb {

class CheckpointActions;
class RunService;

// The checkpoints of one run (CheckpointInspector, read on the run's first host with its own
// Python, off the GUI thread): a list with step, complete or not, whether the config hash is
// the run's and the size; below it the chosen one's tensors (shape, dtype, bytes), optimizer
// state and what makes it incomplete. CheckpointActions above the list resumes from or evaluates
// the chosen complete checkpoint through the Monitor's RunService (setRunService).
class CheckpointBrowser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointBrowser)

public:
    enum Column { StepColumn, CompleteColumn, HashColumn, SizeColumn, ColumnCount };

    explicit CheckpointBrowser(MachineAccess access, QWidget *parent = nullptr);

    // Reads the run's record (`<runsDir>/<runId>/run.json`) and checkpoints in the background;
    // a newer call drops the older answer.
    void inspect(const QString &runsDir, const QString &runId);
    void setMachineAccess(MachineAccess access) { m_access = std::move(access); }
    // The service "Resume from here" and "Evaluate" call; without one they stay off.
    void setRunService(RunService *service);

    const CheckpointInspection &inspection() const { return m_inspection; }
    QTableWidget *list() const { return m_list; }
    QTreeWidget *details() const { return m_details; }
    QLabel *summary() const { return m_summary; }
    QPushButton *refreshButton() const { return m_refresh; }
    CheckpointActions *actions() const { return m_actions; }

Q_SIGNALS:
    // The run's checkpoints were read (ok) or could not be (the summary says why).
    void inspected(const QString &runId, bool ok);

private:
    void showInspection(const CheckpointInspection &inspection);
    void showDetails(int row);

    MachineAccess m_access;
    TaskGroup m_tasks;
    TaskHandle m_current;
    QString m_runsDir;
    QString m_runId;
    CheckpointInspection m_inspection;
    QLabel *m_summary = nullptr;
    QPushButton *m_refresh = nullptr;
    CheckpointActions *m_actions = nullptr;
    QTableWidget *m_list = nullptr;
    QTreeWidget *m_details = nullptr;
};

} // namespace twb
