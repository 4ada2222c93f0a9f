#pragma once

#include "core/remote/transport.h"

namespace twb {

// This machine, for registry entries with `mode: "local"`. Commands run as
// `/bin/bash -c <command>` in the home folder (what sshd does on a host), in their own process
// group so that a timeout or cancel stops everything they started. File calls are local
// copies; `~/` means this user's home ($HOME).
class LocalTransport final : public Transport
{
public:
    LocalTransport() = default;

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

private:
    std::chrono::milliseconds m_lastLatency{0};
};

} // namespace twb
