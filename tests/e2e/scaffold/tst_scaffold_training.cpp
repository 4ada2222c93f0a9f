// End to end: `tpuwb scaffold` renders a small MoE project, launch.sh runs its CPU smoke
// mode with Debian's /usr/bin/python3 (PyTorch 1.13), and the run learns, reproduces,
// resumes exactly, and keeps the launch.sh contract (status, logs, metrics, signals).
#include "support/metrics_rows.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Small enough for a few seconds per run on one core; big enough to have experts to route.
const QStringList kTinyModel = {
    u"model.d_model=32"_s,   u"model.n_layers=2"_s,       u"model.n_heads=4"_s,       u"model.d_ff=64"_s,
    u"model.vocab_size=64"_s, u"model.moe.n_experts=4"_s, u"train.batch_size=8"_s,    u"train.seq_len=32"_s,
    u"train.lr=0.003"_s,     u"train.warmup_steps=10"_s,  u"train.max_steps=100"_s,   u"train.eval_every=50"_s,
    u"train.save_every=25"_s, u"train.log_every=1"_s,     u"train.eval_batches=2"_s,
};

struct Metrics
{
    QList<QJsonObject> scalars; // in file order
    QList<QJsonObject> events;

    QJsonObject scalarAt(int step) const
    {
        QJsonObject last;
        for (const auto &row : scalars)
            if (row.value(u"step"_s).toInt() == step)
                last = row; // a resumed run re-logs steps; the newest counts
        return last;
    }
    QList<QJsonObject> eventsNamed(const QString &name) const
    {
        QList<QJsonObject> found;
        for (const auto &e : events)
            if (e.value(u"event"_s).toString() == name)
                found << e;
        return found;
    }
};

Metrics readMetrics(const QString &path)
{
    Metrics metrics;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return metrics;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject row = QJsonDocument::fromJson(line).object();
        (row.contains(u"event"_s) ? metrics.events : metrics.scalars).append(row);
    }
    return metrics;
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

bool waitFor(const std::function<bool()> &condition, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QThread::msleep(50);
    }
    return true;
}

} // namespace

class tst_ScaffoldTraining final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trainsThroughLaunchShAndLearns();
    void sameSeedGivesIdenticalMetrics();
    void resumeAtStep50MatchesUninterruptedRun();
    void sigtermStopsAfterACheckpointAndResumes();
    void detachedStartRefusesASecondOneAndRecordsAKill();

private:
    // Renders the tiny MoE project into `dir` with tpuwb (the real CLI).
    void scaffold(const QString &dir);
    // Runs launch.sh in `dir` with `args` to completion; returns its exit code.
    int launch(const QString &dir, const QStringList &args, const QMap<QString, QString> &env = {});
    QProcessEnvironment environment(const QMap<QString, QString> &extra = {}) const;

    QTemporaryDir m_root;
    QString m_reference; // the uninterrupted 100-step run of the first test
};

void tst_ScaffoldTraining::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
}

QProcessEnvironment tst_ScaffoldTraining::environment(const QMap<QString, QString> &extra) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TPUWB_PYTHON"_s, twb::test::systemPython());
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    for (auto it = extra.cbegin(); it != extra.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

void tst_ScaffoldTraining::scaffold(const QString &dir)
{
    QStringList args = {u"--workspace"_s, m_root.filePath(u"ws"_s), u"scaffold"_s, u"--name"_s, u"tiny-moe"_s,
                        u"--model"_s, u"moe"_s, u"--accelerator"_s, u"v5litepod-8"_s, u"--strategy"_s,
                        u"fsdpv2"_s, u"--out"_s, dir};
    for (const QString &setting : kTinyModel)
        args << u"--set"_s << setting;
    QProcess tpuwb;
    tpuwb.setProcessChannelMode(QProcess::MergedChannels);
    tpuwb.start(twb::test::tpuwbBinary(), args);
    QVERIFY(tpuwb.waitForFinished(30000));
    QVERIFY2(tpuwb.exitCode() == 0, tpuwb.readAll().constData());
}

int tst_ScaffoldTraining::launch(const QString &dir, const QStringList &args, const QMap<QString, QString> &env)
{
    QProcess process;
    process.setProcessEnvironment(environment(env));
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(dir + u"/launch.sh"_s, QStringList{u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s} + args);
    if (!process.waitForFinished(180000))
        return -1;
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void tst_ScaffoldTraining::trainsThroughLaunchShAndLearns()
{
    m_reference = m_root.filePath(u"reference"_s);
    scaffold(m_reference);
    QCOMPARE(launch(m_reference, {}), 0);

    const Metrics metrics = readMetrics(m_reference + u"/metrics/host-0.jsonl"_s);
    QCOMPARE(metrics.scalars.size(), 100);
    const double first = metrics.scalars.first().value(u"loss"_s).toDouble();
    const double last = metrics.scalars.last().value(u"loss"_s).toDouble();
    // Starts near log(vocab) = log(64) = 4.16; the Markov data is learnable far below it.
    QVERIFY2(first > 3.5, qPrintable(QString::number(first)));
    QVERIFY2(last < 0.5 * first, qPrintable(u"loss %1 -> %2"_s.arg(first).arg(last)));
    for (const char *key : {"lr", "grad_norm", "step_time_ms", "tokens_per_s", "compile_count",
                            "moe/balance_loss", "moe/dropped_fraction"})
        QVERIFY2(metrics.scalars.last().contains(QLatin1StringView(key)), key);

    const auto configs = metrics.eventsNamed(u"config"_s);
    QCOMPARE(configs.size(), 1);
    QCOMPARE(configs.first().value(u"attention_kernel"_s).toString(), u"reference (cpu smoke test)"_s);
    QCOMPARE(configs.first().value(u"config_hash"_s).toString().size(), 8);
    const auto evals = metrics.eventsNamed(u"eval"_s);
    QCOMPARE(evals.size(), 2); // step 50 and the end
    const QJsonObject finalEval = evals.last().value(u"metrics"_s).toObject();
    QCOMPARE(finalEval.value(u"eval/perplexity"_s).toDouble(), std::exp(finalEval.value(u"eval/loss"_s).toDouble()));
    QCOMPARE(metrics.eventsNamed(u"checkpoint"_s).size(), 4); // 25, 50, 75, 100
    QCOMPARE(metrics.eventsNamed(u"done"_s).last().value(u"exit_code"_s).toInt(), 0);
    const QString hash = configs.first().value(u"config_hash"_s).toString();
    QVERIFY(QFileInfo::exists(m_reference + u"/checkpoints/ckpt-42-"_s + hash + u"-00000100/meta.json"_s));
    // keep_checkpoints (3): the oldest was pruned.
    QVERIFY(!QFileInfo::exists(m_reference + u"/checkpoints/ckpt-42-"_s + hash + u"-00000025"_s));

    const QJsonObject status = readJson(m_reference + u"/status/host-0.json"_s);
    QVERIFY(status.value(u"pid"_s).toInt() > 0);
    QVERIFY(!status.value(u"hostname"_s).toString().isEmpty());
    QVERIFY(status.value(u"ended"_s).toDouble() >= status.value(u"started"_s).toDouble());
    QCOMPARE(status.value(u"exit_code"_s).toInt(-1), 0);
    QCOMPARE(status.value(u"args"_s).toArray().first().toString(), u"--device"_s);
    QFile log(m_reference + u"/logs/host-0.log"_s);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray logText = log.readAll();
    QVERIFY(logText.contains("step 100: loss"));
    QVERIFY(logText.contains("train.py exited with status 0"));
}

void tst_ScaffoldTraining::sameSeedGivesIdenticalMetrics()
{
    QVERIFY(!m_reference.isEmpty());
    const QString again = m_root.filePath(u"again"_s);
    scaffold(again);
    QCOMPARE(launch(again, {}), 0);
    const Metrics a = readMetrics(m_reference + u"/metrics/host-0.jsonl"_s);
    const Metrics b = readMetrics(again + u"/metrics/host-0.jsonl"_s);
    QCOMPARE(b.scalars.size(), a.scalars.size());
    for (qsizetype i = 0; i < a.scalars.size(); ++i)
        QCOMPARE(twb::test::withoutTiming(b.scalars[i]), twb::test::withoutTiming(a.scalars[i]));
    QCOMPARE(b.eventsNamed(u"eval"_s).last().value(u"metrics"_s), a.eventsNamed(u"eval"_s).last().value(u"metrics"_s));

    // Another seed is another run: same hash, other numbers.
    const QString seeded = m_root.filePath(u"seed7"_s);
    scaffold(seeded);
    QCOMPARE(launch(seeded, {u"--seed"_s, u"7"_s, u"--max-steps"_s, u"100"_s, u"--stop-after"_s, u"5"_s}), 0);
    const Metrics c = readMetrics(seeded + u"/metrics/host-0.jsonl"_s);
    QVERIFY(c.scalarAt(5).value(u"loss"_s) != a.scalarAt(5).value(u"loss"_s));
}

void tst_ScaffoldTraining::resumeAtStep50MatchesUninterruptedRun()
{
    QVERIFY(!m_reference.isEmpty());
    const QString dir = m_root.filePath(u"resumed"_s);
    scaffold(dir);
    QCOMPARE(launch(dir, {u"--stop-after"_s, u"50"_s}), 0);
    Metrics partial = readMetrics(dir + u"/metrics/host-0.jsonl"_s);
    QCOMPARE(partial.scalars.last().value(u"step"_s).toInt(), 50);
    QCOMPARE(launch(dir, {}), 0);

    const Metrics resumed = readMetrics(dir + u"/metrics/host-0.jsonl"_s);
    const Metrics reference = readMetrics(m_reference + u"/metrics/host-0.jsonl"_s);
    const auto configs = resumed.eventsNamed(u"config"_s);
    QCOMPARE(configs.size(), 2);
    QCOMPARE(configs.last().value(u"start_step"_s).toInt(), 50);
    QVERIFY(configs.last().value(u"resumed_from"_s).toString().endsWith(u"-00000050"_s));
    QCOMPARE(resumed.scalars.size(), 100); // 1..50, then 51..100 after the resume
    QCOMPARE(resumed.scalarAt(100).value(u"loss"_s).toDouble(), reference.scalarAt(100).value(u"loss"_s).toDouble());
    for (int step = 51; step <= 100; ++step)
        QCOMPARE(twb::test::withoutTiming(resumed.scalarAt(step)), twb::test::withoutTiming(reference.scalarAt(step)));
}

void tst_ScaffoldTraining::sigtermStopsAfterACheckpointAndResumes()
{
    const QString dir = m_root.filePath(u"stopped"_s);
    scaffold(dir);
    QProcess process;
    process.setProcessEnvironment(environment());
    process.setWorkingDirectory(dir);
    process.start(dir + u"/launch.sh"_s, {u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s, u"--max-steps"_s, u"100000"_s});
    QVERIFY(process.waitForStarted());
    const QString metricsPath = dir + u"/metrics/host-0.jsonl"_s;
    QVERIFY(waitFor([&] { return readMetrics(metricsPath).scalars.size() >= 3; }, 60000));
    ::kill(pid_t(process.processId()), SIGTERM); // the launcher we started, by its pid
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 143);

    const Metrics metrics = readMetrics(metricsPath);
    const int stoppedAt = metrics.scalars.last().value(u"step"_s).toInt();
    QVERIFY(stoppedAt >= 3);
    QCOMPARE(metrics.eventsNamed(u"checkpoint"_s).last().value(u"step"_s).toInt(), stoppedAt);
    QCOMPARE(metrics.eventsNamed(u"done"_s).last().value(u"exit_code"_s).toInt(), 143);
    QCOMPARE(readJson(dir + u"/status/host-0.json"_s).value(u"exit_code"_s).toInt(), 143);

    // The next start resumes from that checkpoint.
    QCOMPARE(launch(dir, {u"--max-steps"_s, u"100000"_s, u"--stop-after"_s, QString::number(stoppedAt + 2)}), 0);
    const Metrics resumed = readMetrics(metricsPath);
    QCOMPARE(resumed.eventsNamed(u"config"_s).last().value(u"start_step"_s).toInt(), stoppedAt);
    QCOMPARE(resumed.scalars.last().value(u"step"_s).toInt(), stoppedAt + 2);
}

void tst_ScaffoldTraining::detachedStartRefusesASecondOneAndRecordsAKill()
{
    const QString dir = m_root.filePath(u"detached"_s);
    scaffold(dir);
    // TPUWB_DETACH=1: returns once train.py runs, printing the status JSON.
    QProcess starter;
    starter.setProcessEnvironment(environment({{u"TPUWB_DETACH"_s, u"1"_s}, {u"TPUWB_ATTEMPT_ID"_s, u"attempt-1"_s}}));
    starter.setWorkingDirectory(dir);
    starter.start(dir + u"/launch.sh"_s, {u"--device"_s, u"cpu"_s, u"--max-steps"_s, u"100000"_s});
    QVERIFY(starter.waitForFinished(60000));
    QCOMPARE(starter.exitCode(), 0);
    const QJsonObject started = QJsonDocument::fromJson(starter.readAllStandardOutput()).object();
    QCOMPARE(started.value(u"attempt_id"_s).toString(), u"attempt-1"_s);
    const qint64 pid = started.value(u"pid"_s).toInteger();
    QVERIFY(pid > 0);
    QVERIFY(started.value(u"ended"_s).isNull());
    QVERIFY(QFileInfo::exists(u"/proc/%1"_s.arg(pid)));

    // A second start on the same host is refused while the first runs.
    QCOMPARE(launch(dir, {}), 3);

    // Killed hard (no chance to write its done event): launch.sh records it.
    const QString metricsPath = dir + u"/metrics/host-0.jsonl"_s;
    QVERIFY(waitFor([&] { return !readMetrics(metricsPath).scalars.isEmpty(); }, 60000));
    ::kill(pid_t(pid), SIGKILL); // train.py, whose pid the status file gave us
    QVERIFY(waitFor([&] { return readJson(dir + u"/status/host-0.json"_s).value(u"exit_code"_s).toInt(-1) >= 0; }, 30000));
    QCOMPARE(readJson(dir + u"/status/host-0.json"_s).value(u"exit_code"_s).toInt(), 137);
    const auto done = readMetrics(metricsPath).eventsNamed(u"done"_s);
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.first().value(u"exit_code"_s).toInt(), 137);
    QCOMPARE(done.first().value(u"source"_s).toString(), u"launch.sh"_s);
}

QTEST_GUILESS_MAIN(tst_ScaffoldTraining)
#include "tst_scaffold_training.moc"
