#pragma once

#include "core/remote/machine_checks.h"
#include "core/services/machine_registry_service.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableView;
class QToolBar;
class QTreeWidget;

namespace twb {

class WorkbenchSession;
class HostKeyPrompter;
class MachineEntry;
class MachineTableModel;
class MessageBanner;
class Registry;

// The Machines panel: the registry as a table, add/edit/remove, and "Probe" / "Test connection"
// per machine with each host's result, and the full text of each host's error (an SSH error
// names the cause and what to do, often over several lines) in a read-only text below them. Every file and network operation runs off the GUI thread;
// the panel only starts work and shows results.
class MachinesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MachinesPanel)

public:
    explicit MachinesPanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~MachinesPanel() override;

    MachineTableModel *model() const { return m_model; }
    HostKeyPrompter *hostKeyPrompter() const { return m_prompter; }
    QString errorText() const;
    // The full text of the last check's (or the saved) host errors of the selected machine,
    // read-only, selectable and copyable.
    QPlainTextEdit *hostDetails() const { return m_details; }

    void reload();
    // Selects the machine's row; false if there is none.
    bool selectMachine(const QString &name);
    void addMachine();
    // "Import from gcloud...": the chosen TPU VMs of a zone are added in MaxKernel's shape.
    void importFromGcloud();
    void editSelected();
    void removeSelected();
    void probeSelected();
    void testSelected();

Q_SIGNALS:
    // Emitted on the GUI thread after the registry was (re)loaded, successfully or not.
    void reloaded();
    // A probe or connection test finished and its result is shown and saved.
    void checkFinished(const QString &machine, bool allOk);
    void busyChanged(bool busy);

private:
    // Writes off the GUI thread, then shows the registry as written with the machine that was
    // selected (or `selectAfter`) selected again, and probes `probeAfter` if given.
    void writeRegistry(std::function<Result<Registry>()> change, const QString &successMessage,
                       const QString &probeAfter = {}, const QString &selectAfter = {});
    void runCheck(const QString &name, MachineCheck check);
    void showReport(const MachineCheckReport &report);
    // The selected machine's hosts: its check of this session if there was one, else its
    // status saved in the registry (the last contact, also after a restart).
    void showSelectedMachine();
    void showSavedStatus(const MachineEntry &entry);
    // One host's row; `fullText` is what the error box shows when the row is chosen (none: empty).
    void addHostRow(int worker, const QString &host, bool ok, const QString &latency, const QString &details,
                    const QString &message, const QString &fullText);
    void fitHostColumns();
    // The full error text below the hosts; hidden while there is none.
    void setDetails(const QString &text);
    void showError(const QString &message);
    void updateActions();
    const class MachineEntry *selectedEntry() const;
    // The registry's use cases, asking through this panel's prompter.
    MachineRegistryService registryService() const;

    WorkbenchSession &m_session;
    MachineTableModel *m_model = nullptr;
    HostKeyPrompter *m_prompter = nullptr;
    QToolBar *m_toolbar = nullptr;
    MessageBanner *m_error = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_resultTitle = nullptr;
    QTreeWidget *m_hostResults = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QWidget *m_detailsRow = nullptr;
    // This session's last check per machine, shown again when the machine is selected again.
    QHash<QString, MachineCheckReport> m_lastReports;
    QHash<QString, QString> m_running;   // machine -> "Probing ..." while its check runs
    class QAction *m_addAction = nullptr;
    class QAction *m_editAction = nullptr;
    class QAction *m_removeAction = nullptr;
    class QAction *m_probeAction = nullptr;
    class QAction *m_testAction = nullptr;
    bool m_registryReadable = true;
    TaskGroup m_tasks;
};

} // namespace twb
