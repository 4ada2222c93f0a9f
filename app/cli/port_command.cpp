// `tpuwb port FILE.py [--write]`: rewrites plain PyTorch (CUDA) training code for PyTorch/XLA
// (TorchXlaPorter), prints the diff and what changed, lints the result, writes it on request.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/torch_xla_porter.h"
#include "core/util/json.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct PortCommand
{
    Q_DECLARE_TR_FUNCTIONS(PortCommand)
};

Json toJson(const TorchXlaPorter::Port &port, const QString &backup)
{
    Json changes = Json::array();
    for (const auto &c : port.changes)
        changes.push_back({{"line", c.line}, {"kind", c.kind.toStdString()}, {"before", c.before.toStdString()},
                           {"after", c.after.toStdString()}});
    Json notes = Json::array();
    for (const auto &n : port.notes)
        notes.push_back({{"line", n.line}, {"text", n.text.toStdString()}});
    Json lint = Json::array();
    for (const auto &f : port.lint)
        lint.push_back({{"line", f.line}, {"column", f.column}, {"rule", f.rule.toStdString()},
                        {"message", f.message.toStdString()}});
    Json refusals = Json::array();
    for (const auto &n : port.refusals)
        refusals.push_back({{"line", n.line}, {"text", n.text.toStdString()}});
    Json pyflakes = Json::array();
    for (const QString &line : port.pyflakes)
        pyflakes.push_back(line.toStdString());
    return Json{{"file", port.path.toStdString()},
                {"changes", changes},
                {"notes", notes},
                {"refusals", refusals},
                {"lint", lint},
                {"pyflakes", port.pyflakesRan ? pyflakes : Json()},
                {"clean", port.clean()},
                {"diff", port.diff.toStdString()},
                {"written", !backup.isEmpty()},
                {"backup", backup.isEmpty() ? Json() : Json(backup.toStdString())}};
}

void printReport(QTextStream &out, const TorchXlaPorter::Port &port)
{
    out << port.diff;
    if (!port.diff.endsWith(u'\n'))
        out << u'\n';
    out << PortCommand::tr("%n change(s):", nullptr, int(port.changes.size())) << u'\n';
    for (const auto &c : port.changes) {
        const QString what = c.before.isEmpty()  ? PortCommand::tr("added %1").arg(c.after)
                             : c.after.isEmpty() ? PortCommand::tr("removed %1").arg(c.before)
                                                 : u"%1 -> %2"_s.arg(c.before, c.after);
        out << u"  %1:%2: %3: %4\n"_s.arg(port.path).arg(c.line).arg(c.kind, what.simplified());
    }
    for (const auto &n : port.notes)
        out << PortCommand::tr("  %1:%2: not rewritten: %3").arg(port.path).arg(n.line).arg(n.text) << u'\n';
    for (const auto &f : port.lint)
        out << PortCommand::tr("  lint: line %1:%2: [%3] %4").arg(f.line).arg(f.column).arg(f.rule, f.message) << u'\n';
    for (const QString &line : port.pyflakes)
        out << u"  pyflakes: "_s << line << u'\n';
    if (port.clean())
        out << (port.pyflakesRan ? PortCommand::tr("The port lints clean (torch_xla API linter, pyflakes).")
                                 : PortCommand::tr("The port lints clean (torch_xla API linter; pyflakes is not "
                                                   "installed for this Python)."))
            << u'\n';
}

int runPortCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(PortCommand::tr(
        "Rewrites a plain PyTorch (CUDA) training script for PyTorch/XLA and prints the diff: device placement\n"
        "through torch_xla.device() (device strings in arguments and configs through XLA_DEVICE), .cuda() and\n"
        ".to(\"cuda\") replaced, torch_xla.step() around each whole optimizer step (all micro-batches of a\n"
        "gradient accumulation), the loop's DataLoader through pl.MpDeviceLoader, mp.spawn as torch_xla.launch,\n"
        "an NCCL process group and DDP as XLA's, CUDA AMP as bf16 autocast (the GradScaler dropped), TF32/cuDNN\n"
        "switches and pinned memory dropped. What would not run on XLA and cannot be rewritten is refused, each\n"
        "line named. The result imports torch_xla when it is installed and otherwise runs the same code on the\n"
        "CPU. Nothing is written without --write."));
    parser.addPositionalArgument(u"FILE"_s, PortCommand::tr("the Python training script"));
    const QCommandLineOption write(u"write"_s, PortCommand::tr("write the port over FILE, keeping the original as "
                                                               "FILE.bak (refused when FILE.bak exists)"));
    const QCommandLineOption json(u"json"_s, PortCommand::tr("print the changes, notes, refusals, lint and diff as JSON"));
    const QCommandLineOption python(u"python"_s, PortCommand::tr("Python 3.9+ for the rewrite (default: $TPUWB_PYTHON, "
                                                                 "else the workbench's Python environment, else "
                                                                 "/usr/bin/python3)"),
                                    u"PYTHON"_s);
    parser.addOptions({write, json, python});
    if (int code = parseSubcommand(parser, u"tpuwb port"_s, arguments, context, 1, 1); code >= 0)
        return code;
    const QString path = parser.positionalArguments().constFirst();

    const TorchXlaPorter porter(parser.value(python));
    auto port = porter.portFile(path);
    if (!port)
        return context.error(port.error().message);

    if (port->refused()) {   // nothing ported: each line that would not run, named
        if (parser.isSet(json)) {
            context.out << toQString(toJson(*port, {}).dump(2)) << u'\n';
            context.out.flush();
        }
        return context.error(port->refusal);
    }
    QString backup;
    if (parser.isSet(write)) {
        if (!port->clean()) {
            if (!parser.isSet(json))
                printReport(context.out, *port);
            context.out.flush();
            return context.error(PortCommand::tr("%1 was not written: the port does not lint clean (see above).").arg(path));
        }
        auto written = TorchXlaPorter::write(*port);
        if (!written)
            return context.error(written.error().message);
        backup = *written;
    }
    if (parser.isSet(json)) {
        context.out << toQString(toJson(*port, backup).dump(2)) << u'\n';
    } else {
        printReport(context.out, *port);
        if (!backup.isEmpty())
            context.out << PortCommand::tr("Wrote %1 (the original is in %2).").arg(path, backup) << u'\n';
    }
    context.out.flush();
    return port->clean() ? Ok : Failure;
}

} // namespace

TWB_CLI_COMMAND_GROUP("port", "rewrite a PyTorch CUDA training script for PyTorch/XLA (diff; --write)", runPortCommand);

} // namespace twb::cli
