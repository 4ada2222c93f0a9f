#pragma once

#include "core/kernel/run_artifacts.h"
#include "core/services/orchestrator_runner.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;

namespace twb {

class CodeDiffView;
class IterationsModel;
class LatencyPlot;
class PipelineDiagram;
class SplitSizer;

// One kernel-optimization run: the pipeline diagram, the iterations (table and latency plot),
// the kernels with diffs, autotune results, profile summaries, the ideas ledger, the debug
// history, the orchestrator's decisions, the external evaluation and the finish report;
// Start/Continue, Approve baseline and Stop; "Use in experiment…" once a kernel is published
// (the panel asks where and runs KernelSwitch). A replayed run carries a REPLAY banner, its
// title says so, and so does the tooltip of every number.
// Everything is read from the run's local folder on a worker thread; the orchestrator runs on
// another (OrchestratorRunner).
class RunView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunView)

public:
    // `services` gives the service for Start/Continue and Approve (the current workspace's).
    explicit RunView(KernelServiceFactory services, QWidget *parent = nullptr);
    ~RunView() override;

    void openRun(const QString &localDir);
    QString runDir() const { return m_localDir; }
    const kernel::RunArtifacts &artifacts() const { return m_artifacts; }

    PipelineDiagram *pipeline() const { return m_pipeline; }
    IterationsModel *iterationsModel() const { return m_iterations; }
    CodeDiffView *codeView() const { return m_code; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *replayBanner() const { return m_replay; }

public Q_SLOTS:
    void reload();
    // A kernel run's files changed (WorkspaceIndex::kernelRunChanged): re-read when it is this one.
    void runFilesChanged(const QString &localDir);
    void startOrContinue();
    void approveBaseline();
    void stopRun();
    // A line in the status next to the buttons (what "Use in experiment…" did).
    void showStatus(const QString &text);

Q_SIGNALS:
    // "Use in experiment…": the run's published kernel, `kernelFile` (its local optimized.py).
    void useInExperimentRequested(const QString &kernelFile);
    void loaded();
    void runChanged(const QString &localDir);
    void message(const QString &text);

private:
    void apply(const kernel::RunArtifacts &artifacts);
    void updateButtons();
    void showAutotune(int iteration);
    void showProfile(int iteration);
    QWidget *buildIterationsTab();
    QWidget *buildAutotuneTab();
    QWidget *buildProfileTab();
    QWidget *buildLedgerTab();
    QWidget *buildJournalTab();
    void showEvaluation(const kernel::RunArtifacts &artifacts);

    QString m_localDir;
    KernelServiceFactory m_services;
    kernel::RunArtifacts m_artifacts;
    TaskGroup m_tasks;
    TaskHandle m_load;
    bool m_reloadPending = false; // reload() was called during a load: load again when it ends
    OrchestratorRunner *m_runner = nullptr;
    // While an orchestrator holds the run (here or in another process): notices when it ends
    // without writing a line (killed), which no file change tells.
    QTimer *m_liveness = nullptr;

    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_review = nullptr;
    QLabel *m_replay = nullptr;     // the REPLAY banner
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_use = nullptr;
    PipelineDiagram *m_pipeline = nullptr;
    QWidget *m_pipelineScroll = nullptr;
    QTabWidget *m_tabs = nullptr;
    IterationsModel *m_iterations = nullptr;
    LatencyPlot *m_plot = nullptr;
    SplitSizer *m_iterationsSizer = nullptr;
    CodeDiffView *m_code = nullptr;
    QComboBox *m_autotuneIteration = nullptr;
    QLabel *m_autotuneSummary = nullptr;
    QStandardItemModel *m_autotune = nullptr;
    QComboBox *m_profileIteration = nullptr;
    QLabel *m_decision = nullptr;
    QTextBrowser *m_profile = nullptr;
    QLabel *m_ledgerTrust = nullptr;
    QStandardItemModel *m_ledger = nullptr;
    QTextBrowser *m_debug = nullptr;
    QStandardItemModel *m_journal = nullptr;
    QTextBrowser *m_evaluation = nullptr;
    QTextBrowser *m_report = nullptr;
};

} // namespace twb
