#pragma once

#include "widgets/common/background_task.h"

#include <QSet>
#include <QString>
#include <QWidget>

class QDialog;
class QPushButton;

namespace twb {

class AlertDispatcher;
class CheckpointBrowser;
class ProfileView;
class RunFollower;
class RunService;
class StackView;

// The Monitor's look-ins at a run (RunDiagnostics through RunService): "Why is it stuck?"
// (the stacks of every host), "Why is it slow?" (a profile of the next steps) and the run's
// checkpoints, each in its own window, one dump and one profile at a time. A followed run that
// turns stalled gets one stack dump by itself (the session's stacks-on-stall setting); that one
// is saved with the run and opens only when asked (showSavedStacks), never by itself. The
// buttons wrap onto further rows where the bar is narrow (FlowLayout).
class DiagnosticsBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiagnosticsBar)

public:
    DiagnosticsBar(RunService &service, RunFollower &follower, AlertDispatcher &alerts, QWidget *parent = nullptr);

    // The run the buttons act on, and whether it runs (stacks, profile) and has hosts.
    void setRun(const QString &runId, bool active, bool remote);

    // Takes the stacks of every host (RunService::stacks), saved with the run; stacksTaken()
    // reports it. Asked for, its window shows them; automatic, it only saves them.
    void takeStacks(const QString &runId, bool automatic = false);
    // Shows the run's newest saved dump (read off the GUI thread) in the stacks window.
    void showSavedStacks(const QString &runId);
    // Traces the next `steps` steps on every host (RunService::profile); profileTaken() reports it.
    void takeProfile(const QString &runId, int steps = 3);
    // The run's checkpoints (CheckpointBrowser, read on its first host) in their window.
    void showCheckpoints(const QString &runId);

    QPushButton *stacksButton() const { return m_stacksButton; }
    QPushButton *profileButton() const { return m_profileButton; }
    QPushButton *checkpointsButton() const { return m_checkpointsButton; }
    // The windows' views (created hidden).
    StackView *stackView() const { return m_stackView; }
    ProfileView *profileView() const { return m_profileView; }
    CheckpointBrowser *checkpointBrowser() const { return m_checkpointBrowser; }

Q_SIGNALS:
    void stacksTaken(const QString &runId, bool ok, bool automatic);
    void profileTaken(const QString &runId, bool ok);
    void statusChanged(const QString &message);

private:
    void buildDialogs();
    void updateButtons();
    void runHealthChanged(const QString &runId);

    RunService &m_service;
    RunFollower &m_follower;
    AlertDispatcher &m_alerts;
    QPushButton *m_stacksButton = nullptr;
    QPushButton *m_profileButton = nullptr;
    QPushButton *m_checkpointsButton = nullptr;
    QDialog *m_stackDialog = nullptr;
    StackView *m_stackView = nullptr;
    QDialog *m_profileDialog = nullptr;
    ProfileView *m_profileView = nullptr;
    QDialog *m_checkpointDialog = nullptr;
    CheckpointBrowser *m_checkpointBrowser = nullptr;
    QString m_run;
    bool m_active = false;
    bool m_remote = false;
    bool m_takingStacks = false;
    bool m_takingProfile = false;
    QSet<QString> m_stalledRuns;   // followed runs now stalled (one automatic dump each time)
    // Runs that turned stalled while another dump was in flight: theirs follows it (a dump
    // of a false stall under load, still running when the real hang came, took its place).
    QSet<QString> m_pendingAutomatic;
    TaskGroup m_tasks;             // reading a saved dump
};

} // namespace twb
