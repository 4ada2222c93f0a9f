#include "support/run_workspace.h"

#include "core/runs/run_record.h"
#include "core/util/json.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace twb::test {
namespace {

bool writeRun(const QString &runsDir, const FixtureRun &run)
{
    const QString dir = runsDir + u'/' + run.id;
    if (!QDir().mkpath(dir + u"/metrics"_s))
        return false;
    RunRecord record;
    record.runId = run.id;
    record.experiment = run.experiment;
    record.configHash = run.id.section(u'-', -4, -4);
    record.seed = run.seed;
    record.machine = run.seed % 2 == 0 ? u"v5e-8"_s : u"v4-32"_s;
    record.hosts = {u"10.0.0.2"_s};
    record.state = RunState::Finished;
    record.created = run.created.toString(Qt::ISODate);
    record.started = record.created;
    record.ended = run.created.addSecs(50).toString(Qt::ISODate);
    if (!record.writeFile(dir + u"/run.json"_s))
        return false;
    const Json config{{"model", {{"kind", "decoder"}, {"layers", run.layers}}},
                      {"train", {{"lr", run.lr}, {"batch", 64}, {"seed", run.seed}}}};
    if (!writeJsonFileAtomically(dir + u"/config.json"_s, config))
        return false;
    QFile metrics(dir + u"/metrics/host-0.jsonl"_s);
    if (!metrics.open(QIODevice::WriteOnly))
        return false;
    // A loss falling to finalLoss; the last line is the last step.
    const int first = std::max(1, run.lastStep - 40);
    for (int step = first; step <= run.lastStep; step += 10)
        metrics.write(u"{\"step\": %1, \"time\": %2, \"host\": 0, \"loss\": %3}\n"_s.arg(step)
                          .arg(run.created.toSecsSinceEpoch() + step)
                          .arg(run.finalLoss + (run.lastStep - step) * 0.01, 0, 'g', 17)
                          .toUtf8());
    return true;
}

} // namespace

QList<FixtureRun> writeRunWorkspace(const QString &workspace, int count)
{
    const QStringList experiments{u"tiny-walk"_s, u"lr-sweep-decoder"_s, u"long-context-ablation"_s};
    const QList<double> lrs{1e-4, 3e-4, 1e-3, 3e-3};
    const QDateTime start(QDate(2026, 11, 2), QTime(9, 0), Qt::UTC);
    const QString runsDir = workspace + u"/runs"_s;
    QList<FixtureRun> runs;
    for (int i = 0; i < count; ++i) {
        const int k = i / 2;   // 2k and 2k+1: the same run launched twice
        FixtureRun run;
        run.experiment = experiments[k % 3];
        run.lr = lrs[(k / 3) % 4];
        run.layers = (k / 12) % 2 == 0 ? 4 : 12;
        run.seed = (k / 24) % 5;
        run.created = start.addSecs(60LL * i);
        run.lastStep = 100 + 10 * ((i * 37) % 97);
        run.finalLoss = 1.5 + ((i * 53) % 89) / 100.0;
        const QString hash = u"%1"_s.arg(qulonglong(qHash(u"%1/%2/%3"_s.arg(run.lr).arg(run.layers).arg(run.experiment)) & 0xffffffffu),
                                         8, 16, QLatin1Char('0'));
        run.id = u"%1-%2-s%3-%4"_s.arg(run.experiment, hash).arg(run.seed).arg(run.created.toString(u"yyyyMMdd-HHmmss"_s));
        if (!writeRun(runsDir, run)) {
            QTest::qFail(qPrintable(u"could not write the run folder %1/%2"_s.arg(runsDir, run.id)), __FILE__, __LINE__);
            return {};
        }
        runs << run;
    }
    return runs;
}

} // namespace twb::test
