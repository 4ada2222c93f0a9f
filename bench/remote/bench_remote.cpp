// SSH fan-out and NODELAY, measured against real OpenSSH sshd instances on 127.0.0.2..9.
// Each figure is printed with its baseline from the same run:
//   exec `true` on 8 hosts in parallel (HostPool) vs on 1 host    goal: <= 2x
//   connect + exec `true` with SSH_OPTIONS_NODELAY vs with Nagle on
//   SFTP read of 5 MiB with NODELAY vs with Nagle on
#include "core/remote/host_pool.h"
#include "core/remote/ssh_transport.h"
#include "support/sshd_fixture.h"
#include "bench/remote/fixture_cpu.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QSet>

#include "bench/bench_report.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <map>
#include <string>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

twb::test::SshdFixture *g_fixture = nullptr;
constexpr int kHosts = 8;

twb::SshEndpoint endpoint(int host, bool noDelay)
{
    twb::SshEndpoint e = g_fixture->endpoint(host);
    e.tcpNoDelay = noDelay;
    return e;
}

twb::HostPool::TransportFactory factory()
{
    std::vector<twb::SshEndpoint> endpoints;
    for (int i = 0; i < kHosts; ++i)
        endpoints.push_back(endpoint(i, true));
    return [endpoints](int i) { return std::make_unique<twb::SshTransport>(endpoints[size_t(i)]); };
}

// CPU time of this whole process (all threads): the workbench's side of the cost.
double processCpuMs()
{
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

// CPU time used so far by the fake hosts: every sshd of the fixture and all its descendants
// (per-connection sshd processes, and the shells they have reaped), from /proc.
double hostsCpuMs()
{
    return twb::bench::sshdFixtureCpuMs(*g_fixture);
}

void execTrueOnHosts(benchmark::State &state, int hosts)
{
    twb::HostPool pool(hosts, factory());
    for (const auto &r : pool.run(u"true"_s))  // connect before timing
        if (!r.succeeded())
            return state.SkipWithError("warm-up exec failed");
    const double cpuBefore = processCpuMs();
    const double hostsBefore = hostsCpuMs();
    for (auto _ : state) {
        for (const auto &r : pool.run(u"true"_s))
            if (!r.succeeded())
                return state.SkipWithError("exec failed");
    }
    // Client CPU per round (all pool threads); the rest of the time is sshd and bash, which on
    // loopback share this machine's cores with the client (on a slice each host has its own).
    state.counters["client_cpu_ms"] = (processCpuMs() - cpuBefore) / double(state.iterations());
    state.counters["hosts_cpu_ms"] = (hostsCpuMs() - hostsBefore) / double(state.iterations());
}

void connectExec(benchmark::State &state, bool noDelay)
{
    double connectMs = 0;
    for (auto _ : state) {
        twb::SshTransport ssh(endpoint(0, noDelay));
        const auto r = ssh.exec({.command = u"true"_s});
        if (!r || r->exitCode != 0)
            return state.SkipWithError("connect+exec failed");
        connectMs += double(ssh.lastConnectTime().count());
    }
    // TCP + key exchange + host-key check + public-key auth, without the exec.
    state.counters["connect_ms"] = connectMs / double(state.iterations());
}

void sftpRead(benchmark::State &state, bool noDelay)
{
    const qsizetype size = 5 * 1024 * 1024;
    QFile file(g_fixture->homeDir(1) + u"/bench.bin"_s);
    if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray(size, 'x')) != size)
        return state.SkipWithError("cannot write the test file");
    file.close();
    twb::SshTransport ssh(endpoint(1, noDelay));
    if (!ssh.readRemoteFile(u"~/bench.bin"_s))
        return state.SkipWithError("warm-up read failed");
    for (auto _ : state) {
        const auto data = ssh.readRemoteFile(u"~/bench.bin"_s);
        if (!data || data->size() != size)
            return state.SkipWithError("read failed");
    }
    state.SetBytesProcessed(state.iterations() * size);
}

// Keeps each benchmark's real time per iteration (and its counters) for the ratios.
class RecordingReporter final : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        // The median when repeated (--benchmark_repetitions), else the single run.
        for (const Run &run : runs) {
            if (run.error_occurred)
                continue;
            const std::string &name = run.run_name.function_name;
            if (run.run_type == Run::RT_Aggregate && run.aggregate_name == "median") {
                medians[name] = run.GetAdjustedRealTime();
                for (const auto &[counter, value] : run.counters)
                    counters[name + "." + counter] = value.value;
            } else if (run.run_type == Run::RT_Iteration) {
                times[name] = run.GetAdjustedRealTime();
                for (const auto &[counter, value] : run.counters)
                    counters.try_emplace(name + "." + counter, value.value);
            }
        }
        for (const auto &[name, median] : medians)
            times[name] = median;
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> times;
    std::map<std::string, double> medians;
    std::map<std::string, double> counters;
};

void printRatio(const RecordingReporter &reporter, const char *what, const std::string &measured,
                const std::string &baseline, const char *note)
{
    const auto m = reporter.times.find(measured);
    const auto b = reporter.times.find(baseline);
    if (m == reporter.times.end() || b == reporter.times.end() || b->second <= 0)
        return;
    std::printf("%-44s %8.2f ms vs %8.2f ms  ratio %.2fx  %s\n", what, m->second, b->second,
                m->second / b->second, note);
}

// The headline in the shape every benchmark prints (bench/bench_report.h).
void reportFanOut(const RecordingReporter &reporter)
{
    const auto m = reporter.times.find("exec_true/8_hosts_parallel");
    const auto b = reporter.times.find("exec_true/1_host");
    if (m == reporter.times.end() || b == reporter.times.end() || b->second <= 0)
        return;
    const double ratio = m->second / b->second;
    twb::bench::report("bench_remote", "exec `true` on 8 hosts in parallel (loopback sshd)",
                       twb::bench::format("%.2f ms", m->second), twb::bench::format("1 host %.2f ms", b->second),
                       twb::bench::format("%.2fx", ratio), "<= 2x", ratio <= 2.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    twb::test::SshdFixture fixture({.hostCount = kHosts});
    if (auto started = fixture.start(); !started) {
        std::fprintf(stderr, "%s\n", qPrintable(started.error().message));
        return 1;
    }
    g_fixture = &fixture;

    using benchmark::RegisterBenchmark;
    RegisterBenchmark("exec_true/1_host", execTrueOnHosts, 1)->Unit(benchmark::kMillisecond)->UseRealTime();
    RegisterBenchmark("exec_true/8_hosts_parallel", execTrueOnHosts, kHosts)->Unit(benchmark::kMillisecond)->UseRealTime();
    RegisterBenchmark("connect_exec/nodelay", connectExec, true)->Unit(benchmark::kMillisecond)->UseRealTime();
    RegisterBenchmark("connect_exec/nagle", connectExec, false)->Unit(benchmark::kMillisecond)->UseRealTime();
    RegisterBenchmark("sftp_read_5MiB/nodelay", sftpRead, true)->Unit(benchmark::kMillisecond)->UseRealTime();
    RegisterBenchmark("sftp_read_5MiB/nagle", sftpRead, false)->Unit(benchmark::kMillisecond)->UseRealTime();

    benchmark::Initialize(&argc, argv);
    RecordingReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    std::printf("\nRatios (same run):\n");
    printRatio(reporter, "exec true: 8 hosts in parallel vs 1 host", "exec_true/8_hosts_parallel",
               "exec_true/1_host", "(goal <= 2x)");
    // On loopback the 8 fake hosts run on this machine's cores, next to the client: the CPU
    // they need bounds the fan-out from below, whatever the client does.
    const auto cpu = [&](const char *key) {
        const auto it = reporter.counters.find(key);
        return it == reporter.counters.end() ? 0.0 : it->second;
    };
    const double roundCpu = cpu("exec_true/8_hosts_parallel.client_cpu_ms")
                            + cpu("exec_true/8_hosts_parallel.hosts_cpu_ms");
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const auto single = reporter.times.find("exec_true/1_host");
    if (roundCpu > 0 && single != reporter.times.end())
        std::printf("  an 8-host round used %.1f ms of CPU (client %.1f, sshd+bash %.1f): on %u "
                    "cores that alone is >= %.1f ms, %.2fx the 1-host time\n",
                    roundCpu, cpu("exec_true/8_hosts_parallel.client_cpu_ms"),
                    cpu("exec_true/8_hosts_parallel.hosts_cpu_ms"), cores, roundCpu / cores,
                    roundCpu / cores / single->second);
    reportFanOut(reporter);
    printRatio(reporter, "connect+exec: Nagle on vs NODELAY", "connect_exec/nagle",
               "connect_exec/nodelay", "(>1: NODELAY is faster)");
    printRatio(reporter, "SFTP read 5 MiB: Nagle on vs NODELAY", "sftp_read_5MiB/nagle",
               "sftp_read_5MiB/nodelay", "(>1: NODELAY is faster)");
    return 0;
}
