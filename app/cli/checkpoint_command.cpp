// `tpuwb checkpoint inspect PATH|RUN_ID[:STEP] [--json]`: what a training checkpoint holds
// (core/services/checkpoint_inspector.h), read where it lives with the run's Python.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/experiment/config_hash.h"
#include "core/runs/run_folder.h"
#include "core/services/checkpoint_inspector.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct CheckpointCommand
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointCommand)
};

QString bytes(qint64 n)
{
    return QLocale::c().formattedDataSize(n);
}

QString yesNo(bool value)
{
    return value ? CheckpointCommand::tr("yes") : CheckpointCommand::tr("no");
}

QString matchText(const CheckpointInfo &c)
{
    if (!c.configHashMatches)
        return CheckpointCommand::tr("unknown");
    return yesNo(*c.configHashMatches);
}

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u'[' + parts.join(u", "_s) + u']';
}

// The config hash of the run folder a local checkpoint path belongs to (its config.json),
// or empty: `<run>/checkpoints/ckpt-...` or `<run>/checkpoints`.
QString localRunConfigHash(const QString &path)
{
    QDir dir(QFileInfo(path).absoluteFilePath());
    for (int up = 0; up < 3; ++up) {
        const QString config = dir.filePath(RunFolder::configName());
        if (QFileInfo::exists(config)) {
            auto json = readJsonFile(config);
            return json ? configHash(*json) : QString();
        }
        if (!dir.cdUp())
            break;
    }
    return {};
}

void printDetails(QTextStream &out, const CheckpointInfo &c)
{
    out << u'\n' << CheckpointCommand::tr("%1 (%2)").arg(c.name, c.path) << u'\n';
    out << CheckpointCommand::tr("  step %1, seed %2, format %3")
               .arg(c.step ? QString::number(*c.step) : u"?"_s, c.seed ? QString::number(*c.seed) : u"?"_s,
                    c.format.isEmpty() ? u"?"_s : c.format)
        << u'\n';
    out << CheckpointCommand::tr("  config hash %1; the run's %2; matches: %3")
               .arg(c.configHash.isEmpty() ? u"?"_s : c.configHash,
                    c.expectedConfigHash.isEmpty() ? CheckpointCommand::tr("unknown") : c.expectedConfigHash, matchText(c))
        << u'\n';
    out << CheckpointCommand::tr("  complete: %1; %2 on disk, %3 in model tensors")
               .arg(yesNo(c.complete), bytes(c.totalBytes), bytes(c.tensorBytes()))
        << u'\n';
    for (const QString &issue : c.issues)
        out << CheckpointCommand::tr("  ! %1").arg(issue) << u'\n';
    if (!c.tensors.isEmpty()) {
        TextTable table({CheckpointCommand::tr("TENSOR"), CheckpointCommand::tr("SHAPE"), CheckpointCommand::tr("DTYPE"),
                         CheckpointCommand::tr("BYTES")});
        for (const CheckpointTensor &t : c.tensors)
            table.addRow({t.name, shapeText(t.shape), t.dtype, QString::number(t.bytes)});
        table.print(out);
    }
    if (c.optimizer) {
        const OptimizerSummary &o = *c.optimizer;
        out << CheckpointCommand::tr("  optimizer: %n param group(s); state of %1: %2 (%3), keys %4", nullptr,
                                     int(o.paramGroups.size()))
                   .arg(CheckpointCommand::tr("%n parameter(s)", nullptr, int(o.stateParams)),
                        CheckpointCommand::tr("%n tensor(s)", nullptr, int(o.stateTensors)), bytes(o.stateBytes),
                        o.stateKeys.join(u", "_s))
            << u'\n';
        for (int i = 0; i < o.paramGroups.size(); ++i)
            out << CheckpointCommand::tr("    group %1: lr %2, %n parameter(s)", nullptr, o.paramGroups[i].params)
                       .arg(i)
                       .arg(o.paramGroups[i].lr ? QString::number(*o.paramGroups[i].lr, 'g', 6) : u"?"_s)
                << u'\n';
    }
}

int inspect(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CheckpointCommand::tr(
        "Describes training checkpoints: step, config hash and whether it matches the run's, every model tensor\n"
        "(shape, dtype, bytes), the optimizer state, completeness (the meta.json marker) and size. TARGET is a\n"
        "checkpoint folder or a folder of them on this computer (or on --machine), or RUN_ID[:STEP] for a run's\n"
        "checkpoints on its first host. Exit status 1 when a checkpoint shown is incomplete or its config hash\n"
        "differs from the run's."));
    parser.addPositionalArgument(u"TARGET"_s, CheckpointCommand::tr("PATH or RUN_ID[:STEP]"));
    const QCommandLineOption json(u"json"_s, CheckpointCommand::tr("print JSON (docs/formats.md)"));
    const QCommandLineOption step(u"step"_s, CheckpointCommand::tr("only the checkpoint of step N"), u"N"_s);
    const QCommandLineOption python(u"python"_s, CheckpointCommand::tr("interpreter with torch for a PATH (default: the "
                                                                       "machine's, else python3)"),
                                    u"PYTHON"_s);
    const QCommandLineOption machine(u"machine"_s, CheckpointCommand::tr("read PATH on this registered machine's first host"),
                                     u"NAME"_s);
    const QCommandLineOption expectHash(u"expect-hash"_s, CheckpointCommand::tr("config hash to compare with, for a "
                                                                                "PATH (default: its run folder's "
                                                                                "config.json)"),
                                        u"HASH"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, CheckpointCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, step, python, machine, expectHash, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb checkpoint inspect"_s, arguments, context, 1, 1); code >= 0)
        return code;

    QString target = parser.positionalArguments().first();
    std::optional<qint64> wantedStep;
    if (parser.isSet(step)) {
        bool ok = false;
        wantedStep = parser.value(step).toLongLong(&ok);
        if (!ok)
            return context.error(CheckpointCommand::tr("--step %1 is not a step number.").arg(parser.value(step)), Usage);
    }
    const MachineAccess access = machineAccess(context, parser.isSet(acceptNew));
    const CheckpointInspector inspector(access);
    Result<CheckpointInspection> inspection;
    QString runId;
    const bool isLocalPath = !parser.isSet(machine) && QFileInfo(target).isDir();
    if (isLocalPath || parser.isSet(machine)) {
        QString interpreter = parser.value(python);
        QString machineName;
        if (parser.isSet(machine)) {
            auto entry = findMachine(context, parser.value(machine));
            if (!entry)
                return context.error(entry.error().message);
            machineName = entry->name();
            if (interpreter.isEmpty())
                interpreter = entry->python();
        }
        const QString hash = parser.isSet(expectHash) ? parser.value(expectHash)
                                                      : (isLocalPath ? localRunConfigHash(target) : QString());
        inspection = inspector.inspectPath(machineName, interpreter.isEmpty() ? u"python3"_s : interpreter,
                                           isLocalPath ? QFileInfo(target).absoluteFilePath() : target, hash);
    } else {
        runId = target;
        if (const qsizetype colon = target.lastIndexOf(u':'); colon > 0) {
            bool ok = false;
            const qint64 s = target.mid(colon + 1).toLongLong(&ok);
            if (ok) {
                runId = target.left(colon);
                wantedStep = s;
            }
        }
        const RunFolder folder = RunFolder::in(Workspace(context.workspaceDir).runsDir(), runId);
        if (!folder.hasRecord())
            return context.error(CheckpointCommand::tr("%1 is neither a folder here nor a run of workspace %2 (see `tpuwb run "
                                                       "list`).")
                                     .arg(target, context.workspaceDir));
        auto record = folder.readRecord();
        if (!record)
            return context.error(record.error().message);
        inspection = inspector.inspectRun(*record);
    }
    if (!inspection)
        return context.error(inspection.error().message);

    QList<CheckpointInfo> shown = inspection->checkpoints;
    if (wantedStep) {
        const CheckpointInfo *one = inspection->atStep(*wantedStep);
        if (!one)
            return context.error(CheckpointCommand::tr("%1 has no checkpoint of step %2.").arg(inspection->path).arg(*wantedStep));
        shown = {*one};
    }
    if (shown.isEmpty())
        return context.error(CheckpointCommand::tr("No checkpoints in %1 (folders named ckpt-<seed>-<hash>-<step>).")
                                 .arg(inspection->path));

    if (parser.isSet(json)) {
        Json document = inspection->document;
        if (wantedStep) {
            Json list = Json::array();
            for (const Json &c : document["checkpoints"])
                if (c.contains("step") && c["step"].is_number_integer() && c["step"].get<qint64>() == *wantedStep)
                    list.push_back(c);
            document["checkpoints"] = list;
        }
        if (!runId.isEmpty())
            document["run"] = toStd(runId);
        context.out << toQString(document.dump(2)) << Qt::endl;
    } else {
        QTextStream &out = context.out;
        out << (runId.isEmpty() ? CheckpointCommand::tr("Checkpoints in %1").arg(inspection->path)
                                : CheckpointCommand::tr("Checkpoints of run %1 (%2)").arg(runId, inspection->path))
            << u'\n';
        TextTable table({CheckpointCommand::tr("STEP"), CheckpointCommand::tr("COMPLETE"), CheckpointCommand::tr("CONFIG HASH"),
                         CheckpointCommand::tr("MATCHES RUN"), CheckpointCommand::tr("SIZE"), CheckpointCommand::tr("TENSORS")});
        for (const CheckpointInfo &c : shown)
            table.addRow({c.step ? QString::number(*c.step) : u"?"_s, yesNo(c.complete), c.configHash, matchText(c),
                          bytes(c.totalBytes), QString::number(c.tensors.size())});
        table.print(out);
        if (shown.size() == 1)
            printDetails(out, shown.first());
        else
            out << CheckpointCommand::tr("Add --step N (or RUN_ID:STEP) for one checkpoint's tensors and optimizer state.")
                << u'\n';
        out.flush();
    }
    const bool healthy = std::all_of(shown.cbegin(), shown.cend(), [](const CheckpointInfo &c) {
        return c.complete && c.configHashMatches.value_or(true);
    });
    return healthy ? Ok : Failure;
}

int runCheckpointCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = CheckpointCommand::tr("usage: tpuwb checkpoint inspect PATH|RUN_ID[:STEP] [--json]");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.first() == u"inspect"_s)
        return inspect(context, arguments.mid(1));
    return context.error(CheckpointCommand::tr("unknown subcommand `%1`.\n%2").arg(arguments.first(), usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("checkpoint", "inspect training checkpoints (tensors, optimizer, completeness)", runCheckpointCommand);

} // namespace twb::cli
