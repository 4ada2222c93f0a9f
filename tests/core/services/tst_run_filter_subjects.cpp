#include "core/runs/run_folder.h"
#include "core/services/run_filter_subjects.h"
#include "core/util/json.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunFilterSubjects final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(m_dir.filePath(u"runs/r/metrics"_s)));
    }

    void finalMetricsAreTheLastValueOfTheLowestHost()
    {
        write(u"runs/r/metrics/host-1.jsonl"_s, "{\"step\": 9, \"loss\": 100.0}\n");
        write(u"runs/r/metrics/host-0.jsonl"_s,
              "{\"step\": 1, \"time\": 1.0, \"host\": 0, \"loss\": 3.0, \"lr\": 0.1}\n"
              "{\"event\": \"eval\", \"step\": 1, \"metrics\": {\"loss\": 2.9}}\n"
              "{\"step\": 2, \"time\": 2.0, \"host\": 0, \"loss\": NaN, \"note\": \"x\"}\n"
              "{\"step\": 3, \"time\": 3.0, \"host\": 0, \"loss\": 1.5}\n"
              "{\"event\": \"done\", \"exit_code\": 0}\n"
              "{\"step\": 4, \"loss\": 0.1");   // half written: not read
        const QHash<QString, double> last = RunFilterSubjects::finalMetrics(RunFolder(m_dir.filePath(u"runs/r"_s)));
        QCOMPARE(last.value(u"loss"_s), 1.5);
        QCOMPARE(last.value(u"lr"_s), 0.1);
        QCOMPARE(last.value(u"eval/loss"_s), 2.9);
        QVERIFY(!last.contains(u"step"_s) && !last.contains(u"time"_s) && !last.contains(u"host"_s));
        QVERIFY(!last.contains(u"note"_s) && !last.contains(u"exit_code"_s));
    }

    // Lines are parsed from the end only until they stop adding keys; the newest eval event
    // is still found however far back it is, and an older one does not replace it.
    void theNewestEvalFarBackIsFound()
    {
        QByteArray lines = "{\"event\": \"eval\", \"step\": 0, \"metrics\": {\"loss\": 9.0}}\n"
                           "{\"event\": \"eval\", \"step\": 100, \"metrics\": {\"loss\": 2.5}}\n";
        for (int step = 101; step <= 400; ++step)
            lines += "{\"step\": " + QByteArray::number(step) + ", \"loss\": " + QByteArray::number(1000 - step)
                     + ", \"lr\": 0.01}\n";
        lines += "{\"event\": \"compile\", \"count\": 3}\n";
        write(u"runs/r/metrics/host-0.jsonl"_s, lines);
        const QHash<QString, double> last = RunFilterSubjects::finalMetrics(RunFolder(m_dir.filePath(u"runs/r"_s)));
        QCOMPARE(last.value(u"loss"_s), 600.0);
        QCOMPARE(last.value(u"lr"_s), 0.01);
        QCOMPARE(last.value(u"eval/loss"_s), 2.5);
        QVERIFY(!last.contains(u"count"_s));
    }

    void longFileReadFromItsTailGivesItsLastValue()
    {
        QByteArray lines;
        for (int step = 0; lines.size() < 3 * RunFilterSubjects::kTailBytes; ++step)
            lines += "{\"step\": " + QByteArray::number(step) + ", \"loss\": " + QByteArray::number(step) + "}\n";
        lines += "{\"step\": 1, \"loss\": -1}\n";
        write(u"runs/r/metrics/host-0.jsonl"_s, lines);
        QCOMPARE(RunFilterSubjects::finalMetrics(RunFolder(m_dir.filePath(u"runs/r"_s))).value(u"loss"_s), -1.0);
    }

    void selectReadsConfigOnlyWhenNeeded()
    {
        RunRecord a;
        a.runId = u"r"_s;
        a.tags = {u"baseline"_s};
        RunRecord b;
        b.runId = u"missing-folder"_s;
        QVERIFY(writeJsonFileAtomically(m_dir.filePath(u"runs/r/config.json"_s), Json{{"train", {{"lr", 0.003}}}}));
        const QString runs = m_dir.filePath(u"runs"_s);
        auto ids = [&](const QString &expression) {
            QStringList out;
            for (const RunRecord &r : RunFilterSubjects::select(runs, {a, b}, *RunFilter::parse(expression)))
                out << r.runId;
            return out;
        };
        QCOMPARE(ids(u"train.lr>=1e-3"_s), QStringList{u"r"_s});
        QCOMPARE(ids(u"tag:baseline"_s), QStringList{u"r"_s});
        QCOMPARE(ids(QString()), (QStringList{u"r"_s, u"missing-folder"_s}));
        QCOMPARE(ids(u"missing"_s), QStringList{u"missing-folder"_s});
    }

private:
    void write(const QString &relative, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(relative));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(tst_RunFilterSubjects)
#include "tst_run_filter_subjects.moc"
