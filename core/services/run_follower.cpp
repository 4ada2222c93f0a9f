#include "core/services/run_follower.h"

#include "core/metrics/metric_jsonl.h"
#include "core/metrics/run_mirror.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/preemption_policy.h"
#include "core/runs/run_device.h"
#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "core/util/json.h"
#include "core/util/log.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QtConcurrent>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

bool hasHosts(const RunRecord &record)
{
    // An attached job (`tpuwb run attach`) has no run folder on its hosts but is followed there.
    return (!record.remoteDir.isEmpty() || !record.attachMetrics.isEmpty()) && !record.machine.isEmpty();
}

int hostCountOf(const RunRecord &record)
{
    return std::max(1, int(record.hosts.size()));
}

// What an off-thread read of a run's folder found.
struct Loaded
{
    std::optional<RunProfile> profile;
    int mirroredHosts = 0;
};

// The accelerator from the run's own config (what the project was built for) and the model's
// FLOPs per token from its model block. A CPU smoke run ran on no TPU: MFU and % of HBM
// against the config's chip would be made up.
std::optional<RunProfile> readProfile(const RunRecord &record, const RunFolder &folder)
{
    if (run_device::onCpu(record.device))
        return std::nullopt;
    auto config = readJsonFile(folder.configFile());
    if (!config || !config->is_object())
        return std::nullopt;
    const Json tpu = config->value("tpu", Json::object());
    const QString accelerator = toQString(tpu.value("accelerator_type", std::string()));
    auto profile = RunProfile::create(accelerator, RunProfile::modelFlopsPerToken(*config));
    return profile ? std::optional<RunProfile>(*profile) : std::nullopt;
}

} // namespace

RunFollower::RunFollower(SeriesStore &store, RunService &service, QObject *parent)
    : QObject(parent), m_store(store), m_service(service)
{
    m_pool.setMaxThreadCount(2);
    m_preemptionTimer = new QTimer(this);
    m_preemptionTimer->setInterval(std::chrono::seconds(30));
    connect(m_preemptionTimer, &QTimer::timeout, this, &RunFollower::pollPreempted);
}

void RunFollower::setPreemptionPollInterval(std::chrono::milliseconds interval)
{
    m_preemptionTimer->setInterval(interval);
}

void RunFollower::pollPreempted()
{
    bool waiting = false;
    for (auto &[id, run] : m_runs) {
        if (!PreemptionPolicy::awaitsAutomaticResume(run.record))
            continue;
        waiting = true;
        if (run.recovering)
            continue;
        run.recovering = true;
        continueQueued(m_service.recoverPreempted(id), this, [this, runId = id](const Result<RunRecord> &result) {
            auto it = m_runs.find(runId);
            if (it == m_runs.end())
                return;
            it->second.recovering = false;
            if (!result) {
                log::warn(result.error().message);
                return;
            }
            recordChanged(*result);   // a new attempt starts the streams again
        });
    }
    if (!waiting)
        m_preemptionTimer->stop();
}

RunFollower::~RunFollower()
{
    cancelAll();
    // The reads write into m_store, which the owner frees after this: each stops within a chunk.
    m_pool.waitForDone();
}

void RunFollower::forgetAll()
{
    cancelAll();
    m_runs.clear();
}

void RunFollower::cancelAll()
{
    m_preemptionTimer->stop();
    for (auto &[id, run] : m_runs) {
        run.cancel->store(true);
        run.followWhenLoaded = false;
        stopStreams(run);
    }
}

bool RunFollower::isTraining(const RunAttempt &attempt)
{
    return attempt.kind != u"eval"_s;
}

QString RunFollower::latestAttempt(const RunRecord &record)
{
    // An evaluation of a checkpoint is no new attempt of the training: following, alerts and
    // labels stay with the training's newest.
    for (auto it = record.attempts.crbegin(); it != record.attempts.crend(); ++it)
        if (isTraining(*it))
            return it->attemptId;
    return {};
}

RunFollower::Run &RunFollower::entry(const RunRecord &record)
{
    auto [it, inserted] = m_runs.try_emplace(record.runId);
    if (inserted)
        it->second.state = record.state;
    it->second.record = record;
    return it->second;
}

void RunFollower::open(const RunRecord &record)
{
    if (m_runs.contains(record.runId)) {
        recordChanged(record);
        return;
    }
    Run &run = entry(record);
    run.attempt = latestAttempt(record);
    if (isActive(record.state) && hasHosts(record)) {
        startStreams(run);
        load(run, false);
    } else {
        load(run, true);
    }
    updateHealth(run);
}

bool RunFollower::isImported(const RunRecord &record)
{
    return !hasHosts(record);
}

void RunFollower::follow(const RunRecord &record)
{
    Run &run = entry(record);
    run.attempt = latestAttempt(record);
    if (isImported(record)) {
        readImported(run);
        return;
    }
    startStreams(run);
    updateHealth(run);
}

void RunFollower::recordChanged(const RunRecord &record)
{
    auto it = m_runs.find(record.runId);
    if (it == m_runs.end())
        return;
    Run &run = it->second;
    if (record.attempts.size() < run.record.attempts.size())
        return;   // an older read of run.json (a refresh that finished before a relaunch)
    run.record = record;
    const QString attempt = latestAttempt(record);
    if (attempt != run.attempt && hasHosts(record)) {
        // A resume or relaunch (here, from the CLI, or while the app was closed): follow the
        // new attempt, which also brings its metrics into the mirror.
        run.attempt = attempt;
        startStreams(run);
    } else if (!isActive(record.state) && run.monitor
               && (run.monitor->allStreamsEnded() || !record.attachMetrics.isEmpty())) {
        // Over and recorded: the store and the record say how it ended from now on. A detached
        // job's streams never end by themselves (nothing tells the agent the job ended).
        stopStreams(run);
    }
    updateHealth(run);
}

void RunFollower::startStreams(Run &run)
{
    if (run.loading) {
        // The mirror read in flight would add the points the streams replay: let it stop first.
        run.cancel->store(true);
        run.followWhenLoaded = true;
        return;
    }
    stopStreams(run);
    const RunRecord &record = run.record;
    // The follow agent runs run.json's python on every host: not one the user has not trusted.
    if (auto trusted = m_service.requireTrusted(record); !trusted) {
        log::warn(trusted.error().message);
        return;
    }
    // The streams replay the mirror into the store before they follow: start from nothing, so
    // no point is there twice.
    m_store.removeRun(record.runId);
    RunMonitor::Config config = m_service.monitorConfig(record);
    config.health = m_healthOptions;
    config.emitLines = m_emitLines;
    run.monitor = std::make_unique<RunMonitor>(m_store, config);
    RunMonitor *monitor = run.monitor.get();
    const QString runId = record.runId;
    connect(monitor, &RunMonitor::healthChanged, this, [this, runId] {
        if (auto it = m_runs.find(runId); it != m_runs.end())
            updateHealth(it->second);
    });
    connect(monitor, &RunMonitor::connectionChanged, this, [this, runId](int host) {
        if (auto it = m_runs.find(runId); it != m_runs.end() && it->second.monitor
            && !it->second.monitor->isConnected(host))
            askHowItEnded(it->second);
        Q_EMIT connectionChanged(runId, host);
    });
    connect(monitor, &RunMonitor::logArrived, this, [this, runId](int host, const QByteArray &bytes) {
        Q_EMIT logArrived(runId, host, bytes);
    });
    connect(monitor, &RunMonitor::linesArrived, this, [this, runId](int host, const QByteArray &lines) {
        Q_EMIT linesArrived(runId, host, lines);
    });
    connect(monitor, &RunMonitor::streamsEnded, this, [this, runId] {
        Q_EMIT runEnded(runId);
        continueQueued(m_service.refresh(runId), this, [this](const Result<RunRecord> &refreshed) {
            if (refreshed)
                recordChanged(*refreshed);
        });
    });
    run.loaded = true;   // the streams replay the mirror
    monitor->start();
}

void RunFollower::stopStreams(Run &run)
{
    // ~RunMonitor stops the streams and joins their threads (each notices within ~20 ms).
    run.monitor.reset();
}

void RunFollower::load(Run &run, bool readMirror)
{
    run.loading = true;
    run.cancel = std::make_shared<std::atomic<bool>>(false);
    const RunRecord record = run.record;
    const RunFolder folder = RunFolder::in(m_service.runsDir(), record.runId);
    SeriesStore *store = &m_store;
    auto cancel = run.cancel;
    continueQueued(QtConcurrent::run(&m_pool, [record, folder, store, cancel, readMirror] {
        Loaded loaded;
        loaded.profile = readProfile(record, folder);
        if (readMirror && !cancel->load())
            loaded.mirroredHosts = RunMirror::read(*store, record.runId, folder, hostCountOf(record), cancel.get());
        return loaded;
    }), this, [this, runId = record.runId, cancel, readMirror](const Loaded &found) {
        auto it = m_runs.find(runId);
        if (it == m_runs.end() || it->second.cancel != cancel)
            return;   // forgotten, or another read replaced this one
        Run &current = it->second;
        current.loading = false;
        current.profile = found.profile;
        if (current.followWhenLoaded) {
            current.followWhenLoaded = false;
            startStreams(current);
        } else if (cancel->load()) {
            return;   // cancelAll()
        } else if (readMirror && found.mirroredHosts == 0 && hasHosts(current.record) && !current.monitor) {
            // A run nobody watched (launched from the CLI or another machine) has no local
            // mirror yet: read its streams from the hosts once, which also writes the mirror.
            startStreams(current);
        } else {
            current.loaded = true;
        }
        updateHealth(current);
        Q_EMIT loaded(runId);
    });
}

void RunFollower::readImported(Run &run)
{
    // The workspace is where an imported run's points are (its metrics/host-<i>.jsonl): read
    // them into the store as the Monitor does, and hand their lines to `metrics tail`.
    run.cancel->store(true);   // a mirror read in flight would add its points twice
    run.cancel = std::make_shared<std::atomic<bool>>(false);
    run.loading = true;
    run.followWhenLoaded = false;
    stopStreams(run);
    const RunRecord record = run.record;
    const RunFolder folder = RunFolder::in(m_service.runsDir(), record.runId);
    SeriesStore *store = &m_store;
    auto cancel = run.cancel;
    const bool emitLines = m_emitLines;
    continueQueued(QtConcurrent::run(&m_pool, [record, folder, store, cancel, emitLines] {
        QList<QByteArray> lines;
        store->removeRun(record.runId);
        RunMirror::read(*store, record.runId, folder, hostCountOf(record), cancel.get());
        for (int h = 0; emitLines && h < hostCountOf(record) && !cancel->load(); ++h) {
            QFile file(folder.metricsFile(h));
            QByteArray bytes = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            bytes.truncate(bytes.lastIndexOf('\n') + 1);   // a last line without its newline is not complete
            // The import wrote JSONL; each line gets its host as a live run's do.
            QByteArray withHosts;
            for (const QByteArray &line : bytes.split('\n')) {
                if (line.trimmed().isEmpty())
                    continue;
                const std::string tail = MetricJsonl::withHost(std::string_view(line.constData(), std::size_t(line.size())), h);
                withHosts.append(tail.data(), qsizetype(tail.size()));
                withHosts.append('\n');
            }
            lines << withHosts;
        }
        return lines;
    }), this, [this, runId = record.runId, cancel](const QList<QByteArray> &lines) {
        auto it = m_runs.find(runId);
        if (it == m_runs.end() || it->second.cancel != cancel || cancel->load())
            return;
        Run &current = it->second;
        current.loading = false;
        current.loaded = true;
        for (int h = 0; h < int(lines.size()); ++h)
            if (!lines[h].isEmpty())
                Q_EMIT linesArrived(runId, h, lines[h]);
        updateHealth(current);
        Q_EMIT loaded(runId);
        Q_EMIT runEnded(runId);   // all there is: an imported run does not grow
    });
}

void RunFollower::updateHealth(Run &run)
{
    const RunRecord &record = run.record;
    if (run.monitor)
        run.health = run.monitor->health();
    else
        run.health = healthFromStore(m_store, record.runId, hostCountOf(record), record.state);
    run.state = stateFromHealth(run.health, record.state);
    if (run.monitor && run.state == RunState::Failed && isActive(record.state))
        askHowItEnded(run);
    if (PreemptionPolicy::awaitsAutomaticResume(record) && !m_preemptionTimer->isActive())
        m_preemptionTimer->start();
    Q_EMIT healthChanged(record.runId);
}

void RunFollower::askHowItEnded(Run &run)
{
    if (!isActive(run.record.state) || run.askingHowItEnded)
        return;
    // At most once per poll interval: a host that stays unreachable is not asked about non-stop.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (run.askedHowItEndedMs != 0 && now - run.askedHowItEndedMs < m_preemptionTimer->interval())
        return;
    run.askingHowItEnded = true;
    run.askedHowItEndedMs = now;
    const QString runId = run.record.runId;
    continueQueued(m_service.refresh(runId), this, [this, runId](const Result<RunRecord> &refreshed) {
        auto it = m_runs.find(runId);
        if (it == m_runs.end())
            return;
        it->second.askingHowItEnded = false;
        if (refreshed)
            recordChanged(*refreshed);
    });
}

bool RunFollower::isFollowing(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() && it->second.monitor != nullptr;
}

RunMonitor *RunFollower::monitor(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() ? it->second.monitor.get() : nullptr;
}

QString RunFollower::followedAttempt(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() && it->second.monitor ? it->second.attempt : QString();
}

bool RunFollower::isLoaded(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() && it->second.loaded && !it->second.loading;
}

const RunProfile *RunFollower::profile(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() && it->second.profile ? &*it->second.profile : nullptr;
}

std::optional<RunRecord> RunFollower::record(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() ? std::optional<RunRecord>(it->second.record) : std::nullopt;
}

QList<HostHealth> RunFollower::health(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() ? it->second.health : QList<HostHealth>();
}

QList<bool> RunFollower::connected(const QString &runId) const
{
    QList<bool> out;
    if (RunMonitor *m = monitor(runId))
        for (int h = 0; h < m->config().hostCount; ++h)
            out << m->isConnected(h);
    return out;
}

RunState RunFollower::state(const QString &runId) const
{
    auto it = m_runs.find(runId);
    return it != m_runs.end() ? it->second.state : RunState::Pending;
}

RunState RunFollower::stateFromHealth(const QList<HostHealth> &health, RunState recorded)
{
    if (health.isEmpty() || recorded == RunState::Preempted)
        return recorded;
    bool failed = false;
    bool stalled = false;
    bool ended = true;
    bool stopped = false;
    for (const HostHealth &h : health) {
        failed = failed || h.state == HostState::Crashed || h.state == HostState::Failed;
        stalled = stalled || h.state == HostState::Stalled;
        stopped = stopped || h.state == HostState::Stopped;
        ended = ended && (h.state == HostState::Finished || h.state == HostState::Stopped);
    }
    if (failed)
        return RunState::Failed;
    if (ended)
        return stopped ? RunState::Stopped : RunState::Finished;
    if (stalled)
        return RunState::Stalled;
    return recorded == RunState::Stalled ? RunState::Running : recorded;
}

QList<HostHealth> RunFollower::healthFromStore(const SeriesStore &store, const QString &runId, int hostCount,
                                               RunState recorded)
{
    QList<HostHealth> out;
    for (int h = 0; h < hostCount; ++h) {
        HostHealth health;
        health.host = h;
        if (const auto summary = store.hostSummary(runId, h)) {
            health.lastStep = summary->lastStep;
            const auto events = store.events(runId, h);
            const MetricEvent *done = nullptr;
            for (const auto &e : events)
                if (e.kind == MetricEventKind::Done)
                    done = &e;
            if (done) {
                const int code = done->hasNumber ? int(done->number) : 0;
                const bool bySupervisor = done->text == u"launch.sh"_s;
                health.state = hostStateForExit(code, bySupervisor);
                health.detail = hostExitDetail(code, bySupervisor);
            } else {
                health.state = recorded == RunState::Failed    ? HostState::Crashed
                               : recorded == RunState::Stopped || recorded == RunState::Preempted ? HostState::Stopped
                               : isActive(recorded)            ? HostState::Unknown
                                                               : HostState::Finished;
            }
        }
        out << health;
    }
    return out;
}

} // namespace twb
