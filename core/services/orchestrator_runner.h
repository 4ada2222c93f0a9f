#pragma once

#include "core/services/kernel_service.h"

#include <QObject>
#include <QThread>

#include <memory>
#include <mutex>

namespace twb {

// Runs KernelService::orchestrate, and the baseline approval, on a thread of its own: the run's
// machine is found, its transport made, used and destroyed there (a transport belongs to the
// thread that first uses it); results come back as queued signals on the runner's thread.
// Destroying the runner stops the orchestrator and waits for its thread.
class OrchestratorRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OrchestratorRunner)

public:
    explicit OrchestratorRunner(QObject *parent = nullptr);
    ~OrchestratorRunner() override;

    // True from start()/approve() until finished()/approved() is delivered.
    bool isRunning() const;
    // Nothing of it happens on the caller's thread: the registry, the disk and the network are
    // the worker's. Ignored while a run or an approval is in flight.
    void start(const KernelService &service, const QString &localDir, std::optional<int> maxIterations = {});
    // Cancels the dispatch in flight and lets the orchestrator record its stop; finished() follows.
    void stop();
    void approve(const KernelService &service, const QString &localDir);
    // Blocks until the worker thread has ended (tests, shutdown).
    void wait();

Q_SIGNALS:
    void decisionMade(const QString &action, const QString &outcome, const QString &detail);
    // `ending` is KernelOrchestrator::endingKey() of how it ended; empty on an error.
    void finished(bool ok, const QString &message, const QString &ending);
    void approved(bool ok, const QString &message);

private:
    void launch(std::function<void()> work);

    std::unique_ptr<QThread> m_thread;
    mutable std::mutex m_mutex;
    kernel::KernelOrchestrator *m_orchestrator = nullptr; // owned by the worker thread's stack
    bool m_stopRequested = false;
    bool m_busy = false;   // the runner's thread only
};

} // namespace twb
