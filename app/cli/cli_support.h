#pragma once

#include "app/cli/cli_context.h"
#include "core/registry/machine_entry.h"
#include "core/remote/machine_checks.h"
#include "core/services/machine_access.h"
#include "core/util/json.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QList>
#include <QStringList>

namespace twb::cli {

// Parses a subcommand's arguments. Returns -1 to go on, or the exit code to return at once
// (0 after --help, 2 after a usage error, which is printed). `positional` is the minimum
// number of positional arguments, `maxPositional` the maximum (-1: any number); a stray
// argument is a usage error instead of being ignored.
int parseSubcommand(QCommandLineParser &parser, const QString &command, const QStringList &arguments,
                    CliContext &context, int positional = 0, int maxPositional = -1);

// Prints a command group's usage text (translated by the caller) and flushes, so it comes
// before anything written to the other stream.
void printUsage(QTextStream &out, const QString &usage);

// Plain-text table with columns padded to their widest cell.
class TextTable final
{
public:
    explicit TextTable(QStringList header) : m_rows{std::move(header)} {}
    void addRow(QStringList row) { m_rows.append(std::move(row)); }
    void print(QTextStream &out) const;

private:
    QList<QStringList> m_rows;
};

// A run's JSON object (run.json's fields, or a status) with "name" (the run's RunDisplayName)
// put right after "run_id"; at the end when it has no "run_id".
Json withRunName(const Json &run, const QString &name);

// How the CLI reaches machines: the user's profile (the GUI's too) and the registry of the
// global options; unknown host keys are refused unless `acceptNew` (the CLI never asks).
MachineAccess machineAccess(const CliContext &context, bool acceptNew);

// The registry entry named `name`, or an error that names the registry file.
Result<MachineEntry> findMachine(const CliContext &context, const QString &name);

// One line per host: "[worker] address: ok (12 ms) ..." to stdout, failures to stderr.
void printReport(CliContext &context, const MachineCheckReport &report);

// Ctrl-C or SIGTERM quits `loop`, so a follow loop ends cleanly (streams stopped, mirrors
// closed). The handler only sets a flag; a 100 ms timer owned by the loop reads it.
void quitOnInterrupt(QEventLoop &loop);

} // namespace twb::cli
