// `tpuwb lint FILE... [--fix]`: legacy torch_xla API uses, with the modern replacement.
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "core/experiment/legacy_api_linter.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct LintCommand
{
    Q_DECLARE_TR_FUNCTIONS(LintCommand)
};

void print(QTextStream &out, const QString &path, const LintFindings &findings)
{
    for (const LintFinding &f : findings)
        out << u"%1:%2:%3: %4: [%5] %6: %7; use %8%9\n"_s.arg(path).arg(f.line).arg(f.column)
                   .arg(severityName(f.severity), f.rule, f.found, f.message, f.replacement,
                        f.fixable ? LintCommand::tr(" (--fix rewrites it)") : QString());
}

} // namespace

int runLintCommand(CliContext &context, const QStringList &arguments)
{
    bool fix = false;
    QStringList files;
    for (const QString &arg : arguments) {
        if (arg == u"--help"_s || arg == u"-h"_s) {
            context.out << LintCommand::tr("Usage: tpuwb lint FILE... [--fix]\n\n"
                              "Reports legacy or wrong torch_xla API uses (xm.mark_step, xm.xla_device, xmp.spawn,\n"
                              "xm.optimizer_step under SPMD, MpSerialExecutor, xla_multiprocessing, ...) as\n"
                              "FILE:LINE:COLUMN: severity: [rule] found: why; use replacement.\n"
                              "  --fix  rewrite the mechanical ones in place (the others are reported)\n"
                              "Exit status: 0 nothing found (after --fix: nothing left), 1 findings, 2 usage.\n");
            context.out.flush();
            return Ok;
        }
        if (arg == u"--fix"_s)
            fix = true;
        else if (arg.startsWith(u"--"_s))
            return context.error(LintCommand::tr("unknown option %1; see `tpuwb lint --help`.").arg(arg), Usage);
        else
            files << arg;
    }
    if (files.isEmpty())
        return context.error(LintCommand::tr("lint needs at least one Python file: tpuwb lint FILE... [--fix]"), Usage);

    int code = Ok;
    for (const QString &path : files) {
        auto bytes = readWholeFile(path);
        if (!bytes) {
            context.error(bytes.error().message);
            code = Failure;
            continue;
        }
        const QString source = QString::fromUtf8(*bytes);
        LintFindings findings;
        if (fix) {
            const auto result = LegacyApiLinter::fix(source);
            if (result.fixed > 0) {
                if (auto written = writeFileAtomically(path, result.source.toUtf8()); !written) {
                    context.error(written.error().message);
                    code = Failure;
                    continue;
                }
                context.out << LintCommand::tr("%1: rewrote %n legacy call(s)\n", nullptr, int(result.fixed)).arg(path);
            }
            findings = result.remaining;
        } else {
            findings = LegacyApiLinter::lint(source);
        }
        print(context.out, path, findings);
        if (!findings.isEmpty())
            code = Failure;
    }
    context.out.flush();
    return code;
}

TWB_CLI_COMMAND_GROUP("lint", "report (and --fix) legacy torch_xla API uses in Python files", runLintCommand);

} // namespace twb::cli
