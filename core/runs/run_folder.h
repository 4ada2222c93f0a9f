#pragma once

#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QDateTime>
#include <QList>
#include <QStringList>
#include <QString>

namespace twb {

// The layout of one run's folder (docs/formats.md, "Run folder"), the same on the hosts
// (`<remote_root>/runs/<run_id>/`) and in the workspace's local mirror (`runs/<run_id>/`):
//
//   run.json                  the record (local only)
//   .run.json.lock            locked (flock) while run.json is changed (RunRecordLock; local only)
//   config.json               the experiment config the run was launched with
//   metrics/host-<i>.jsonl    each host's metrics stream
//   logs/host-<i>.log         each host's stdout and stderr
//   status/host-<i>.json      each host's exit status (written by launch.sh)
//   checkpoints/              the training checkpoints (hosts only)
//   stacks/host-<i>.txt       each host's stack dumps on SIGUSR2 (train.py's faulthandler; hosts)
//   stacks/stacks-<time>.json the stack dumps taken of the run (StackDump; local only)
//   profiles/request.json     the newest profile request (hosts; train.py polls it)
//   profiles/host-<i>/        each host's traces and <id>.done.json markers (hosts)
//   profiles/<id>/            a capture: host-<i>/<trace files>, profile.json (local only)
//
// The only code that spells these names; everything else asks a RunFolder. Paths are plain
// strings so the same type serves a remote directory (`~/...`) and a local one.
class RunFolder final
{
public:
    explicit RunFolder(QString dir);
    // `<runsDir>/<runId>`.
    static RunFolder in(const QString &runsDir, const QString &runId);

    const QString &dir() const { return m_dir; }

    QString recordFile() const;
    // Held with flock(2) around every change of run.json, by every workbench process
    // (RunRecordLock); never read or written.
    QString recordLockFile() const;
    QString configFile() const;
    QString metricsDir() const;
    QString metricsFile(int host) const;
    QString logsDir() const;
    QString logFile(int host) const;
    QString statusDir() const;
    QString statusFile(int host) const;
    QString checkpointsDir() const;
    QString stacksDir() const;
    QString stacksFile(int host) const;
    // `stacks/stacks-<UTC time to the millisecond>.json`: names sort by time.
    QString stackDumpFile(const QDateTime &taken) const;
    QString profilesDir() const;
    QString profileRequestFile() const;
    // On a host: where its train.py writes its traces.
    QString profileHostDir(int host) const;
    // In the local mirror: one capture's folder, and its summary.
    QString profileCaptureDir(const QString &captureId) const;
    QString profileCaptureFile(const QString &captureId) const;

    // The same names relative to the run folder, for messages ("see logs/host-2.log") and
    // for remote commands that work inside the folder.
    static QString metricsName(int host);
    static QString logName(int host);
    static QString statusName(int host);
    static QString recordName();
    static QString recordLockName();
    static QString configName();
    static QString checkpointsName();
    static QString stacksName(int host);

    bool hasRecord() const;
    // The hosts that have a metrics file here, ascending (blocking: lists metrics/).
    QList<int> metricsHosts() const;
    // The saved stack dumps, oldest first (blocking: lists stacks/).
    QStringList stackDumpFiles() const;
    // The saved profile captures' profile.json, oldest first (blocking: lists profiles/).
    QStringList profileCaptureFiles() const;
    // Reads run.json (blocking: call it off the GUI thread). It needs no lock: run.json is only
    // ever replaced by a rename, so a reader sees the old or the new record, never a mix.
    Result<RunRecord> readRecord() const;
    // Replaces run.json as a whole, atomically and under the record lock: for a record made from
    // scratch. A change to a run's record goes through RunRecordStore (update, or save for an
    // operation's own copy), which re-reads run.json under the lock so no other change is lost.
    Result<void> writeRecord(const RunRecord &record) const;

private:
    QString m_dir;
};

} // namespace twb
