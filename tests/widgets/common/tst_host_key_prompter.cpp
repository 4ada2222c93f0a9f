#include "widgets/common/host_key_prompter.h"

#include <QTest>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_HostKeyPrompter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void automaticAnswerIsRecordedFromAWorker();
    void policyOutlivingThePrompterRefuses();
};

namespace {

HostKeyQuestion question()
{
    HostKeyQuestion q;
    q.host = u"10.0.0.2"_s;
    q.port = 22;
    q.keyType = u"ssh-ed25519"_s;
    q.fingerprint = u"SHA256:abc"_s;
    q.knownHostsPath = u"/tmp/known_hosts"_s;
    return q;
}

} // namespace

void tst_HostKeyPrompter::automaticAnswerIsRecordedFromAWorker()
{
    QWidget parent;
    auto *prompter = new HostKeyPrompter(&parent);
    prompter->setAutomaticAnswer(HostKeyDecision::Accept);
    const HostKeyPolicy policy = prompter->policy();
    const HostKeyDecision decision = QtConcurrent::run([policy] { return policy.ask(question()); }).result();
    QCOMPARE(decision, HostKeyDecision::Accept);
    QCOMPARE(prompter->askedQuestions().size(), 1);
    QCOMPARE(prompter->askedQuestions().first().host, u"10.0.0.2"_s);
}

// A background job (a probe) can outlive the panel that owns the prompter: its callbacks must
// answer "refuse" and no passphrase instead of calling into a deleted object.
void tst_HostKeyPrompter::policyOutlivingThePrompterRefuses()
{
    auto parent = std::make_unique<QWidget>();
    auto *prompter = new HostKeyPrompter(parent.get());
    const HostKeyPolicy policy = prompter->policy();
    const auto passphrase = prompter->passphraseCallback();
    parent.reset();
    auto decision = QtConcurrent::run([policy] { return policy.ask(question()); });
    auto secret = QtConcurrent::run([passphrase] { return passphrase(u"/home/me/.ssh/id_ed25519"_s); });
    // The questions are posted to the GUI thread, which must keep running for them.
    QTRY_VERIFY_WITH_TIMEOUT(decision.isFinished() && secret.isFinished(), 10000);
    QCOMPARE(decision.result(), HostKeyDecision::Refuse);
    QVERIFY(!secret.result().has_value());
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_HostKeyPrompter)
#include "tst_host_key_prompter.moc"
