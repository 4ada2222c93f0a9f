#include "support/test_paths.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::test {

QString sourceDir()
{
    const QString dir = qEnvironmentVariable("TWB_SOURCE_DIR");
    return dir.isEmpty() ? QDir::currentPath() : dir;
}

QString tpuwbBinary()
{
    return qEnvironmentVariable("TWB_TPUWB");
}

QString systemPython()
{
    return QFileInfo::exists(u"/usr/bin/python3"_s) ? u"/usr/bin/python3"_s : u"python3"_s;
}

QString artifactsDir()
{
    QString base = qEnvironmentVariable("TWB_BINARY_DIR");
    if (base.isEmpty())
        base = QDir::tempPath();
    const QString dir = base + u"/test-artifacts"_s;
    QDir().mkpath(dir);
    return dir;
}

} // namespace twb::test
