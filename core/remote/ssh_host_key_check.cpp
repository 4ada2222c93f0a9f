#include "core/remote/ssh_host_key_check.h"

#include "core/remote/known_hosts_file.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SshHostKeyCheck.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SshHostKeyCheck)
};

const QString kGlobalKnownHosts = u"/etc/ssh/ssh_known_hosts"_s;

struct OfferedKey
{
    QString type;
    QString fingerprint;
};

Result<OfferedKey> offeredKey(ssh_session session, const QString &where)
{
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(session, &key) != SSH_OK || key == nullptr)
        return fail(Error::security(
            Tr::tr("%1 did not present a host key: %2.")
                .arg(where, QString::fromUtf8(ssh_get_error(session))),
            where));
    OfferedKey offered;
    offered.type = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    unsigned char *hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) == 0) {
        offered.fingerprint =
            u"SHA256:"_s
            + QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(hash), qsizetype(hashLength))
                                      .toBase64(QByteArray::OmitTrailingEquals));
        ssh_clean_pubkey_hash(&hash);
    }
    ssh_key_free(key);
    return offered;
}

QString describeEntries(const QList<KnownHostsEntry> &entries)
{
    QStringList parts;
    for (const KnownHostsEntry &entry : entries)
        parts << Tr::tr("%1 key %2 at %3")
                     .arg(entry.keyType, entry.fingerprint, entry.location());
    if (parts.isEmpty())
        return Tr::tr("a different key (the line could not be found)");
    return parts.join(u"; "_s);
}

Error mismatchError(bool otherType, const QString &host, int port, const OfferedKey &offered,
                    const SshEndpoint &endpoint)
{
    const QString where = u"%1:%2"_s.arg(host).arg(port);
    QList<KnownHostsEntry> recorded = KnownHostsFile::findEntries(endpoint.knownHostsPath, host, port);
    recorded += KnownHostsFile::findEntries(kGlobalKnownHosts, host, port);
    const QString file = recorded.isEmpty() ? endpoint.knownHostsPath : recorded.first().file;
    const QString removeHint =
        u"ssh-keygen -R '%1' -f '%2'"_s.arg(KnownHostsFile::hostToken(host, port), file);
    const QString message =
        otherType
            ? QCoreApplication::translate(
                  "twb::SshHostKeyCheck",
                  "Refused to connect to %1: it offered a %2 host key %3, but the known_hosts "
                  "file records a key of another type for it: %4. This can be an attack "
                  "(man in the middle). The known_hosts file was not changed. If the host's keys "
                  "were really replaced, confirm the new fingerprint with its administrator, "
                  "remove the old line with `%5`, and connect again.")
                  .arg(where, offered.type, offered.fingerprint, describeEntries(recorded),
                       removeHint)
            : QCoreApplication::translate(
                  "twb::SshHostKeyCheck",
                  "Refused to connect to %1: its host key has CHANGED. It offered %2 key %3, but "
                  "the known_hosts file records %4. Someone may be intercepting the connection "
                  "(man in the middle), or the host was reinstalled. The known_hosts file was not "
                  "changed. If you know the host was reinstalled, confirm the new fingerprint "
                  "with its administrator, remove the old line with `%5`, and connect again.")
                  .arg(where, offered.type, offered.fingerprint, describeEntries(recorded),
                       removeHint);
    return Error::security(message, where);
}

// Creates the known_hosts folder (0700) and file (0600) when missing, and makes sure the file
// ends with a newline so that libssh's append starts a new line.
Result<int> openKnownHostsForAppend(const QString &path, const QString &where)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(dir)) {
        if (!QDir().mkpath(dir))
            return fail(Error::failure(
                Tr::tr("Cannot create the folder %1 for the "
                                                   "known_hosts file; the host key of %2 was not "
                                                   "saved.")
                    .arg(dir, where),
                path));
        ::chmod(QFile::encodeName(dir).constData(), 0700);
    }
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0)
        return fail(Error::failure(
            Tr::tr("Cannot open %1 to save the host key of %2: %3.")
                .arg(path, where, QString::fromLocal8Bit(strerror(errno))),
            path));
    return fd;
}

Result<void> saveHostKey(ssh_session session, const SshEndpoint &endpoint, const QString &where,
                         const OfferedKey &offered)
{
    auto opened = openKnownHostsForAppend(endpoint.knownHostsPath, where);
    if (!opened)
        return fail(opened.error());
    const int fd = *opened;
    // Several transports (HostPool threads, other processes) may accept keys at once.
    ::flock(fd, LOCK_EX);
    struct stat st {};
    if (::fstat(fd, &st) == 0 && st.st_size > 0) {
        char last = '\n';
        if (::pread(fd, &last, 1, st.st_size - 1) == 1 && last != '\n')
            (void)!::write(fd, "\n", 1);
    }
    const int rc = ssh_session_update_known_hosts(session);
    ::flock(fd, LOCK_UN);
    ::close(fd);
    if (rc != SSH_OK)
        return fail(Error::failure(
            Tr::tr("Cannot save the host key of %1 to %2: %3.")
                .arg(where, endpoint.knownHostsPath, QString::fromUtf8(ssh_get_error(session))),
            endpoint.knownHostsPath));
    log::info(u"Saved the %1 host key %2 of %3 to %4"_s.arg(offered.type, offered.fingerprint,
                                                             where, endpoint.knownHostsPath));
    return {};
}

} // namespace

Result<void> checkServerHostKey(ssh_session session, const SshEndpoint &endpoint,
                                const QString &host, int port)
{
    const QString where = u"%1:%2"_s.arg(host).arg(port);
    auto offered = offeredKey(session, where);
    if (!offered)
        return fail(offered.error());

    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        return {};
    case SSH_KNOWN_HOSTS_CHANGED:
        return fail(mismatchError(false, host, port, *offered, endpoint));
    case SSH_KNOWN_HOSTS_OTHER:
        return fail(mismatchError(true, host, port, *offered, endpoint));
    case SSH_KNOWN_HOSTS_ERROR:
        return fail(Error::security(
            Tr::tr("Cannot check the host key of %1 against %2: %3. "
                                               "Check that the file is readable and well formed.")
                .arg(where, endpoint.knownHostsPath, QString::fromUtf8(ssh_get_error(session))),
            where));
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN:
        break;
    }

    bool accepted = false;
    switch (endpoint.hostKeyPolicy.unknownKey) {
    case HostKeyPolicy::UnknownKey::Refuse:
        break;
    case HostKeyPolicy::UnknownKey::AcceptNew:
        accepted = true;
        break;
    case HostKeyPolicy::UnknownKey::Ask:
        if (endpoint.hostKeyPolicy.ask)
            accepted = endpoint.hostKeyPolicy.ask({host, port, offered->type, offered->fingerprint,
                                                   endpoint.knownHostsPath})
                       == HostKeyDecision::Accept;
        break;
    }
    if (!accepted) {
        const bool asked = endpoint.hostKeyPolicy.unknownKey == HostKeyPolicy::UnknownKey::Ask;
        return fail(Error::security(
            asked ? QCoreApplication::translate(
                        "twb::SshHostKeyCheck", "Did not connect to %1: its %2 host key %3 was not accepted.")
                        .arg(where, offered->type, offered->fingerprint)
                  : QCoreApplication::translate(
                        "twb::SshHostKeyCheck",
                        "Refused to connect to %1: its host key is not known (%2 key %3; not in "
                        "%4). Check the fingerprint with the host's administrator (on the host: "
                        "`ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), then re-run with "
                        "--accept-new, or accept the key in the GUI.")
                        .arg(where, offered->type, offered->fingerprint, endpoint.knownHostsPath),
            where));
    }
    return saveHostKey(session, endpoint, where, *offered);
}

} // namespace twb
