#include "widgets/kernel/orchestrator_runner.h"

#include "core/kernel/kernel_run_control.h"

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

void OrchestratorRunner::start(const kernel::OrchestratorSettings &settings, const QString &machineName)
{
    if (isRunning())
        return;
    join();
    {
        std::lock_guard lock(m_mutex);
        m_stopRequested = false;
    }
    m_thread.reset(QThread::create([this, settings, machineName] {
        auto transport = m_factory(machineName);
        if (!transport) {
            QMetaObject::invokeMethod(this, [this, message = transport.error().message] {
                Q_EMIT finished(false, message);
            }, Qt::QueuedConnection);
            return;
        }
        kernel::KernelOrchestrator orchestrator(**transport, settings);
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

void OrchestratorRunner::approve(const QString &machineName, const QString &hostRunDir, const QString &localDir)
{
    if (isRunning())
        return;
    join();
    m_thread.reset(QThread::create([this, machineName, hostRunDir, localDir] {
        auto transport = m_factory(machineName);
        QString message;
        bool ok = false;
        if (!transport) {
            message = transport.error().message;
        } else {
            kernel::RunHost host(**transport);
            auto state = kernel::KernelRunControl::approveBaseline(host, hostRunDir, localDir);
            ok = state.has_value();
            message = ok ? tr("Baseline approved; Continue to optimize.") : state.error().message;
        }
        QMetaObject::invokeMethod(this, [this, ok, message] { Q_EMIT approved(ok, message); }, Qt::QueuedConnection);
    }));
    m_thread->start();
}

} // namespace twb
