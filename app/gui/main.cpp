// tpu-workbench: the GUI. Thin: application set-up, logging sinks, translations, command-line
// options, then the main window.
#include "core/util/log.h"
#include "core/util/log_capture_sink.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/guarded_application.h"
#include "widgets/common/theme.h"
#include "widgets/main/main_window.h"
#include "widgets/main/qt_message_router.h"
#include "widgets/main/app_language.h"
#include "widgets/main/workspace_lock_keeper.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>

#include <spdlog/sinks/rotating_file_sink.h>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // Debug builds name every disk read made while the GUI thread handles an event (a frozen
    // window) in the log; TWB_IO_GUARD=warn|abort turns that on in a release build too.
#ifdef NDEBUG
    twb::GuardedApplication app(argc, argv, twb::IoGuard::Mode::Off);
#else
    twb::GuardedApplication app(argc, argv, twb::IoGuard::Mode::Warn);
#endif
    QApplication::setApplicationName(u"TPU Workbench"_s);
    QApplication::setOrganizationName(u"TPU Workbench"_s);
    QApplication::setApplicationVersion(QString::fromLatin1(TWB_VERSION));
    QApplication::setWindowIcon(QIcon(u":/icons/tpu-workbench.svg"_s));
    QApplication::setDesktopFileName(u"tpu-workbench"_s);
    // The user's choice (View > Language) or the system's language; also QLocale's default, so
    // numbers and dates follow it.
    twb::UiLanguage::install(app, twb::UiLanguage::effectiveLocale());
    twb::Theme::applySaved(); // View > Theme, before any window is made

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Desktop workbench for ML research on Cloud TPUs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(u"workspace"_s, QApplication::translate("main", "Open the workspace in DIR."), u"DIR"_s);
    const QCommandLineOption configOption(u"config"_s, QApplication::translate("main", "Use FILE as the machine registry."), u"FILE"_s);
    const QCommandLineOption knownHostsOption(u"known-hosts"_s, QApplication::translate("main", "Use FILE as the SSH known_hosts file."), u"FILE"_s);
    const QCommandLineOption panelOption(u"panel"_s, QApplication::translate("main", "Start on the panel NAME (machines, mesh, ...)."), u"NAME"_s);
    // For the README's screenshots (scripts/screenshots.sh): grab the window once the panels have
    // loaded, save it, and quit.
    const QCommandLineOption screenshotOption(u"screenshot"_s, QApplication::translate("main", "Save a PNG of the window to FILE after start-up, then quit."), u"FILE"_s);
    const QCommandLineOption delayOption(u"screenshot-delay"_s, QApplication::translate("main", "Milliseconds to wait before --screenshot (default 2000)."), u"MS"_s, u"2000"_s);
    parser.addOptions({workspaceOption, configOption, knownHostsOption, panelOption, screenshotOption, delayOption});
    parser.process(app);

    // Log to a rotating file in the data folder and to the in-app log panel.
    const QString logDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/logs"_s;
    QDir().mkpath(logDir);
    try {
        twb::log::addSink(std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
            QString(logDir + u"/workbench.log"_s).toStdString(), 5 * 1024 * 1024, 3));
    } catch (const spdlog::spdlog_ex &) {
        // A read-only data folder must not stop the app; the log panel still works.
    }
    auto capture = std::make_shared<twb::LogCaptureSink>(5000);
    twb::log::addSink(capture);
    qInstallMessageHandler(twb::routeQtMessageToLog);

    twb::WorkbenchSession context;
    context.load();
    if (parser.isSet(workspaceOption))
        context.setWorkspaceDir(QDir(parser.value(workspaceOption)).absolutePath());
    if (parser.isSet(configOption))
        context.setRegistryOverride(QDir(parser.value(configOption)).absolutePath());
    if (parser.isSet(knownHostsOption))
        context.setKnownHostsPath(QDir(parser.value(knownHostsOption)).absolutePath());
    // One workspace, one writer: a workspace another window has open opens read-only (every
    // write refused, a banner says why) or, on Cancel, not at all.
    twb::WorkspaceLockKeeper lockKeeper;
    if (!lockKeeper.open(context.workspaceDir(), nullptr))
        return 0;
    if (auto created = twb::Workspace(context.workspaceDir()).ensureCreated(); !created)
        twb::log::error(created.error().message);
    twb::log::info(QApplication::translate("main", "TPU Workbench %1 started on workspace %2.")
                       .arg(QApplication::applicationVersion(), context.workspaceDir()));

    twb::MainWindow window(context, capture);
    window.setLockKeeper(&lockKeeper);
    if (parser.isSet(panelOption) && !window.showPanel(parser.value(panelOption)))
        twb::log::warn(QApplication::translate("main", "There is no panel %1.").arg(parser.value(panelOption)));
    window.show();
    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(parser.value(delayOption).toInt(), &window, [&window, path] {
            if (!window.grab().save(path))
                twb::log::error(QApplication::translate("main", "Cannot save the screenshot %1.").arg(path));
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
