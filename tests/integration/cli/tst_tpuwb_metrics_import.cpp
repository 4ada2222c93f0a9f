// `tpuwb metrics import` of TensorBoard logs and a MaxText log, then `tpuwb metrics tail` on
// the imported runs: they are read from the workspace, with no machine to reach.
#include "support/test_paths.h"
#include "support/tfevents_files.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::test::TpuwbRunner;

namespace {

// The JSON lines `metrics tail` printed, in order.
QList<QJsonObject> jsonLines(const QString &out)
{
    QList<QJsonObject> lines;
    for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts))
        lines << QJsonDocument::fromJson(line.toUtf8()).object();
    return lines;
}

// The points of those lines: every key but host, step and time is a tag; sorted as
// TensorBoard's reader's are.
QList<twb::test::TfEventPoint> tailPoints(const QList<QJsonObject> &lines)
{
    QList<twb::test::TfEventPoint> points;
    for (const QJsonObject &line : lines)
        for (auto it = line.begin(); it != line.end(); ++it)
            if (it.key() != u"host"_s && it.key() != u"step"_s && it.key() != u"time"_s)
                points << twb::test::TfEventPoint{it.key(), line[u"step"_s].toInteger(), line[u"time"_s].toDouble(),
                                                  it.value().toDouble()};
    return twb::test::sortedTfEventPoints(points);
}

} // namespace

class tst_TpuwbMetricsImport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A TensorBoard log directory (written by TensorBoard's own writers) becomes one run per
    // sub-directory with event files, and `metrics tail` prints each run's points, which are
    // what TensorBoard's own reader (tbparse) reads from the files, and ends.
    void logDirectoryImportsAndTails()
    {
        QTemporaryDir dir;
        const QString logs = dir.filePath(u"tb"_s);
        const twb::test::TfEventFiles files = twb::test::writeTfEventFiles(logs);
        QVERIFY2(files.error.isEmpty(), qPrintable(files.error));
        TpuwbRunner tpuwb({u"--workspace"_s, dir.filePath(u"ws"_s)});

        const auto imported = tpuwb.run({u"metrics"_s, u"import"_s, logs, u"--run"_s, u"base"_s});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        for (const QString &run : {u"base.torch"_s, u"base.tbwriter"_s, u"base.tf2"_s, u"base.torn"_s, u"base.badcrc"_s})
            QVERIFY2(imported.out.contains(u"into run %1 "_s.arg(run)), qPrintable(imported.out));
        QVERIFY2(imported.out.contains(u"imported 21 lines (0 malformed, skipped) into run base.torch"_s), qPrintable(imported.out));
        QVERIFY2(imported.out.contains(u"imported 2 lines (1 malformed, skipped) into run base.badcrc"_s), qPrintable(imported.out));
        QVERIFY2(imported.out.contains(u"base.torn: the last record"_s), qPrintable(imported.out));
        // The damaged record is named by file and offset on stderr.
        const QString badFile = files.file(u"badcrc"_s);
        const qint64 badOffset = files.manifest[u"badcrc"_s].toObject()[u"offset"_s].toInteger();
        QVERIFY2(imported.err.contains(badFile) && imported.err.contains(u"byte %1"_s.arg(badOffset)), qPrintable(imported.err));

        const auto tail = tpuwb.run({u"metrics"_s, u"tail"_s, u"base.tf2"_s}, 60000);
        QVERIFY2(tail.exitCode == 0, qPrintable(tail.err));
        const QList<QJsonObject> lines = jsonLines(tail.out);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0][u"host"_s].toInt(), 0);
        QCOMPARE(lines[0][u"step"_s].toInteger(), 10);
        QCOMPARE(lines[0][u"train/loss"_s].toDouble(), 2.5);
        QCOMPARE(lines[0][u"val/acc"_s].toDouble(), 0.1);
        QCOMPARE(lines[2][u"step"_s].toInteger(), 30);
        QCOMPARE(lines[2][u"train/loss"_s].toDouble(), 0.625);
        QCOMPARE(tailPoints(lines), files.tensorBoardPoints(u"tf2"_s));

        // SummaryWriter's file: tags, steps, wall times and float32 values as tbparse reads them.
        const auto torch = tpuwb.run({u"metrics"_s, u"tail"_s, u"base.torch"_s}, 60000);
        QVERIFY2(torch.exitCode == 0, qPrintable(torch.err));
        const QList<twb::test::TfEventPoint> torchPoints = tailPoints(jsonLines(torch.out));
        QCOMPARE(torchPoints.size(), 21);
        QCOMPARE(torchPoints, files.tensorBoardPoints(u"torch"_s));

        // A second import under the same name is refused and changes nothing.
        const auto again = tpuwb.run({u"metrics"_s, u"import"_s, logs, u"--run"_s, u"base"_s});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(u"exists already"_s), qPrintable(again.err));
    }

    // The issue's case: a MaxText log imported, then tailed (before: "There is no machine
    // named  in tpu_config.json").
    void maxTextImportTails()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(u"train.log"_s);
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int step = 0; step < 10; ++step)
                f.write(QByteArray("completed step: ") + QByteArray::number(step)
                        + ", seconds: 1.000, TFLOP/s/device: 100.0, Tokens/s/device: 1000.0, loss: "
                        + QByteArray::number(10.0 - step * 0.5) + "\n");
        }
        TpuwbRunner tpuwb({u"--workspace"_s, dir.filePath(u"ws"_s)});
        const auto imported = tpuwb.run({u"metrics"_s, u"import"_s, log, u"--run"_s, u"maxtext"_s});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const auto tail = tpuwb.run({u"metrics"_s, u"tail"_s, u"maxtext"_s}, 60000);
        QVERIFY2(tail.exitCode == 0, qPrintable(tail.err));
        QVERIFY2(!tail.err.contains(u"machine"_s), qPrintable(tail.err));
        const QList<QJsonObject> lines = jsonLines(tail.out);
        QCOMPARE(lines.size(), 10);
        QCOMPARE(lines[9][u"step"_s].toInteger(), 9);
        QCOMPARE(lines[9][u"loss"_s].toDouble(), 5.5);
        // Each a point with its host, as a launched run's are (issue 27).
        for (const QJsonObject &line : lines)
            QVERIFY2(line.value(u"host"_s).isDouble() && line.value(u"host"_s).toInt() == 0,
                     qPrintable(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact))));

        const auto missing = tpuwb.run({u"metrics"_s, u"tail"_s, u"nope"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(u"nope"_s), qPrintable(missing.err));
    }
};

QTEST_GUILESS_MAIN(tst_TpuwbMetricsImport)
#include "tst_tpuwb_metrics_import.moc"
