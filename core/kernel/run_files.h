#pragma once

#include <QByteArray>
#include <QString>

namespace twb::kernel {

// Read access to a run directory on this machine (a local run, or the mirror of a remote one)
// for the viewer rules. Paths stored in state.json are absolute on the host that ran the
// worker; `localPath` maps them into this folder when they lie under the run's run_dir.
class RunFiles final
{
public:
    // `folder` is the local folder; `hostRunDir` the run_dir recorded in state.json (may be
    // empty or equal to `folder`).
    explicit RunFiles(QString folder, QString hostRunDir = {});

    const QString &folder() const { return m_folder; }
    const QString &hostRunDir() const { return m_hostRunDir; }

    // A path relative to the run dir, or an absolute host path, as a local path.
    QString localPath(const QString &path) const;
    // The file exists and is non-empty (the reference's `exists(f)`).
    bool exists(const QString &path) const;
    // The file or folder exists at all (ref/.sealed is empty on purpose).
    bool present(const QString &path) const;
    // Whole content; empty when missing. For the small text files of a run.
    QByteArray read(const QString &path) const;

private:
    QString m_folder;
    QString m_hostRunDir;
};

} // namespace twb::kernel
