#include "core/util/folder_watcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::FolderWatcher;

class tst_FolderWatcher final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namedEntriesOnly();
    void aRemovedFolderIsReportedAndForgotten();
    void watchesAddedFromAnotherThread();
    void manyFoldersWatchInLinearTime();

private:
    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    static QStringList names(const QSignalSpy &spy)
    {
        QStringList out;
        for (const auto &args : spy)
            out << args.at(1).toString();
        return out;
    }
};

void tst_FolderWatcher::namedEntriesOnly()
{
    QTemporaryDir dir;
    FolderWatcher watcher;
    QVERIFY(watcher.watch(dir.path(), {u"run.json"_s}));
    QCOMPARE(watcher.count(), 1);
    QSignalSpy changed(&watcher, &FolderWatcher::changed);

    write(dir.filePath(u"config.json"_s), "{}");
    QTest::qWait(200);
    QCOMPARE(changed.size(), 0);   // not a watched name

    // Written whole then renamed over, as the app writes run.json.
    write(dir.filePath(u"run.json.tmp"_s), "{}");
    QVERIFY(QFile::rename(dir.filePath(u"run.json.tmp"_s), dir.filePath(u"run.json"_s)));
    QTRY_VERIFY(names(changed).contains(u"run.json"_s));
    QCOMPARE(changed.first().at(0).toString(), dir.path());
    QVERIFY(!names(changed).contains(u"config.json"_s) && !names(changed).contains(u"run.json.tmp"_s));

    // Watching again replaces the names: now everything counts.
    QVERIFY(watcher.watch(dir.path()));
    QCOMPARE(watcher.count(), 1);
    changed.clear();
    write(dir.filePath(u"config.json"_s), "{\"a\": 1}");
    QTRY_VERIFY(names(changed).contains(u"config.json"_s));
}

void tst_FolderWatcher::aRemovedFolderIsReportedAndForgotten()
{
    QTemporaryDir dir;
    const QString run = dir.filePath(u"runs/r1"_s);
    QVERIFY(QDir().mkpath(run));
    FolderWatcher watcher;
    QVERIFY(watcher.watch(run, {u"run.json"_s}));
    QVERIFY(!watcher.watch(dir.filePath(u"missing"_s)));
    QCOMPARE(watcher.count(), 1);
    QSignalSpy changed(&watcher, &FolderWatcher::changed);
    QVERIFY(QDir(run).removeRecursively());
    // The folder itself went: reported with no entry name, and no longer watched.
    QTRY_VERIFY(!changed.isEmpty() && changed.last().at(1).toString().isEmpty());
    QCOMPARE(changed.last().at(0).toString(), run);
    QTRY_COMPARE(watcher.count(), 0);

    // Re-created and watched again: a new watch works.
    QVERIFY(QDir().mkpath(run));
    QVERIFY(watcher.watch(run, {u"run.json"_s}));
    changed.clear();
    write(run + u"/run.json"_s, "{}");
    QTRY_VERIFY(names(changed).contains(u"run.json"_s));

    watcher.clear();
    QCOMPARE(watcher.count(), 0);
    changed.clear();
    write(run + u"/run.json"_s, "{\"b\": 2}");
    QTest::qWait(200);
    QCOMPARE(changed.size(), 0);
}

void tst_FolderWatcher::watchesAddedFromAnotherThread()
{
    QTemporaryDir dir;
    FolderWatcher watcher;
    QStringList folders;
    for (int i = 0; i < 50; ++i) {
        folders << dir.filePath(u"run-%1"_s.arg(i));
        QVERIFY(QDir().mkpath(folders.last()));
    }
    // As WorkspaceIndex's scan thread does; the signal still arrives on this thread.
    QtConcurrent::run([&] {
        for (const QString &f : folders)
            watcher.watch(f, {u"run.json"_s});
    }).waitForFinished();
    QCOMPARE(watcher.count(), 50);
    QSignalSpy changed(&watcher, &FolderWatcher::changed);
    write(folders.at(37) + u"/run.json"_s, "{}");
    QTRY_VERIFY(!changed.isEmpty());
    QCOMPARE(changed.first().at(0).toString(), folders.at(37));
}

// QFileSystemWatcher::addPaths looks each path up in a list: adding n paths costs n^2 string
// compares (14 s for 20,000 paths). Here the second half of the folders must not cost much more
// than the first: linear, with slack for a loaded machine.
void tst_FolderWatcher::manyFoldersWatchInLinearTime()
{
    // On tmpfs where there is one: creating and removing thousands of folders on this VM's
    // ext4 takes seconds.
    QTemporaryDir dir(QFileInfo(u"/dev/shm"_s).isWritable() ? u"/dev/shm/tst_folder_watcher-XXXXXX"_s
                                                             : QDir::tempPath() + u"/tst_folder_watcher-XXXXXX"_s);
    QVERIFY(dir.isValid());
    constexpr int kHalf = 4000;
    QStringList folders;
    for (int i = 0; i < 2 * kHalf; ++i) {
        folders << dir.filePath(u"runs/r%1"_s.arg(i));
        QVERIFY(QDir().mkpath(folders.last()));
    }
    FolderWatcher watcher;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < kHalf; ++i)
        watcher.watch(folders.at(i), {u"run.json"_s});
    const qint64 first = t.nsecsElapsed();
    t.restart();
    for (int i = kHalf; i < 2 * kHalf; ++i)
        watcher.watch(folders.at(i), {u"run.json"_s});
    const qint64 second = t.nsecsElapsed();
    if (watcher.exhausted())
        QSKIP("this user's inotify watches ran out (fs.inotify.max_user_watches)");
    QCOMPARE(watcher.count(), 2 * kHalf);
    qInfo("watching %d folders: %.1f ms, the next %d: %.1f ms", kHalf, first / 1e6, kHalf, second / 1e6);
    QVERIFY2(second < 4 * first + 50'000'000, qPrintable(u"%1 ns then %2 ns"_s.arg(first).arg(second)));

    // Watching them all again (each rescan does) makes no new watches.
    t.restart();
    for (const QString &f : std::as_const(folders))
        watcher.watch(f, {u"run.json"_s});
    QCOMPARE(watcher.count(), 2 * kHalf);
    // Unwatched before the folders go: removing a watched folder waits on the kernel's
    // release of its mark (seconds for thousands on a loaded machine).
    watcher.clear();
}

QTEST_GUILESS_MAIN(tst_FolderWatcher)
#include "tst_folder_watcher.moc"
