#include "core/metrics/csv_metric_reader.h"
#include "core/metrics/maxtext_log_parser.h"

#include <QTest>

#include <cmath>

using namespace twb;

namespace {
double valueOf(const MetricLine &line, std::string_view key)
{
    for (const auto &v : line.values)
        if (v.key == key)
            return v.value;
    return -12345;
}
} // namespace

// MaxText log lines and CSV: the two readers besides JSONL.
class tst_MaxTextLogParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepLines()
    {
        MaxTextLogParser parser;
        MetricLine line;
        QCOMPARE(parser.parse("I1120 10:01:02.123 train.py:512] completed step: 12, seconds: 1.500, "
                              "TFLOP/s/device: 100.5, Tokens/s/device: 2000.1, total_weights: 65536, loss: 10.123",
                              line),
                 LineStatus::Parsed);
        QCOMPARE(line.step, std::int64_t(12));
        QCOMPARE(valueOf(line, "step_time_ms"), 1500.0);
        QCOMPARE(valueOf(line, "tflops_per_device"), 100.5);
        QCOMPARE(valueOf(line, "tokens_per_s_per_device"), 2000.1);
        QCOMPARE(valueOf(line, "total_weights"), 65536.0);
        QCOMPARE(valueOf(line, "loss"), 10.123);
        QCOMPARE(line.time, 1.5);
        QCOMPARE(parser.parse("completed step: 13, seconds: 0.5, loss: nan", line), LineStatus::Parsed);
        QCOMPARE(line.time, 2.0);   // running sum of seconds
        QVERIFY(std::isnan(valueOf(line, "loss")));
    }

    void memstatsAndProse()
    {
        MaxTextLogParser parser;
        MetricLine line;
        // max_utils.print_mem_stats writes GiB (2^30) with a percentage and the device's repr.
        QCOMPARE(parser.parse("\tUsing (GB) 44.63 / 95.74 (46.615835%) on TPU_0(process=0,(0,0,0,0))", line),
                 LineStatus::Parsed);
        QCOMPARE(valueOf(line, "hbm_used_bytes"), 44.63 * 1073741824.0);
        QCOMPARE(valueOf(line, "hbm_limit_bytes"), 95.74 * 1073741824.0);
        QCOMPARE(parser.parse("\tUsing (GB) 44.63 / 95.74 (46.615835%) on TPU_3(process=0,(1,1,0,0))", line),
                 LineStatus::Skipped);
        QCOMPARE(parser.parse("Compiling train_step ...", line), LineStatus::Skipped);
        std::string error;
        QCOMPARE(parser.parse("completed step: x, loss: 1", line, &error), LineStatus::Malformed);
        QVERIFY(!error.empty());
    }

    void csv()
    {
        CsvMetricReader reader;
        MetricLine line;
        QCOMPARE(reader.parse("step,time,loss,\"eval, acc\",note", line), LineStatus::Skipped);
        QCOMPARE(reader.parse("10,100.5,2.5,0.25,hello", line), LineStatus::Parsed);
        QCOMPARE(line.step, std::int64_t(10));
        QCOMPARE(line.time, 100.5);
        QCOMPARE(line.values.size(), size_t(2));
        QCOMPARE(valueOf(line, "eval, acc"), 0.25);
        QCOMPARE(reader.parse("11,101,nan,,x", line), LineStatus::Parsed);
        QVERIFY(std::isnan(valueOf(line, "loss")));
        QCOMPARE(line.values.size(), size_t(1));   // an empty cell is no point
        std::string error;
        QCOMPARE(reader.parse("12,102,1.0", line, &error), LineStatus::Malformed);
        QVERIFY(QString::fromStdString(error).contains(u"header has 5"));
    }

    void tensorBoardCsvExport()
    {
        CsvMetricReader reader("train/loss");
        MetricLine line;
        QCOMPARE(reader.parse("Wall time,Step,Value", line), LineStatus::Skipped);
        QCOMPARE(reader.parse("1700000000.5,100,3.25", line), LineStatus::Parsed);
        QCOMPARE(line.step, std::int64_t(100));
        QCOMPARE(line.time, 1700000000.5);
        QCOMPARE(valueOf(line, "train/loss"), 3.25);
    }
};

QTEST_GUILESS_MAIN(tst_MaxTextLogParser)
#include "tst_maxtext_log_parser.moc"
