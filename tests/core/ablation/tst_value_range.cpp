#include "core/ablation/value_range.h"

#include "support/result_check.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using twb::ValueRange;

class tst_ValueRange final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void values_data();
    void values();
    void shorthandRoundTrips_data();
    void shorthandRoundTrips();
    void scaleUnwrittenOnlyWithoutAScale();
    void rejects_data();
    void rejects();
};

void tst_ValueRange::values_data()
{
    QTest::addColumn<QString>("range"); // JSON: object or shorthand string
    QTest::addColumn<QString>("expected"); // canonical JSON of the values

    QTest::newRow("log 1e-4..1e-2 x3 reads as people write it")
        << uR"({"lo": 1e-4, "hi": 1e-2, "n": 3, "scale": "log"})"_s << u"[0.0001, 0.001, 0.01]"_s;
    QTest::newRow("log 1e-5..1e-1 x5")
        << uR"({"lo": 1e-5, "hi": 0.1, "n": 5, "scale": "log"})"_s << u"[1e-05, 0.0001, 0.001, 0.01, 0.1]"_s;
    QTest::newRow("log 1..8 x4 is geometric")
        << uR"({"lo": 1, "hi": 8, "n": 4, "scale": "log"})"_s << u"[1.0, 2.0, 4.0, 8.0]"_s;
    QTest::newRow("linear integer ends with whole steps stay integer")
        << uR"({"lo": 100, "hi": 400, "n": 4})"_s << u"[100, 200, 300, 400]"_s;
    QTest::newRow("linear integer ends with fractional steps become floats")
        << uR"({"lo": 1, "hi": 2, "n": 3, "scale": "linear"})"_s << u"[1.0, 1.5, 2.0]"_s;
    QTest::newRow("linear float ends")
        << uR"({"lo": 0.0, "hi": 1.0, "n": 5})"_s << u"[0.0, 0.25, 0.5, 0.75, 1.0]"_s;
    QTest::newRow("linear 0.1 steps have no float noise")
        << uR"({"lo": 0.1, "hi": 0.3, "n": 3})"_s << u"[0.1, 0.2, 0.3]"_s;
    QTest::newRow("descending") << uR"({"lo": 4, "hi": 1, "n": 4})"_s << u"[4, 3, 2, 1]"_s;
    QTest::newRow("n = 1 is lo") << uR"({"lo": 7, "hi": 9, "n": 1})"_s << u"[7]"_s;
    QTest::newRow("shorthand :lin") << uR"("1:4:4:lin")"_s << u"[1, 2, 3, 4]"_s;
    QTest::newRow("shorthand :linear") << uR"("1:4:4:linear")"_s << u"[1, 2, 3, 4]"_s;
    QTest::newRow("shorthand log") << uR"("1e-4:1e-2:3:log")"_s << u"[0.0001, 0.001, 0.01]"_s;
    QTest::newRow("shorthand decimal ends are floats") << uR"("1.0:3:3:lin")"_s << u"[1.0, 2.0, 3.0]"_s;
    // ml-engine's /ml-ablate: "1e-5:1e-3:5" means 5 log-spaced values.
    QTest::newRow("skill syntax without a scale is log")
        << uR"("1e-5:1e-3:5")"_s << u"[1e-05, 3.16227766017e-05, 0.0001, 0.000316227766017, 0.001]"_s;
    QTest::newRow("skill 1:8:2 is both ends") << uR"("1:8:2")"_s << u"[1.0, 8.0]"_s;
}

void tst_ValueRange::values()
{
    QFETCH(QString, range);
    QFETCH(QString, expected);
    auto parsed = ValueRange::fromJson(Json::parse(range.toStdString()), u"t.json: variables[0].range"_s);
    TWB_VERIFY_RESULT(parsed);
    QCOMPARE(QString::fromStdString(twb::canonicalJson(Json(parsed->values()))), expected);
}

void tst_ValueRange::shorthandRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("linear ints") << u"100:400:4:lin"_s;
    QTest::newRow("log floats") << u"0.0001:0.01:3:log"_s;
    QTest::newRow("floats") << u"0.5:1.5:3:lin"_s;
}

void tst_ValueRange::shorthandRoundTrips()
{
    QFETCH(QString, text);
    auto range = ValueRange::fromShorthand(text, u"f"_s);
    TWB_VERIFY_RESULT(range);
    QCOMPARE(range->shorthand(), text);
    auto again = ValueRange::fromJson(range->toJson(), u"f"_s);
    TWB_VERIFY_RESULT(again);
    QCOMPARE(*again, *range);
}

void tst_ValueRange::scaleUnwrittenOnlyWithoutAScale()
{
    auto bare = ValueRange::fromShorthand(u"1e-5:1e-3:5"_s, u"f"_s);
    TWB_VERIFY_RESULT(bare);
    QVERIFY(bare->scaleUnwritten());
    QCOMPARE(bare->scale(), ValueRange::Scale::Log);
    QCOMPARE(bare->shorthand(), u"1e-05:0.001:5:log"_s);
    QCOMPARE(QString::fromStdString(twb::canonicalJson(Json(bare->linearValues()))),
             u"[1e-05, 0.0002575, 0.000505, 0.0007525, 0.001]"_s);
    for (const QString &text : {u"1e-5:1e-3:5:log"_s, u"1e-5:1e-3:5:lin"_s}) {
        auto written = ValueRange::fromShorthand(text, u"f"_s);
        TWB_VERIFY_RESULT(written);
        QVERIFY(!written->scaleUnwritten());
    }
    // The object form keeps its linear default: nothing changes meaning there.
    auto object = ValueRange::fromJson(Json::parse(R"({"lo": 1, "hi": 3, "n": 3})"), u"f"_s);
    TWB_VERIFY_RESULT(object);
    QVERIFY(!object->scaleUnwritten());
    QCOMPARE(object->scale(), ValueRange::Scale::Linear);
    QCOMPARE(*object, *ValueRange::fromShorthand(u"1:3:3:lin"_s, u"f"_s));
}

void tst_ValueRange::rejects_data()
{
    QTest::addColumn<QString>("range");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("log through zero") << uR"({"lo": 0, "hi": 1, "n": 3, "scale": "log"})"_s << u"above 0"_s;
    QTest::newRow("n zero") << uR"({"lo": 0, "hi": 1, "n": 0})"_s << u"n is 0"_s;
    QTest::newRow("n not an integer") << uR"({"lo": 0, "hi": 1, "n": 2.5})"_s << u"\"n\" must be an integer"_s;
    QTest::newRow("lo missing") << uR"({"hi": 1, "n": 2})"_s << u"\"lo\" must be a number"_s;
    QTest::newRow("bad scale") << uR"({"lo": 1, "hi": 2, "n": 2, "scale": "exp"})"_s << u"\"linear\" or \"log\""_s;
    QTest::newRow("unknown key") << uR"({"lo": 1, "hi": 2, "n": 2, "step": 1})"_s << u"unknown key \"step\""_s;
    QTest::newRow("shorthand with two parts") << uR"("1:2")"_s << u"write \"lo:hi:n\""_s;
    QTest::newRow("shorthand not numbers") << uR"("a:b:3")"_s << u"write \"lo:hi:n\""_s;
    QTest::newRow("shorthand bad scale") << uR"("1:2:3:exp")"_s << u"\"lo:hi:n:lin\""_s;
    // An old linear range through zero cannot be log-spaced: say how to keep the old reading.
    QTest::newRow("old linear range through zero") << uR"("0:0.3:4")"_s << u"write \"0:0.3:4:lin\""_s;
    QTest::newRow("a list is no range") << uR"([1, 2])"_s << u"not a list"_s;
}

void tst_ValueRange::rejects()
{
    QFETCH(QString, range);
    QFETCH(QString, messagePart);
    auto parsed = ValueRange::fromJson(Json::parse(range.toStdString()), u"sweep.json: variables[1].range"_s);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(messagePart), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.contains(u"sweep.json: variables[1].range"_s), qPrintable(parsed.error().message));
}

QTEST_GUILESS_MAIN(tst_ValueRange)
#include "tst_value_range.moc"
