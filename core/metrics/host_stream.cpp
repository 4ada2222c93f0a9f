#include "core/metrics/host_stream.h"

#include "core/runs/run_folder.h"

#include "core/metrics/follow_agent.h"
#include "core/metrics/follow_frame_parser.h"
#include "core/metrics/metric_ingestor.h"
#include "core/metrics/metric_jsonl.h"
#include "core/metrics/series_store.h"
#include "core/remote/transport.h"
#include "core/util/json.h"
#include "core/util/log.h"
#include "core/util/write_fence.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <unistd.h>
#include <utility>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// Opens `file` for appending, creating its folder; false if that fails.
bool openForAppend(QFile &file)
{
    QDir().mkpath(QFileInfo(file.fileName()).absolutePath());
    // Unbuffered: a write that fails (disk full) fails here, where it can be undone, not in a
    // later flush.
    return file.open(QIODevice::ReadWrite | QIODevice::Append | QIODevice::Unbuffered);
}

} // namespace

HostStream::HostStream(SeriesStore &store, Config config) : m_store(store), m_config(std::move(config))
{
    m_metricsMirror.setFileName(metricsMirrorPath());
    m_logMirror.setFileName(logMirrorPath());
    const QString source = tr("host %1 of run %2 (%3)").arg(m_config.host).arg(m_config.run, RunFolder::metricsName(m_config.host));
    m_ingestor = std::make_unique<MetricIngestor>(m_store, m_config.run, m_config.host, m_config.format, source);
    m_ingestor->setArrivalTimeForMissingTime(true);
    m_ingestor->setLineObserver([this](const MetricLine &line, std::int64_t step, double time, std::string_view raw) {
        if (!line.values.empty())
            m_pendingRows.append({qint64(step), time});
        if (line.event == MetricEventKind::Done && !m_replaying)
            Q_EMIT doneSeen(m_config.host, line.hasNumber ? int(line.number) : 0, line.text == "launch.sh", nowMs());
        if (line.event == MetricEventKind::PhaseBegin || line.event == MetricEventKind::PhaseEnd)
            Q_EMIT phaseSeen(m_config.host, QString::fromStdString(line.text), line.event == MetricEventKind::PhaseBegin,
                             time, nowMs());
        if (m_config.emitLines) {
            // As JSONL with its host whatever the stream's format (an attached job's MaxText
            // log or CSV too): what `metrics tail` promises.
            const std::string tail = MetricJsonl::tailLine(m_config.format, line, step, time, raw, m_config.host);
            if (!tail.empty()) {
                m_pendingLines.append(tail.data(), qsizetype(tail.size()));
                m_pendingLines.append('\n');
            }
        }
    });
}

HostStream::~HostStream() = default;

QString HostStream::metricsMirrorPath() const
{
    return RunFolder(m_config.localRunDir).metricsFile(m_config.host);
}

QString HostStream::logMirrorPath() const
{
    return RunFolder(m_config.localRunDir).logFile(m_config.host);
}

void HostStream::replayMirror()
{
    // Another window is this workspace's writer and keeps the mirror: this one reads what is
    // there and follows the rest in memory (appendToMirror skips a closed mirror).
    if (!WriteFence::reasonFor(m_config.localRunDir).isEmpty()) {
        if (m_metricsMirror.open(QIODevice::ReadOnly))
            replayLines(m_metricsMirror);
        m_metricsMirror.close();
        m_metricsReceived = m_ingestor->completeOffset();
        m_completeOffset.store(m_metricsReceived);
        m_logReceived = QFileInfo(m_logMirror.fileName()).size();
        m_malformed.store(m_ingestor->malformedCount());
        return;
    }
    if (!openForAppend(m_metricsMirror) || !openForAppend(m_logMirror)) {
        log::error(tr("Cannot write the local copy of host %1's stream under %2; check the workspace's permissions.")
                       .arg(m_config.host)
                       .arg(m_config.localRunDir));
        return;
    }
    // A crash may have left a cut-off last line: the mirror ends at the last complete one.
    m_metricsMirror.seek(0);
    const qint64 complete = replayLines(m_metricsMirror);
    if (complete < m_metricsMirror.size())
        m_metricsMirror.resize(complete);
    m_metricsReceived = m_ingestor->completeOffset();
    m_completeOffset.store(m_metricsReceived);
    m_logReceived = m_logMirror.size();
    m_malformed.store(m_ingestor->malformedCount());
}

qint64 HostStream::replayLines(QFile &mirror)
{
    // Read and fed in 64 KiB pieces, never whole: 64 hosts reopened after an hour each read a
    // ~5 MB mirror at once, and a piece's size is also the ingest batch's, whose capacity the
    // ingestor keeps (issue 30). Only complete lines are fed; a cut-off last one is not.
    constexpr qint64 kPiece = 64 << 10;
    QByteArray carry;
    qint64 complete = 0;
    m_replaying = true;
    while (true) {
        const QByteArray piece = mirror.read(kPiece);
        if (piece.isEmpty())
            break;
        carry += piece;
        const qsizetype end = carry.lastIndexOf('\n') + 1;
        if (end == 0)
            continue;
        m_ingestor->feed(carry.constData(), std::size_t(end));
        complete += end;
        carry = carry.mid(end);
    }
    m_replaying = false;
    // Assigned, not cleared: clear() keeps the capacity of an hour's rows on every host.
    m_pendingRows = {};
    m_pendingLines = {};
    return complete;
}

bool HostStream::appendToMirror(QFile &mirror, qint64 expectedSize, const char *bytes, qint64 size)
{
    if (!mirror.isOpen())
        return true;
    // ::write on the handle, not QFile::write: a short write (the disk filled up) must say why.
    qint64 written = 0;
    while (written < size) {
        const ssize_t n = ::write(mirror.handle(), bytes + written, size_t(size - written));
        if (n > 0)
            written += n;
        else if (n < 0 && errno == EINTR)
            continue;
        else
            break;
    }
    if (written == size)
        return true;
    const QString reason = QString::fromLocal8Bit(std::strerror(errno));
    // Cut off what part of the bytes did land, so the mirror still ends where the store does;
    // the bytes are asked again once the write can succeed.
    mirror.resize(expectedSize);
    m_mirrorError = tr("Cannot save the local copy %1 of host %2's stream: %3. It still ends at byte %4, nothing "
                       "is lost: the stream asks again for the rest. Free some space on the disk that holds %5.")
                        .arg(mirror.fileName())
                        .arg(m_config.host)
                        .arg(reason)
                        .arg(expectedSize)
                        .arg(QFileInfo(mirror.fileName()).absolutePath());
    log::error(m_mirrorError);
    m_restart = true;
    return false;
}

bool HostStream::sleepInterruptibly(std::chrono::milliseconds duration)
{
    const auto until = std::chrono::steady_clock::now() + duration;
    while (std::chrono::steady_clock::now() < until) {
        if (m_stop.load())
            return false;
        QThread::msleep(20);
    }
    return !m_stop.load();
}

void HostStream::run()
{
    replayMirror();
    std::unique_ptr<Transport> transport;
    auto backoff = m_config.initialBackoff;
    bool wasConnected = false;
    while (!m_stop.load() && !m_runEnded) {
        if (!transport)
            transport = m_config.transportFactory();
        if (!transport) {
            Q_EMIT connectionChanged(m_config.host, false, tr("no transport for this host"));
            break;
        }
        if (auto connected = transport->connect(); !connected) {
            Q_EMIT connectionChanged(m_config.host, false, connected.error().message);
            wasConnected = false;
            if (!sleepInterruptibly(backoff))
                break;
            backoff = std::min(backoff * 2, m_config.maxBackoff);
            continue;
        }
        if (!wasConnected)
            Q_EMIT connectionChanged(m_config.host, true, {});
        wasConnected = true;

        // Resume after the last complete line in the store; a partial line is asked again.
        const qint64 resumeAt = m_ingestor->completeOffset();
        m_ingestor->resetTo(resumeAt);
        if (m_metricsMirror.isOpen() && m_metricsMirror.size() != resumeAt)
            m_metricsMirror.resize(resumeAt);
        m_metricsReceived = resumeAt;
        m_gotData = false;
        m_restart = false;

        QByteArray stderrTail;
        FollowFrameParser parser([this](const FollowFrameParser::Frame &f) { handleFrame(f.kind, f.offset, f.data); });
        ExecRequest request;
        request.command = FollowAgent::command(m_config.python, m_config.remoteRunDir, m_config.host, resumeAt,
                                               m_logReceived, m_config.metricsPath, m_config.logPath);
        request.collectOutput = false;
        request.onStdout = [&](const QByteArray &chunk) {
            if (!parser.feed(chunk)) {
                log::warn(tr("host %1: the follower's output was garbled; reconnecting.").arg(m_config.host));
                m_restart = true;
            }
        };
        request.onStderr = [&](const QByteArray &chunk) { stderrTail = QByteArray(stderrTail + chunk).right(2000); };
        request.isCancelled = [this] { return m_stop.load() || m_restart; };
        const auto result = transport->exec(request);
        if (m_stop.load() || m_runEnded)
            break;
        const QString mirrorError = std::exchange(m_mirrorError, QString());
        if (m_gotData && mirrorError.isEmpty())
            backoff = m_config.initialBackoff;
        QString why;
        if (!mirrorError.isEmpty())
            why = mirrorError;
        else if (!result)
            why = result.error().message;
        else if (m_restart)
            why = tr("restarting the follower at byte %1").arg(m_ingestor->completeOffset());
        else
            why = tr("the follower ended with exit code %1: %2")
                      .arg(result->exitCode)
                      .arg(QString::fromUtf8(stderrTail).trimmed());
        log::info(tr("host %1 of run %2: stream interrupted (%3); reconnecting in %4 ms.")
                      .arg(m_config.host)
                      .arg(m_config.run, why)
                      .arg(backoff.count()));
        Q_EMIT connectionChanged(m_config.host, false, why);
        wasConnected = false;
        m_reconnects.fetch_add(1);
        transport->disconnect();
        // A failed mirror write waits like a dropped connection: a full disk is not freed at once.
        const bool wait = !m_restart || !mirrorError.isEmpty();
        if (wait && !sleepInterruptibly(backoff))
            break;
        if (wait)
            backoff = std::min(backoff * 2, m_config.maxBackoff);
    }
    if (transport)
        transport->disconnect();
    m_metricsMirror.close();
    m_logMirror.close();
    Q_EMIT finished(m_config.host);
}

void HostStream::handleFrame(char kind, qint64 offset, const QByteArray &data)
{
    // Once a restart is asked for, the rest of this connection's output is asked again anyway.
    if (m_restart)
        return;
    switch (kind) {
    case 'M':
        handleMetrics(offset, data);
        break;
    case 'L':
        handleLog(offset, data);
        break;
    case 'S':
        handleStatus(data);
        break;
    case 'T': {
        // The remote file was rewritten: start that stream over (the store keeps what it has).
        const bool metrics = data.startsWith('M');
        log::warn(tr("host %1: %2 shrank on the host; following it again from its start.")
                      .arg(m_config.host)
                      .arg(metrics ? RunFolder::metricsName(m_config.host) : RunFolder::logName(m_config.host)));
        if (metrics) {
            m_ingestor->resetTo(0);
            m_metricsMirror.resize(0);
            m_metricsReceived = 0;
            m_completeOffset.store(0);
        } else {
            m_logMirror.resize(0);
            m_logReceived = 0;
        }
        break;
    }
    case 'X':
        m_runEnded = true;
        break;
    default:
        break;
    }
}

void HostStream::handleMetrics(qint64 offset, const QByteArray &data)
{
    m_gotData = true;
    if (offset > m_metricsReceived) {
        // A gap cannot be trusted: ask again from the last complete line.
        log::warn(tr("host %1: metrics bytes %2.. arrived while %3 was expected; asking again.")
                      .arg(m_config.host)
                      .arg(offset)
                      .arg(m_metricsReceived));
        m_restart = true;
        return;
    }
    const qint64 skip = m_metricsReceived - offset;   // bytes we already have
    if (skip >= data.size())
        return;
    const char *bytes = data.constData() + skip;
    const qint64 size = data.size() - skip;
    if (!appendToMirror(m_metricsMirror, m_metricsReceived, bytes, size))
        return;
    m_metricsReceived += size;
    m_ingestor->feed(bytes, std::size_t(size));
    m_completeOffset.store(m_ingestor->completeOffset());
    m_malformed.store(m_ingestor->malformedCount());
    // Handed over whole (exchange, not clear): clear() on a list the queued signal still shares
    // allocates a new one of the same capacity, and each host would keep its largest batch's.
    if (!m_pendingRows.isEmpty())
        Q_EMIT rowsArrived(m_config.host, std::exchange(m_pendingRows, {}), nowMs());
    if (!m_pendingLines.isEmpty())
        Q_EMIT linesArrived(m_config.host, std::exchange(m_pendingLines, {}));
}

void HostStream::handleLog(qint64 offset, const QByteArray &data)
{
    m_gotData = true;
    if (offset > m_logReceived) {
        m_restart = true;
        return;
    }
    const qint64 skip = m_logReceived - offset;
    if (skip >= data.size())
        return;
    const QByteArray fresh = data.mid(skip);
    if (!appendToMirror(m_logMirror, m_logReceived, fresh.constData(), fresh.size()))
        return;
    m_logReceived += fresh.size();
    Q_EMIT logArrived(m_config.host, fresh);
}

void HostStream::handleStatus(const QByteArray &json)
{
    m_gotData = true;
    auto parsed = parseJsonTolerant(json, u"follower status"_s);
    if (!parsed || !parsed->is_object())
        return;
    const Json &doc = *parsed;
    ProcessStatus status;
    status.known = true;
    status.alive = doc.contains("alive") && doc["alive"].is_boolean() && doc["alive"].get<bool>();
    status.followerOnInotify = doc.contains("wait") && doc["wait"] == "inotify";
    if (doc.contains("status") && doc["status"].is_object()) {
        const Json &s = doc["status"];
        status.started = true;
        status.ended = s.contains("ended") && s["ended"].is_number();
        if (s.contains("exit_code") && s["exit_code"].is_number_integer())
            status.exitCode = s["exit_code"].get<int>();
    }
    Q_EMIT processStatus(m_config.host, status, nowMs());
}

} // namespace twb
