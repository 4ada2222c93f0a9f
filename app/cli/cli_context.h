#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace twb::cli {

// Exit codes shared by every command: 0 ok, 1 failure, 2 usage.
enum ExitCode { Ok = 0, Failure = 1, Usage = 2 };

// What every command gets: the global options and the output streams.
struct CliContext
{
    QString workspaceDir;   // --workspace
    QString registryPath;   // --config (defaults to <workspace>/tpu_config.json)
    QString knownHostsPath; // --known-hosts (defaults to ~/.ssh/known_hosts)
    QTextStream &out;
    QTextStream &err;

    // Prints "tpuwb: <message>" to stderr and returns `code`.
    int error(const QString &message, int code = Failure) const;
};

} // namespace twb::cli
