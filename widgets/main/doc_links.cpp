#include "widgets/main/doc_links.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::DocLinks)
};

} // namespace

QList<DocLinks::Page> DocLinks::pages()
{
    return {
        {u"monitor.md"_s, Tr::tr("Runs and the live monitor")},
        {u"ablation.md"_s, Tr::tr("Ablations and Compare")},
        {u"mesh.md"_s, Tr::tr("Mesh designer")},
        {u"scaffold.md"_s, Tr::tr("Experiment scaffolding")},
        {u"kernel.md"_s, Tr::tr("Kernel-optimization runs")},
        {u"remote.md"_s, Tr::tr("Reaching hosts (SSH, host keys)")},
        {u"formats.md"_s, Tr::tr("File formats")},
    };
}

QString DocLinks::localDir()
{
    const QString executableDir = QCoreApplication::applicationDirPath();
    const QStringList candidates{
        QDir::cleanPath(executableDir + u"/../"_s + QStringLiteral(TWB_DOC_INSTALL_DIR)),
        QStringLiteral(TWB_SOURCE_DOCS_DIR),
    };
    for (const QString &dir : candidates)
        if (QFileInfo::exists(dir + u"/monitor.md"_s))
            return dir;
    return {};
}

QUrl DocLinks::url(const QString &file)
{
    const QString dir = localDir();
    if (!dir.isEmpty() && QFileInfo::exists(dir + u'/' + file))
        return QUrl::fromLocalFile(dir + u'/' + file);
    return QUrl(QStringLiteral(TWB_HOMEPAGE_URL) + u"/blob/main/docs/"_s + file);
}

} // namespace twb
