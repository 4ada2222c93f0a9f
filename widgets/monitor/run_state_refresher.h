#pragma once

#include "core/remote/machine_transport.h"
#include "core/runs/run_record.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>

namespace twb {

class Transport;

// Asks the hosts about runs that run.json calls active but that nobody watches (launched from
// the CLI, or running when the app was closed), so the runs list does not show a run that has
// ended as running. RunLauncher::refresh() does the asking and writes run.json; it runs off
// the GUI thread, one job at a time, each run at most once per `interval`.
class RunStateRefresher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunStateRefresher)

public:
    using TransportFactory = std::function<std::unique_ptr<Transport>(const QString &machine, int host)>;

    explicit RunStateRefresher(QObject *parent = nullptr);

    void setRegistryPath(const QString &path) { m_registryPath = path; }
    void setConnectionSettings(const ConnectionSettings &settings) { m_settings = settings; }
    // Instead of the registry's transports (tests, the panel's own override).
    void setTransportFactory(TransportFactory factory) { m_factory = std::move(factory); }
    void setInterval(int milliseconds) { m_intervalMs = milliseconds; }

    // Checks those of `runs` that are active, have hosts to ask, are not in `watched`, and
    // were not checked within the interval. Does nothing while a check is running.
    void check(const QList<RunRecord> &runs, const QSet<QString> &watched, const QString &runsDir);
    bool busy() const { return m_busy; }

Q_SIGNALS:
    // A check ended; `changed` lists the runs whose state it changed (run.json rewritten).
    void checked(const QStringList &changed);

private:
    QString m_registryPath;
    ConnectionSettings m_settings;
    TransportFactory m_factory;
    int m_intervalMs = 30000;
    bool m_busy = false;
    QHash<QString, QDateTime> m_lastChecked;
};

} // namespace twb
