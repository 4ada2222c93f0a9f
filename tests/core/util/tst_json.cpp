#include "core/util/json.h"

#include "support/test_paths.h"

#include <QProcess>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

class tst_Json final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void canonicalMatchesPython_data();
    void canonicalMatchesPython();
    void floatReprMatchesPython();
    void parseErrorNamesSourceAndPosition();
    void tolerantParseAcceptsNonFinite();
    void tolerantParseLeavesStringsAlone();
};

void tst_Json::canonicalMatchesPython_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("nested sorted keys") << QByteArray(R"({"b": {"z": 1, "a": [1, 2.5, null]}, "a": true})");
    QTest::newRow("non-ascii text") << QByteArray(R"({"hypothesis": "größer ist besser ✓ 東京", "x": "é"})");
    QTest::newRow("escapes") << QByteArray(R"({"s": "tab\there \"q\" back\\slash\nnl \u0001 /"})");
    QTest::newRow("floats") << QByteArray(R"({"lr": 0.0003, "wd": 1e-05, "big": 1e16, "mid": 1e15, "one": 1.0, "neg": -2.5e-7, "x": 123456789.125})");
    QTest::newRow("ints") << QByteArray(R"({"n": 0, "m": -17, "huge": 18446744073709551615})");
    QTest::newRow("empty containers") << QByteArray(R"({"a": {}, "b": []})");
}

void tst_Json::canonicalMatchesPython()
{
    QFETCH(QByteArray, document);
    const auto parsed = twb::parseJson(document, u"row"_s);
    QVERIFY(parsed);
    const std::string ours = twb::canonicalJson(*parsed);

    QProcess python;
    python.start(twb::test::systemPython(),
                 {u"-c"_s, u"import json,sys; sys.stdout.buffer.write(json.dumps(json.loads(sys.stdin.buffer.read()), "
                           "sort_keys=True, ensure_ascii=False).encode())"_s});
    QVERIFY2(python.waitForStarted(), "python3 is needed for this test: apt-get install python3");
    python.write(document);
    python.closeWriteChannel();
    QVERIFY(python.waitForFinished(10000));
    QCOMPARE(QByteArray::fromStdString(ours), python.readAllStandardOutput());
}

void tst_Json::floatReprMatchesPython()
{
    const QList<double> values = {0.1, 1.0 / 3.0, 5e-324, 1.7976931348623157e308, 1e-4, 1e-5, 1e16,
                                  9999999999999998.0, 123.0, -1.5, 2.5e-7, 1e22, 0.000123, 3e-310};
    QStringList ours;
    QStringList literals;
    for (double v : values) {
        ours << QString::fromStdString(twb::pythonFloatRepr(v));
        literals << QString::number(v, 'g', 17);
    }
    QProcess python;
    python.start(twb::test::systemPython(),
                 QStringList{u"-c"_s, u"import sys; print(' '.join(repr(float(x)) for x in sys.argv[1:]), end='')"_s}
                     + literals);
    QVERIFY(python.waitForFinished(10000));
    QCOMPARE(ours.join(u' '), QString::fromUtf8(python.readAllStandardOutput()));
}

void tst_Json::parseErrorNamesSourceAndPosition()
{
    const auto parsed = twb::parseJson("{\n  \"tpus\": [\n    {\"a\": 1,,}\n", u"/x/tpu_config.json"_s);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(u"/x/tpu_config.json"_s), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.contains(u"line 3"_s), qPrintable(parsed.error().message));
}

void tst_Json::tolerantParseAcceptsNonFinite()
{
    QVERIFY(!twb::parseJson(R"({"loss": NaN})", u"s"_s));
    const auto parsed = twb::parseJsonTolerant(R"({"loss": NaN, "a": Infinity, "b": -Infinity, "c": [NaN]})", u"s"_s);
    QVERIFY(parsed);
    QVERIFY(std::isnan((*parsed)["loss"].get<double>()));
    QVERIFY(std::isinf((*parsed)["a"].get<double>()) && (*parsed)["a"].get<double>() > 0);
    QVERIFY((*parsed)["b"].get<double>() < 0 && std::isinf((*parsed)["b"].get<double>()));
    QVERIFY(std::isnan((*parsed)["c"][0].get<double>()));
    QCOMPARE(twb::canonicalJson(*parsed), std::string(R"({"a": Infinity, "b": -Infinity, "c": [NaN], "loss": NaN})"));
}

void tst_Json::tolerantParseLeavesStringsAlone()
{
    const auto parsed = twb::parseJsonTolerant(R"({"s": "NaN and \"Infinity\""})", u"s"_s);
    QVERIFY(parsed);
    QCOMPARE((*parsed)["s"].get<std::string>(), std::string("NaN and \"Infinity\""));
}

QTEST_GUILESS_MAIN(tst_Json)
#include "tst_json.moc"
