#include "support/test_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>

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

QString missingPythonModules(const QString &modules)
{
    QProcess probe;
    probe.start(systemPython(), {u"-c"_s, u"import "_s + modules});
    if (probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0)
        return {};
    // The Debian packages of the modules the tests import.
    QStringList packages;
    for (const QString &module : modules.split(u',', Qt::SkipEmptyParts)) {
        const QString top = module.trimmed().section(u'.', 0, 0);
        packages << (top == u"torch"_s ? u"python3-torch libopenblas0-pthread"_s : u"python3-"_s + top);
    }
    packages.removeDuplicates();
    return u"%1 cannot import %2 (%3): apt-get install %4 (scripts/install-deps.sh)"_s.arg(
        systemPython(), modules, QString::fromUtf8(probe.readAllStandardError()).trimmed().section(u'\n', -1),
        packages.join(u' '));
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
