#include "core/remote/host_pool.h"

#include <QCoreApplication>

#include <condition_variable>
#include <deque>
#include <latch>
#include <mutex>
#include <semaphore>
#include <thread>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::HostPool.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::HostPool)
};
} // namespace


struct HostPool::Worker
{
    std::thread thread;
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> jobs;
    bool stopping = false;
};

struct HostPool::Shared
{
    explicit Shared(int maxConcurrency) : slots(maxConcurrency) {}
    std::counting_semaphore<> slots;
};

namespace {

// Cuts a byte stream into lines; keeps the unterminated tail for the next chunk.
class LineCutter
{
public:
    template <typename Emit>
    void feed(const QByteArray &chunk, const Emit &emit)
    {
        m_partial += chunk;
        qsizetype start = 0;
        for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', start)) {
            emit(m_partial.mid(start, nl - start));
            start = nl + 1;
        }
        m_partial.remove(0, start);
    }
    template <typename Emit>
    void finish(const Emit &emit)
    {
        if (!m_partial.isEmpty())
            emit(std::exchange(m_partial, {}));
    }

private:
    QByteArray m_partial;
};

} // namespace

HostPool::HostPool(int hostCount, TransportFactory factory, int maxConcurrency)
    : m_factory(std::move(factory)), m_shared(std::make_unique<Shared>(std::max(1, maxConcurrency)))
{
    m_workers.reserve(size_t(std::max(0, hostCount)));
    for (int i = 0; i < hostCount; ++i)
        m_workers.push_back(std::make_unique<Worker>());
    for (int i = 0; i < hostCount; ++i)
        m_workers[size_t(i)]->thread = std::thread([this, i] { workerLoop(i); });
}

HostPool::~HostPool()
{
    for (auto &worker : m_workers) {
        std::lock_guard lock(worker->mutex);
        worker->stopping = true;
        worker->wake.notify_one();
    }
    for (auto &worker : m_workers)
        worker->thread.join();
}

void HostPool::post(int hostIndex, Job job)
{
    Worker &worker = *m_workers[size_t(hostIndex)];
    std::lock_guard lock(worker.mutex);
    worker.jobs.push_back(std::move(job));
    worker.wake.notify_one();
}

void HostPool::workerLoop(int hostIndex)
{
    Worker &worker = *m_workers[size_t(hostIndex)];
    std::unique_ptr<Transport> transport;
    bool created = false;
    for (;;) {
        Job job;
        {
            std::unique_lock lock(worker.mutex);
            worker.wake.wait(lock, [&] { return worker.stopping || !worker.jobs.empty(); });
            if (worker.jobs.empty())
                break;  // stopping, and nothing left to do
            job = std::move(worker.jobs.front());
            worker.jobs.pop_front();
        }
        if (!created) {
            transport = m_factory ? m_factory(hostIndex) : nullptr;  // on its owning thread
            created = true;
        }
        m_shared->slots.acquire();
        job(transport.get());
        m_shared->slots.release();
    }
    transport.reset();  // the session is closed by the thread that used it
}

Error HostPool::noTransportError(int hostIndex) const
{
    return Error::failure(
        Tr::tr("No connection could be set up for worker %1.")
            .arg(hostIndex),
        u"worker %1"_s.arg(hostIndex));
}

std::vector<HostRunResult> HostPool::run(const QString &command)
{
    return run(HostPoolRequest{.command = [command](int) { return command; }});
}

std::vector<HostRunResult> HostPool::run(const HostPoolRequest &request)
{
    const int count = hostCount();
    std::vector<HostRunResult> results(static_cast<size_t>(count));
    std::latch done(count);
    std::mutex lineMutex;  // serializes onLine across workers

    for (int i = 0; i < count; ++i) {
        post(i, [&, i](Transport *transport) {
            HostRunResult &result = results[size_t(i)];
            result.workerIndex = i;
            const auto started = steady_clock::now();
            if (request.isCancelled && request.isCancelled()) {
                result.cancelled = true;
            } else if (transport == nullptr) {
                result.error = noTransportError(i);
            } else {
                LineCutter outLines, errLines;
                auto emitter = [&](OutputStream stream) {
                    return [&, stream](const QByteArray &line) {
                        std::lock_guard lock(lineMutex);
                        request.onLine(i, stream, line);
                    };
                };
                ExecRequest exec{.command = request.command ? request.command(i) : QString(),
                                 .standardInput = request.standardInput,
                                 .timeout = request.timeout};
                exec.isCancelled = request.isCancelled;
                exec.collectOutput = request.collectOutput;
                if (request.onLine) {
                    exec.onStdout = [&](const QByteArray &c) { outLines.feed(c, emitter(OutputStream::Stdout)); };
                    exec.onStderr = [&](const QByteArray &c) { errLines.feed(c, emitter(OutputStream::Stderr)); };
                }
                auto executed = transport->exec(exec);
                if (request.onLine) {
                    outLines.finish(emitter(OutputStream::Stdout));
                    errLines.finish(emitter(OutputStream::Stderr));
                }
                if (executed) {
                    result.exitCode = executed->exitCode;
                    result.standardOutput = std::move(executed->standardOutput);
                    result.standardError = std::move(executed->standardError);
                    result.timedOut = executed->timedOut;
                    result.cancelled = executed->cancelled;
                } else {
                    result.error = executed.error();
                }
            }
            result.elapsed = duration_cast<milliseconds>(steady_clock::now() - started);
            done.count_down();
        });
    }
    done.wait();
    return results;
}

std::vector<Result<void>> HostPool::forEachHost(
    const std::function<Result<void>(int hostIndex, Transport &transport)> &job)
{
    const int count = hostCount();
    std::vector<Result<void>> results(static_cast<size_t>(count));
    std::latch done(count);
    for (int i = 0; i < count; ++i) {
        post(i, [&, i](Transport *transport) {
            if (transport)
                results[size_t(i)] = job(i, *transport);
            else
                results[size_t(i)] = fail(noTransportError(i));
            done.count_down();
        });
    }
    done.wait();
    return results;
}

} // namespace twb
