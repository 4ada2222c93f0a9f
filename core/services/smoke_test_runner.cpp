#include "core/services/smoke_test_runner.h"

#include "core/metrics/jsonl_metric_parser.h"
#include "core/metrics/line_splitter.h"
#include "core/runs/host_memory_check.h"
#include "core/runs/run_verifier.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

#include <cmath>
#include <limits>

#include <signal.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kPollMs = 100;
constexpr int kTermGraceMs = 3000;

// Reads the metrics stream as it grows: new bytes from the last offset, complete lines only.
class StreamTail final
{
public:
    explicit StreamTail(QString path) : m_path(std::move(path)) {}

    bool seen() const { return m_seen; }

    // Calls onStep(step, loss) and onEval(step, loss, perplexity) for each new line.
    template<typename OnStep, typename OnEval>
    void read(OnStep onStep, OnEval onEval)
    {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly))
            return;
        m_seen = true;
        if (!file.seek(m_offset))
            return;
        const QByteArray bytes = file.readAll();
        m_offset += bytes.size();
        m_splitter.feed(bytes.constData(), std::size_t(bytes.size()), [&](const LineSplitter::Line &line) {
            m_line.clear();
            if (m_parser.parse(line.text, line.paddedCapacity, m_line) != LineStatus::Parsed || !m_line.hasStep)
                return;
            const int step = int(m_line.step);
            if (m_line.event == MetricEventKind::Eval) {
                double loss = std::numeric_limits<double>::quiet_NaN();
                double perplexity = loss;
                for (const MetricValue &v : m_line.values) {
                    const std::string_view key = v.key.starts_with("eval/") ? v.key.substr(5) : v.key;
                    if (key == "loss")
                        loss = v.value;
                    else if (key == "perplexity")
                        perplexity = v.value;
                }
                onEval(step, loss, perplexity);
                return;
            }
            if (m_line.event != MetricEventKind::None)
                return;
            for (const MetricValue &v : m_line.values)
                if (v.key == "loss" && !v.evalPrefix)
                    onStep(step, v.value);
        });
    }

private:
    QString m_path;
    qint64 m_offset = 0;
    bool m_seen = false;
    LineSplitter m_splitter;
    JsonlMetricParser m_parser;
    MetricLine m_line;
};

// The smoke run's self-verification; empty when every applicable check passed, else which failed.
template<typename EmitVerified>
QString verify(const QString &projectDir, const QString &smokeDir, const QString &device, EmitVerified emitVerified)
{
    RunVerifier::Inputs inputs = RunVerifier::readFolder(smokeDir, projectDir, device);
    if (inputs.config.is_null()) {
        QFile config(projectDir + u"/config.json"_s);
        if (config.open(QIODevice::ReadOnly))
            inputs.config = parseJsonTolerant(config.readAll(), config.fileName()).value_or(Json());
    }
    const RunVerification verification = RunVerifier::verify(inputs);
    emitVerified(verification);
    if (verification.passed())
        return {};
    QStringList failed;
    for (const VerificationCheck &check : verification.checks)
        if (check.outcome == VerificationCheck::Outcome::Fail)
            failed << check.title + u": "_s + check.evidence;
    if (failed.isEmpty())
        return SmokeTestRunner::tr("no check could be applied (the run wrote no metrics stream).");
    return SmokeTestRunner::tr("train.py ended, but a check failed: %1").arg(failed.join(u" "_s));
}

} // namespace

SmokeTestRunner::SmokeTestRunner(QObject *parent) : QObject(parent)
{
}

SmokeTestRunner::~SmokeTestRunner()
{
    cancel();
    wait();
}

namespace {

// Empty when the project's config fits in the RAM this machine has available, or cannot be
// estimated (the run's own errors then say why).
QString memoryRefusal(const SmokeTestRunner::Options &options)
{
    for (const QString &name : {u"config.json"_s, u"experiment.json"_s}) {
        QFile file(options.projectDir + u'/' + name);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const Json config = parseJsonTolerant(file.readAll(), file.fileName()).value_or(Json());
        auto fits = HostMemoryCheck::check(config, options.device, HostMemoryCheck::localAvailable(options.meminfo),
                                           SmokeTestRunner::tr("this machine"));
        return fits ? QString() : fits.error().message;
    }
    return {};
}

} // namespace

QStringList SmokeTestRunner::arguments(const Options &options)
{
    QStringList args{u"-u"_s,         u"train.py"_s, u"--device"_s,    options.device,
                     u"--run-dir"_s,  u".smoke"_s,   u"--resume"_s,    u"none"_s,
                     u"--log-every"_s, u"1"_s,       u"--max-steps"_s, QString::number(options.maxSteps),
                     u"--verify-checkpoint"_s};
    if (options.threads > 0)
        args << u"--threads"_s << QString::number(options.threads);
    return args;
}

bool SmokeTestRunner::isRunning() const
{
    return m_running;
}

void SmokeTestRunner::wait()
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
}

void SmokeTestRunner::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

bool SmokeTestRunner::start(const Options &options)
{
    if (isRunning())
        return false;
    wait();
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = m_cancelled;
    // Everything below runs on the worker thread; results are queued to this object's thread.
    auto emitOutput = [this](const QString &text) {
        QMetaObject::invokeMethod(this, [this, text] { Q_EMIT output(text); }, Qt::QueuedConnection);
    };
    auto emitStep = [this](int step, double loss) {
        QMetaObject::invokeMethod(this, [this, step, loss] { Q_EMIT stepReported(step, loss); }, Qt::QueuedConnection);
    };
    auto emitEval = [this](int step, double loss, double perplexity) {
        QMetaObject::invokeMethod(this, [this, step, loss, perplexity] { Q_EMIT evalReported(step, loss, perplexity); },
                                  Qt::QueuedConnection);
    };
    auto emitVerified = [this](const RunVerification &verification) {
        QMetaObject::invokeMethod(this, [this, verification] { Q_EMIT verified(verification); }, Qt::QueuedConnection);
    };
    auto emitFinished = [this](int code, const QString &error) {
        QMetaObject::invokeMethod(
            this,
            [this, code, error] {
                m_running = false;
                Q_EMIT finished(code, error);
            },
            Qt::QueuedConnection);
    };
    m_thread.reset(QThread::create([options, cancelled, emitOutput, emitStep, emitEval, emitVerified, emitFinished] {
        const QString smokeDir = options.projectDir + u"/.smoke"_s;
        if (QFileInfo::exists(smokeDir) && !QDir(smokeDir).removeRecursively())
            return emitFinished(-1, tr("Cannot empty %1; remove it and try again.").arg(smokeDir));

        // The whole model trains in this machine's RAM: refuse a run that cannot fit there.
        if (const QString refusal = memoryRefusal(options); !refusal.isEmpty())
            return emitFinished(-1, refusal);

        QProcess process;
        process.setProgram(options.python);
        process.setArguments(arguments(options));
        process.setWorkingDirectory(options.projectDir);
        process.setProcessChannelMode(QProcess::MergedChannels);
        // Its own process group, so that a stop reaches whatever train.py started.
        process.setChildProcessModifier([] { ::setpgid(0, 0); });
        process.start();
        if (!process.waitForStarted(10000))
            return emitFinished(-1, tr("Cannot start %1 in %2: %3. Check the Python interpreter.")
                                        .arg(options.python, options.projectDir, process.errorString()));
        const qint64 pid = process.processId();

        StreamTail stream(smokeDir + u"/metrics/host-0.jsonl"_s);
        int lastStep = std::numeric_limits<int>::min();
        int lastEval = std::numeric_limits<int>::min();
        auto onStep = [&](int step, double loss) {
            if (step > lastStep) {
                lastStep = step;
                emitStep(step, loss);
            }
        };
        auto onEval = [&](int step, double loss, double perplexity) {
            if (step > lastEval) {
                lastEval = step;
                emitEval(step, loss, perplexity);
            }
        };
        // Used only while the stream has not appeared (train.py prints "step 12: loss 2.3456 lr
        // ..." and "step 50: eval loss 1.29, perplexity 3.64").
        static const QRegularExpression train(u"^step (\\d+): loss ([-+0-9.eEnaifNAIF]+)"_s);
        static const QRegularExpression eval(
            u"^step (\\d+): eval loss ([-+0-9.eEnaifNAIF]+), perplexity ([-+0-9.eEnaifNAIF]+)"_s);
        QByteArray partial; // a line split across reads waits for its end
        auto deliver = [&](bool last) {
            // The stream first: once it exists, it alone reports progress.
            stream.read(onStep, onEval);
            partial += process.readAll();
            const qsizetype end = last ? partial.size() : partial.lastIndexOf('\n') + 1;
            if (end <= 0)
                return;
            const QString text = QString::fromUtf8(partial.left(end));
            partial.remove(0, end);
            emitOutput(last && !text.endsWith(u'\n') ? text + u'\n' : text);
            if (stream.seen())
                return;
            for (const QString &line : text.split(u'\n')) {
                if (const auto m = eval.match(line); m.hasMatch())
                    onEval(m.captured(1).toInt(), m.captured(2).toDouble(), m.captured(3).toDouble());
                else if (const auto t = train.match(line); t.hasMatch())
                    onStep(t.captured(1).toInt(), t.captured(2).toDouble());
            }
        };

        bool stopped = false;
        for (;;) {
            process.waitForReadyRead(kPollMs);
            deliver(false);
            if (process.state() == QProcess::NotRunning)
                break;
            if (cancelled->load()) {
                stopped = true;
                ::kill(-pid_t(pid), SIGTERM);
                if (!process.waitForFinished(kTermGraceMs)) {
                    ::kill(-pid_t(pid), SIGKILL);
                    process.waitForFinished(5000);
                }
                break;
            }
        }
        deliver(true);
        if (stopped)
            emitFinished(-1, tr("Stopped."));
        else if (process.exitStatus() != QProcess::NormalExit)
            emitFinished(-1, tr("train.py ended on a signal (%1).").arg(process.errorString()));
        else if (process.exitCode() != 0)
            emitFinished(process.exitCode(), {});
        else
            emitFinished(0, verify(options.projectDir, smokeDir, options.device, emitVerified));
    }));
    m_running = true;
    m_thread->start();
    return true;
}

} // namespace twb
