#pragma once

#include "widgets/common/background_task.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QTableView;
class QTabWidget;
class QToolButton;

namespace twb {

class WorkbenchSession;
class AxesTableModel;
class DeviceGridWidget;
class MemoryBarWidget;
class MeshCodeView;
class MeshDocument;
class OptimizeModuleAction;
class TensorTableModel;

// The mesh designer: pick a slice (from a registered machine or the catalog) and a strategy,
// edit the mesh axes, see the device grid, shard each tensor, check the HBM fit and take the
// torch_xla / JAX code. Every edit goes through the MeshDocument (one undo command each), which
// also loads and saves the experiment.json off the GUI thread; each part of the panel follows
// the document's signal for what it shows. Registry and workspace reads run off the GUI thread.
class MeshPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MeshPanel)

public:
    explicit MeshPanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~MeshPanel() override;

    MeshDocument *document() const { return m_document; }
    DeviceGridWidget *deviceGrid() const { return m_grid; }
    MemoryBarWidget *memoryBar() const { return m_memoryBar; }
    MeshCodeView *codeView() const { return m_code; }
    QTableView *tensorView() const { return m_tensorView; }
    // "Optimize with MaxKernel…" in the tensor table's context menu (issue 29).
    OptimizeModuleAction *optimizeAction() const { return m_optimize; }

    // Asynchronous (the document's load and save); emit experimentLoaded / experimentSaved with
    // an empty error on success.
    void openExperiment(const QString &path);
    void saveExperiment();
    // Reads the machine registry again (asynchronous; emits machinesLoaded).
    void reloadMachines();
    // Opens the workspace's first experiment with a mesh when nothing was designed yet.
    void openFirstWorkspaceExperiment();
    // Sets the accelerator as typed; false (and a message in the panel) if it is not valid.
    bool setAcceleratorText(const QString &text);

Q_SIGNALS:
    void experimentLoaded(const QString &path, const QString &error);
    void experimentSaved(const QString &path, const QString &error);
    void machinesLoaded();
    void templatesLoaded();
    // A MaxKernel job was written for the module of the tensor table's current row.
    void kernelJobWritten(const QString &jobPath);

private:
    QWidget *buildTopBar();
    QWidget *buildAxesEditor();
    QWidget *buildMemoryTab();
    void loadTemplates();
    void showSlice();
    void showStrategy();
    void showModel();
    void showColorAxes();
    void showSummary();
    void showCheck();
    void showInputError(const QString &message);
    void machineChosen(int index);
    void addAxis();
    void moveSelectedAxis(int delta);

    WorkbenchSession &m_session;
    MeshDocument *m_document = nullptr;
    AxesTableModel *m_axesModel = nullptr;
    TensorTableModel *m_tensorModel = nullptr;

    QComboBox *m_source = nullptr;
    QComboBox *m_accelerator = nullptr;
    QSpinBox *m_slices = nullptr;
    QComboBox *m_strategy = nullptr;
    QToolButton *m_save = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_inputError = nullptr;
    QTableView *m_axesView = nullptr;
    QListWidget *m_issues = nullptr;
    DeviceGridWidget *m_grid = nullptr;
    QComboBox *m_colorAxis = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_tensorView = nullptr;
    MemoryBarWidget *m_memoryBar = nullptr;
    QLabel *m_memoryDetails = nullptr;
    QCheckBox *m_remat = nullptr;
    QSpinBox *m_batch = nullptr;
    MeshCodeView *m_code = nullptr;
    OptimizeModuleAction *m_optimize = nullptr;
    QStringList m_machineAccelerators; // per source-combo row (row 0: the catalog)
    TaskGroup m_tasks;                 // registry, template and workspace reads
};

} // namespace twb
