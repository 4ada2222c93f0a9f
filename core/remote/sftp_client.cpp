#include "core/remote/sftp_client.h"

#include "core/remote/remote_path.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SftpClient.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SftpClient)
};

// Synchronous SFTP: each request waits for its reply, so larger requests mean fewer round
// trips. OpenSSH's sftp-server accepts up to 256 KiB per message.
constexpr qsizetype kWriteChunk = 64 * 1024;
constexpr qsizetype kReadChunk = 64 * 1024;

QString statusText(int code)
{
    switch (code) {
    case SSH_FX_NO_SUCH_FILE:
    case SSH_FX_NO_SUCH_PATH:
        return Tr::tr("no such file or folder");
    case SSH_FX_PERMISSION_DENIED:
        return Tr::tr("permission denied");
    case SSH_FX_FILE_ALREADY_EXISTS:
        return Tr::tr("it already exists");
    case SSH_FX_WRITE_PROTECT:
        return Tr::tr("the file system is read-only");
    case SSH_FX_NO_CONNECTION:
    case SSH_FX_CONNECTION_LOST:
        return Tr::tr("the connection was lost");
    default:
        return Tr::tr("SFTP error %1").arg(code);
    }
}

struct FileCloser
{
    sftp_file file = nullptr;
    ~FileCloser()
    {
        if (file)
            sftp_close(file);
    }
    int close()
    {
        const int rc = sftp_close(file);
        file = nullptr;
        return rc;
    }
};

} // namespace

SftpClient::SftpClient(ssh_session session, QString where, CommandRunner runCommand)
    : m_session(session), m_runCommand(std::move(runCommand)), m_where(std::move(where))
{
}

SftpClient::~SftpClient()
{
    if (m_sftp)
        sftp_free(m_sftp);
}

Error SftpClient::sftpError(const QString &action, const QString &path) const
{
    const int code = m_sftp ? sftp_get_error(m_sftp) : SSH_FX_FAILURE;
    const QString reason = code == SSH_FX_OK || code == SSH_FX_FAILURE
                               ? QString::fromUtf8(ssh_get_error(m_session))
                               : statusText(code);
    const QString message = Tr::tr("Cannot %1 %2 on %3: %4.")
                                .arg(action, path, m_where, reason);
    const QString where = m_where + u':' + path;
    return code == SSH_FX_NO_SUCH_FILE || code == SSH_FX_NO_SUCH_PATH ? Error::notFound(message, where)
                                       : Error::failure(message, where);
}

Result<void> SftpClient::open()
{
    m_sftp = sftp_new(m_session);
    if (m_sftp == nullptr || sftp_init(m_sftp) != SSH_OK) {
        const QString reason = QString::fromUtf8(ssh_get_error(m_session));
        if (m_sftp) {
            sftp_free(m_sftp);
            m_sftp = nullptr;
        }
        return fail(Error::failure(
            Tr::tr("Cannot start SFTP on %1: %2. Check that the "
                                               "host's sshd has the sftp subsystem enabled.")
                .arg(m_where, reason),
            m_where));
    }
    // The server starts SFTP in the login's home folder (or sftp-server -d), which `~/` names.
    char *home = sftp_canonicalize_path(m_sftp, ".");
    if (home == nullptr)
        return fail(sftpError(Tr::tr("resolve the home folder"),
                              u"~"_s));
    m_home = QString::fromUtf8(home);
    ssh_string_free_char(home);
    return {};
}

QString SftpClient::resolve(const QString &remotePath) const
{
    return expandHomePrefix(remotePath, m_home);
}

Result<void> SftpClient::makeParentFolders(const QString &path)
{
    const QString parent = parentOfPath(path);
    if (parent.isEmpty() || parent == u"/")
        return {};
    if (sftp_attributes attributes = sftp_stat(m_sftp, parent.toUtf8().constData())) {
        const bool isDir = attributes->type == SSH_FILEXFER_TYPE_DIRECTORY;
        sftp_attributes_free(attributes);
        if (isDir)
            return {};
        return fail(Error::failure(
            Tr::tr("Cannot create files under %1 on %2: it is not a "
                                               "folder.")
                .arg(parent, m_where),
            m_where + u':' + parent));
    }
    if (auto made = makeParentFolders(parent); !made)
        return made;
    if (sftp_mkdir(m_sftp, parent.toUtf8().constData(), 0755) != 0
        && sftp_get_error(m_sftp) != SSH_FX_FILE_ALREADY_EXISTS)
        return fail(sftpError(Tr::tr("create the folder"), parent));
    return {};
}

Result<void> SftpClient::writeAtomically(const QString &path, quint32 mode, const Producer &produce)
{
    if (auto made = makeParentFolders(path); !made)
        return made;
    const QString temp = atomicTempPrefix(path) + QString::number(QRandomGenerator::global()->generate64(), 16);
    const QByteArray tempName = temp.toUtf8();

    FileCloser file;
    file.file = sftp_open(m_sftp, tempName.constData(), O_WRONLY | O_CREAT | O_EXCL, mode_t(mode));
    if (file.file == nullptr)
        return fail(sftpError(Tr::tr("create"), temp));
    auto abandon = [&](const Error &error) {
        if (file.file)
            file.close();
        sftp_unlink(m_sftp, tempName.constData());
        return fail(error);
    };

    QByteArray buffer(kWriteChunk, Qt::Uninitialized);
    for (;;) {
        auto produced = produce(buffer.data(), buffer.size());
        if (!produced)
            return abandon(produced.error());
        if (*produced == 0)
            break;
        qsizetype offset = 0;
        while (offset < *produced) {
            const ssize_t n = sftp_write(file.file, buffer.constData() + offset,
                                         size_t(*produced - offset));
            if (n <= 0)
                return abandon(sftpError(Tr::tr("write"), path));
            offset += n;
        }
    }
    // fsync@openssh.com where the server has it, so the rename publishes durable content.
    if (sftp_extension_supported(m_sftp, "fsync@openssh.com", "1"))
        sftp_fsync(file.file);
    if (file.close() != SSH_NO_ERROR)
        return abandon(sftpError(Tr::tr("write"), path));
    // The O_CREAT mode is filtered by the remote umask; set the exact bits.
    sftp_chmod(m_sftp, tempName.constData(), mode_t(mode));
    if (auto replaced = replace(temp, path); !replaced)
        return abandon(replaced.error());
    return {};
}

Result<void> SftpClient::replace(const QString &temp, const QString &path)
{
    if (sftp_rename(m_sftp, temp.toUtf8().constData(), path.toUtf8().constData()) == 0)
        return {};  // the target did not exist
    auto moved = m_runCommand(u"mv -f -- "_s + shellQuote(temp) + u' ' + shellQuote(path));
    if (!moved)
        return fail(moved.error());
    if (moved->exitCode != 0)
        return fail(Error::failure(
            Tr::tr("Cannot replace %1 on %2: %3")
                .arg(path, m_where, QString::fromUtf8(moved->standardError.trimmed())),
            m_where + u':' + path));
    return {};
}

Result<void> SftpClient::upload(const QString &localPath, const QString &remotePath)
{
    QFile source(localPath);
    if (!source.open(QIODevice::ReadOnly))
        return fail(Error::notFound(
            Tr::tr("Cannot read %1: %2.")
                .arg(localPath, source.errorString()),
            localPath));
    const quint32 mode = quint32(QFileInfo(localPath).permissions() & QFileDevice::ExeOwner
                                     ? 0755
                                     : 0644);
    return writeAtomically(resolve(remotePath), mode,
                           [&](char *buffer, qsizetype capacity) -> Result<qsizetype> {
                               const qint64 n = source.read(buffer, capacity);
                               if (n < 0)
                                   return fail(Error::failure(
                                       Tr::tr("Reading %1 failed: %2.")
                                           .arg(localPath, source.errorString()),
                                       localPath));
                               return qsizetype(n);
                           });
}

Result<void> SftpClient::write(const QString &remotePath, const QByteArray &content)
{
    const QString path = resolve(remotePath);
    quint32 mode = 0644;
    if (sftp_attributes existing = sftp_stat(m_sftp, path.toUtf8().constData())) {
        mode = existing->permissions & 07777;  // keep an existing file's bits
        sftp_attributes_free(existing);
    }
    qsizetype offset = 0;
    return writeAtomically(path, mode, [&](char *buffer, qsizetype capacity) -> Result<qsizetype> {
        const qsizetype n = std::min(capacity, content.size() - offset);
        std::memcpy(buffer, content.constData() + offset, size_t(n));
        offset += n;
        return n;
    });
}

Result<QByteArray> SftpClient::read(const QString &remotePath)
{
    const QString path = resolve(remotePath);
    FileCloser file;
    file.file = sftp_open(m_sftp, path.toUtf8().constData(), O_RDONLY, 0);
    if (file.file == nullptr)
        return fail(sftpError(Tr::tr("read"), path));
    QByteArray content;
    QByteArray buffer(kReadChunk, Qt::Uninitialized);
    for (;;) {
        const ssize_t n = sftp_read(file.file, buffer.data(), size_t(buffer.size()));
        if (n < 0)
            return fail(sftpError(Tr::tr("read"), path));
        if (n == 0)
            break;
        content.append(buffer.constData(), qsizetype(n));
    }
    return content;
}

Result<void> SftpClient::download(const QString &remotePath, const QString &localPath)
{
    const QString path = resolve(remotePath);
    FileCloser file;
    file.file = sftp_open(m_sftp, path.toUtf8().constData(), O_RDONLY, 0);
    if (file.file == nullptr)
        return fail(sftpError(Tr::tr("read"), path));
    const QString localDir = QFileInfo(localPath).absolutePath();
    if (!QDir().mkpath(localDir))
        return fail(Error::failure(
            Tr::tr("Cannot create the folder %1.").arg(localDir),
            localPath));
    QSaveFile target(localPath);
    if (!target.open(QIODevice::WriteOnly))
        return fail(Error::failure(
            Tr::tr("Cannot write %1: %2.")
                .arg(localPath, target.errorString()),
            localPath));
    QByteArray buffer(kReadChunk, Qt::Uninitialized);
    for (;;) {
        const ssize_t n = sftp_read(file.file, buffer.data(), size_t(buffer.size()));
        if (n < 0)
            return fail(sftpError(Tr::tr("read"), path));
        if (n == 0)
            break;
        if (target.write(buffer.constData(), n) != n)
            return fail(Error::failure(
                Tr::tr("Writing %1 failed: %2. The previous content "
                                                   "is unchanged.")
                    .arg(localPath, target.errorString()),
                localPath));
    }
    if (!target.commit())
        return fail(Error::failure(
            Tr::tr("Writing %1 failed: %2. The previous content is "
                                               "unchanged.")
                .arg(localPath, target.errorString()),
            localPath));
    const int dirFd = ::open(QFile::encodeName(localDir).constData(),
                             O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

} // namespace twb
