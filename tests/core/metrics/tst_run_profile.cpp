#include "core/metrics/run_profile.h"
#include "core/metrics/series_store.h"

#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunProfile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogFigures()
    {
        auto profile = RunProfile::create(u"v5litepod-8"_s, 6.0e9);
        QVERIFY2(profile, profile ? "" : qPrintable(profile.error().message));
        QVERIFY(profile->hbmBytesPerDevice() > 15e9);         // v5e: 16 GiB per chip
        QVERIFY(profile->peakFlopsPerDevice() > 190e12);      // v5e: 197 TFLOP/s bf16
        QCOMPARE(profile->devicesPerHost(), 8);
        // 8 devices x peak at 6 GFLOP per token: tokens/s of a host at 100% MFU.
        const double fullSpeed = profile->peakFlopsPerDevice() * 8 / 6.0e9;
        QVERIFY(std::abs(profile->mfuPerHostTokenPerSecond() * fullSpeed - 1.0) < 1e-12);
        QVERIFY(std::abs(profile->mfuPerDeviceTflops() * profile->peakFlopsPerDevice() / 1e12 - 1.0) < 1e-12);
        QVERIFY(!RunProfile::create(u"v9-8"_s, 1));
        QCOMPARE(RunProfile::trainingFlopsPerToken(1e9, 24, 2048, 2048), 6e9 + 12.0 * 24 * 2048 * 2048);
    }

    void recompilationAfterWarmupIsMarked()
    {
        SeriesStore store;
        IngestBatch b;
        b.metricNames = {"loss", "compile_count"};
        for (int s = 0; s < 100; ++s) {
            const double compiles = s < 2 ? s + 1 : (s < 60 ? 2 : 3);
            b.values.push_back({0, s, double(s), 1.0});
            b.values.push_back({1, s, double(s), compiles});
        }
        MetricEvent e;
        e.kind = MetricEventKind::Compile;
        e.step = 60;
        e.hasNumber = true;
        e.number = 3;
        e.text = u"shape changed: (32, 512) -> (32, 511)"_s;
        b.events.push_back(e);
        store.append(u"r"_s, 0, b);
        const auto marks = RunProfile::compileMarks(store, u"r"_s, 0, 10);
        QCOMPARE(marks.size(), size_t(3));
        QCOMPARE(marks[0].step, std::int64_t(0));
        QVERIFY(!marks[0].afterWarmup);
        QVERIFY(!marks[1].afterWarmup);
        QCOMPARE(marks[2].step, std::int64_t(60));
        QVERIFY(marks[2].afterWarmup);
        QCOMPARE(marks[2].reason, e.text);
    }
};

QTEST_GUILESS_MAIN(tst_RunProfile)
#include "tst_run_profile.moc"
