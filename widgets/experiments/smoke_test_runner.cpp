#include "widgets/experiments/smoke_test_runner.h"

#include "core/remote/local_transport.h"
#include "core/util/shell_quote.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QtConcurrent>

using namespace Qt::StringLiterals;

namespace twb {

SmokeTestRunner::SmokeTestRunner(QObject *parent) : QObject(parent)
{
}

SmokeTestRunner::~SmokeTestRunner()
{
    if (m_watcher.isRunning()) {
        cancel();
        m_watcher.waitForFinished(); // the worker holds a pointer to our flag only; still, end it
    }
}

QString SmokeTestRunner::defaultPython()
{
    const QString fromEnvironment = qEnvironmentVariable("TPUWB_PYTHON");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QFileInfo::exists(u"/usr/bin/python3"_s) ? u"/usr/bin/python3"_s : u"python3"_s;
}

QString SmokeTestRunner::command(const Options &options)
{
    QString cmd = u"cd "_s + shellQuote(options.projectDir) + u" && rm -rf .smoke && exec "_s
                  + shellQuote(options.python) + u" -u train.py --device cpu --run-dir .smoke --resume none"
                                                   " --log-every 1 --max-steps "_s
                  + QString::number(options.maxSteps);
    if (options.threads > 0)
        cmd += u" --threads "_s + QString::number(options.threads);
    return cmd + u" 2>&1"_s;
}

bool SmokeTestRunner::start(const Options &options)
{
    if (m_watcher.isRunning())
        return false;
    m_maxSteps = options.maxSteps;
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = m_cancelled;
    const QString cmd = command(options);
    // Queued to this object's (GUI) thread: the lambdas below run on the worker thread.
    auto emitOutput = [this](const QString &text) {
        QMetaObject::invokeMethod(this, [this, text] {
            Q_EMIT output(text);
            for (const QString &line : text.split(u'\n'))
                handleLine(line);
        }, Qt::QueuedConnection);
    };
    auto emitFinished = [this](int code, const QString &error) {
        QMetaObject::invokeMethod(this, [this, code, error] { Q_EMIT finished(code, error); }, Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run([cmd, cancelled, emitOutput, emitFinished] {
        LocalTransport transport; // lives and dies on this worker thread
        ExecRequest request;
        request.command = cmd;
        request.collectOutput = false;
        QByteArray partial; // a line split across chunks waits for its end
        request.onStdout = [&partial, &emitOutput](const QByteArray &chunk) {
            partial += chunk;
            const qsizetype end = partial.lastIndexOf('\n');
            if (end < 0)
                return;
            emitOutput(QString::fromUtf8(partial.left(end + 1)));
            partial.remove(0, end + 1);
        };
        request.onStderr = request.onStdout;
        request.isCancelled = [cancelled] { return cancelled->load(); };
        auto result = transport.exec(request);
        if (!partial.isEmpty())
            emitOutput(QString::fromUtf8(partial) + u'\n');
        if (!result)
            emitFinished(-1, result.error().message);
        else if (result->cancelled)
            emitFinished(-1, QCoreApplication::translate("twb", "Stopped."));
        else
            emitFinished(result->exitCode, {});
    }));
    return true;
}

void SmokeTestRunner::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

void SmokeTestRunner::handleLine(const QString &line)
{
    // train.py prints "step 12: loss 2.3456 lr ..." and "step 50: eval loss 1.29, perplexity 3.64".
    static const QRegularExpression train(u"^step (\\d+): loss ([-+0-9.eEnaifNAIF]+)"_s);
    static const QRegularExpression eval(u"^step (\\d+): eval loss ([-+0-9.eEnaifNAIF]+), perplexity ([-+0-9.eEnaifNAIF]+)"_s);
    if (const auto m = eval.match(line); m.hasMatch()) {
        Q_EMIT evalReported(m.captured(1).toInt(), m.captured(2).toDouble(), m.captured(3).toDouble());
        return;
    }
    if (const auto m = train.match(line); m.hasMatch())
        Q_EMIT stepReported(m.captured(1).toInt(), m.captured(2).toDouble());
}

} // namespace twb
