// HostPool with LocalTransport hosts (the SSH variant is in tests/integration/remote).
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "support/result_check.h"

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

// A LocalTransport that records which threads built and used it.
class RecordingTransport final : public twb::Transport
{
public:
    RecordingTransport(std::mutex &mutex, std::set<std::thread::id> &threads)
        : m_mutex(mutex), m_threads(threads)
    {
        record();  // the creating thread counts too: it must be the one that uses it
    }
    QString describe() const override { return m_inner.describe(); }
    twb::Result<void> connect() override { return m_inner.connect(); }
    bool isConnected() const override { return true; }
    void disconnect() override {}
    twb::Result<twb::ExecResult> exec(const twb::ExecRequest &request) override
    {
        record();
        return m_inner.exec(request);
    }
    twb::Result<void> upload(const QString &l, const QString &r) override { return m_inner.upload(l, r); }
    twb::Result<void> download(const QString &r, const QString &l) override { return m_inner.download(r, l); }
    twb::Result<void> writeRemoteFile(const QString &r, const QByteArray &c) override
    {
        record();
        return m_inner.writeRemoteFile(r, c);
    }
    twb::Result<QByteArray> readRemoteFile(const QString &r) override { return m_inner.readRemoteFile(r); }
    milliseconds lastLatency() const override { return m_inner.lastLatency(); }

private:
    void record()
    {
        std::lock_guard lock(m_mutex);
        m_threads.insert(std::this_thread::get_id());
    }
    std::mutex &m_mutex;
    std::set<std::thread::id> &m_threads;
    twb::LocalTransport m_inner;
};

twb::HostPool::TransportFactory localFactory()
{
    return [](int) { return std::make_unique<twb::LocalTransport>(); };
}

struct Interval
{
    double start = 0;
    double end = 0;
};

// Each host prints `date` before and after sleeping; parse "start\nend\n".
QList<Interval> intervals(const std::vector<twb::HostRunResult> &results)
{
    QList<Interval> list;
    for (const auto &r : results) {
        const QList<QByteArray> lines = r.standardOutput.trimmed().split('\n');
        list.append({lines.value(0).toDouble(), lines.value(1).toDouble()});
    }
    return list;
}

int maxOverlap(const QList<Interval> &list)
{
    int best = 0;
    for (const Interval &probe : list) {
        int overlapping = 0;
        for (const Interval &other : list)
            overlapping += other.start <= probe.start && probe.start < other.end;
        best = std::max(best, overlapping);
    }
    return best;
}

} // namespace

class tst_HostPool final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsOnAllHostsAtOnce();
    void capsConcurrency();
    void buildsPerHostCommandsAndTagsLines();
    void reportsFailuresPerHost();
    void missingTransportIsThatHostsError();
    void cancelStopsEveryHost();
    void ownsEachTransportOnOneThreadAndReusesIt();
    void forEachHostRunsJobWithTransport();
};

void tst_HostPool::runsOnAllHostsAtOnce()
{
    twb::HostPool pool(4, localFactory());
    const auto results = pool.run(u"date +%s.%N; sleep 0.5; date +%s.%N"_s);
    QCOMPARE(results.size(), size_t(4));
    for (const auto &r : results)
        QVERIFY(r.succeeded());
    QCOMPARE(maxOverlap(intervals(results)), 4);
}

void tst_HostPool::capsConcurrency()
{
    twb::HostPool pool(4, localFactory(), 2);
    const auto results = pool.run(u"date +%s.%N; sleep 0.3; date +%s.%N"_s);
    const auto list = intervals(results);
    QCOMPARE(maxOverlap(list), 2);
}

void tst_HostPool::buildsPerHostCommandsAndTagsLines()
{
    twb::HostPool pool(3, localFactory());
    QMap<int, QList<QByteArray>> out, err;
    twb::HostPoolRequest request;
    request.command = [](int i) { return u"printf 'a%1\\nb%1'; echo e%1 >&2"_s.arg(i); };
    request.onLine = [&](int worker, twb::OutputStream stream, const QByteArray &line) {
        (stream == twb::OutputStream::Stdout ? out : err)[worker] << line;  // no lock: serialized
    };
    const auto results = pool.run(request);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(results[size_t(i)].workerIndex, i);
        QCOMPARE(out.value(i), (QList<QByteArray>{"a" + QByteArray::number(i), "b" + QByteArray::number(i)}));
        QCOMPARE(err.value(i), QList<QByteArray>{"e" + QByteArray::number(i)});
        QCOMPARE(results[size_t(i)].standardOutput, "a" + QByteArray::number(i) + "\nb" + QByteArray::number(i));
    }
}

void tst_HostPool::reportsFailuresPerHost()
{
    twb::HostPool pool(3, localFactory());
    twb::HostPoolRequest request;
    request.command = [](int i) { return u"exit %1"_s.arg(i); };
    const auto results = pool.run(request);
    QVERIFY(results[0].succeeded());
    QCOMPARE(results[1].exitCode, 1);
    QCOMPARE(results[2].exitCode, 2);
    QVERIFY(!results[2].succeeded());
    QVERIFY(!results[2].error);
}

void tst_HostPool::missingTransportIsThatHostsError()
{
    twb::HostPool pool(3, [](int i) -> std::unique_ptr<twb::Transport> {
        if (i == 1)
            return nullptr;
        return std::make_unique<twb::LocalTransport>();
    });
    const auto results = pool.run(u"true"_s);
    QVERIFY(results[0].succeeded());
    QVERIFY(results[2].succeeded());
    QVERIFY(results[1].error.has_value());
    QVERIFY(results[1].error->message.contains(u"worker 1"_s));
}

void tst_HostPool::cancelStopsEveryHost()
{
    twb::HostPool pool(3, localFactory());
    std::atomic<bool> cancel = false;
    std::thread canceller([&] {
        std::this_thread::sleep_for(milliseconds(300));
        cancel = true;
    });
    twb::HostPoolRequest request;
    request.command = [](int) { return u"sleep 30"_s; };
    request.isCancelled = [&] { return cancel.load(); };
    const auto results = pool.run(request);
    canceller.join();
    for (const auto &r : results) {
        QVERIFY(r.cancelled);
        QVERIFY(r.elapsed < seconds(5));
    }
}

void tst_HostPool::ownsEachTransportOnOneThreadAndReusesIt()
{
    std::mutex mutex;
    std::set<std::thread::id> threads;
    std::atomic<int> created = 0;
    twb::HostPool pool(3, [&](int) {
        ++created;
        return std::make_unique<RecordingTransport>(mutex, threads);
    });
    pool.run(u"true"_s);
    pool.run(u"true"_s);
    QCOMPARE(created.load(), 3);           // one transport per host, reused by the second run
    QCOMPARE(threads.size(), size_t(3));   // each created and used by its own thread only
    QVERIFY(!threads.count(std::this_thread::get_id()));
}

void tst_HostPool::forEachHostRunsJobWithTransport()
{
    QTemporaryDir dir;
    twb::HostPool pool(3, localFactory());
    const auto results = pool.forEachHost([&](int i, twb::Transport &transport) {
        return transport.writeRemoteFile(dir.filePath(u"host-%1/id"_s.arg(i)), QByteArray::number(i));
    });
    for (int i = 0; i < 3; ++i) {
        TWB_VERIFY_RESULT(results[size_t(i)]);
        QFile file(dir.filePath(u"host-%1/id"_s.arg(i)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray::number(i));
    }
}

QTEST_GUILESS_MAIN(tst_HostPool)
#include "tst_host_pool.moc"
