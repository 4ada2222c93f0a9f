#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"
#include "core/util/log.h"
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MetricIngestor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Inputs the metrics fuzzers crashed on, replayed as the fuzzer feeds them (first byte:
    // where the stream is cut in two chunks); a crash here fails the test, and under the asan
    // preset so does the undefined behaviour they found.
    // Hostile lines in each format: each is counted and skipped, named in the log by the
    // stream's source and the line's byte offset, and the lines around it still read.
    void hostileLineIsNamedBySourceAndOffset_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("good");    // a line that parses, written before and after
        QTest::addColumn<QByteArray>("hostile");
        const int jsonl = int(MetricFormat::Jsonl);
        const QByteArray json = R"({"step": 1, "loss": 2})";
        QTest::newRow("jsonl: step beyond double range") << jsonl << json << QByteArray(R"({"step": 1e999999, "loss": 1})");
        QTest::newRow("jsonl: 100000 levels") << jsonl << json << QByteArray(R"({"step": 2, "x": )") + QByteArray(100000, '[');
        QTest::newRow("jsonl: cut short") << jsonl << json << QByteArray(R"({"step": 2, "loss": )");
        QTest::newRow("jsonl: invalid UTF-8") << jsonl << json << QByteArray("{\"\xc3\x28\": 1}");
        QTest::newRow("jsonl: NUL byte") << jsonl << json << QByteArray("{\"step\":") + '\0' + QByteArray(" 2}");
        const int maxtext = int(MetricFormat::MaxTextLog);
        const QByteArray step = "completed step: 1, seconds: 0.5, loss: 2";
        QTest::newRow("maxtext: step beyond double range") << maxtext << step << QByteArray("completed step: 1e999999, loss: 1");
        QTest::newRow("maxtext: invalid UTF-8") << maxtext << step << QByteArray("completed step: \xc3\x28, loss: 1");
        QTest::newRow("maxtext: NUL byte") << maxtext << step << QByteArray("completed step: ") + '\0' + QByteArray("2");
        QTest::newRow("csv: row cut short") << int(MetricFormat::Csv) << QByteArray("1,2") << QByteArray("3");
    }
    void hostileLineIsNamedBySourceAndOffset()
    {
        QFETCH(int, format);
        QFETCH(QByteArray, good);
        QFETCH(QByteArray, hostile);
        const QByteArray head = format == int(MetricFormat::Csv) ? QByteArray("step,loss\n") : QByteArray();
        const QByteArray text = head + good + '\n' + hostile + '\n' + good + '\n';
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat(format), u"runs/r/metrics/host-0"_s);
        auto sink = std::make_shared<LogCaptureSink>();
        log::addSink(sink);
        ingestor.feed(text.constData(), std::size_t(text.size()));
        const std::int64_t offset = head.size() + good.size() + 1;
        QCOMPARE(ingestor.malformedCount(), std::int64_t(1));
        QCOMPARE(ingestor.recentMalformed().front().offset, offset);
        const auto records = sink->takeNew();
        QVERIFY2(std::any_of(records.begin(), records.end(), [&](const LogRecord &r) {
                     return r.message.contains(u"runs/r/metrics/host-0"_s) && r.message.contains(u"byte %1"_s.arg(offset));
                 }),
                 "the hostile line was not logged with its source and offset");
        QCOMPARE(ingestor.linesIngested(), std::int64_t(2));
        QCOMPARE(ingestor.completeOffset(), std::int64_t(text.size()));
    }

    // A stream that never sends a newline does not grow without bound: past kMaxLineBytes its
    // line is skipped as malformed, offsets stay exact, and the next line reads.
    void overlongLineIsSkippedAndOffsetsStayExact()
    {
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat::Jsonl, u"metrics/host-0.jsonl"_s);
        const std::string first = R"({"step": 1, "loss": 3})" "\n";
        ingestor.feed(first.data(), first.size());
        const std::string junk(1 << 20, 'x');
        std::size_t fed = first.size();
        while (fed < first.size() + MetricIngestor::kMaxLineBytes + junk.size()) {
            ingestor.feed(junk.data(), junk.size());
            fed += junk.size();
        }
        QCOMPARE(ingestor.malformedCount(), std::int64_t(1));
        QCOMPARE(ingestor.recentMalformed().back().offset, std::int64_t(first.size()));
        QVERIFY(ingestor.recentMalformed().back().reason.contains(QString::number(MetricIngestor::kMaxLineBytes)));
        const std::string rest = "yyy\n" R"({"step": 2, "loss": 2})" "\n";
        ingestor.feed(rest.data(), rest.size());
        fed += rest.size();
        QCOMPARE(ingestor.completeOffset(), std::int64_t(fed));
        QCOMPARE(ingestor.malformedCount(), std::int64_t(2)); // the line's tail
        QCOMPARE(store.points({u"r"_s, 0, u"loss"_s}).size(), size_t(2));
    }

    void fuzzRegressions_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("input");
        for (const auto &[reader, format] : {std::pair{u"metrics_jsonl"_s, MetricFormat::Jsonl},
                                             std::pair{u"metrics_csv"_s, MetricFormat::Csv},
                                             std::pair{u"metrics_maxtext"_s, MetricFormat::MaxTextLog}}) {
            const QDir dir(test::sourceDir() + u"/fuzz/regressions/"_s + reader);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
                QFile file(dir.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                QTest::addRow("%s/%s", qPrintable(reader), qPrintable(name)) << int(format) << file.readAll();
            }
        }
    }
    void fuzzRegressions()
    {
        QFETCH(int, format);
        QFETCH(QByteArray, input);
        QVERIFY(!input.isEmpty());
        const std::size_t cut = std::min<std::size_t>(std::uint8_t(input[0]), std::size_t(input.size()) - 1);
        const QByteArray stream = input.mid(1);
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat(format), u"fuzz"_s);
        ingestor.feed(stream.constData(), cut);
        ingestor.feed(stream.constData() + cut, std::size_t(stream.size()) - cut);
        ingestor.finish();
        QCOMPARE(ingestor.completeOffset(), std::int64_t(stream.size()));
        QCOMPARE(store.pointCount(), std::size_t(ingestor.pointsIngested()));
        for (const SeriesKey &key : store.keys()) // read back: the overflow was in stepAt() too
            QCOMPARE(store.points(key).size(), store.pointCount(key));
    }

    // Steps beyond int64 saturate, and a following line without a step stays there instead of
    // overflowing (the fuzzers' UBSan found both).
    void hugeStepsSaturate_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("jsonl") << int(MetricFormat::Jsonl) << QByteArray("{\"step\": 1e300, \"loss\": 1}\n{\"loss\": 2}\n");
        QTest::newRow("maxtext") << int(MetricFormat::MaxTextLog)
                                 << QByteArray("completed step: 1e300, loss: 1\ncompleted step: 9.3e18, loss: 2\n");
        QTest::newRow("csv") << int(MetricFormat::Csv) << QByteArray("step,loss\n1e300,1\n,2\n");
    }
    void hugeStepsSaturate()
    {
        QFETCH(int, format);
        QFETCH(QByteArray, text);
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat(format), u"hostile"_s);
        ingestor.feed(text.constData(), std::size_t(text.size()));
        ingestor.finish();
        const auto points = store.points({u"r"_s, 0, u"loss"_s});
        QCOMPARE(points.size(), size_t(2));
        QCOMPARE(points[0].step, std::numeric_limits<std::int64_t>::max());
        QCOMPARE(points[1].step, std::numeric_limits<std::int64_t>::max());
    }

    void malformedLineIsCountedWithItsOffsetAndTheStreamGoesOn()
    {
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat::Jsonl, u"metrics/host-0.jsonl"_s);
        const std::string good1 = R"({"step": 1, "time": 10.0, "loss": 2.5})" "\n";
        const std::string bad = R"({"step": 2, "loss": )" "\n";
        const std::string nan = R"({"step": 3, "time": 12.0, "loss": NaN})" "\n";
        const std::string good2 = R"({"step": 4, "time": 13.0, "loss": 2.0})" "\n";
        const std::string all = good1 + bad + nan + good2;
        auto sink = std::make_shared<LogCaptureSink>();
        log::addSink(sink);
        ingestor.feed(all.data(), all.size());
        QCOMPARE(ingestor.malformedCount(), std::int64_t(1));
        QCOMPARE(ingestor.recentMalformed().front().offset, std::int64_t(good1.size()));
        QVERIFY(!ingestor.recentMalformed().front().reason.isEmpty());
        // Logged too, as a warning naming the source and the line's byte offset.
        const auto records = sink->takeNew();
        const auto logged = std::find_if(records.begin(), records.end(), [&](const LogRecord &r) {
            return r.level == spdlog::level::warn && r.message.contains(u"metrics/host-0.jsonl"_s)
                   && r.message.contains(u"byte %1"_s.arg(good1.size()));
        });
        QVERIFY2(logged != records.end(), "the malformed line was not logged with its offset");
        QCOMPARE(ingestor.linesIngested(), std::int64_t(3));
        QCOMPARE(ingestor.completeOffset(), std::int64_t(all.size()));
        const auto points = store.points({u"r"_s, 0, u"loss"_s});
        QCOMPARE(points.size(), size_t(3));
        QVERIFY(std::isnan(points[1].y));   // the NaN loss is stored, not dropped
        QCOMPARE(points[1].step, std::int64_t(3));
        QCOMPARE(points[2].y, 2.0);
    }

    // However the bytes are cut (SSH reads), the store gets the same points, and the offset
    // always sits after the last complete line.
    void chunkingDoesNotMatter()
    {
        std::string text;
        for (int i = 0; i < 2000; ++i) {
            text += "{\"step\": " + std::to_string(i) + ", \"time\": " + std::to_string(1000 + i) + ".5, \"loss\": "
                    + std::to_string(3.0 / (1 + i)) + ", \"lr\": 0.001}\n";
            if (i % 500 == 250)
                text += "{\"event\": \"eval\", \"step\": " + std::to_string(i) + ", \"metrics\": {\"loss\": 1.5}}\n";
        }
        SeriesStore whole;
        MetricIngestor a(whole, u"r"_s, 0, MetricFormat::Jsonl, u"a"_s);
        a.feed(text.data(), text.size());

        std::mt19937 rng(9);
        SeriesStore pieces;
        MetricIngestor b(pieces, u"r"_s, 0, MetricFormat::Jsonl, u"b"_s);
        std::size_t pos = 0;
        while (pos < text.size()) {
            const std::size_t n = std::min<std::size_t>(text.size() - pos, 1 + rng() % 700);
            b.feed(text.data() + pos, n);
            pos += n;
            QVERIFY(b.completeOffset() <= std::int64_t(pos));
            QVERIFY(b.completeOffset() == 0 || text[std::size_t(b.completeOffset()) - 1] == '\n');
        }
        QCOMPARE(whole.keys(), pieces.keys());
        QCOMPARE(pieces.metrics(u"r"_s), (QStringList{u"eval/loss"_s, u"loss"_s, u"lr"_s}));
        for (const auto &key : whole.keys()) {
            const auto p = whole.points(key);
            const auto q = pieces.points(key);
            QCOMPARE(p.size(), q.size());
            for (std::size_t i = 0; i < p.size(); ++i) {
                QCOMPARE(p[i].step, q[i].step);
                QCOMPARE(p[i].y, q[i].y);
            }
        }
        QCOMPARE(pieces.pointCount({u"r"_s, 0, u"eval/loss"_s}), size_t(4));
    }

    // Lines of one shape reuse the last such line's metric indices without comparing keys
    // (MetricLine::keyShape): shapes that come back, keys in another order, the same bytes with
    // another key, an event and a line the flat path does not take in between, each value
    // still lands in the series its key names.
    void changingLineShapesKeepValuesInTheirSeries()
    {
        const std::string text = "{\"step\": 1, \"a\": 1, \"b\": 2}\n"
                                 "{\"step\": 2, \"a\": 1, \"b\": 2}\n"
                                 "{\"step\": 3, \"b\": 2, \"a\": 1}\n"   // the same keys, swapped
                                 "{\"step\": 4, \"a\": 1, \"b\": 2}\n"
                                 "{\"step\": 5, \"a\": 1, \"c\": 3}\n"   // the same bytes but one key
                                 "{\"event\": \"eval\", \"step\": 5, \"metrics\": {\"a\": 9}}\n"
                                 "{\"step\": 6, \"a\": 1, \"c\": 3}\n"
                                 "{\"step\": 7, \"a\": 1, \"b\": NaN}\n"  // the simdjson path
                                 "{\"step\": 8, \"a\": 1, \"c\": 3}\n"
                                 "{\"step\": 9, \"c\": 3, \"a\": 1}\n";
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat::Jsonl, u"x"_s);
        ingestor.feed(text.data(), text.size());
        // "step:value" of each point of a series.
        const auto pointsOf = [&](const QString &metric) {
            QStringList out;
            for (const auto &p : store.points({u"r"_s, 0, metric}))
                out << u"%1:%2"_s.arg(p.step).arg(p.y);
            return out.join(u' ');
        };
        QCOMPARE(pointsOf(u"a"_s), u"1:1 2:1 3:1 4:1 5:1 6:1 7:1 8:1 9:1"_s);
        QCOMPARE(pointsOf(u"b"_s), u"1:2 2:2 3:2 4:2 7:nan"_s);
        QCOMPARE(pointsOf(u"c"_s), u"5:3 6:3 8:3 9:3"_s);
        QCOMPARE(pointsOf(u"eval/a"_s), u"5:9"_s);
    }

    void missingStepAndTimeAreFilledIn()
    {
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat::Jsonl, u"x"_s);
        const std::string text = "{\"step\": 10, \"time\": 5.0, \"a\": 1}\n{\"a\": 2}\n{\"a\": 3}\n";
        ingestor.feed(text.data(), text.size());
        const auto points = store.points({u"r"_s, 0, u"a"_s});
        QCOMPARE(points.size(), size_t(3));
        QCOMPARE(points[2].step, std::int64_t(12));
        QCOMPARE(points[2].time, 5.0);
    }

    void formatsAreDetected()
    {
        QCOMPARE(MetricIngestor::detectFormat(u"m/host-0.jsonl"_s, {}), MetricFormat::Jsonl);
        QCOMPARE(MetricIngestor::detectFormat(u"x.csv"_s, {}), MetricFormat::Csv);
        QCOMPARE(MetricIngestor::detectFormat(u"run.log"_s, "I0101 completed step: 1, loss: 2\n"), MetricFormat::MaxTextLog);
        QCOMPARE(MetricIngestor::detectFormat(u"data"_s, "{\"step\": 1}\n"), MetricFormat::Jsonl);
        QCOMPARE(MetricIngestor::detectFormat(u"data"_s, "step,loss\n1,2\n"), MetricFormat::Csv);
    }

    void maxTextAndCsvStreams()
    {
        SeriesStore store;
        MetricIngestor log(store, u"r"_s, 0, MetricFormat::MaxTextLog, u"log"_s);
        const std::string text = "booting\ncompleted step: 0, seconds: 2.0, loss: 11.0\ncompleted step: 1, seconds: 1.0, loss: 10.5";
        log.feed(text.data(), text.size());
        QCOMPARE(store.pointCount({u"r"_s, 0, u"loss"_s}), size_t(1));
        log.finish();   // a finished file's last line counts without its newline
        QCOMPARE(store.pointCount({u"r"_s, 0, u"loss"_s}), size_t(2));
        QCOMPARE(store.points({u"r"_s, 0, u"step_time_ms"_s})[1].y, 1000.0);

        MetricIngestor csv(store, u"c"_s, 0, MetricFormat::Csv, u"csv"_s);
        const std::string rows = "step,loss\n1,2.5\n2,2.4\n3,oops,1\n4,2.2\n";
        csv.feed(rows.data(), rows.size());
        QCOMPARE(store.pointCount({u"c"_s, 0, u"loss"_s}), size_t(3));
        QCOMPARE(csv.malformedCount(), std::int64_t(1));
    }
};

QTEST_GUILESS_MAIN(tst_MetricIngestor)
#include "tst_metric_ingestor.moc"
