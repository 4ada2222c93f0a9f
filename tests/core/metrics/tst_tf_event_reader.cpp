#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"
#include "core/metrics/tf_event_reader.h"
#include "core/util/crc32c.h"
#include "core/util/log.h"
#include "core/util/log_capture_sink.h"
#include "support/tfevents_files.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

struct Point
{
    QString tag;
    qint64 step = 0;
    double time = 0;
    double value = 0;
    bool operator==(const Point &) const = default;
};

QByteArray readFile(const QString &path, qint64 from = 0)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(from))
        return {};
    return f.readAll();
}

// Every scalar `reader` hands out while `bytes` are fed, `chunk` bytes at a time.
QList<Point> feed(TfEventReader &reader, const QByteArray &bytes, qsizetype chunk = 0)
{
    QList<Point> out;
    reader.setLineHandler([&out](std::int64_t, const MetricLine &line) {
        for (const MetricValue &v : line.values)
            out << Point{QString::fromStdString(std::string(v.key)), line.step, line.time, v.value};
    });
    if (chunk <= 0)
        chunk = std::max<qsizetype>(1, bytes.size());
    for (qsizetype i = 0; i < bytes.size(); i += chunk)
        reader.feed(bytes.constData() + i, std::size_t(std::min(chunk, bytes.size() - i)));
    return out;
}

QByteArray frame(const QByteArray &data)
{
    QByteArray out(12, '\0');
    const quint64 length = quint64(data.size());
    for (int i = 0; i < 8; ++i)
        out[i] = char((length >> (8 * i)) & 0xFF);
    auto put32 = [](QByteArray &to, std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            to += char((v >> (8 * i)) & 0xFF);
    };
    QByteArray head = out.left(8);
    put32(head, Crc32c::mask(Crc32c::compute(out.constData(), 8)));
    head += data;
    put32(head, Crc32c::mask(Crc32c::compute(data.constData(), std::size_t(data.size()))));
    return head;
}

} // namespace

class tst_TfEventReader final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonObject m_manifest;

    QString eventFile(const QString &sub) const
    {
        return m_dir.filePath(sub + u"/events.out.tfevents.1700000000.testhost.1234.0.v2"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const test::TfEventFiles files = test::writeTfEventFiles(m_dir.path());
        QVERIFY2(files.error.isEmpty(), qPrintable(files.error));
        m_manifest = files.manifest;
    }

    // TF1 and tensorboardX: Summary.Value.simple_value, several tags in one event.
    void tf1SimpleValues()
    {
        TfEventReader reader(eventFile(u"tf1"_s));
        const QList<Point> points = feed(reader, readFile(eventFile(u"tf1"_s)));
        const QList<Point> expected = {
            {u"loss"_s, 1, 1700000001.0, 3.5}, {u"loss"_s, 2, 1700000002.0, 3.0},
            {u"loss"_s, 3, 1700000003.0, 2.5}, {u"accuracy"_s, 3, 1700000003.0, 0.75},
            {u"loss"_s, 4, 1700000004.0, 2.0}, {u"loss"_s, 5, 1700000005.0, 1.5}};
        QCOMPARE(points, expected);
        QCOMPARE(reader.recordCount(), std::int64_t(6));   // and the file_version record
        QCOMPARE(reader.damagedCount(), std::int64_t(0));
        QCOMPARE(reader.pendingBytes(), std::size_t(0));
    }

    // TF2: 0-d tensors under the "scalars" plugin, whose metadata only the first value of a tag
    // carries; float_val, double_val and tensor_content. A one-element tensor of the
    // histograms plugin and a text tensor are no scalars.
    void tf2ScalarTensors()
    {
        TfEventReader reader(eventFile(u"tf2"_s));
        const QList<Point> points = feed(reader, readFile(eventFile(u"tf2"_s)));
        const QList<Point> expected = {
            {u"train/loss"_s, 10, 1700000100.5, 2.5}, {u"val/acc"_s, 10, 1700000100.5, 0.1},
            {u"train/loss"_s, 20, 1700000200.5, 1.25}, {u"val/acc"_s, 20, 1700000200.5, 0.2},
            {u"train/loss"_s, 30, 1700000300.5, 0.625}};
        QCOMPARE(points, expected);
    }

    // The records do not care how the bytes arrive.
    void byteByByteGivesTheSamePoints()
    {
        const QByteArray bytes = readFile(eventFile(u"tf2"_s));
        TfEventReader whole(u"a"_s), pieces(u"b"_s);
        QCOMPARE(feed(pieces, bytes, 1), feed(whole, bytes));
    }

    // A writer mid-record: what is complete is read, the torn record waits, and once the rest
    // is written it is read from the offset reported, by the same reader or a new one.
    void tornTailIsResumed()
    {
        const QString file = eventFile(u"torn"_s);
        const qint64 resumeAt = m_manifest[u"torn"_s].toObject()[u"resume_offset"_s].toInteger();
        QVERIFY(resumeAt > 0);
        TfEventReader reader(file);
        QList<Point> points = feed(reader, readFile(file));
        QCOMPARE(points, (QList<Point>{{u"loss"_s, 1, 1700000001.0, 1.0}, {u"loss"_s, 2, 1700000002.0, 0.5}}));
        QCOMPARE(reader.resumeOffset(), resumeAt);
        QCOMPARE(reader.pendingBytes(), std::size_t(QFileInfo(file).size() - resumeAt));
        QCOMPARE(reader.damagedCount(), std::int64_t(0));   // torn is not damaged

        // The ingestor (import, live follow) stops at the same offset and counts nothing bad.
        SeriesStore store;
        MetricIngestor ingestor(store, u"r"_s, 0, MetricFormat::TfEvents, file);
        const QByteArray before = readFile(file);
        ingestor.feed(before.constData(), std::size_t(before.size()));
        ingestor.finish();
        QCOMPARE(ingestor.completeOffset(), resumeAt);
        QCOMPARE(ingestor.malformedCount(), std::int64_t(0));
        QCOMPARE(store.pointCount({u"r"_s, 0, u"loss"_s}), std::size_t(2));

        // The writer finishes the record.
        const QByteArray rest = readFile(m_dir.filePath(u"torn.rest"_s));
        QVERIFY(!rest.isEmpty());
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::Append));
            QCOMPARE(f.write(rest), rest.size());
        }
        const Point last{u"loss"_s, 4, 1700000004.0, 0.25};
        QCOMPARE(feed(reader, readFile(file, reader.resumeOffset() + qint64(reader.pendingBytes()))),
                 QList<Point>{last});
        QCOMPARE(reader.resumeOffset(), QFileInfo(file).size());

        TfEventReader resumed(file, resumeAt);   // after a restart: from the offset kept
        QCOMPARE(feed(resumed, readFile(file, resumeAt)), QList<Point>{last});
        QCOMPARE(resumed.resumeOffset(), QFileInfo(file).size());
    }

    // A record whose data does not match its checksum is skipped with a warning that names the
    // file and the record's offset; the records after it are read.
    void badCrcIsSkippedWithFileAndOffset()
    {
        const QString file = m_manifest[u"badcrc"_s].toObject()[u"file"_s].toString();
        const qint64 offset = m_manifest[u"badcrc"_s].toObject()[u"offset"_s].toInteger();
        QCOMPARE(file, eventFile(u"badcrc"_s));
        auto sink = std::make_shared<LogCaptureSink>();
        log::addSink(sink);
        TfEventReader reader(file);
        QList<std::int64_t> damaged;
        reader.setDamageHandler([&damaged](std::int64_t at, const QString &) { damaged << at; });
        const QList<Point> points = feed(reader, readFile(file));
        QCOMPARE(points, (QList<Point>{{u"loss"_s, 1, 1700000001.0, 1.0}, {u"loss"_s, 3, 1700000003.0, 3.0}}));
        QCOMPARE(damaged, QList<std::int64_t>{offset});
        const auto records = sink->takeNew();
        QVERIFY2(std::any_of(records.begin(), records.end(),
                             [&](const LogRecord &r) {
                                 return r.level == spdlog::level::warn && r.message.contains(file)
                                        && r.message.contains(u"byte %1"_s.arg(offset)) && r.message.contains(u"checksum"_s);
                             }),
                 "no warning naming the file and the damaged record's offset");
    }

    // A damaged length cannot be trusted to find the next record: the reader warns once and
    // scans on to the next header whose checksum holds.
    void damagedLengthResynchronizes()
    {
        QByteArray bytes = readFile(eventFile(u"tf1"_s));
        QList<std::int64_t> offsets;
        {
            TfEventReader probe(u"probe"_s);
            probe.setLineHandler([&offsets](std::int64_t at, const MetricLine &) { offsets << at; });
            probe.feed(bytes.constData(), std::size_t(bytes.size()));
        }
        QCOMPARE(offsets.size(), 5);
        const std::int64_t step2 = offsets[1];
        bytes[qsizetype(step2) + 9] = char(bytes[qsizetype(step2) + 9] ^ 0x01);   // the length's CRC
        TfEventReader reader(u"damaged.tfevents"_s);
        QList<std::int64_t> damaged;
        reader.setDamageHandler([&damaged](std::int64_t at, const QString &) { damaged << at; });
        QList<qint64> steps;
        for (const Point &p : feed(reader, bytes))
            if (p.tag == u"loss"_s)
                steps << p.step;
        QCOMPARE(steps, (QList<qint64>{1, 3, 4, 5}));
        QCOMPARE(damaged, QList<std::int64_t>{step2});
        QCOMPARE(reader.resumeOffset(), std::int64_t(bytes.size()));
    }

    // Framing that holds but data that is no Event; and a length past the limit is damage,
    // not a record to wait for.
    void notAnEventAndHugeLengthAreDamage()
    {
        TfEventReader reader(u"x"_s);
        int damaged = 0;
        reader.setDamageHandler([&damaged](std::int64_t, const QString &) { ++damaged; });
        const QByteArray notEvent = frame(QByteArray("\xff\xff\xff", 3));
        QVERIFY(feed(reader, notEvent).isEmpty());
        QCOMPARE(damaged, 1);
        QCOMPARE(reader.resumeOffset(), std::int64_t(notEvent.size()));

        QByteArray huge(12, '\0');
        const quint64 length = TfRecordReader::kMaxRecordBytes + 1;
        for (int i = 0; i < 8; ++i)
            huge[i] = char((length >> (8 * i)) & 0xFF);
        const std::uint32_t crc = Crc32c::mask(Crc32c::compute(huge.constData(), 8));
        for (int i = 0; i < 4; ++i)
            huge[8 + i] = char((crc >> (8 * i)) & 0xFF);
        TfEventReader second(u"y"_s);
        int damaged2 = 0;
        second.setDamageHandler([&damaged2](std::int64_t, const QString &) { ++damaged2; });
        feed(second, huge);
        QCOMPARE(damaged2, 1);
        QVERIFY(second.pendingBytes() < 12);   // not held as a torn record
    }

    void fileNameSelectsTheFormat()
    {
        QCOMPARE(MetricIngestor::detectFormat(u"logs/train/events.out.tfevents.1700000000.host.1.v2"_s, "\x1a\0\0"),
                 MetricFormat::TfEvents);
        QCOMPARE(MetricIngestor::detectFormat(u"logs/train.jsonl"_s, "{"), MetricFormat::Jsonl);
    }
};

QTEST_GUILESS_MAIN(tst_TfEventReader)
#include "tst_tf_event_reader.moc"
