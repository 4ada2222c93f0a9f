// RunProgressReader: the last step and loss the runs list shows, from the end of the lowest
// host's metrics stream; events, a half-written last line, a loss logged every few steps only,
// a diverged (null) loss and a stream longer than the tail read.
#include "core/runs/run_folder.h"
#include "core/services/run_progress_reader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunProgressReader final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.filePath(u"runs"_s)).removeRecursively();
        QVERIFY(QDir().mkpath(m_dir.filePath(u"runs/r/metrics"_s)));
    }

    void lastStepAndNewestLossOfTheLowestHost()
    {
        write(u"host-1.jsonl"_s, "{\"step\": 99, \"loss\": 100.0}\n");
        write(u"host-0.jsonl"_s,
              "{\"step\": 1, \"time\": 1.0, \"host\": 0, \"loss\": 3.5}\n"
              "{\"step\": 2, \"time\": 2.0, \"host\": 0, \"loss\": 2.25}\n"
              "{\"step\": 3, \"time\": 3.0, \"host\": 0, \"lr\": 0.1}\n"   // no loss at this step
              "{\"event\": \"eval\", \"step\": 3, \"metrics\": {\"loss\": 9.0}}\n"
              "{\"step\": 4, \"time\": 4.0, \"ho");                       // being written
        const RunProgress progress = read();
        QCOMPARE(progress.lastStep, std::optional<std::int64_t>(3));
        QCOMPARE(progress.loss, std::optional<double>(2.25));
        QCOMPARE(RunProgressReader::readAll(m_dir.filePath(u"runs"_s), {u"r"_s, u"absent"_s}).keys(), QList<QString>{u"r"_s});
    }

    void divergedLossIsNaN()
    {
        write(u"host-0.jsonl"_s, "{\"step\": 7, \"loss\": 1.0}\n{\"step\": 8, \"loss\": null}\n");
        const RunProgress progress = read();
        QCOMPARE(progress.lastStep, std::optional<std::int64_t>(8));
        QVERIFY(progress.loss && std::isnan(*progress.loss));
    }

    void longStreamIsReadFromItsEnd()
    {
        QByteArray lines;
        for (int step = 1; lines.size() < 4 * RunProgressReader::kTailBytes; ++step)
            lines += u"{\"step\": %1, \"time\": %1.5, \"host\": 0, \"loss\": %2}\n"_s.arg(step).arg(1000.0 / step).toUtf8();
        write(u"host-0.jsonl"_s, lines);
        const int last = int(lines.count('\n'));
        const RunProgress progress = read();
        QCOMPARE(progress.lastStep, std::optional<std::int64_t>(last));
        QCOMPARE(progress.loss, std::optional<double>(u"%1"_s.arg(1000.0 / last).toDouble()));
    }

    void noMetricsNoProgress()
    {
        const RunProgress progress = read();
        QVERIFY(!progress.lastStep && !progress.loss);
        write(u"host-0.jsonl"_s, "{\"step\": 1e300, \"loss\": 1.0}\n");   // saturates
        QCOMPARE(read().lastStep, std::optional<std::int64_t>(std::numeric_limits<std::int64_t>::max()));
    }

private:
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(u"runs/r/metrics/"_s + name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    RunProgress read() const { return RunProgressReader::read(RunFolder::in(m_dir.filePath(u"runs"_s), u"r"_s)); }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(tst_RunProgressReader)
#include "tst_run_progress_reader.moc"
