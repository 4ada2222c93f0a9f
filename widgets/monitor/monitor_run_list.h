#pragma once

#include "core/registry/machine_entry.h"
#include "core/runs/run_annotation.h"
#include "core/runs/run_launcher.h"
#include "core/runs/run_record.h"
#include "widgets/common/background_task.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;
class QVBoxLayout;

namespace twb {

class RunAnnotationEditor;
class RunFilterEdit;
class RunListFilter;
class RunListModel;
class RunNameDelegate;
class WorkbenchSession;

// The Monitor's run column: Launch, Import and Attach; the workspace's runs (WorkspaceIndex)
// with their live state (RunFollower), last step and loss (RunProgressReader, off the GUI
// thread) behind a filter line, sortable by any column, its columns fitted to its width
// (RunListColumns); Stop, Detach, Resume and Relaunch of the chosen run (RunService). The list
// takes the column's height: the chosen run's details (its tags and notes here, the panel's
// checks and alerts) are tabs in a splitter section below it that the user can shrink or close.
// Runs that run.json calls active but nobody follows are asked about now and then, so none is
// listed as running after it ended.
class MonitorRunList final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorRunList)

public:
    explicit MonitorRunList(WorkbenchSession &session, QWidget *parent = nullptr);

    // Lists the index's runs now; later lists follow its signals.
    void listRuns();
    // Selects a run in the list and chooses it (runChosen); a run not listed yet is chosen
    // once the index lists it.
    bool selectRun(const QString &runId);
    QString currentRun() const { return m_current; }
    // The chosen run runs (run.json or its hosts say so) and has hosts to ask.
    bool currentRunActive() const;
    bool currentRunRemote() const;

    // The runs (source rows); the view shows them through sortModel().
    RunListModel *model() const { return m_model; }
    QSortFilterProxyModel *sortModel() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    RunNameDelegate *nameDelegate() const { return m_nameDelegate; }
    // The view's index of the model's row (invalid for none).
    QModelIndex viewIndex(int modelRow, int column = 0) const;
    RunFilterEdit *filterEdit() const { return m_filterEdit; }
    RunListFilter *filter() const { return m_filter; }
    RunAnnotationEditor *annotationEditor() const { return m_annotation; }
    QPushButton *attachButton() const { return m_attach; }
    QPushButton *detachButton() const { return m_detach; }
    // The experiment the user chose in the Experiments panel: Launch offers it first.
    void setSelectedExperiment(const QString &dir) { m_selectedExperiment = dir; }
    QString selectedExperiment() const { return m_selectedExperiment; }
    // Puts `widget` under the run buttons (the panel's status line).
    void addToColumn(QWidget *widget);
    // Adds a tab to the chosen run's details under the list (the panel's checks and alerts);
    // returns its index in details().
    int addDetailTab(QWidget *widget, const QString &label);
    QTabWidget *details() const { return m_details; }
    QSplitter *splitter() const { return m_split; }
    // Launch, Import and the filter line get their keys on `panel` (active anywhere in it).
    void addShortcuts(QWidget *panel);

    // Asynchronous operations (RunService); operationFinished() reports each.
    void launchRun(const LaunchRequest &request);
    void stopRun(const QString &runId);
    void resumeRun(const QString &runId, bool fromScratch);
    // Stops following an attached run (RunService::detach); the job is never touched.
    void detachRun(const QString &runId);
    // Sets the run's tags and notes (RunService::annotate); annotationSaved() reports it.
    void annotateRun(const QString &runId, const RunAnnotation &annotation);

Q_SIGNALS:
    void runChosen(const QString &runId);
    // The chosen run was active and is not any more: its checks can say more now.
    void currentRunEnded(const QString &runId);
    // What the buttons offer changed (the chosen run, its state).
    void currentRunStateChanged();
    void operationFinished(const QString &runId, bool ok, const QString &message);
    void annotationSaved(const QString &runId, bool ok);
    void statusChanged(const QString &message);

private:
    void buildButtons();
    void runsListed();
    void choose(const QString &runId);
    void updateButtons();
    void refreshUnwatchedRuns();
    // Reads the last step and loss of the runs not read yet and of the active ones.
    void readProgress(bool activeOnly);
    void finishOperation(const QString &runId, const QString &what, const Result<RunRecord> &result);
    void showLaunchDialog(const std::vector<MachineEntry> &machines);
    void showImportDialog();
    void showAttachDialog(const QStringList &machines);

    WorkbenchSession &m_session;
    QVBoxLayout *m_column = nullptr;
    QSplitter *m_split = nullptr;
    QTabWidget *m_details = nullptr;
    RunListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    RunNameDelegate *m_nameDelegate = nullptr;
    RunFilterEdit *m_filterEdit = nullptr;
    RunListFilter *m_filter = nullptr;
    RunAnnotationEditor *m_annotation = nullptr;
    QPushButton *m_launch = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_attach = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_detach = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_relaunch = nullptr;
    QString m_current;
    bool m_currentActive = false;        // the chosen run was active when last listed
    QString m_pendingSelection;
    QString m_selectedExperiment;
    QTimer m_unwatchedTimer;             // asks the hosts of unwatched active runs now and then
    bool m_refreshingUnwatched = false;
    QHash<QString, RunState> m_progressRead;   // run id -> its state when its metrics were read
    TaskHandle m_progressLoad;
    bool m_progressAgain = false;        // runs were listed while a read was under way
    TaskGroup m_tasks;                   // the registry read behind Launch and Attach, the progress
};

} // namespace twb
