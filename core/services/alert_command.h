#pragma once

#include "core/services/alert_event.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QString>

#include <set>

class QProcess;

namespace twb {

// Runs the user's alert command (AlertSettings::command, never a workspace's) for an alert:
// `/bin/sh -c COMMAND` with TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID,
// TWB_RUN_NAME (the run's name, RunDisplayName; the id when it has none), TWB_HOST (the index of the host that raised it; empty for the run as a whole), TWB_HOSTS (the
// hosts involved when it was raised: "0, 1, 3"), TWB_ATTEMPT, TWB_MACHINE and TWB_DETAIL in its
// environment. It runs once per alert (AlertChange::Raised), never for an update. Nothing of the alert is put into the command's text, so a run id or a detail
// cannot inject shell code: the command reads them as "$TWB_DETAIL". Asynchronous; a command
// still running after a minute is killed; its failure is logged, not raised.
class AlertCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertCommand)

public:
    explicit AlertCommand(QObject *parent = nullptr);
    ~AlertCommand() override;   // kills what still runs

    void setCommand(const QString &command) { m_command = command; }
    QString command() const { return m_command; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    // Starts the command for `event` (nothing when no command is set).
    void run(const AlertEvent &event);
    // The environment the command gets for `event` (the caller's plus the TWB_* variables).
    static QProcessEnvironment environment(const AlertEvent &event);
    // Waits up to `ms` for the commands still running (the CLI, before it exits).
    bool waitForAll(int ms);
    int running() const { return int(m_running.size()); }

Q_SIGNALS:
    // A command ended: its exit code (-1: did not start, crashed or was killed) and its output.
    void finished(const twb::AlertEvent &event, int exitCode, const QString &output);

private:
    QString m_command;
    int m_timeoutMs = 60000;
    std::set<QProcess *> m_running;
};

} // namespace twb
