#include "core/remote/gcloud_transport.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::GcloudTransport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::GcloudTransport)
};

constexpr qint64 kReresolveIntervalMs = 20000;

} // namespace

GcloudTransport::GcloudTransport(std::unique_ptr<Transport> inner, Reresolve reresolve)
    : m_inner(std::move(inner)), m_reresolve(std::move(reresolve))
{
}

Result<void> GcloudTransport::connect()
{
    auto connected = m_inner->connect();
    if (connected || !m_reresolve)
        return connected;
    if (m_sinceReresolve.isValid() && m_sinceReresolve.elapsed() < kReresolveIntervalMs)
        return connected;
    m_sinceReresolve.start();
    auto fresh = m_reresolve();
    if (!fresh) {
        Error error = connected.error();
        error.message = Tr::tr("%1\nAsked gcloud again: %2").arg(error.message, fresh.error().message);
        return fail(error);
    }
    const QString before = m_inner->describe();
    if ((*fresh)->describe() == before)
        return connected; // same address: the failure stands
    m_inner = std::move(*fresh);
    return m_inner->connect();
}

Result<ExecResult> GcloudTransport::exec(const ExecRequest &request)
{
    if (!m_inner->isConnected())
        if (auto ok = connect(); !ok)
            return fail(ok.error());
    return m_inner->exec(request);
}

Result<void> GcloudTransport::upload(const QString &localPath, const QString &remotePath)
{
    if (!m_inner->isConnected())
        if (auto ok = connect(); !ok)
            return ok;
    return m_inner->upload(localPath, remotePath);
}

Result<void> GcloudTransport::download(const QString &remotePath, const QString &localPath)
{
    if (!m_inner->isConnected())
        if (auto ok = connect(); !ok)
            return ok;
    return m_inner->download(remotePath, localPath);
}

Result<void> GcloudTransport::writeRemoteFile(const QString &remotePath, const QByteArray &content)
{
    if (!m_inner->isConnected())
        if (auto ok = connect(); !ok)
            return ok;
    return m_inner->writeRemoteFile(remotePath, content);
}

Result<QByteArray> GcloudTransport::readRemoteFile(const QString &remotePath)
{
    if (!m_inner->isConnected())
        if (auto ok = connect(); !ok)
            return fail(ok.error());
    return m_inner->readRemoteFile(remotePath);
}

} // namespace twb
