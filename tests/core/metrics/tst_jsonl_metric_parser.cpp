#include "core/metrics/jsonl_metric_parser.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <string>

using namespace twb;

namespace {

// Keys of a parsed line point into the line's bytes, so the buffer outlives the call.
std::string padded;

LineStatus parseText(JsonlMetricParser &parser, const std::string &text, MetricLine &out, std::string *error = nullptr)
{
    padded = text;
    padded.append(64, '\0');
    return parser.parse(std::string_view(padded.data(), text.size()), padded.size(), out, error);
}

double valueOf(const MetricLine &line, std::string_view key)
{
    for (const auto &v : line.values)
        if (v.key == key)
            return v.value;
    return -12345;
}

} // namespace

class tst_JsonlMetricParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("status");
        QTest::addColumn<qint64>("step");
        const int parsed = int(LineStatus::Parsed);
        const int malformed = int(LineStatus::Malformed);
        QTest::newRow("step beyond int64") << QByteArray(R"({"step": 1e300, "loss": 1})") << parsed
                                           << std::numeric_limits<qint64>::max();
        QTest::newRow("step below int64") << QByteArray(R"({"step": -1e300})") << parsed << std::numeric_limits<qint64>::min();
        QTest::newRow("step beyond double") << QByteArray(R"({"step": 1e999999})") << malformed << qint64(0);
        QTest::newRow("exit code beyond int64") << QByteArray(R"({"event": "done", "exit_code": 1e300})") << parsed
                                                << std::numeric_limits<qint64>::max();
        QTest::newRow("100000 levels in a value") << QByteArray(R"({"step": 1, "x": )") + QByteArray(100000, '[') << malformed
                                                  << qint64(1);
        QTest::newRow("truncated") << QByteArray(R"({"step": 1, "loss": 2.)") << malformed << qint64(1);
        QTest::newRow("invalid UTF-8 key") << QByteArray("{\"step\": 1, \"\xc3\x28\": 2}") << malformed << qint64(0);
        QTest::newRow("NUL byte") << QByteArray("{\"step\": 1,") + '\0' + QByteArray(" \"loss\": 2}") << malformed << qint64(0);
    }
    void hostileLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, status);
        QFETCH(qint64, step);
        JsonlMetricParser parser;
        MetricLine line;
        std::string error;
        QCOMPARE(int(parseText(parser, text.toStdString(), line, &error)), status);
        if (status == int(LineStatus::Malformed)) {
            QVERIFY(!error.empty());
            return;
        }
        QCOMPARE(qint64(line.hasStep ? line.step : line.number), step);
    }

    void scalarLine()
    {
        JsonlMetricParser parser;
        MetricLine line;
        QCOMPARE(parseText(parser, R"({"step": 120, "time": 1764400000.25, "loss": 2.31, "lr": 0.0003, "step_time_ms": 412.0, "tokens_per_s": 39700, "hbm_used_bytes": 11811160064, "compile_count": 3, "host": "w-3", "eval/loss": 2.5})", line),
                 LineStatus::Parsed);
        QVERIFY(line.hasStep);
        QCOMPARE(line.step, std::int64_t(120));
        QVERIFY(line.hasTime);
        QCOMPARE(line.time, 1764400000.25);
        QCOMPARE(line.values.size(), size_t(7));   // not step, time, host
        QCOMPARE(valueOf(line, "loss"), 2.31);
        QCOMPARE(valueOf(line, "hbm_used_bytes"), 11811160064.0);
        QCOMPARE(valueOf(line, "eval/loss"), 2.5);
        QCOMPARE(line.event, MetricEventKind::None);
    }

    void nonFiniteValuesAreKept_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<double>("expected");
        QTest::newRow("NaN as Python writes it") << "NaN" << std::nan("");
        QTest::newRow("Infinity") << "Infinity" << HUGE_VAL;
        QTest::newRow("-Infinity") << "-Infinity" << -HUGE_VAL;
        QTest::newRow("null is a gap") << "null" << std::nan("");
        QTest::newRow("out of double range") << "1e999" << HUGE_VAL;
    }
    void nonFiniteValuesAreKept()
    {
        QFETCH(QString, token);
        QFETCH(double, expected);
        JsonlMetricParser parser;
        MetricLine line;
        const std::string text = "{\"step\": 5, \"loss\": " + token.toStdString() + ", \"lr\": 0.1}";
        QCOMPARE(parseText(parser, text, line), LineStatus::Parsed);
        QCOMPARE(line.values.size(), size_t(2));
        const double loss = valueOf(line, "loss");
        if (std::isnan(expected))
            QVERIFY(std::isnan(loss));
        else
            QCOMPARE(loss, expected);
        QCOMPARE(valueOf(line, "lr"), 0.1);   // the rest of the line is read too
    }

    void stringsHoldingNaNAreNotValues()
    {
        JsonlMetricParser parser;
        MetricLine line;
        QCOMPARE(parseText(parser, R"({"step": 1, "note": "NaN here", "loss": 1.5, "ok": true, "arr": [1, 2]})", line),
                 LineStatus::Parsed);
        QCOMPARE(line.values.size(), size_t(1));
        QCOMPARE(valueOf(line, "loss"), 1.5);
    }

    void events()
    {
        JsonlMetricParser parser;
        MetricLine line;
        QCOMPARE(parseText(parser, R"({"event": "eval", "step": 200, "metrics": {"loss": 2.1, "acc": NaN}})", line),
                 LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::Eval);
        QCOMPARE(line.step, std::int64_t(200));
        QCOMPARE(line.values.size(), size_t(2));
        QVERIFY(line.values[0].evalPrefix);
        QCOMPARE(valueOf(line, "loss"), 2.1);
        QVERIFY(std::isnan(valueOf(line, "acc")));

        QCOMPARE(parseText(parser, R"({"event": "checkpoint", "step": 500, "path": "ckpt-42-1a2b3c4d-500"})", line),
                 LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::Checkpoint);
        QCOMPARE(line.text, std::string("ckpt-42-1a2b3c4d-500"));
        QVERIFY(line.values.empty());

        QCOMPARE(parseText(parser, R"({"event": "compile", "count": 4, "reason": "new shape"})", line), LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::Compile);
        QVERIFY(line.hasNumber);
        QCOMPARE(line.number, std::int64_t(4));
        QCOMPARE(line.text, std::string("new shape"));
        QVERIFY(line.values.empty());   // a compile event's count is no series of its own

        QCOMPARE(parseText(parser, R"({"event": "done", "exit_code": 0})", line), LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::Done);
        QVERIFY(line.hasNumber);
        QCOMPARE(line.number, std::int64_t(0));

        const std::string config = R"({"event": "config", "config": {"train": {"lr": 0.001}}})";
        QCOMPARE(parseText(parser, config, line), LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::Config);
        QCOMPARE(line.text, config);
    }

    void malformedLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("truncated object") << R"({"step": 1, "loss": 2.0)";
        QTest::newRow("not an object") << R"([1, 2, 3])";
        QTest::newRow("prose") << "Traceback (most recent call last):";
        QTest::newRow("missing colon") << R"({"step": 1, "loss" 2.0})";
        QTest::newRow("bare word value") << R"({"step": 1, "loss": Nope})";
        QTest::newRow("trailing brace") << R"({"step": 1, "loss": 2.0}})";
        QTest::newRow("step is a string") << R"({"step": "one", "loss": 2.0})";
        QTest::newRow("two objects on one line") << R"({"step": 1}{"step": 2})";
    }
    void malformedLines()
    {
        QFETCH(QString, text);
        JsonlMetricParser parser;
        MetricLine line;
        std::string error;
        QCOMPARE(parseText(parser, text.toStdString(), line, &error), LineStatus::Malformed);
        QVERIFY2(!error.empty(), "a malformed line must say why");
        // The parser is usable after a bad line.
        QCOMPARE(parseText(parser, R"({"step": 2, "loss": 1.0})", line), LineStatus::Parsed);
        QCOMPARE(valueOf(line, "loss"), 1.0);
    }

    void blankLinesAreSkipped()
    {
        JsonlMetricParser parser;
        MetricLine line;
        QCOMPARE(parseText(parser, "", line), LineStatus::Skipped);
        QCOMPARE(parseText(parser, "   ", line), LineStatus::Skipped);
    }
};

QTEST_GUILESS_MAIN(tst_JsonlMetricParser)
#include "tst_jsonl_metric_parser.moc"
