#include "core/remote/known_hosts_file.h"

#include "core/util/io_guard.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

bool hashedNameMatches(const QString &field, const QString &token)
{
    // |1|base64(salt)|base64(HMAC-SHA1(salt, name))
    const QStringList parts = field.split(u'|');
    if (parts.size() != 4 || parts.at(1) != u"1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts.at(2).toLatin1());
    const QByteArray expected = QByteArray::fromBase64(parts.at(3).toLatin1());
    const QByteArray actual = QMessageAuthenticationCode::hash(token.toUtf8(), salt,
                                                               QCryptographicHash::Sha1);
    return !expected.isEmpty() && actual == expected;
}

bool wildcardMatches(const QString &pattern, const QString &token)
{
    if (!pattern.contains(u'*') && !pattern.contains(u'?'))
        return pattern.compare(token, Qt::CaseInsensitive) == 0;
    // OpenSSH's match_pattern: only * and ? are special.
    QString regex;
    for (const QChar c : pattern) {
        if (c == u'*')
            regex += u".*"_s;
        else if (c == u'?')
            regex += u'.';
        else
            regex += QRegularExpression::escape(QString(c));
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(regex),
                              QRegularExpression::CaseInsensitiveOption)
        .match(token)
        .hasMatch();
}

} // namespace

QString KnownHostsFile::hostToken(const QString &host, int port)
{
    if (port == 22 || port <= 0)
        return host;
    return u"[%1]:%2"_s.arg(host).arg(port);
}

QString KnownHostsFile::fingerprint(const QByteArray &keyBlob)
{
    return u"SHA256:"_s
           + QString::fromLatin1(QCryptographicHash::hash(keyBlob, QCryptographicHash::Sha256)
                                     .toBase64(QByteArray::OmitTrailingEquals));
}

bool KnownHostsFile::patternsMatch(const QString &patterns, const QString &token)
{
    if (patterns.startsWith(u'|'))
        return hashedNameMatches(patterns, token);
    bool matched = false;
    for (const QString &pattern : patterns.split(u',', Qt::SkipEmptyParts)) {
        if (pattern.startsWith(u'!')) {
            if (wildcardMatches(pattern.mid(1), token))
                return false;  // a negated match rejects the line whatever else matches
        } else if (wildcardMatches(pattern, token)) {
            matched = true;
        }
    }
    return matched;
}

QList<KnownHostsEntry> KnownHostsFile::findEntries(const QString &path, const QString &host,
                                                   int port)
{
    QList<KnownHostsEntry> entries;
    IoGuard::check("known_hosts read of", path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return entries;
    const QString token = hostToken(host, port);
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u'@'))
            continue;
        const QStringList fields = line.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
        if (fields.size() < 3 || !patternsMatch(fields.at(0), token))
            continue;
        KnownHostsEntry entry;
        entry.file = path;
        entry.line = lineNumber;
        entry.keyType = fields.at(1);
        entry.keyBlob = QByteArray::fromBase64(fields.at(2).toLatin1());
        entry.fingerprint = fingerprint(entry.keyBlob);
        entries.append(entry);
    }
    return entries;
}

} // namespace twb
