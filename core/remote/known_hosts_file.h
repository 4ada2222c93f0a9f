#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

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
    // Entries in `path` for host:port, in file order; none when the file is missing. A line of
    // the host's whose key is not base64 is skipped, as OpenSSH skips it, with a warning in the
    // log naming file and line.
    static QList<KnownHostsEntry> findEntries(const QString &path, const QString &host, int port);

    // The same over text already read (`file` names it in entries and problems). With
    // `problems`, each line that cannot be a host key line is described as "file:line: why".
    static QList<KnownHostsEntry> entriesIn(const QByteArray &text, const QString &file, const QString &host, int port,
                                            QStringList *problems = nullptr);

    // The name OpenSSH records for host:port: "host" for port 22, else "[host]:port".
    static QString hostToken(const QString &host, int port);

    // "SHA256:" + unpadded base64 of SHA-256(blob), as `ssh-keygen -l` prints it.
    static QString fingerprint(const QByteArray &keyBlob);

    // A known_hosts file larger than this is not read (its keys are not trusted or reported).
    static constexpr qint64 kMaxFileBytes = qint64(64) << 20;

    // True when one comma-separated host pattern field matches `token`.
    static bool patternsMatch(const QString &patterns, const QString &token);
};

} // namespace twb
