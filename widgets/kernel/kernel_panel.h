#pragma once

#include "widgets/common/background_task.h"

#include <QWidget>

class QLabel;
class QStackedWidget;
class QTableView;

namespace twb {

class WorkbenchSession;
class HostKeyPrompter;
class JobEditor;
class KernelRunsModel;
class RunView;

// The Kernels panel: the workspace's kernel-optimization runs (with best speedups and a
// fast_p summary), the job editor, and the view of one run.
class KernelPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KernelPanel)

public:
    explicit KernelPanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~KernelPanel() override;

    KernelRunsModel *runsModel() const { return m_runs; }
    RunView *runView() const { return m_runView; }
    JobEditor *jobEditor() const { return m_editor; }

    void openRun(const QString &localDir);
    void showJobEditor();
    // Opens a job file in the editor (validated, plan shown), e.g. one "Optimize with
    // MaxKernel…" wrote.
    void openJob(const QString &path);
    // "Use in experiment…" for a published kernel: asks where (UseKernelDialog), then
    // KernelSwitch off the GUI thread; the outcome shows in the run view's status line.
    void useInExperiment(const QString &kernelFile);

Q_SIGNALS:
    // After "Use in experiment…": the ablation written (empty without one), or the error.
    void kernelUsed(const QString &ablationFile, const QString &error);

private:
    void applyWorkspace();

    WorkbenchSession &m_session;
    HostKeyPrompter *m_prompter = nullptr;
    KernelRunsModel *m_runs = nullptr;
    QTableView *m_runList = nullptr;
    QLabel *m_summary = nullptr;
    QStackedWidget *m_stack = nullptr;
    JobEditor *m_editor = nullptr;
    RunView *m_runView = nullptr;
    bool m_viewChosen = false;  // the user (or the first load) picked what the right side shows
    TaskGroup m_tasks;
    TaskHandle m_machines;      // the newest registry read
};

} // namespace twb
