#include "core/util/write_fence.h"

#include <QDir>
#include <QHash>
#include <QMutex>

using namespace Qt::StringLiterals;

namespace twb::WriteFence {
namespace {

struct Fences
{
    QMutex mutex;
    QHash<QString, QString> reasonByFolder;
};

Fences &fences()
{
    static Fences instance;
    return instance;
}

QString normalized(const QString &path) { return QDir::cleanPath(QDir(path).absolutePath()); }

} // namespace

void close(const QString &folder, const QString &reason)
{
    Fences &f = fences();
    const QMutexLocker locker(&f.mutex);
    f.reasonByFolder.insert(normalized(folder), reason);
}

void open(const QString &folder)
{
    Fences &f = fences();
    const QMutexLocker locker(&f.mutex);
    f.reasonByFolder.remove(normalized(folder));
}

QString reasonFor(const QString &path)
{
    Fences &f = fences();
    const QMutexLocker locker(&f.mutex);
    if (f.reasonByFolder.isEmpty())
        return {};
    const QString target = normalized(path);
    for (auto it = f.reasonByFolder.cbegin(); it != f.reasonByFolder.cend(); ++it)
        if (target == it.key() || target.startsWith(it.key() + u'/'))
            return it.value();
    return {};
}

} // namespace twb::WriteFence
