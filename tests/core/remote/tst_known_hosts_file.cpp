#include "core/remote/known_hosts_file.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray kKeyA = "AAAAC3NzaC1lZDI1NTE5AAAAIHcvH0wuhtBK0hZVPuEQjcyRYMCWXmjU2bzxYXN4dS5d";
const QByteArray kKeyB = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

class tst_KnownHostsFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostTokenUsesBracketsForOtherPorts();
    void patternsMatch_data();
    void patternsMatch();
    void findsEntriesWithLineNumbers();
    void matchesHashedEntriesWrittenBySshKeygen();
    void fingerprintMatchesSshKeygen();
    void missingFileHasNoEntries();
    void malformedLinesAreNamedByFileAndLine();
    void hostileLinesDoNotStopTheRead();
    void manyStarsMatchInLinearTime();
};

void tst_KnownHostsFile::hostTokenUsesBracketsForOtherPorts()
{
    QCOMPARE(twb::KnownHostsFile::hostToken(u"10.0.0.1"_s, 22), u"10.0.0.1"_s);
    QCOMPARE(twb::KnownHostsFile::hostToken(u"10.0.0.1"_s, 2222), u"[10.0.0.1]:2222"_s);
}

void tst_KnownHostsFile::patternsMatch_data()
{
    QTest::addColumn<QString>("patterns");
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("matches");
    QTest::newRow("exact") << u"tpu-a"_s << u"tpu-a"_s << true;
    QTest::newRow("case-insensitive") << u"TPU-A"_s << u"tpu-a"_s << true;
    QTest::newRow("other name") << u"tpu-a"_s << u"tpu-b"_s << false;
    QTest::newRow("comma list") << u"tpu-a,10.0.0.1"_s << u"10.0.0.1"_s << true;
    QTest::newRow("star wildcard") << u"*.example.com"_s << u"w0.example.com"_s << true;
    QTest::newRow("star does not match other domain") << u"*.example.com"_s << u"example.org"_s << false;
    QTest::newRow("question mark") << u"w?.example.com"_s << u"w7.example.com"_s << true;
    QTest::newRow("negation wins") << u"*.example.com,!bad.example.com"_s << u"bad.example.com"_s << false;
    QTest::newRow("bracketed port") << u"[10.0.0.1]:2222"_s << u"[10.0.0.1]:2222"_s << true;
    QTest::newRow("port must match") << u"[10.0.0.1]:2222"_s << u"[10.0.0.1]:2223"_s << false;
    QTest::newRow("plain name is port 22 only") << u"10.0.0.1"_s << u"[10.0.0.1]:2222"_s << false;
    QTest::newRow("dot is literal") << u"10.0.0.1"_s << u"10x0x0x1"_s << false;
}

void tst_KnownHostsFile::patternsMatch()
{
    QFETCH(QString, patterns);
    QFETCH(QString, token);
    QFETCH(bool, matches);
    QCOMPARE(twb::KnownHostsFile::patternsMatch(patterns, token), matches);
}

void tst_KnownHostsFile::findsEntriesWithLineNumbers()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"known_hosts"_s);
    QVERIFY(writeFile(path, "# comment\n\n"
                            "other.host ssh-ed25519 " + kKeyB + "\n"
                            "@cert-authority *.example.com ssh-ed25519 " + kKeyB + "\n"
                            "@revoked [10.0.0.1]:2222 ssh-ed25519 " + kKeyB + "\n"
                            "[10.0.0.1]:2222,tpu-a ssh-ed25519 " + kKeyA + " comment here\n"
                            "[10.0.0.1]:2222 ecdsa-sha2-nistp256 " + kKeyB + "\n"));
    const auto entries = twb::KnownHostsFile::findEntries(path, u"10.0.0.1"_s, 2222);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).line, 6);
    QCOMPARE(entries.at(0).keyType, u"ssh-ed25519"_s);
    QCOMPARE(entries.at(0).keyBlob, QByteArray::fromBase64(kKeyA));
    QCOMPARE(entries.at(0).location(), path + u":6"_s);
    QCOMPARE(entries.at(1).line, 7);
    QCOMPARE(entries.at(1).keyType, u"ecdsa-sha2-nistp256"_s);
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"tpu-a"_s, 22).size(), 1);
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"10.0.0.1"_s, 22).size(), 0);
}

void tst_KnownHostsFile::matchesHashedEntriesWrittenBySshKeygen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"known_hosts"_s);
    QVERIFY(writeFile(path, "other.host ssh-ed25519 " + kKeyB + "\n"
                            "[10.0.0.1]:2222 ssh-ed25519 " + kKeyA + "\n"
                            "tpu-a ssh-ed25519 " + kKeyB + "\n"));
    QProcess keygen;
    keygen.start(u"ssh-keygen"_s, {u"-H"_s, u"-f"_s, path});
    QVERIFY2(keygen.waitForFinished(10000) && keygen.exitCode() == 0,
             "ssh-keygen is needed: apt-get install openssh-client");
    QFile hashed(path);
    QVERIFY(hashed.open(QIODevice::ReadOnly));
    const QByteArray content = hashed.readAll();
    QVERIFY(content.contains("|1|"));
    QVERIFY(!content.contains("10.0.0.1"));

    const auto entries = twb::KnownHostsFile::findEntries(path, u"10.0.0.1"_s, 2222);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().line, 2);
    QCOMPARE(entries.first().keyBlob, QByteArray::fromBase64(kKeyA));
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"tpu-a"_s, 22).first().line, 3);
    QVERIFY(twb::KnownHostsFile::findEntries(path, u"10.0.0.2"_s, 2222).isEmpty());
}

void tst_KnownHostsFile::fingerprintMatchesSshKeygen()
{
    QTemporaryDir dir;
    const QString pub = dir.filePath(u"key.pub"_s);
    QVERIFY(writeFile(pub, "ssh-ed25519 " + kKeyA + " test\n"));
    QProcess keygen;
    keygen.start(u"ssh-keygen"_s, {u"-l"_s, u"-E"_s, u"sha256"_s, u"-f"_s, pub});
    QVERIFY2(keygen.waitForFinished(10000) && keygen.exitCode() == 0,
             "ssh-keygen is needed: apt-get install openssh-client");
    const QString expected = QString::fromLatin1(keygen.readAllStandardOutput()).section(u' ', 1, 1);
    QCOMPARE(twb::KnownHostsFile::fingerprint(QByteArray::fromBase64(kKeyA)), expected);
}

void tst_KnownHostsFile::missingFileHasNoEntries()
{
    QVERIFY(twb::KnownHostsFile::findEntries(u"/nonexistent/known_hosts"_s, u"h"_s, 22).isEmpty());
}

void tst_KnownHostsFile::malformedLinesAreNamedByFileAndLine()
{
    const QByteArray text = "10.0.0.1 ssh-ed25519 " + kKeyA + "\n"
                            "10.0.0.1 ssh-ed25519\n"                       // no key
                            "10.0.0.1 ssh-ed25519 AAAA!!not-base64\n"      // a key of this host, broken
                            "other.host ssh-ed25519 AAAA!!not-base64\n";   // not this host's: ignored
    QStringList problems;
    const auto entries = twb::KnownHostsFile::entriesIn(text, u"/home/u/.ssh/known_hosts"_s, u"10.0.0.1"_s, 22, &problems);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().line, 1);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.at(0).startsWith(u"/home/u/.ssh/known_hosts:2: "_s), qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).startsWith(u"/home/u/.ssh/known_hosts:3: "_s), qPrintable(problems.at(1)));
    QVERIFY2(problems.at(1).contains(u"base64"_s), qPrintable(problems.at(1)));
}

void tst_KnownHostsFile::hostileLinesDoNotStopTheRead()
{
    // A NUL byte, invalid UTF-8, a line cut short and a huge line before the real entry.
    QByteArray text("10.0.0.1\0 ssh-ed25519 AAAA\n", 27);
    text += "\xff\xfe\xc3\x28 ssh-ed25519 " + kKeyB + "\n";
    text += "10.0.0.1 ssh-ed25519 AAAAC3Nz";
    text += "\n" + QByteArray(1 << 20, 'x') + "\n";
    text += "10.0.0.1 ssh-ed25519 " + kKeyA;   // the last line has no newline
    QStringList problems;
    const auto entries = twb::KnownHostsFile::entriesIn(text, u"kh"_s, u"10.0.0.1"_s, 22, &problems);
    QCOMPARE(entries.size(), 2); // the cut-short key is valid base64 of a shorter blob
    QCOMPARE(entries.last().line, 5);
    QCOMPARE(entries.last().keyBlob, QByteArray::fromBase64(kKeyA));
    QVERIFY2(problems.join(u'\n').contains(u"kh:4: "_s), qPrintable(problems.join(u'\n')));
}

void tst_KnownHostsFile::manyStarsMatchInLinearTime()
{
    // A regex or recursive matcher takes exponential time here; the iterative one does not.
    const QString stars = QString(2000, u'*') + u'b';
    QVERIFY(!twb::KnownHostsFile::patternsMatch(stars, QString(2000, u'a')));
    QVERIFY(twb::KnownHostsFile::patternsMatch(stars, QString(2000, u'a') + u'b'));
    QVERIFY(twb::KnownHostsFile::patternsMatch(u"*a*a*a*a*a*a*a*a*"_s, QString(64, u'a')));
    QVERIFY(!twb::KnownHostsFile::patternsMatch(u"*a*a*a*a*a*a*a*a*b"_s, QString(64, u'a')));
}

QTEST_GUILESS_MAIN(tst_KnownHostsFile)
#include "tst_known_hosts_file.moc"
