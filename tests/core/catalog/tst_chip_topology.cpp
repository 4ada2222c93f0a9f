#include "core/catalog/chip_topology.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::ChipTopology;

class tst_ChipTopology final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void coordinatesRoundTrip_data();
    void coordinatesRoundTrip();
};

void tst_ChipTopology::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("dims"); // empty: refused
    QTest::newRow("2d") << u"4x4"_s << QList<int>{4, 4};
    QTest::newRow("3d") << u"2x2x4"_s << QList<int>{2, 2, 4};
    QTest::newRow("capital X and spaces") << u" 16X16 "_s << QList<int>{16, 16};
    QTest::newRow("one number") << u"8"_s << QList<int>{};
    QTest::newRow("4d") << u"2x2x2x2"_s << QList<int>{};
    QTest::newRow("zero") << u"0x4"_s << QList<int>{};
    QTest::newRow("empty part") << u"4xx4"_s << QList<int>{};
    QTest::newRow("word") << u"big"_s << QList<int>{};
}

void tst_ChipTopology::parses()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, dims);
    const auto topology = ChipTopology::parse(text);
    if (dims.isEmpty()) {
        QVERIFY(!topology);
        QVERIFY(topology.error().message.contains(text));
        return;
    }
    QVERIFY(topology);
    QCOMPARE(topology->dims, dims);
    QCOMPARE(topology->toString(), text.trimmed().toLower());
}

void tst_ChipTopology::coordinatesRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("4x8") << u"4x8"_s;
    QTest::newRow("2x2x4") << u"2x2x4"_s;
    QTest::newRow("1x1") << u"1x1"_s;
}

void tst_ChipTopology::coordinatesRoundTrip()
{
    QFETCH(QString, text);
    const auto topology = ChipTopology::parse(text);
    QVERIFY(topology);
    QSet<QList<int>> seen;
    for (int i = 0; i < topology->chipCount(); ++i) {
        const auto c = topology->coordinatesOf(i);
        QCOMPARE(topology->indexOf(c), i);
        for (qsizetype d = 0; d < c.size(); ++d)
            QVERIFY(c[d] >= 0 && c[d] < topology->dims[d]);
        seen.insert(c);
    }
    QCOMPARE(seen.size(), topology->chipCount());
    // x is the fastest-varying coordinate.
    QCOMPARE(topology->coordinatesOf(1).value(0), topology->dims[0] > 1 ? 1 : 0);
}

QTEST_GUILESS_MAIN(tst_ChipTopology)
#include "tst_chip_topology.moc"
