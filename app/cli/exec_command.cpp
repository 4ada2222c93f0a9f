// tpuwb exec NAME [--accept-new] -- CMD ARGS...: one command on every host of a machine, in
// parallel; each output line is prefixed with its worker index.
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "app/cli/cli_support.h"
#include "core/remote/host_pool.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct ExecCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExecCommand)
};

} // namespace

int runExecCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = ExecCommand::tr("usage: tpuwb exec NAME [--accept-new] -- CMD ARGS...");
    const qsizetype separator = arguments.indexOf(u"--"_s);
    if (arguments.contains(u"--help"_s) && (separator < 0 || arguments.indexOf(u"--help"_s) < separator)) {
        context.out << usage << Qt::endl;
        return Ok;
    }
    if (separator < 0 || separator + 1 >= arguments.size())
        return context.error(usage, Usage);
    QStringList options = arguments.mid(0, separator);
    const QStringList command = arguments.mid(separator + 1);
    const bool acceptNew = options.removeAll(u"--accept-new"_s) > 0;
    if (options.size() != 1 || options.first().startsWith(u'-'))
        return context.error(usage, Usage);

    const MachineAccess access = machineAccess(context, acceptNew);
    auto machine = access.machine(options.first());
    if (!machine)
        return context.error(machine.error().message);
    HostPool pool(machine->hostCount(), access.transportFactory(*machine));

    HostPoolRequest request;
    // Each argument is quoted, so quotes, spaces and $(...) reach the remote command verbatim.
    const QString line = shellJoin(command);
    request.command = [line](int) { return line; };
    request.collectOutput = false;
    request.onLine = [&context](int worker, OutputStream stream, const QByteArray &text) {
        QTextStream &out = stream == OutputStream::Stdout ? context.out : context.err;
        out << u'[' << worker << u"] "_s << QString::fromUtf8(text) << u'\n';
        out.flush();
    };
    const auto results = pool.run(request);
    int failed = 0;
    for (const HostRunResult &result : results) {
        if (result.succeeded())
            continue;
        ++failed;
        const QString host = machine->hosts().value(result.workerIndex, ExecCommand::tr("this machine"));
        if (result.error)
            context.err << u"[%1] %2: %3"_s.arg(result.workerIndex).arg(host, result.error->message) << Qt::endl;
        else if (result.timedOut)
            context.err << u"[%1] %2: "_s.arg(result.workerIndex).arg(host) << ExecCommand::tr("timed out") << Qt::endl;
        else
            context.err << u"[%1] %2: "_s.arg(result.workerIndex).arg(host) << ExecCommand::tr("exit code %1").arg(result.exitCode) << Qt::endl;
    }
    return failed == 0 ? Ok : Failure;
}

TWB_CLI_COMMAND_GROUP("exec", "run a command on every host of a machine", runExecCommand);

} // namespace twb::cli
