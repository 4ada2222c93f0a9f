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
    QVERIFY2(std::fabs(s.ciHalfWidth - ci) < 1e-9, qPrintable(QString::number(s.ciHalfWidth, 'g', 17)));
    QVERIFY(std::fabs(s.ciHigh() - s.ciLow() - 2 * ci) < 1e-9);
}

void tst_SeedStatistics::tQuantile_data()
{
    QTest::addColumn<int>("df");
    QTest::addColumn<double>("expected"); // exact values (standard tables)
    QTest::addColumn<double>("tolerance");
    QTest::newRow("1") << 1 << 12.7062 << 1e-4;
    QTest::newRow("2") << 2 << 4.3027 << 1e-4;
    QTest::newRow("10") << 10 << 2.2281 << 1e-4;
    QTest::newRow("30") << 30 << 2.0423 << 1e-4;
    QTest::newRow("40, past the table") << 40 << 2.021075 << 1e-4;
    QTest::newRow("100") << 100 << 1.983972 << 1e-4;
    QTest::newRow("1000") << 1000 << 1.962339 << 1e-5;
}

void tst_SeedStatistics::tQuantile()
{
    QFETCH(int, df);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QVERIFY2(std::fabs(SeedStatistics::tQuantile975(df) - expected) < tolerance,
             qPrintable(QString::number(SeedStatistics::tQuantile975(df), 'g', 8)));
}

QTEST_GUILESS_MAIN(tst_SeedStatistics)
#include "tst_seed_statistics.moc"
