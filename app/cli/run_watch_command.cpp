// tpuwb run watch: a run's alerts (core/services/alert_monitor.h) from the command line.
#include "app/cli/run_watch_command.h"

#include "app/cli/cli_support.h"
#include "core/metrics/series_store.h"
#include "core/services/alert_command.h"
#include "core/services/alert_monitor.h"
#include "core/services/alert_settings.h"
#include "core/services/desktop_notifier.h"
#include "core/runs/preemption_policy.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QTimer>


using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RunWatchCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunWatchCommand)
};

} // namespace

int runWatchCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunWatchCommand::tr("the run"));
    const QCommandLineOption json(u"json"_s, RunWatchCommand::tr("print each alert as one line of JSON"));
    const QCommandLineOption printOnly(u"print-only"_s,
                                       RunWatchCommand::tr("only print the alerts: no alert command, no desktop notification"));
    const QCommandLineOption straggler(u"straggler-seconds"_s,
                                       RunWatchCommand::tr("seconds a host must lag before it alerts (default: the setting "
                                                           "alerts.straggler_seconds)"),
                                       u"S"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, RunWatchCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, printOnly, straggler, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run watch"_s, arguments, context, 1, 1); code >= 0)
        return code;
    const QString runId = parser.positionalArguments().first();
    const AlertSettings settings = AlertSettings::load();
    qint64 stragglerMs = qint64(settings.stragglerSeconds) * 1000;
    if (parser.isSet(straggler)) {
        bool ok = false;
        const double seconds = parser.value(straggler).toDouble(&ok);
        if (!ok || seconds < 0)
            return context.error(RunWatchCommand::tr("--straggler-seconds takes a number of seconds, not `%1`.")
                                     .arg(parser.value(straggler)),
                                 Usage);
        stragglerMs = qint64(seconds * 1000);
    }

    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    auto record = service.recordNow(runId);
    if (!record)
        return context.error(record.error().message);
    // A preempted run with an automatic restart left is watched: the follower resumes it.
    if (!isActive(record->state) && !PreemptionPolicy::awaitsAutomaticResume(*record)) {
        context.err << RunWatchCommand::tr("%1 is not running (%2): there is nothing to watch.")
                           .arg(runId, runStateName(record->state))
                    << Qt::endl;
        return Ok;
    }
    if (auto machines = service.machineAccess().machines(record->machines()); !machines)
        return context.error(machines.error().message);
    if (auto trusted = service.requireTrusted(*record); !trusted)
        return context.error(trusted.error().message);

    // The alerts name the run as the GUI does (RunDisplayName among the workspace's runs); the
    // id stays in --json's run_id and TWB_RUN_ID.
    const QString runName = WorkspaceIndex::scan(context.workspaceDir).runNames.value(record->runId, record->runId);

    SeriesStore store;
    RunFollower follower(store, service);
    AlertMonitor alerts(follower, store);
    alerts.setStragglerAfterMs(stragglerMs);
    AlertCommand command;
    DesktopNotifier notifier;
    const bool actions = !parser.isSet(printOnly);
    command.setCommand(actions ? settings.command : QString());
    int notifying = 0;
    QObject::connect(&notifier, &DesktopNotifier::answered, &notifier, [&notifying] { --notifying; });

    QEventLoop loop;
    QObject::connect(&alerts, &AlertMonitor::alert, &loop, [&](AlertEvent event) {
        event.runName = runName;
        if (parser.isSet(json)) {
            context.out << toQString(event.toJson().dump()) << u'\n';
        } else {
            // TIME  EVENT  RUN_NAME [host H | hosts H, ...]: DETAIL (the event's name as
            // TWB_EVENT spells it, for grep)
            const QString where = event.where();
            context.out << QDateTime::fromMSecsSinceEpoch(event.timeMs).toString(Qt::ISODate) << u"  "_s
                        << alertKindName(event.kind) << u"  "_s << where << u": "_s << event.detail << u'\n';
        }
        context.out.flush();
        if (actions && settings.desktop) {
            ++notifying;
            notifier.notify(event);
        }
        command.run(event);
    });
    QObject::connect(&follower, &RunFollower::connectionChanged, &loop, [&context, &follower](const QString &run, int host) {
        const RunMonitor *monitor = follower.monitor(run);
        if (monitor && !monitor->isConnected(host) && !monitor->connectionMessage(host).isEmpty())
            context.err << RunWatchCommand::tr("host %1: %2").arg(host).arg(monitor->connectionMessage(host)) << Qt::endl;
    });
    // The run is over once its record says so and the streams have stopped; the alert monitor,
    // connected first, has seen that last snapshot (its `finished`) by then.
    QString preemptedAttempt;   // the attempt whose preemption was told
    QObject::connect(&follower, &RunFollower::healthChanged, &loop, [&](const QString &run) {
        const auto current = follower.record(run);
        if (current && current->state == RunState::Preempted) {
            // Its VM went away: say what happens (the follower resumes it when READY again while
            // max_restarts allows) and, when nothing will, stop watching.
            const QString attempt = RunFollower::latestAttempt(*current);
            if (attempt != preemptedAttempt) {
                preemptedAttempt = attempt;
                context.err << current->stateDetail << Qt::endl;
            }
            if (!PreemptionPolicy::awaitsAutomaticResume(*current))
                loop.quit();
            return;
        }
        if (current && !isActive(current->state) && !follower.isFollowing(run))
            loop.quit();
    });
    QTimer endGrace;
    endGrace.setSingleShot(true);
    QObject::connect(&endGrace, &QTimer::timeout, &loop, &QEventLoop::quit);
    // If asking the hosts how the run ended fails, stop anyway a little later.
    QObject::connect(&follower, &RunFollower::runEnded, &loop, [&endGrace] { endGrace.start(15000); });
    quitOnInterrupt(loop);
    follower.follow(*record);
    loop.exec();
    follower.cancelAll();
    // Let the last alert's command and notification finish before the process goes.
    if (!command.waitForAll(30000))
        context.err << RunWatchCommand::tr("The alert command still ran after 30 s; it was stopped.") << Qt::endl;
    if (notifying > 0) {
        QEventLoop wait;
        QObject::connect(&notifier, &DesktopNotifier::answered, &wait, [&] {
            if (notifying <= 0)
                wait.quit();
        });
        QTimer::singleShot(5000, &wait, &QEventLoop::quit);
        wait.exec();
    }
    return Ok;
}

} // namespace twb::cli
