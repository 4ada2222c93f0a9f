#include "core/remote/ssh_transport.h"
#include "core/util/shell_quote.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

bool processAlive(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && line.size() > close + 2 && line.at(close + 2) != 'Z';
}

QByteArray randomBytes(qsizetype size, quint32 seed)
{
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator generator(seed);
    generator.fillRange(reinterpret_cast<quint32 *>(data.data()), size / 4);
    return data;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// A TCP listener that completes handshakes (kernel backlog) but never speaks SSH.
class SilentListener
{
public:
    explicit SilentListener(const char *address)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        ::inet_pton(AF_INET, address, &addr.sin_addr);
        ::bind(m_fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr);
        ::listen(m_fd, 16);
        socklen_t len = sizeof addr;
        ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&addr), &len);
        m_port = ntohs(addr.sin_port);
    }
    ~SilentListener() { ::close(m_fd); }
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace

class tst_SshTransport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void connectsAndRunsCommand();
    void reportsExitCode_data();
    void reportsExitCode();
    void keepsStderrSeparate();
    void streamsOutputWhileRunning();
    void feedsStandardInput();
    void passesArgumentsVerbatim_data();
    void passesArgumentsVerbatim();
    void runsInRemoteHomeWithHostIdentity();
    void timeoutStopsRemoteProcessGroup();
    void cancelStopsCommand();
    void commandIgnoringTermIsKilled();
    void reconnectsAfterHostRestart();
    void reportsConnectionLostMidCommand();
    void connectRefusedNamesHostAndPort();
    void connectTimesOutOnSilentServer();
    void sftpRoundTripsFiveMegabytesBinary();
    void sftpWritesAtomicallyUnderHome();
    void sftpMissingFileIsNotFound();
    void sftpUploadKeepsExecutableBit();
    void readsSshConfigAndExplicitFieldsWin();
    void asksPassphraseForEncryptedKey();
    void reachesHostThroughProxyJump();
    void refusesUseFromSecondThread();

private:
    twb::SshTransport transport() { return twb::SshTransport(m_fixture.endpoint(0)); }

    twb::test::SshdFixture m_fixture{{.hostCount = 1}};
    twb::test::SshdFixture m_jumpFixture{{.hostCount = 2}};
};

void tst_SshTransport::initTestCase()
{
    TWB_VERIFY_RESULT(m_fixture.start());
    TWB_VERIFY_RESULT(m_jumpFixture.start());
}

void tst_SshTransport::connectsAndRunsCommand()
{
    twb::SshTransport ssh(m_fixture.endpoint(0));
    QCOMPARE(ssh.describe(), u"%1@127.0.0.2:%2"_s.arg(m_fixture.user()).arg(m_fixture.port(0)));
    QVERIFY(!ssh.isConnected());
    TWB_VERIFY_RESULT(ssh.connect());
    QVERIFY(ssh.isConnected());
    QVERIFY(ssh.lastConnectTime() > milliseconds::zero());
    const auto result = ssh.exec({.command = u"echo hello; exit 3"_s});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->standardOutput, "hello\n");
    QCOMPARE(result->exitCode, 3);
    QVERIFY(ssh.lastLatency() > milliseconds::zero());
    // The session is reused: a second command on the same connection.
    const auto again = ssh.exec({.command = u"echo again"_s});
    TWB_VERIFY_RESULT(again);
    QCOMPARE(again->standardOutput, "again\n");
    ssh.disconnect();
    QVERIFY(!ssh.isConnected());
}

void tst_SshTransport::reportsExitCode_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("true") << u"true"_s << 0;
    QTest::newRow("false") << u"false"_s << 1;
    QTest::newRow("exit 42") << u"exit 42"_s << 42;
    QTest::newRow("missing program") << u"no-such-program-twb"_s << 127;
    QTest::newRow("killed by signal") << u"kill -9 $$"_s << -1;
}

void tst_SshTransport::reportsExitCode()
{
    QFETCH(QString, command);
    QFETCH(int, exitCode);
    auto ssh = transport();
    const auto result = ssh.exec({.command = command});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->exitCode, exitCode);
}

void tst_SshTransport::keepsStderrSeparate()
{
    auto ssh = transport();
    const auto result = ssh.exec({.command = u"echo out; echo err >&2; echo out2"_s});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->standardOutput, "out\nout2\n");
    QCOMPARE(result->standardError, "err\n");
}

void tst_SshTransport::streamsOutputWhileRunning()
{
    auto ssh = transport();
    TWB_VERIFY_RESULT(ssh.connect());
    QList<milliseconds> arrivals;
    QByteArray streamed, streamedErr;
    const auto start = steady_clock::now();
    twb::ExecRequest request{
        .command = u"for i in 1 2 3; do echo line$i; echo e$i >&2; sleep 0.3; done"_s};
    request.onStdout = [&](const QByteArray &chunk) {
        arrivals << duration_cast<milliseconds>(steady_clock::now() - start);
        streamed += chunk;
    };
    request.onStderr = [&](const QByteArray &chunk) { streamedErr += chunk; };
    request.collectOutput = false;
    const auto result = ssh.exec(request);
    TWB_VERIFY_RESULT(result);
    QCOMPARE(streamed, "line1\nline2\nline3\n");
    QCOMPARE(streamedErr, "e1\ne2\ne3\n");
    QVERIFY(result->standardOutput.isEmpty());
    QVERIFY(arrivals.size() >= 3);
    QVERIFY2(arrivals.first() < milliseconds(500), qPrintable(QString::number(arrivals.first().count())));
    QVERIFY(result->elapsed >= milliseconds(850));
}

void tst_SshTransport::feedsStandardInput()
{
    auto ssh = transport();
    const QByteArray input = randomBytes(2 * 1024 * 1024, 7);  // several channel windows
    const auto result = ssh.exec({.command = u"cat"_s, .standardInput = input});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->exitCode, 0);
    QCOMPARE(result->standardOutput.size(), input.size());
    QVERIFY(result->standardOutput == input);
}

void tst_SshTransport::passesArgumentsVerbatim_data()
{
    QTest::addColumn<QString>("argument");
    QTest::newRow("single quote") << u"it's"_s;
    QTest::newRow("spaces") << u"a  b c"_s;
    QTest::newRow("command substitution") << u"$(touch /tmp/twb-pwned)"_s;
    QTest::newRow("semicolon") << u"a; false"_s;
    QTest::newRow("newline") << u"line1\nline2"_s;
    QTest::newRow("backslash, dollar, backticks") << u"\\$HOME `id`"_s;
    QTest::newRow("non-ascii") << u"größe ✓"_s;
}

void tst_SshTransport::passesArgumentsVerbatim()
{
    QFETCH(QString, argument);
    auto ssh = transport();
    const auto result = ssh.exec({.command = u"printf %s "_s + twb::shellQuote(argument)});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->exitCode, 0);
    QCOMPARE(QString::fromUtf8(result->standardOutput), argument);
}

void tst_SshTransport::runsInRemoteHomeWithHostIdentity()
{
    auto ssh = transport();
    const auto result = ssh.exec({.command = u"pwd; echo $TPU_WORKER_ID"_s});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(QString::fromUtf8(result->standardOutput), m_fixture.homeDir(0) + u"\n0\n"_s);
}

void tst_SshTransport::timeoutStopsRemoteProcessGroup()
{
    auto ssh = transport();
    const auto result = ssh.exec(
        {.command = u"sleep 30 & echo $!; wait; echo not-reached"_s, .timeout = milliseconds(700)});
    TWB_VERIFY_RESULT(result);
    QVERIFY(result->timedOut);
    QVERIFY(!result->cancelled);
    QCOMPARE(result->exitCode, -1);
    QVERIFY2(result->elapsed < seconds(3), qPrintable(QString::number(result->elapsed.count())));
    QVERIFY(!result->standardOutput.contains("not-reached"));
    const qint64 sleeperPid = result->standardOutput.trimmed().toLongLong();
    QVERIFY(sleeperPid > 0);  // the "remote" host is this machine, so we can look
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(sleeperPid), 3000);
    // The session survives a stopped command.
    const auto next = ssh.exec({.command = u"echo ok"_s});
    TWB_VERIFY_RESULT(next);
    QCOMPARE(next->standardOutput, "ok\n");
}

void tst_SshTransport::cancelStopsCommand()
{
    auto ssh = transport();
    TWB_VERIFY_RESULT(ssh.connect());
    bool started = false;
    twb::ExecRequest request{.command = u"echo started; sleep 30"_s};
    request.onStdout = [&](const QByteArray &) { started = true; };
    auto startedAt = steady_clock::now();
    request.isCancelled = [&] {
        if (!started)
            startedAt = steady_clock::now();
        return started && steady_clock::now() - startedAt > milliseconds(200);
    };
    const auto result = ssh.exec(request);
    TWB_VERIFY_RESULT(result);
    QVERIFY(result->cancelled);
    QVERIFY(!result->timedOut);
    QCOMPARE(result->standardOutput, "started\n");
    QVERIFY(result->elapsed < seconds(3));
}

void tst_SshTransport::commandIgnoringTermIsKilled()
{
    auto ssh = transport();
    // TERM is ignored by the shell and inherited as ignored by sleep: only KILL stops it.
    const auto result = ssh.exec({.command = u"trap '' TERM; sleep 30 & echo $!; wait"_s,
                                  .timeout = milliseconds(300)});
    TWB_VERIFY_RESULT(result);
    QVERIFY(result->timedOut);
    QVERIFY2(result->elapsed >= seconds(2) && result->elapsed < seconds(6),
             qPrintable(QString::number(result->elapsed.count())));
    const qint64 sleeperPid = result->standardOutput.trimmed().toLongLong();
    QVERIFY(sleeperPid > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(sleeperPid), 3000);
}

void tst_SshTransport::reconnectsAfterHostRestart()
{
    auto ssh = transport();
    TWB_VERIFY_RESULT(ssh.exec({.command = u"true"_s}));
    TWB_VERIFY_RESULT(m_fixture.stopHost(0));
    const auto down = ssh.exec({.command = u"true"_s});
    QVERIFY(!down.has_value());
    QVERIFY2(down.error().message.contains(u"127.0.0.2:%1"_s.arg(m_fixture.port(0))),
             qPrintable(down.error().message));
    TWB_VERIFY_RESULT(m_fixture.startHost(0));
    const auto back = ssh.exec({.command = u"echo back"_s});
    TWB_VERIFY_RESULT(back);
    QCOMPARE(back->standardOutput, "back\n");
    // Also when the host restarts while the session is idle (no call in between).
    TWB_VERIFY_RESULT(m_fixture.stopHost(0));
    TWB_VERIFY_RESULT(m_fixture.startHost(0));
    const auto afterIdle = ssh.exec({.command = u"echo again"_s});
    TWB_VERIFY_RESULT(afterIdle);
    QCOMPARE(afterIdle->standardOutput, "again\n");
}

void tst_SshTransport::reportsConnectionLostMidCommand()
{
    auto ssh = transport();
    TWB_VERIFY_RESULT(ssh.connect());
    bool stopped = false;
    twb::ExecRequest request{.command = u"echo started; sleep 30"_s, .timeout = seconds(20)};
    request.onStdout = [&](const QByteArray &) {
        if (!stopped) {
            stopped = true;
            QVERIFY(m_fixture.stopHost(0).has_value());  // the host goes down mid-command
        }
    };
    const auto start = steady_clock::now();
    const auto result = ssh.exec(request);
    const auto elapsed = steady_clock::now() - start;
    QVERIFY(stopped);
    TWB_VERIFY_RESULT(m_fixture.startHost(0));
    QVERIFY2(elapsed < seconds(10), "a dead connection must not wait for the command timeout");
    QVERIFY(!result.has_value());
    QVERIFY2(result.error().message.contains(u"127.0.0.2"_s), qPrintable(result.error().message));
    QVERIFY(!ssh.isConnected());
}

void tst_SshTransport::connectRefusedNamesHostAndPort()
{
    twb::SshEndpoint endpoint = m_fixture.endpoint(0);
    SilentListener probe("127.0.0.2");
    endpoint.port = probe.port() + 1;  // very likely nobody listens there
    twb::SshTransport ssh(endpoint);
    const auto connected = ssh.connect();
    QVERIFY(!connected.has_value());
    QVERIFY2(connected.error().message.contains(u"127.0.0.2:%1"_s.arg(endpoint.port)),
             qPrintable(connected.error().message));
}

void tst_SshTransport::connectTimesOutOnSilentServer()
{
    SilentListener silent("127.0.0.2");
    twb::SshEndpoint endpoint = m_fixture.endpoint(0);
    endpoint.port = silent.port();
    endpoint.connectTimeout = milliseconds(1000);
    twb::SshTransport ssh(endpoint);
    const auto start = steady_clock::now();
    const auto connected = ssh.connect();
    const auto elapsed = steady_clock::now() - start;
    QVERIFY(!connected.has_value());
    QVERIFY2(elapsed < seconds(5), qPrintable(QString::number(duration_cast<milliseconds>(elapsed).count())));
    QVERIFY2(connected.error().message.contains(u"127.0.0.2:%1"_s.arg(silent.port())),
             qPrintable(connected.error().message));
}

void tst_SshTransport::sftpRoundTripsFiveMegabytesBinary()
{
    auto ssh = transport();
    QTemporaryDir local;
    const QByteArray data = randomBytes(5 * 1024 * 1024 + 123, 99);
    QVERIFY(writeFile(local.filePath(u"blob.bin"_s), data));
    TWB_VERIFY_RESULT(ssh.upload(local.filePath(u"blob.bin"_s), u"~/data/blob.bin"_s));
    QVERIFY(readFile(m_fixture.homeDir(0) + u"/data/blob.bin"_s) == data);  // really on the host
    TWB_VERIFY_RESULT(ssh.download(u"~/data/blob.bin"_s, local.filePath(u"back/blob.bin"_s)));
    QVERIFY(readFile(local.filePath(u"back/blob.bin"_s)) == data);
    const auto read = ssh.readRemoteFile(m_fixture.homeDir(0) + u"/data/blob.bin"_s);  // absolute
    TWB_VERIFY_RESULT(read);
    QVERIFY(*read == data);
}

void tst_SshTransport::sftpWritesAtomicallyUnderHome()
{
    auto ssh = transport();
    TWB_VERIFY_RESULT(ssh.writeRemoteFile(u"~/runs/r1/status.json"_s, "{\"state\":\"queued\"}"));
    TWB_VERIFY_RESULT(ssh.writeRemoteFile(u"~/runs/r1/status.json"_s, "{\"state\":\"running\"}"));
    const QString folder = m_fixture.homeDir(0) + u"/runs/r1"_s;
    QCOMPARE(readFile(folder + u"/status.json"_s), "{\"state\":\"running\"}");
    // Only the target is left: no temp files from the two replacements.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList{u"status.json"_s});
    const auto read = ssh.readRemoteFile(u"~/runs/r1/status.json"_s);
    TWB_VERIFY_RESULT(read);
    QCOMPARE(*read, "{\"state\":\"running\"}");
}

void tst_SshTransport::sftpMissingFileIsNotFound()
{
    auto ssh = transport();
    const auto read = ssh.readRemoteFile(u"~/nope/missing.json"_s);
    QVERIFY(!read.has_value());
    QCOMPARE(read.error().kind, twb::Error::Kind::NotFound);
    QVERIFY2(read.error().message.contains(m_fixture.homeDir(0) + u"/nope/missing.json"_s),
             qPrintable(read.error().message));
    QVERIFY(read.error().message.contains(u"127.0.0.2"_s));
    QTemporaryDir local;
    const auto got = ssh.download(u"~/nope/missing.bin"_s, local.filePath(u"x.bin"_s));
    QVERIFY(!got.has_value());
    QVERIFY(!QFile::exists(local.filePath(u"x.bin"_s)));
}

void tst_SshTransport::sftpUploadKeepsExecutableBit()
{
    auto ssh = transport();
    QTemporaryDir local;
    QVERIFY(writeFile(local.filePath(u"run.sh"_s), "#!/bin/sh\necho ran \"$1\"\n"));
    QFile::setPermissions(local.filePath(u"run.sh"_s),
                          QFile::permissions(local.filePath(u"run.sh"_s)) | QFileDevice::ExeOwner);
    TWB_VERIFY_RESULT(ssh.upload(local.filePath(u"run.sh"_s), u"~/bin/run.sh"_s));
    const auto result = ssh.exec({.command = u"~/bin/run.sh "_s + twb::shellQuote(u"a b"_s)});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->standardOutput, "ran a b\n");
}

void tst_SshTransport::readsSshConfigAndExplicitFieldsWin()
{
    QTemporaryDir dir;
    const QString config = dir.filePath(u"ssh_config"_s);
    QVERIFY(writeFile(config, u"Host twb-alias\n  HostName 127.0.0.2\n  Port %1\n  User %2\n"
                              "  IdentityFile %3\n"
                              "Host twb-wrong-port\n  HostName 127.0.0.2\n  Port 1\n"_s
                                  .arg(m_fixture.port(0))
                                  .arg(m_fixture.user(), m_fixture.clientKeyPath())
                                  .toUtf8()));
    // Everything from the config: the alias resolves, the config's key logs in.
    twb::SshEndpoint fromConfig;
    fromConfig.host = u"twb-alias"_s;
    fromConfig.port = 0;
    fromConfig.sshConfigPath = config;
    fromConfig.knownHostsPath = m_fixture.knownHostsPath();
    twb::SshTransport aliased(fromConfig);
    const auto result = aliased.exec({.command = u"echo $TPU_WORKER_ID"_s});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->standardOutput, "0\n");
    QCOMPARE(aliased.describe(), u"%1@127.0.0.2:%2"_s.arg(m_fixture.user()).arg(m_fixture.port(0)));

    // An explicit port overrides the config's wrong one.
    twb::SshEndpoint overridden = m_fixture.endpoint(0);
    overridden.host = u"twb-wrong-port"_s;
    overridden.sshConfigPath = config;
    twb::SshTransport fixed(overridden);
    TWB_VERIFY_RESULT(fixed.exec({.command = u"true"_s}));
}

void tst_SshTransport::asksPassphraseForEncryptedKey()
{
    QTemporaryDir dir;
    const QString key = dir.filePath(u"locked_key"_s);
    const QString passphrase = u"correct horse ✓"_s;
    QProcess keygen;
    keygen.start(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, passphrase, u"-f"_s, key});
    QVERIFY(keygen.waitForFinished(30000) && keygen.exitCode() == 0);
    TWB_VERIFY_RESULT(m_fixture.authorizeKey(key + u".pub"_s));

    twb::SshEndpoint endpoint = m_fixture.endpoint(0);
    endpoint.identityFile = key;
    QStringList asked;
    endpoint.passphrase = [&](const QString &path) -> std::optional<QString> {
        asked << path;
        return asked.size() == 1 ? u"wrong"_s : passphrase;  // a typo first, then right
    };
    twb::SshTransport unlocked(endpoint);
    TWB_VERIFY_RESULT(unlocked.exec({.command = u"true"_s}));
    QCOMPARE(asked, (QStringList{key, key}));

    endpoint.passphrase = [](const QString &) -> std::optional<QString> { return std::nullopt; };
    twb::SshTransport declined(endpoint);
    const auto cancelled = declined.connect();
    QVERIFY(!cancelled.has_value());
    QCOMPARE(cancelled.error().kind, twb::Error::Kind::Cancelled);

    endpoint.passphrase = {};
    twb::SshTransport noPrompt(endpoint);
    const auto refused = noPrompt.connect();
    QVERIFY(!refused.has_value());
    QVERIFY2(refused.error().message.contains(u"ssh-add"_s), qPrintable(refused.error().message));
}

void tst_SshTransport::reachesHostThroughProxyJump()
{
    // Host 1 through host 0 as the jump host (OpenSSH client as a -W forwarder).
    twb::SshEndpoint endpoint = m_jumpFixture.endpoint(1);
    endpoint.proxyJump = u"%1@127.0.0.2:%2"_s.arg(m_jumpFixture.user()).arg(m_jumpFixture.port(0));
    twb::SshTransport viaJump(endpoint);
    const auto result = viaJump.exec({.command = u"echo $TPU_WORKER_ID"_s});
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->standardOutput, "1\n");
    viaJump.disconnect();
    // Proof that the jump host carries the connection: without it, host 1 is unreachable.
    TWB_VERIFY_RESULT(m_jumpFixture.stopHost(0));
    twb::SshTransport jumpDown(endpoint);
    const auto failed = jumpDown.exec({.command = u"true"_s});
    TWB_VERIFY_RESULT(m_jumpFixture.startHost(0));
    QVERIFY(!failed.has_value());
    twb::SshTransport direct(m_jumpFixture.endpoint(1));
    TWB_VERIFY_RESULT(direct.exec({.command = u"true"_s}));
}

void tst_SshTransport::refusesUseFromSecondThread()
{
    twb::SshTransport ssh(m_fixture.endpoint(0));
    TWB_VERIFY_RESULT(ssh.exec({.command = u"true"_s}));  // this thread owns it now
#ifdef QT_NO_DEBUG
    std::optional<twb::Result<twb::ExecResult>> fromOther;
    std::thread other([&] { fromOther = ssh.exec({.command = u"true"_s}); });
    other.join();
    QVERIFY(fromOther.has_value());
    QVERIFY(!fromOther->has_value());
    QVERIFY2(fromOther->error().message.contains(u"second thread"_s),
             qPrintable(fromOther->error().message));
#else
    // Debug builds assert: the misuse must abort (checked in a forked child).
    const pid_t child = ::fork();
    if (child == 0) {
        std::thread other([&] { (void)ssh.exec({.command = u"true"_s}); });
        other.join();
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    QVERIFY(WIFSIGNALED(status));
#endif
    TWB_VERIFY_RESULT(ssh.exec({.command = u"true"_s}));  // the owner still can
}

QTEST_GUILESS_MAIN(tst_SshTransport)
#include "tst_ssh_transport.moc"
