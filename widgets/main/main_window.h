#pragma once

#include "widgets/common/background_task.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace twb {

class AppContext;
class LogCaptureSink;
class LogPanel;
class ReadOnlyWorkspaceGuard;
class WorkspaceTrustPrompt;

// The shell: a navigation list of the panels that work, a stack of panels, the log dock and
// the menus (workspace open/create, settings, about). Panels are added in the constructor.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(AppContext &context, std::shared_ptr<LogCaptureSink> logSink, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the panel whose objectName is `name` ("machines", "mesh", ...); false if unknown.
    bool showPanel(const QString &name);
    QWidget *panel(const QString &name) const;
    QStringList panelNames() const;
    LogPanel *logPanel() const { return m_logPanel; }
    WorkspaceTrustPrompt *trustPrompt() const { return m_trustPrompt; }
    ReadOnlyWorkspaceGuard *readOnlyGuard() const { return m_readOnlyGuard; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPanel(QWidget *panel, const QString &title);
    void createMenus();
    void newWorkspace();
    void openWorkspace();
    void switchWorkspace(const QString &dir, bool create);
    void updateRecentWorkspaces();
    void updateTitle();
    void restoreWindowState();

    AppContext &m_context;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
    QDockWidget *m_logDock = nullptr;
    LogPanel *m_logPanel = nullptr;
    class QMenu *m_recentMenu = nullptr;
    WorkspaceTrustPrompt *m_trustPrompt = nullptr;
    ReadOnlyWorkspaceGuard *m_readOnlyGuard = nullptr;
    TaskGroup m_tasks; // creating a workspace
};

} // namespace twb
