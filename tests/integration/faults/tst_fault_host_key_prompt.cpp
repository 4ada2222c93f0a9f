// SSH fault: an unknown host key's question is on screen, unanswered, when its window closes.
// Real sshd on loopback, the real prompter; the window is deleted from inside the question's
// event loop, as closing it does.
#include "core/remote/ssh_transport.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/widget_test_main.h"
#include "widgets/common/host_key_prompter.h"

#include <QFile>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

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
            if (auto *box = guard->findChild<QMessageBox *>(u"hostKeyQuestion"_s); box && box->isVisible()) {
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
};

TWB_WIDGET_TEST_MAIN(tst_FaultHostKeyPrompt)
#include "tst_fault_host_key_prompt.moc"
