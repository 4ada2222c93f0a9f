#include "core/metrics/m4_decimator.h"
#include "core/metrics/series_data.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

using namespace twb;

namespace {

// Random walk with rare large spikes (the loss spike a plot must not lose) and rare NaNs.
// With `holes`, also runs of NaN up to 3000 long (a host that logged NaN for a while).
void fill(SeriesData &s, int n, unsigned seed, double stepStride, bool holes = false)
{
    int holeLeft = 0;
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> noise(0, 1);
    double y = 0;
    for (int i = 0; i < n; ++i) {
        y += noise(rng);
        double v = y;
        if (rng() % 5000 == 0)
            v += 500 * noise(rng);
        if (rng() % 20000 == 0)
            v = std::nan("");
        if (holes && holeLeft == 0 && rng() % 30000 == 0)
            holeLeft = 1 + int(rng() % 3000);
        if (holeLeft > 0) {
            --holeLeft;
            v = std::nan("");
        }
        s.append(std::int64_t(double(i) * stepStride), 1764400000.0 + i * 0.25, v);
    }
}

} // namespace

class tst_M4Decimator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The decimated view keeps each pixel column's exact minimum and maximum of the raw data,
    // and at most 4 finite points per column.
    void keepsExactColumnEnvelope_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("columns");
        QTest::addColumn<double>("from");   // visible range as a fraction of the data
        QTest::addColumn<double>("to");
        QTest::addColumn<bool>("holes");
        QTest::newRow("1M points, whole range, 1000 px") << 1'000'000 << 1000 << 0.0 << 1.0 << false;
        QTest::newRow("1M points, zoomed to 3%, 777 px") << 1'000'000 << 777 << 0.41 << 0.44 << false;
        QTest::newRow("200k points, odd width 333 px") << 200'000 << 333 << 0.0 << 1.0 << false;
        QTest::newRow("5k points, fewer than 4 per column") << 5'000 << 1900 << 0.1 << 0.9 << false;
        // The ranges bench_plot_replot visits (625k points per curve, 1200 px), on a series
        // with NaN holes too.
        const double bench[][2] = {{0, 1}, {0.25, 0.75}, {0.45, 0.55}, {0.495, 0.505}};
        for (const auto &f : bench)
            for (const bool holes : {false, true})
                QTest::addRow("bench: 625k points, %g-%g, 1200 px%s", f[0], f[1], holes ? ", NaN holes" : "")
                    << 625'000 << 1200 << f[0] << f[1] << holes;
    }
    void keepsExactColumnEnvelope()
    {
        QFETCH(int, points);
        QFETCH(int, columns);
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(bool, holes);
        SeriesData s;
        fill(s, points, 11, 1.0, holes);
        const double x0 = from * (points - 1);
        const double x1 = to * (points - 1);
        SeriesView view;
        M4Decimator::decimate(s, XAxis::Step, 0, x0, x1, columns, view);
        QCOMPARE(view.x.size(), view.y.size());

        // Raw envelope per column, computed by brute force with the documented column rule.
        struct Env { double lo = HUGE_VAL, hi = -HUGE_VAL; int finite = 0; bool nonFinite = false, seen = false, gapBefore = false; };
        auto columnOf = [&](double x) {
            if (x < x0 || x > x1)
                return -1;
            for (int p = std::max(0, int((x - x0) / (x1 - x0) * columns) - 1); p < columns; ++p)
                if (x < M4Decimator::boundary(x0, x1, columns, p + 1) || p == columns - 1)
                    return p;
            return columns - 1;
        };
        std::vector<Env> raw(static_cast<std::size_t>(columns));
        std::vector<Env> drawn(static_cast<std::size_t>(columns));
        std::size_t inRange = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const int p = columnOf(double(s.step(i)));
            if (p < 0)
                continue;
            ++inRange;
            Env &e = raw[std::size_t(p)];
            const double y = s.y(i);
            if (!std::isfinite(y)) {
                e.nonFinite = true;
                continue;
            }
            e.lo = std::min(e.lo, y);
            e.hi = std::max(e.hi, y);
            ++e.finite;
        }
        QCOMPARE(view.rawPointsInRange, inRange);
        for (std::size_t k = 0; k < view.x.size(); ++k) {
            const int p = columnOf(view.x[k]);
            if (p < 0)
                continue;   // the points just outside that carry the line to the edges
            Env &e = drawn[std::size_t(p)];
            if (!e.seen) {
                e.seen = true;
                e.gapBefore = k > 0 && std::isnan(view.y[k - 1]);
            }
            if (std::isnan(view.y[k])) {
                e.nonFinite = true;
                continue;
            }
            e.lo = std::min(e.lo, view.y[k]);
            e.hi = std::max(e.hi, view.y[k]);
            ++e.finite;
        }
        // A column with nothing drawn (all NaN, its gap drawn in the column before): what
        // precedes it in the view (x is ascending: no restarts here).
        for (int p = 0; p < columns; ++p) {
            Env &d = drawn[std::size_t(p)];
            if (d.seen)
                continue;
            const auto k = std::size_t(std::lower_bound(view.x.begin(), view.x.end(), M4Decimator::boundary(x0, x1, columns, p))
                                       - view.x.begin());
            d.gapBefore = k > 0 && std::isnan(view.y[k - 1]);
        }
        for (int p = 0; p < columns; ++p) {
            const Env &r = raw[std::size_t(p)];
            const Env &d = drawn[std::size_t(p)];
            QVERIFY2(d.finite <= 4, qPrintable(QStringLiteral("column %1 has %2 points").arg(p).arg(d.finite)));
            QCOMPARE(d.finite > 0, r.finite > 0);
            if (r.finite > 0) {
                QCOMPARE(d.lo, r.lo);   // exact, not approximately
                QCOMPARE(d.hi, r.hi);
            }
            // A NaN is drawn as a gap in its column, or, in a run of NaN that began in an
            // earlier column, the line is already broken by the gap drawn there.
            if (r.nonFinite)
                QVERIFY2(d.nonFinite || d.gapBefore, qPrintable(QStringLiteral("column %1").arg(p)));
            else
                QVERIFY(!d.nonFinite);
        }
        // Every non-finite column has its marker.
        int nonFiniteColumns = 0;
        for (const auto &r : raw)
            nonFiniteColumns += r.nonFinite ? 1 : 0;
        QCOMPARE(int(view.markerX.size()), nonFiniteColumns);
    }

    void nanIsAGapWithAMarker()
    {
        SeriesData s;
        for (int i = 0; i < 10; ++i)
            s.append(i, i, i == 5 ? std::nan("") : 1.0 + i);
        SeriesView view;
        M4Decimator::decimate(s, XAxis::Step, 0, 0, 9, 100, view);
        QCOMPARE(view.x.size(), size_t(10));
        QVERIFY(std::isnan(view.y[5]));
        QCOMPARE(view.x[5], 5.0);
        QCOMPARE(view.markerX, std::vector<double>{5.0});
        QCOMPARE(view.markerY, std::vector<double>{5.0});   // placed at the last finite value
    }

    void restartIsDrawnAsSeparateSegments()
    {
        SeriesData s;
        for (int i = 0; i < 10; ++i)
            s.append(i, i, double(i));
        for (int i = 5; i < 10; ++i)
            s.append(i, 10 + i, 100.0 + i);
        SeriesView view;
        M4Decimator::decimate(s, XAxis::Step, 0, 0, 9, 50, view);
        // 10 points, a gap, 5 points: no line back from step 9 to step 5.
        QCOMPARE(view.x.size(), size_t(16));
        QVERIFY(std::isnan(view.y[10]));
        QCOMPARE(view.y[11], 105.0);
        QVERIFY(view.markerX.empty());   // a restart is no NaN
        // On the time axis the same data is one monotonic line.
        M4Decimator::decimate(s, XAxis::WallTime, 0, 0, 19, 50, view);
        QCOMPARE(view.x.size(), size_t(15));
    }

    void edgesAndEmptyRanges()
    {
        SeriesData s;
        for (int i = 0; i < 100; ++i)
            s.append(i * 10, i, double(i));
        SeriesView view;
        // A view between two points still gets the line across it.
        M4Decimator::decimate(s, XAxis::Step, 0, 501, 509, 10, view);
        QCOMPARE(view.x, (std::vector<double>{500, 510}));
        QCOMPARE(view.rawPointsInRange, size_t(0));
        // Wholly outside: nothing.
        M4Decimator::decimate(s, XAxis::Step, 0, 2000, 3000, 10, view);
        QVERIFY(view.x.empty());
        // Relative offset shifts x.
        M4Decimator::decimate(s, XAxis::WallTime, 50, -50, 49, 1000, view);
        QCOMPARE(view.x.front(), -50.0);
        QCOMPARE(view.x.size(), size_t(100));
    }
};

QTEST_GUILESS_MAIN(tst_M4Decimator)
#include "tst_m4_decimator.moc"
