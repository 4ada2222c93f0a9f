#include "core/services/ablation_launcher.h"

#include "core/ablation/machine_fit.h"
#include "core/experiment/config_hash.h"
#include "core/experiment/experiment.h"
#include "core/registry/registry.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_launcher.h"
#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "core/util/log.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool isRetryable(std::optional<RunState> state)
{
    return state == RunState::Failed || state == RunState::Stopped || state == RunState::Preempted;
}

} // namespace

struct AblationLauncher::Entry
{
    QString runId;
    const AblationRun *run = nullptr;
    std::optional<RunRecord> record;
    std::optional<RunState> state;   // run.json's; none: not launched
    QString machine;
    QString message;
    bool queued = false;
    qint64 lastFetch = 0;
    // Live in run.json with no attempt when the queue started: an app that launched it died
    // (killed, crashed) before it recorded launch.sh's start, so whether anything runs is
    // known only from the hosts. How many refreshes found nothing of it there.
    bool cutLaunch = false;
    int emptyLooks = 0;
};

struct AblationLauncher::Slot
{
    MachineEntry machine;
    QString name;
    bool chosen = false; // takes new runs (else only watched: it ran a run before a restart)
    bool known = false;  // in the registry
    bool fits = false;
    QString problem;
    QString currentRun;
    bool busy = false;   // a task for this machine is in flight
    bool stopRequested = false;
};

struct AblationLauncher::Plan
{
    QString error;
    QString projectDir;
    std::vector<Slot> slots;
    QHash<QString, RunRecord> records;
};

AblationLauncher::AblationLauncher(LoadedAblation ablation, Options options, QObject *parent)
    : QObject(parent), m_ablation(std::move(ablation)), m_options(std::move(options))
{
    m_runsDir = m_options.runsDir.isEmpty() ? Workspace(m_ablation.workspaceRoot()).runsDir() : m_options.runsDir;
    for (const AblationRun &run : m_ablation.expansion.runs()) {
        m_entryIndex.insert(run.runId, int(m_entries.size()));
        m_entries.push_back(Entry{run.runId, &run, std::nullopt, {}, {}, {}, false, 0, false, 0});
    }
    // The shared service writes under its own runs folder: it must be this ablation's.
    m_ownsService = m_options.service == nullptr || m_options.service->runsDir() != m_runsDir;
    m_service = m_ownsService ? new RunService(m_options.access, m_runsDir, this) : m_options.service;
    m_pool = new QThreadPool(this);
    m_pool->setMaxThreadCount(1);
    m_timer = new QTimer(this);
    m_timer->setInterval(m_options.pollIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &AblationLauncher::poll);
}

AblationLauncher::~AblationLauncher()
{
    // A shared service's operations belong to others too; this launcher's answers are dropped
    // (continueQueued's context goes with it).
    if (m_ownsService)
        m_service->cancelAll();
}

AblationLauncher::Entry &AblationLauncher::entry(const QString &runId)
{
    return m_entries[size_t(m_entryIndex.value(runId))];
}

AblationLauncher::Plan AblationLauncher::prepare(const LoadedAblation &ablation, const Options &options)
{
    Plan plan;
    // The project the cells run: the scaffolded folder of the base experiment. Its config.json
    // is what the hosts train; it must be the experiment the ablation expands.
    plan.projectDir = QFileInfo(ablation.basePath).absolutePath();
    if (!QFileInfo::exists(plan.projectDir + u"/launch.sh"_s)) {
        plan.error = tr("%1 has no launch.sh: scaffold the experiment first (tpuwb scaffold, or the Experiments "
                        "panel).")
                         .arg(plan.projectDir);
        return plan;
    }
    auto projectConfig = Experiment::readFile(plan.projectDir + u"/config.json"_s);
    if (!projectConfig) {
        plan.error = projectConfig.error().message;
        return plan;
    }
    if (projectConfig->configHash() != configHash(ablation.base)) {
        plan.error = tr("%1/config.json (hash %2) differs from %3 (hash %4): the experiment changed since it was "
                        "scaffolded. Scaffold it again before launching.")
                         .arg(plan.projectDir, projectConfig->configHash(), ablation.basePath, configHash(ablation.base));
        return plan;
    }

    auto registry = options.access.registry();
    if (!registry) {
        plan.error = registry.error().message;
        return plan;
    }
    const QStringList chosen = options.machines.isEmpty() ? ablation.spec.machines() : options.machines;
    if (chosen.isEmpty()) {
        plan.error = tr("Choose the machines to run on (--machines A,B, the launch dialog, or \"machines\" in %1).")
                         .arg(ablation.file);
        return plan;
    }
    const auto addSlot = [&](const QString &name, bool isChosen) {
        for (const Slot &slot : plan.slots)
            if (slot.name == name)
                return;
        Slot slot;
        slot.name = name;
        slot.chosen = isChosen;
        if (const MachineEntry *machine = registry->find(name)) {
            slot.machine = *machine;
            slot.known = true;
            if (auto fit = MachineFit::check(*machine, ablation.base, options.device); fit)
                slot.fits = true;
            else
                slot.problem = fit.error().message;
        } else {
            slot.problem = tr("%1 is not in the registry %2.").arg(name, options.access.registryPath());
        }
        plan.slots.push_back(std::move(slot));
    };
    for (const QString &name : chosen)
        addSlot(name, true);

    QString runsDir = options.runsDir.isEmpty() ? Workspace(ablation.workspaceRoot()).runsDir() : options.runsDir;
    for (const AblationRun &run : ablation.expansion.runs()) {
        const RunFolder folder = RunFolder::in(runsDir, run.runId);
        if (!folder.hasRecord())
            continue;
        auto record = folder.readRecord();
        if (!record) {
            log::warn(record.error().message);
            continue;
        }
        // A run live before a restart keeps its machine busy; watch it there.
        if (isActive(record->state))
            addSlot(record->machine, false);
        plan.records.insert(run.runId, std::move(*record));
    }
    bool anyFits = false;
    QStringList problems;
    for (const Slot &slot : plan.slots) {
        anyFits = anyFits || (slot.chosen && slot.fits);
        if (slot.chosen && !slot.fits)
            problems << slot.problem;
    }
    if (!anyFits)
        plan.error = tr("No chosen machine can run this ablation:\n%1").arg(problems.join(u'\n'));
    return plan;
}

void AblationLauncher::start()
{
    m_started = true;
    m_finished = false;
    m_stopping = false;
    ++m_tasks;
    continueQueued(
        QtConcurrent::run(m_pool, [ablation = m_ablation, options = m_options] { return prepare(ablation, options); }),
        this, [this](Plan plan) {
            --m_tasks;
            if (!plan.error.isEmpty()) {
                m_finished = true;
                Q_EMIT failedToStart(plan.error);
                return;
            }
            adoptPlan(std::move(plan));
        });
}

void AblationLauncher::adoptPlan(Plan plan)
{
    m_projectDir = plan.projectDir;
    m_slots = std::move(plan.slots);
    for (Entry &e : m_entries) {
        if (const auto it = plan.records.find(e.runId); it != plan.records.end()) {
            e.record = *it;
            e.state = it->state;
            e.machine = it->machine;
            e.message = it->stateDetail;
            if (isActive(it->state)) {
                // Live before a restart: watched where it runs, and its machine takes no other.
                e.cutLaunch = it->attempts.isEmpty();
                bool watched = false;
                for (Slot &slot : m_slots)
                    if (slot.name == it->machine && slot.known && slot.currentRun.isEmpty()) {
                        slot.currentRun = e.runId;
                        watched = true;
                    }
                if (!watched)
                    Q_EMIT message(tr("%1 is %2 on %3, which is not in the registry (or already runs another run); it "
                                      "is not watched.")
                                       .arg(e.runId, runStateName(it->state), it->machine));
            }
        }
        if (!e.state || (m_options.retryFailed && isRetryable(e.state))) {
            e.queued = true;
            m_queue.push_back(e.runId);
        }
    }
    for (const Slot &slot : m_slots)
        if (slot.chosen && !slot.fits)
            Q_EMIT message(slot.problem);
    const int finished = int(std::count_if(m_entries.begin(), m_entries.end(),
                                           [](const Entry &e) { return e.state == RunState::Finished; }));
    Q_EMIT message(tr("%1: %2 queued, %3 running, %4 already finished")
                       .arg(m_ablation.spec.name(), tr("%n run(s)", nullptr, int(m_queue.size())))
                       .arg(runningCount())
                       .arg(finished));
    Q_EMIT started();
    m_timer->start();
    schedule();
    poll();
    checkFinished();
}

int AblationLauncher::runningCount() const
{
    return int(std::count_if(m_slots.begin(), m_slots.end(), [](const Slot &s) { return !s.currentRun.isEmpty(); }));
}

void AblationLauncher::schedule()
{
    if (m_stopping)
        return;
    const int limit = m_options.maxParallel > 0 ? m_options.maxParallel : int(m_slots.size());
    for (size_t i = 0; i < m_slots.size() && !m_queue.empty(); ++i) {
        Slot &slot = m_slots[i];
        if (!slot.chosen || !slot.fits || slot.busy || !slot.currentRun.isEmpty() || runningCount() >= limit)
            continue;
        const QString runId = m_queue.front();
        m_queue.erase(m_queue.begin());
        launchOn(int(i), runId);
    }
}

void AblationLauncher::launchOn(int slotIndex, const QString &runId)
{
    Slot &slot = m_slots[size_t(slotIndex)];
    Entry &e = entry(runId);
    e.queued = false;
    e.state = RunState::Uploading;
    e.machine = slot.name;
    e.message.clear();
    slot.currentRun = runId;
    slot.busy = true;
    Q_EMIT runChanged(runId);
    Q_EMIT message(tr("%1: launching on %2").arg(runId, slot.name));

    LaunchRequest request = LaunchRequest::forMachine(slot.machine, m_projectDir);
    request.runId = runId;
    request.ablation = m_ablation.spec.name();
    request.seed = e.run->seed;
    for (const auto &[path, value] : m_ablation.expansion.cellOf(*e.run).values)
        request.settings.append({path, toQString(canonicalJson(value))});
    request.device = m_options.device;
    request.extraArguments = m_options.extraArguments;
    request.skipPreflight = m_options.skipPreflight;
    // A clean start: nothing of an earlier attempt on this machine is resumed or mixed into
    // the metrics. The folder is this run's own (its id is unique to cell and seed).
    request.fresh = true;
    const QString expectedHash = m_ablation.expansion.cellOf(*e.run).hash;
    ++m_tasks;
    continueQueued(m_service->launch(request), this, [this, slotIndex, runId, expectedHash](Result<RunRecord> result) {
        --m_tasks;
        Slot &s = m_slots[size_t(slotIndex)];
        Entry &en = entry(runId);
        s.busy = false;
        if (result) {
            en.record = *result;
            en.state = result->state;
            if (result->configHash != expectedHash)
                Q_EMIT message(tr("%1: the hosts train config hash %2, not the cell's %3; check the project's "
                                  "config.json.")
                                   .arg(runId, result->configHash, expectedHash));
        } else {
            en.state = RunState::Failed;
            en.message = result.error().message;
            s.currentRun.clear();
            Q_EMIT message(tr("%1: could not start on %2: %3").arg(runId, s.name, result.error().message));
        }
        Q_EMIT runChanged(runId);
        if (s.stopRequested || m_stopping)
            stop();
        schedule();
        checkFinished();
    });
}

void AblationLauncher::poll()
{
    for (size_t i = 0; i < m_slots.size(); ++i) {
        Slot &slot = m_slots[i];
        if (!slot.currentRun.isEmpty() && !slot.busy && entry(slot.currentRun).record)
            pollSlot(int(i), slot.stopRequested);
    }
}

void AblationLauncher::pollSlot(int slotIndex, bool stopFirst)
{
    Slot &slot = m_slots[size_t(slotIndex)];
    const QString runId = slot.currentRun;
    slot.busy = true;
    const bool fetchDue = nowMs() - entry(runId).lastFetch >= m_options.metricsFetchIntervalMs;
    ++m_tasks;
    auto asked = stopFirst ? m_service->stop(runId, std::chrono::seconds(30)) : m_service->refresh(runId);
    continueQueued(std::move(asked), this, [this, slotIndex, runId, fetchDue](Result<RunRecord> result) {
        --m_tasks;
        Slot &s = m_slots[size_t(slotIndex)];
        Entry &en = entry(runId);
        if (!result) {
            // Asked again at the next poll (a stop included), not at once.
            Q_EMIT message(tr("%1: %2").arg(runId, result.error().message));
            s.busy = false;
            schedule();
            checkFinished();
            return;
        }
        en.record = *result;
        if (en.cutLaunch && relaunchIfNothingStarted(slotIndex, runId))
            return;
        const RunState state = result->state;
        const bool changed = en.state != state;
        en.state = state;
        en.message = result->stateDetail;
        const bool ended = !isActive(state);
        if (ended) {
            s.currentRun.clear();
            s.stopRequested = false;
            Q_EMIT message(tr("%1: %2 on %3").arg(runId, runStateName(state), s.name));
        }
        if (changed)
            Q_EMIT runChanged(runId);
        if (!fetchDue && !ended) {
            afterPoll(slotIndex);
            return;
        }
        // The metrics so far (and the logs once it ended) into runs/<run_id>/.
        ++m_tasks;
        continueQueued(m_service->fetch(runId, ended), this, [this, slotIndex, runId](Result<RunRecord> fetched) {
            --m_tasks;
            entry(runId).lastFetch = nowMs();
            if (!fetched)
                Q_EMIT message(tr("%1: fetching metrics: %2").arg(runId, fetched.error().message));
            Q_EMIT runChanged(runId);
            afterPoll(slotIndex);
        });
    });
}

bool AblationLauncher::relaunchIfNothingStarted(int slotIndex, const QString &runId)
{
    Slot &s = m_slots[size_t(slotIndex)];
    Entry &en = entry(runId);
    const RunRecord &record = *en.record;
    if (!record.attempts.isEmpty()) {
        // The refresh adopted the attempt from the hosts' status files: a live run, watched.
        en.cutLaunch = false;
        return false;
    }
    if (isActive(record.state) || m_stopping)
        return false;
    // No attempt and no status file on any host: the launch was cut before launch.sh started
    // train.py (during the preflight, the upload or the start), so nothing of it runs. Not a
    // failed run: launched again from the start. Looked at twice, a poll apart, so that a
    // launch.sh the dead app had just started has recorded train.py by the second look and is
    // adopted instead of being started twice.
    s.busy = false;
    if (++en.emptyLooks >= 2) {
        en.cutLaunch = false;
        en.state.reset();
        en.message.clear();
        en.queued = true;
        s.currentRun.clear();
        m_queue.insert(m_queue.begin(), runId);
        Q_EMIT message(tr("%1: its launch on %2 stopped before it started anything there (no attempt in run.json, "
                          "no status file on the hosts); launching it again.")
                           .arg(runId, s.name));
        Q_EMIT runChanged(runId);
    }
    schedule();
    checkFinished();
    return true;
}

void AblationLauncher::afterPoll(int slotIndex)
{
    Slot &s = m_slots[size_t(slotIndex)];
    s.busy = false;
    if (s.stopRequested && !s.currentRun.isEmpty())
        pollSlot(slotIndex, true);
    schedule();
    checkFinished();
}

void AblationLauncher::stop()
{
    m_stopping = true;
    for (const QString &runId : m_queue)
        entry(runId).queued = false;
    m_queue.clear();
    for (size_t i = 0; i < m_slots.size(); ++i) {
        Slot &slot = m_slots[i];
        if (slot.currentRun.isEmpty())
            continue;
        slot.stopRequested = true;
        if (!slot.busy && entry(slot.currentRun).record)
            pollSlot(int(i), true);
    }
    checkFinished();
}

void AblationLauncher::retryFailed()
{
    m_stopping = false;
    int queued = 0;
    for (Entry &e : m_entries)
        if (isRetryable(e.state) && !e.queued) {
            bool running = false;
            for (const Slot &slot : m_slots)
                running = running || slot.currentRun == e.runId;
            if (running)
                continue;
            e.queued = true;
            m_queue.push_back(e.runId);
            ++queued;
        }
    Q_EMIT message(tr("%n failed or stopped run(s) queued again.", nullptr, queued));
    if (queued > 0) {
        m_finished = false;
        m_timer->start();
    }
    schedule();
    checkFinished();
}

void AblationLauncher::checkFinished()
{
    if (m_finished || m_tasks > 0 || !m_queue.empty() || runningCount() > 0)
        return;
    if (!m_stopping && m_slots.empty())
        return; // not started yet
    m_finished = true;
    m_timer->stop();
    const bool all = std::all_of(m_entries.begin(), m_entries.end(),
                                 [](const Entry &e) { return e.state == RunState::Finished; });
    Q_EMIT finished(all);
}

QList<AblationRunStatus> AblationLauncher::statuses() const
{
    QList<AblationRunStatus> out;
    for (const Entry &e : m_entries) {
        AblationRunStatus status;
        status.runId = e.runId;
        status.state = e.state;
        status.machine = e.machine;
        status.message = e.message;
        out << status;
    }
    return out;
}

QList<AblationLauncher::MachineState> AblationLauncher::machines() const
{
    QList<MachineState> out;
    for (const Slot &slot : m_slots)
        out << MachineState{slot.name, slot.fits, slot.problem, slot.currentRun};
    return out;
}

} // namespace twb
