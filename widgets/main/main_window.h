#pragma once

#include "widgets/common/background_task.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace twb {

class WorkbenchSession;
class LogCaptureSink;
class LogPanel;
class ReadOnlyWorkspaceGuard;
class WorkspaceLockKeeper;
class WorkspaceTrustPrompt;

// The shell: a navigation list of the panels that work, a stack of panels, the log dock and
// the menus (workspace open/create, settings, about). Panels are added in the constructor.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(WorkbenchSession &session, std::shared_ptr<LogCaptureSink> logSink, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the panel whose objectName is `name` ("machines", "mesh", ...); false if unknown.
    bool showPanel(const QString &name);
    QWidget *panel(const QString &name) const;
    QStringList panelNames() const;
    LogPanel *logPanel() const { return m_logPanel; }
    // The first-start page (what each panel is for, open the demo, add a machine) is shown
    // instead of the panels on an empty workspace until the user picks a panel.
    bool isFirstStartShown() const;
    void setFirstStartShown(bool shown);
    WorkspaceTrustPrompt *trustPrompt() const { return m_trustPrompt; }
    ReadOnlyWorkspaceGuard *readOnlyGuard() const { return m_readOnlyGuard; }
    // The writer lock of the open workspace (app/gui/main.cpp took the first one): opening
    // another workspace goes through it, and a workspace another window holds opens read-only
    // or not at all. Without a keeper (tests) no lock is taken.
    void setLockKeeper(WorkspaceLockKeeper *keeper);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPanel(QWidget *panel, const QString &title);
    void createMenus();
    void focusPanel(QWidget *panel);
    void checkEmptyWorkspace();
    void openDemo();
    void newWorkspace();
    void openWorkspace();
    void switchWorkspace(const QString &dir, bool create);
    void updateRecentWorkspaces();
    void updateTitle();
    void restoreWindowState();

    WorkbenchSession &m_session;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
    QStackedWidget *m_pages = nullptr; // m_stack or the first-start page
    class FirstStartPage *m_firstStart = nullptr;
    class MachinesPanel *m_machines = nullptr;
    bool m_navigated = false; // the user picked a panel since the workspace was opened
    QDockWidget *m_logDock = nullptr;
    LogPanel *m_logPanel = nullptr;
    class QMenu *m_recentMenu = nullptr;
    WorkspaceTrustPrompt *m_trustPrompt = nullptr;
    ReadOnlyWorkspaceGuard *m_readOnlyGuard = nullptr;
    WorkspaceLockKeeper *m_lockKeeper = nullptr;
    TaskGroup m_tasks; // creating a workspace, the demo; the empty-workspace check
};

} // namespace twb
