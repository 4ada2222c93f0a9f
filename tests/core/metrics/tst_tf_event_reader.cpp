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

using test::TfEventPoint;
constexpr double kT0 = 1700000000.0;   // tensorboard_event_files.py's wall times start here

QByteArray readFile(const QString &path, qint64 from = 0)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(from))
        return {};
    return f.readAll();
}

// Every scalar `reader` hands out while `bytes` are fed, `chunk` bytes at a time, in file order.
QList<TfEventPoint> feed(TfEventReader &reader, const QByteArray &bytes, qsizetype chunk = 0)
{
    QList<TfEventPoint> out;
    reader.setLineHandler([&out](std::int64_t, const MetricLine &line) {
        for (const MetricValue &v : line.values)
            out << TfEventPoint{QString::fromStdString(std::string(v.key)), line.step, line.time, v.value};
    });
    if (chunk <= 0)
        chunk = std::max<qsizetype>(1, bytes.size());
    for (qsizetype i = 0; i < bytes.size(); i += chunk)
        reader.feed(bytes.constData() + i, std::size_t(std::min(chunk, bytes.size() - i)));
    return out;
}

QList<TfEventPoint> readAll(const QString &file)
{
    TfEventReader reader(file);
    return test::sortedTfEventPoints(feed(reader, readFile(file)));
}

QList<TfEventPoint> withTag(const QList<TfEventPoint> &points, const QString &tag)
{
    QList<TfEventPoint> out;
    for (const TfEventPoint &p : points)
        if (p.tag == tag)
            out << p;
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

// The files are written by TensorBoard's own writers (torch's SummaryWriter,
// tensorboard.summary.Writer) and every case is compared with what TensorBoard's own reader
// (tbparse) reads from the same file: same tags, steps, wall times, values (float32 exact).
class tst_TfEventReader final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    test::TfEventFiles m_files;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_files = test::writeTfEventFiles(m_dir.path());
        QVERIFY2(m_files.error.isEmpty(), qPrintable(m_files.error));
    }

    // torch.utils.tensorboard.SummaryWriter: add_scalar as TF1 simple_value and new_style float
    // and double tensors under the scalars plugin; its histogram and text are no scalars.
    void summaryWriterScalarsMatchTensorBoard()
    {
        const QString file = m_files.file(u"torch"_s);
        TfEventReader reader(file);
        const QList<TfEventPoint> inFileOrder = feed(reader, readFile(file));
        QCOMPARE(reader.damagedCount(), std::int64_t(0));
        QCOMPARE(reader.pendingBytes(), std::size_t(0));
        const QList<TfEventPoint> points = test::sortedTfEventPoints(inFileOrder);
        QCOMPARE(points, m_files.tensorBoardPoints(u"torch"_s));

        // And what the writer was given, so the comparison is not of two empty lists.
        QCOMPARE(points.size(), 21);
        QCOMPARE(withTag(points, u"accuracy"_s), (QList<TfEventPoint>{{u"accuracy"_s, 3, kT0 + 3, 0.75}}));
        for (qint64 s = 1; s <= 5; ++s) {
            const auto i = qsizetype(s - 1);
            QCOMPARE(withTag(points, u"loss"_s)[i], (TfEventPoint{u"loss"_s, s, kT0 + s, 4.0 - 0.5 * s}));
            // simple_value is a float: s/1000 as float32, widened.
            QCOMPARE(withTag(points, u"lr"_s)[i], (TfEventPoint{u"lr"_s, s, kT0 + s, double(float(s / 1000.0))}));
            QCOMPARE(withTag(points, u"train/lr"_s)[i], (TfEventPoint{u"train/lr"_s, s, kT0 + s + 0.25, s / 1024.0}));
            QCOMPARE(withTag(points, u"val/acc"_s)[i], (TfEventPoint{u"val/acc"_s, s, kT0 + s + 0.25, s / 10.0}));
        }
        QVERIFY(withTag(points, u"weights"_s).isEmpty());
        QVERIFY(withTag(points, u"notes"_s).isEmpty());
        // In the file's order: step 3's loss before its accuracy, as written.
        const auto loss3 = std::find(inFileOrder.begin(), inFileOrder.end(), TfEventPoint{u"loss"_s, 3, kT0 + 3, 2.5});
        QVERIFY(loss3 != inFileOrder.end());
        QVERIFY(std::find(loss3, inFileOrder.end(), TfEventPoint{u"accuracy"_s, 3, kT0 + 3, 0.75}) != inFileOrder.end());
    }

    // tensorboard.summary.Writer, TensorBoard's framework-free writer: float32 tensors.
    void tensorBoardWriterScalarsMatchTensorBoard()
    {
        const QList<TfEventPoint> points = readAll(m_files.file(u"tbwriter"_s));
        QCOMPARE(points, m_files.tensorBoardPoints(u"tbwriter"_s));
        QCOMPARE(points, (QList<TfEventPoint>{{u"x"_s, 10, kT0 + 1000.5, 2.5},
                                             {u"x"_s, 20, kT0 + 2000.5, 1.25},
                                             {u"x"_s, 30, kT0 + 3000.5, 0.625}}));
    }

    // TF2's layout: 0-d tensors under the "scalars" plugin, whose metadata only the first value
    // of a tag carries; float_val, double_val and tensor_content. A one-element tensor of the
    // histograms plugin and a text tensor are no scalars.
    void tf2ScalarTensorsMatchTensorBoard()
    {
        const QList<TfEventPoint> points = readAll(m_files.file(u"tf2"_s));
        QCOMPARE(points, m_files.tensorBoardPoints(u"tf2"_s));
        const QList<TfEventPoint> expected = {
            {u"train/loss"_s, 10, kT0 + 100.5, 2.5}, {u"train/loss"_s, 20, kT0 + 200.5, 1.25},
            {u"train/loss"_s, 30, kT0 + 300.5, 0.625}, {u"val/acc"_s, 10, kT0 + 100.5, 0.1},
            {u"val/acc"_s, 20, kT0 + 200.5, 0.2}};
        QCOMPARE(points, expected);
    }

    // The records do not care how the bytes arrive.
    void byteByByteGivesTheSamePoints()
    {
        const QByteArray bytes = readFile(m_files.file(u"torch"_s));
        TfEventReader whole(u"a"_s), pieces(u"b"_s);
        QCOMPARE(feed(pieces, bytes, 1), feed(whole, bytes));
    }

    // A writer mid-record: what is complete is read (what TensorBoard's reader reads too), the
    // torn record waits, and once the rest is written it is read from the offset reported, by
    // the same reader or a new one.
    void tornTailIsResumed()
    {
        const QString file = m_files.file(u"torn"_s);
        const qint64 resumeAt = m_files.manifest[u"torn"_s].toObject()[u"resume_offset"_s].toInteger();
        QVERIFY(resumeAt > 0);
        TfEventReader reader(file);
        const QList<TfEventPoint> points = feed(reader, readFile(file));
        QCOMPARE(points, m_files.tensorBoardPoints(u"torn"_s));
        QCOMPARE(points, (QList<TfEventPoint>{{u"loss"_s, 1, kT0 + 1, 1.0}, {u"loss"_s, 2, kT0 + 2, 0.5}}));
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
        const TfEventPoint last{u"loss"_s, 4, kT0 + 4, 0.25};
        QCOMPARE(feed(reader, readFile(file, reader.resumeOffset() + qint64(reader.pendingBytes()))),
                 QList<TfEventPoint>{last});
        QCOMPARE(reader.resumeOffset(), QFileInfo(file).size());

        TfEventReader resumed(file, resumeAt);   // after a restart: from the offset kept
        QCOMPARE(feed(resumed, readFile(file, resumeAt)), QList<TfEventPoint>{last});
        QCOMPARE(resumed.resumeOffset(), QFileInfo(file).size());
        QString error;
        QCOMPARE(readAll(file), test::readWithTensorBoard(file, &error));   // the whole file, both readers
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    // A record whose data does not match its checksum is skipped with a warning that names the
    // file and the record's offset; the records after it are read. (TensorBoard's reader stops
    // at it: the workbench reads what it read of the intact file, less the damaged record.)
    void badCrcIsSkippedWithFileAndOffset()
    {
        const QString file = m_files.file(u"badcrc"_s);
        const qint64 offset = m_files.manifest[u"badcrc"_s].toObject()[u"offset"_s].toInteger();
        auto sink = std::make_shared<LogCaptureSink>();
        log::addSink(sink);
        TfEventReader reader(file);
        QList<std::int64_t> damaged;
        reader.setDamageHandler([&damaged](std::int64_t at, const QString &) { damaged << at; });
        const QList<TfEventPoint> points = feed(reader, readFile(file));
        QList<TfEventPoint> intact = m_files.tensorBoardPoints(u"badcrc"_s, u"tbparse_intact"_s);
        QCOMPARE(intact.size(), 3);
        QCOMPARE(m_files.tensorBoardPoints(u"badcrc"_s), intact.first(1));   // TensorBoard stopped there
        intact.removeAt(1);   // step 2, the damaged record
        QCOMPARE(points, intact);
        QCOMPARE(points, (QList<TfEventPoint>{{u"loss"_s, 1, kT0 + 1, 1.0}, {u"loss"_s, 3, kT0 + 3, 3.0}}));
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
        QByteArray bytes = readFile(m_files.file(u"torch"_s));
        QList<std::int64_t> offsets;
        const QList<TfEventPoint> all = [&] {
            TfEventReader probe(u"probe"_s);
            QList<TfEventPoint> points = feed(probe, bytes);
            probe.setLineHandler([&offsets](std::int64_t at, const MetricLine &) { offsets << at; });
            probe.reset(0);
            probe.feed(bytes.constData(), std::size_t(bytes.size()));
            return points;
        }();
        QCOMPARE(offsets.size(), 21);   // one scalar per event, as SummaryWriter writes them
        const std::int64_t second = offsets[1];
        bytes[qsizetype(second) + 9] = char(bytes[qsizetype(second) + 9] ^ 0x01);   // the length's CRC
        TfEventReader reader(u"damaged.tfevents"_s);
        QList<std::int64_t> damaged;
        reader.setDamageHandler([&damaged](std::int64_t at, const QString &) { damaged << at; });
        QList<TfEventPoint> expected = all;
        expected.removeAt(1);
        QCOMPARE(feed(reader, bytes), expected);
        QCOMPARE(damaged, QList<std::int64_t>{second});
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
