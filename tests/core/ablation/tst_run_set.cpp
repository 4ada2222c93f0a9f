// RunSet over real run folders: each run's record, its effective config.json and every host's
// metrics, read in parallel into one store; a folder whose run.json cannot be read is left out
// and named; runDirsIn lists only folders with a record.
#include "core/ablation/run_set.h"
#include "core/experiment/config_hash.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "support/result_check.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunSet final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsRecordsConfigsAndMetrics();

private:
    void write(const QString &path, const QByteArray &bytes)
    {
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

void tst_RunSet::loadsRecordsConfigsAndMetrics()
{
    QTemporaryDir dir;
    const QString runs = dir.filePath(u"runs"_s);
    RunRecord a;
    a.runId = u"a"_s;
    a.state = RunState::Finished;
    a.seed = 3;
    a.configHash = u"abcd1234"_s;
    a.ablation = u"lr"_s;
    a.experiment = u"tiny"_s;
    a.machine = u"m1"_s;
    const RunFolder fa = RunFolder::in(runs, u"a"_s);
    QVERIFY(QDir().mkpath(fa.dir()));
    TWB_VERIFY_RESULT(fa.writeRecord(a));
    write(fa.configFile(), R"({"train": {"lr": 0.01}})");
    write(fa.metricsFile(0), "{\"step\": 1, \"loss\": 2.0, \"acc\": 0.1}\n{\"step\": 2, \"loss\": 1.0}\n");
    write(fa.metricsFile(1), "{\"step\": 1, \"loss\": 2.5}\n");

    RunRecord b;   // no config hash, no config.json: the hash is the empty config's
    b.runId = u"b"_s;
    b.state = RunState::Stopped;
    const RunFolder fb = RunFolder::in(runs, u"b"_s);
    QVERIFY(QDir().mkpath(fb.dir()));
    TWB_VERIFY_RESULT(fb.writeRecord(b));

    write(RunFolder::in(runs, u"broken"_s).recordFile(), "{ nope");
    QVERIFY(QDir().mkpath(runs + u"/empty"_s));

    const QStringList dirs = RunSet::runDirsIn(runs);
    QCOMPARE(dirs, (QStringList{fa.dir(), fb.dir(), RunFolder::in(runs, u"broken"_s).dir()}));

    const RunSet set = RunSet::load(dirs);
    QCOMPARE(set.runs().size(), std::size_t(2));
    QCOMPARE(set.problems().size(), 1);
    QVERIFY(set.problems().first().contains(u"broken"_s));

    const RunSet::Run *ra = set.find(u"a"_s);
    QVERIFY(ra);
    QCOMPARE(ra->state, RunState::Finished);
    QCOMPARE(ra->seed, 3);
    QCOMPARE(ra->hash, u"abcd1234"_s);
    QCOMPARE(ra->ablation, u"lr"_s);
    QCOMPARE(ra->machine, u"m1"_s);
    QCOMPARE(ra->config.at("train").at("lr").get<double>(), 0.01);
    const RunSet::Run *rb = set.find(u"b"_s);
    QVERIFY(rb);
    QCOMPARE(rb->state, RunState::Stopped);
    QCOMPARE(rb->hash, configHash(Json::object()));
    QVERIFY(!set.find(u"broken"_s));

    QCOMPARE(set.metrics(), (QStringList{u"loss"_s, u"acc"_s}));
    QVERIFY(set.store().hostSummary(u"a"_s, 0));
    QVERIFY(set.store().hostSummary(u"a"_s, 1));
    QCOMPARE(set.store().hostSummary(u"a"_s, 0)->lastStep, std::int64_t(2));
}

QTEST_GUILESS_MAIN(tst_RunSet)
#include "tst_run_set.moc"
