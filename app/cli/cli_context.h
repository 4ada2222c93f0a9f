#pragma once

#include "core/services/connection_profile.h"

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
    QString knownHostsPath; // --known-hosts (empty: the profile's)
    ConnectionProfile profile; // the user's (UserSettings), with --known-hosts applied
    QTextStream &out;
    QTextStream &err;
    // Whose approvals the registry's commands need (WorkspaceTrust): the workspace for its
    // default registry, empty for a --config file outside workspaces (the user's own).
    QString trustRoot;

    // Prints "tpuwb: <message>" to stderr and returns `code`.
    int error(const QString &message, int code = Failure) const;
};

} // namespace twb::cli
