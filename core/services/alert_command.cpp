#include "core/services/alert_command.h"

#include "core/services/run_display_name.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AlertCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AlertCommand)
};
} // namespace

AlertCommand::AlertCommand(QObject *parent) : QObject(parent) {}

AlertCommand::~AlertCommand()
{
    for (QProcess *process : m_running) {
        process->disconnect(this);
        process->kill();
        process->waitForFinished(1000);
        delete process;
    }
}

QProcessEnvironment AlertCommand::environment(const AlertEvent &event)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TWB_EVENT"_s, alertKindName(event.kind));
    env.insert(u"TWB_RUN_ID"_s, event.runId);
    env.insert(u"TWB_RUN_NAME"_s, event.runLabel());
    env.insert(u"TWB_HOST"_s, event.host() >= 0 ? QString::number(event.host()) : QString());
    env.insert(u"TWB_HOSTS"_s, event.hostList());
    env.insert(u"TWB_ATTEMPT"_s, event.attempt);
    env.insert(u"TWB_MACHINE"_s, event.machine);
    env.insert(u"TWB_DETAIL"_s, event.detail);
    return env;
}

void AlertCommand::run(const AlertEvent &event)
{
    if (m_command.trimmed().isEmpty())
        return;
    auto *process = new QProcess;
    m_running.insert(process);
    process->setProcessEnvironment(environment(event));
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setStandardInputFile(QProcess::nullDevice());
    const QString command = m_command;
    const auto done = [this, process, event, command](int exitCode, const QString &why) {
        if (!m_running.erase(process))
            return;
        const QString output = QString::fromLocal8Bit(process->readAll()).trimmed();
        if (exitCode != 0)
            log::warn(Tr::tr("The alert command `%1` (%2 of %3) %4%5. It is set in Settings or with "
                             "`tpuwb settings set alerts.command CMD`.")
                          .arg(command, alertKindName(event.kind), RunDisplayName::withId(event.runName, event.runId), why,
                               output.isEmpty() ? QString() : u": "_s + output.right(400)));
        Q_EMIT finished(event, exitCode, output);
        process->deleteLater();
    };
    connect(process, &QProcess::finished, this, [process, done](int code, QProcess::ExitStatus status) {
        if (status == QProcess::NormalExit)
            done(code, Tr::tr("ended with exit code %1").arg(code));
        else
            done(-1, Tr::tr("was killed or crashed (%1)").arg(process->errorString()));
    });
    connect(process, &QProcess::errorOccurred, this, [process, done](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            done(-1, Tr::tr("did not start (%1)").arg(process->errorString()));
    });
    QTimer::singleShot(m_timeoutMs, process, [process] { process->kill(); });
    // The alert reaches the command only through the environment: never spliced into its text.
    process->start(u"/bin/sh"_s, {u"-c"_s, m_command});
}

bool AlertCommand::waitForAll(int ms)
{
    if (m_running.empty())
        return true;
    QEventLoop loop;
    connect(this, &AlertCommand::finished, &loop, [this, &loop] {
        if (m_running.empty())
            loop.quit();
    });
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return m_running.empty();
}

} // namespace twb
