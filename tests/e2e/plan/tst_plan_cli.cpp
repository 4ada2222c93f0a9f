// tpuwb plan new: writes the base experiment, the ablation and plan.md, and the plan's budget
// cites the step time the smoke run measured, read back here from the run's own metrics file.
// Bad input names the argument and writes nothing.
#include "core/ablation/loaded_ablation.h"
#include "core/util/json.h"

#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace {

// A decoder small enough that a CPU step takes a fraction of a second.
const QStringList kTiny = {u"--set"_s, u"model.d_model=64"_s,    u"--set"_s, u"model.n_layers=2"_s,
                           u"--set"_s, u"model.n_heads=2"_s,     u"--set"_s, u"model.d_ff=256"_s,
                           u"--set"_s, u"model.vocab_size=512"_s, u"--set"_s, u"train.batch_size=8"_s,
                           u"--set"_s, u"train.seq_len=64"_s};

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The median step_time_ms past the first two steps, computed here from the file the run wrote.
double medianStepSeconds(const QString &metricsFile)
{
    std::map<qint64, double> perStep;
    QFile file(metricsFile);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const auto json = twb::parseJsonTolerant(line, metricsFile);
        if (!json || !json->is_object() || json->contains("event") || !json->contains("step_time_ms"))
            continue;
        perStep[(*json)["step"].get<qint64>()] = (*json)["step_time_ms"].get<double>();
    }
    std::vector<double> times;
    int skipped = 0;
    for (const auto &[step, ms] : perStep)
        if (skipped++ >= 2)
            times.push_back(ms);
    if (times.empty())
        return -1;
    std::sort(times.begin(), times.end());
    const size_t n = times.size();
    return (n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2.0) / 1000.0;
}

// As plan.md writes a step time.
QString secondsText(double s)
{
    return s >= 0.1 ? QString::number(s, 'g', 3) + u" s"_s : QString::number(s * 1000, 'g', 3) + u" ms"_s;
}

} // namespace

class tst_PlanCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planNewMeasuresOnThisComputer();
    void planNewMeasuresOnALocalMachine();
    void badInputNamesTheArgument_data();
    void badInputNamesTheArgument();
};

void tst_PlanCli::planNewMeasuresOnThisComputer()
{
    QTemporaryDir dir;
    const QString ws = dir.filePath(u"ws"_s);
    const twb::test::TpuwbRunner tpuwb({u"--workspace"_s, ws});
    const auto run = tpuwb.run(QStringList{u"plan"_s, u"new"_s, u"--name"_s, u"lr-study"_s, u"--idea"_s,
                                           u"A lower learning rate"_s, u"--hypothesis"_s, u"3e-4 beats 1e-4"_s,
                                           u"--vary"_s, u"train.lr=1e-4,3e-4"_s, u"--metric"_s, u"eval_loss"_s,
                                           u"--seeds"_s, u"2"_s, u"--measure"_s, u"--steps"_s, u"6"_s}
                               + kTiny,
                               240000);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));

    // The experiment, as tpuwb scaffold writes it.
    const QString project = ws + u"/experiments/lr-study"_s;
    QVERIFY(QFileInfo::exists(project + u"/train.py"_s));
    QVERIFY(QFileInfo::exists(project + u"/experiment.json"_s));
    // The ablation over it: 2 values x 2 seeds.
    auto ablation = twb::LoadedAblation::load(ws + u"/ablations/lr-study.json"_s);
    TWB_VERIFY_RESULT(ablation);
    QCOMPARE(ablation->expansion.cells().size(), size_t(2));
    QCOMPARE(ablation->expansion.runs().size(), size_t(4));
    QCOMPARE(ablation->spec.metric().name, u"eval/loss"_s);

    // The plan cites the step time the smoke run wrote into its metrics, labelled as CPU.
    const double measured = medianStepSeconds(project + u"/.smoke/metrics/host-0.jsonl"_s);
    QVERIFY2(measured > 0, "the smoke run wrote no step times past its warm-up");
    const QString plan = readText(project + u"/plan.md"_s);
    const QString cited = u"measured on CPU (%1, the median step on this computer; steps after warm-up: 4;"_s
                              .arg(secondsText(measured));
    QVERIFY2(plan.contains(cited), qPrintable(cited + u"\n---\n"_s + plan));
    QVERIFY(plan.contains(u"not a TPU figure"_s));
    // A CPU-scaled budget of a tiny model: chip-seconds or -minutes, with the step times it comes from.
    QVERIFY2(plan.contains(u"- Chip time: "_s) && plan.contains(u"measured on CPU)"_s), qPrintable(plan));
    const QString chipTime = plan.section(u"- Chip time: "_s, 1).section(u'\n', 0, 0);
    QVERIFY2(!chipTime.contains(u"0.000"_s), qPrintable(chipTime));
    QVERIFY(plan.contains(u"## Significance"_s));
    QVERIFY(plan.contains(u"## Timeline"_s));
    QVERIFY(plan.contains(u"3e-4 beats 1e-4"_s));
}

void tst_PlanCli::planNewMeasuresOnALocalMachine()
{
    QTemporaryDir dir;
    const QString ws = dir.filePath(u"ws"_s);
    const twb::test::TpuwbRunner tpuwb({u"--workspace"_s, ws});
    // The demo workspace: a local machine, and a finished two-seed ablation judged by loss.
    const auto demo = tpuwb.run({u"demo"_s, u"create"_s, ws});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
    const auto run = tpuwb.run(QStringList{u"plan"_s, u"new"_s, u"--name"_s, u"warmup"_s, u"--idea"_s, u"Shorter warm-up"_s,
                                           u"--hypothesis"_s, u"10 warm-up steps suffice"_s, u"--vary"_s,
                                           u"train.warmup_steps=10,50"_s, u"--metric"_s, u"loss"_s, u"--machine"_s,
                                           u"this-machine"_s, u"--steps"_s, u"6"_s}
                                   + kTiny,
                               240000);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
    const QString plan = readText(ws + u"/experiments/warmup/plan.md"_s);
    // The measuring run is a run of the workspace; its metrics are what the plan cites.
    static const QRegularExpression runId(u"this-machine \\(run (warmup-[0-9a-f]{8}-s\\d+-[0-9-]+)\\)"_s);
    const auto match = runId.match(plan);
    QVERIFY2(match.hasMatch(), qPrintable(plan));
    const double measured = medianStepSeconds(ws + u"/runs/"_s + match.captured(1) + u"/metrics/host-0.jsonl"_s);
    QVERIFY(measured > 0);
    QVERIFY2(plan.contains(u"measured on CPU (%1, the median step on this-machine"_s.arg(secondsText(measured))),
             qPrintable(plan));
    // The seed spread comes from the demo's finished lr-sweep (loss, 3 cells x 2 seeds).
    QVERIFY2(plan.contains(u"3 degrees of freedom; ablation lr-sweep"_s), qPrintable(plan));
    QVERIFY(plan.contains(u"Detectable difference: "_s));
    // The measuring run is a finished CPU run of the experiment: the ablation's own cost
    // estimate uses it and says it is not a TPU figure.
    const auto expand = tpuwb.run({u"ablate"_s, u"expand"_s, ws + u"/ablations/warmup.json"_s});
    QCOMPARE(expand.exitCode, 0);
    QVERIFY2(expand.err.contains(u"of warmup (median), on CPU: not a TPU figure"_s), qPrintable(expand.err));
}

void tst_PlanCli::badInputNamesTheArgument_data()
{
    QTest::addColumn<QStringList>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("a --vary without values") << QStringList{u"--vary"_s, u"train.lr="_s}
                                             << u"--vary train.lr=: \"train.lr=\" gives train.lr no values"_s;
    QTest::newRow("a --vary with one value") << QStringList{u"--vary"_s, u"train.lr=1e-4"_s}
                                             << u"--vary train.lr=1e-4: \"train.lr=1e-4\" gives train.lr one value only"_s;
    QTest::newRow("an unknown key") << QStringList{u"--vary"_s, u"train.lrate=1,2"_s}
                                    << u"--vary train.lrate=1,2: train.lrate is not a field of the experiment; its block has: "
                                       "train.batch_size"_s;
    QTest::newRow("an unknown metric") << QStringList{u"--metric"_s, u"accuracy"_s}
                                       << u"--metric: the metric \"accuracy\" is not one the training project writes"_s;
    QTest::newRow("no hypothesis") << QStringList{u"--hypothesis"_s, u""_s} << u"--hypothesis is required"_s;
    QTest::newRow("zero seeds") << QStringList{u"--seeds"_s, u"0"_s} << u"--seeds takes a whole number of 1 or more"_s;
}

void tst_PlanCli::badInputNamesTheArgument()
{
    QFETCH(QStringList, change);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const twb::test::TpuwbRunner tpuwb({u"--workspace"_s, dir.path()});
    QStringList args = {u"plan"_s, u"new"_s, u"--name"_s, u"bad"_s, u"--idea"_s, u"i"_s, u"--hypothesis"_s, u"h"_s};
    if (!change.contains(u"--vary"_s))
        args << u"--vary"_s << u"train.lr=1e-4,3e-4"_s;
    if (!change.contains(u"--metric"_s))
        args << u"--metric"_s << u"eval_loss"_s;
    const auto run = tpuwb.run(args + change);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(dir.filePath(u"experiments/bad"_s)));
    QVERIFY(!QFileInfo::exists(dir.filePath(u"ablations/bad.json"_s)));
}

QTEST_GUILESS_MAIN(tst_PlanCli)
#include "tst_plan_cli.moc"
