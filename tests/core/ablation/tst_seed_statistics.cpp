#include "core/ablation/seed_statistics.h"

#include <QtTest>

#include <cmath>
#include <limits>

using twb::SeedStatistics;

class tst_SeedStatistics final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statistics_data();
    void statistics();
    void tQuantile_data();
    void tQuantile();
};

void tst_SeedStatistics::statistics_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("nonFinite");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("std");
    QTest::addColumn<double>("ci");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    // mean and std from Python's statistics.mean/stdev; ci = t(0.975, n-1) * std / sqrt(n).
    QTest::newRow("three seeds") << std::vector<double>{1.0, 2.0, 3.0} << 3 << 0 << 2.0 << 1.0
                                 << 4.3027 / std::sqrt(3.0);
    QTest::newRow("two seeds") << std::vector<double>{2.5, 2.7} << 2 << 0 << 2.6 << 0.14142135623730964
                               << 12.7062 * 0.14142135623730964 / std::sqrt(2.0);
    QTest::newRow("five seeds") << std::vector<double>{0.31, 0.29, 0.35, 0.33, 0.30} << 5 << 0 << 0.316
                                << 0.024083189157584593 << 2.7764 * 0.024083189157584593 / std::sqrt(5.0);
    QTest::newRow("one seed has no spread") << std::vector<double>{4.0} << 1 << 0 << 4.0 << 0.0 << 0.0;
    QTest::newRow("a diverged seed is counted apart")
        << std::vector<double>{1.0, nan, 3.0, inf} << 2 << 2 << 2.0 << std::sqrt(2.0) << 12.7062 * 1.0;
    QTest::newRow("none") << std::vector<double>{} << 0 << 0 << 0.0 << 0.0 << 0.0;
}

void tst_SeedStatistics::statistics()
{
    QFETCH(std::vector<double>, values);
    QFETCH(int, count);
    QFETCH(int, nonFinite);
    QFETCH(double, mean);
    QFETCH(double, std);
    QFETCH(double, ci);
    const SeedStatistics s = SeedStatistics::of(values);
    QCOMPARE(s.count, count);
    QCOMPARE(s.nonFinite, nonFinite);
    QCOMPARE(s.hasValue(), count > 0);
    QVERIFY2(std::fabs(s.mean - mean) < 1e-12, qPrintable(QString::number(s.mean, 'g', 17)));
    QVERIFY2(std::fabs(s.std - std) < 1e-12, qPrintable(QString::number(s.std, 'g', 17)));
    // ci is built from t to 4 decimals; the code's t is exact.
    QVERIFY2(std::fabs(s.ciHalfWidth - ci) <= 3e-5 * ci, qPrintable(QString::number(s.ciHalfWidth, 'g', 17)));
    QVERIFY(std::fabs(s.ciHigh() - s.ciLow() - 2 * s.ciHalfWidth) < 1e-9);
}

void tst_SeedStatistics::tQuantile_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<int>("df");
    QTest::addColumn<double>("expected"); // Student's t quantiles to 7 decimals (standard tables)
    QTest::newRow("0.975, 1") << 0.975 << 1 << 12.7062047;
    QTest::newRow("0.975, 2") << 0.975 << 2 << 4.3026527;
    QTest::newRow("0.975, 10") << 0.975 << 10 << 2.2281389;
    QTest::newRow("0.975, 30") << 0.975 << 30 << 2.0422725;
    QTest::newRow("0.975, 40") << 0.975 << 40 << 2.0210754;
    QTest::newRow("0.975, 100") << 0.975 << 100 << 1.9839715;
    QTest::newRow("0.975, 1000") << 0.975 << 1000 << 1.9623391;
    QTest::newRow("0.8, 1") << 0.8 << 1 << 1.3763819;
    QTest::newRow("0.8, 2") << 0.8 << 2 << 1.0606602;
    QTest::newRow("0.8, 4") << 0.8 << 4 << 0.9409646;
    QTest::newRow("0.8, 30") << 0.8 << 30 << 0.8537673;
    QTest::newRow("0.8, 38") << 0.8 << 38 << 0.8511828;
    QTest::newRow("0.9, 5") << 0.9 << 5 << 1.4758840;
    QTest::newRow("0.95, 20") << 0.95 << 20 << 1.7247182;
    QTest::newRow("0.995, 3") << 0.995 << 3 << 5.8409093;
    QTest::newRow("0.025, 10: the lower tail") << 0.025 << 10 << -2.2281389;
    QTest::newRow("0.5: the median") << 0.5 << 7 << 0.0;
    QTest::newRow("no degrees of freedom") << 0.975 << 0 << 0.0;
}

void tst_SeedStatistics::tQuantile()
{
    QFETCH(double, p);
    QFETCH(int, df);
    QFETCH(double, expected);
    const double got = SeedStatistics::tQuantile(p, df);
    QVERIFY2(std::fabs(got - expected) < 1e-6, qPrintable(QString::number(got, 'g', 10)));
}

QTEST_GUILESS_MAIN(tst_SeedStatistics)
#include "tst_seed_statistics.moc"
