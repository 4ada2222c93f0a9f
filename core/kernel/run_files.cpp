#include "core/kernel/run_files.h"

#include "core/util/io_guard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {

RunFiles::RunFiles(QString folder, QString hostRunDir)
    : m_folder(QDir::cleanPath(std::move(folder))), m_hostRunDir(QDir::cleanPath(std::move(hostRunDir)))
{
    if (m_hostRunDir == u".")
        m_hostRunDir.clear();
}

QString RunFiles::localPath(const QString &path) const
{
    if (path.isEmpty())
        return {};
    if (!path.startsWith(u'/'))
        return m_folder + u'/' + path;
    const QString clean = QDir::cleanPath(path);
    if (!m_hostRunDir.isEmpty() && (clean == m_hostRunDir || clean.startsWith(m_hostRunDir + u'/')))
        return m_folder + clean.mid(m_hostRunDir.size());
    return clean;
}

bool RunFiles::exists(const QString &path) const
{
    const QFileInfo info(localPath(path));
    return info.isFile() && info.size() > 0;
}

bool RunFiles::present(const QString &path) const
{
    return !path.isEmpty() && QFileInfo::exists(localPath(path));
}

QByteArray RunFiles::read(const QString &path) const
{
    IoGuard::check("kernel run file read of", localPath(path));
    QFile file(localPath(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace twb::kernel
