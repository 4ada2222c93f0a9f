#include "core/ablation/result_table.h"
#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"

#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;
using twb::AblationMetric;
using twb::Json;
using twb::ResultTable;
using twb::RunMetricSummary;
using twb::SeriesStore;

namespace {

void feed(SeriesStore &store, const QString &run, int host, const QByteArray &jsonl)
{
    twb::MetricIngestor ingestor(store, run, host, twb::MetricFormat::Jsonl, run + u" test"_s);
    ingestor.feed(jsonl.constData(), size_t(jsonl.size()));
    ingestor.finish();
}

QByteArray lossLines(const std::vector<double> &losses)
{
    QByteArray out;
    for (size_t i = 0; i < losses.size(); ++i)
        out += "{\"step\": " + QByteArray::number(qint64(i + 1) * 10) + ", \"time\": " + QByteArray::number(100 + i)
               + ", \"loss\": " + (std::isnan(losses[i]) ? QByteArray("NaN") : QByteArray::number(losses[i], 'g', 17))
               + "}\n";
    return out;
}

ResultTable::Run run(const QString &id, const QString &hash, qint64 seed, double topk, const RunMetricSummary &summary)
{
    return {id, hash, seed, u"finished"_s, Json{{"model", {{"moe", {{"top_k", topk}}}}}, {"train", {{"seed", seed}}}},
            summary};
}

} // namespace

class tst_ResultTable final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaryReadsTheLastValue();
    void summaryOverHostsIsTheMean();
    void summaryOfAMissingMetric();
    void tableGroupsSeedsAndDeltas();
    void rankingAndExports();
    void oneSeedHasNoSpread();
};

void tst_ResultTable::summaryReadsTheLastValue()
{
    SeriesStore store;
    feed(store, u"r"_s, 0, lossLines({3.0, 2.0, 1.5, 1.75}));
    AblationMetric metric;
    metric.at = AblationMetric::At::Step;
    metric.step = 25; // points at steps 10, 20, 30, 40: the value at 20
    const RunMetricSummary s = RunMetricSummary::fromStore(store, u"r"_s, metric, 0.6);
    QVERIFY(s.present);
    QCOMPARE(s.final, 1.75);
    QCOMPARE(s.best, 1.5);
    QCOMPARE(s.atStep, 2.0);
    QCOMPARE(s.value(metric), 2.0);
    QCOMPARE(s.lastStep, 40);
    QCOMPARE(s.points, size_t(4));
    // Debiased EMA with w = 0.6 over 3, 2, 1.5, 1.75 (TensorBoard's formula).
    double m = 0, wn = 1;
    for (double y : {3.0, 2.0, 1.5, 1.75}) {
        m = 0.6 * m + 0.4 * y;
        wn *= 0.6;
    }
    QVERIFY(std::fabs(s.smoothedFinal - m / (1 - wn)) < 1e-12);
    metric.goal = AblationMetric::Goal::Max;
    QCOMPARE(RunMetricSummary::fromStore(store, u"r"_s, metric, 0).best, 3.0);
}

void tst_ResultTable::summaryOverHostsIsTheMean()
{
    SeriesStore store;
    feed(store, u"r"_s, 0, lossLines({3.0, 2.0}));
    feed(store, u"r"_s, 1, lossLines({3.0, 2.5}));
    const RunMetricSummary s = RunMetricSummary::fromStore(store, u"r"_s, AblationMetric{}, 0);
    QCOMPARE(s.final, 2.25);
    QCOMPARE(s.smoothedFinal, 2.25);
}

void tst_ResultTable::summaryOfAMissingMetric()
{
    SeriesStore store;
    feed(store, u"r"_s, 0, lossLines({3.0}));
    AblationMetric metric;
    metric.name = u"eval/loss"_s;
    QVERIFY(!RunMetricSummary::fromStore(store, u"r"_s, metric, 0).present);
    QVERIFY(!RunMetricSummary::fromStore(store, u"unknown"_s, AblationMetric{}, 0).present);
}

void tst_ResultTable::tableGroupsSeedsAndDeltas()
{
    SeriesStore store;
    feed(store, u"a0"_s, 0, lossLines({2.0, 1.0}));
    feed(store, u"a1"_s, 0, lossLines({2.0, 2.0}));
    feed(store, u"a2"_s, 0, lossLines({2.0, 3.0}));
    feed(store, u"b0"_s, 0, lossLines({2.0, 1.5}));
    feed(store, u"b1"_s, 0, lossLines({2.0, std::nan("")}));
    const AblationMetric metric;
    const auto summary = [&](const char *id) { return RunMetricSummary::fromStore(store, QString::fromLatin1(id), metric, 0); };
    const std::vector<ResultTable::Run> runs{
        run(u"a0"_s, u"aaaaaaaa"_s, 0, 2, summary("a0")), run(u"b0"_s, u"bbbbbbbb"_s, 0, 4, summary("b0")),
        run(u"a1"_s, u"aaaaaaaa"_s, 1, 2, summary("a1")), run(u"b1"_s, u"bbbbbbbb"_s, 1, 4, summary("b1")),
        run(u"a2"_s, u"aaaaaaaa"_s, 2, 2, summary("a2")),
        run(u"c0"_s, u"cccccccc"_s, 0, 8, summary("c0")), // not started: no metric yet
    };
    const ResultTable table = ResultTable::build(runs, {u"model.moe.top_k"_s}, metric, u"aaaaaaaa"_s);
    QCOMPARE(table.rows().size(), size_t(3));
    const auto &a = table.rows()[0];
    const auto &b = table.rows()[1];
    const auto &c = table.rows()[2];
    QCOMPARE(a.hash, u"aaaaaaaa"_s);
    QVERIFY(a.isBaseline);
    QCOMPARE(table.baselineRow(), 0);
    QCOMPARE(a.runIds, (QStringList{u"a0"_s, u"a1"_s, u"a2"_s}));
    QCOMPARE(a.values[0], Json(2.0));
    QCOMPARE(a.stats.count, 3);
    QCOMPARE(a.stats.mean, 2.0);
    QCOMPARE(a.stats.std, 1.0);
    QCOMPARE(*a.deltaAbs, 0.0);
    QCOMPARE(b.stats.count, 1);
    QCOMPARE(b.stats.nonFinite, 1);
    QCOMPARE(b.stats.mean, 1.5);
    QCOMPARE(*b.deltaAbs, -0.5);
    QCOMPARE(*b.deltaPercent, -25.0);
    QVERIFY(!c.stats.hasValue());
    QVERIFY(!c.deltaAbs);
    QVERIFY(std::isnan(c.perSeed[0]));
}

void tst_ResultTable::rankingAndExports()
{
    SeriesStore store;
    feed(store, u"x"_s, 0, lossLines({1.0, 0.123456789012345}));
    feed(store, u"y"_s, 0, lossLines({1.0, 0.5}));
    AblationMetric metric;
    const std::vector<ResultTable::Run> runs{
        run(u"y"_s, u"22222222"_s, 0, 1, RunMetricSummary::fromStore(store, u"y"_s, metric, 0.6)),
        run(u"x"_s, u"11111111"_s, 0, 2, RunMetricSummary::fromStore(store, u"x"_s, metric, 0.6)),
        run(u"z"_s, u"33333333"_s, 0, 3, RunMetricSummary{}),
    };
    ResultTable table = ResultTable::build(runs, {u"model.moe.top_k"_s}, metric, {});
    QCOMPARE(table.rankedBySmoothed(), (std::vector<int>{1, 0, 2})); // lower loss first, empty last
    metric.goal = AblationMetric::Goal::Max;
    table = ResultTable::build(runs, {u"model.moe.top_k"_s}, metric, {});
    QCOMPARE(table.rankedBySmoothed(), (std::vector<int>{0, 1, 2}));

    // Files carry the exact value the metrics file held.
    const QString runsCsv = table.runsCsv(runs);
    QVERIFY2(runsCsv.contains(u"x,11111111,0,finished,2.0,0.123456789012345,"_s), qPrintable(runsCsv));
    const QStringList cellLines = table.cellsCsv().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(cellLines.size(), 4);
    QVERIFY(cellLines[0].startsWith(u"hash,model.moe.top_k,n,non_finite,mean,std"_s));
    // One seed: no std, no interval, and a note that says why (not a std of 0.0).
    QVERIFY2(cellLines[2].startsWith(u"11111111,2.0,1,0,0.123456789012345,,,,"_s), qPrintable(cellLines[2]));
    QVERIFY2(cellLines[2].endsWith(u",one seed: no spread"_s), qPrintable(cellLines[2]));
    QVERIFY2(cellLines[0].endsWith(u",run_ids,note"_s), qPrintable(cellLines[0]));
    const QString md = table.cellsMarkdown();
    QVERIFY2(md.contains(u"| model.moe.top_k | hash | seeds |"_s), qPrintable(md));
    QVERIFY2(md.contains(u"| 2.0 | `11111111` | 1 | 0.1235 | one seed: no spread | – |"_s), qPrintable(md));
    // Tables for people: significant digits, not the double's repr.
    const QString runsMd = table.runsMarkdown(runs);
    QVERIFY2(runsMd.contains(u"| `x` | 0 | finished | 2.0 | 0.1235 | 0.1235 |"_s), qPrintable(runsMd));
    QVERIFY2(!runsMd.contains(u"0.123456789"_s), qPrintable(runsMd));
    // Two results that differ in the 5th digit keep it.
    QCOMPARE(ResultTable::formatNumber(2.851024866104126), u"2.851"_s);
    QCOMPARE(ResultTable::formatNumber(2.851024866104126, 5), u"2.851"_s);
    QCOMPARE(ResultTable::formatNumber(2.851224866104126, 5), u"2.8512"_s);
}

void tst_ResultTable::oneSeedHasNoSpread()
{
    // A cell of two seeds next to a cell of one: only the first has a std and an interval.
    SeriesStore store;
    feed(store, u"a0"_s, 0, lossLines({2.0, 1.0}));
    feed(store, u"a1"_s, 0, lossLines({2.0, 1.5}));
    feed(store, u"b0"_s, 0, lossLines({2.0, 0.75}));
    const AblationMetric metric;
    const auto summary = [&](const char *id) { return RunMetricSummary::fromStore(store, QString::fromLatin1(id), metric, 0); };
    const std::vector<ResultTable::Run> runs{run(u"a0"_s, u"aaaaaaaa"_s, 0, 2, summary("a0")),
                                             run(u"a1"_s, u"aaaaaaaa"_s, 1, 2, summary("a1")),
                                             run(u"b0"_s, u"bbbbbbbb"_s, 0, 4, summary("b0"))};
    const ResultTable table = ResultTable::build(runs, {u"model.moe.top_k"_s}, metric, u"aaaaaaaa"_s);
    QVERIFY(table.rows()[0].stats.hasSpread());
    QVERIFY(!table.rows()[1].stats.hasSpread());

    const QString md = table.cellsMarkdown();
    QVERIFY2(md.contains(u"| 4.0 | `bbbbbbbb` | 1 | 0.75 | one seed: no spread | – |"_s), qPrintable(md));
    QVERIFY2(md.contains(u"| 2.0 | `aaaaaaaa` (baseline) | 2 | 1.25 | 0.3536 | [-1.927, 4.427] |"_s), qPrintable(md));
    const QString oneSeedRow = md.section(u'\n', 3, 3);
    QVERIFY2(oneSeedRow.contains(u"bbbbbbbb"_s) && !oneSeedRow.contains(u"| 0 |"_s) && !md.contains(u"± 0"_s), qPrintable(md));

    const QStringList csv = table.cellsCsv().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(csv.size(), 3);
    QVERIFY2(csv[1].endsWith(u"a0 a1,"_s), qPrintable(csv[1])); // two seeds: no note
    QVERIFY2(csv[2].startsWith(u"bbbbbbbb,4.0,1,0,0.75,,,,"_s), qPrintable(csv[2]));
    QVERIFY2(csv[2].endsWith(u",b0,one seed: no spread"_s), qPrintable(csv[2]));
    QVERIFY2(!csv[2].contains(u",0.0,"_s), qPrintable(csv[2]));
}

QTEST_GUILESS_MAIN(tst_ResultTable)
#include "tst_result_table.moc"
