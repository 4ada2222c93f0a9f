#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace twb {

// One line of an OpenSSH known_hosts file that applies to a host.
struct KnownHostsEntry
{
    QString file;
    int line = 0;          // 1-based
    QString keyType;       // "ssh-ed25519", "ecdsa-sha2-nistp256", ...
    QByteArray keyBlob;    // decoded base64 key
    QString fingerprint;   // "SHA256:..." of keyBlob

    QString location() const { return file + u':' + QString::number(line); }
};

// Reads known_hosts files the way OpenSSH matches them, to name the line that holds a
// recorded key (libssh says only "changed"). Understands plain names, `[host]:port` for
// ports other than 22, comma lists, `*`/`?` wildcards, `!` negation and hashed `|1|salt|hmac`
// names (HMAC-SHA1 of the name keyed by the salt). @cert-authority and @revoked lines are not
// host keys and are skipped.
class KnownHostsFile final
{
public:
    // Entries in `path` for host:port, in file order; none when the file is missing.
    static QList<KnownHostsEntry> findEntries(const QString &path, const QString &host, int port);

    // The name OpenSSH records for host:port: "host" for port 22, else "[host]:port".
    static QString hostToken(const QString &host, int port);

    // "SHA256:" + unpadded base64 of SHA-256(blob), as `ssh-keygen -l` prints it.
    static QString fingerprint(const QByteArray &keyBlob);

    // True when one comma-separated host pattern field matches `token`.
    static bool patternsMatch(const QString &patterns, const QString &token);
};

} // namespace twb
