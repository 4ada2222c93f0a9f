// HostPool over SshTransport on a 4-host fake slice (sshd on 127.0.0.2-5).
#include "core/remote/host_pool.h"
#include "core/remote/ssh_transport.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <mutex>

using namespace Qt::StringLiterals;
using namespace std::chrono;

class tst_HostPoolSsh final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sleepsOnFourHostsAtTheSameTime();
    void eachWorkerSeesItsIdentityAndLinesAreTagged();
    void failuresAreReportedPerHost();
    void forEachHostUploadsToEveryHost();

private:
    twb::HostPool::TransportFactory factory() const
    {
        // Endpoints are copied before the threads start: the factory touches no shared state.
        std::vector<twb::SshEndpoint> endpoints;
        for (int i = 0; i < m_fixture.hostCount(); ++i)
            endpoints.push_back(m_fixture.endpoint(i));
        return [endpoints](int i) { return std::make_unique<twb::SshTransport>(endpoints[size_t(i)]); };
    }

    twb::test::SshdFixture m_fixture{{.hostCount = 4, .acceleratorType = u"v4-32"_s}};
};

void tst_HostPoolSsh::initTestCase()
{
    TWB_VERIFY_RESULT(m_fixture.start());
}

void tst_HostPoolSsh::sleepsOnFourHostsAtTheSameTime()
{
    twb::HostPool pool(4, factory());
    const auto wallStart = steady_clock::now();
    const auto results = pool.run(u"date +%s.%N; sleep 1; date +%s.%N"_s);
    const auto wall = duration_cast<milliseconds>(steady_clock::now() - wallStart);
    double latestStart = 0, earliestEnd = 1e18, earliestStart = 1e18, latestEnd = 0;
    for (const auto &r : results) {
        QVERIFY2(r.succeeded(), r.error ? qPrintable(r.error->message) : r.standardError.constData());
        const QList<QByteArray> stamps = r.standardOutput.trimmed().split('\n');
        QCOMPARE(stamps.size(), 2);
        latestStart = std::max(latestStart, stamps[0].toDouble());
        earliestStart = std::min(earliestStart, stamps[0].toDouble());
        earliestEnd = std::min(earliestEnd, stamps[1].toDouble());
        latestEnd = std::max(latestEnd, stamps[1].toDouble());
    }
    // Timestamps taken on the hosts: every host started sleeping before any finished.
    QVERIFY2(latestStart < earliestEnd, qPrintable(u"%1 >= %2"_s.arg(latestStart, 0, 'f', 3).arg(earliestEnd, 0, 'f', 3)));
    QVERIFY2(latestEnd - earliestStart < 1.5, qPrintable(QString::number(latestEnd - earliestStart)));
    qInfo("4 x `sleep 1`: %lld ms wall (connects included); remote span %.3f s", qlonglong(wall.count()),
          latestEnd - earliestStart);
}

void tst_HostPoolSsh::eachWorkerSeesItsIdentityAndLinesAreTagged()
{
    twb::HostPool pool(4, factory());
    QMap<int, QList<QByteArray>> lines;
    twb::HostPoolRequest request;
    request.command = [](int i) { return u"echo $TPU_WORKER_ID; echo asked-%1"_s.arg(i); };
    request.onLine = [&](int worker, twb::OutputStream stream, const QByteArray &line) {
        if (stream == twb::OutputStream::Stdout)
            lines[worker] << line;
    };
    const auto results = pool.run(request);
    for (int i = 0; i < 4; ++i) {
        QVERIFY(results[size_t(i)].succeeded());
        QCOMPARE(lines.value(i), (QList<QByteArray>{QByteArray::number(i), "asked-" + QByteArray::number(i)}));
    }
}

void tst_HostPoolSsh::failuresAreReportedPerHost()
{
    twb::HostPool pool(4, factory());
    TWB_VERIFY_RESULT(m_fixture.stopHost(2));
    const auto results = pool.run(u"exit $TPU_WORKER_ID"_s);
    TWB_VERIFY_RESULT(m_fixture.startHost(2));
    QVERIFY(results[0].succeeded());
    QCOMPARE(results[1].exitCode, 1);
    QVERIFY(!results[1].error);
    QVERIFY(results[2].error.has_value());
    QVERIFY2(results[2].error->message.contains(u"127.0.0.4:%1"_s.arg(m_fixture.port(2))),
             qPrintable(results[2].error->message));
    QCOMPARE(results[3].exitCode, 3);
    // The pool recovers once the host is back.
    const auto again = pool.run(u"echo $TPU_WORKER_ID"_s);
    QCOMPARE(again[2].standardOutput, "2\n");
}

void tst_HostPoolSsh::forEachHostUploadsToEveryHost()
{
    QTemporaryDir local;
    QFile script(local.filePath(u"train.py"_s));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("print('hello')\n");
    script.close();
    twb::HostPool pool(4, factory());
    const auto results = pool.forEachHost([&](int, twb::Transport &transport) {
        return transport.upload(script.fileName(), u"~/tpu-workbench/runs/r1/train.py"_s);
    });
    for (int i = 0; i < 4; ++i) {
        TWB_VERIFY_RESULT(results[size_t(i)]);
        QVERIFY(QFile::exists(m_fixture.homeDir(i) + u"/tpu-workbench/runs/r1/train.py"_s));
    }
}

QTEST_GUILESS_MAIN(tst_HostPoolSsh)
#include "tst_host_pool_ssh.moc"
