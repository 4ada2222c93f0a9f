#include "core/services/workspace_trust.h"

#include "core/kernel/worker_command.h"
#include "core/registry/registry.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/user_settings.h"
#include "core/util/json.h"
#include "core/util/python_interpreter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::WorkspaceTrust.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::WorkspaceTrust)
};

QString canonical(const QString &folder)
{
    const QString path = QFileInfo(folder).canonicalFilePath();
    return path.isEmpty() ? QDir::cleanPath(QFileInfo(folder).absoluteFilePath()) : path;
}

// QSettings keys cannot hold a path: each workspace gets a group named by its path's hash.
QString groupOf(const QString &workspaceRoot)
{
    return u"workspace_trust/"_s
           + QString::fromLatin1(QCryptographicHash::hash(canonical(workspaceRoot).toUtf8(), QCryptographicHash::Sha256)
                                     .toHex()
                                     .left(32));
}

QString digest(const QString &command)
{
    return QString::fromLatin1(QCryptographicHash::hash(command.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

QString WorkspaceTrust::workspaceOf(const QString &registryPath)
{
    const QString folder = QFileInfo(registryPath).absolutePath();
    return QFileInfo::exists(folder + u"/workbench.json"_s) ? canonical(folder) : QString();
}

bool WorkspaceTrust::isDefaultPython(const QString &python)
{
    static const QRegularExpression plain(u"^(/usr/bin/|/usr/local/bin/|/bin/)?python(3(\\.[0-9]+)?)?$"_s);
    const QString value = python.trimmed();
    // The workbench's own Python environment on this computer is installed by this user (the
    // demo and a new local machine name it): as ordinary as the system's interpreter.
    return value.isEmpty() || plain.match(value).hasMatch() || value == PythonInterpreter::workbenchEnvPython();
}

std::optional<WorkspaceCommand> WorkspaceTrust::pythonOf(const MachineEntry &entry)
{
    const QString python = entry.python().trimmed();
    if (isDefaultPython(python))
        return std::nullopt;
    return WorkspaceCommand{entry.name(), u"workbench.python"_s, python};
}

QList<WorkspaceCommand> WorkspaceTrust::commandsOf(const MachineEntry &entry)
{
    QList<WorkspaceCommand> found;
    if (auto python = pythonOf(entry))
        found.append(*python);
    const Json &json = entry.toJson();
    const auto workbench = json.find("workbench");
    if (workbench == json.end() || !workbench->is_object())
        return found;
    for (const char *key : {"kernel_worker_command", "kernel_cancel_command"}) {
        const auto value = workbench->find(key);
        if (value == workbench->end() || !value->is_string())
            continue;
        const QString command = toQString(value->get<std::string>()).trimmed();
        if (command.isEmpty() || command == kernel::WorkerCommand::kReplayName)
            continue;
        found.append({entry.name(), u"workbench."_s + QString::fromLatin1(key), command});
    }
    return found;
}

Result<QList<WorkspaceCommand>> WorkspaceTrust::commands(const QString &registryPath)
{
    QList<WorkspaceCommand> found;
    if (!QFileInfo::exists(registryPath))
        return found;
    auto registry = Registry::load(registryPath);
    if (!registry)
        return fail(registry.error());
    for (const MachineEntry &entry : registry->entries())
        found.append(commandsOf(entry));
    return found;
}

Result<QList<WorkspaceCommand>> WorkspaceTrust::workspaceCommands(const QString &registryPath, const QString &runsDir)
{
    auto found = commands(registryPath);
    if (!found || runsDir.isEmpty())
        return found;
    QSet<QString> seen;
    for (const WorkspaceCommand &command : *found)
        seen.insert(command.command);
    // Only `python` is read: a record that does not parse names no program here (the runs list
    // reports it).
    QDirIterator it(runsDir, QDir::Dirs | QDir::NoDotAndDotDot);
    QStringList ids;
    while (it.hasNext())
        ids.append(it.next().section(u'/', -1));
    ids.sort();
    for (const QString &id : ids) {
        const QString path = RunFolder::in(runsDir, id).recordFile();
        auto json = readJsonFile(path);
        if (!json || !json->is_object())
            continue;
        const auto python = json->find("python");
        if (python == json->end() || !python->is_string())
            continue;
        const QString value = toQString(python->get<std::string>()).trimmed();
        if (isDefaultPython(value) || seen.contains(value))
            continue;
        seen.insert(value);
        found->append({QString(), u"runs/%1/%2 python"_s.arg(id, RunFolder::recordName()), value});
    }
    return found;
}

Result<QList<WorkspaceCommand>> WorkspaceTrust::unapproved(const QString &root, const QString &registryPath,
                                                           const QString &runsDir)
{
    // The run records need the approval of the workspace their runs folder is in.
    const QString runsRoot = runsDir.isEmpty() ? QString() : workspaceOf(QDir::cleanPath(runsDir));
    if (root.isEmpty() && runsRoot.isEmpty())
        return QList<WorkspaceCommand>{};
    auto all = workspaceCommands(root.isEmpty() ? QString() : registryPath, runsRoot.isEmpty() ? QString() : runsDir);
    if (!all)
        return fail(all.error());
    QList<WorkspaceCommand> left;
    for (const WorkspaceCommand &command : *all) {
        if (!isApproved(command.machine.isEmpty() ? runsRoot : root, command.command))
            left.append(command);
    }
    return left;
}

bool WorkspaceTrust::isApproved(const QString &workspaceRoot, const QString &command)
{
    return UserSettings::value(groupOf(workspaceRoot) + u"/commands"_s).toStringList().contains(digest(command));
}

void WorkspaceTrust::approve(const QString &workspaceRoot, const QStringList &commands)
{
    const QString group = groupOf(workspaceRoot);
    QStringList digests = UserSettings::value(group + u"/commands"_s).toStringList();
    for (const QString &command : commands) {
        if (!digests.contains(digest(command)))
            digests.append(digest(command));
    }
    UserSettings::setValue(group + u"/root"_s, canonical(workspaceRoot));
    UserSettings::setValue(group + u"/commands"_s, digests);
}

void WorkspaceTrust::approveEntry(const QString &root, const MachineEntry &entry)
{
    QStringList given;
    for (const WorkspaceCommand &command : commandsOf(entry))
        given.append(command.command);
    if (!root.isEmpty() && !given.isEmpty())
        approve(root, given);
}

void WorkspaceTrust::revoke(const QString &workspaceRoot)
{
    UserSettings::setValue(groupOf(workspaceRoot) + u"/commands"_s, QStringList{});
}

Result<void> WorkspaceTrust::require(const QString &root, const QString &registryPath, const WorkspaceCommand &command)
{
    if (root.isEmpty() || isApproved(root, command.command))
        return {};
    return fail(Error::security(
        Tr::tr("Machine %1 in %2 asks to run a command this workspace carries (%3): %4\n"
               "A workspace can come from someone else's repository, so its commands run only once you "
               "trust it. If you know this command, trust the workspace with `tpuwb --workspace %5 workspace "
               "trust` (or answer the question the app asks when it opens the workspace); nothing was run.")
            .arg(command.machine, registryPath, command.field, command.command, root),
        registryPath));
}

Result<void> WorkspaceTrust::requireAll(const QString &root, const QString &registryPath, const MachineEntry &entry)
{
    for (const WorkspaceCommand &command : commandsOf(entry)) {
        if (auto allowed = require(root, registryPath, command); !allowed)
            return allowed;
    }
    return {};
}

Result<void> WorkspaceTrust::requirePython(const QString &root, const QString &registryPath, const MachineEntry &entry)
{
    if (auto python = pythonOf(entry))
        return require(root, registryPath, *python);
    return {};
}

Result<void> WorkspaceTrust::requireRunPython(const QString &runsDir, const RunRecord &record)
{
    if (isDefaultPython(record.python))
        return {};
    const QString root = workspaceOf(QDir::cleanPath(runsDir));
    if (root.isEmpty() || isApproved(root, record.python.trimmed()))
        return {};
    const QString path = RunFolder::in(runsDir, record.runId).recordFile();
    return fail(Error::security(
        Tr::tr("Run %1 (%2) names a Python interpreter this workspace carries: %3\n"
               "A workspace can come from someone else's repository, so the programs it names run only once you "
               "trust it. If you know this program, trust the workspace with `tpuwb --workspace %4 workspace "
               "trust` (or answer the question the app asks when it opens the workspace); nothing was run.")
            .arg(record.runId, path, record.python, root),
        path));
}

void WorkspaceTrust::approveRunPython(const QString &runsDir, const QString &python)
{
    if (isDefaultPython(python))
        return;
    const QString root = workspaceOf(QDir::cleanPath(runsDir));
    if (!root.isEmpty() && !isApproved(root, python.trimmed()))
        approve(root, {python.trimmed()});
}

} // namespace twb
