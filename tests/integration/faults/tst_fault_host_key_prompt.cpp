// SSH fault: an unknown host key's question is on screen, unanswered, when its window closes.
// Real sshd on loopback, the real prompter; the window is deleted from inside the question's
// event loop, as closing it does.
#include "core/remote/ssh_transport.h"
#include "support/fault_evidence.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/widget_test_main.h"
#include "widgets/common/host_key_dialog.h"
#include "widgets/common/host_key_prompter.h"

#include <QFile>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

#include <thread>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_FaultHostKeyPrompt final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void questionOpenWhileWindowCloses()
    {
        test::SshdFixture fixture;
        TWB_VERIFY_RESULT(fixture.start());
        QTemporaryDir dir;
        const QString knownHosts = dir.filePath(u"known_hosts"_s);
        QFile empty(knownHosts);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        test::FaultEvidence evidence;
        evidence.addHosts(u"the host"_s, fixture);
        evidence.addFile(u"known_hosts"_s, knownHosts);

        auto *window = new QWidget;
        window->resize(400, 300);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *prompter = new HostKeyPrompter(window);
        SshEndpoint endpoint = fixture.endpoint(0, prompter->policy());
        endpoint.knownHostsPath = knownHosts;

        // The window goes away while the question waits for an answer (from inside its loop).
        QPointer<QWidget> guard(window);
        bool sawQuestion = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            if (!guard)
                return;
            if (auto *box = guard->findChild<HostKeyDialog *>(u"hostKeyQuestion"_s); box && box->isVisible()) {
                sawQuestion = true;
                QVERIFY(box->text().contains(fixture.hostKeyFingerprint(0)));
                delete guard.data();
            }
        });
        poll.start();
        auto connected = QtConcurrent::run([endpoint] {
            SshTransport transport(endpoint);
            return transport.connect();
        });
        QTRY_VERIFY_WITH_TIMEOUT(connected.isFinished(), 30000);
        poll.stop();
        QVERIFY(sawQuestion);
        QVERIFY(!guard);
        // Unanswered is "no": the connection is refused, nothing was saved.
        const auto result = connected.result();
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(fixture.host(0)), qPrintable(result.error().message));
        QFile file(knownHosts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().isEmpty());
    }

    // A 4-host slice connects its hosts in parallel (one thread each, as HostPool does): the
    // user sees ONE question that lists the four hosts and fingerprints, never a stack of
    // four; one "Trust and connect" lets all four in and saves the four keys.
    void oneQuestionForAFourHostSlice()
    {
        test::SshdFixture fixture({4, u"v4-32"_s});
        TWB_VERIFY_RESULT(fixture.start());
        QTemporaryDir dir;
        const QString knownHosts = dir.filePath(u"known_hosts"_s);
        QWidget window;
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *prompter = new HostKeyPrompter(&window);

        std::vector<Result<void>> results(4, fail(Error::failure(u"not run"_s)));
        test::FaultEvidence evidence;
        evidence.addHosts(u"the slice"_s, fixture);
        evidence.addFile(u"known_hosts"_s, knownHosts);
        evidence.addSection(u"each host's connect"_s, [&results] {
            QStringList out;
            for (size_t i = 0; i < results.size(); ++i)
                out << u"host %1: %2"_s.arg(i).arg(results[i] ? u"connected"_s : results[i].error().message);
            return out.join(u'\n');
        });
        std::vector<std::thread> hosts;
        for (int i = 0; i < 4; ++i) {
            SshEndpoint endpoint = fixture.endpoint(i, prompter->policy());
            endpoint.knownHostsPath = knownHosts;
            hosts.emplace_back([endpoint, &results, i] { results[size_t(i)] = SshTransport(endpoint).connect(); });
        }
        // On a failed check, the workers get "refuse" (the prompter goes) and are joined.
        QPointer<HostKeyPrompter> prompterGuard(prompter);
        auto joinAll = qScopeGuard([&] {
            delete prompterGuard.data();
            for (auto &thread : hosts)
                if (thread.joinable())
                    thread.join();
        });
        int mostOpen = 0;
        QTimer poll;
        poll.setInterval(10);
        connect(&poll, &QTimer::timeout, this, [&] {
            int open = 0;
            for (HostKeyDialog *dialog : window.findChildren<HostKeyDialog *>())
                open += dialog->isVisible() ? 1 : 0;
            mostOpen = std::max(mostOpen, open);
        });
        poll.start();
        QTRY_VERIFY_WITH_TIMEOUT(prompter->openDialog() && prompter->openDialog()->hostCount() == 4, 30000);
        HostKeyDialog *dialog = prompter->openDialog();
        QTRY_VERIFY(dialog->isVisible());
        const QString text = dialog->text();
        for (int i = 0; i < 4; ++i) {
            QVERIFY2(text.contains(u"%1:%2"_s.arg(fixture.host(i)).arg(fixture.port(i))), qPrintable(text));
            QVERIFY2(text.contains(fixture.hostKeyFingerprint(i)), qPrintable(text));
        }
        QVERIFY2(text.startsWith(u"4 host"_s), qPrintable(text));
        QTest::qWait(100);
        QVERIFY(dialog->grab().save(test::artifactsDir() + u"/host_key_question_4_hosts.png"_s));
        dialog->findChild<QPushButton *>(u"trustHostKeys"_s)->click();
        for (auto &thread : hosts)
            thread.join();
        poll.stop();
        QCOMPARE(mostOpen, 1);
        for (int i = 0; i < 4; ++i)
            QVERIFY2(results[size_t(i)].has_value(), qPrintable(results[size_t(i)].error().message));
        QCOMPARE(prompter->askedQuestions().size(), 4);
        QFile file(knownHosts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 4);
        QTRY_VERIFY(!prompter->openDialog());
    }
};

TWB_WIDGET_TEST_MAIN(tst_FaultHostKeyPrompt)
#include "tst_fault_host_key_prompt.moc"
