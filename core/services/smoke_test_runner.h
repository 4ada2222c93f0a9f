#pragma once

#include "core/runs/run_verification.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <atomic>
#include <memory>

namespace twb {

// Runs a generated project's CPU smoke test (`train.py --device cpu`, or `--device xla-cpu` for
// the TPU code path under torch_xla's CPU runtime) on this machine, with QProcess on a thread of
// its own, and reports its progress as signals on the runner's thread.
// The run folder is `<project>/.smoke/` (emptied first), so the project's own checkpoints and
// metrics are never touched.
//
// Progress comes from the project's metrics stream (`.smoke/metrics/host-0.jsonl`, the same
// file and parser the monitor reads): the stream has every logged step and each eval event,
// whatever train.py prints. Only until that file appears (a project that writes no stream)
// are train.py's "step N: loss L" lines read instead.
//
// Exit code 0 is not enough: the run saves a checkpoint, restores and compares it
// (--verify-checkpoint), and RunVerifier judges the stream and the project's sources. The smoke
// test passes only when train.py exits 0 and every applicable check passes (passed()).
class SmokeTestRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeTestRunner)

public:
    struct Options
    {
        QString projectDir;
        QString python;     // the interpreter with PyTorch (PythonInterpreter::defaultPython())
        // "cpu": plain PyTorch; "xla-cpu": the TPU code path under torch_xla's CPU runtime (the
        // interpreter needs torch_xla).
        QString device = QStringLiteral("cpu");
        int maxSteps = 20;
        int threads = 0;    // 0: torch's default
        // Where this machine's free RAM is read: a run whose estimate needs more is refused
        // before it starts (HostMemoryCheck). Tests point it at a file that says what they need.
        QString meminfo = QStringLiteral("/proc/meminfo");
    };

    explicit SmokeTestRunner(QObject *parent = nullptr);
    // Stops a running train.py and waits for it (at most a few seconds).
    ~SmokeTestRunner() override;

    // train.py's arguments, run in the project folder.
    static QStringList arguments(const Options &options);

    // True from start() until finished() is delivered.
    bool isRunning() const;
    // Starts a run; false if one is running.
    bool start(const Options &options);
    // Stops the running train.py (its whole process group); finished() follows.
    void cancel();
    // Blocks until the worker has ended (tests, shutdown).
    void wait();

Q_SIGNALS:
    void output(const QString &text);             // raw output, as it arrives
    void stepReported(int step, double loss);
    void evalReported(int step, double loss, double perplexity);
    // After train.py exited 0, before finished(): the run's self-verification.
    void verified(const twb::RunVerification &verification);
    // exitCode -1 when it did not run to an end; `error` also says which checks failed when
    // train.py exited 0 but the verification did not pass.
    void finished(int exitCode, const QString &error);

public:
    // What finished() means for the smoke test.
    static bool passed(int exitCode, const QString &error) { return exitCode == 0 && error.isEmpty(); }

private:
    std::unique_ptr<QThread> m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    bool m_running = false;   // the runner's thread only
};

} // namespace twb
