// `tpuwb kernel ...`: MaxKernel kernel-optimization runs (issue 7, docs/kernel.md).
#include "app/cli/cli_context.h"
#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_job.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("tpuwb", text);
}

void printUsage(QTextStream &out)
{
    out << tr("Usage: tpuwb kernel COMMAND ...\n\n"
              "  validate JOB.json [--json OUT] [--quiet]\n"
              "      check a MaxKernel job file; exit 0 valid, 1 invalid, 2 a declared path is missing\n");
    out.flush();
}

// validate_job.py's behaviour, line for line: the same streams, texts and exit codes.
int runValidate(CliContext &context, QStringList args)
{
    QString jobPath;
    QString reportPath;
    bool quiet = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--json"_s) {
            if (args.isEmpty())
                return context.error(tr("--json needs a file name."), Usage);
            reportPath = args.takeFirst();
        } else if (arg == u"--quiet"_s) {
            quiet = true;
        } else if (arg.startsWith(u"--"_s) || !jobPath.isEmpty()) {
            return context.error(tr("unexpected argument %1; see `tpuwb kernel --help`.").arg(arg), Usage);
        } else {
            jobPath = arg;
        }
    }
    if (jobPath.isEmpty())
        return context.error(tr("kernel validate needs a job file: tpuwb kernel validate JOB.json"), Usage);

    auto job = kernel::KernelJob::load(jobPath);
    if (!job) {
        // MaxKernel's two early failures, same tokens, both exit 1.
        if (job.error().kind == Error::Kind::NotFound)
            context.err << u"JOB_NOT_FOUND: "_s << jobPath << Qt::endl;
        else
            context.err << u"JOB_INVALID_JSON: "_s << job.error().message << Qt::endl;
        return Failure;
    }
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    if (!reportPath.isEmpty()) {
        if (auto written = writeFileAtomically(reportPath, report.toFileBytes()); !written)
            return context.error(written.error().message);
    }
    if (!report.valid()) {
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
        return Failure;
    }
    if (!quiet) {
        for (const QString &line : report.standardOutputLines(*job))
            context.out << line << u'\n';
        context.out.flush();
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
    }
    return report.exitCode();
}

} // namespace

int runKernelCommand(CliContext &context, const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        printUsage(args.isEmpty() ? context.err : context.out);
        return args.isEmpty() ? Usage : Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"validate"_s)
        return runValidate(context, args);
    return context.error(tr("unknown kernel command `%1`; see `tpuwb kernel --help`.").arg(command), Usage);
}

} // namespace twb::cli
