// SshTransport's host-key policy (docs/remote.md, "Host keys") against real sshd keys.
#include "core/remote/known_hosts_file.h"
#include "core/remote/ssh_transport.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

int modeOf(const QString &path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class tst_SshHostKeys final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void knownKeyConnects();
    void unknownKeyRefusedByDefault_data();
    void unknownKeyRefusedByDefault();
    void acceptNewSavesKeyThenStrictConnectWorks();
    void acceptNewKeepsLinesOfFileWithoutFinalNewline();
    void askShowsFingerprintAndHonoursAnswer();
    void changedKeyAlwaysRefusedAndFileUntouched_data();
    void changedKeyAlwaysRefusedAndFileUntouched();
    void otherTypeKeyRefused();

private:
    twb::SshEndpoint endpoint(int host, const QString &knownHosts, twb::HostKeyPolicy policy) const
    {
        twb::SshEndpoint e = m_fixture.endpoint(host, std::move(policy));
        e.knownHostsPath = knownHosts;
        return e;
    }

    // Host 0: unknown/accept tests; host 1: changed key; host 2: other key type.
    twb::test::SshdFixture m_fixture{{.hostCount = 3}};
    QTemporaryDir m_dir;
};

void tst_SshHostKeys::initTestCase()
{
    TWB_VERIFY_RESULT(m_fixture.start());
    QVERIFY(m_dir.isValid());
}

void tst_SshHostKeys::knownKeyConnects()
{
    twb::SshTransport ssh(m_fixture.endpoint(0));
    TWB_VERIFY_RESULT(ssh.connect());
}

void tst_SshHostKeys::unknownKeyRefusedByDefault_data()
{
    QTest::addColumn<QByteArray>("initialContent");  // "<missing>": no file at all
    QTest::newRow("no known_hosts file") << QByteArray("<missing>");
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("file with other hosts") << QByteArray("# mine\nexample.com ssh-ed25519 "
                                                         "AAAAC3NzaC1lZDI1NTE5AAAAIHcvH0wuhtBK0h"
                                                         "ZVPuEQjcyRYMCWXmjU2bzxYXN4dS5d\n");
}

void tst_SshHostKeys::unknownKeyRefusedByDefault()
{
    QFETCH(QByteArray, initialContent);
    const QString path = m_dir.filePath(u"refuse-%1/known_hosts"_s.arg(QLatin1StringView(QTest::currentDataTag())));
    const bool missing = initialContent == "<missing>";
    if (!missing) {
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(writeFile(path, initialContent));
    }
    twb::SshTransport ssh(endpoint(0, path, twb::HostKeyPolicy::refuse()));
    const auto connected = ssh.connect();
    QVERIFY(!connected.has_value());
    const twb::Error &error = connected.error();
    QCOMPARE(error.kind, twb::Error::Kind::Security);
    for (const QString &needle : QStringList{u"127.0.0.2:%1"_s.arg(m_fixture.port(0)),
                                  m_fixture.hostKeyFingerprint(0), u"ssh-ed25519"_s,
                                  u"--accept-new"_s})
        QVERIFY2(error.message.contains(needle), qPrintable(error.message + u"\nlacks "_s + needle));
    if (missing)
        QVERIFY(!QFileInfo::exists(path));
    else
        QCOMPARE(readFile(path), initialContent);
}

void tst_SshHostKeys::acceptNewSavesKeyThenStrictConnectWorks()
{
    const QString path = m_dir.filePath(u"accept/new/folder/known_hosts"_s);
    twb::SshTransport accepting(endpoint(0, path, twb::HostKeyPolicy::acceptNew()));
    TWB_VERIFY_RESULT(accepting.connect());
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(modeOf(path), 0600);
    QCOMPARE(modeOf(QFileInfo(path).absolutePath()), 0700);
    const auto entries = twb::KnownHostsFile::findEntries(path, u"127.0.0.2"_s, m_fixture.port(0));
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().fingerprint, m_fixture.hostKeyFingerprint(0));
    // The saved key is now known: a strict connection goes through.
    twb::SshTransport strict(endpoint(0, path, twb::HostKeyPolicy::refuse()));
    TWB_VERIFY_RESULT(strict.exec({.command = u"true"_s}));
    // Accepting again adds no duplicate line.
    twb::SshTransport again(endpoint(0, path, twb::HostKeyPolicy::acceptNew()));
    TWB_VERIFY_RESULT(again.connect());
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"127.0.0.2"_s, m_fixture.port(0)).size(), 1);
}

void tst_SshHostKeys::acceptNewKeepsLinesOfFileWithoutFinalNewline()
{
    const QString path = m_dir.filePath(u"nonewline_known_hosts"_s);
    const QByteArray mine = "example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHcvH0wuhtBK0hZVPuEQjcyRYMCWXmjU2bzxYXN4dS5d";
    QVERIFY(writeFile(path, mine));
    twb::SshTransport ssh(endpoint(0, path, twb::HostKeyPolicy::acceptNew()));
    TWB_VERIFY_RESULT(ssh.connect());
    const QList<QByteArray> lines = readFile(path).split('\n');
    QCOMPARE(lines.first(), mine);
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"example.com"_s, 22).size(), 1);
    QCOMPARE(twb::KnownHostsFile::findEntries(path, u"127.0.0.2"_s, m_fixture.port(0)).size(), 1);
}

void tst_SshHostKeys::askShowsFingerprintAndHonoursAnswer()
{
    const QString path = m_dir.filePath(u"ask_known_hosts"_s);
    QList<twb::HostKeyQuestion> questions;
    auto policy = [&](twb::HostKeyDecision answer) {
        return twb::HostKeyPolicy::askWith([&questions, answer](const twb::HostKeyQuestion &q) {
            questions << q;
            return answer;
        });
    };
    twb::SshTransport declined(endpoint(0, path, policy(twb::HostKeyDecision::Refuse)));
    const auto refused = declined.connect();
    QVERIFY(!refused.has_value());
    QCOMPARE(refused.error().kind, twb::Error::Kind::Security);
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(questions.size(), 1);
    QCOMPARE(questions.first().host, u"127.0.0.2"_s);
    QCOMPARE(questions.first().port, m_fixture.port(0));
    QCOMPARE(questions.first().keyType, u"ssh-ed25519"_s);
    QCOMPARE(questions.first().fingerprint, m_fixture.hostKeyFingerprint(0));
    QCOMPARE(questions.first().knownHostsPath, path);

    twb::SshTransport accepted(endpoint(0, path, policy(twb::HostKeyDecision::Accept)));
    TWB_VERIFY_RESULT(accepted.exec({.command = u"true"_s}));
    QCOMPARE(questions.size(), 2);
    // Known now: no third question.
    twb::SshTransport known(endpoint(0, path, policy(twb::HostKeyDecision::Refuse)));
    TWB_VERIFY_RESULT(known.connect());
    QCOMPARE(questions.size(), 2);
}

void tst_SshHostKeys::changedKeyAlwaysRefusedAndFileUntouched_data()
{
    QTest::addColumn<bool>("hashed");
    QTest::addColumn<int>("policy");
    QTest::newRow("plain entry, Refuse") << false << int(twb::HostKeyPolicy::UnknownKey::Refuse);
    QTest::newRow("plain entry, AcceptNew") << false << int(twb::HostKeyPolicy::UnknownKey::AcceptNew);
    QTest::newRow("plain entry, Ask") << false << int(twb::HostKeyPolicy::UnknownKey::Ask);
    QTest::newRow("hashed entry, AcceptNew") << true << int(twb::HostKeyPolicy::UnknownKey::AcceptNew);
}

void tst_SshHostKeys::changedKeyAlwaysRefusedAndFileUntouched()
{
    QFETCH(bool, hashed);
    QFETCH(int, policy);
    static QString oldFingerprint;
    static QByteArray oldLine;
    if (oldFingerprint.isEmpty()) {
        oldFingerprint = m_fixture.hostKeyFingerprint(1);
        oldLine = m_fixture.knownHostsLine(1).toLatin1();
        TWB_VERIFY_RESULT(m_fixture.regenerateHostKey(1));  // the "reinstalled" host
    }
    const QString newFingerprint = m_fixture.hostKeyFingerprint(1);
    QVERIFY(newFingerprint != oldFingerprint);

    // Line 3 holds host 1's old key.
    const QString path = m_dir.filePath(u"changed_%1_known_hosts"_s.arg(QLatin1StringView(QTest::currentDataTag())));
    QVERIFY(writeFile(path, "# team hosts\n" + m_fixture.knownHostsLine(0).toLatin1() + '\n'
                                + oldLine + '\n'));
    if (hashed) {
        QProcess keygen;
        keygen.start(u"ssh-keygen"_s, {u"-H"_s, u"-f"_s, path});
        QVERIFY(keygen.waitForFinished(10000) && keygen.exitCode() == 0);
        QVERIFY(readFile(path).contains("|1|"));
        QVERIFY(!readFile(path).contains("127.0.0.3"));
    }
    const QByteArray before = readFile(path);
    const int line = 3;  // ssh-keygen -H keeps the line order

    bool asked = false;
    twb::HostKeyPolicy hostKeyPolicy{twb::HostKeyPolicy::UnknownKey(policy),
                                     [&](const twb::HostKeyQuestion &) {
                                         asked = true;
                                         return twb::HostKeyDecision::Accept;
                                     }};
    twb::SshTransport ssh(endpoint(1, path, hostKeyPolicy));
    const auto connected = ssh.connect();
    QVERIFY(!connected.has_value());
    const twb::Error &error = connected.error();
    QCOMPARE(error.kind, twb::Error::Kind::Security);
    QVERIFY(!asked);  // no question can override a changed key
    for (const QString &needle : QStringList{u"127.0.0.3:%1"_s.arg(m_fixture.port(1)), newFingerprint,
                                  oldFingerprint, QString(path + u":%1"_s.arg(line)), u"CHANGED"_s})
        QVERIFY2(error.message.contains(needle), qPrintable(error.message + u"\nlacks "_s + needle));
    QCOMPARE(readFile(path), before);  // byte-identical
}

void tst_SshHostKeys::otherTypeKeyRefused()
{
    const QString oldFingerprint = m_fixture.hostKeyFingerprint(2);
    const QString path = m_dir.filePath(u"other_type_known_hosts"_s);
    QVERIFY(writeFile(path, m_fixture.knownHostsLine(2).toLatin1() + '\n'));
    const QByteArray before = readFile(path);
    TWB_VERIFY_RESULT(m_fixture.regenerateHostKey(2, u"ecdsa"_s));
    QCOMPARE(m_fixture.hostKeyType(2), u"ecdsa-sha2-nistp256"_s);

    twb::SshTransport ssh(endpoint(2, path, twb::HostKeyPolicy::acceptNew()));
    const auto connected = ssh.connect();
    QVERIFY(!connected.has_value());
    const twb::Error &error = connected.error();
    QCOMPARE(error.kind, twb::Error::Kind::Security);
    for (const QString &needle : QStringList{u"127.0.0.4:%1"_s.arg(m_fixture.port(2)),
                                  m_fixture.hostKeyFingerprint(2), oldFingerprint,
                                  QString(path + u":1"_s), u"ecdsa-sha2-nistp256"_s, u"ssh-ed25519"_s})
        QVERIFY2(error.message.contains(needle), qPrintable(error.message + u"\nlacks "_s + needle));
    QCOMPARE(readFile(path), before);
}

QTEST_GUILESS_MAIN(tst_SshHostKeys)
#include "tst_ssh_host_keys.moc"
