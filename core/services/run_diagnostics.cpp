#include "core/services/run_diagnostics.h"

#include "core/metrics/metric_format_name.h"
#include "core/metrics/metric_jsonl.h"
#include "core/remote/host_pool.h"
#include "core/runs/run_files_fetcher.h"
#include "core/runs/run_folder.h"
#include "core/runs/stack_sampler.h"
#include "core/util/log.h"

#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The *.py files of a run's folder on host 0, as they were uploaded.
Result<QList<QPair<QString, QString>>> projectSources(HostPool &pool, const QString &remoteDir)
{
    Result<QList<QPair<QString, QString>>> out = QList<QPair<QString, QString>>();
    pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
        if (host == 0)
            out = RunVerifier::readRemoteSources(transport, remoteDir);
        return {};
    });
    return out;
}

} // namespace

RunDiagnostics::RunDiagnostics(RunOperationContext &context) : m_context(context)
{
}

Result<RunRecord> RunDiagnostics::fetch(const QString &runId, bool logs)
{
    const Snapshot s = m_context.snapshot();
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    const QString localDir = RunFolder::in(s.runsDir, runId).dir();
    if (auto fetched = RunFilesFetcher::fetch(*run->pool, run->record.remoteDir, localDir, logs); !fetched)
        return fail(fetched.error());
    return run->record;
}

Result<QList<HostLog>> RunDiagnostics::logs(const QString &runId, const QList<int> &hosts)
{
    const Snapshot s = m_context.snapshot();
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    HostPool *pool = run->pool.get();
    QList<HostLog> logs;
    for (int h = 0; h < pool->hostCount(); ++h)
        if (hosts.isEmpty() || hosts.contains(h))
            logs << HostLog{h, {}, {}};
    // Each worker fills its own slot.
    std::vector<HostLog *> slots(std::size_t(pool->hostCount()), nullptr);
    for (HostLog &log : logs)
        slots[std::size_t(log.host)] = &log;
    const RunFolder remote(run->record.remoteDir);
    const auto results = pool->forEachHost([&](int h, Transport &transport) -> Result<void> {
        HostLog *slot = slots[std::size_t(h)];
        if (!slot)
            return {};
        auto text = transport.readRemoteFile(remote.logFile(h));
        if (!text)
            return fail(text.error());
        slot->text = *text;
        return {};
    });
    for (std::size_t i = 0; i < results.size(); ++i)
        if (!results[i] && slots[i])
            slots[i]->error = results[i].error().message;
    return logs;
}

Result<std::vector<HostPreflight>> RunDiagnostics::preflight(const QString &machine, RunPreflight::Options options)
{
    const Snapshot s = m_context.snapshot();
    auto entry = s.access.machine(machine);
    if (!entry)
        return fail(entry.error());
    if (auto trusted = s.access.requirePython(*entry); !trusted)
        return fail(trusted.error());
    options.python = entry->python();
    options.remoteRoot = entry->remoteRoot();
    auto pool = m_context.hostPool(s, *entry);
    return RunPreflight::run(*pool, options);
}

Result<StackDump> RunDiagnostics::stacks(const CancelToken &cancel, const QString &runId, QString *savedPath)
{
    const Snapshot s = m_context.snapshot();
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    StackDump dump = StackSampler::take(*run->pool, run->record, [cancel] { return cancel->load(); });
    auto saved = StackSampler::save(dump, RunFolder::in(s.runsDir, runId));
    if (!saved)
        return fail(saved.error());
    if (savedPath)
        *savedPath = *saved;
    return dump;
}

Result<ProfileCapture> RunDiagnostics::profile(const CancelToken &cancel, const QString &runId,
                                               ProfileRequester::Options options, QString *savedPath)
{
    const Snapshot s = m_context.snapshot();
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    const RunFolder local = RunFolder::in(s.runsDir, runId);
    ProfileCapture capture = ProfileRequester::take(*run->pool, run->record, local, options,
                                                    [cancel] { return cancel->load(); });
    auto saved = ProfileRequester::save(capture, local);
    if (!saved)
        return fail(saved.error());
    if (savedPath)
        *savedPath = *saved;
    return capture;
}

Result<RunVerification> RunDiagnostics::verify(const QString &runId, bool askHosts)
{
    const Snapshot s = m_context.snapshot();
    auto record = RunOperationContext::readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    const RunFolder local = RunFolder::in(s.runsDir, runId);
    std::optional<QList<QPair<QString, QString>>> sources;
    if (askHosts && !record->machine.isEmpty() && !record->remoteDir.isEmpty()) {
        if (auto fetched = fetch(runId, false); !fetched)
            log::warn(tr("%1: the hosts' metrics could not be fetched (%2); verifying what was fetched before.")
                          .arg(runId, fetched.error().message));
        if (auto entries = s.access.machines(record->machines())) {
            auto pool = m_context.hostPool(s, *entries);
            auto read = projectSources(*pool, record->remoteDir);
            if (read)
                sources = *read;
            else
                log::warn(read.error().message);
        }
    }
    RunVerifier::Inputs inputs = verificationInputs(*record, local.dir());
    inputs.sources = sources;
    return RunVerifier::verify(inputs);
}

RunVerifier::Inputs RunDiagnostics::verificationInputs(const RunRecord &record, const QString &runDir)
{
    RunVerifier::Inputs inputs = RunVerifier::readFolder(runDir, QString(), record.device);
    // An attached job's mirrors hold its own format (a MaxText log, CSV, TensorBoard events):
    // the checklist reads them as train.py's JSONL, as the plots read them.
    const auto format = metricFormatFromName(record.attachFormat);
    if (record.attachMetrics.isEmpty() || !format || *format == MetricFormat::Jsonl)
        return inputs;
    const RunFolder folder(runDir);
    for (int host = 0; host < inputs.metrics.size(); ++host) {
        const auto converted = MetricJsonl::convert(inputs.metrics[host], *format, host, folder.metricsFile(host));
        const auto own = converted.find(host);
        inputs.metrics[host] = own == converted.end() ? QByteArray()
                                                      : QByteArray(own->second.data(), qsizetype(own->second.size()));
    }
    return inputs;
}

RunMonitor::Config RunDiagnostics::monitorConfig(const RunRecord &record) const
{
    const Snapshot s = m_context.snapshot();
    RunMonitor::Config config;
    config.run = record.runId;
    config.hostCount = std::max(1, int(record.hosts.size()));
    config.remoteRunDir = record.remoteDir;
    config.python = record.python;
    config.localRunDir = RunFolder::in(s.runsDir, record.runId).dir();
    config.transportFactory = record.isMultislice() ? s.access.deferredTransportFactory(record.slices)
                                                    : s.access.deferredTransportFactory(record.machine);
    if (!record.attachMetrics.isEmpty()) {
        // An attached job: its own files on every worker, in its format.
        config.metricsPath = record.attachMetrics;
        config.logPath = record.attachLog;
        config.format = metricFormatFromName(record.attachFormat).value_or(MetricFormat::Jsonl);
    }
    return config;
}

} // namespace twb
