#include "core/metrics/ema_smoother.h"
#include "core/metrics/series_data.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace twb;

class tst_EmaSmoother final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tensorBoardFormulaByHand()
    {
        EmaSmoother ema(0.6);
        QCOMPARE(ema.push(1.0), 1.0);                       // 0.4 / 0.4
        QVERIFY(std::abs(ema.push(2.0) - 1.625) < 1e-12);   // 1.04 / 0.64
        QVERIFY(std::abs(ema.push(3.0) - 1.824 / 0.784) < 1e-12);
    }

    void nonFiniteIsPassedThroughAndSkipped()
    {
        EmaSmoother ema(0.5);
        QCOMPARE(ema.push(2.0), 2.0);
        QVERIFY(std::isnan(ema.push(std::nan(""))));
        QCOMPARE(ema.push(HUGE_VAL), HUGE_VAL);
        // The NaN and inf did not enter m: same as smoothing [2, 4].
        EmaSmoother reference(0.5);
        reference.push(2.0);
        QCOMPARE(ema.push(4.0), reference.push(4.0));
        QCOMPARE(ema.count(), std::size_t(2));
    }

    void constantSeriesIsUnchanged()
    {
        EmaSmoother ema(0.99);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(ema.push(0.1), 0.1);   // exactly, not up to rounding
    }

    void weightZeroIsIdentity()
    {
        EmaSmoother ema(0.0);
        for (double y : {3.0, -1.0, 7.5})
            QCOMPARE(ema.push(y), y);
    }

    // SeriesData's cached smoothing equals smoothing from scratch, also after more appends.
    void cacheMatchesFreshComputation()
    {
        SeriesData s;
        std::mt19937 rng(5);
        for (int i = 0; i < 10000; ++i)
            s.append(i, i, double(rng() % 1000) / 10.0);
        std::vector<std::uint32_t> all(s.size());
        for (std::uint32_t i = 0; i < all.size(); ++i)
            all[i] = i;
        std::vector<double> got;
        s.smoothedAt(0.9, all, got);
        for (int i = 10000; i < 12000; ++i)
            s.append(i, i, double(rng() % 1000) / 10.0);
        all.resize(s.size());
        for (std::uint32_t i = 0; i < all.size(); ++i)
            all[i] = i;
        s.smoothedAt(0.9, all, got);
        EmaSmoother fresh(0.9);
        for (std::size_t i = 0; i < s.size(); ++i)
            QCOMPARE(got[i], fresh.push(s.y(i)));
    }
};

QTEST_GUILESS_MAIN(tst_EmaSmoother)
#include "tst_ema_smoother.moc"
