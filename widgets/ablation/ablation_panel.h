#pragma once

#include "core/ablation/ablation_run_status.h"
#include "core/services/ablation_launcher.h"
#include "widgets/common/background_task.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QTimer;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;

namespace twb {

class AblationDocument;
class AblationEditor;
class WorkbenchSession;
class CellGridModel;
class HeatMapView;
class AblationLaunchDialog;
class FieldProblemLabel;

// The Ablation panel: the workspace's ablations, the matrix editor with undo/redo, the live
// cell grid and the heat map, launch / retry / stop of the matrix across machines, and a
// request to compare the runs (compareRequested, which the main window routes). Files and runs
// are read on pool threads; the grid refreshes every few seconds while runs are live.
class AblationPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationPanel)

public:
    explicit AblationPanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~AblationPanel() override;

    AblationDocument *document() const { return m_document; }
    AblationEditor *editor() const { return m_editor; }
    CellGridModel *cellModel() const { return m_cells; }
    QTableView *cellView() const { return m_cellView; }
    HeatMapView *heatMap() const { return m_heatMap; }
    QTabWidget *tabs() const { return m_tabs; }
    FieldProblemLabel *messageLabel() const { return m_message; }

    // Lists ablations/*.json of the workspace again.
    void reloadList();
    // Opens an ablation file in the editor (read on a pool thread); opened() tells when.
    void open(const QString &file);
    // Creates ablations/<name>.json over `base` ("experiments/<x>/experiment.json") and opens it.
    void create(const QString &name, const QString &base);
    // Reads the runs' states and metrics again (pool thread); statusesRefreshed() tells when.
    void refreshStatuses();
    // Asks for the ablation's runs in the Compare panel (compareRequested; the main window
    // does it).
    void compareRuns();

    // The launch dialog for the open ablation (machines, parallelism, estimate, progress).
    AblationLaunchDialog *openLaunchDialog();
    // Launches the open ablation with `options` (machines, parallelism, device); the panel
    // fills in the registry, runs folder and connection settings. Saves the file first.
    void launch(AblationLauncher::Options options);
    // Reruns the failed and stopped runs (after an app restart too).
    void retryFailed();
    void stopRuns();
    AblationLauncher *launcher() const { return m_launcher; }

Q_SIGNALS:
    void opened(const QString &file);
    void statusesRefreshed();
    void message(const QString &text);
    // The runs of the ablation in `ablationFile`, to compare.
    void compareRequested(const QString &ablationFile);

private:
    void newAblation();
    void save();
    void showMessage(const QString &text, bool error = false);
    void updateActions();

    WorkbenchSession &m_session;
    AblationDocument *m_document = nullptr;
    AblationEditor *m_editor = nullptr;
    QListWidget *m_list = nullptr;
    CellGridModel *m_cells = nullptr;
    QSortFilterProxyModel *m_cellProxy = nullptr;
    QTableView *m_cellView = nullptr;
    HeatMapView *m_heatMap = nullptr;
    QTabWidget *m_tabs = nullptr;
    FieldProblemLabel *m_message = nullptr;
    QLabel *m_progress = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_launchAction = nullptr;
    QAction *m_retryAction = nullptr;
    QAction *m_stopAction = nullptr;
    QPointer<AblationLauncher> m_launcher;
    QPointer<AblationLaunchDialog> m_dialog;
    AblationLauncher::Options m_lastOptions;
    QTimer *m_liveValuesTimer = nullptr;   // only while a run of the ablation is live
    bool m_refreshing = false;
    bool m_refreshAgain = false;
    bool m_opened = false;  // an ablation was opened or created: the first one is not opened for the user
    QStringList m_experimentBases; // experiments with an experiment.json, listed off the GUI thread
    TaskGroup m_tasks;             // the workspace listings and the status reads
};

} // namespace twb
