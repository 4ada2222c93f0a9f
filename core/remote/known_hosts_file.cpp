#include "core/remote/known_hosts_file.h"

#include "core/util/atomic_file.h"
#include "core/util/io_guard.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QMessageAuthenticationCode>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::KnownHostsFile.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::KnownHostsFile)
};

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

// OpenSSH's match_pattern: `*` any run of characters, `?` one character, case-insensitive.
// Iterative (backtracks only to the last `*`), so a line of stars costs O(pattern * token),
// not the exponential time of a recursive or regex matcher.
bool wildcardMatches(QStringView pattern, QStringView token)
{
    qsizetype p = 0;
    qsizetype t = 0;
    qsizetype star = -1;
    qsizetype resume = 0;
    while (t < token.size()) {
        if (p < pattern.size() && pattern[p] == u'*') {
            star = p++;
            resume = t;
        } else if (p < pattern.size()
                   && (pattern[p] == u'?' || pattern[p].toCaseFolded() == token[t].toCaseFolded())) {
            ++p;
            ++t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}

// Fields of a line split on blanks, as OpenSSH does.
QList<QByteArrayView> fieldsOf(QByteArrayView line)
{
    QList<QByteArrayView> fields;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const qsizetype start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            fields << line.sliced(start, i - start);
    }
    return fields;
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
    IoGuard::check("known_hosts read of", path);
    if (!QFileInfo::exists(path))
        return {};
    auto text = readWholeFile(path, kMaxFileBytes);
    if (!text) {
        log::warn(text.error().message);
        return {};
    }
    QStringList problems;
    const auto entries = entriesIn(*text, path, host, port, &problems);
    for (const QString &problem : problems)
        log::warn(problem);
    return entries;
}

QList<KnownHostsEntry> KnownHostsFile::entriesIn(const QByteArray &text, const QString &file, const QString &host,
                                                 int port, QStringList *problems)
{
    QList<KnownHostsEntry> entries;
    const QString token = hostToken(host, port);
    int lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        const QByteArrayView line = QByteArrayView(text).sliced(start, end - start).trimmed();
        start = end + 1;
        ++lineNumber;
        if (line.isEmpty() || line.startsWith('#') || line.startsWith('@'))
            continue;
        const QList<QByteArrayView> fields = fieldsOf(line);
        const auto where = [&]() -> QString { return file + u':' + QString::number(lineNumber); };
        if (fields.size() < 3) {
            if (problems)
                *problems << Tr::tr("%1: not a host key line (it needs host names, a key type and a key); "
                                    "skipped.").arg(where());
            continue;
        }
        if (!patternsMatch(QString::fromUtf8(fields.at(0)), token))
            continue;
        auto decoded = QByteArray::fromBase64Encoding(fields.at(2).toByteArray(),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.isEmpty()) {
            if (problems)
                *problems << Tr::tr("%1: the key of %2 is not base64; the line is skipped. Remove it with "
                                    "ssh-keygen -R.").arg(where(), token);
            continue;
        }
        KnownHostsEntry entry;
        entry.file = file;
        entry.line = lineNumber;
        entry.keyType = QString::fromUtf8(fields.at(1));
        entry.keyBlob = std::move(decoded.decoded);
        entry.fingerprint = fingerprint(entry.keyBlob);
        entries.append(entry);
    }
    return entries;
}

} // namespace twb
