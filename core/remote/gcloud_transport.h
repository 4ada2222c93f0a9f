#pragma once

#include "core/remote/transport.h"

#include <QElapsedTimer>

#include <functional>
#include <memory>

namespace twb {

// The transport of one worker of a gcloud-backed machine: an SSH transport to the address
// gcloud last reported, which asks gcloud again when connecting fails (the VM was recreated,
// its external address changed, it was preempted) and retries once at the new address. The
// re-resolution also refreshes the registry's cache (MachineAccess::refreshGcloud).
class GcloudTransport final : public Transport
{
public:
    // Describes the VM again and returns a transport to this worker's current address, or why
    // there is none (the VM is not READY, gcloud failed).
    using Reresolve = std::function<Result<std::unique_ptr<Transport>>()>;

    GcloudTransport(std::unique_ptr<Transport> inner, Reresolve reresolve);

    QString describe() const override { return m_inner->describe(); }
    Result<void> connect() override;
    bool isConnected() const override { return m_inner->isConnected(); }
    void disconnect() override { m_inner->disconnect(); }
    Result<ExecResult> exec(const ExecRequest &request) override;
    Result<void> upload(const QString &localPath, const QString &remotePath) override;
    Result<void> download(const QString &remotePath, const QString &localPath) override;
    Result<void> writeRemoteFile(const QString &remotePath, const QByteArray &content) override;
    Result<QByteArray> readRemoteFile(const QString &remotePath) override;
    std::chrono::milliseconds lastLatency() const override { return m_inner->lastLatency(); }

private:
    std::unique_ptr<Transport> m_inner;
    Reresolve m_reresolve;
    // A follower retries a dead host every few seconds; gcloud is asked at most this often.
    QElapsedTimer m_sinceReresolve;
};

} // namespace twb
