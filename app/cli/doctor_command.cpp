// tpuwb doctor [--json] [--machine NAME ...] [--accept-new]: this workbench's default Python
// interpreter and its Python environment, then what each registered machine's interpreter has
// (python, torch, torch_xla, jax, jaxlib, py-spy, tensorboard, torch_xla on the CPU runtime) and
// the command that fixes what is missing. EnvironmentProbe asks; this file prints.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/environment_probe.h"
#include "core/util/python_interpreter.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct DoctorCommand
{
    Q_DECLARE_TR_FUNCTIONS(DoctorCommand)
};

QString sourceText(PythonInterpreter::Source source)
{
    switch (source) {
    case PythonInterpreter::Source::Variable: return DoctorCommand::tr("from TPUWB_PYTHON");
    case PythonInterpreter::Source::WorkbenchEnvironment: return DoctorCommand::tr("the workbench's Python environment");
    case PythonInterpreter::Source::System: return DoctorCommand::tr("the system's interpreter");
    case PythonInterpreter::Source::Path: return DoctorCommand::tr("python3 on PATH");
    }
    return {};
}

const char *sourceKey(PythonInterpreter::Source source)
{
    switch (source) {
    case PythonInterpreter::Source::Variable: return "TPUWB_PYTHON";
    case PythonInterpreter::Source::WorkbenchEnvironment: return "python_env";
    case PythonInterpreter::Source::System: return "system";
    case PythonInterpreter::Source::Path: return "path";
    }
    return "";
}

// The versions of one answered interpreter, one per line, "missing" where there is none.
void printVersions(QTextStream &out, const PythonEnvironment &found, const QString &indent)
{
    const int width = 14;
    out << indent << u"python"_s.leftJustified(width) << found.pythonVersion;
    if (!found.executable.isEmpty() && found.executable != found.python)
        out << u"  ("_s << found.executable << u')';
    out << u'\n';
    for (const PythonEnvironment::Package &package : found.packages)
        out << indent << package.name.leftJustified(width)
            << (package.version.isEmpty() ? DoctorCommand::tr("missing") : package.version) << u'\n';
    out << indent << DoctorCommand::tr("XLA on CPU").leftJustified(width)
        << (found.torchXlaCpuImports ? DoctorCommand::tr("ok (torch_xla imports with PJRT_DEVICE=CPU)")
                                     : DoctorCommand::tr("no: %1").arg(found.torchXlaCpuError.isEmpty()
                                                                           ? DoctorCommand::tr("torch_xla does not import")
                                                                           : found.torchXlaCpuError))
        << u'\n';
}

void printFix(QTextStream &out, const PythonEnvironment &found, const QString &indent)
{
    if (found.fix.isEmpty())
        return;
    out << indent << DoctorCommand::tr("missing: %1").arg(found.missing().join(u", "_s)) << u'\n';
    out << indent << DoctorCommand::tr("fix: %1").arg(found.fix) << u'\n';
}

} // namespace

int runDoctorCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(DoctorCommand::tr(
        "Says which Python each machine runs and what it has: the Python version and the versions of torch,\n"
        "torch_xla, jax, jaxlib, py-spy and tensorboard, and whether torch_xla imports on the CPU runtime\n"
        "(PJRT_DEVICE=CPU, what --device xla-cpu needs), with the command that installs what is missing.\n"
        "First this workbench's own default interpreter and Python environment, then every machine of the\n"
        "registry. Exit code 0 when every machine answered, 1 when one could not be asked."));
    const QCommandLineOption json(u"json"_s, DoctorCommand::tr("print JSON"));
    const QCommandLineOption machine(u"machine"_s, DoctorCommand::tr("ask only this machine (repeatable)"), u"NAME"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, DoctorCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, machine, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb doctor"_s, arguments, context, 0, 0); code >= 0)
        return code;

    const MachineAccess access = machineAccess(context, parser.isSet(acceptNew));
    QStringList names = parser.values(machine);
    if (names.isEmpty()) {
        auto registry = access.registry();
        if (!registry)
            return context.error(registry.error().message);
        for (const MachineEntry &entry : registry->entries())
            names << entry.name();
    }

    // This workbench first: what the smoke test, the porter and a new local machine use.
    const PythonInterpreter::Choice choice = PythonInterpreter::defaultChoice();
    const QString env = PythonInterpreter::workbenchPythonEnv();
    const bool envInstalled = PythonInterpreter::workbenchEnvExists();
    if (!parser.isSet(json)) {
        context.out << DoctorCommand::tr("This workbench") << u'\n';
        context.out << u"  "_s << DoctorCommand::tr("default python: %1 (%2)").arg(choice.python, sourceText(choice.source))
                    << u'\n';
        context.out << u"  "_s
                    << (envInstalled ? DoctorCommand::tr("Python environment: %1").arg(env)
                                     : DoctorCommand::tr("Python environment: %1 (not installed; "
                                                         "scripts/install-python-env.sh from the source checkout "
                                                         "installs it)")
                                           .arg(env))
                    << u'\n';
        context.out.flush();
    }
    const PythonEnvironment here = EnvironmentProbe::probeHere(choice.python);
    if (!parser.isSet(json)) {
        if (here.answered()) {
            printVersions(context.out, here, u"    "_s);
            printFix(context.out, here, u"    "_s);
        } else {
            context.out << u"    "_s << here.error << u'\n';
        }
        context.out.flush();
    }

    QStringList unreachable;
    Json machinesJson = Json::array();
    for (const QString &name : std::as_const(names)) {
        const MachineEnvironment found = EnvironmentProbe::probeMachine(access, name);
        if (!found.error.isEmpty())
            unreachable << found.error;
        for (const PythonEnvironment &host : found.hosts)
            if (!host.answered())
                unreachable << host.error;
        machinesJson.push_back(found.toJson());
        if (parser.isSet(json))
            continue;
        context.out << u'\n'
                    << (found.local ? DoctorCommand::tr("Machine %1 (local)").arg(name)
                                    : DoctorCommand::tr("Machine %1 (remote)").arg(name))
                    << u'\n';
        if (!found.error.isEmpty()) {
            context.out << u"  "_s << found.error << u'\n';
            continue;
        }
        for (const PythonEnvironment &host : found.hosts) {
            const QString label = host.address.isEmpty() ? DoctorCommand::tr("this machine") : host.address;
            context.out << u"  "_s << u"[%1] %2: "_s.arg(host.host).arg(label)
                        << DoctorCommand::tr("python %1").arg(host.python) << u'\n';
            if (!host.answered()) {
                context.out << u"    "_s << host.error << u'\n';
                continue;
            }
            printVersions(context.out, host, u"    "_s);
            printFix(context.out, host, u"    "_s);
        }
        context.out.flush();
    }

    if (parser.isSet(json)) {
        const Json document{{"workbench",
                             {{"python", toStd(choice.python)},
                              {"source", sourceKey(choice.source)},
                              {"python_env", toStd(env)},
                              {"python_env_installed", envInstalled},
                              {"probe", here.toJson()}}},
                            {"machines", machinesJson},
                            {"ok", unreachable.isEmpty()}};
        context.out << toQString(document.dump(2)) << Qt::endl;
    } else if (names.isEmpty()) {
        context.out << u'\n' << DoctorCommand::tr("No machine is registered in %1.").arg(context.registryPath) << Qt::endl;
    }
    if (!unreachable.isEmpty())
        return context.error(DoctorCommand::tr("%n machine host(s) could not be asked:\n%1", nullptr,
                                               int(unreachable.size()))
                                 .arg(unreachable.join(u'\n')));
    return Ok;
}

TWB_CLI_COMMAND_GROUP("doctor", "what each machine's Python has (torch, torch_xla, jax, ...) and how to fix it",
                      runDoctorCommand);

} // namespace twb::cli
