#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

// The on-disk workspace (docs/architecture.md, "On disk"): one folder of human-readable JSON.
// This class only knows where things live and how to create the skeleton; each module reads
// and writes its own files.
class Workspace final
{
public:
    static constexpr const char *kSchema = "tpuwb.workspace/1";

    explicit Workspace(QString rootDir);

    // ~/TPUWorkbench unless TPUWB_WORKSPACE is set.
    static QString defaultRoot();

    // Creates the folders and workbench.json when missing; refuses a newer major schema.
    Result<void> ensureCreated() const;
    // True when workbench.json exists.
    bool exists() const;
    // True when the workspace folder exists but this process cannot write it (a read-only
    // mount, a folder without write permission), or when this process opened it read-only
    // because another window holds its writer lock (WorkspaceLock). Probed once when a
    // workspace is opened: the GUI shows it read-only and the CLI refuses its writing commands,
    // so no save is tried.
    bool isReadOnly() const;
    // "The workspace <root> is read-only (...)": why and what to do, for a banner or the CLI.
    QString readOnlyMessage() const;

    // The workspace that `path` lies in: the nearest folder at or above it holding a
    // workbench.json (`path` need not exist yet); empty when there is none.
    static QString enclosingRoot(const QString &path);

    const QString &root() const { return m_root; }
    QString settingsFile() const;
    QString registryFile() const;
    QString experimentsDir() const;
    QString experimentDir(const QString &name) const;
    QString ablationsDir() const;
    QString runsDir() const;
    QString runDir(const QString &runId) const;
    QString kernelRunsDir() const;

private:
    QString m_root;
};

} // namespace twb
