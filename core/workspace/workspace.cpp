#include "core/workspace/workspace.h"

#include "core/util/json.h"
#include "core/util/write_fence.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/statvfs.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::Workspace.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::Workspace)
};
} // namespace


Workspace::Workspace(QString rootDir) : m_root(QDir::cleanPath(QDir(rootDir).absolutePath())) {}

QString Workspace::defaultRoot()
{
    const QString fromEnv = qEnvironmentVariable("TPUWB_WORKSPACE");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return QDir::homePath() + u"/TPUWorkbench"_s;
}

bool Workspace::exists() const
{
    return QFileInfo::exists(settingsFile());
}

QString Workspace::enclosingRoot(const QString &path)
{
    QString folder = QDir::cleanPath(QDir(path).absolutePath());
    while (!folder.isEmpty()) {
        if (QFileInfo::exists(folder + u"/workbench.json"_s))
            return folder;
        const QString parent = QFileInfo(folder).path();
        if (parent == folder)
            break;
        folder = parent;
    }
    return {};
}

bool Workspace::isReadOnly() const
{
    if (!WriteFence::reasonFor(m_root).isEmpty())
        return true;   // another window is its writer
    const QByteArray root = QFile::encodeName(m_root);
    if (!QFileInfo(m_root).isDir())
        return false;   // not there yet: creating it says what is wrong
    struct statvfs fs {};
    if (::statvfs(root.constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY))
        return true;
    return ::access(root.constData(), W_OK) != 0;
}

QString Workspace::readOnlyMessage() const
{
    if (const QString fenced = WriteFence::reasonFor(m_root); !fenced.isEmpty())
        return fenced;
    struct statvfs fs {};
    const bool mountedReadOnly = ::statvfs(QFile::encodeName(m_root).constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY);
    return mountedReadOnly
               ? Tr::tr("The workspace %1 is on a read-only file system: it is open for reading only, and saving, "
                        "launching and other changes are off. Remount it read-write or copy it to a writable folder "
                        "to change it.")
                     .arg(m_root)
               : Tr::tr("The workspace %1 is not writable by this user: it is open for reading only, and saving, "
                        "launching and other changes are off. Check the folder's permissions or copy it to a "
                        "writable folder to change it.")
                     .arg(m_root);
}

Result<void> Workspace::ensureCreated() const
{
    // A read-only workspace is opened as it is: nothing is created or written.
    const bool readOnly = exists() && isReadOnly();
    for (const QString &dir : {m_root, experimentsDir(), ablationsDir(), runsDir(), kernelRunsDir()}) {
        if (!readOnly && !QDir().mkpath(dir))
            return fail(Error::failure(
                Tr::tr("Cannot create the workspace folder %1. Check "
                                                   "the permissions or choose another workspace.")
                    .arg(dir),
                dir));
    }
    if (QFileInfo::exists(settingsFile())) {
        auto settings = readJsonFile(settingsFile());
        if (!settings)
            return fail(settings.error());
        const std::string schema = settings->value("schema", std::string());
        if (!schema.empty() && schema.rfind("tpuwb.workspace/1", 0) != 0)
            return fail(Error::invalid(
                Tr::tr("%1 has schema %2, which this version of TPU "
                                                   "Workbench cannot read (it reads %3). Use a "
                                                   "newer TPU Workbench.")
                    .arg(settingsFile(), toQString(schema), QString::fromLatin1(kSchema)),
                settingsFile()));
        return {};
    }
    Json settings = {{"schema", kSchema}};
    return writeJsonFileAtomically(settingsFile(), settings);
}

QString Workspace::settingsFile() const { return m_root + u"/workbench.json"_s; }
QString Workspace::registryFile() const { return m_root + u"/tpu_config.json"_s; }
QString Workspace::experimentsDir() const { return m_root + u"/experiments"_s; }
QString Workspace::experimentDir(const QString &name) const { return experimentsDir() + u'/' + name; }
QString Workspace::ablationsDir() const { return m_root + u"/ablations"_s; }
QString Workspace::runsDir() const { return m_root + u"/runs"_s; }
QString Workspace::runDir(const QString &runId) const { return runsDir() + u'/' + runId; }
QString Workspace::kernelRunsDir() const { return m_root + u"/kernel-runs"_s; }

} // namespace twb
