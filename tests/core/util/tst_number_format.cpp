// NumberFormat: numbers for people to its significant digits, not a double's 17; locales for
// the GUI; enough digits to keep a column's distinct values distinct.
#include "core/util/number_format.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using twb::NumberFormat;

class tst_NumberFormat final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void significant_data();
    void significant();
    void followsTheLocale();
    void digitsToTellApart();
};

void tst_NumberFormat::significant_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("expected");
    QTest::newRow("raw float loss") << 2.851024866104126 << 4 << u"2.851"_s;
    QTest::newRow("trailing zeros dropped") << 2.5 << 4 << u"2.5"_s;
    QTest::newRow("integer value") << 3.0 << 4 << u"3"_s;
    QTest::newRow("zero") << 0.0 << 4 << u"0"_s;
    QTest::newRow("negative") << -0.0123456 << 3 << u"-0.0123"_s;
    QTest::newRow("small learning rate") << 0.0003 << 4 << u"3e-4"_s;
    QTest::newRow("small at the fixed edge") << 0.001234567 << 4 << u"0.001235"_s;
    QTest::newRow("large integer part kept whole") << 123456.789 << 4 << u"123457"_s;
    QTest::newRow("large, scientific") << 12345678.0 << 4 << u"1.235e+7"_s;
    QTest::newRow("rounding carries a digit") << 9.99996 << 4 << u"10"_s;
    QTest::newRow("more digits asked") << 2.851024866104126 << 6 << u"2.85102"_s;
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << 4 << u"NaN"_s;
    QTest::newRow("inf") << std::numeric_limits<double>::infinity() << 4 << u"inf"_s;
    QTest::newRow("-inf") << -std::numeric_limits<double>::infinity() << 4 << u"-inf"_s;
}

void tst_NumberFormat::significant()
{
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(QString, expected);
    QCOMPARE(NumberFormat::significant(value, digits), expected);
}

void tst_NumberFormat::followsTheLocale()
{
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(NumberFormat::significant(2.851024866104126, 4, german), u"2,851"_s);
    QCOMPARE(NumberFormat::significant(2.5, 4, german), u"2,5"_s);
    QCOMPARE(NumberFormat::significant(2.0, 4, german), u"2"_s);
    // The C locale (reports, the CLI) never groups digits: scripts read the numbers back.
    QCOMPARE(NumberFormat::significant(402000.4, 4), u"402000"_s);
}

void tst_NumberFormat::digitsToTellApart()
{
    QCOMPARE(NumberFormat::digitsToTellApart({2.851, 3.2, 1.5}), 4);
    // 2.8510 and 2.8512 print the same at 4 digits.
    QCOMPARE(NumberFormat::digitsToTellApart({2.85101, 2.85121}), 5);
    // Equal values do not ask for more digits; NaN is ignored.
    QCOMPARE(NumberFormat::digitsToTellApart({2.851, 2.851, std::nan("")}), 4);
    QCOMPARE(NumberFormat::digitsToTellApart({1.0, 1.0 + 1e-12}, 4, 8), 8);
}

QTEST_GUILESS_MAIN(tst_NumberFormat)
#include "tst_number_format.moc"
