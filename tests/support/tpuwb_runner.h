#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

class QProcess;

namespace twb::test {

// Runs the tpuwb under test (TWB_TPUWB) as a user would, with the same global options
// (--workspace, --config, --known-hosts, ...) in front of every command.
class TpuwbRunner final
{
public:
    struct Output
    {
        int exitCode = -1; // -1: it had not ended in time (err says so)
        QString out;
        QString err;
    };

    explicit TpuwbRunner(QStringList globals = {}) : m_globals(std::move(globals)) {}

    const QStringList &globals() const { return m_globals; }
    void setGlobals(QStringList globals) { m_globals = std::move(globals); }
    // The folder tpuwb starts in (empty: the test's own), for relative paths as typed in a shell.
    void setWorkingDirectory(QString dir) { m_workingDirectory = std::move(dir); }

    // `tpuwb <globals> <args>` to its end; one still running after `timeoutMs` is killed.
    Output run(const QStringList &args, int timeoutMs = 120000) const;
    // Starts `tpuwb <globals> <args>` in `process` and returns (commands that follow, such as
    // `metrics tail`).
    void start(QProcess &process, const QStringList &args) const;
    // `run status <runId> --json`; an empty object when it printed none.
    QJsonObject runStatus(const QString &runId) const;
    // `tpuwb scaffold` of a decoder small enough to train on the CPU in seconds (fsdpv2) into
    // `out` (empty: the workspace's experiments/tiny), for `accelerator`, with `settings`
    // (key=value) set after the tiny model's own.
    Output scaffoldTinyDecoder(const QString &out, const QString &accelerator, const QStringList &settings) const;

private:
    QStringList m_globals;
    QString m_workingDirectory;
};

} // namespace twb::test
