#include "app/cli/read_only_workspace.h"

#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {
struct ReadOnlyWorkspace
{
    Q_DECLARE_TR_FUNCTIONS(ReadOnlyWorkspace)
};

bool isInside(const QString &path, const QString &root)
{
    const QString clean = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const QString base = QDir::cleanPath(QDir(root).absolutePath());
    return clean == base || clean.startsWith(base + u'/');
}
} // namespace

bool writesToWorkspace(const CliContext &context, const QString &group, const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == u"--help"_s || verb == u"-h"_s)
        return false;
    if (group == u"demo"_s || group == u"scaffold"_s)
        return true;
    if (group == u"ablate"_s)
        return verb == u"launch"_s;
    if (group == u"kernel"_s)
        return verb == u"new"_s || verb == u"run"_s || verb == u"approve"_s || verb == u"stop"_s;
    if (group == u"run"_s)
        return verb == u"launch"_s || verb == u"relaunch"_s || verb == u"resume"_s || verb == u"stop"_s
               || verb == u"stacks"_s || verb == u"profile"_s || verb == u"note"_s
               || (verb == u"tag"_s && arguments.size() > 2);   // `run tag RUN_ID` alone only prints
    if (group == u"metrics"_s)
        return verb == u"import"_s;
    // A --config registry outside the workspace is the user's own file, not the workspace's.
    if (group == u"registry"_s)
        return (verb == u"add"_s || verb == u"remove"_s || verb == u"probe"_s || verb == u"refresh"_s
                || verb == u"import-gcloud"_s)
               && isInside(context.registryPath, context.workspaceDir);
    return false;
}

QString refuseInReadOnlyWorkspace(const CliContext &context, const QString &group, const QStringList &arguments)
{
    if (!writesToWorkspace(context, group, arguments))
        return {};
    const Workspace workspace(context.workspaceDir);
    if (!workspace.isReadOnly())
        return {};
    return ReadOnlyWorkspace::tr("`%1 %2` changes the workspace, and nothing was done. %3")
        .arg(group, arguments.value(0), workspace.readOnlyMessage());
}

} // namespace twb::cli
