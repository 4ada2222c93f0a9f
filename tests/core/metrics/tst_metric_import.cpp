#include "core/metrics/metric_import.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "support/tfevents_files.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MetricImport final : public QObject
{
    Q_OBJECT

private:
    QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
    {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return f.fileName();
    }

private Q_SLOTS:
    void jsonlIsSplitByHostAndKeptVerbatim()
    {
        QTemporaryDir dir;
        // What `tpuwb metrics tail` prints: lines of several hosts, merged.
        const QString file = writeFile(dir, u"tail.jsonl"_s,
                                       "{\"step\": 1, \"host\": 0, \"loss\": 2.0}\n"
                                       "{\"step\": 1, \"host\": 1, \"loss\": NaN}\n"
                                       "garbage\n"
                                       "{\"step\": 2, \"host\": 1, \"loss\": 1.5}\n");
        auto summary = MetricImport::importFile(file, dir.filePath(u"runs"_s), u"merged"_s);
        QVERIFY2(summary.has_value(), summary ? "" : qPrintable(summary.error().message));
        QCOMPARE(summary->hosts, 2);
        QCOMPARE(summary->lines, qint64(3));
        QCOMPARE(summary->malformed, qint64(1));
        QFile h1(dir.filePath(u"runs/merged/metrics/host-1.jsonl"_s));
        QVERIFY(h1.open(QIODevice::ReadOnly));
        QCOMPARE(h1.readAll(), QByteArray("{\"step\": 1, \"host\": 1, \"loss\": NaN}\n{\"step\": 2, \"host\": 1, \"loss\": 1.5}\n"));
        auto record = RunRecord::readFile(dir.filePath(u"runs/merged/run.json"_s));
        QVERIFY(record.has_value());
        QCOMPARE(record->state, RunState::Finished);
        QCOMPARE(record->hosts.size(), 2);
        QVERIFY(record->notes.contains(u"1 malformed"_s));
        // A second import under the same name is refused, naming the run.
        auto again = MetricImport::importFile(file, dir.filePath(u"runs"_s), u"merged"_s);
        QVERIFY(!again);
        QVERIFY(again.error().message.contains(u"merged"_s));
    }

    void maxTextLogBecomesJsonl()
    {
        QTemporaryDir dir;
        const QString file = writeFile(dir, u"train.log"_s,
                                       "I1120 starting\n"
                                       "completed step: 0, seconds: 2.000, TFLOP/s/device: 90.0, Tokens/s/device: 1000.0, loss: 10.5\n"
                                       "completed step: 1, seconds: 1.000, TFLOP/s/device: 180.0, Tokens/s/device: 2000.0, loss: nan\n");
        auto summary = MetricImport::importFile(file, dir.filePath(u"runs"_s), u"maxtext-a"_s);
        QVERIFY2(summary.has_value(), summary ? "" : qPrintable(summary.error().message));
        QCOMPARE(summary->format, MetricFormat::MaxTextLog);
        QFile out(dir.filePath(u"runs/maxtext-a/metrics/host-0.jsonl"_s));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = out.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[1], QByteArray("{\"step\": 1, \"time\": 3.0, \"step_time_ms\": 1000.0, \"tflops_per_device\": 180.0, "
                                      "\"tokens_per_s_per_device\": 2000.0, \"loss\": NaN}"));
        // And it reads back through the normal path.
        SeriesStore store;
        MetricIngestor ingestor(store, u"maxtext-a"_s, 0, MetricFormat::Jsonl, out.fileName());
        out.seek(0);
        const QByteArray bytes = out.readAll();
        ingestor.feed(bytes.constData(), std::size_t(bytes.size()));
        QCOMPARE(store.pointCount({u"maxtext-a"_s, 0, u"loss"_s}), size_t(2));
    }

    // A TensorBoard log directory (written by TensorBoard's own writers): one run per folder
    // that holds event files, named after its path under the directory ('/' -> '.'); the
    // directory's own files are the run NAME. Each run's points are what TensorBoard's own
    // reader (tbparse) reads from its file.
    void logDirectoryImportsOneRunPerFolder()
    {
        QTemporaryDir dir;
        const QString logs = dir.filePath(u"logs"_s);
        const test::TfEventFiles files = test::writeTfEventFiles(logs);
        QVERIFY2(files.error.isEmpty(), qPrintable(files.error));
        QDir(logs).mkpath(u"nested/tf 1"_s);
        const QString torchFile = files.file(u"torch"_s);
        const QString name = u"/"_s + QFileInfo(torchFile).fileName();
        QVERIFY(QFile::copy(torchFile, logs + name));
        QVERIFY(QFile::copy(torchFile, logs + u"/nested/tf 1"_s + name));
        const QString runs = dir.filePath(u"runs"_s);

        auto summaries = MetricImport::importPath(logs, runs, u"base"_s);
        QVERIFY2(summaries.has_value(), summaries ? "" : qPrintable(summaries.error().message));
        QStringList ids;
        for (const auto &s : *summaries)
            ids << s.record.runId;
        ids.sort();
        QCOMPARE(ids, (QStringList{u"base"_s, u"base.badcrc"_s, u"base.nested.tf_1"_s, u"base.tbwriter"_s,
                                   u"base.tf2"_s, u"base.torch"_s, u"base.torn"_s}));
        for (const auto &s : *summaries) {
            QCOMPARE(s.format, MetricFormat::TfEvents);
            QCOMPARE(s.malformed, qint64(s.record.runId == u"base.badcrc"_s ? 1 : 0));
            QCOMPARE(s.tornRecords, s.record.runId == u"base.torn"_s ? 1 : 0);
        }
        QFile tf2(runs + u"/base.tf2/metrics/host-0.jsonl"_s);
        QVERIFY(tf2.open(QIODevice::ReadOnly));
        QCOMPARE(tf2.readAll(), QByteArray("{\"step\": 10, \"time\": 1700000100.5, \"train/loss\": 2.5, \"val/acc\": 0.1}\n"
                                           "{\"step\": 20, \"time\": 1700000200.5, \"train/loss\": 1.25, \"val/acc\": 0.2}\n"
                                           "{\"step\": 30, \"time\": 1700000300.5, \"train/loss\": 0.625}\n"));
        for (const QString &kase : {u"torch"_s, u"tbwriter"_s, u"tf2"_s, u"torn"_s}) {
            const QList<test::TfEventPoint> imported = test::jsonlPoints(runs + u"/base."_s + kase + u"/metrics/host-0.jsonl"_s);
            QVERIFY2(!imported.isEmpty(), qPrintable(kase));
            QCOMPARE(imported, files.tensorBoardPoints(kase));
        }
        // The copies are read like their original.
        QCOMPARE(test::jsonlPoints(runs + u"/base.nested.tf_1/metrics/host-0.jsonl"_s), files.tensorBoardPoints(u"torch"_s));
        // The imported run reads back like any run.
        auto record = RunFolder::in(runs, u"base.torch"_s).readRecord();
        QVERIFY(record.has_value());
        QCOMPARE(record->state, RunState::Finished);
        QVERIFY(record->machine.isEmpty());
        QFile torch(runs + u"/base.torch/metrics/host-0.jsonl"_s);
        QVERIFY(torch.open(QIODevice::ReadOnly));
        QCOMPARE(torch.readAll().count('\n'), 21);   // SummaryWriter writes one scalar per event

        // Again under the same name: refused before anything is written.
        QVERIFY(QDir(runs).removeRecursively());
        QVERIFY(MetricImport::importFile(files.file(u"tf2"_s), runs, u"base.tf2"_s).has_value());
        auto clash = MetricImport::importPath(logs, runs, u"base"_s);
        QVERIFY(!clash);
        QVERIFY(clash.error().message.contains(u"base.tf2"_s));
        QVERIFY(!QFileInfo::exists(runs + u"/base.torch"_s));
        QVERIFY(!QFileInfo::exists(runs + u"/base"_s));

        auto empty = MetricImport::importPath(dir.filePath(u"runs/base.tf2"_s), runs, u"x"_s);
        QVERIFY(!empty);
        QVERIFY(empty.error().message.contains(u"events.out.tfevents"_s));
    }

    void badInputIsRefusedClearly()
    {
        QTemporaryDir dir;
        auto missing = MetricImport::importFile(dir.filePath(u"nope.jsonl"_s), dir.filePath(u"runs"_s), u"x"_s);
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(u"nope.jsonl"_s));
        const QString prose = writeFile(dir, u"prose.txt"_s, "just some text\nwith no metrics\n");
        auto empty = MetricImport::importFile(prose, dir.filePath(u"runs"_s), u"x"_s);
        QVERIFY(!empty);
        QVERIFY(empty.error().message.contains(u"no metrics"_s));
        QVERIFY(!QDir(dir.filePath(u"runs/x"_s)).exists());   // nothing half-made
        auto badName = MetricImport::importFile(prose, dir.filePath(u"runs"_s), u"../escape"_s);
        QVERIFY(!badName);
    }
};

QTEST_GUILESS_MAIN(tst_MetricImport)
#include "tst_metric_import.moc"
