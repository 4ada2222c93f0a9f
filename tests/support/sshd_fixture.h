#pragma once

#include "core/remote/ssh_endpoint.h"
#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <memory>

class QProcess;

namespace twb::test {

// A fake TPU slice for integration tests: N real OpenSSH sshd instances on 127.0.0.2,
// 127.0.0.3, ... (all of 127.0.0.0/8 is loopback), each on a free port with its own fresh
// ed25519 host key, its own home folder, and a TPU identity in its environment
// (TPU_ACCELERATOR_TYPE, TPU_WORKER_ID = its index, TPU_WORKER_HOSTNAMES). One client key pair
// is authorized on all of them; you log in as the current user (root here).
//
// Each host's HOME is <temp>/host-<i>/home (sshd `SetEnv HOME=...`, sftp-server `-d`), so
// `~/` is per host in both exec and SFTP and tests never touch the real home. Its .bashrc only
// does `cd "$HOME"` (commands start in the home folder, as on a real host); this also keeps
// the real ~/.bashrc (pyenv init, ~180 ms here) out of every exec.
//
// Processes are stopped by their own pid, never by name: stopHost() kills the sshd and every
// process started through it (found by a per-host marker variable in their environment), so
// it looks like the host went down. Everything stops when the fixture is destroyed.
class SshdFixture final
{
public:
    struct Options
    {
        int hostCount = 1;
        QString acceleratorType = QStringLiteral("v4-32");
        QString hostKeyType = QStringLiteral("ed25519");  // ssh-keygen -t
    };

    explicit SshdFixture(Options options);
    SshdFixture() : SshdFixture(Options{}) {}
    ~SshdFixture();
    SshdFixture(const SshdFixture &) = delete;
    SshdFixture &operator=(const SshdFixture &) = delete;

    // Generates keys and configs and starts every sshd. The error says what to install when
    // openssh-server/openssh-client is missing, and quotes sshd's log when it fails to start.
    Result<void> start();

    int hostCount() const { return int(m_hosts.size()); }
    QString host(int index) const;            // "127.0.0.<2+index>"
    int port(int index) const;
    QString user() const { return m_user; }
    QString clientKeyPath() const;            // private key; the .pub is next to it
    QString homeDir(int index) const;         // HOME of that host
    QString logPath(int index) const;         // sshd -e output
    QString rootDir() const { return m_dir.path(); }
    qint64 sshdProcessId(int index) const;    // the listening sshd; 0 while stopped

    // A known_hosts file that records every host's current key ([127.0.0.N]:port lines).
    QString knownHostsPath() const;
    QString knownHostsLine(int index) const;
    QString hostKeyFingerprint(int index) const;  // "SHA256:..."
    QString hostKeyType(int index) const;         // "ssh-ed25519"

    // Host `index` with the client key and knownHostsPath(); tweak fields as needed.
    SshEndpoint endpoint(int index, HostKeyPolicy policy = HostKeyPolicy::refuse()) const;

    // Host down: kills its sshd and every session and command started through it.
    Result<void> stopHost(int index);
    // Starts it again on the same address and port with the same host key.
    Result<void> startHost(int index);
    // Replaces the host key with a fresh one of `keyType` (ssh-keygen -t) and restarts, for the
    // changed-key and other-type tests. knownHostsPath() is NOT updated.
    Result<void> regenerateHostKey(int index, const QString &keyType = QStringLiteral("ed25519"));
    // Appends a public key to the authorized_keys every host uses.
    Result<void> authorizeKey(const QString &publicKeyPath);

private:
    struct Host
    {
        QString address;
        int port = 0;
        QString dir;
        QString hostKeyLine;          // "ssh-ed25519 AAAA..." (from host_key.pub)
        QString fingerprint;
        std::unique_ptr<QProcess> sshd;
    };

    Result<void> generateKey(const QString &path, const QString &type, const QString &comment);
    Result<void> loadHostKey(Host &host);
    Result<void> writeConfig(int index);
    Result<void> launch(int index);
    Result<void> writeKnownHosts();
    void killMarkedProcesses(int index);

    Options m_options;
    QTemporaryDir m_dir;
    QString m_user;
    QList<std::shared_ptr<Host>> m_hosts;
};

} // namespace twb::test
