#include "core/util/atomic_file.h"
#include "core/util/file_lock.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

class tst_AtomicFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndReplaces();
    void keepsPermissionBits();
    void leavesNoTempFiles();
    void failsWithFolderNamedAndKeepsOldContent();
    void lockExcludesSecondHolder();
};

void tst_AtomicFile::writesAndReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.json"_s);
    QVERIFY(twb::writeFileAtomically(path, "first"));
    QCOMPARE(*twb::readWholeFile(path), QByteArray("first"));
    QVERIFY(twb::writeFileAtomically(path, "second"));
    QCOMPARE(*twb::readWholeFile(path), QByteArray("second"));
}

void tst_AtomicFile::keepsPermissionBits()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"secret.json"_s);
    QVERIFY(twb::writeFileAtomically(path, "x"));
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0600) == 0);
    QVERIFY(twb::writeFileAtomically(path, "y"));
    struct stat st {};
    QVERIFY(::stat(QFile::encodeName(path).constData(), &st) == 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
}

void tst_AtomicFile::leavesNoTempFiles()
{
    QTemporaryDir dir;
    for (int i = 0; i < 20; ++i)
        QVERIFY(twb::writeFileAtomically(dir.filePath(u"f.json"_s), QByteArray::number(i)));
    const QStringList entries = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(entries, QStringList{u"f.json"_s});
}

void tst_AtomicFile::failsWithFolderNamedAndKeepsOldContent()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(u"no/such/folder/f.json"_s);
    const auto result = twb::writeFileAtomically(missing, "x");
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(dir.filePath(u"no/such/folder"_s)),
             qPrintable(result.error().message));
}

void tst_AtomicFile::lockExcludesSecondHolder()
{
    QTemporaryDir dir;
    const QString lockPath = dir.filePath(u"x.lock"_s);
    auto first = twb::FileLock::acquire(lockPath);
    QVERIFY(first);
    // flock locks belong to the open file description, so a second open in this process
    // conflicts just as another process would.
    auto second = twb::FileLock::acquire(lockPath, std::chrono::milliseconds(100));
    QVERIFY(!second);
    QVERIFY(second.error().message.contains(lockPath));
    { auto released = std::move(*first); }
    QVERIFY(twb::FileLock::acquire(lockPath, std::chrono::milliseconds(100)));
}

QTEST_GUILESS_MAIN(tst_AtomicFile)
#include "tst_atomic_file.moc"
