#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace twb {

struct ExecResult;

// Runs a generated project's CPU smoke test (`train.py --device cpu`) on this machine through
// the LocalTransport, on a worker thread (the transport belongs to that thread for its whole
// life), and reports what train.py prints, line by line, as signals on the GUI thread. The
// run folder is `<project>/.smoke/` (emptied first), so the project's own checkpoints and
// metrics are never touched.
class SmokeTestRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeTestRunner)

public:
    struct Options
    {
        QString projectDir;
        QString python;     // the interpreter with PyTorch (Debian: /usr/bin/python3)
        int maxSteps = 20;
        int threads = 0;    // 0: torch's default
    };

    explicit SmokeTestRunner(QObject *parent = nullptr);
    ~SmokeTestRunner() override;

    // $TPUWB_PYTHON, else /usr/bin/python3 when it exists, else python3.
    static QString defaultPython();
    // The shell command run in the project folder (every value quoted).
    static QString command(const Options &options);

    bool isRunning() const { return m_watcher.isRunning(); }
    // Starts a run; false if one is running.
    bool start(const Options &options);
    // Stops the running train.py (its whole process group); finished() follows.
    void cancel();

Q_SIGNALS:
    void output(const QString &text);             // raw output, as it arrives
    void stepReported(int step, double loss);     // "step N: loss L ..."
    void evalReported(int step, double loss, double perplexity);
    void finished(int exitCode, const QString &error); // exitCode -1 when it did not run to an end

private:
    void handleLine(const QString &line);

    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    int m_maxSteps = 0;
};

} // namespace twb
