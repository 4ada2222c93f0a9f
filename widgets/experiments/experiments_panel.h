#pragma once

#include "core/experiment/generated_file.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;

namespace twb {

class WorkbenchSession;
class AttentionBenchDialog;
class ExperimentListModel;
class FilePreviewWidget;
class NewExperimentWizard;
class NewStudyDialog;
class PortScriptDialog;
class PrepareDataDialog;
class SmokeTestWidget;

// The Experiments panel: the workspace's experiments, New Experiment (wizard), the selected
// project's files with syntax colours, "Smoke test on this machine", "Port a PyTorch
// script…" (PortScriptDialog) and "Prepare data…" (PrepareDataDialog). Folder reads run off the GUI thread.
class ExperimentsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExperimentsPanel)

public:
    explicit ExperimentsPanel(WorkbenchSession &session, QWidget *parent = nullptr);

    void reload();
    bool selectExperiment(const QString &name);
    // Opens the New Experiment wizard (non-modal); returns it for tests.
    NewExperimentWizard *openWizard();
    // Opens the New Study dialog (non-modal; `tpuwb plan new`); returns it for tests.
    NewStudyDialog *openStudyDialog();
    // "Port a PyTorch script…": asks for a file when `path` is empty (nullptr if none is
    // chosen), then shows its port in a non-modal dialog; returns it for tests.
    PortScriptDialog *openPortDialog(const QString &path = {});
    // "Benchmark attention…" for the selected experiment (non-modal); null when none is
    // selected. Returns the dialog for tests.
    AttentionBenchDialog *openAttentionBench();
    // "Prepare data…": a text corpus into token shards (non-modal); returns it for tests.
    PrepareDataDialog *openPrepareData();
    QPushButton *benchAttentionButton() const { return m_benchAttention; }

    ExperimentListModel *model() const { return m_model; }
    QTableView *listView() const { return m_list; }
    FilePreviewWidget *preview() const { return m_preview; }
    SmokeTestWidget *smokeTest() const { return m_smoke; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    void experimentsLoaded();
    void filesLoaded(const QString &dir);
    // The user chose an experiment (not the first row picked when the list loads).
    void experimentChosen(const QString &dir);
    // Show this run in the Monitor (an attention benchmark's run).
    void runOpenRequested(const QString &runId);

private:
    void showSelected();

    WorkbenchSession &m_session;
    ExperimentListModel *m_model = nullptr;
    QTableView *m_list = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_newStudy = nullptr;
    QPushButton *m_port = nullptr;
    QPushButton *m_benchAttention = nullptr;
    QPushButton *m_prepareData = nullptr;
    QLabel *m_details = nullptr;
    QTabWidget *m_tabs = nullptr;
    FilePreviewWidget *m_preview = nullptr;
    SmokeTestWidget *m_smoke = nullptr;
    TaskGroup m_tasks;
    TaskHandle m_readFiles;
    QString m_selectAfterLoad;
};

} // namespace twb
