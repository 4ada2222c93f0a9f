// MonitorPanel, part 2: what the panel does to runs (launch, stop, resume, relaunch, import),
// each off the GUI thread. The views and streams are in monitor_panel.cpp.
#include "widgets/monitor/monitor_panel.h"

#include "core/metrics/metric_import.h"
#include "core/registry/registry.h"
#include "core/remote/host_pool.h"
#include "core/remote/machine_transport.h"
#include "core/workspace/workspace.h"
#include "widgets/common/app_context.h"
#include "widgets/monitor/launch_dialog.h"
#include "widgets/monitor/run_list_model.h"

#include <QFileDialog>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QtConcurrent>

using namespace Qt::StringLiterals;

namespace twb {

void MonitorPanel::runOperation(
    const QString &runId, const QString &what,
    std::function<QString(RunLauncher &, const std::function<void(const QString &)> &)> job, const QString &machine)
{
    m_status->setText(what + u"…"_s);
    const QString registryPath = m_context.registryPath();
    const QString runsDir = Workspace(m_context.workspaceDir()).runsDir();
    ConnectionSettings settings;
    settings.knownHostsPath = m_context.knownHostsPath();
    settings.defaultUser = m_context.defaultSshUser();
    settings.defaultIdentityFile = m_context.defaultIdentityFile();
    settings.hostKeyPolicy = HostKeyPolicy::refuse();
    auto custom = m_transportFactory;
    QPointer<QLabel> status = m_status;
    auto progress = [status](const QString &message) {
        QMetaObject::invokeMethod(status, [status, message] {
            if (status)
                status->setText(message);
        });
    };
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, runId, what] {
        const QString error = watcher->result();
        watcher->deleteLater();
        m_status->setText(error.isEmpty() ? tr("%1: done.").arg(what) : error);
        m_runs->reload();
        Q_EMIT operationFinished(runId, error.isEmpty(), error);
    });
    watcher->setFuture(QtConcurrent::run([=]() -> QString {
        auto registry = Registry::load(registryPath);
        if (!registry)
            return registry.error().message;
        const MachineEntry *found = registry->find(machine);
        if (!found)
            return tr("The machine \"%1\" is not in the registry %2; add it in the Machines panel.").arg(machine, registryPath);
        const MachineEntry entry = *found;
        HostPool pool(entry.hostCount(), [entry, settings, custom, machine](int host) {
            return custom ? custom(machine, host) : makeTransport(entry, host, settings);
        });
        RunLauncher launcher(pool, runsDir);
        launcher.setProgress(progress);
        return job(launcher, progress);
    }));
}

void MonitorPanel::launchRun(const LaunchRequest &request)
{
    // The machine's hosts, python and remote root come from the registry, on the worker.
    const QString registryPath = m_context.registryPath();
    auto *created = new QString;
    runOperation(QString(), tr("Launching on %1").arg(request.machine),
                 [request, registryPath, created](RunLauncher &launcher, const std::function<void(const QString &)> &) {
                     auto registry = Registry::load(registryPath);
                     if (!registry)
                         return registry.error().message;
                     const MachineEntry *entry = registry->find(request.machine);
                     LaunchRequest full = request;
                     full.hosts = entry->hosts();
                     full.python = entry->python();
                     full.remoteRoot = entry->remoteRoot();
                     auto record = launcher.launch(full);
                     if (!record)
                         return record.error().message;
                     *created = record->runId;
                     return QString();
                 },
                 request.machine);
    connect(this, &MonitorPanel::operationFinished, this, [this, created](const QString &, bool ok) {
        if (ok && !created->isEmpty())
            selectRun(*created);
        delete created;
    }, Qt::SingleShotConnection);
}

void MonitorPanel::stopRun(const QString &runId)
{
    const RunRecord *record = m_runs->record(runId);
    if (!record)
        return;
    const QString path = runDir(runId) + u"/run.json"_s;
    runOperation(runId, tr("Stopping %1").arg(runId),
                 [path](RunLauncher &launcher, const std::function<void(const QString &)> &) {
                     auto stored = RunRecord::readFile(path);
                     if (!stored)
                         return stored.error().message;
                     auto stopped = launcher.stop(*stored);
                     return stopped ? QString() : stopped.error().message;
                 },
                 record->machine);
}

void MonitorPanel::resumeRun(const QString &runId, bool fromScratch)
{
    const RunRecord *record = m_runs->record(runId);
    if (!record)
        return;
    const QString path = runDir(runId) + u"/run.json"_s;
    // The new attempt's stream starts over: let the monitor reconnect to it.
    delete m_monitors.take(runId);
    m_loaded.remove(runId);
    runOperation(runId, fromScratch ? tr("Relaunching %1").arg(runId) : tr("Resuming %1").arg(runId),
                 [path, fromScratch](RunLauncher &launcher, const std::function<void(const QString &)> &) {
                     auto stored = RunRecord::readFile(path);
                     if (!stored)
                         return stored.error().message;
                     auto started = fromScratch ? launcher.relaunch(*stored) : launcher.resume(*stored);
                     return started ? QString() : started.error().message;
                 },
                 record->machine);
    connect(this, &MonitorPanel::operationFinished, this, [this, runId](const QString &id, bool ok) {
        if (ok && id == runId) {
            m_current.clear();
            selectRun(runId);
        }
    }, Qt::SingleShotConnection);
}

void MonitorPanel::showLaunchDialog()
{
    QStringList machines;
    if (auto registry = Registry::load(m_context.registryPath()))
        for (const auto &entry : registry->entries())
            machines << entry.name();
    LaunchDialog dialog(machines, Workspace(m_context.workspaceDir()).experimentsDir(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto request = dialog.request())
        launchRun(*request);
}

void MonitorPanel::showImportDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import metrics"), QString(),
                                                      tr("Metrics (*.jsonl *.json *.csv *.log *.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Import metrics"), tr("Name of the imported run:"),
                                               QLineEdit::Normal, QFileInfo(file).completeBaseName(), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    const QString runsDir = Workspace(m_context.workspaceDir()).runsDir();
    m_status->setText(tr("Importing %1…").arg(file));
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, name] {
        const QString error = watcher->result();
        watcher->deleteLater();
        m_status->setText(error.isEmpty() ? tr("Imported %1.").arg(name) : error);
        if (error.isEmpty())
            selectRun(name.trimmed());
    });
    watcher->setFuture(QtConcurrent::run([file, runsDir, name]() -> QString {
        auto imported = MetricImport::importFile(file, runsDir, name.trimmed());
        return imported ? QString() : imported.error().message;
    }));
}

} // namespace twb
