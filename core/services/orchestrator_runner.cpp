#include "core/services/orchestrator_runner.h"

#include <QMetaObject>

using namespace Qt::StringLiterals;

namespace twb {

OrchestratorRunner::OrchestratorRunner(QObject *parent) : QObject(parent)
{
}

OrchestratorRunner::~OrchestratorRunner()
{
    stop();
    wait();
}

bool OrchestratorRunner::isRunning() const
{
    return m_busy;
}

void OrchestratorRunner::wait()
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

void OrchestratorRunner::launch(std::function<void()> work)
{
    wait();
    {
        std::lock_guard lock(m_mutex);
        m_stopRequested = false;
    }
    m_busy = true;
    m_thread.reset(QThread::create(std::move(work)));
    m_thread->start();
}

void OrchestratorRunner::start(const KernelService &service, const QString &localDir, std::optional<int> maxIterations)
{
    if (isRunning())
        return;
    launch([this, service, localDir, maxIterations] {
        KernelService::OrchestrateOptions options;
        options.maxIterations = maxIterations;
        options.onDecision = [this](const kernel::Decision &d) {
            QMetaObject::invokeMethod(this, [this, d] { Q_EMIT decisionMade(d.action, d.outcome, d.detail); },
                                      Qt::QueuedConnection);
        };
        options.onOrchestrator = [this](kernel::KernelOrchestrator *orchestrator) {
            std::lock_guard lock(m_mutex);
            m_orchestrator = orchestrator;
            if (orchestrator && m_stopRequested)
                orchestrator->requestStop();
        };
        const auto report = service.orchestrate(localDir, options);
        const bool ok = report.has_value();
        const QString message = ok ? KernelService::endingText(*report) : report.error().message;
        const QString ending = ok ? kernel::KernelOrchestrator::endingKey(report->ending) : QString();
        QMetaObject::invokeMethod(
            this,
            [this, ok, message, ending] {
                m_busy = false;
                Q_EMIT finished(ok, message, ending);
            },
            Qt::QueuedConnection);
    });
}

void OrchestratorRunner::approve(const KernelService &service, const QString &localDir)
{
    if (isRunning())
        return;
    launch([this, service, localDir] {
        const auto state = service.approveBaseline(localDir);
        const bool ok = state.has_value();
        const QString message = ok ? tr("Baseline approved; Continue to optimize.") : state.error().message;
        QMetaObject::invokeMethod(
            this,
            [this, ok, message] {
                m_busy = false;
                Q_EMIT approved(ok, message);
            },
            Qt::QueuedConnection);
    });
}

} // namespace twb
