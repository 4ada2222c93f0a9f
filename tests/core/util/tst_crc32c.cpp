#include "core/util/crc32c.h"

#include <QByteArray>
#include <QTest>

using namespace twb;

class tst_Crc32c final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // RFC 3720 (iSCSI), appendix B.4, and the customary check value of "123456789".
    void knownVectors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<quint32>("crc");
        QByteArray ascending(32, 0), descending(32, 0);
        for (int i = 0; i < 32; ++i) {
            ascending[i] = char(i);
            descending[i] = char(31 - i);
        }
        QTest::newRow("rfc3720: 32 bytes of zeros") << QByteArray(32, '\0') << quint32(0x8A9136AA);
        QTest::newRow("rfc3720: 32 bytes of 0xff") << QByteArray(32, '\xff') << quint32(0x62A8AB43);
        QTest::newRow("rfc3720: 32 ascending bytes") << ascending << quint32(0x46DD794E);
        QTest::newRow("rfc3720: 32 descending bytes") << descending << quint32(0x113FDB5C);
        QTest::newRow("check value: 123456789") << QByteArray("123456789") << quint32(0xE3069283);
        QTest::newRow("empty") << QByteArray() << quint32(0);
    }
    void knownVectors()
    {
        QFETCH(QByteArray, data);
        QFETCH(quint32, crc);
        QCOMPARE(quint32(Crc32c::compute(data.constData(), std::size_t(data.size()))), crc);
    }

    // Chunked (the table loop and the byte tail at every split) gives the one-shot value.
    void extendInPiecesEqualsWhole()
    {
        QByteArray data;
        for (int i = 0; i < 1000; ++i)
            data += char((i * 131 + 7) & 0xFF);
        const std::uint32_t whole = Crc32c::compute(data.constData(), std::size_t(data.size()));
        for (int split = 0; split <= 17; ++split) {
            std::uint32_t crc = Crc32c::extend(0, data.constData(), std::size_t(split));
            crc = Crc32c::extend(crc, data.constData() + split, std::size_t(data.size() - split));
            QCOMPARE(crc, whole);
        }
    }

    // TFRecord's mask (tensorflow/core/lib/hash/crc32c.h) and its inverse.
    void maskMatchesTfRecord()
    {
        QCOMPARE(Crc32c::mask(0), 0xa282ead8u);
        const std::uint32_t crc = 0xE3069283u;
        QCOMPARE(Crc32c::mask(crc), ((crc >> 15) | (crc << 17)) + 0xa282ead8u);
        QCOMPARE(Crc32c::unmask(Crc32c::mask(crc)), crc);
        QVERIFY(Crc32c::mask(crc) != crc);
    }
};

QTEST_GUILESS_MAIN(tst_Crc32c)
#include "tst_crc32c.moc"
