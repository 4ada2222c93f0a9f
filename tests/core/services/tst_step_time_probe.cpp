// StepTimeProbe::fromMetricsFile: the median step time past the warm-up steps, one figure per
// step (a resumed stream repeats steps: the last record counts), events and junk ignored, and
// too short a stream refused with what to do. (The runs themselves: tst_plan_cli.)
#include "core/services/step_time_probe.h"

#include "support/result_check.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::StepTimeProbe;

class tst_StepTimeProbe final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void medianPastTheWarmUp_data();
    void medianPastTheWarmUp();
    void tooShortAStreamSaysSo();
    void aMissingFileNamesIt();

private:
    QString write(const QByteArray &text);
    QTemporaryDir m_dir;
};

QString tst_StepTimeProbe::write(const QByteArray &text)
{
    const QString path = m_dir.filePath(u"host-0.jsonl"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

void tst_StepTimeProbe::medianPastTheWarmUp_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<double>("seconds");
    QTest::addColumn<int>("steps");
    QTest::newRow("odd count: the middle one")
        << QByteArray(R"({"step": 1, "loss": 5, "step_time_ms": 9000}
{"step": 2, "loss": 5, "step_time_ms": 800}
{"step": 3, "loss": 5, "step_time_ms": 100}
{"step": 4, "loss": 5, "step_time_ms": 300}
{"step": 5, "loss": 5, "step_time_ms": 200}
)") << 0.2 << 3;
    QTest::newRow("even count: the mean of the middle two")
        << QByteArray(R"({"step": 1, "step_time_ms": 9000}
{"step": 2, "step_time_ms": 9000}
{"step": 3, "step_time_ms": 100}
{"step": 4, "step_time_ms": 200}
)") << 0.15 << 2;
    QTest::newRow("a resumed stream: the last record of a step counts, events and junk are skipped")
        << QByteArray(R"({"event": "config", "step_time_ms": 1}
{"step": 1, "step_time_ms": 9000}
{"step": 2, "step_time_ms": 9000}
{"step": 3, "step_time_ms": 5000}
not json "step_time_ms"
{"step": 3, "step_time_ms": 120}
{"step": 4, "step_time_ms": NaN}
{"step": 4, "step_time_ms": 140}
{"event": "eval", "step": 4, "step_time_ms": 7}
)") << 0.13 << 2;
}

void tst_StepTimeProbe::medianPastTheWarmUp()
{
    QFETCH(QByteArray, stream);
    QFETCH(double, seconds);
    QFETCH(int, steps);
    const auto measured = StepTimeProbe::fromMetricsFile(write(stream));
    TWB_VERIFY_RESULT(measured);
    QCOMPARE(measured->measuredSeconds, seconds);
    QCOMPARE(measured->steps, steps);
}

void tst_StepTimeProbe::tooShortAStreamSaysSo()
{
    const auto measured = StepTimeProbe::fromMetricsFile(write(R"({"step": 1, "step_time_ms": 10}
{"step": 2, "step_time_ms": 10}
)"));
    QVERIFY(!measured);
    QVERIFY2(measured.error().message.contains(u"too few step times (2) past the 2 warm-up steps"_s),
             qPrintable(measured.error().message));
    QVERIFY(measured.error().message.contains(u"measure with more steps"_s));
}

void tst_StepTimeProbe::aMissingFileNamesIt()
{
    const QString path = m_dir.filePath(u"none/host-0.jsonl"_s);
    const auto measured = StepTimeProbe::fromMetricsFile(path);
    QVERIFY(!measured);
    QVERIFY(measured.error().message.contains(path));
}

QTEST_GUILESS_MAIN(tst_StepTimeProbe)
#include "tst_step_time_probe.moc"
