#pragma once

#include "core/kernel/kernel_orchestrator.h"
#include "core/remote/transport.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>
#include <mutex>

namespace twb {

// Runs a KernelOrchestrator, and the baseline approval, off the GUI thread. The transport is
// made on the worker thread (a transport belongs to the thread that first uses it) and dies
// there; results come back as queued signals. Destroying the runner stops the orchestrator and
// waits for its thread.
class OrchestratorRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OrchestratorRunner)

public:
    using TransportFactory = std::function<Result<std::unique_ptr<Transport>>(const QString &machineName)>;

    explicit OrchestratorRunner(TransportFactory factory, QObject *parent = nullptr);
    ~OrchestratorRunner() override;

    bool isRunning() const;
    // Everything, including finding the run's machine in the registry, happens on the worker
    // thread: the GUI thread does not touch the disk or the network.
    void start(const QString &localDir, const QString &registryPath, const QString &workspaceKernelRuns);
    // Cancels the dispatch in flight and lets the orchestrator record its stop.
    void stop();
    void approve(const QString &localDir);

Q_SIGNALS:
    void decisionMade(const QString &action, const QString &outcome, const QString &detail);
    void finished(bool ok, const QString &message);
    void approved(bool ok, const QString &message);

private:
    void join();

    TransportFactory m_factory;
    std::unique_ptr<QThread> m_thread;
    mutable std::mutex m_mutex;
    kernel::KernelOrchestrator *m_orchestrator = nullptr; // owned by the worker thread's stack
    bool m_stopRequested = false;
};

} // namespace twb
