#include "core/metrics/jsonl_metric_parser.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>
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

private:
    // Two parses of one line agree bit for bit (a NaN is the same NaN, -0 is not 0).
    static bool sameLine(const MetricLine &a, const MetricLine &b)
    {
        if (a.hasStep != b.hasStep || a.step != b.step || a.hasTime != b.hasTime
            || std::bit_cast<std::uint64_t>(a.time) != std::bit_cast<std::uint64_t>(b.time) || a.host != b.host
            || a.event != b.event || a.eventName != b.eventName || a.text != b.text || a.hasNumber != b.hasNumber
            || a.number != b.number || a.values.size() != b.values.size())
            return false;
        for (std::size_t k = 0; k < a.values.size(); ++k)
            if (a.values[k].key != b.values[k].key || a.values[k].evalPrefix != b.values[k].evalPrefix
                || std::bit_cast<std::uint64_t>(a.values[k].value) != std::bit_cast<std::uint64_t>(b.values[k].value))
                return false;
        return true;
    }

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

        // A long phase (docs/formats.md 5): its name in `text`, no series.
        QCOMPARE(parseText(parser, R"({"event": "phase_begin", "time": 5.5, "host": 1, "phase": "eval", "step": 200})", line),
                 LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::PhaseBegin);
        QCOMPARE(line.text, std::string("eval"));
        QCOMPARE(line.time, 5.5);
        QVERIFY(line.values.empty());
        QCOMPARE(parseText(parser, R"({"event": "phase_end", "phase": "checkpoint_restore"})", line),
                 LineStatus::Parsed);
        QCOMPARE(line.event, MetricEventKind::PhaseEnd);
        QCOMPARE(line.text, std::string("checkpoint_restore"));
        // A scalar line's numeric "phase" is still a series.
        QCOMPARE(parseText(parser, R"({"step": 3, "phase": 2, "loss": 1.5})", line), LineStatus::Parsed);
        QCOMPARE(valueOf(line, "phase"), 2.0);
        QCOMPARE(valueOf(line, "loss"), 1.5);

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

    // Flat scalar lines take a hand-written scan; anything it does not take goes to simdjson.
    // Both must agree on every line, bit for bit: generated lines (tricky numbers, spacing,
    // event keys, strings, NaN, escapes, UTF-8) and the same lines with random byte edits.
    void flatFastPathAgreesWithSimdjson()
    {
        const std::vector<std::string> numbers = {
            "0", "-0", "1", "-1", "0.1", "2.310000", "1764400000.250", "3e-4", "3E+4", "1e308", "1.7976931348623157e308",
            "4.9e-324", "1e-400", "1e400", "-1e999", "123456789012345", "1234567890123456", "12345678901234567890",
            "9007199254740993", "0.30000000000000004", "01", "1.", ".5", "+1", "-", "1e", "1e+", "--1", "0x10", "1.5e3",
            "412.0", "11811160064", "-2.5e-3", "1234567.8901234567", "0.000001"};
        const std::vector<std::string> keys = {"step", "time", "loss", "lr", "a", "", "host", "event", "count",
                                               "exit_code", "metrics", "m\xc3\xa9trique", "with\\\"escape",
                                               "tab\tkey", "tokens_per_s", "step_time_ms"};
        const std::vector<std::string> others = {"NaN", "null", "Infinity", "-Infinity", "\"str\"", "[1, 2]",
                                                 "{\"a\": 1}", "true", "\"eval\"", "Nope"};
        const std::vector<std::string> spaces = {"", " ", "  ", "\t", "\r"};
        std::mt19937 rng(20261202);
        auto pick = [&rng](const auto &v) -> const auto & { return v[rng() % v.size()]; };
        auto randomNumber = [&]() -> std::string {
            char buffer[64];
            switch (rng() % 4) {
            case 0: return pick(numbers);
            case 1: std::snprintf(buffer, sizeof buffer, "%.17g", std::ldexp(double(rng()), int(rng() % 200) - 100)); return buffer;
            case 2: std::snprintf(buffer, sizeof buffer, "%.6f", double(rng()) / 1e3 - 2e6); return buffer;
            default: return std::to_string(std::int64_t(rng()) - (1 << 30));
            }
        };
        JsonlMetricParser fast;
        JsonlMetricParser full;
        full.setFlatFastPath(false);
        MetricLine a, b;
        std::string bufferA, bufferB;
        int parsed = 0;
        for (int n = 0; n < 60000; ++n) {
            std::string line = pick(spaces) + "{" + pick(spaces);
            const int fields = int(rng() % 9);
            for (int f = 0; f < fields; ++f) {
                if (f > 0)
                    line += pick(spaces) + "," + pick(spaces);
                line += "\"" + pick(keys) + "\"" + pick(spaces) + ":" + pick(spaces);
                line += rng() % 12 == 0 ? pick(others) : randomNumber();
            }
            line += pick(spaces) + "}" + pick(spaces);
            if (rng() % 3 == 0) {
                const std::string edits = "{}[]\",:.-+eE0123456789 \tNn\\\x80\xff";
                for (int e = 1 + int(rng() % 3); e > 0 && !line.empty(); --e) {
                    const std::size_t at = rng() % line.size();
                    switch (rng() % 3) {
                    case 0: line.erase(at, 1); break;
                    case 1: line.insert(at, 1, edits[rng() % edits.size()]); break;
                    default: line[at] = edits[rng() % edits.size()]; break;
                    }
                }
            }
            bufferA = line + std::string(64, '\0');
            bufferB = bufferA;
            const LineStatus sa = fast.parse(std::string_view(bufferA.data(), line.size()), bufferA.size(), a);
            const LineStatus sb = full.parse(std::string_view(bufferB.data(), line.size()), bufferB.size(), b);
            const QByteArray where = QByteArray::fromStdString(line).toPercentEncoding(" {}\":,.-+");
            QVERIFY2(sa == sb, where.constData());
            if (sa != LineStatus::Parsed)
                continue;
            ++parsed;
            QVERIFY2(sameLine(a, b), where.constData());
        }
        QVERIFY2(parsed > 10000, qPrintable(QString::number(parsed)));   // the generator makes mostly good lines
    }

    // The flat path remembers each position's key from the line before and reads numbers 8
    // digits at a time with Clinger's fast path for exponents too: lines that repeat their keys
    // and then change one (a prefix of it, one byte longer, past 16 and 32 bytes, an event key
    // where a value was), and numbers of every length of integer, fraction and exponent, read
    // as simdjson's path reads them, bit for bit.
    void flatFastPathRepeatedKeysAndNumberLengths()
    {
        const std::vector<std::string> keys = {"loss", "los", "losss", "lossy", "event", "a_key_of_fifteen",
                                               "a_key_of_sixteen!", "a_key_of_seventeen", std::string(30, 'k'),
                                               std::string(31, 'k'), std::string(32, 'k'), std::string(40, 'k'),
                                               "step", "time", "count"};
        std::vector<std::string> numbers;
        const std::string digits = "98765432109876543210987654";
        for (std::size_t i = 1; i <= 22; ++i)
            for (std::size_t f = 0; f <= 22; f += (f < 10 ? 1 : 4))
                for (const char *e : {"", "e0", "e-5", "E+7", "e-22", "e22", "e-23", "e23", "e300", "e-330"}) {
                    std::string n = digits.substr(0, i);
                    if (f > 0)
                        n += "." + digits.substr(i % 5, f);
                    numbers.push_back(n + e);
                    numbers.push_back("-" + n + e);
                    numbers.push_back("0." + std::string(f, '0') + n.substr(0, std::min<std::size_t>(i, 9)) + e);
                }
        std::mt19937 rng(30);
        JsonlMetricParser fast;
        JsonlMetricParser full;
        full.setFlatFastPath(false);
        MetricLine a, b;
        int parsed = 0;
        std::vector<std::string> lineKeys = {"step", "time", "loss", "lr", "tokens_per_s"};
        for (std::size_t n = 0; n < 4 * numbers.size(); ++n) {
            if (rng() % 8 == 0)   // mostly the same keys as the line before, sometimes one changed
                lineKeys[rng() % lineKeys.size()] = keys[rng() % keys.size()];
            std::string line = "{";
            for (std::size_t f = 0; f < lineKeys.size(); ++f)
                line += (f ? ", \"" : "\"") + lineKeys[f] + "\": " + numbers[(n + f * 7) % numbers.size()];
            line += "}";
            // Digits right after the line's end must not be read as part of the last number.
            std::string buffer = line + "1234567890123456" + std::string(64, '\0');
            const LineStatus sa = fast.parse(std::string_view(buffer.data(), line.size()), buffer.size(), a);
            const LineStatus sb = full.parse(std::string_view(buffer.data(), line.size()), buffer.size(), b);
            QVERIFY2(sa == sb, line.c_str());
            if (sa != LineStatus::Parsed)
                continue;
            ++parsed;
            QVERIFY2(sameLine(a, b), line.c_str());
        }
        QVERIFY2(parsed > int(numbers.size()), qPrintable(QString::number(parsed)));
    }

    // A line is first read as the shape of the last scanned line (the bytes between its
    // numbers): lines of one template with new numbers (the shape's case), interleaved with the
    // same lines edited by a byte or two (a literal that differs by a space, a key, a cut, a
    // byte past the end, an event key) and with other templates, read as simdjson reads them.
    void flatShapeAgreesWithSimdjson()
    {
        const std::vector<std::string> templates = {
            R"({"step": #, "time": #, "loss": #, "lr": #, "step_time_ms": #, "tokens_per_s": #})",
            R"({"step":#,"loss":#})",
            R"(  { "step" : #,	"grad_norm" : # }  )",
            R"({"loss": #, "step": #, "eval_loss": #})",
            R"({"step": #, "a_key_that_is_rather_long_past_32": #})",
        };
        const std::vector<std::string> numbers = {"0", "-0", "12", "1764400000.250", "2.310000", "3e-4",
                                                  "1e400", "1.", "01", "-", "123456789012345678901"};
        std::mt19937 rng(20261207);
        JsonlMetricParser fast;
        JsonlMetricParser full;
        full.setFlatFastPath(false);
        MetricLine a, b;
        int parsed = 0;
        std::size_t current = 0;
        for (int n = 0; n < 40000; ++n) {
            if (rng() % 50 == 0)
                current = rng() % templates.size();
            std::string line;
            for (char c : templates[current]) {
                if (c != '#') {
                    line += c;
                    continue;
                }
                line += rng() % 10 == 0 ? numbers[rng() % numbers.size()]
                                        : std::to_string(double(rng() % 100000) / 64.0 - 700.0);
            }
            if (rng() % 4 == 0) {
                const std::string edits = "{}\",: \t.-e0123456789kx\x80";
                for (int e = 1 + int(rng() % 2); e > 0 && !line.empty(); --e) {
                    const std::size_t at = rng() % line.size();
                    switch (rng() % 4) {
                    case 0: line.erase(at, 1); break;
                    case 1: line.insert(at, 1, edits[rng() % edits.size()]); break;
                    case 2: line[at] = edits[rng() % edits.size()]; break;
                    default: line.resize(at); break;
                    }
                }
                if (rng() % 8 == 0)
                    line.replace(0, std::min<std::size_t>(line.size(), 9), R"({"event":)");
            }
            // The line's own tail repeated after its end: a shape must not read past it.
            const std::string buffer = line + line + std::string(64, '\0');
            std::string copy = buffer;
            const LineStatus sa = fast.parse(std::string_view(buffer.data(), line.size()), buffer.size(), a);
            const LineStatus sb = full.parse(std::string_view(copy.data(), line.size()), copy.size(), b);
            QVERIFY2(sa == sb, line.c_str());
            if (sa != LineStatus::Parsed)
                continue;
            ++parsed;
            QVERIFY2(sameLine(a, b), line.c_str());
        }
        QVERIFY2(parsed > 25000, qPrintable(QString::number(parsed)));
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
