// `tpuwb hash EXPERIMENT.json`: the config hash of docs/formats.md section 2 (8 hex digits).
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "core/experiment/experiment.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct HashCommand
{
    Q_DECLARE_TR_FUNCTIONS(HashCommand)
};

} // namespace

int runHashCommand(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() == 1 && (arguments.first() == u"--help"_s || arguments.first() == u"-h"_s)) {
        context.out << HashCommand::tr("Usage: tpuwb hash EXPERIMENT.json...\n\n"
                           "Prints the config hash (8 hex digits: SHA-256 of the sorted JSON without name,\n"
                           "hypothesis, tags, notes and train.seed), one line per file; with several files,\n"
                           "each line is \"HASH  FILE\".\n");
        context.out.flush();
        return Ok;
    }
    if (arguments.isEmpty() || arguments.first().startsWith(u"--"_s))
        return context.error(HashCommand::tr("hash needs an experiment file: "
                                                                  "tpuwb hash EXPERIMENT.json"),
                             Usage);
    int code = Ok;
    for (const QString &path : arguments) {
        auto experiment = Experiment::readFile(path);
        if (!experiment) {
            context.error(experiment.error().message);
            code = Failure;
            continue;
        }
        context.out << experiment->configHash();
        if (arguments.size() > 1)
            context.out << u"  "_s << path;
        context.out << u'\n';
    }
    context.out.flush();
    return code;
}

TWB_CLI_COMMAND_GROUP("hash", "print the config hash of experiment files", runHashCommand);

} // namespace twb::cli
