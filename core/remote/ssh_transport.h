#pragma once

#include "core/remote/ssh_endpoint.h"
#include "core/remote/thread_owner.h"
#include "core/remote/transport.h"

#include <functional>
#include <memory>

struct ssh_session_struct;  // libssh stays out of public headers (linked PRIVATE)

namespace twb {

class SftpClient;

// One host over SSH, on libssh with one long-lived session (and one SFTP channel opened on
// first use). Host keys are checked against SshEndpoint::knownHostsPath per HostKeyPolicy;
// a changed key is always refused. Authentication: the SSH agent and default keys
// (ssh_userauth_publickey_auto), or, when the endpoint names an identity file, the agent and
// then that file, asking SshEndpoint::passphrase if it is encrypted.
//
// Threading: a libssh session must not be used from two threads. The first thread that calls
// any method owns the transport for its whole life; a call from another thread is a bug: it
// asserts in debug builds and returns an error in release builds. (Destroying it elsewhere
// once no thread uses it is fine.)
class SshTransport final : public Transport
{
public:
    explicit SshTransport(SshEndpoint endpoint);
    ~SshTransport() override;
    SshTransport(const SshTransport &) = delete;
    SshTransport &operator=(const SshTransport &) = delete;

    QString describe() const override;
    Result<void> connect() override;
    bool isConnected() const override;
    void disconnect() override;

    Result<ExecResult> exec(const ExecRequest &request) override;

    Result<void> upload(const QString &localPath, const QString &remotePath) override;
    Result<void> download(const QString &remotePath, const QString &localPath) override;
    Result<void> writeRemoteFile(const QString &remotePath, const QByteArray &content) override;
    Result<QByteArray> readRemoteFile(const QString &remotePath) override;

    std::chrono::milliseconds lastLatency() const override;

    // Wall time of the last successful connect (TCP, key exchange, host key check, auth).
    std::chrono::milliseconds lastConnectTime() const { return m_lastConnectTime; }
    const SshEndpoint &endpoint() const { return m_endpoint; }

private:
    Result<void> checkThread() const;
    Result<void> ensureConnected();
    Result<void> configureSession();
    Result<void> authenticate();
    Result<void> authenticateWithKeyFile(const QString &keyPath);
    Result<SftpClient *> sftp();
    template <typename T>
    Result<T> withSftp(const std::function<Result<T>(SftpClient &)> &operation);
    Error connectionError(const QString &what) const;
    void closeSession();

    SshEndpoint m_endpoint;
    mutable ThreadOwner m_owner;
    ssh_session_struct *m_session = nullptr;
    std::unique_ptr<SftpClient> m_sftp;
    QString m_host;  // after ~/.ssh/config (HostName, Port, User)
    int m_port = 22;
    QString m_user;
    std::chrono::milliseconds m_lastLatency{0};
    std::chrono::milliseconds m_lastConnectTime{0};
};

} // namespace twb
