#include "support/test_paths.h"
#include "widgets/common/host_key_dialog.h"
#include "widgets/common/host_key_prompter.h"

#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <thread>

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
    void workersAskingTogetherGetOneDialog_data();
    void workersAskingTogetherGetOneDialog();
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

// Four workers ask at once (a 4-host slice): one dialog lists the four hosts (a fifth that asks
// while it is open is added to it), and its one answer goes to every worker.
void tst_HostKeyPrompter::workersAskingTogetherGetOneDialog_data()
{
    QTest::addColumn<bool>("trust");
    QTest::newRow("trust and connect") << true;
    QTest::newRow("refuse") << false;
}

void tst_HostKeyPrompter::workersAskingTogetherGetOneDialog()
{
    QFETCH(bool, trust);
    QWidget window;
    window.resize(800, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *prompter = new HostKeyPrompter(&window);
    const HostKeyPolicy policy = prompter->policy();
    auto questionFor = [](int i) {
        HostKeyQuestion q = question();
        q.host = u"10.0.0.%1"_s.arg(i + 2);
        q.fingerprint = u"SHA256:key-of-host-%1"_s.arg(i);
        return q;
    };
    std::vector<HostKeyDecision> decisions(5, HostKeyDecision::Accept);
    std::vector<std::thread> workers;
    for (int i = 0; i < 4; ++i)
        workers.emplace_back([&policy, &decisions, questionFor, i] { decisions[size_t(i)] = policy.ask(questionFor(i)); });
    QPointer<HostKeyPrompter> prompterGuard(prompter);
    auto joinAll = qScopeGuard([&] {
        delete prompterGuard.data();  // on a failed check: every worker gets "refuse"
        for (auto &worker : workers)
            if (worker.joinable())
                worker.join();
    });
    QTRY_VERIFY(prompter->openDialog() && prompter->openDialog()->isVisible());
    HostKeyDialog *dialog = prompter->openDialog();
    QTRY_COMPARE(dialog->hostCount(), 4);
    workers.emplace_back([&policy, &decisions, questionFor] { decisions[4] = policy.ask(questionFor(4)); });
    QTRY_COMPARE(dialog->hostCount(), 5);
    QCOMPARE(window.findChildren<HostKeyDialog *>().size(), 1);
    QVERIFY2(dialog->text().contains(u"10.0.0.6:22 ssh-ed25519 SHA256:key-of-host-4"_s), qPrintable(dialog->text()));
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/host_key_dialog.png"_s));
    dialog->findChild<QPushButton *>(trust ? u"trustHostKeys"_s : u"refuseHostKeys"_s)->click();
    for (auto &worker : workers)
        worker.join();
    for (HostKeyDecision decision : decisions)
        QCOMPARE(decision, trust ? HostKeyDecision::Accept : HostKeyDecision::Refuse);
    QCOMPARE(prompter->askedQuestions().size(), 5);
    QTRY_VERIFY(!prompter->openDialog());
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_HostKeyPrompter)
#include "tst_host_key_prompter.moc"
