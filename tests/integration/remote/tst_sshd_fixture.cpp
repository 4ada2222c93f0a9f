// Checks the fixture itself with the OpenSSH client, so SshTransport tests can trust it.
#include "support/sshd_fixture.h"

#include <QProcess>
#include "support/result_check.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct SshRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// `ssh` with strict host-key checking against the fixture's known_hosts only.
SshRun openSsh(const twb::test::SshdFixture &fixture, int host, const QString &command)
{
    QProcess ssh;
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.start(u"ssh"_s, {u"-F"_s, u"/dev/null"_s, u"-o"_s, u"BatchMode=yes"_s,
                         u"-o"_s, u"StrictHostKeyChecking=yes"_s,
                         u"-o"_s, u"UserKnownHostsFile="_s + fixture.knownHostsPath(),
                         u"-o"_s, u"GlobalKnownHostsFile=/dev/null"_s,
                         u"-i"_s, fixture.clientKeyPath(), u"-p"_s,
                         QString::number(fixture.port(host)),
                         fixture.user() + u'@' + fixture.host(host), command});
    ssh.waitForFinished(30000);
    return {ssh.exitStatus() == QProcess::NormalExit ? ssh.exitCode() : -1,
            QString::fromUtf8(ssh.readAllStandardOutput()),
            QString::fromUtf8(ssh.readAllStandardError())};
}

} // namespace

class tst_SshdFixture final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyHostHasItsOwnIdentityAndHome();
    void stoppedHostRefusesAndRestartKeepsKey();
    void regeneratedKeyIsRejectedByStrictClient();

private:
    twb::test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
};

void tst_SshdFixture::initTestCase()
{
    const auto started = m_fixture.start();
    TWB_VERIFY_RESULT(started);
}

void tst_SshdFixture::everyHostHasItsOwnIdentityAndHome()
{
    for (int i = 0; i < m_fixture.hostCount(); ++i) {
        const SshRun run = openSsh(m_fixture, i,
                                   u"echo $TPU_ACCELERATOR_TYPE $TPU_WORKER_ID "
                                   "$TPU_WORKER_HOSTNAMES; pwd; echo $HOME"_s);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0), u"v4-16 %1 127.0.0.2,127.0.0.3"_s.arg(i));
        QCOMPARE(lines.at(1), m_fixture.homeDir(i));
        QCOMPARE(lines.at(2), m_fixture.homeDir(i));
    }
    QVERIFY(m_fixture.homeDir(0) != m_fixture.homeDir(1));
    QCOMPARE(m_fixture.hostKeyType(0), u"ssh-ed25519"_s);
    QVERIFY(m_fixture.hostKeyFingerprint(0).startsWith(u"SHA256:"_s));
    QVERIFY(m_fixture.hostKeyFingerprint(0) != m_fixture.hostKeyFingerprint(1));
}

void tst_SshdFixture::stoppedHostRefusesAndRestartKeepsKey()
{
    const QString before = m_fixture.hostKeyFingerprint(1);
    QVERIFY(m_fixture.stopHost(1).has_value());
    QVERIFY(openSsh(m_fixture, 1, u"true"_s).exitCode != 0);
    QCOMPARE(openSsh(m_fixture, 0, u"true"_s).exitCode, 0);  // the others stay up
    const auto restarted = m_fixture.startHost(1);
    TWB_VERIFY_RESULT(restarted);
    QCOMPARE(m_fixture.hostKeyFingerprint(1), before);
    const SshRun run = openSsh(m_fixture, 1, u"echo back"_s);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out, u"back\n"_s);
}

void tst_SshdFixture::regeneratedKeyIsRejectedByStrictClient()
{
    const QString before = m_fixture.hostKeyFingerprint(1);
    const auto regenerated = m_fixture.regenerateHostKey(1);
    TWB_VERIFY_RESULT(regenerated);
    QVERIFY(m_fixture.hostKeyFingerprint(1) != before);
    const SshRun run = openSsh(m_fixture, 1, u"true"_s);
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(u"REMOTE HOST IDENTIFICATION HAS CHANGED"_s), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(tst_SshdFixture)
#include "tst_sshd_fixture.moc"
