#include "core/remote/local_transport.h"
#include "core/util/shell_quote.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include "support/result_check.h"

#include <QtTest>

#include <chrono>
#include <csignal>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

// True while `pid` is a live (not zombie) process.
bool processAlive(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && line.size() > close + 2 && line.at(close + 2) != 'Z';
}

QByteArray randomBytes(qsizetype size)
{
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator generator(42);
    generator.fillRange(reinterpret_cast<quint32 *>(data.data()), size / 4);
    return data;
}

} // namespace

class tst_LocalTransport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void reportsExitCode_data();
    void reportsExitCode();
    void keepsStderrSeparate();
    void streamsOutputWhileRunning();
    void feedsStandardInput();
    void passesArgumentsVerbatim_data();
    void passesArgumentsVerbatim();
    void runsInHomeFolder();
    void timeoutStopsWholeProcessGroup();
    void cancelStopsCommand();
    void writesAndReadsFilesUnderHome();
    void uploadAndDownloadRoundTripBinary();
    void uploadKeepsExecutableBit();
    void missingFileIsNotFoundAndNamesPath();

private:
    QTemporaryDir m_home;
};

void tst_LocalTransport::initTestCase()
{
    QVERIFY(m_home.isValid());
    // `~/` is $HOME: point it at a temp folder so the test never touches the real home.
    qputenv("HOME", QFile::encodeName(m_home.path()));
}

void tst_LocalTransport::reportsExitCode_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("true") << u"true"_s << 0;
    QTest::newRow("false") << u"false"_s << 1;
    QTest::newRow("exit 42") << u"exit 42"_s << 42;
    QTest::newRow("missing program") << u"no-such-program-twb"_s << 127;
    QTest::newRow("killed by signal") << u"kill -9 $$"_s << -1;
}

void tst_LocalTransport::reportsExitCode()
{
    QFETCH(QString, command);
    QFETCH(int, exitCode);
    twb::LocalTransport transport;
    const auto result = transport.exec({.command = command});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->exitCode, exitCode);
    QVERIFY(!result->timedOut);
    QVERIFY(!result->cancelled);
}

void tst_LocalTransport::keepsStderrSeparate()
{
    twb::LocalTransport transport;
    const auto result = transport.exec({.command = u"echo out; echo err >&2; echo out2"_s});
    QVERIFY(result.has_value());
    QCOMPARE(result->standardOutput, "out\nout2\n");
    QCOMPARE(result->standardError, "err\n");
}

void tst_LocalTransport::streamsOutputWhileRunning()
{
    twb::LocalTransport transport;
    QList<milliseconds> arrivals;
    QByteArray streamed;
    const auto start = steady_clock::now();
    twb::ExecRequest request{.command = u"for i in 1 2 3; do echo line$i; sleep 0.3; done"_s};
    request.onStdout = [&](const QByteArray &chunk) {
        arrivals << duration_cast<milliseconds>(steady_clock::now() - start);
        streamed += chunk;
    };
    request.collectOutput = false;
    const auto result = transport.exec(request);
    QVERIFY(result.has_value());
    QCOMPARE(streamed, "line1\nline2\nline3\n");
    QVERIFY(result->standardOutput.isEmpty());
    // The first line must arrive long before the command ends (~900 ms), not all at the end.
    QVERIFY(arrivals.size() >= 3);
    QVERIFY2(arrivals.first() < milliseconds(500), qPrintable(QString::number(arrivals.first().count())));
    QVERIFY(result->elapsed >= milliseconds(850));
}

void tst_LocalTransport::feedsStandardInput()
{
    twb::LocalTransport transport;
    const QByteArray input = randomBytes(2 * 1024 * 1024);  // more than a pipe buffer
    const auto result = transport.exec({.command = u"cat"_s, .standardInput = input});
    QVERIFY(result.has_value());
    QCOMPARE(result->exitCode, 0);
    QCOMPARE(result->standardOutput.size(), input.size());
    QVERIFY(result->standardOutput == input);
}

void tst_LocalTransport::passesArgumentsVerbatim_data()
{
    QTest::addColumn<QString>("argument");
    QTest::newRow("single quote") << u"it's"_s;
    QTest::newRow("spaces") << u"a  b c"_s;
    QTest::newRow("command substitution") << u"$(touch /tmp/twb-pwned)"_s;
    QTest::newRow("semicolon") << u"a; false"_s;
    QTest::newRow("newline") << u"line1\nline2"_s;
    QTest::newRow("backslash and dollar") << u"\\$HOME `id`"_s;
}

void tst_LocalTransport::passesArgumentsVerbatim()
{
    QFETCH(QString, argument);
    twb::LocalTransport transport;
    const auto result = transport.exec({.command = u"printf %s "_s + twb::shellQuote(argument)});
    QVERIFY(result.has_value());
    QCOMPARE(result->exitCode, 0);
    QCOMPARE(QString::fromUtf8(result->standardOutput), argument);
}

void tst_LocalTransport::runsInHomeFolder()
{
    twb::LocalTransport transport;
    const auto result = transport.exec({.command = u"pwd"_s});
    QVERIFY(result.has_value());
    QCOMPARE(QString::fromUtf8(result->standardOutput.trimmed()), m_home.path());
}

void tst_LocalTransport::timeoutStopsWholeProcessGroup()
{
    twb::LocalTransport transport;
    // A compound command: bash stays the parent, `sleep` is a grandchild of the transport.
    const auto result = transport.exec(
        {.command = u"sleep 30 & echo $!; wait; echo not-reached"_s, .timeout = milliseconds(500)});
    QVERIFY(result.has_value());
    QVERIFY(result->timedOut);
    QCOMPARE(result->exitCode, -1);
    QVERIFY2(result->elapsed < seconds(3), qPrintable(QString::number(result->elapsed.count())));
    QVERIFY(!result->standardOutput.contains("not-reached"));
    const qint64 sleeperPid = result->standardOutput.trimmed().toLongLong();
    QVERIFY(sleeperPid > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(sleeperPid), 3000);
}

void tst_LocalTransport::cancelStopsCommand()
{
    twb::LocalTransport transport;
    const auto start = steady_clock::now();
    twb::ExecRequest request{.command = u"echo started; sleep 30"_s};
    request.isCancelled = [&] { return steady_clock::now() - start > milliseconds(300); };
    const auto result = transport.exec(request);
    QVERIFY(result.has_value());
    QVERIFY(result->cancelled);
    QVERIFY(!result->timedOut);
    QCOMPARE(result->standardOutput, "started\n");
    QVERIFY(result->elapsed < seconds(3));
}

void tst_LocalTransport::writesAndReadsFilesUnderHome()
{
    twb::LocalTransport transport;
    const QByteArray content = "{\"step\": 1}\n";
    const auto written = transport.writeRemoteFile(u"~/runs/r1/status.json"_s, content);
    TWB_VERIFY_RESULT(written);
    QFile onDisk(m_home.path() + u"/runs/r1/status.json"_s);
    QVERIFY(onDisk.open(QIODevice::ReadOnly));
    QCOMPARE(onDisk.readAll(), content);
    const auto read = transport.readRemoteFile(u"~/runs/r1/status.json"_s);
    QVERIFY(read.has_value());
    QCOMPARE(*read, content);
}

void tst_LocalTransport::uploadAndDownloadRoundTripBinary()
{
    twb::LocalTransport transport;
    QTemporaryDir local;
    const QByteArray data = randomBytes(5 * 1024 * 1024);
    QFile source(local.filePath(u"blob.bin"_s));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(data);
    source.close();
    QVERIFY(transport.upload(source.fileName(), u"~/up/blob.bin"_s).has_value());
    QVERIFY(transport.download(u"~/up/blob.bin"_s, local.filePath(u"back/blob.bin"_s)).has_value());
    QFile back(local.filePath(u"back/blob.bin"_s));
    QVERIFY(back.open(QIODevice::ReadOnly));
    QVERIFY(back.readAll() == data);
}

void tst_LocalTransport::uploadKeepsExecutableBit()
{
    twb::LocalTransport transport;
    QTemporaryDir local;
    QFile script(local.filePath(u"run.sh"_s));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\necho ran\n");
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
    QVERIFY(transport.upload(script.fileName(), u"~/bin/run.sh"_s).has_value());
    const auto result = transport.exec({.command = u"~/bin/run.sh"_s});
    QVERIFY(result.has_value());
    QCOMPARE(result->standardOutput, "ran\n");
}

void tst_LocalTransport::missingFileIsNotFoundAndNamesPath()
{
    twb::LocalTransport transport;
    const auto read = transport.readRemoteFile(u"~/nope/missing.json"_s);
    QVERIFY(!read.has_value());
    QCOMPARE(read.error().kind, twb::Error::Kind::NotFound);
    QVERIFY(read.error().message.contains(m_home.path() + u"/nope/missing.json"_s));

    QTemporaryDir local;
    const QString target = local.filePath(u"out.bin"_s);
    const auto got = transport.download(u"~/nope/missing.bin"_s, target);
    QVERIFY(!got.has_value());
    QVERIFY(got.error().message.contains(u"missing.bin"_s));
    QVERIFY(!QFile::exists(target));
}

QTEST_GUILESS_MAIN(tst_LocalTransport)
#include "tst_local_transport.moc"
