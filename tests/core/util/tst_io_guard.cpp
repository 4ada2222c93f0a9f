#include "core/registry/registry.h"
#include "core/runs/run_record.h"
#include "core/util/atomic_file.h"
#include "core/util/file_lock.h"
#include "core/util/io_guard.h"
#include "core/util/json.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <functional>

using namespace Qt::StringLiterals;
using twb::IoGuard::Mode;
using Helper = std::function<void(const QString &)>;

namespace {

// What GuardedApplication (widgets/common) does, on QtCore alone.
class GuardedCoreApplication final : public QCoreApplication
{
public:
    GuardedCoreApplication(int &argc, char **argv) : QCoreApplication(argc, argv)
    {
        twb::IoGuard::setGuiThread(thread());
    }
    bool notify(QObject *receiver, QEvent *event) override
    {
        const twb::IoGuard::EventScope delivering(receiver, event);
        return QCoreApplication::notify(receiver, event);
    }
};

// Runs `work` from a timer, that is during event delivery on the GUI thread. (A 0 ms single
// shot would be a queued call; 1 ms is a real timer event.)
void runInEvent(const std::function<void()> &work)
{
    bool done = false;
    QTimer::singleShot(1, qApp, [&] {
        work();
        done = true;
    });
    QTRY_VERIFY(done);
}

// The child process of abortsWithCallSite: reads a file from a timer in Abort mode.
int runAbortingChild(int argc, char **argv)
{
    GuardedCoreApplication app(argc, argv);
    twb::IoGuard::setMode(Mode::Abort);
    const QString path = qEnvironmentVariable("TWB_IO_GUARD_CHILD");
    QTimer::singleShot(1, &app, [path] {
        (void)twb::readWholeFile(path);
        std::fputs("read returned\n", stderr);
        QCoreApplication::exit(0);
    });
    return app.exec();
}

} // namespace

class tst_IoGuard final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void parsesModes();
    void passesOffTheGuiThread();
    void passesOutsideEventDelivery();
    void abortsWithCallSite();
    void allowScopeSuppresses();
    void warnsOncePerCallSite();
    void helpersAreGuarded_data();
    void helpersAreGuarded();
    void resourcesAreNotDisk();

private:
    QTemporaryDir m_dir;
    QString m_file;
};

void tst_IoGuard::init()
{
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(u"data.json"_s);
    QVERIFY(twb::writeFileAtomically(m_file, "{}"));
}

void tst_IoGuard::cleanup()
{
    twb::IoGuard::setMode(Mode::Off);
}

void tst_IoGuard::parsesModes()
{
    QVERIFY(twb::IoGuard::parseMode(u"off") == Mode::Off);
    QVERIFY(twb::IoGuard::parseMode(u" Warn ") == Mode::Warn);
    QVERIFY(twb::IoGuard::parseMode(u"ABORT") == Mode::Abort);
    QVERIFY(!twb::IoGuard::parseMode(u"on"));
}

void tst_IoGuard::passesOffTheGuiThread()
{
    twb::IoGuard::setMode(Mode::Abort);
    bool read = false;
    std::unique_ptr<QThread> worker(QThread::create([&] {
        const twb::IoGuard::EventScope delivering(nullptr, nullptr); // as a worker's queued slot
        read = twb::readWholeFile(m_file).has_value();
    }));
    worker->start();
    QVERIFY(worker->wait(10000));
    QVERIFY(read);
}

void tst_IoGuard::passesOutsideEventDelivery()
{
    twb::IoGuard::setMode(Mode::Abort);
    QCOMPARE(twb::IoGuard::eventDepth(), 0); // test functions are called, not delivered
    QVERIFY(twb::readWholeFile(m_file));
    QVERIFY(twb::readJsonFile(m_file));
}

void tst_IoGuard::abortsWithCallSite()
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TWB_IO_GUARD_CHILD"_s, m_file);
    child.setProcessEnvironment(env);
    child.setWorkingDirectory(m_dir.path()); // a core dump, if enabled, lands there
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(30000));
    const QByteArray err = child.readAllStandardError();
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QCOMPARE(child.exitCode(), SIGABRT);
    QVERIFY2(!err.contains("read returned"), err.constData());
    QVERIFY2(err.contains(QByteArray("Disk I/O on the GUI thread: read of " + m_file.toUtf8())), err.constData());
    QVERIFY2(err.contains("atomic_file.cpp:"), err.constData());          // the helper's line
    QVERIFY2(err.contains("QEvent::Timer"), err.constData());             // the event
    QVERIFY2(err.contains("twb::readWholeFile"), err.constData());        // the backtrace
}

void tst_IoGuard::allowScopeSuppresses()
{
    twb::IoGuard::setMode(Mode::Abort);
    bool read = false;
    runInEvent([&] {
        const twb::IoGuard::AllowScope allowed;
        read = twb::readWholeFile(m_file).has_value();
    });
    QVERIFY(read);
}

void tst_IoGuard::warnsOncePerCallSite()
{
    twb::IoGuard::setMode(Mode::Warn);
    const int before = twb::IoGuard::warningCount();
    auto siteA = [] { twb::IoGuard::check("test read of", u"/a"_s); };
    auto siteB = [] { twb::IoGuard::check("test read of", u"/b"_s); };
    for (int i = 0; i < 3; ++i) // one call stack, three times: one report
        runInEvent(siteA);
    QCOMPARE(twb::IoGuard::warningCount(), before + 1);
    runInEvent(siteB); // another caller: reported too
    QCOMPARE(twb::IoGuard::warningCount(), before + 2);
    siteB(); // outside event delivery: not an offence
    QCOMPARE(twb::IoGuard::warningCount(), before + 2);
}

void tst_IoGuard::helpersAreGuarded_data()
{
    QTest::addColumn<Helper>("helper");
    QTest::newRow("readWholeFile") << Helper(
        [](const QString &file) { (void)twb::readWholeFile(file); });
    QTest::newRow("readJsonFile") << Helper(
        [](const QString &file) { (void)twb::readJsonFile(file); });
    QTest::newRow("writeJsonFileAtomically") << Helper(
        [](const QString &file) { (void)twb::writeJsonFileAtomically(file, twb::Json::object()); });
    QTest::newRow("FileLock::acquire") << Helper(
        [](const QString &file) { (void)twb::FileLock::acquire(file + u".lock"_s); });
    QTest::newRow("Registry::load") << Helper(
        [](const QString &file) { (void)twb::Registry::load(file + u".missing"_s); });
    QTest::newRow("Registry::modify") << Helper([](const QString &file) {
        (void)twb::Registry::modify(file + u".registry"_s, [](twb::Registry &) -> twb::Result<void> { return {}; },
                                    file + u".lock"_s);
    });
    QTest::newRow("RunRecord::readFile") << Helper(
        [](const QString &file) { (void)twb::RunRecord::readFile(file); });
    QTest::newRow("RunRecord::loadAll") << Helper(
        [](const QString &file) { (void)twb::RunRecord::loadAll(QFileInfo(file).absolutePath()); });
}

void tst_IoGuard::helpersAreGuarded()
{
    QFETCH(Helper, helper);
    twb::IoGuard::setMode(Mode::Warn);
    const int before = twb::IoGuard::warningCount();
    runInEvent([&] { helper(m_file); });
    // Exactly one report: a helper built on another reports under its own name only.
    QCOMPARE(twb::IoGuard::warningCount(), before + 1);
}

void tst_IoGuard::resourcesAreNotDisk()
{
    twb::IoGuard::setMode(Mode::Abort);
    runInEvent([] { (void)twb::readWholeFile(u":/no/such/resource"_s); });
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("TWB_IO_GUARD_CHILD"))
        return runAbortingChild(argc, argv);
    GuardedCoreApplication app(argc, argv);
    tst_IoGuard test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_io_guard.moc"
