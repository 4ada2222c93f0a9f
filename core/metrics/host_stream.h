#pragma once

#include "core/metrics/host_health.h"
#include "core/metrics/metric_ingestor.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

namespace twb {

class MetricIngestor;
class SeriesStore;
class Transport;

// Follows one host of a live run over one long-lived SSH channel (FollowAgent) and puts what
// arrives where it belongs: metric lines into the SeriesStore, log bytes to the log view, the
// process status to the health tracker.
//
// No point lost, none repeated: the bytes of metrics/host-<i>.jsonl are mirrored to
// `<local run dir>/metrics/host-<i>.jsonl`, which always ends at the last complete line that
// is in the store. A dropped connection reconnects with exponential backoff and asks the agent
// for the bytes after that offset; a restarted app first replays its mirror, then resumes the
// same way. The log is mirrored the same way to `logs/host-<i>.log`.
//
// Lives on its own thread (RunMonitor owns it): run() blocks until requestStop() or until the
// agent reports that the run ended; everything leaves through queued signals.
class HostStream final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostStream)

public:
    struct Config
    {
        QString run;
        int host = 0;
        QString remoteRunDir;
        QString python = QStringLiteral("python3");
        QString localRunDir;
        std::function<std::unique_ptr<Transport>()> transportFactory;
        std::chrono::milliseconds initialBackoff{500};
        std::chrono::milliseconds maxBackoff{15000};
        bool emitLines = false;       // linesArrived() for `tpuwb metrics tail`: JSONL, each with its host
        // An attached job's own files on the host (empty: the run folder's) and the format of
        // its metrics file; the mirror keeps the bytes as they are.
        QString metricsPath;
        QString logPath;
        MetricFormat format = MetricFormat::Jsonl;
    };

    HostStream(SeriesStore &store, Config config);
    ~HostStream() override;

    QString metricsMirrorPath() const;
    QString logMirrorPath() const;

    // Thread-safe.
    void requestStop() { m_stop.store(true); }
    qint64 malformedLines() const { return m_malformed.load(); }
    qint64 metricsOffset() const { return m_completeOffset.load(); }
    int reconnects() const { return m_reconnects.load(); }

public Q_SLOTS:
    void run();

Q_SIGNALS:
    void connectionChanged(int host, bool connected, const QString &message);
    // Each logged step (step, source time) of a batch, and when it arrived (local ms).
    void rowsArrived(int host, const QList<QPair<qint64, double>> &rows, qint64 arrivalMs);
    void processStatus(int host, const twb::ProcessStatus &status, qint64 arrivalMs);
    void doneSeen(int host, int exitCode, bool bySupervisor, qint64 arrivalMs);
    // A `phase_begin` / `phase_end` event (docs/formats.md 5): its phase, its source time, and
    // when it arrived. Replayed ones too: the health tracker learns the phases' durations.
    void phaseSeen(int host, const QString &phase, bool begin, double sourceTime, qint64 arrivalMs);
    void logArrived(int host, const QByteArray &bytes);
    void linesArrived(int host, const QByteArray &lines);
    void finished(int host);

private:
    void replayMirror();
    // Feeds the complete lines of `mirror` from its current position; returns their bytes.
    qint64 replayLines(QFile &mirror);
    void handleFrame(char kind, qint64 offset, const QByteArray &data);
    void handleMetrics(qint64 offset, const QByteArray &data);
    void handleLog(qint64 offset, const QByteArray &data);
    void handleStatus(const QByteArray &json);
    bool sleepInterruptibly(std::chrono::milliseconds duration);
    // Appends to a mirror that holds `expectedSize` bytes; on failure (disk full) truncates it
    // back, records the error and restarts the stream after a backoff. False on failure.
    bool appendToMirror(QFile &mirror, qint64 expectedSize, const char *bytes, qint64 size);

    SeriesStore &m_store;
    Config m_config;
    std::unique_ptr<MetricIngestor> m_ingestor;
    QFile m_metricsMirror;
    QFile m_logMirror;
    qint64 m_metricsReceived = 0;   // offset of the next metrics byte we expect
    qint64 m_logReceived = 0;
    bool m_gotData = false;
    bool m_restart = false;
    bool m_runEnded = false;
    QString m_mirrorError;      // the last failed mirror write, reported when the stream restarts
    bool m_replaying = false;   // the mirror's lines are history: no `done` of an earlier attempt
    QList<QPair<qint64, double>> m_pendingRows;
    QByteArray m_pendingLines;
    std::atomic<bool> m_stop{false};
    std::atomic<qint64> m_malformed{0};
    std::atomic<qint64> m_completeOffset{0};
    std::atomic<int> m_reconnects{0};
};

} // namespace twb
