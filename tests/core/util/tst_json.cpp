#include "core/util/json.h"

#include "support/test_paths.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
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
    void hostileInputIsAnErrorWithPosition_data();
    void hostileInputIsAnErrorWithPosition();
    void depthUpToTheLimitParses();
    void tolerantErrorsNamePositionsAsWritten();
    void oversizedTextIsRefusedWithTheLimit();
    void oversizedFileIsNotRead();
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

void tst_Json::hostileInputIsAnErrorWithPosition_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("mentions");
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    const QByteArray deepObjects = QByteArray("{\"a\": ").repeated(300) + "1" + QByteArray(300, '}');
    QTest::newRow("huge exponent") << QByteArray("{\"a\": 1e999999}") << u"line 1, column 7"_s << u"1e999999"_s;
    QTest::newRow("huge negative number") << QByteArray("[1,\n -9e400]") << u"line 2, column 2"_s << u"-9e400"_s;
    QTest::newRow("huge integer digits") << QByteArray("[") + QByteArray(400, '9') + "]" << u"line 1, column 2"_s
                                         << u"beyond the range"_s;
    QTest::newRow("100000 levels of lists") << deep << u"line 1, column 257"_s << u"256"_s;
    QTest::newRow("300 levels of objects") << deepObjects << u"line 1, column 1537"_s << u"256"_s;
    QTest::newRow("truncated") << QByteArray("{\"tpus\": [{\"a\": 1") << u"line 1, column 18"_s << u"end of input"_s;
    QTest::newRow("empty") << QByteArray() << u"line 1, column 1"_s << u"end of input"_s;
    QTest::newRow("invalid utf-8 in a string") << QByteArray("{\"a\": \"\xff\xfe\"}") << u"line 1, column 8"_s
                                               << u"UTF-8"_s;
    QTest::newRow("nul byte in a string") << QByteArray("{\"a\": \"x\0y\"}", 13) << u"line 1, column 9"_s
                                          << u"NUL byte"_s;
    QTest::newRow("nul byte between values") << QByteArray("[1,\0 2]", 7) << u"line 1, column 4"_s << u"NUL byte"_s;
    QTest::newRow("nul byte after the document") << QByteArray("{}\0{\"a\": 1}", 11) << u"line 1, column 3"_s
                                                 << u"NUL byte"_s;
    QTest::newRow("lone surrogate") << QByteArray("[\"\\ud800\"]") << u"line 1, column 9"_s << u"surrogate"_s;
    QTest::newRow("trailing bytes") << QByteArray("{}\n{}") << u"line 2, column 1"_s << u"end of input"_s;
}

void tst_Json::hostileInputIsAnErrorWithPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QFETCH(QString, mentions);
    for (const bool tolerant : {false, true}) {
        const auto parsed = tolerant ? twb::parseJsonTolerant(text, u"/ws/tpu_config.json"_s)
                                     : twb::parseJson(text, u"/ws/tpu_config.json"_s);
        QVERIFY(!parsed);
        const QString message = parsed.error().message;
        QVERIFY2(message.contains(u"/ws/tpu_config.json"_s), qPrintable(message));
        QVERIFY2(message.contains(position), qPrintable(message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY2(message.size() < 400, qPrintable(message));
        QCOMPARE(parsed.error().where, u"/ws/tpu_config.json"_s);
    }
}

void tst_Json::depthUpToTheLimitParses()
{
    const QByteArray atLimit = QByteArray(twb::kJsonMaxDepth, '[') + QByteArray(twb::kJsonMaxDepth, ']');
    QVERIFY(twb::parseJson(atLimit, u"s"_s));
    QVERIFY(!twb::parseJson("[" + atLimit + "]", u"s"_s));
}

void tst_Json::tolerantErrorsNamePositionsAsWritten()
{
    // Each NaN is rewritten to a longer stand-in while parsing; the error must still point at
    // the bytes as the user wrote them.
    const auto parsed = twb::parseJsonTolerant("[NaN, -Infinity, Infinity, 1e999]", u"state.json"_s);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(u"line 1, column 28"_s), qPrintable(parsed.error().message));
    const auto syntax = twb::parseJsonTolerant("[NaN,\n NaN x]", u"state.json"_s);
    QVERIFY(!syntax);
    QVERIFY2(syntax.error().message.contains(u"line 2, column 6"_s), qPrintable(syntax.error().message));
}

void tst_Json::oversizedTextIsRefusedWithTheLimit()
{
    QByteArray text(twb::kJsonMaxBytes + 1, ' ');
    text[0] = '1';
    const auto parsed = twb::parseJson(text, u"big.json"_s);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(QString::number(twb::kJsonMaxBytes)), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.contains(u"big.json"_s), qPrintable(parsed.error().message));
}

void tst_Json::oversizedFileIsNotRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"experiment.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(twb::kJsonMaxBytes + 1)); // sparse: no 64 MiB written
    file.close();
    const auto read = twb::readJsonFile(path);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(path), qPrintable(read.error().message));
    QVERIFY2(read.error().message.contains(QString::number(twb::kJsonMaxBytes)), qPrintable(read.error().message));
}

QTEST_GUILESS_MAIN(tst_Json)
#include "tst_json.moc"
