#include "core/remote/remote_path.h"

using namespace Qt::StringLiterals;

namespace twb {

QString expandHomePrefix(const QString &path, const QString &home)
{
    if (path == u"~")
        return home;
    if (path.startsWith(u"~/"))
        return home + path.mid(1);
    return path;
}

QString parentOfPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    if (slash < 0)
        return {};
    if (slash == 0)
        return u"/"_s;
    return path.left(slash);
}

QString atomicTempPrefix(const QString &path)
{
    const QString parent = parentOfPath(path);
    const QString name = path.mid(path.lastIndexOf(u'/') + 1);
    return (parent.isEmpty() ? QString() : (parent == u"/" ? parent : parent + u'/')) + u'.' + name + u".tmp."_s;
}

} // namespace twb
