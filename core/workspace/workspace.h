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
