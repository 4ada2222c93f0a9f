// Fan-out to a 64-worker slice (v5litepod-256) of real OpenSSH sshd hosts on 127.0.0.2..65,
// measured as what it is (issue 14): the pooled sessions (HostPool, one session per worker,
// kept between calls) against one worker, with the connection set-up measured on its own.
//   exec `sleep 0.5` on 64 workers vs on 1 worker (sessions warm)      goal: <= 1.5x
//   connection set-up: handshakes per second, 64 at once vs one at a time, CPU per worker
//   SFTP upload of a small project to 64 workers vs to 1: total time, bytes sent per worker
//     (each host must hold every file byte for byte; the client's socket writes must be about
//     one project per worker, so nothing was sent twice)
// Usage: bench_fanout_64 [ROUNDS] (default 5 paired rounds of the exec figure).
#include "core/remote/host_pool.h"
#include "core/remote/ssh_transport.h"
#include "support/sshd_fixture.h"
#include "bench/remote/fixture_cpu.h"

#include "bench/bench_report.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <random>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

constexpr int kWorkers = 64;

double processCpuMs()
{
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

// CPU used so far by the fake hosts: every sshd of the fixture and all its descendants
// (sessions, shells, sftp-server, and the children they reaped), from /proc.
double hostsCpuMs(const twb::test::SshdFixture &fixture)
{
    return twb::bench::sshdFixtureCpuMs(fixture);
}

// Payload bytes each peer address has acknowledged on this process's TCP sockets (TCP_INFO's
// tcpi_bytes_acked, summed per remote address): what each host really received.
QMap<QString, qint64> bytesAckedByPeer()
{
    QMap<QString, qint64> byPeer;
    for (const QString &entry : QDir(u"/proc/self/fd"_s).entryList(QDir::System | QDir::NoDotAndDotDot)) {
        bool isFd = false;
        const int fd = entry.toInt(&isFd);
        sockaddr_in peer{};
        socklen_t peerLength = sizeof peer;
        if (!isFd || ::getpeername(fd, reinterpret_cast<sockaddr *>(&peer), &peerLength) != 0
            || peer.sin_family != AF_INET)
            continue;
        tcp_info info{};
        socklen_t infoLength = sizeof info;
        if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &infoLength) != 0)
            continue;
        char address[INET_ADDRSTRLEN] = {};
        ::inet_ntop(AF_INET, &peer.sin_addr, address, sizeof address);
        byPeer[QString::fromLatin1(address)] += qint64(info.tcpi_bytes_acked);
    }
    return byPeer;
}

twb::HostPool::TransportFactory factoryFor(const twb::test::SshdFixture &fixture, int first)
{
    std::vector<twb::SshEndpoint> endpoints;
    for (int i = 0; i < fixture.hostCount(); ++i)
        endpoints.push_back(fixture.endpoint(i));
    return [endpoints, first](int i) { return std::make_unique<twb::SshTransport>(endpoints[size_t(first + i)]); };
}

bool allSucceeded(const std::vector<twb::HostRunResult> &results)
{
    for (const auto &r : results)
        if (!r.succeeded()) {
            std::fprintf(stderr, "worker %d failed: %s\n", r.workerIndex,
                         r.error ? qPrintable(r.error->message) : qPrintable(QString::fromUtf8(r.standardError)));
            return false;
        }
    return true;
}

bool allOk(const std::vector<twb::Result<void>> &results)
{
    for (std::size_t i = 0; i < results.size(); ++i)
        if (!results[i]) {
            std::fprintf(stderr, "worker %zu failed: %s\n", i, qPrintable(results[i].error().message));
            return false;
        }
    return true;
}

double msSince(const QElapsedTimer &t) { return double(t.nsecsElapsed()) / 1e6; }

// A small project, as a launch uploads it: a few Python files, a config, a launcher, a bit of
// data. Returns the relative paths; `totalBytes` is their sum.
QStringList writeProject(const QString &dir, qint64 &totalBytes)
{
    std::mt19937 random(42);
    const QList<QPair<QString, int>> files{
        {u"train.py"_s, 24 * 1024},      {u"model.py"_s, 18 * 1024},   {u"data.py"_s, 9 * 1024},
        {u"utils/__init__.py"_s, 200},   {u"utils/log.py"_s, 3 * 1024}, {u"utils/ckpt.py"_s, 6 * 1024},
        {u"config.json"_s, 1200},        {u"launch.sh"_s, 900},         {u"requirements.txt"_s, 300},
        {u"data/vocab.txt"_s, 64 * 1024}, {u"data/sample.bin"_s, 128 * 1024}, {u"README.md"_s, 2 * 1024}};
    QStringList names;
    totalBytes = 0;
    for (const auto &[name, size] : files) {
        QByteArray content(size, Qt::Uninitialized);
        for (char &c : content)
            c = char('a' + random() % 26);  // incompressible enough; libssh does not compress here
        QDir().mkpath(QFileInfo(dir + u'/' + name).path());
        QFile f(dir + u'/' + name);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != size)
            return {};
        names << name;
        totalBytes += size;
    }
    return names;
}

// Every worker's copy equals the local one, file by file.
int hostsWithWholeProject(const twb::test::SshdFixture &fixture, int hosts, const QString &localDir,
                          const QString &remoteName, const QStringList &files)
{
    QHash<QString, QByteArray> local;
    for (const QString &file : files) {
        QFile f(localDir + u'/' + file);
        local[file] = f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : "";
    }
    int whole = 0;
    for (int h = 0; h < hosts; ++h) {
        bool ok = true;
        for (const QString &file : files) {
            QFile f(fixture.homeDir(h) + u'/' + remoteName + u'/' + file);
            ok = ok && f.open(QIODevice::ReadOnly)
                 && QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) == local[file];
        }
        whole += ok ? 1 : 0;
    }
    return whole;
}

double median(std::vector<double> v) { return twb::bench::spreadOf(std::move(v)).median; }

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    std::printf("load average at start: %s\n", twb::bench::loadAverage().c_str());

    QElapsedTimer clock;
    clock.start();
    twb::test::SshdFixture fixture({.hostCount = kWorkers, .acceleratorType = u"v5litepod-256"_s});
    if (auto started = fixture.start(); !started) {
        std::fprintf(stderr, "%s\n", qPrintable(started.error().message));
        return 1;
    }
    std::printf("%d sshd hosts on %s..%s started in %.0f ms\n", kWorkers, qPrintable(fixture.host(0)),
                qPrintable(fixture.host(kWorkers - 1)), msSince(clock));

    // --- Connection set-up: one at a time (baseline), then 64 at once. ---
    std::vector<double> single;
    for (int i = 0; i < 8; ++i) {
        twb::SshTransport ssh(fixture.endpoint(i));
        clock.restart();
        if (auto c = ssh.connect(); !c) {
            std::fprintf(stderr, "connect failed: %s\n", qPrintable(c.error().message));
            return 1;
        }
        single.push_back(msSince(clock));
    }
    const double singleMs = median(single);

    twb::HostPool pool64(kWorkers, factoryFor(fixture, 0));
    const double clientCpu0 = processCpuMs(), hostsCpu0 = hostsCpuMs(fixture);
    clock.restart();
    if (!allOk(pool64.forEachHost([](int, twb::Transport &t) { return t.connect(); })))
        return 1;
    const double connectAllMs = msSince(clock);
    const double clientCpuPerHandshake = (processCpuMs() - clientCpu0) / kWorkers;
    const double hostCpuPerHandshake = (hostsCpuMs(fixture) - hostsCpu0) / kWorkers;
    const double rate64 = kWorkers / (connectAllMs / 1e3), rate1 = 1e3 / singleMs;
    std::printf("handshakes: one at a time %.1f ms each (%.1f/s); 64 at once in %.0f ms (%.1f/s); "
                "CPU per handshake: client %.1f ms, host (sshd) %.1f ms\n",
                singleMs, rate1, connectAllMs, rate64, clientCpuPerHandshake, hostCpuPerHandshake);
    twb::bench::report("bench_fanout_64", "SSH connection set-up to 64 loopback workers at once (handshakes/s)",
                       twb::bench::format("%.1f handshakes/s", rate64),
                       twb::bench::format("one at a time %.1f/s", rate1), twb::bench::format("%.2fx", rate64 / rate1),
                       twb::bench::format("measured apart from exec; CPU/worker client %.1f ms", clientCpuPerHandshake)
                           + twb::bench::format(", sshd %.1f ms", hostCpuPerHandshake),
                       true);

    // --- exec `sleep 0.5` on warm sessions: 1 worker vs 64, in paired rounds. ---
    twb::HostPool pool1(1, factoryFor(fixture, 0));
    const QString sleepCommand = u"sleep 0.5"_s;
    if (!allSucceeded(pool1.run(u"true"_s)) || !allSucceeded(pool64.run(u"true"_s)))
        return 1;
    std::vector<double> oneMs, allMs, ratios, clientCpu, hostCpu;
    for (int r = 0; r < rounds; ++r) {
        clock.restart();
        if (!allSucceeded(pool1.run(sleepCommand)))
            return 1;
        oneMs.push_back(msSince(clock));
        const double c0 = processCpuMs(), h0 = hostsCpuMs(fixture);
        clock.restart();
        if (!allSucceeded(pool64.run(sleepCommand)))
            return 1;
        allMs.push_back(msSince(clock));
        clientCpu.push_back((processCpuMs() - c0) / kWorkers);
        hostCpu.push_back((hostsCpuMs(fixture) - h0) / kWorkers);
        ratios.push_back(allMs.back() / oneMs.back());
        std::printf("round %d: 1 worker %.1f ms, 64 workers %.1f ms (%.2fx); CPU per worker: client %.2f ms, "
                    "host %.2f ms\n",
                    r + 1, oneMs.back(), allMs.back(), ratios.back(), clientCpu.back(), hostCpu.back());
    }
    const auto ratio = twb::bench::spreadOf(ratios);
    twb::bench::report("bench_fanout_64", "exec `sleep 0.5` on 64 workers, pooled sessions (loopback sshd)",
                       twb::bench::format("%.1f ms", median(allMs)) + twb::bench::format(", CPU/worker client %.2f ms", median(clientCpu))
                           + twb::bench::format(", sshd+shell %.2f ms", median(hostCpu)),
                       twb::bench::format("1 worker %.1f ms", median(oneMs)), twb::bench::describe(ratio), "<= 1.5x",
                       ratio.median <= 1.5);

    // --- SFTP upload of a small project: 1 worker vs 64. ---
    QTemporaryDir projectDir;
    qint64 projectBytes = 0;
    const QStringList files = writeProject(projectDir.path(), projectBytes);
    if (files.isEmpty()) {
        std::fprintf(stderr, "cannot write the project\n");
        return 1;
    }
    const auto uploadTo = [&](twb::HostPool &pool, const QString &remoteName) {
        return pool.forEachHost([&](int, twb::Transport &t) -> twb::Result<void> {
            for (const QString &file : files)
                if (auto r = t.upload(projectDir.path() + u'/' + file, u"~/"_s + remoteName + u'/' + file); !r)
                    return r;
            return {};
        });
    };
    clock.restart();
    if (!allOk(uploadTo(pool1, u"project-single"_s)))
        return 1;
    const double uploadOneMs = msSince(clock);
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const QMap<QString, qint64> acked0 = bytesAckedByPeer();
    const double uc0 = processCpuMs(), uh0 = hostsCpuMs(fixture);
    clock.restart();
    if (!allOk(uploadTo(pool64, u"project"_s)))
        return 1;
    const double uploadAllMs = msSince(clock);
    const double uploadCpuPerWorker = (processCpuMs() - uc0) / kWorkers;
    const double uploadHostCpuPerWorker = (hostsCpuMs(fixture) - uh0) / kWorkers;
    const QMap<QString, qint64> acked1 = bytesAckedByPeer();
    // Once per worker: what each host acknowledged is the project plus SSH/SFTP framing (a few
    // %), far below two copies.
    double fewest = 1e9, most = 0, sum = 0;
    for (int h = 0; h < kWorkers; ++h) {
        const double copies = double(acked1.value(fixture.host(h)) - acked0.value(fixture.host(h))) / double(projectBytes);
        fewest = std::min(fewest, copies);
        most = std::max(most, copies);
        sum += copies;
    }
    const double copies = sum / kWorkers;
    const int whole = hostsWithWholeProject(fixture, kWorkers, projectDir.path(), u"project"_s, files);
    const bool uploadOk = whole == kWorkers && fewest >= 1.0 && most < 1.5;
    std::printf("SFTP upload of %lld bytes in %lld files: 1 worker %.1f ms, 64 workers %.1f ms; "
                "each host received %.3f-%.3f copies (mean %.3f, SSH+SFTP framing included); %d/%d hosts hold every "
                "file whole; CPU per worker: client %.1f ms, sshd+sftp-server %.1f ms; on %u cores the CPU alone needs "
                ">= %.0f ms\n",
                static_cast<long long>(projectBytes), static_cast<long long>(files.size()), uploadOneMs, uploadAllMs,
                fewest, most, copies, whole, kWorkers, uploadCpuPerWorker, uploadHostCpuPerWorker, cores,
                (uploadCpuPerWorker + uploadHostCpuPerWorker) * kWorkers / cores);
    twb::bench::report(
        "bench_fanout_64",
        twb::bench::format("parallel SFTP upload of a %.0f KiB project (12 files) to 64 workers", projectBytes / 1024.0),
        twb::bench::format("%.0f ms", uploadAllMs) + twb::bench::format(", %.3f copies received per host", copies)
            + u", %1/64 hosts whole"_s.arg(whole).toStdString(),
        twb::bench::format("1 worker %.0f ms", uploadOneMs), twb::bench::format("%.2fx", uploadAllMs / uploadOneMs),
        "each host receives the bytes once (1.0-1.5 copies), all whole", uploadOk);
    return 0;
}
