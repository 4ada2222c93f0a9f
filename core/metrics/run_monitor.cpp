#include "core/metrics/run_monitor.h"

#include "core/runs/run_folder.h"

#include "core/metrics/host_stream.h"
#include "core/metrics/series_store.h"
#include "core/remote/transport.h"
#include "core/runs/run_folder.h"

#include <QDateTime>
#include <QThread>

using namespace Qt::StringLiterals;

namespace twb {

RunMonitor::RunMonitor(SeriesStore &store, Config config, QObject *parent)
    : QObject(parent), m_store(store), m_config(std::move(config)), m_tracker(m_config.health)
{
    for (int h = 0; h < m_config.hostCount; ++h) {
        m_tracker.addHost(h);
        m_connected << false;
        m_connectionMessages << QString();
        m_ended << false;
    }
    m_timer.setInterval(m_config.evaluateIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RunMonitor::evaluate);
}

RunMonitor::~RunMonitor()
{
    stop();
}

void RunMonitor::start()
{
    if (!m_threads.empty())
        return;
    for (int h = 0; h < m_config.hostCount; ++h) {
        HostStream::Config c;
        c.run = m_config.run;
        c.host = h;
        c.remoteRunDir = m_config.remoteRunDir;
        c.python = m_config.python;
        c.localRunDir = m_config.localRunDir;
        auto factory = m_config.transportFactory;
        c.transportFactory = [factory, h] { return factory ? factory(h) : nullptr; };
        c.initialBackoff = m_config.initialBackoff;
        c.maxBackoff = m_config.maxBackoff;
        c.emitLines = m_config.emitLines;
        c.metricsPath = QString(m_config.metricsPath).replace(u"{worker}"_s, QString::number(h));
        c.logPath = QString(m_config.logPath).replace(u"{worker}"_s, QString::number(h));
        c.format = m_config.format;
        m_ended[h] = false;

        auto thread = std::make_unique<QThread>();
        thread->setObjectName(u"stream-%1-host-%2"_s.arg(m_config.run).arg(h));
        auto owned = std::make_unique<HostStream>(m_store, c);
        HostStream *stream = owned.get();
        stream->moveToThread(thread.get());
        connect(thread.get(), &QThread::started, stream, &HostStream::run);
        connect(stream, &HostStream::finished, thread.get(), &QThread::quit);
        connect(stream, &HostStream::rowsArrived, this,
                [this](int host, const QList<QPair<qint64, double>> &rows, qint64 arrivalMs) {
                    for (const auto &[step, time] : rows)
                        m_tracker.onPoint(host, step, time, arrivalMs);
                });
        connect(stream, &HostStream::processStatus, this, [this](int host, const ProcessStatus &status, qint64 ms) {
            m_tracker.onProcessStatus(host, status, ms);
        });
        connect(stream, &HostStream::phaseSeen, this,
                [this](int host, const QString &phase, bool begin, double sourceTime, qint64 ms) {
                    m_tracker.onPhase(host, phase, begin, sourceTime, ms);
                });
        connect(stream, &HostStream::doneSeen, this, [this](int host, int exitCode, bool bySupervisor, qint64 ms) {
            m_tracker.onDone(host, exitCode, ms, bySupervisor);
            evaluate();
        });
        connect(stream, &HostStream::connectionChanged, this, [this](int host, bool connected, const QString &message) {
            m_connected[host] = connected;
            m_connectionMessages[host] = message;
            Q_EMIT connectionChanged(host);
        });
        connect(stream, &HostStream::logArrived, this, &RunMonitor::logArrived);
        connect(stream, &HostStream::linesArrived, this, &RunMonitor::linesArrived);
        connect(stream, &HostStream::finished, this, [this](int host) {
            m_ended[host] = true;
            evaluate();
            if (allStreamsEnded())
                Q_EMIT streamsEnded();
        });
        m_threads.push_back(std::move(thread));
        m_streams.push_back(std::move(owned));
    }
    for (const auto &thread : m_threads)
        thread->start();
    m_timer.start();
}

void RunMonitor::stop()
{
    m_timer.stop();
    for (const auto &stream : m_streams)
        stream->requestStop();
    for (const auto &thread : m_threads) {
        thread->quit();
        thread->wait();
    }
    // The threads are gone: their objects can be freed from here.
    m_streams.clear();
    m_threads.clear();
}

void RunMonitor::evaluate()
{
    const QList<HostHealth> before = m_health;
    m_health = m_tracker.evaluate(QDateTime::currentMSecsSinceEpoch());
    bool changed = before.size() != m_health.size();
    for (int i = 0; !changed && i < m_health.size(); ++i)
        changed = before[i].state != m_health[i].state || before[i].lastStep != m_health[i].lastStep
                  || before[i].lastPointMs != m_health[i].lastPointMs;
    // Evaluated often so that a stall is noticed soon after its threshold; listeners hear of
    // every change at once, and otherwise about every 250 ms (the age of the last point they
    // show still moves).
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (changed || now - m_lastHealthSignalMs >= 250) {
        m_lastHealthSignalMs = now;
        Q_EMIT healthChanged();
    }
}

bool RunMonitor::isConnected(int host) const
{
    return host >= 0 && host < m_connected.size() && m_connected[host];
}

QString RunMonitor::connectionMessage(int host) const
{
    return host >= 0 && host < m_connectionMessages.size() ? m_connectionMessages[host] : QString();
}

qint64 RunMonitor::malformedLines(int host) const
{
    return host >= 0 && host < int(m_streams.size()) ? m_streams[std::size_t(host)]->malformedLines() : 0;
}

qint64 RunMonitor::metricsOffset(int host) const
{
    return host >= 0 && host < int(m_streams.size()) ? m_streams[std::size_t(host)]->metricsOffset() : 0;
}

int RunMonitor::reconnects(int host) const
{
    return host >= 0 && host < int(m_streams.size()) ? m_streams[std::size_t(host)]->reconnects() : 0;
}

QString RunMonitor::metricsMirrorPath(int host) const
{
    return RunFolder(m_config.localRunDir).metricsFile(host);
}

QString RunMonitor::logMirrorPath(int host) const
{
    return RunFolder(m_config.localRunDir).logFile(host);
}

bool RunMonitor::allStreamsEnded() const
{
    for (bool e : m_ended)
        if (!e)
            return false;
    return !m_ended.isEmpty();
}

} // namespace twb
