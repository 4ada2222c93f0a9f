#include "widgets/main/main_window.h"

#include "core/util/log.h"
#include "core/demo/demo_workspace.h"
#include "core/workspace/workspace.h"
#include "widgets/main/read_only_workspace_guard.h"
#include "widgets/main/workspace_lock_keeper.h"
#include "widgets/main/workspace_trust_prompt.h"
#include "widgets/common/message_banner.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/workbench_session.h"
#include "widgets/common/theme.h"
#include "widgets/common/view_state_keeper.h"
#include "widgets/main/about_dialog.h"
#include "widgets/main/doc_links.h"
#include "widgets/main/first_start_page.h"
#include "widgets/main/log_panel.h"
#include "widgets/main/settings_dialog.h"
#include "widgets/main/app_language.h"
#include "widgets/main/shortcuts_dialog.h"
#include "widgets/common/host_key_prompter.h"
#include "widgets/kernel/kernel_panel.h"
#include "widgets/machines/machines_panel.h"
#include "widgets/experiments/experiments_panel.h"
#include "widgets/mesh/mesh_panel.h"
#include "widgets/ablation/ablation_panel.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/monitor/monitor_panel.h"

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QStackedWidget>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace twb {

MainWindow::MainWindow(WorkbenchSession &session, std::shared_ptr<LogCaptureSink> logSink, QWidget *parent)
    : QMainWindow(parent), m_session(session)
{
    setObjectName(u"mainWindow"_s);
    // The window's one prompter for the session's services (the runs it launches and follows):
    // unknown host keys and passphrases are asked here, not refused.
    auto *prompter = new HostKeyPrompter(this);
    m_session.setInteractivePrompts(prompter->policy(), prompter->passphraseCallback());
    auto *central = new QWidget(this);
    m_navigation = new QListWidget(central);
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setFixedWidth(150);
    m_navigation->setSpacing(2);
    m_stack = new QStackedWidget(central);
    auto *readOnlyBanner = new MessageBanner(central);
    readOnlyBanner->setObjectName(u"readOnlyBanner"_s);
    readOnlyBanner->setDismissible(false);
    auto *outerLayout = new QVBoxLayout(central);
    outerLayout->setContentsMargins(4, 4, 4, 0);
    outerLayout->addWidget(readOnlyBanner);
    auto *centralLayout = new QHBoxLayout;
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->addWidget(m_navigation);
    // The panels, or the first-start page on an empty workspace.
    m_pages = new QStackedWidget(central);
    m_pages->addWidget(m_stack);
    centralLayout->addWidget(m_pages, 1);
    outerLayout->addLayout(centralLayout, 1);
    setCentralWidget(central);
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        m_stack->setCurrentIndex(row);
        m_pages->setCurrentWidget(m_stack);
        m_navigated = true;
    });

    m_logPanel = new LogPanel(std::move(logSink), this);
    m_logDock = new QDockWidget(tr("Log"), this);
    m_logDock->setObjectName(u"logDock"_s);
    m_logDock->setWidget(m_logPanel);
    // The panel's status line (with its expand button) is the dock's title: one line in all.
    m_logDock->setTitleBarWidget(new QWidget(m_logDock));
    connect(m_logPanel, &LogPanel::expandedChanged, this, [this](bool expanded) {
        resizeDocks({m_logDock}, {expanded ? std::max(200, height() / 4) : m_logPanel->sizeHint().height()}, Qt::Vertical);
    });
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);

    // Only panels that work are listed; each panel's objectName is its address for showPanel().
    m_machines = new MachinesPanel(m_session, this);
    addPanel(m_machines, tr("Machines"));
    auto *mesh = new MeshPanel(m_session, this);
    addPanel(mesh, tr("Mesh"));
    auto *experiments = new ExperimentsPanel(m_session, this);
    addPanel(experiments, tr("Experiments"));
    auto *monitor = new MonitorPanel(m_session, this);
    addPanel(monitor, tr("Monitor"));
    auto *ablation = new AblationPanel(m_session, this);
    addPanel(ablation, tr("Ablation"));
    auto *compare = new ComparePanel(m_session, this);
    addPanel(compare, tr("Compare"));
    auto *kernels = new KernelPanel(m_session, this);
    addPanel(kernels, tr("Kernels"));

    // Navigation between panels goes through here: a panel asks, the shell routes.
    connect(ablation, &AblationPanel::compareRequested, this, [this, compare](const QString &ablationFile) {
        compare->openAblation(ablationFile);
        showPanel(compare->objectName());
    });

    // "Optimize with MaxKernel…": the written job opens in the Kernels panel's editor.
    connect(mesh, &MeshPanel::kernelJobWritten, this, [this, kernels](const QString &jobPath) {
        kernels->openJob(jobPath);
        showPanel(kernels->objectName());
    });

    connect(experiments, &ExperimentsPanel::experimentChosen, monitor, &MonitorPanel::setSelectedExperiment);
    connect(experiments, &ExperimentsPanel::runOpenRequested, this, [this, monitor](const QString &runId) {
        showPanel(monitor->objectName());
        monitor->selectRun(runId);
    });

    // Tab leaves a table instead of walking its cells (arrow keys move inside it): no trap.
    for (auto *view : findChildren<QAbstractItemView *>())
        view->setTabKeyNavigation(false);
    m_navigation->setAccessibleName(tr("Panels"));

    QList<QPair<QString, QString>> panels;
    for (int i = 0; i < m_stack->count(); ++i)
        panels.append({m_navigation->item(i)->text(), m_stack->widget(i)->objectName()});
    m_firstStart = new FirstStartPage(panels, m_pages);
    m_pages->addWidget(m_firstStart);
    connect(m_firstStart, &FirstStartPage::panelRequested, this, [this](const QString &name) {
        showPanel(name);
        focusPanel(m_stack->currentWidget());
    });
    connect(m_firstStart, &FirstStartPage::openDemoRequested, this, &MainWindow::openDemo);
    connect(m_firstStart, &FirstStartPage::addMachineRequested, this, [this] {
        showPanel(u"machines"_s);
        m_machines->addMachine();
    });

    createMenus();
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &MainWindow::updateTitle);
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, [this] {
        m_navigated = false;
        checkEmptyWorkspace();
    });
    updateTitle();
    restoreWindowState();
    m_navigated = false; // restoring the last panel is not a choice the first-start page yields to
    checkEmptyWorkspace();

    // A read-only workspace is opened for reading: a banner, and no save or launch control.
    m_readOnlyGuard = new ReadOnlyWorkspaceGuard(m_session, readOnlyBanner, this);
    QMetaObject::invokeMethod(m_readOnlyGuard, &ReadOnlyWorkspaceGuard::probe, Qt::QueuedConnection);

    // A workspace that carries commands asks before any of them can run (once it is shown).
    m_trustPrompt = new WorkspaceTrustPrompt(m_session, this);
    QMetaObject::invokeMethod(m_trustPrompt, &WorkspaceTrustPrompt::check, Qt::QueuedConnection);
}

MainWindow::~MainWindow() = default;

void MainWindow::addPanel(QWidget *panel, const QString &title)
{
    m_stack->addWidget(panel);
    m_navigation->addItem(title);
    if (m_navigation->count() == 1)
        m_navigation->setCurrentRow(0);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&Workspace"));
    file->addAction(tr("&New Workspace..."), this, &MainWindow::newWorkspace);
    file->addAction(tr("&Open Workspace..."), QKeySequence::Open, this, &MainWindow::openWorkspace);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentWorkspaces();
    file->addSeparator();
    file->addAction(tr("&Settings..."), QKeySequence::Preferences, this, [this] {
        SettingsDialog dialog(m_session, this);
        if (dialog.exec() == QDialog::Accepted) {
            // Settings flow through the session: its alerts are every panel's.
            m_session.alerts().setStacksOnStall(dialog.stacksOnStall());
            m_session.alerts().setSettings(dialog.alertSettings());
        }
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    // Ctrl+1..7 shows a panel and puts the focus in it, so the keyboard can go on from there.
    for (int i = 0; i < m_stack->count(); ++i) {
        QAction *show = view->addAction(m_navigation->item(i)->text());
        show->setObjectName(u"show_"_s + m_stack->widget(i)->objectName());
        if (i < 9)
            show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] {
            showPanel(m_stack->widget(i)->objectName());
            focusPanel(m_stack->widget(i));
        });
    }
    view->addSeparator();
    // Light, dark, or what the desktop says; every colour follows (widgets and plots).
    QMenu *themeMenu = view->addMenu(tr("&Theme"));
    themeMenu->setObjectName(u"themeMenu"_s);
    auto *themes = new QActionGroup(themeMenu);
    const std::pair<Theme::Mode, QString> modes[] = {
        {Theme::Mode::System, tr("&System")}, {Theme::Mode::Light, tr("&Light")}, {Theme::Mode::Dark, tr("&Dark")}};
    for (const auto &entry : modes) {
        const Theme::Mode mode = entry.first;
        const QString &text = entry.second;
        QAction *action = themeMenu->addAction(text);
        action->setCheckable(true);
        action->setChecked(mode == Theme::current());
        action->setObjectName(u"theme%1"_s.arg(int(mode)));
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [mode] { Theme::apply(mode); });
    }
    view->addMenu(UiLanguage::createMenu(this));
    QAction *logToggle = m_logDock->toggleViewAction();
    logToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    view->addAction(logToggle);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        ShortcutsDialog dialog(this, this);
        dialog.exec();
    });
    keys->setObjectName(u"keyboardShortcuts"_s);
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    QMenu *docs = help->addMenu(tr("&Documentation"));
    docs->setObjectName(u"documentationMenu"_s);
    for (const DocLinks::Page &page : DocLinks::pages()) {
        QAction *open = docs->addAction(page.title, this, [file = page.file] { QDesktopServices::openUrl(DocLinks::url(file)); });
        open->setObjectName(u"doc_"_s + page.file);
    }
    QAction *welcome = help->addAction(tr("&Welcome Page"), this, [this] { setFirstStartShown(true); });
    welcome->setObjectName(u"welcomePage"_s);
    help->addSeparator();
    help->addAction(tr("&About TPU Workbench"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::newWorkspace()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose or create an empty folder for the new workspace"));
    if (!dir.isEmpty())
        switchWorkspace(dir, true);
}

void MainWindow::openWorkspace()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a workspace folder"), m_session.workspaceDir());
    if (dir.isEmpty())
        return;
    if (!Workspace(dir).exists()) {
        const auto answer = QMessageBox::question(
            this, tr("Not a workspace"),
            tr("%1 has no workbench.json. Create a new workspace there?").arg(dir));
        if (answer != QMessageBox::Yes)
            return;
    }
    switchWorkspace(dir, true);
}

void MainWindow::switchWorkspace(const QString &dir, bool create)
{
    auto open = [this, dir] {
        // One writer per workspace: held by another window, it opens read-only or not at all.
        if (m_lockKeeper && !m_lockKeeper->open(dir, this))
            return;
        QSettings settings;
        QStringList recent = settings.value(u"workspace/recent"_s).toStringList();
        recent.removeAll(dir);
        recent.prepend(dir);
        settings.setValue(u"workspace/recent"_s, recent.mid(0, 8));
        m_session.setWorkspaceDir(dir);
        m_session.save();
        updateRecentWorkspaces();
        log::info(tr("Workspace %1 opened.").arg(dir));
    };
    if (!create) {
        open();
        return;
    }
    // Creating reads and writes workbench.json: off the GUI thread.
    m_tasks.run(this, [dir] { return Workspace(dir).ensureCreated(); }, [this, open](const Result<void> &created) {
        if (!created) {
            QMessageBox::warning(this, tr("Workspace"), created.error().message);
            return;
        }
        open();
    });
}

void MainWindow::updateRecentWorkspaces()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(u"workspace/recent"_s).toStringList();
    for (const QString &dir : recent)
        m_recentMenu->addAction(dir, this, [this, dir] { switchWorkspace(dir, false); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::setLockKeeper(WorkspaceLockKeeper *keeper)
{
    m_lockKeeper = keeper;
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (m_lockKeeper && m_lockKeeper->otherWriter())
        setWindowTitle(tr("TPU Workbench - %1 (read-only)").arg(m_session.workspaceDir()));
    else
        setWindowTitle(tr("TPU Workbench - %1").arg(m_session.workspaceDir()));
}

void MainWindow::checkEmptyWorkspace()
{
    // Listing folders and reading the registry: off the GUI thread.
    const QString dir = m_session.workspaceDir();
    const MachineAccess access = m_session.machineAccess();
    m_tasks.run(this, [dir, access] {
        const Workspace workspace(dir);
        for (const QString &folder : {workspace.experimentsDir(), workspace.runsDir(), workspace.ablationsDir(), workspace.kernelRunsDir()})
            if (!QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot))
                return false;
        const auto machines = access.machineNames();
        return machines.isEmpty();
    }, [this, dir](bool empty) {
        if (dir != m_session.workspaceDir())
            return; // another workspace was opened meanwhile
        m_firstStart->setWorkspaceEmpty(empty);
        setFirstStartShown(empty && !m_navigated);
    });
}

void MainWindow::setFirstStartShown(bool shown)
{
    m_pages->setCurrentWidget(shown ? static_cast<QWidget *>(m_firstStart) : m_stack);
}

bool MainWindow::isFirstStartShown() const
{
    return m_pages->currentWidget() == m_firstStart;
}

void MainWindow::openDemo()
{
    // The demo lives beside the default workspace; made once, opened again after that.
    const QString dir = Workspace::defaultRoot() + u"-demo"_s;
    statusBar()->showMessage(tr("Creating the demo workspace in %1…").arg(dir));
    m_tasks.run(this, [dir]() -> Result<void> {
        if (Workspace(dir).exists())
            return {};
        return createDemoWorkspace(dir, false);
    }, [this, dir](const Result<void> &created) {
        statusBar()->clearMessage();
        if (!created) {
            QMessageBox::warning(this, tr("Demo workspace"), created.error().message);
            return;
        }
        switchWorkspace(dir, false);
    });
}

bool MainWindow::showPanel(const QString &name)
{
    for (int i = 0; i < m_stack->count(); ++i) {
        if (m_stack->widget(i)->objectName().compare(name, Qt::CaseInsensitive) == 0) { // --panel Ablation too
            m_navigation->setCurrentRow(i);
            m_pages->setCurrentWidget(m_stack); // also when row i was current already
            m_navigated = true;
            return true;
        }
    }
    return false;
}

void MainWindow::focusPanel(QWidget *panel)
{
    // The first widget of the panel that takes Tab focus, in focus-chain order.
    QWidget *candidate = panel->nextInFocusChain();
    for (int guard = 0; candidate && candidate != panel && guard < 2000; ++guard, candidate = candidate->nextInFocusChain()) {
        if (panel->isAncestorOf(candidate) && candidate->isVisibleTo(panel) && candidate->isEnabled()
            && (candidate->focusPolicy() & Qt::TabFocus)) {
            candidate->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
    panel->setFocus(Qt::ShortcutFocusReason);
}

QWidget *MainWindow::panel(const QString &name) const
{
    for (int i = 0; i < m_stack->count(); ++i)
        if (m_stack->widget(i)->objectName() == name)
            return m_stack->widget(i);
    return nullptr;
}

QStringList MainWindow::panelNames() const
{
    QStringList names;
    for (int i = 0; i < m_stack->count(); ++i)
        names << m_stack->widget(i)->objectName();
    return names;
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray()))
        resize(1400, 900);
    restoreState(settings.value(u"window/state"_s).toByteArray());
    auto *viewStates = new ViewStateKeeper(this);
    for (int i = 0; i < m_stack->count(); ++i)
        viewStates->restoreOnFirstShow(m_stack->widget(i), u"views/"_s + m_stack->widget(i)->objectName());
    showPanel(settings.value(u"window/panel"_s).toString());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    for (int i = 0; i < m_stack->count(); ++i)
        ViewStateKeeper::save(m_stack->widget(i), settings, u"views/"_s + m_stack->widget(i)->objectName());
    if (QWidget *current = m_stack->currentWidget())
        settings.setValue(u"window/panel"_s, current->objectName());
    event->accept();
}

} // namespace twb
