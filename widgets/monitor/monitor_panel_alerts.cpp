// MonitorPanel: the alerts of the runs it follows (core/services/alert_monitor.h).
#include "widgets/monitor/monitor_panel.h"

#include "widgets/monitor/alert_list.h"

#include <QLabel>

namespace twb {

void MonitorPanel::connectAlerts()
{
    // Read once here, like the stack dump setting: never on the GUI thread per alert.
    setAlertSettings(AlertSettings::load());
    connect(&m_alertMonitor, &AlertMonitor::alert, this, [this](const AlertEvent &event) {
        m_alertList->addAlert(event);
        if (m_alertSettings.desktop)
            m_notifier.notify(event);
        m_alertCommand.run(event);
    });
    connect(m_alertList, &AlertList::runActivated, this, [this](const QString &runId) { selectRun(runId); });
    // Runs listed but not followed have no streams: their run.json (refreshed from their hosts
    // now and then) still tells when one fails or finishes.
    const auto observeUnfollowed = [this] {
        for (const RunRecord &record : m_index.runs())
            if (!m_follower.isOpen(record.runId))
                m_alertMonitor.observeRecord(record);
    };
    // (runsChanged follows every run.json change; a followed run's health says more, and the
    // AlertMonitor hears that from the follower.)
    connect(&m_index, &WorkspaceIndex::runsChanged, this, observeUnfollowed);
    connect(&m_index, &WorkspaceIndex::scanned, this, observeUnfollowed);
    if (m_index.isScanned())
        observeUnfollowed();
}

void MonitorPanel::setAlertSettings(const AlertSettings &settings)
{
    m_alertSettings = settings;
    m_alertMonitor.setStragglerAfterMs(qint64(settings.stragglerSeconds) * 1000);
    m_alertCommand.setCommand(settings.command);
}

} // namespace twb
