#pragma once

#include "core/remote/transport.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace twb {

enum class OutputStream { Stdout, Stderr };

// What one host (worker) of a slice did.
struct HostRunResult
{
    int workerIndex = -1;
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
    // Set when the command could not run or finish: connect, host key, auth, lost connection.
    std::optional<Error> error;
    bool timedOut = false;
    bool cancelled = false;
    std::chrono::milliseconds elapsed{0};

    bool succeeded() const { return !error && !timedOut && !cancelled && exitCode == 0; }
};

// One command for every host of a slice.
struct HostPoolRequest
{
    // The command for worker i (quote interpolated values with shellQuote()).
    std::function<QString(int workerIndex)> command;
    QByteArray standardInput;
    std::chrono::milliseconds timeout{0};  // per host; 0: none
    // Polled from every worker thread: must be thread-safe (e.g. read a std::atomic<bool>).
    std::function<bool()> isCancelled;
    // Each complete output line (without '\n'; a last unterminated line is passed at the end),
    // tagged with its worker. Called from the worker threads but never concurrently (the pool
    // serializes the calls), so it may print or append without a lock; keep it short.
    std::function<void(int workerIndex, OutputStream stream, const QByteArray &line)> onLine;
    bool collectOutput = true;
};

// Runs commands on all hosts of a slice in parallel. Each host has one worker thread for the
// pool's whole life, and that thread owns the host's Transport: it is created by the factory
// on that thread at first use, reused by later calls (one SSH session per host), and destroyed
// there. At most `maxConcurrency` hosts work at once (gcloud's fan-out default is 64).
// run()/forEachHost() block the caller until every host is done; do not call them on the GUI
// thread. Several threads may call them at once: each host runs its jobs in order.
// The factory is called on the worker threads, possibly at the same time: it must be
// thread-safe (build the transport from copied settings; it must not touch GUI objects).
class HostPool final
{
public:
    using TransportFactory = std::function<std::unique_ptr<Transport>(int hostIndex)>;

    HostPool(int hostCount, TransportFactory factory, int maxConcurrency = 64);
    ~HostPool();  // finishes queued jobs, then stops and joins the worker threads
    HostPool(const HostPool &) = delete;
    HostPool &operator=(const HostPool &) = delete;

    int hostCount() const { return int(m_workers.size()); }

    // One result per host, in worker order.
    std::vector<HostRunResult> run(const HostPoolRequest &request);
    std::vector<HostRunResult> run(const QString &command);

    // Runs `job` with each host's transport on that host's thread (e.g. uploads); one result
    // per host, in worker order. A host whose transport could not be created gets an error.
    std::vector<Result<void>> forEachHost(
        const std::function<Result<void>(int hostIndex, Transport &transport)> &job);

private:
    struct Worker;
    using Job = std::function<void(Transport *transport)>;
    void post(int hostIndex, Job job);
    void workerLoop(int hostIndex);
    Error noTransportError(int hostIndex) const;

    TransportFactory m_factory;
    std::vector<std::unique_ptr<Worker>> m_workers;
    struct Shared;
    std::unique_ptr<Shared> m_shared;
};

} // namespace twb
