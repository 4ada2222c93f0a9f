#pragma once

#include "core/metrics/health_tracker.h"
#include "core/metrics/host_health.h"
#include "core/metrics/metric_ingestor.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace twb {

class HostStream;
class SeriesStore;
class Transport;

// Watches every host of one live run: a HostStream per host, each on its own thread with its
// own SSH session, feeding the shared SeriesStore; a HealthTracker fed from their queued
// signals and evaluated every 100 ms (stalled, straggler, crashed, each with the time noticed).
// Lives on the thread that created it (the GUI thread, or the CLI's main thread); nothing here
// blocks that thread. Stopping (or destroying) it stops the streams and joins their threads.
class RunMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunMonitor)

public:
    struct Config
    {
        QString run;
        int hostCount = 1;
        QString remoteRunDir;
        QString python = QStringLiteral("python3");
        QString localRunDir;       // mirrors: <dir>/metrics/host-<i>.jsonl, <dir>/logs/host-<i>.log
        // Called on each host's stream thread; must be thread-safe (copy what it needs).
        std::function<std::unique_ptr<Transport>(int host)> transportFactory;
        HealthTracker::Options health;
        std::chrono::milliseconds initialBackoff{500};
        std::chrono::milliseconds maxBackoff{15000};
        int evaluateIntervalMs = 100;   // a stall is noticed at most this long after its threshold
        bool emitLines = false;
        // A job the workbench did not launch: its metrics and log files on every host ("{worker}"
        // is replaced by the host's index; empty: the run folder's) and the metrics format.
        QString metricsPath;
        QString logPath;
        MetricFormat format = MetricFormat::Jsonl;
    };

    RunMonitor(SeriesStore &store, Config config, QObject *parent = nullptr);
    ~RunMonitor() override;

    void start();
    void stop();
    bool isRunning() const { return !m_threads.empty(); }

    const Config &config() const { return m_config; }
    QList<HostHealth> health() const { return m_health; }
    bool isConnected(int host) const;
    QString connectionMessage(int host) const;
    qint64 malformedLines(int host) const;
    qint64 metricsOffset(int host) const;
    int reconnects(int host) const;
    QString metricsMirrorPath(int host) const;
    QString logMirrorPath(int host) const;
    bool allStreamsEnded() const;

    HealthTracker &tracker() { return m_tracker; }
    // Evaluates health now (the timer does it every 100 ms).
    void evaluate();

Q_SIGNALS:
    void healthChanged();
    void connectionChanged(int host);
    void logArrived(int host, const QByteArray &bytes);
    void linesArrived(int host, const QByteArray &lines);
    // Every host's follower ended because the run is over.
    void streamsEnded();

private:
    SeriesStore &m_store;
    Config m_config;
    HealthTracker m_tracker;
    QTimer m_timer;
    // Owned: stop() quits and joins each thread before its stream and itself are freed.
    std::vector<std::unique_ptr<HostStream>> m_streams;
    std::vector<std::unique_ptr<QThread>> m_threads;
    QList<HostHealth> m_health;
    QList<bool> m_connected;
    QStringList m_connectionMessages;
    QList<bool> m_ended;
    qint64 m_lastHealthSignalMs = 0;
};

} // namespace twb
