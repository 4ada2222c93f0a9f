#pragma once

#include "core/services/alert_command.h"
#include "core/services/alert_event.h"
#include "core/services/alert_monitor.h"
#include "core/services/alert_settings.h"
#include "core/services/desktop_notifier.h"

#include <QObject>

namespace twb {

class RunFollower;
class SeriesStore;
class WorkspaceIndex;

// Where the session's alerts go: the AlertMonitor's events of the followed runs, and the ends
// of runs that are listed but not followed (their run.json), to the desktop notification and
// the user's alert command as the user's AlertSettings say, and to whoever shows them
// (alertRaised: the Monitor's alert list). One per session, so one alert per event however
// many panels are open. An alert's updates (more hosts joined, or it ended) go to alertUpdated
// only, for the alert list to change the alert's row (AlertList::updateAlert).
class AlertDispatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertDispatcher)

public:
    AlertDispatcher(RunFollower &follower, const SeriesStore &store, WorkspaceIndex &index, QObject *parent = nullptr);
    ~AlertDispatcher() override;

    // Read once when the session is made (never on the GUI thread per alert); the Settings
    // dialog passes new ones.
    void setSettings(const AlertSettings &settings);
    const AlertSettings &settings() const { return m_settings; }
    AlertMonitor &monitor() { return m_monitor; }
    // Take a stack dump once each time a followed run turns stalled (the user's setting
    // kStacksOnStallKey, default on; read when the session's alerts are made).
    static constexpr const char *kStacksOnStallKey = "monitor/stacks_on_stall";
    void setStacksOnStall(bool on) { m_stacksOnStall = on; }
    bool stacksOnStall() const { return m_stacksOnStall; }
    // Forget every run (another workspace).
    void clear() { m_monitor.clear(); }

Q_SIGNALS:
    void alertRaised(const twb::AlertEvent &event);
    void alertUpdated(const twb::AlertEvent &event);

private:
    void observeUnfollowed();

    RunFollower &m_follower;
    WorkspaceIndex &m_index;
    AlertMonitor m_monitor;
    DesktopNotifier m_notifier;
    AlertCommand m_command;
    AlertSettings m_settings;
    bool m_stacksOnStall = true;
};

} // namespace twb
