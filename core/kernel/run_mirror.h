#pragma once

#include "core/kernel/run_host.h"

#include <QHash>
#include <QString>

namespace twb::kernel {

// Keeps `<workspace>/kernel-runs/<run_id>/` a copy of a run directory that lives on another
// machine, so the viewer and `tpuwb kernel status` read local files only. Each sync lists the
// host folder once and fetches only files whose size or time changed; every local write is
// atomic, so a viewer never sees half a state.json. Lock and temp files are skipped, and the
// workbench's own journal (which lives only locally) is never overwritten.
class RunMirror final
{
public:
    RunMirror(QString hostRunDir, QString localDir);

    // Copies what changed; returns how many files were fetched.
    Result<int> sync(RunHost &host);

    static bool isMirrored(const QString &relativePath);

private:
    struct Stamp
    {
        qint64 size = -1;
        double modified = 0;
    };

    QString m_hostRunDir;
    QString m_localDir;
    QHash<QString, Stamp> m_fetched;
};

} // namespace twb::kernel
