#include "core/util/template_store.h"

#include "core/util/io_guard.h"
#include "core/util/template_renderer.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::TemplateStore.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TemplateStore)
};
} // namespace


TemplateStore::TemplateStore() : m_root(locateRoot())
{
}

TemplateStore::TemplateStore(QString rootDir) : m_root(std::move(rootDir))
{
}

QString TemplateStore::executableDir()
{
    if (QCoreApplication::instance())
        return QCoreApplication::applicationDirPath();
    return QFileInfo(QFileInfo(u"/proc/self/exe"_s).symLinkTarget()).absolutePath();
}

QString TemplateStore::locateRoot()
{
    return locateRoot(executableDir());
}

QString TemplateStore::locateRoot(const QString &executableDir)
{
    const QString fromEnvironment = qEnvironmentVariable("TPUWB_TEMPLATES");
    if (!fromEnvironment.isEmpty())
        return QDir::cleanPath(fromEnvironment);
    // bin/ and share/ are siblings under any prefix (GNUInstallDirs), so no prefix is compiled in.
    const QString installed = QDir::cleanPath(executableDir + u"/../"_s + QStringLiteral(TWB_DATA_INSTALL_DIR)
                                              + u"/templates"_s);
    if (QFileInfo(installed).isDir())
        return installed;
    return QDir::cleanPath(QStringLiteral(TWB_SOURCE_TEMPLATES_DIR));
}

Result<QString> TemplateStore::absolutePath(const QString &relativePath) const
{
    const QString cleaned = QDir::cleanPath(relativePath);
    if (cleaned.isEmpty() || QDir::isAbsolutePath(cleaned) || cleaned == u".."_s
        || cleaned.startsWith(u"../"_s))
        return fail(Error::invalid(Tr::tr("Template path `%1` leaves the "
                                                                      "templates folder %2; use a path "
                                                                      "relative to it.")
                                       .arg(relativePath, m_root),
                                   relativePath));
    return m_root + u'/' + cleaned;
}

Result<QString> TemplateStore::read(const QString &relativePath) const
{
    auto path = absolutePath(relativePath);
    if (!path)
        return fail(path.error());
    IoGuard::check("template read of", *path);
    QFile file(*path);
    if (!file.open(QIODevice::ReadOnly)) {
        const QString hint = QFileInfo(m_root).isDir()
                                 ? Tr::tr("the file is missing or unreadable")
                                 : Tr::tr("the templates folder does not "
                                                                      "exist; set TPUWB_TEMPLATES or "
                                                                      "reinstall");
        return fail(Error::notFound(Tr::tr("Cannot read template %1 (%2).")
                                        .arg(QDir::toNativeSeparators(*path), hint),
                                    relativePath));
    }
    return QString::fromUtf8(file.readAll());
}

Result<QStringList> TemplateStore::list(const QString &relativeDir) const
{
    auto dir = absolutePath(relativeDir);
    if (!dir)
        return fail(dir.error());
    if (!QFileInfo(*dir).isDir())
        return fail(Error::notFound(Tr::tr("Template folder %1 does not "
                                                                       "exist; set TPUWB_TEMPLATES or "
                                                                       "reinstall.")
                                        .arg(QDir::toNativeSeparators(*dir)),
                                    relativeDir));
    QStringList files;
    QDirIterator it(*dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir base(m_root);
    while (it.hasNext())
        files << base.relativeFilePath(it.next());
    files.sort();
    return files;
}

Result<QString> TemplateStore::render(const QString &relativePath, const Json &data) const
{
    auto text = read(relativePath);
    if (!text)
        return fail(text.error());
    const TemplateRenderer renderer([this](const QString &partial) { return read(partial); });
    return renderer.render(relativePath, *text, data);
}

} // namespace twb
