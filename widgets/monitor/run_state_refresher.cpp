#include "widgets/monitor/run_state_refresher.h"

#include "core/registry/registry.h"
#include "core/remote/host_pool.h"
#include "core/runs/run_launcher.h"
#include "core/runs/run_state.h"
#include "core/util/log.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <map>

namespace twb {

RunStateRefresher::RunStateRefresher(QObject *parent) : QObject(parent) {}

void RunStateRefresher::check(const QList<RunRecord> &runs, const QSet<QString> &watched, const QString &runsDir)
{
    if (m_busy)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<RunRecord> due;
    for (const RunRecord &r : runs) {
        if (!isActive(r.state) || watched.contains(r.runId) || r.remoteDir.isEmpty() || r.machine.isEmpty())
            continue;
        const auto last = m_lastChecked.constFind(r.runId);
        if (last != m_lastChecked.constEnd() && last->msecsTo(now) < m_intervalMs)
            continue;
        m_lastChecked.insert(r.runId, now);
        due << r;
    }
    if (due.isEmpty())
        return;
    m_busy = true;
    const QString registryPath = m_registryPath;
    const ConnectionSettings settings = m_settings;
    const TransportFactory custom = m_factory;
    auto *watcher = new QFutureWatcher<QStringList>(this);
    connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher] {
        m_busy = false;
        const QStringList changed = watcher->result();
        watcher->deleteLater();
        Q_EMIT checked(changed);
    });
    watcher->setFuture(QtConcurrent::run([due, registryPath, settings, custom, runsDir]() -> QStringList {
        auto registry = Registry::load(registryPath);
        if (!registry) {
            log::warn(registry.error().message);
            return {};
        }
        QStringList changed;
        // One pool per machine: its hosts are asked once for all of that machine's runs.
        std::map<QString, QList<RunRecord>> byMachine;
        for (const RunRecord &r : due)
            byMachine[r.machine] << r;
        for (auto &[machine, records] : byMachine) {
            const MachineEntry *found = registry->find(machine);
            if (!found)
                continue;   // the list names such runs already; nothing to ask
            const MachineEntry entry = *found;
            HostPool pool(entry.hostCount(), [entry, settings, custom, name = machine](int host) {
                return custom ? custom(name, host) : makeTransport(entry, host, settings);
            });
            RunLauncher launcher(pool, runsDir);
            for (RunRecord &record : records) {
                const RunState before = record.state;
                if (auto refreshed = launcher.refresh(record); !refreshed)
                    log::warn(refreshed.error().message);
                else if (*refreshed != before)
                    changed << record.runId;
            }
        }
        return changed;
    }));
}

} // namespace twb
