#include "core/remote/ssh_transport.h"

#include "core/remote/remote_path.h"
#include "core/remote/sftp_client.h"
#include "core/remote/ssh_connect_error.h"
#include "core/remote/ssh_command_runner.h"
#include "core/remote/ssh_host_key_check.h"
#include "core/util/io_guard.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <libssh/libssh.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SshTransport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SshTransport)
};

constexpr int kPassphraseAttempts = 3;

void initLibssh()
{
    static std::once_flag once;
    std::call_once(once, [] { ssh_init(); });
}

QString localHome(const QString &path)
{
    return expandHomePrefix(path, QDir::homePath());
}

QString localUserName()
{
    if (const passwd *pw = ::getpwuid(::getuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return {};
}

// An OpenSSH private key file is encrypted when it is PEM with "ENCRYPTED", or
// openssh-key-v1 whose cipher is not "none".
bool keyFileIsEncrypted(const QString &path)
{
    IoGuard::check("key file read of", path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = file.read(64 * 1024);
    if (text.contains("ENCRYPTED"))
        return true;
    const QByteArray begin = "-----BEGIN OPENSSH PRIVATE KEY-----";
    const qsizetype start = text.indexOf(begin);
    const qsizetype end = text.indexOf("-----END");
    if (start < 0 || end < 0)
        return false;
    const QByteArray blob =
        QByteArray::fromBase64(text.mid(start + begin.size(), end - start - begin.size()).simplified());
    const QByteArray magic("openssh-key-v1\0", 15);
    if (!blob.startsWith(magic) || blob.size() < magic.size() + 4)
        return false;
    const auto *p = reinterpret_cast<const uchar *>(blob.constData() + magic.size());
    const quint32 length = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
    return blob.mid(magic.size() + 4, qsizetype(length)) != "none";
}

void setTcpKeepalive(int fd, seconds interval)
{
    const int on = 1;
    const int idle = int(interval.count());
    const int count = 3;
    const unsigned userTimeoutMs = unsigned(interval.count() * count * 1000);
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    // Unacknowledged data (a host that vanished mid-send) also fails after ~3 intervals.
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}

} // namespace

SshTransport::SshTransport(SshEndpoint endpoint) : m_endpoint(std::move(endpoint))
{
    m_host = m_endpoint.host;
    m_port = m_endpoint.port > 0 ? m_endpoint.port : 22;
    m_user = m_endpoint.user.isEmpty() ? localUserName() : m_endpoint.user;
}

SshTransport::~SshTransport()
{
    closeSession();
}

QString SshTransport::describe() const
{
    return u"%1@%2:%3"_s.arg(m_user, m_host).arg(m_port);
}

Result<void> SshTransport::checkThread() const
{
    if (m_owner.claim())
        return {};
    Q_ASSERT_X(false, "SshTransport", "used from a thread that does not own it");
    return fail(Error::failure(
        Tr::tr("Internal error: the SSH connection to %1 was used from "
                                           "a second thread (a libssh session belongs to one "
                                           "thread). Please report this bug.")
            .arg(describe()),
        describe()));
}

Error SshTransport::connectionError(const QString &what) const
{
    const QString reason = m_session ? QString::fromUtf8(ssh_get_error(m_session)) : QString();
    return Error::failure(
        Tr::tr("Cannot %1 on %2: %3.").arg(what, describe(), reason),
        describe());
}

void SshTransport::closeSession()
{
    m_sftp.reset();
    if (m_session) {
        if (ssh_is_connected(m_session))
            ssh_disconnect(m_session);
        ssh_free(m_session);
        m_session = nullptr;
    }
}

bool SshTransport::isConnected() const
{
    Q_ASSERT_X(m_owner.claim(), "SshTransport", "used from a thread that does not own it");
    return m_session && ssh_is_connected(m_session);
}

void SshTransport::disconnect()
{
    if (checkThread())
        closeSession();
}

Result<void> SshTransport::configureSession()
{
    if (m_endpoint.host.isEmpty())
        return fail(Error::invalid(Tr::tr("No host name given for the "
                                                                      "SSH connection.")));
    if (m_endpoint.knownHostsPath.isEmpty())
        return fail(Error::invalid(
            Tr::tr("No known_hosts file configured for %1; set one "
                                               "(--known-hosts, or Settings in the GUI).")
                .arg(m_endpoint.host),
            m_endpoint.host));
    initLibssh();
    m_session = ssh_new();
    if (m_session == nullptr)
        return fail(Error::failure(Tr::tr("libssh could not create a "
                                                                      "session.")));
    ssh_session s = m_session;
    const QByteArray host = m_endpoint.host.toUtf8();
    ssh_options_set(s, SSH_OPTIONS_HOST, host.constData());
    // ~/.ssh/config first (its Host blocks match the name given); explicit fields then win.
    const QByteArray config = QFile::encodeName(localHome(m_endpoint.sshConfigPath));
    if (ssh_options_parse_config(s, config.isEmpty() ? nullptr : config.constData()) != 0)
        return fail(Error::invalid(
            Tr::tr("Cannot parse the SSH config %1: %2.")
                .arg(config.isEmpty() ? u"~/.ssh/config"_s : m_endpoint.sshConfigPath,
                     QString::fromUtf8(ssh_get_error(s))),
            m_endpoint.sshConfigPath));
    if (m_endpoint.port > 0) {
        const int port = m_endpoint.port;
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    }
    if (!m_endpoint.user.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_USER, m_endpoint.user.toUtf8().constData());
    const QByteArray knownHosts = QFile::encodeName(localHome(m_endpoint.knownHostsPath));
    ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    const auto timeout = m_endpoint.connectTimeout.count() > 0 ? m_endpoint.connectTimeout
                                                                : milliseconds(10000);
    const long timeoutSeconds = long(timeout.count() / 1000);
    const long timeoutMicros = long(timeout.count() % 1000) * 1000;
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeoutSeconds);
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT_USEC, &timeoutMicros);
    const int noDelay = m_endpoint.tcpNoDelay ? 1 : 0;
    ssh_options_set(s, SSH_OPTIONS_NODELAY, &noDelay);

    // What the config resolved (HostName, Port, User): used in messages and known_hosts.
    char *value = nullptr;
    if (ssh_options_get(s, SSH_OPTIONS_HOST, &value) == SSH_OK) {
        m_host = QString::fromUtf8(value);
        ssh_string_free_char(value);
    }
    unsigned int port = 22;
    if (ssh_options_get_port(s, &port) == SSH_OK)
        m_port = int(port);
    if (ssh_options_get(s, SSH_OPTIONS_USER, &value) == SSH_OK) {
        m_user = QString::fromUtf8(value);
        ssh_string_free_char(value);
    }

    if (!m_endpoint.proxyJump.isEmpty()) {
        // libssh 0.10 has no ProxyJump option: run the OpenSSH client as a -W forwarder, as
        // libssh itself does for a ProxyJump line in ~/.ssh/config. Its own host-key check
        // uses the same known_hosts file, strictly.
        QStringList command{u"ssh"_s, u"-o"_s, u"BatchMode=yes"_s,
                            u"-o"_s, u"StrictHostKeyChecking=yes"_s,
                            u"-o"_s, u"UserKnownHostsFile="_s + QFile::decodeName(knownHosts)};
        if (!m_endpoint.sshConfigPath.isEmpty())
            command << u"-F"_s << localHome(m_endpoint.sshConfigPath);
        if (!m_endpoint.identityFile.isEmpty())
            command << u"-i"_s << localHome(m_endpoint.identityFile);
        command << u"-W"_s << u"[%1]:%2"_s.arg(m_host).arg(m_port);
        const QString jump = m_endpoint.proxyJump.contains(u"://"_s)
                                 ? m_endpoint.proxyJump
                                 : u"ssh://"_s + m_endpoint.proxyJump;
        command << u"--"_s << jump;
        // libssh expands %h/%p/%r in ProxyCommand; a literal % must be doubled.
        const QString line = shellJoin(command).replace(u'%', u"%%"_s);
        ssh_options_set(s, SSH_OPTIONS_PROXYCOMMAND, line.toUtf8().constData());
    }
    return {};
}

Result<void> SshTransport::connect()
{
    if (auto owned = checkThread(); !owned)
        return owned;
    if (m_session && ssh_is_connected(m_session))
        return {};
    closeSession();
    const auto started = steady_clock::now();
    if (auto configured = configureSession(); !configured) {
        closeSession();
        return configured;
    }
    if (ssh_connect(m_session) != SSH_OK) {
        SshConnectFailure failure;
        failure.host = m_host;
        failure.port = m_port;
        failure.user = m_user;
        failure.reason = QString::fromUtf8(ssh_get_error(m_session));
        failure.timeout = m_endpoint.connectTimeout.count() > 0 ? m_endpoint.connectTimeout : milliseconds(10000);
        failure.waited = duration_cast<milliseconds>(steady_clock::now() - started);
        failure.bannerSeen = ssh_get_serverbanner(m_session) != nullptr;
        failure.proxyJump = m_endpoint.proxyJump;
        closeSession();
        // libssh says "Timeout connecting" both for a host that never answers and for a port
        // that accepts but never greets; a short second TCP connect tells them apart.
        if (failure.proxyJump.isEmpty()
            && classifySshConnectFailure(failure) == SshConnectProblem::TimedOut)
            failure.tcpAccepted = tcpConnectCompletes(m_host, m_port, std::min(failure.timeout, milliseconds(2000)));
        return fail(sshConnectError(failure));
    }
    if (m_endpoint.keepaliveInterval.count() > 0 && m_endpoint.proxyJump.isEmpty())
        setTcpKeepalive(ssh_get_fd(m_session), m_endpoint.keepaliveInterval);

    if (auto checked = checkServerHostKey(m_session, m_endpoint, m_host, m_port); !checked) {
        closeSession();
        return checked;
    }
    if (auto authenticated = authenticate(); !authenticated) {
        closeSession();
        return authenticated;
    }
    m_lastConnectTime = duration_cast<milliseconds>(steady_clock::now() - started);
    return {};
}

Result<void> SshTransport::authenticate()
{
    const QString identity = localHome(m_endpoint.identityFile);
    if (identity.isEmpty()) {
        // The agent, then ~/.ssh/id_* and IdentityFile lines of the config, unencrypted ones.
        const int rc = ssh_userauth_publickey_auto(m_session, nullptr, nullptr);
        if (rc == SSH_AUTH_SUCCESS)
            return {};
        if (rc == SSH_AUTH_ERROR)
            return fail(connectionError(Tr::tr("log in")));
        // Encrypted default keys were skipped above; now ask for their passphrases.
        for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
            const QString path = QDir::homePath() + u"/.ssh/"_s + QLatin1StringView(name);
            if (QFileInfo(path).isFile() && keyFileIsEncrypted(path))
                if (authenticateWithKeyFile(path))
                    return {};
        }
        return fail(Error::security(
            Tr::tr("Authentication failed on %1: the host accepted none of the SSH agent's keys or "
                   "~/.ssh/id_* keys for user %2. Check the machine's SSH user, set its key file (or "
                   "IdentityFile in ~/.ssh/config), and check that the key's public half is in "
                   "~/.ssh/authorized_keys of %2 on the host.")
                .arg(describe(), m_user),
            describe()));
    }
    if (!qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")
        && ssh_userauth_agent(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return {};
    return authenticateWithKeyFile(identity);
}

Result<void> SshTransport::authenticateWithKeyFile(const QString &keyPath)
{
    if (!QFileInfo(keyPath).isFile())
        return fail(Error::invalid(
            Tr::tr("The identity file %1 for %2 does not exist. Fix "
                                               "the machine's SSH identity file setting.")
                .arg(keyPath, describe()),
            keyPath));
    const QByteArray path = QFile::encodeName(keyPath);
    ssh_key key = nullptr;
    if (!keyFileIsEncrypted(keyPath)) {
        if (ssh_pki_import_privkey_file(path.constData(), nullptr, nullptr, nullptr, &key) != SSH_OK)
            return fail(Error::invalid(
                Tr::tr("Cannot read the private key %1: it is not a "
                                                   "key file libssh understands.")
                    .arg(keyPath),
                keyPath));
    } else {
        if (!m_endpoint.passphrase)
            return fail(Error::security(
                Tr::tr("The key %1 is protected by a passphrase and "
                                                   "there is no way to ask for it here. Load it "
                                                   "into the SSH agent (`ssh-add %1`) and retry.")
                    .arg(keyPath),
                keyPath));
        for (int attempt = 0; attempt < kPassphraseAttempts && key == nullptr; ++attempt) {
            std::optional<QString> passphrase = m_endpoint.passphrase(keyPath);
            if (!passphrase)
                return fail(Error{Tr::tr("Login to %1 cancelled: no "
                                                                     "passphrase for %2.")
                                      .arg(describe(), keyPath),
                                  keyPath, Error::Kind::Cancelled});
            QByteArray secret = passphrase->toUtf8();
            std::fill(passphrase->begin(), passphrase->end(), QChar());
            if (ssh_pki_import_privkey_file(path.constData(), secret.constData(), nullptr, nullptr,
                                            &key)
                != SSH_OK)
                key = nullptr;
            explicit_bzero(secret.data(), size_t(secret.size()));
        }
        if (key == nullptr)
            return fail(Error::security(
                Tr::tr("Cannot unlock the key %1: wrong passphrase "
                                                   "(%2 attempts).")
                    .arg(keyPath)
                    .arg(kPassphraseAttempts),
                keyPath));
    }
    const int rc = ssh_userauth_publickey(m_session, nullptr, key);
    ssh_key_free(key);
    if (rc == SSH_AUTH_SUCCESS)
        return {};
    if (rc == SSH_AUTH_ERROR)
        return fail(connectionError(Tr::tr("log in")));
    return fail(Error::security(
        Tr::tr("Authentication failed on %1: the host refused the key %2 for user %3. Check the "
               "machine's SSH user and key file, and that %2.pub is in ~/.ssh/authorized_keys of that "
               "user on the host.")
            .arg(describe(), keyPath, m_user),
        describe()));
}

Result<void> SshTransport::ensureConnected()
{
    if (m_session && ssh_is_connected(m_session))
        return {};
    return connect();
}

Result<ExecResult> SshTransport::exec(const ExecRequest &request)
{
    if (auto owned = checkThread(); !owned)
        return fail(owned.error());
    const auto started = steady_clock::now();
    const bool wasConnected = m_session && ssh_is_connected(m_session);
    if (auto connected = ensureConnected(); !connected)
        return fail(connected.error());
    auto runOnce = [&] {
        SshCommandRunner runner(m_session, describe(), m_endpoint.keepaliveInterval,
                                m_endpoint.connectTimeout);
        auto result = runner.run(request);
        return std::make_tuple(std::move(result), runner.failedBeforeStart(), runner.connectionLost());
    };
    auto [result, beforeStart, lost] = runOnce();
    // A session that died while idle (host rebooted, sshd restarted) fails at channel open:
    // the command never ran, so one retry on a fresh connection is safe.
    if (!result && beforeStart && lost && wasConnected) {
        closeSession();
        if (auto connected = connect(); !connected)
            return fail(connected.error());
        std::tie(result, beforeStart, lost) = runOnce();
    }
    if (!result && lost)
        closeSession();
    m_lastLatency = duration_cast<milliseconds>(steady_clock::now() - started);
    return result;
}

Result<SftpClient *> SshTransport::sftp()
{
    if (auto owned = checkThread(); !owned)
        return fail(owned.error());
    if (auto connected = ensureConnected(); !connected)
        return fail(connected.error());
    if (!m_sftp) {
        auto client = std::make_unique<SftpClient>(
            m_session, describe(), [this](const QString &command) {
                return SshCommandRunner(m_session, describe(), m_endpoint.keepaliveInterval,
                                        m_endpoint.connectTimeout)
                    .run({.command = command, .timeout = seconds(60)});
            });
        if (auto opened = client->open(); !opened)
            return fail(opened.error());
        m_sftp = std::move(client);
    }
    return m_sftp.get();
}

template <typename T>
Result<T> SshTransport::withSftp(const std::function<Result<T>(SftpClient &)> &operation)
{
    const bool wasConnected = m_session && ssh_is_connected(m_session);
    auto attempt = [&]() -> Result<T> {
        auto client = sftp();
        if (!client)
            return fail(client.error());
        return operation(**client);
    };
    Result<T> result = attempt();
    // File calls are idempotent (atomic replace), so a stale session is retried once.
    if (!result && wasConnected && m_session && !ssh_is_connected(m_session)) {
        closeSession();
        result = attempt();
    }
    if (!result && m_session && !ssh_is_connected(m_session))
        closeSession();
    return result;
}

Result<void> SshTransport::upload(const QString &localPath, const QString &remotePath)
{
    return withSftp<void>([&](SftpClient &client) { return client.upload(localHome(localPath), remotePath); });
}

Result<void> SshTransport::download(const QString &remotePath, const QString &localPath)
{
    return withSftp<void>([&](SftpClient &client) { return client.download(remotePath, localHome(localPath)); });
}

Result<void> SshTransport::writeRemoteFile(const QString &remotePath, const QByteArray &content)
{
    return withSftp<void>([&](SftpClient &client) { return client.write(remotePath, content); });
}

Result<QByteArray> SshTransport::readRemoteFile(const QString &remotePath)
{
    return withSftp<QByteArray>([&](SftpClient &client) { return client.read(remotePath); });
}

milliseconds SshTransport::lastLatency() const
{
    return m_lastLatency;
}

} // namespace twb
