// RunRecordStore and RunRecordLock: a change of run.json re-reads it under a lock that this
// process shares by the run folder and that other processes take as a flock on
// `.run.json.lock`; an operation's own copy keeps the tags and notes on disk.
#include "core/runs/run_folder.h"
#include "core/runs/run_record_lock.h"
#include "core/runs/run_record_store.h"
#include "core/util/file_lock.h"
#include "support/result_check.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunRecordStore final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void updateChangesWhatIsOnDisk();
    void aFailedChangeLeavesTheFile();
    void aRunWithoutRecordIsNotFound();
    void saveKeepsTheTagsAndNotesOnDisk();
    void saveWritesANewRunAsItIs();
    void anotherProcessesFlockIsWaitedFor();
    void oneMutexPerFolderHoweverItIsSpelled();

private:
    RunFolder folder() const { return RunFolder::in(m_dir->filePath(u"runs"_s), u"r1"_s); }
    RunRecord seeded() const
    {
        RunRecord record;
        record.runId = u"r1"_s;
        record.experiment = u"tiny"_s;
        record.state = RunState::Running;
        record.tags = {u"baseline"_s};
        record.notes = u"first"_s;
        return record;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_RunRecordStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(QDir().mkpath(folder().dir()));
}

void tst_RunRecordStore::updateChangesWhatIsOnDisk()
{
    TWB_VERIFY_RESULT(folder().writeRecord(seeded()));
    // Someone else changed run.json after this process last read it: the update starts from
    // their version, not from a copy held here.
    RunRecord theirs = seeded();
    theirs.tags << u"theirs"_s;
    TWB_VERIFY_RESULT(theirs.writeFile(folder().recordFile()));
    const auto written = RunRecordStore(folder()).update([](RunRecord &r) -> Result<void> {
        r.tags << u"mine"_s;
        return {};
    });
    TWB_VERIFY_RESULT(written);
    QCOMPARE(written->tags, (QStringList{u"baseline"_s, u"theirs"_s, u"mine"_s}));
    const auto read = folder().readRecord();
    TWB_VERIFY_RESULT(read);
    QCOMPARE(read->tags, written->tags);
    QCOMPARE(read->notes, u"first"_s);
    // The lock file sits beside run.json; nothing else was left there (no temp files).
    QCOMPARE(folder().recordLockFile(), folder().dir() + u"/.run.json.lock"_s);
    QVERIFY(QFile::exists(folder().recordLockFile()));
    QCOMPARE(QDir(folder().dir()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{u".run.json.lock"_s, u"run.json"_s}));
}

void tst_RunRecordStore::aFailedChangeLeavesTheFile()
{
    TWB_VERIFY_RESULT(folder().writeRecord(seeded()));
    QFile file(folder().recordFile());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const auto written = RunRecordStore(folder()).update([](RunRecord &r) -> Result<void> {
        r.tags.clear();
        return fail(Error::invalid(u"refused"_s));
    });
    QVERIFY(!written);
    QCOMPARE(written.error().message, u"refused"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void tst_RunRecordStore::aRunWithoutRecordIsNotFound()
{
    const auto written = RunRecordStore(folder()).update([](RunRecord &) -> Result<void> { return {}; });
    QVERIFY(!written);
    QCOMPARE(written.error().kind, Error::Kind::NotFound);
    QVERIFY2(written.error().message.contains(folder().recordFile()), qPrintable(written.error().message));
    QVERIFY(!folder().hasRecord());
    // No folder at all: still "no such run", not an error about the lock file.
    const RunFolder missing = RunFolder::in(m_dir->filePath(u"runs"_s), u"nope"_s);
    const auto none = RunRecordStore(missing).update([](RunRecord &) -> Result<void> { return {}; });
    QVERIFY(!none);
    QCOMPARE(none.error().kind, Error::Kind::NotFound);
    QCOMPARE(none.error().where, missing.recordFile());
    QVERIFY(!QFileInfo::exists(missing.dir()));
}

void tst_RunRecordStore::saveKeepsTheTagsAndNotesOnDisk()
{
    TWB_VERIFY_RESULT(folder().writeRecord(seeded()));
    // An operation read the record, then a user tagged the run and wrote a note while it ran.
    RunRecord operation = seeded();
    TWB_VERIFY_RESULT(RunRecordStore(folder()).update([](RunRecord &r) -> Result<void> {
        r.tags << u"paper"_s;
        r.notes = u"diverged at step 900"_s;
        return {};
    }));
    operation.state = RunState::Stopped;
    operation.stateDetail = u"stopped by the user"_s;
    const auto saved = RunRecordStore(folder()).save(operation);
    TWB_VERIFY_RESULT(saved);
    const auto read = folder().readRecord();
    TWB_VERIFY_RESULT(read);
    QCOMPARE(read->state, RunState::Stopped);
    QCOMPARE(read->stateDetail, u"stopped by the user"_s);
    QCOMPARE(read->tags, (QStringList{u"baseline"_s, u"paper"_s}));
    QCOMPARE(read->notes, u"diverged at step 900"_s);
    QCOMPARE(saved->tags, read->tags);
}

void tst_RunRecordStore::saveWritesANewRunAsItIs()
{
    QVERIFY(!folder().hasRecord());
    TWB_VERIFY_RESULT(RunRecordStore(folder()).save(seeded()));
    const auto read = folder().readRecord();
    TWB_VERIFY_RESULT(read);
    QCOMPARE(read->tags, QStringList{u"baseline"_s});
    QCOMPARE(read->notes, u"first"_s);
}

// flock locks of two open files exclude each other even in one process, so a FileLock taken
// here stands for another process (a `tpuwb run tag`) holding the record lock.
void tst_RunRecordStore::anotherProcessesFlockIsWaitedFor()
{
    TWB_VERIFY_RESULT(folder().writeRecord(seeded()));
    auto other = FileLock::acquire(folder().recordLockFile());
    TWB_VERIFY_RESULT(other);
    std::atomic<bool> done{false};
    std::thread writer([&] {
        (void)RunRecordStore(folder()).update([](RunRecord &r) -> Result<void> {
            r.tags << u"waited"_s;
            return {};
        });
        done = true;
    });
    QTest::qWait(300);
    const bool doneWhileHeld = done.load();
    const auto whileHeld = folder().readRecord();
    { auto release = std::move(*other); }
    writer.join();
    QVERIFY2(!doneWhileHeld, "the update did not wait for the other holder of .run.json.lock");
    TWB_VERIFY_RESULT(whileHeld);
    QCOMPARE(whileHeld->tags, QStringList{u"baseline"_s});
    QVERIFY(done.load());
    const auto after = folder().readRecord();
    TWB_VERIFY_RESULT(after);
    QCOMPARE(after->tags, (QStringList{u"baseline"_s, u"waited"_s}));

    // A holder that does not let go: the wait ends with an error naming the lock file.
    auto stuck = FileLock::acquire(folder().recordLockFile());
    TWB_VERIFY_RESULT(stuck);
    std::optional<Result<RunRecordLock>> timedOut;
    std::thread waiter([&] { timedOut.emplace(RunRecordLock::acquire(folder(), std::chrono::milliseconds(200))); });
    waiter.join();
    QVERIFY(!*timedOut);
    QVERIFY2(timedOut->error().message.contains(folder().recordLockFile()), qPrintable(timedOut->error().message));
}

// Two spellings of one run folder (a relative `..` path, a symlink) are one lock in this
// process: a holder under one name keeps out a change under the other.
void tst_RunRecordStore::oneMutexPerFolderHoweverItIsSpelled()
{
    const QString link = m_dir->filePath(u"runs-link"_s);
    QVERIFY(QFile::link(m_dir->filePath(u"runs"_s), link));
    const RunFolder viaLink = RunFolder::in(link, u"r1"_s);
    const RunFolder viaDots(m_dir->filePath(u"runs/../runs/r1"_s));
    QCOMPARE(RunRecordLock::key(viaLink), RunRecordLock::key(folder()));
    QCOMPARE(RunRecordLock::key(viaDots), RunRecordLock::key(folder()));

    auto held = RunRecordLock::acquire(viaLink);
    TWB_VERIFY_RESULT(held);
    std::optional<Result<RunRecordLock>> other;
    std::thread waiter([&] { other.emplace(RunRecordLock::acquire(viaDots, std::chrono::milliseconds(200))); });
    waiter.join();
    QVERIFY(!*other);
    QVERIFY2(other->error().message.contains(u"in this process"_s), qPrintable(other->error().message));
}

QTEST_GUILESS_MAIN(tst_RunRecordStore)
#include "tst_run_record_store.moc"
