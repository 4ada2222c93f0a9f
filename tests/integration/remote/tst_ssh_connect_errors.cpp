// Each way a connection fails gets its own message naming user@host:port and what to do:
// real sockets on loopback (a free port, a listener whose accept queue is full, a listener that
// closes at once, a silent one), a name in the reserved .invalid domain, and a real sshd with a
// stranger's key or a changed host key.
#include "core/remote/ssh_connect_error.h"
#include "core/remote/ssh_transport.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace twb;
using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

// A listening socket on 127.0.0.1. `Full`: listen(0) and its accept queue filled by never
// accepted connections, so Linux drops every further SYN, as a firewall that drops or a host
// that is off does: the client's connect hangs until its timeout. `Closes`: accepts and
// closes at once. `Silent`: completes handshakes and never writes.
class Listener
{
public:
    enum class Mode { Full, Closes, Silent };
    explicit Listener(Mode mode) : m_mode(mode)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        ::inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
        ::bind(m_fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr);
        ::listen(m_fd, mode == Mode::Full ? 0 : 16);
        socklen_t length = sizeof addr;
        ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&addr), &length);
        m_port = ntohs(addr.sin_port);
        if (mode == Mode::Full) {
            for (int i = 0; i < 3; ++i) {
                const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
                ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr);
                m_fillers.push_back(fd);
            }
            std::this_thread::sleep_for(milliseconds(200));
        } else if (mode == Mode::Closes) {
            m_thread = std::thread([this] {
                const int client = ::accept(m_fd, nullptr, nullptr);
                if (client >= 0)
                    ::close(client);
            });
        }
    }
    ~Listener()
    {
        ::shutdown(m_fd, SHUT_RDWR);
        if (m_thread.joinable())
            m_thread.join();
        for (int fd : m_fillers)
            ::close(fd);
        ::close(m_fd);
    }
    int port() const { return m_port; }

private:
    Mode m_mode;
    int m_fd = -1;
    int m_port = 0;
    std::vector<int> m_fillers;
    std::thread m_thread;
};

SshEndpoint endpointTo(const QString &host, int port, const QString &knownHosts)
{
    SshEndpoint endpoint;
    endpoint.host = host;
    endpoint.port = port;
    endpoint.user = u"researcher"_s;
    endpoint.knownHostsPath = knownHosts;
    endpoint.sshConfigPath = u"/dev/null"_s;
    endpoint.connectTimeout = milliseconds(1500);
    return endpoint;
}

} // namespace

class tst_SshConnectErrors final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_knownHosts = m_dir.filePath(u"known_hosts"_s);
    }

    void refusedSaysNothingListens()
    {
        Listener probe(Listener::Mode::Silent);
        const int unused = probe.port() + 1;  // very likely nobody listens there
        const auto connected = SshTransport(endpointTo(u"127.0.0.1"_s, unused, m_knownHosts)).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QVERIFY2(message.contains(u"researcher@127.0.0.1:%1"_s.arg(unused)), qPrintable(message));
        QVERIFY2(message.contains(u"refused"_s), qPrintable(message));
        QVERIFY2(message.contains(u"nothing listens on port %1"_s.arg(unused)), qPrintable(message));
    }

    void unresolvableNameSaysDns()
    {
        const auto connected = SshTransport(endpointTo(u"nohost.invalid"_s, 22, m_knownHosts)).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QVERIFY2(message.contains(u"nohost.invalid:22"_s), qPrintable(message));
        QVERIFY2(message.contains(u"does not resolve"_s), qPrintable(message));
        QVERIFY2(message.contains(u"DNS"_s), qPrintable(message));
    }

    // A host that never answers (SYNs dropped): a timeout that says so, at about the timeout.
    void droppedConnectionTimesOut()
    {
        Listener full(Listener::Mode::Full);
        const auto started = steady_clock::now();
        const auto connected = SshTransport(endpointTo(u"127.0.0.1"_s, full.port(), m_knownHosts)).connect();
        const auto elapsed = duration_cast<milliseconds>(steady_clock::now() - started);
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QVERIFY2(message.contains(u"127.0.0.1:%1"_s.arg(full.port())), qPrintable(message));
        QVERIFY2(message.contains(u"no answer within 1.5 s"_s), qPrintable(message));
        QVERIFY2(message.contains(u"firewall"_s), qPrintable(message));
        // The connect timeout, then at most the 1.5 s second look; never libssh's default.
        QVERIFY2(elapsed >= milliseconds(1400) && elapsed < seconds(6), qPrintable(QString::number(elapsed.count())));
    }

    // Same libssh words ("Timeout connecting"), another cause: the port answers, sshd does not.
    void silentPortIsNotCalledATimeout()
    {
        Listener silent(Listener::Mode::Silent);
        const auto connected = SshTransport(endpointTo(u"127.0.0.1"_s, silent.port(), m_knownHosts)).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QVERIFY2(message.contains(u"no SSH banner"_s), qPrintable(message));
        QVERIFY2(!message.contains(u"firewall"_s), qPrintable(message));
    }

    // What users saw as "Socket error: disconnected".
    void closedBeforeGreetingSaysWhatMayBeWrong()
    {
        Listener closes(Listener::Mode::Closes);
        const auto connected = SshTransport(endpointTo(u"127.0.0.1"_s, closes.port(), m_knownHosts)).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QVERIFY2(message.contains(u"127.0.0.1:%1"_s.arg(closes.port())), qPrintable(message));
        QVERIFY2(message.contains(u"closed it before any SSH greeting"_s), qPrintable(message));
        QVERIFY2(message.contains(u"sshd's log"_s), qPrintable(message));
    }

    void wrongKeySaysAuthenticationFailed()
    {
        test::SshdFixture sshd;
        TWB_VERIFY_RESULT(sshd.start());
        const QString key = m_dir.filePath(u"stranger"_s);
        QProcess keygen;
        keygen.start(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, key});
        QVERIFY(keygen.waitForFinished(30000));
        QCOMPARE(keygen.exitCode(), 0);
        SshEndpoint endpoint = sshd.endpoint(0);
        endpoint.identityFile = key;
        qunsetenv("SSH_AUTH_SOCK");
        const auto connected = SshTransport(endpoint).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QCOMPARE(connected.error().kind, Error::Kind::Security);
        QVERIFY2(message.startsWith(u"Authentication failed on %1@%2:%3"_s.arg(sshd.user(), sshd.host(0)).arg(sshd.port(0))),
                 qPrintable(message));
        QVERIFY2(message.contains(key) && message.contains(u"user %1"_s.arg(sshd.user())), qPrintable(message));
        QVERIFY2(message.contains(u"authorized_keys"_s), qPrintable(message));
    }

    // A changed key is refused even when the policy would accept any unknown key.
    void changedHostKeyIsRefusedNamed()
    {
        test::SshdFixture sshd;
        TWB_VERIFY_RESULT(sshd.start());
        TWB_VERIFY_RESULT(sshd.regenerateHostKey(0));
        const auto connected = SshTransport(sshd.endpoint(0, HostKeyPolicy::acceptNew())).connect();
        QVERIFY(!connected);
        const QString message = connected.error().message;
        QCOMPARE(connected.error().kind, Error::Kind::Security);
        QVERIFY2(message.contains(u"%1:%2"_s.arg(sshd.host(0)).arg(sshd.port(0))), qPrintable(message));
        QVERIFY2(message.contains(u"CHANGED"_s) && message.contains(sshd.hostKeyFingerprint(0)), qPrintable(message));
        QVERIFY2(message.contains(u"ssh-keygen -R"_s), qPrintable(message));
    }

    // The classes libssh words that loopback cannot produce (no route, a jump host), and the
    // timeout rule itself, from libssh's own strings.
    void classifiesLibsshReasons_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("tcpAccepted");
        QTest::addColumn<QString>("proxyJump");
        QTest::addColumn<int>("expected");
        QTest::newRow("dns") << u"Failed to resolve hostname x.invalid (Name or service not known)"_s << false << QString()
                             << int(SshConnectProblem::NameNotResolved);
        QTest::newRow("refused") << u"Connection refused"_s << false << QString() << int(SshConnectProblem::Refused);
        QTest::newRow("no route") << u"No route to host"_s << false << QString() << int(SshConnectProblem::Unreachable);
        QTest::newRow("network down") << u"Network is unreachable"_s << false << QString()
                                      << int(SshConnectProblem::Unreachable);
        QTest::newRow("timeout, port silent") << u"Timeout connecting to 10.0.0.2"_s << true << QString()
                                              << int(SshConnectProblem::NoBanner);
        QTest::newRow("timeout, no answer") << u"Timeout connecting to 10.0.0.2"_s << false << QString()
                                            << int(SshConnectProblem::TimedOut);
        QTest::newRow("disconnected") << u"Socket error: disconnected"_s << false << QString()
                                      << int(SshConnectProblem::ClosedBeforeGreeting);
        QTest::newRow("jump host") << u"Socket error: disconnected"_s << false << u"me@bastion"_s
                                   << int(SshConnectProblem::ProxyFailed);
    }
    void classifiesLibsshReasons()
    {
        QFETCH(QString, reason);
        QFETCH(bool, tcpAccepted);
        QFETCH(QString, proxyJump);
        QFETCH(int, expected);
        SshConnectFailure failure{u"10.0.0.2"_s, 2222, u"me"_s, reason, milliseconds(100), milliseconds(10000),
                                  false, tcpAccepted, proxyJump};
        QCOMPARE(int(classifySshConnectFailure(failure)), expected);
        const Error error = sshConnectError(failure);
        QVERIFY2(error.message.contains(u"me@10.0.0.2:2222"_s), qPrintable(error.message));
        QVERIFY2(error.message.contains(u"Check"_s), qPrintable(error.message));
    }

private:
    QTemporaryDir m_dir;
    QString m_knownHosts;
};

QTEST_GUILESS_MAIN(tst_SshConnectErrors)
#include "tst_ssh_connect_errors.moc"
