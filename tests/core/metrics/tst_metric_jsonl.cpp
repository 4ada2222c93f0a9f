// MetricJsonl's lines for `tpuwb metrics tail`: every format's points as train.py's JSONL,
// each with its host (issue 27: an attached MaxText job printed its raw log lines).
#include "core/metrics/metric_jsonl.h"
#include "core/metrics/series_store.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// What `metrics tail` prints for `bytes` of one host's stream in `format`.
QStringList tail(MetricFormat format, const QByteArray &bytes, int host)
{
    SeriesStore store;
    MetricIngestor ingestor(store, u"r"_s, host, format, u"test"_s);
    QStringList out;
    ingestor.setLineObserver([&](const MetricLine &line, std::int64_t step, double time, std::string_view raw) {
        const std::string printed = MetricJsonl::tailLine(format, line, step, time, raw, host);
        if (!printed.empty())
            out << QString::fromStdString(printed);
    });
    ingestor.feed(bytes.constData(), std::size_t(bytes.size()));
    ingestor.finish();
    return out;
}

QJsonObject object(const QString &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject{};
}

} // namespace

class tst_MetricJsonl final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonlKeepsItsLinesAndAddsTheHost();
    void maxTextLogBecomesPointsWithTheHost();
    void csvBecomesPointsWithTheHost();
    void withHost_data();
    void withHost();
};

void tst_MetricJsonl::jsonlKeepsItsLinesAndAddsTheHost()
{
    const QStringList lines = tail(MetricFormat::Jsonl,
                                   "{\"step\": 1, \"time\": 5.5, \"host\": 3, \"loss\": 2.5}\n"
                                   "{\"step\": 2, \"time\": 6.5, \"loss\": 2.25}\n",
                                   1);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0], u"{\"step\": 1, \"time\": 5.5, \"host\": 3, \"loss\": 2.5}"_s);   // its own host, as written
    QCOMPARE(lines[1], u"{\"host\": 1, \"step\": 2, \"time\": 6.5, \"loss\": 2.25}"_s);
}

void tst_MetricJsonl::maxTextLogBecomesPointsWithTheHost()
{
    const QStringList lines = tail(MetricFormat::MaxTextLog,
                                   "I1202 12:00:00.000 max_utils.py:80] Memstats: After params initialized:\n"
                                   "I1202 12:00:00.000 train.py:42] completed step: 7, seconds: 0.5, TFLOP/s/device: "
                                   "100.0, Tokens/s/device: 2000.0, total_weights: 4096, loss: 3.25\n",
                                   1);
    QCOMPARE(lines.size(), 1);   // the other log line holds no point
    const QJsonObject o = object(lines[0]);
    QCOMPARE(o.value(u"host"_s).toInt(-1), 1);
    QCOMPARE(o.value(u"step"_s).toInt(), 7);
    QVERIFY(o.value(u"time"_s).isDouble());
    QCOMPARE(o.value(u"loss"_s).toDouble(), 3.25);
    QVERIFY2(lines[0].startsWith(u"{\"host\": 1, \"step\": 7, "_s), qPrintable(lines[0]));
}

void tst_MetricJsonl::csvBecomesPointsWithTheHost()
{
    const QStringList lines = tail(MetricFormat::Csv, "step,loss\n1,4.5\n2,4.0\n", 0);
    QCOMPARE(lines.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject o = object(lines[i]);
        QCOMPARE(o.value(u"host"_s).toInt(-1), 0);
        QCOMPARE(o.value(u"step"_s).toInt(), i + 1);
        QCOMPARE(o.value(u"loss"_s).toDouble(), 4.5 - 0.5 * i);
    }
}

void tst_MetricJsonl::withHost_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("no host") << QByteArray(R"({"step": 1, "loss": 2})") << QByteArray(R"({"host": 2, "step": 1, "loss": 2})");
    QTest::newRow("its own host") << QByteArray(R"({"host": 0, "step": 1})") << QByteArray(R"({"host": 0, "step": 1})");
    QTest::newRow("spaces and CR around") << QByteArray(" {\"step\": 1}\r") << QByteArray(R"({"host": 2, "step": 1})");
    QTest::newRow("empty object") << QByteArray("{}") << QByteArray(R"({"host": 2})");
    QTest::newRow("not an object") << QByteArray("I1202 completed step: 1") << QByteArray("I1202 completed step: 1");
}

void tst_MetricJsonl::withHost()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, expected);
    QCOMPARE(QByteArray::fromStdString(MetricJsonl::withHost(std::string_view(line.constData(), std::size_t(line.size())), 2)),
             expected);
}

QTEST_GUILESS_MAIN(tst_MetricJsonl)
#include "tst_metric_jsonl.moc"
