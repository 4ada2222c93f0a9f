#include "core/services/alert_dispatcher.h"

#include "core/services/run_follower.h"
#include "core/services/workspace_index.h"

namespace twb {

AlertDispatcher::AlertDispatcher(RunFollower &follower, const SeriesStore &store, WorkspaceIndex &index, QObject *parent)
    : QObject(parent), m_follower(follower), m_index(index), m_monitor(follower, store)
{
    // Alerts name the run as the runs list does (the index's RunDisplayName), the id kept.
    connect(&m_monitor, &AlertMonitor::alert, this, [this](AlertEvent event) {
        event.runName = m_index.runName(event.runId);
        Q_EMIT alertRaised(event);
        if (m_settings.desktop)
            m_notifier.notify(event);
        m_command.run(event);
    });
    // An update (more hosts, or the end) changes the alert's row only: the notification and the
    // command were for the alert, once.
    connect(&m_monitor, &AlertMonitor::alertUpdated, this, [this](AlertEvent event) {
        event.runName = m_index.runName(event.runId);
        Q_EMIT alertUpdated(event);
    });
    // (runsChanged follows every run.json change; a followed run's health says more, and the
    // AlertMonitor hears that from the follower.)
    connect(&m_index, &WorkspaceIndex::runsChanged, this, &AlertDispatcher::observeUnfollowed);
    connect(&m_index, &WorkspaceIndex::scanned, this, &AlertDispatcher::observeUnfollowed);
    if (m_index.isScanned())
        observeUnfollowed();
}

AlertDispatcher::~AlertDispatcher() = default;

void AlertDispatcher::setSettings(const AlertSettings &settings)
{
    m_settings = settings;
    m_monitor.setStragglerAfterMs(qint64(settings.stragglerSeconds) * 1000);
    m_command.setCommand(settings.command);
}

// Runs listed but not followed have no streams: their run.json (refreshed from their hosts now
// and then) still tells when one fails or finishes.
void AlertDispatcher::observeUnfollowed()
{
    for (const RunRecord &record : m_index.runs())
        if (!m_follower.isOpen(record.runId))
            m_monitor.observeRecord(record);
}

} // namespace twb
