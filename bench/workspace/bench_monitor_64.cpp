// Issue 13's scale slice: the Monitor following a 64-worker slice (v5litepod-256) of real
// OpenSSH sshd hosts on 127.0.0.2..65, each writing 10 metric lines a second.
//
// The real path, as the app runs it: a workspace whose registry names the 64 hosts, a run
// record (state running, a live pid on every host), and MonitorPanel (offscreen) opening the
// run: RunFollower -> RunMonitor -> one host stream and follow agent per worker -> SeriesStore
// and the plots. Each host's metrics file is first filled with an hour of lines (36,000 at
// 10/s), which the follower catches up on; then every host appends a line every 100 ms
// (staggered across the 100 ms) for the live phase. Measured against issue 13's limits:
//   every line in the store (per host, at the end)
//   append -> point in the store p95 < 250 ms (write on the host to the point in SeriesStore)
//   GUI thread event-loop lateness p99 <= 16 ms (one frame) and max <= 50 ms (a 10 ms timer,
//   during the live phase; issue 30)
//   process RSS < 150 MB after the hour-equivalent of points and at the end (issue 30; issue
//   13 had set 500 MB)
// Baselines from the same run: the event loop's lateness and the RSS before the run is opened.
//
// Usage: bench_monitor_64 [LIVE_SECONDS (60)] [PREFILL_LINES_PER_HOST (36000)]. Not run by ctest
// (bench/run_all.sh runs it); a short form: bench_monitor_64 10 3600.
#include "core/metrics/huge_page_pool.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"

#include "bench/bench_report.h"

#include <QApplication>
#include <QEventLoop>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kHosts = 64;
constexpr int kIntervalMs = 100;  // 10 lines a second per host
const QString kRunId = u"scale64-run"_s;
const QString kMachine = u"slice64"_s;

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

// VmRSS / VmHWM of this process, in MB.
double statusMb(const char *field)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(std::strlen(field))).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

// CPU seconds of the GUI (main) thread so far: its task's utime + stime.
// Where the RSS is (issue 30): the store's own count of its bytes, and the C heap's bytes in
// use and held free (mallinfo2 over all arenas; the store's value buffers come from the huge
// page pool's slabs, which are in the heap too).
void printMemory(const char *when, const twb::SeriesStore &store)
{
    const struct mallinfo2 heap = ::mallinfo2();
    std::printf("memory %s: RSS %.0f MB (anonymous %.0f MB, files %.0f MB); store %.1f MB (%zu points, %zu pool slabs = %.0f MB); heap in use %.1f MB "
                "(of which mmapped %.1f MB), held free %.1f MB in %zu free chunks\n",
                when, statusMb("VmRSS:"), statusMb("RssAnon:"), statusMb("RssFile:"), double(store.bytesUsed()) / 1e6, store.pointCount(),
                twb::HugePagePool::instance().slabCount(),
                double(twb::HugePagePool::instance().slabCount() * twb::HugePagePool::kSlabBytes) / 1e6,
                double(heap.uordblks + heap.hblkhd) / 1e6, double(heap.hblkhd) / 1e6, double(heap.fordblks) / 1e6,
                std::size_t(heap.ordblks));
}

double guiThreadCpuS()
{
    QFile stat(u"/proc/self/task/%1/stat"_s.arg(::getpid()));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> f = line.mid(line.lastIndexOf(')') + 2).split(' ');
    return f.size() > 12 ? (f[11].toDouble() + f[12].toDouble()) / double(::sysconf(_SC_CLK_TCK)) : 0;
}

// A double as Python's json.dumps writes it: the shortest text that reads back to it.
QByteArray shortest(double value)
{
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return QByteArray(text, int(end - text));
}

// As the generated train.py writes a step: loss and grad_norm are float32 tensors' .item()
// (doubles that are exactly floats), lr a Python double, each in json.dumps' shortest form.
// TWB_BENCH_DOUBLE_LINES=1 writes the lines of before 7 December instead (loss and grad_norm
// as doubles with 9 and 6 digits, which no float is), for a paired figure.
QByteArray metricLine(int host, qint64 step, double time)
{
    static const bool doubles = qEnvironmentVariableIntValue("TWB_BENCH_DOUBLE_LINES") == 1;
    if (doubles)
        return "{\"step\": " + QByteArray::number(step) + ", \"time\": " + QByteArray::number(time, 'f', 3)
               + ", \"host\": " + QByteArray::number(host) + ", \"loss\": "
               + QByteArray::number(4.0 / (1.0 + step * 1e-3), 'g', 9) + ", \"lr\": "
               + QByteArray::number(3e-4 * (1.0 - step * 1e-6), 'g', 9) + ", \"grad_norm\": "
               + QByteArray::number(1.0 + (step % 97) * 0.01, 'g', 6) + "}\n";
    const float loss = float(4.0 / (1.0 + step * 1e-3));
    const float gradNorm = float(1.0 + (step % 97) * 0.01);
    return "{\"step\": " + QByteArray::number(step) + ", \"time\": " + QByteArray::number(time, 'f', 3)
           + ", \"host\": " + QByteArray::number(host) + ", \"loss\": " + shortest(double(loss))
           + ", \"lr\": " + shortest(3e-4 * (1.0 - step * 1e-6))
           + ", \"grad_norm\": " + shortest(double(gradNorm)) + "}\n";
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Lateness of a 10 ms timer on the GUI thread: how long after it was due each tick ran.
class LatenessProbe
{
public:
    LatenessProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const auto now = Clock::now();
            if (m_last != Clock::time_point{})
                m_lateness.push_back(std::max(0.0, std::chrono::duration<double, std::milli>(now - m_last).count() - 10.0));
            m_last = now;
        });
    }
    void start()
    {
        m_lateness.clear();
        m_last = {};
        m_timer.start();
    }
    std::vector<double> stop()
    {
        m_timer.stop();
        return m_lateness;
    }

private:
    QTimer m_timer;
    Clock::time_point m_last;
    std::vector<double> m_lateness;
};

// The GUI thread's own event loop for `ms` (what the app runs; processEvents would not sleep).
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int liveSeconds = argc > 1 ? std::max(2, std::atoi(argv[1])) : 60;
    const int prefill = argc > 2 ? std::max(0, std::atoi(argv[2])) : 36000;
    std::printf("load average at start: %s; %d hosts, %d prefilled lines each, %d s live at %d lines/s each\n",
                twb::bench::loadAverage().c_str(), kHosts, prefill, liveSeconds, 1000 / kIntervalMs);

    QElapsedTimer clock;
    clock.start();
    twb::test::SshdFixture fixture({.hostCount = kHosts, .acceleratorType = u"v5litepod-256"_s});
    if (auto started = fixture.start(); !started) {
        std::fprintf(stderr, "%s\n", qPrintable(started.error().message));
        return 1;
    }
    std::printf("%d sshd hosts started in %.1f s\n", kHosts, clock.elapsed() / 1e3);

    // The workspace: a registry with the 64-host slice, and the run's record.
    QTemporaryDir root;
    const QString ws = root.filePath(u"ws"_s);
    QStringList hosts, hostNames;
    for (int i = 0; i < kHosts; ++i) {
        hosts << u"\"%1:%2\""_s.arg(fixture.host(i)).arg(fixture.port(i));
        hostNames << fixture.host(i);
    }
    if (!writeFile(ws + u"/tpu_config.json"_s,
                   u"{\"tpus\": [{\"mode\": \"remote\", \"tpu_name\": \"%5\", \"workbench\": {"
                   "\"accelerator_type\": \"v5litepod-256\", \"hosts\": [%1], \"ssh\": {\"user\": \"%2\", "
                   "\"identity_file\": \"%3\"}, \"python\": \"%4\", \"remote_root\": \"~/tpu-workbench\"}}]}"_s
                       .arg(hosts.join(u", "_s), fixture.user(), fixture.clientKeyPath(), twb::test::systemPython(), kMachine)
                       .toUtf8()))
        return 1;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(ws);
    context.setRegistryOverride(ws + u"/tpu_config.json"_s);
    context.setKnownHostsPath(fixture.knownHostsPath());
    twb::MonitorPanel panel(context);
    context.alerts().setStacksOnStall(false);
    panel.resize(1600, 1000);
    panel.show();
    twb::SeriesStore &store = panel.store();

    // Baselines: the idle event loop and the memory before the run is opened.
    LatenessProbe probe;
    probe.start();
    spin(3000);
    const std::vector<double> idleLateness = probe.stop();
    const double rssBefore = statusMb("VmRSS:");
    printMemory("before the run was opened", store);

    const QString remoteDir = u"~/tpu-workbench/runs/"_s + kRunId;
    twb::RunRecord record;
    record.runId = kRunId;
    record.experiment = u"scale"_s;
    record.machine = kMachine;
    record.hosts = hostNames;
    record.remoteDir = remoteDir;
    record.python = twb::test::systemPython();
    record.state = twb::RunState::Running;
    twb::RunAttempt attempt;
    attempt.attemptId = u"a1"_s;
    attempt.kind = u"launch"_s;
    for (int i = 0; i < kHosts; ++i)
        attempt.pids << ::getpid();
    record.attempts << attempt;

    // Each host: an hour of lines already written, and a status naming a live process (this one).
    clock.restart();
    const double now = double(QDateTime::currentMSecsSinceEpoch()) / 1e3;
    const double firstTime = now - prefill * (kIntervalMs / 1e3);
    std::vector<std::unique_ptr<QFile>> files;
    for (int h = 0; h < kHosts; ++h) {
        const QString dir = fixture.homeDir(h) + u"/tpu-workbench/runs/"_s + kRunId;
        QByteArray lines;
        lines.reserve(qsizetype(prefill) * 130);
        for (int s = 0; s < prefill; ++s)
            lines += metricLine(h, s, firstTime + s * (kIntervalMs / 1e3));
        const QByteArray status = u"{\"pid\": %1, \"launcher_pid\": %1, \"hostname\": \"w%2\", \"started\": %3, "
                                  "\"ended\": null, \"exit_code\": null, \"attempt_id\": \"a1\"}\n"_s
                                      .arg(::getpid()).arg(h).arg(firstTime, 0, 'f', 3).toUtf8();
        if (!writeFile(dir + u"/metrics/host-%1.jsonl"_s.arg(h), lines)
            || !writeFile(dir + u"/status/host-%1.json"_s.arg(h), status)
            || !writeFile(dir + u"/logs/host-%1.log"_s.arg(h), "started\n"))
            return 1;
        auto file = std::make_unique<QFile>(dir + u"/metrics/host-%1.jsonl"_s.arg(h));
        if (!file->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            return 1;
        files.push_back(std::move(file));
    }
    std::printf("prefilled %d x %d lines in %.1f s\n", kHosts, prefill, clock.elapsed() / 1e3);

    // The run appears (its record is written, the workspace index lists it) and is opened as a
    // click in the runs list does.
    QElapsedTimer sinceOpen;
    sinceOpen.start();
    QDir().mkpath(twb::RunFolder::in(ws + u"/runs"_s, kRunId).dir());
    if (auto w = record.writeFile(twb::RunFolder::in(ws + u"/runs"_s, kRunId).recordFile()); !w) {
        std::fprintf(stderr, "%s\n", qPrintable(w.error().message));
        return 1;
    }
    panel.selectRun(kRunId);
    while (panel.currentRun() != kRunId && clock.elapsed() < 30000)
        spin(50);
    if (panel.currentRun() != kRunId) {
        std::fprintf(stderr, "the Monitor did not list %s within 30 s\n", qPrintable(kRunId));
        return 1;
    }
    const auto lossCount = [&](int h) { return store.pointCount({kRunId, h, u"loss"_s}); };
    const auto allAt = [&](std::size_t n) {
        for (int h = 0; h < kHosts; ++h)
            if (lossCount(h) < n)
                return false;
        return true;
    };
    while (!allAt(std::size_t(prefill)) && sinceOpen.elapsed() < 600000)
        spin(100);
    const double catchUpS = sinceOpen.elapsed() / 1e3;
    std::size_t caught = 0;
    for (int h = 0; h < kHosts; ++h)
        caught += lossCount(h);
    if (!allAt(std::size_t(prefill))) {
        std::fprintf(stderr, "catch-up incomplete after %.0f s: %zu of %d points\n", catchUpS, caught, kHosts * prefill);
        return 1;
    }
    spin(1000);
    const double rssHour = statusMb("VmRSS:");
    std::printf("caught up on %zu lines (an hour at 10/s on %d hosts) in %.1f s (%.0f lines/s); RSS %.0f MB "
                "(%.0f MB before the run was opened)\n",
                caught, kHosts, catchUpS, double(caught) / catchUpS, rssHour, rssBefore);
    printMemory("after the hour", store);

    // Live: each host appends a line every 100 ms, the hosts staggered across the 100 ms.
    const int liveLines = liveSeconds * 1000 / kIntervalMs;
    std::vector<std::atomic<Clock::rep>> written(std::size_t(kHosts) * std::size_t(liveLines));
    std::vector<std::size_t> seen(kHosts, std::size_t(prefill));
    std::vector<double> latencies;
    latencies.reserve(written.size());
    std::mutex mutex;
    std::atomic<bool> measuring{true};
    // Directly on the stream thread that appended: the point is in the store now.
    QObject::connect(&store, &twb::SeriesStore::dataArrived, &store, [&] {
        if (!measuring.load(std::memory_order_relaxed))
            return;
        const auto at = Clock::now();
        std::lock_guard lock(mutex);
        for (int h = 0; h < kHosts; ++h) {
            const std::size_t count = lossCount(h);
            if (count <= seen[std::size_t(h)])
                continue;
            for (const auto &p : store.points({kRunId, h, u"loss"_s}, seen[std::size_t(h)], count)) {
                const qint64 k = qint64(p.step) - prefill;
                if (k < 0 || k >= liveLines)
                    continue;
                const Clock::time_point t{Clock::duration(
                    written[std::size_t(k) * kHosts + std::size_t(h)].load(std::memory_order_acquire))};
                latencies.push_back(std::chrono::duration<double, std::milli>(at - t).count());
            }
            seen[std::size_t(h)] = count;
        }
    }, Qt::DirectConnection);

    probe.start();
    const double liveCpu0 = double(std::clock()) / CLOCKS_PER_SEC, guiCpu0 = guiThreadCpuS();
    const auto liveStart = Clock::now();
    std::thread writer([&] {
        const auto slot = std::chrono::duration<double, std::milli>(double(kIntervalMs) / kHosts);
        for (int k = 0; k < liveLines; ++k)
            for (int h = 0; h < kHosts; ++h) {
                std::this_thread::sleep_until(liveStart + std::chrono::duration_cast<Clock::duration>(slot * double(k * kHosts + h)));
                const qint64 step = prefill + k;
                const QByteArray line = metricLine(h, step, firstTime + double(step) * (kIntervalMs / 1e3));
                written[std::size_t(k) * kHosts + std::size_t(h)].store(Clock::now().time_since_epoch().count(),
                                                                        std::memory_order_release);
                files[std::size_t(h)]->write(line);
            }
    });
    while (!allAt(std::size_t(prefill + liveLines)) && Clock::now() < liveStart + std::chrono::seconds(liveSeconds + 60))
        spin(100);
    writer.join();
    const std::vector<double> liveLateness = probe.stop();
    const double liveCpuS = double(std::clock()) / CLOCKS_PER_SEC - liveCpu0;
    const double liveWallS = std::chrono::duration<double>(Clock::now() - liveStart).count();
    const double guiCpuS = guiThreadCpuS() - guiCpu0;
    measuring = false;
    const double rssEnd = statusMb("VmRSS:");
    const double rssPeak = statusMb("VmHWM:");
    printMemory("at the end", store);
    // Diagnostic only (the figure above is without it): how much of the RSS is memory the
    // allocator holds but no longer uses, e.g. the catch-up's buffers.
    ::malloc_trim(0);
    const double rssTrimmed = statusMb("VmRSS:");

    std::size_t missing = 0;
    int hostsShort = 0;
    for (int h = 0; h < kHosts; ++h) {
        const std::size_t n = lossCount(h);
        if (n < std::size_t(prefill + liveLines)) {
            missing += std::size_t(prefill + liveLines) - n;
            ++hostsShort;
        }
    }
    std::vector<double> measured;
    {
        std::lock_guard lock(mutex);
        measured = latencies;
    }
    const double p50 = percentile(measured, 0.50), p95 = percentile(measured, 0.95), p99 = percentile(measured, 0.99);
    const double gui99 = percentile(liveLateness, 0.99), idle99 = percentile(idleLateness, 0.99);
    const double guiMax = liveLateness.empty() ? 0 : *std::max_element(liveLateness.begin(), liveLateness.end());
    std::printf("live: %d lines on %d hosts in %.1f s; %zu latencies: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms; "
                "missing %zu lines on %d hosts\n",
                liveLines * kHosts, kHosts, liveWallS, measured.size(), p50, p95, p99, missing, hostsShort);
    std::printf("GUI thread lateness (10 ms timer): live p99 %.1f ms, max %.1f ms (%zu ticks); idle p99 %.1f ms\n", gui99,
                guiMax, liveLateness.size(), idle99);
    std::printf("this process used %.0f %% of a core while following (streams, store, plots), its GUI thread %.0f %%\n",
                100.0 * liveCpuS / liveWallS, 100.0 * guiCpuS / liveWallS);
    std::printf("RSS: before %.0f MB, after the hour %.0f MB, end %.0f MB, peak %.0f MB; after malloc_trim %.0f MB\n",
                rssBefore, rssHour, rssEnd, rssPeak, rssTrimmed);

    const QString slice = u"64 loopback sshd hosts x 10 lines/s"_s;
    twb::bench::report("bench_monitor_64",
                       QString(u"Monitor on a 64-worker slice (v5litepod-256): append -> point in the store, "_s + slice).toStdString(),
                       twb::bench::format("p95 %.1f ms", p95) + twb::bench::format(", p99 %.1f ms", p99)
                           + twb::bench::format(", %.0f lines missing", double(missing)),
                       "-", "-", "p95 < 250 ms, every line in the store", p95 < 250 && missing == 0 && !measured.empty());
    twb::bench::report("bench_monitor_64", "Monitor on a 64-worker slice: GUI thread event-loop lateness (10 ms timer)",
                       twb::bench::format("p99 %.1f ms", gui99) + twb::bench::format(", max %.1f ms", guiMax),
                       twb::bench::format("idle loop before the run was opened p99 %.1f ms", idle99),
                       twb::bench::format("+%.1f ms", gui99 - idle99), "p99 <= 16 ms, max <= 50 ms (issue 30)",
                       gui99 <= 16 && guiMax <= 50 && !liveLateness.empty());
    twb::bench::report("bench_monitor_64",
                       twb::bench::format("Monitor on a 64-worker slice: process RSS after %.0f points per host", double(prefill + liveLines)),
                       twb::bench::format("%.0f MB", rssEnd) + twb::bench::format(" (peak %.0f MB)", rssPeak),
                       twb::bench::format("before the run was opened %.0f MB", rssBefore),
                       twb::bench::format("+%.0f MB", rssEnd - rssBefore), prefill >= 36000 ? "< 150 MB after an hour of points (issue 30)" : "< 150 MB after an hour of points (short run: not judged)",
                       rssEnd < 150 && rssPeak < 150 && prefill >= 36000);
    panel.close();
    for (auto &f : files)
        f->close();
    return 0;
}
