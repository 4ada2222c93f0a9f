#include "widgets/kernel/orchestrator_runner.h"

#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_run_control.h"
#include "core/kernel/run_location.h"
#include "core/util/template_store.h"

#include <QMetaObject>

using namespace Qt::StringLiterals;

namespace twb {

OrchestratorRunner::OrchestratorRunner(TransportFactory factory, QObject *parent)
    : QObject(parent), m_factory(std::move(factory))
{
}

OrchestratorRunner::~OrchestratorRunner()
{
    stop();
    join();
}

bool OrchestratorRunner::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void OrchestratorRunner::join()
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
}

void OrchestratorRunner::stop()
{
    std::lock_guard lock(m_mutex);
    m_stopRequested = true;
    if (m_orchestrator)
        m_orchestrator->requestStop();
}

void OrchestratorRunner::start(const QString &localDir, const QString &registryPath, const QString &workspaceKernelRuns)
{
    if (isRunning())
        return;
    join();
    {
        std::lock_guard lock(m_mutex);
        m_stopRequested = false;
    }
    m_thread.reset(QThread::create([this, localDir, registryPath, workspaceKernelRuns] {
        auto fail = [this](const QString &message) {
            QMetaObject::invokeMethod(this, [this, message] { Q_EMIT finished(false, message); }, Qt::QueuedConnection);
        };
        auto location = kernel::RunLocation::resolve(localDir);
        if (!location)
            return fail(location.error().message);
        auto machine = kernel::KernelMachine::lookup(registryPath, location->machineName, workspaceKernelRuns,
                                                     TemplateStore::locateRoot());
        if (!machine)
            return fail(machine.error().message);
        auto transport = m_factory(location->machineName);
        if (!transport)
            return fail(transport.error().message);
        kernel::KernelOrchestrator orchestrator(**transport, machine->settings(location->localDir, location->hostRunDir));
        orchestrator.onDecision = [this](const kernel::Decision &d) {
            QMetaObject::invokeMethod(this, [this, d] { Q_EMIT decisionMade(d.action, d.outcome, d.detail); },
                                      Qt::QueuedConnection);
        };
        {
            std::lock_guard lock(m_mutex);
            m_orchestrator = &orchestrator;
            if (m_stopRequested)
                orchestrator.requestStop();
        }
        auto report = orchestrator.run();
        {
            std::lock_guard lock(m_mutex);
            m_orchestrator = nullptr;
        }
        const bool ok = report.has_value();
        QString message;
        if (!ok)
            message = report.error().message;
        else if (report->ending == kernel::KernelOrchestrator::Ending::WaitingForApproval)
            message = tr("Paused: the synthesized baseline waits for your approval.");
        else if (report->ending == kernel::KernelOrchestrator::Ending::Stopped)
            message = tr("Stopped. Continue resumes from state.json.");
        else if (report->ending == kernel::KernelOrchestrator::Ending::EmergencyStopped)
            message = tr("Emergency stop: %1").arg(report->reason);
        else
            message = tr("Finished: %1").arg(report->finalCodePath.isEmpty() ? tr("no correct kernel") : report->finalCodePath);
        QMetaObject::invokeMethod(this, [this, ok, message] { Q_EMIT finished(ok, message); }, Qt::QueuedConnection);
    }));
    m_thread->start();
}

void OrchestratorRunner::approve(const QString &localDir)
{
    if (isRunning())
        return;
    join();
    m_thread.reset(QThread::create([this, localDir] {
        QString message;
        bool ok = false;
        auto location = kernel::RunLocation::resolve(localDir);
        auto transport = location ? m_factory(location->machineName)
                                  : Result<std::unique_ptr<Transport>>(twb::fail(location.error()));
        if (!transport) {
            message = transport.error().message;
        } else {
            kernel::RunHost host(**transport);
            auto state = kernel::KernelRunControl::approveBaseline(host, location->hostRunDir, location->localDir);
            ok = state.has_value();
            message = ok ? tr("Baseline approved; Continue to optimize.") : state.error().message;
        }
        QMetaObject::invokeMethod(this, [this, ok, message] { Q_EMIT approved(ok, message); }, Qt::QueuedConnection);
    }));
    m_thread->start();
}

} // namespace twb
