#pragma once

#include "core/metrics/run_monitor.h"
#include "core/runs/profile_requester.h"
#include "core/runs/run_preflight.h"
#include "core/runs/run_record.h"
#include "core/runs/run_verification.h"
#include "core/runs/run_verifier.h"
#include "core/runs/stack_dump.h"
#include "core/services/run_operation_context.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <vector>

namespace twb {

// One host's log, read whole from the host.
struct HostLog
{
    int host = 0;
    QByteArray text;
    QString error;   // could not be read; empty when read
};

// The blocking look-ins at a run and its machine: fetch its files, read its logs, check the
// machine before a launch, verify the run, sample its stacks, trace its steps, and what a
// monitor needs to follow it. None of them changes the run's record, so none takes the run's
// lock. RunService's `...Now` calls say what each does.
class RunDiagnostics final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunDiagnostics)
    Q_DISABLE_COPY_MOVE(RunDiagnostics)

public:
    using CancelToken = RunOperationContext::CancelToken;

    explicit RunDiagnostics(RunOperationContext &context);

    Result<RunRecord> fetch(const QString &runId, bool logs);
    Result<QList<HostLog>> logs(const QString &runId, const QList<int> &hosts);
    Result<std::vector<HostPreflight>> preflight(const QString &machine, RunPreflight::Options options);
    Result<RunVerification> verify(const QString &runId, bool askHosts);
    // Stacks of every host's train.py at once, grouped and saved in the run's folder.
    Result<StackDump> stacks(const CancelToken &cancel, const QString &runId, QString *savedPath);
    // A trace of the next steps on every host, pulled, summarized and saved in the run's folder.
    Result<ProfileCapture> profile(const CancelToken &cancel, const QString &runId, ProfileRequester::Options options,
                                   QString *savedPath);
    RunMonitor::Config monitorConfig(const RunRecord &record) const;

    // What the run checklist reads of a run's local folder: its metrics as train.py's JSONL
    // (an attached job's mirrors converted from its own format) and its config.
    static RunVerifier::Inputs verificationInputs(const RunRecord &record, const QString &runDir);

private:
    using Snapshot = RunOperationContext::Snapshot;

    RunOperationContext &m_context;
};

} // namespace twb
