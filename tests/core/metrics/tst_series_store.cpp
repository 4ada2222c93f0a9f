#include "core/metrics/series_store.h"

#include <QSignalSpy>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>
#include <thread>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

IngestBatch batchOf(std::initializer_list<std::string> names, int fromStep, int toStep, double base, double timeBase = 1000)
{
    IngestBatch b;
    b.metricNames = names;
    for (int s = fromStep; s < toStep; ++s)
        for (std::uint32_t m = 0; m < b.metricNames.size(); ++m)
            b.values.push_back({m, s, timeBase + s, base + s + 1000.0 * m});
    return b;
}

} // namespace

class tst_SeriesStore final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void appendAndQuery()
    {
        SeriesStore store;
        QSignalSpy arrived(&store, &SeriesStore::dataArrived);
        QSignalSpy added(&store, &SeriesStore::seriesAdded);
        store.append(u"r1"_s, 0, batchOf({"loss", "lr"}, 0, 100, 0));
        store.append(u"r1"_s, 1, batchOf({"loss"}, 0, 50, 10, 990));
        QCOMPARE(arrived.size(), 2);
        QCOMPARE(added.size(), 2);
        QCOMPARE(store.runs(), QStringList{u"r1"_s});
        QCOMPARE(store.hosts(u"r1"_s), (QList<int>{0, 1}));
        QCOMPARE(store.metrics(u"r1"_s), (QStringList{u"loss"_s, u"lr"_s}));
        QCOMPARE(store.keys().size(), 3);
        QCOMPARE(store.pointCount({u"r1"_s, 0, u"lr"_s}), size_t(100));
        QCOMPARE(store.pointCount(), size_t(250));
        QCOMPARE(store.runStartTime(u"r1"_s), 990.0);
        const auto summary = store.hostSummary(u"r1"_s, 1);
        QVERIFY(summary);
        QCOMPARE(summary->lastStep, std::int64_t(49));
        QCOMPARE(summary->points, size_t(50));

        const auto range = store.xRange({u"r1"_s, 0, u"loss"_s}, XAxis::RelativeTime);
        QVERIFY(range);
        QCOMPARE(range->first, 10.0);   // host 0 started 10 s after host 1
        QCOMPARE(range->second, 109.0);

        const auto near = store.nearest({u"r1"_s, 0, u"lr"_s}, XAxis::Step, 41.4);
        QVERIFY(near);
        QCOMPARE(near->step, std::int64_t(41));
        QCOMPARE(near->y, 1041.0);

        SeriesView view;
        QVERIFY(store.view({u"r1"_s, 0, u"loss"_s}, XAxis::Step, 0, 99, 500, view));
        QCOMPARE(view.x.size(), size_t(100));
        QVERIFY(!store.view({u"r1"_s, 7, u"loss"_s}, XAxis::Step, 0, 99, 500, view));

        QVERIFY(store.view({u"r1"_s, 0, u"loss"_s}, XAxis::Step, 0, 99, 500, view, 0.6));
        QCOMPARE(view.y.front(), 0.0);
        QVERIFY(view.y[50] < 50.0);   // the EMA lags a rising line

        store.removeRun(u"r1"_s);
        QVERIFY(store.runs().isEmpty());
    }

    // What the tables and export read (points()) is what was appended, bit for bit, whether a
    // chunk kept its values as float32 or changed to double for one that is not a float.
    void valuesReadBackBitIdentical()
    {
        SeriesStore store;
        IngestBatch b;
        b.metricNames = {"loss", "lr"};
        std::vector<double> loss, lr;
        for (int s = 0; s < 9000; ++s) {
            const double f = double(float(2.0 / (1.0 + s * 1e-3)));   // a float32 loss
            loss.push_back(s == 50 ? -0.0 : s == 51 ? std::numeric_limits<double>::quiet_NaN()
                                          : s == 52 ? std::numeric_limits<double>::infinity()
                                                    : f);
            lr.push_back(s == 5000 ? 0.1 : f);   // one value that is not a float, in chunk 2
            b.values.push_back({0, s, 1000.0 + s, loss.back()});
            b.values.push_back({1, s, 1000.0 + s, lr.back()});
        }
        store.append(u"r"_s, 0, b);
        const auto l = store.points({u"r"_s, 0, u"loss"_s});
        const auto r = store.points({u"r"_s, 0, u"lr"_s});
        QCOMPARE(l.size(), loss.size());
        QCOMPARE(r.size(), lr.size());
        for (std::size_t i = 0; i < loss.size(); ++i) {
            QCOMPARE(std::bit_cast<std::uint64_t>(l[i].y), std::bit_cast<std::uint64_t>(loss[i]));
            QCOMPARE(std::bit_cast<std::uint64_t>(r[i].y), std::bit_cast<std::uint64_t>(lr[i]));
        }
    }

    void eventsAndDone()
    {
        SeriesStore store;
        IngestBatch b;
        MetricEvent done;
        done.kind = MetricEventKind::Done;
        done.step = 7;
        done.hasNumber = true;
        done.number = 3;
        b.events.push_back(done);
        store.append(u"r"_s, 2, b);
        QCOMPARE(store.events(u"r"_s, 2).size(), size_t(1));
        QVERIFY(store.hostSummary(u"r"_s, 2)->done);
        QCOMPARE(store.hostSummary(u"r"_s, 2)->exitCode, std::int64_t(3));
    }

    void aggregateAcrossHosts()
    {
        SeriesStore store;
        // Three hosts with loss = step + {0, 10, 20}.
        for (int h = 0; h < 3; ++h)
            store.append(u"r"_s, h, batchOf({"loss"}, 0, 100, 10.0 * h));
        QList<SeriesKey> keys;
        for (int h = 0; h < 3; ++h)
            keys.push_back({u"r"_s, h, u"loss"_s});
        const auto minMax = store.aggregate(keys, XAxis::Step, 0, 99, 100, BandKind::MinMax);
        QCOMPARE(minMax.x.size(), size_t(100));
        QCOMPARE(minMax.mean[10], 20.0);
        QCOMPARE(minMax.low[10], 10.0);
        QCOMPARE(minMax.high[10], 30.0);
        QCOMPARE(minMax.contributors[10], 3);
        const auto sd = store.aggregate(keys, XAxis::Step, 0, 99, 100, BandKind::StdDev);
        QVERIFY(std::abs(sd.high[10] - (20.0 + std::sqrt(200.0 / 3.0))) < 1e-9);
        // Zoomed out, each host contributes its column mean.
        const auto coarse = store.aggregate(keys, XAxis::Step, 0, 99, 10, BandKind::MinMax);
        QCOMPARE(coarse.x.size(), size_t(10));
        QVERIFY(std::abs(coarse.mean[0] - (4.5 + 10.0)) < 1e-9);   // steps 0..9 (column 0 is [0, 9.9))
        // Extremes: the lowest and highest point in the column, not of the column means.
        const auto extremes = store.aggregate(keys, XAxis::Step, 0, 99, 10, BandKind::Extremes);
        QCOMPARE(extremes.low[0], 0.0);    // host 0, step 0
        QCOMPARE(extremes.high[0], 29.0);  // host 2, step 9
        QCOMPARE(extremes.mean[0], coarse.mean[0]);
        // Smoothed, a column is one value per series (the EMA at its last point): as MinMax.
        const auto smoothed = store.aggregate(keys, XAxis::Step, 0, 99, 10, BandKind::Extremes, 0.5);
        const auto smoothedMinMax = store.aggregate(keys, XAxis::Step, 0, 99, 10, BandKind::MinMax, 0.5);
        QCOMPARE(smoothed.low, smoothedMinMax.low);
        QCOMPARE(smoothed.high, smoothedMinMax.high);
        QVERIFY(smoothed.high[0] < 29.0);
    }

    // Writers on several threads while a reader decimates: no crash, nothing lost.
    void concurrentWritersAndReader()
    {
        SeriesStore store;
        std::atomic<bool> stop{false};
        std::thread reader([&] {
            SeriesView view;
            while (!stop.load())
                store.view({u"r"_s, 0, u"loss"_s}, XAxis::Step, 0, 1e6, 800, view);
        });
        std::vector<std::thread> writers;
        for (int h = 0; h < 4; ++h)
            writers.emplace_back([&store, h] {
                for (int chunk = 0; chunk < 50; ++chunk)
                    store.append(u"r"_s, h, batchOf({"loss", "lr"}, chunk * 200, chunk * 200 + 200, h));
            });
        for (auto &w : writers)
            w.join();
        stop = true;
        reader.join();
        QCOMPARE(store.pointCount(), size_t(4 * 2 * 50 * 200));
        const auto points = store.points({u"r"_s, 3, u"lr"_s});
        QCOMPARE(points.size(), size_t(10000));
        for (std::size_t i = 0; i < points.size(); ++i)
            QCOMPARE(points[i].step, std::int64_t(i));
    }
};

QTEST_GUILESS_MAIN(tst_SeriesStore)
#include "tst_series_store.moc"
