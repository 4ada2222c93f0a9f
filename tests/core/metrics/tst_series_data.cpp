#include "core/metrics/series_data.h"

#include "core/metrics/m4_decimator.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(std::vector<std::int64_t>)

using namespace twb;

class tst_SeriesData final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Steps at the ends of int64 (a stream's "step": 1e300 saturates to INT64_MAX) read back
    // exactly; the chunk's progression and offsets used to overflow (the metrics fuzzers'
    // UBSan, fuzz/regressions/metrics_*).
    void extremeStepsReadBackExactly_data()
    {
        constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
        constexpr std::int64_t min = std::numeric_limits<std::int64_t>::min();
        QTest::addColumn<std::vector<std::int64_t>>("steps");
        QTest::newRow("max, then again") << std::vector<std::int64_t>{max, max, max, 3};
        QTest::newRow("min to max") << std::vector<std::int64_t>{min, max, 0, max - 1, min};
        QTest::newRow("progression past max") << std::vector<std::int64_t>{max - 2, max - 1, max, max};
        QTest::newRow("huge stride, then an offset") << std::vector<std::int64_t>{0, max / 2, max - 1, 5, 6};
        QTest::newRow("near max, small offsets") << std::vector<std::int64_t>{max - 10, max - 9, max, max - 5};
        QTest::newRow("negative stride") << std::vector<std::int64_t>{-5, -15, -25, -35, -45};
        QTest::newRow("stride broken, then negative") << std::vector<std::int64_t>{10, 20, 30, 35, -40, min + 1};
    }
    void extremeStepsReadBackExactly()
    {
        QFETCH(std::vector<std::int64_t>, steps);
        SeriesData s;
        for (std::size_t i = 0; i < steps.size(); ++i)
            s.append(steps[i], double(i), double(i));
        for (std::size_t i = 0; i < steps.size(); ++i)
            QCOMPARE(s.step(i), steps[i]);
    }

    // A chunk keeps its values as float32 while each is exactly a float, bit for bit, and
    // changes to double at the first that is not: every value reads back bit-identical either
    // way (NaN, +-inf, -0 and a NaN's payload too), through y(), yRows() and the pyramid.
    void valuesReadBackBitIdentical_data()
    {
        QTest::addColumn<int>("notFloatAt");   // index of the one value that is not a float; -1: none
        QTest::addColumn<int>("count");
        QTest::newRow("all floats, one chunk") << -1 << 1000;
        QTest::newRow("all floats, three chunks") << -1 << 10000;
        QTest::newRow("0.1 first") << 0 << 5000;
        QTest::newRow("0.1 inside the first chunk") << 777 << 5000;
        QTest::newRow("0.1 at a block's last value") << 4096 + 63 << 9000;
        QTest::newRow("0.1 starting the second chunk") << 4096 << 9000;
        QTest::newRow("0.1 last of a full chunk") << 4095 << 4096;
        QTest::newRow("a NaN with a payload floats drop") << -2 << 9000;
    }
    void valuesReadBackBitIdentical()
    {
        QFETCH(int, notFloatAt);
        QFETCH(int, count);
        const double specials[] = {std::numeric_limits<double>::quiet_NaN(),
                                   std::numeric_limits<double>::infinity(),
                                   -std::numeric_limits<double>::infinity(),
                                   -0.0,
                                   0.0,
                                   double(std::numeric_limits<float>::denorm_min()),
                                   double(std::numeric_limits<float>::max()),
                                   double(-std::numeric_limits<float>::max()),
                                   double(0.1f)};
        std::vector<double> values;
        std::mt19937 random(7);
        for (int i = 0; i < count; ++i) {
            double v = double(float(std::uniform_real_distribution<double>(-3, 3)(random)));
            if (i % 97 == 5)
                v = specials[std::size_t(i / 97) % std::size(specials)];
            values.push_back(v);
        }
        const int nanAt = 4096 + 100;
        if (notFloatAt >= 0)
            values[std::size_t(notFloatAt)] = 0.1;   // the double nearest 0.1: not a float
        if (notFloatAt == -2)
            values[std::size_t(nanAt)] = std::bit_cast<double>(std::uint64_t(0x7ff8000000000001));
        SeriesData s;
        for (std::size_t i = 0; i < values.size(); ++i)
            s.append(std::int64_t(i), double(i), values[i]);
        const auto rows = s.yRows();
        for (std::size_t i = 0; i < values.size(); ++i) {
            QCOMPARE(std::bit_cast<std::uint64_t>(s.y(i)), std::bit_cast<std::uint64_t>(values[i]));
            QCOMPARE(std::bit_cast<std::uint64_t>(rows[i]), std::bit_cast<std::uint64_t>(values[i]));
            QCOMPARE(std::bit_cast<std::uint64_t>(rows.at(i)[0]), std::bit_cast<std::uint64_t>(values[i]));
        }
        // The pyramid and the scans agree with a plain scan of the doubles, across the change.
        std::mt19937 ranges(11);
        for (int r = 0; r < 300; ++r) {
            std::size_t a = std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(ranges);
            std::size_t b = std::uniform_int_distribution<std::size_t>(0, values.size())(ranges);
            if (a > b)
                std::swap(a, b);
            MinMaxPyramid::Summary want;
            MinMaxPyramid::foldValues(want, values.data() + a, a, b - a);
            const auto got = s.summary(a, b);
            QCOMPARE(got.count, want.count);
            QCOMPARE(got.argMin, want.argMin);
            QCOMPARE(got.argMax, want.argMax);
            if (want.count > 0) {
                QCOMPARE(got.min, want.min);
                QCOMPARE(got.max, want.max);
            }
            const auto ext = s.extremes(a, b);
            QCOMPARE(ext.argMin, want.argMin);
            QCOMPARE(ext.argMax, want.argMax);
        }
        // The decimated view (its loops typed on the series' value form: all float, or mixed)
        // shows the values as stored, and each column's extremes.
        for (const int columns : {7, 300}) {
            SeriesView view;
            M4Decimator::decimate(s, XAxis::Step, 0, 0, double(values.size() - 1), columns, view);
            QVERIFY(!view.y.empty());
            for (std::size_t k = 0; k < view.y.size(); ++k)
                if (!std::isnan(view.y[k]))
                    QCOMPARE(std::bit_cast<std::uint64_t>(view.y[k]),
                             std::bit_cast<std::uint64_t>(values[view.index[k]]));
            double viewMax = -std::numeric_limits<double>::infinity();
            double finiteMax = -std::numeric_limits<double>::infinity();
            for (const double v : view.y)
                if (std::isfinite(v))
                    viewMax = std::max(viewMax, v);
            for (const double v : values)
                if (std::isfinite(v))
                    finiteMax = std::max(finiteMax, v);
            QCOMPARE(viewMax, finiteMax);
        }
        // Float chunks take 4 bytes a value, double ones 8 (the same series with values that
        // are not floats).
        if (notFloatAt == -1) {
            SeriesData doubles;
            for (std::size_t i = 0; i < values.size(); ++i)
                doubles.append(std::int64_t(i), double(i), 0.1);
            QVERIFY(s.bytesUsed() + 4 * values.size() <= doubles.bytesUsed());
            // and a chunk that changed to double keeps no float buffer: per slot of its 3 chunks
            // 8 B a value, 2 a time, under 1 the pyramid (16 with the float buffer kept).
            if (count == 10000)
                QVERIFY2(doubles.bytesUsed() < 12 * 3 * SeriesData::kChunkSize,
                         std::to_string(doubles.bytesUsed()).c_str());
        }
    }

    // A chunk whose times or steps change form frees the buffers of the form it leaves (an
    // assignment of `{}` cleared them and kept their capacity: 2 B a point more for the times).
    void widenedFormsKeepNoOldBuffers()
    {
        SeriesData s;
        std::mt19937 random(3);
        std::int64_t step = 0;
        double time = 1000;
        for (std::size_t i = 0; i < 3 * SeriesData::kChunkSize; ++i) {
            step += 1 + std::int64_t(random() % 3);                 // steps: 32-bit offsets
            time += 0.5 + double(random() % 100000) / 1000.0;       // times: 32-bit ms
            s.append(step, time, 0.1);                              // values: double
        }
        // Per slot: 8 B the value, 4 the time, 4 the step offset, under 1 the pyramid (19 with
        // the compact times' buffers kept).
        QVERIFY2(s.bytesUsed() < 18 * 3 * SeriesData::kChunkSize, std::to_string(s.bytesUsed()).c_str());
    }

    // Whatever compact form a chunk picks, every point reads back as written (time to 1 ms).
    void roundTrip_data()
    {
        QTest::addColumn<int>("pattern");
        QTest::newRow("every step") << 0;
        QTest::newRow("every 10 steps") << 1;
        QTest::newRow("irregular steps") << 2;
        QTest::newRow("steps beyond 32-bit offsets") << 3;
        QTest::newRow("time span beyond 24 days per chunk") << 4;
        QTest::newRow("time with 40 s pauses (eval)") << 5;
        QTest::newRow("clock stepping back") << 6;
        QTest::newRow("ms jitter around a steady step") << 7;
    }
    void roundTrip()
    {
        QFETCH(int, pattern);
        SeriesData s;
        std::mt19937_64 rng(1);
        std::vector<std::int64_t> steps;
        std::vector<double> times, ys;
        std::int64_t step = 1000;
        double time = 1764400000.25;
        const int n = 3 * int(SeriesData::kChunkSize) + 17;
        for (int i = 0; i < n; ++i) {
            switch (pattern) {
            case 0: step += 1; break;
            case 1: step += 10; break;
            case 2: step += 1 + std::int64_t(rng() % 5); break;
            case 3: step += (i % 100 == 99) ? 5'000'000'000LL : 1; break;
            default: step += 1; break;
            }
            switch (pattern) {
            case 4: time += 3600.0 * 24; break;
            case 5: time += (i % 50 == 49) ? 40.0 : 0.4 + double(rng() % 1000) / 1e4; break;
            case 6: time += (i % 700 == 699) ? -30.0 : 0.25; break;
            case 7: time = 1764400000.25 + i * 1.5 + double(rng() % 41) / 1e3 - 0.02; break;
            default: time += 0.4 + double(rng() % 1000) / 1e4; break;
            }
            const double y = std::sin(i * 0.01) + double(rng() % 1000) * 1e-7;
            s.append(step, time, y);
            steps.push_back(step);
            times.push_back(time);
            ys.push_back(y);
        }
        QCOMPARE(s.size(), size_t(n));
        for (int i = 0; i < n; ++i) {
            QCOMPARE(s.step(std::size_t(i)), steps[std::size_t(i)]);
            QCOMPARE(s.y(std::size_t(i)), ys[std::size_t(i)]);
            QVERIFY2(std::abs(s.time(std::size_t(i)) - times[std::size_t(i)]) <= 0.0005 + 1e-6,
                     qPrintable(QString::number(i)));
        }
        QVERIFY(s.breaks(XAxis::Step).empty());
        QCOMPARE(s.breaks(XAxis::WallTime).empty(), pattern != 6);
    }

    // A chunk that leaves the compact time form part-way (a 40 s pause, a clock stepping back,
    // a NaN time, a span beyond 32-bit ms) reads its earlier times back bit for bit as before.
    void timeFormChangeKeepsEarlierTimes_data()
    {
        QTest::addColumn<double>("outlier");
        QTest::newRow("pause beyond int16 ms") << 40.0;
        QTest::newRow("clock back") << -100.0;
        QTest::newRow("beyond 32-bit ms") << 3600.0 * 24 * 30;
        QTest::newRow("NaN") << std::nan("");
    }
    void timeFormChangeKeepsEarlierTimes()
    {
        QFETCH(double, outlier);
        SeriesData plain, changed;
        std::mt19937_64 rng(7);
        double time = 1764400000.125;
        const int at = 1000;
        for (int i = 0; i < 2 * int(SeriesData::kChunkSize); ++i) {
            time += 0.3 + double(rng() % 100) / 1e3;
            plain.append(i, time, 1.0);
            changed.append(i, i == at ? time + outlier : time, 1.0);
        }
        for (std::size_t i = 0; i < plain.size(); ++i) {
            if (i == std::size_t(at))
                continue;
            // Once in the full form the chunk's later times are kept unrounded.
            const bool full = !(std::abs(outlier) < 1e6);
            if (full && i > std::size_t(at) && i < SeriesData::kChunkSize) {
                QVERIFY(std::abs(plain.time(i) - changed.time(i)) <= 0.0005 + 1e-6);
                continue;
            }
            // Bit for bit, not within a tolerance.
            QVERIFY2(std::bit_cast<std::uint64_t>(plain.time(i)) == std::bit_cast<std::uint64_t>(changed.time(i)),
                     qPrintable(QString::number(i)));
        }
        if (std::isnan(outlier))
            QVERIFY(std::isnan(changed.time(std::size_t(at))));
        else
            QVERIFY(std::abs(changed.time(std::size_t(at)) - (plain.time(std::size_t(at)) + outlier)) <= 0.0005 + 1e-6);
    }

    // Times read back bit for bit as the millisecond model says (the chunk's first time plus
    // the rounded ms offset over 1000), whichever difference width a chunk picked and however
    // it changed form part-way: a steady clock (no differences stored), ms jitter (int8),
    // wider jitter (int16), a clock that changes pace, a pause or a step back inside a run
    // (32-bit ms), whole seconds, negative and sub-millisecond times.
    void timeFormsReadBackBitIdentical_data()
    {
        QTest::addColumn<int>("pattern");
        QTest::newRow("steady 412 ms") << 0;
        QTest::newRow("whole seconds") << 1;
        QTest::newRow("+-3 ms jitter") << 2;
        QTest::newRow("+-100 ms jitter") << 3;
        QTest::newRow("steady, one late point mid-chunk") << 4;
        QTest::newRow("steady, then 40 s pause mid-run") << 5;
        QTest::newRow("pace doubles at a run boundary") << 6;
        QTest::newRow("negative times going back") << 7;
        QTest::newRow("sub-ms times") << 8;
        QTest::newRow("steady, then jitter in the third chunk") << 9;
    }
    void timeFormsReadBackBitIdentical()
    {
        QFETCH(int, pattern);
        std::mt19937_64 rng(17);
        std::vector<double> times;
        const int n = 3 * int(SeriesData::kChunkSize) + 29;
        double t = 1764400000.25;
        for (int i = 0; i < n; ++i) {
            switch (pattern) {
            case 0: t = 1764400000.25 + i * 0.412; break;
            case 1: t = 1764400000.0 + i; break;
            case 2: t = 1764400000.25 + i * 0.412 + double(int(rng() % 7) - 3) / 1e3; break;
            case 3: t = 1764400000.25 + i * 0.412 + double(int(rng() % 201) - 100) / 1e3; break;
            case 4: t = 1764400000.25 + i * 0.412 + (i == 4096 + 700 ? 0.05 : 0.0); break;
            case 5: t = 1764400000.25 + i * 0.412 + (i >= 4096 + 130 ? 40.0 : 0.0); break;
            case 6: t = 1764400000.25 + (i < 4096 + 128 ? i * 0.412 : (4096 + 128) * 0.412 + (i - 4096 - 128) * 0.824); break;
            case 7: t = -1000.5 - i * 0.25 + (i % 300 == 299 ? 7.0 : 0.0); break;
            case 8: t = 1764400000.0 + i * 0.0004 + double(rng() % 1000) / 1e7; break;
            default: t = 1764400000.25 + i * 0.412 + (i >= 2 * 4096 + 1000 ? double(int(rng() % 11) - 5) / 1e3 : 0.0); break;
            }
            times.push_back(t);
        }
        SeriesData s;
        for (int i = 0; i < n; ++i)
            s.append(i, times[std::size_t(i)], 1.0);
        for (int i = 0; i < n; ++i) {
            const double base = times[std::size_t(i) & ~(SeriesData::kChunkSize - 1)];
            const double ms = (times[std::size_t(i)] - base) * 1000.0;
            const double want = base + double(std::int32_t(ms < 0 ? ms - 0.5 : ms + 0.5)) / 1000.0;
            QVERIFY2(std::bit_cast<std::uint64_t>(s.time(std::size_t(i))) == std::bit_cast<std::uint64_t>(want),
                     qPrintable(QStringLiteral("%1: %2 != %3").arg(i).arg(s.time(std::size_t(i)), 0, 'f', 6).arg(want, 0, 'f', 6)));
        }
    }

    // What the times cost per point (the value as float32 and the pyramid are the same in
    // each): a steady clock stores no per-point differences, ms jitter one byte each.
    void timeBytesPerPoint_data()
    {
        QTest::addColumn<int>("jitterMs");
        QTest::addColumn<double>("maxBytesPerPoint");
        QTest::newRow("steady clock") << 0 << 5.2;          // 4 value + 0.13 time + 0.85 pyramid
        QTest::newRow("+-3 ms jitter") << 3 << 6.2;         // + 1 B difference
        QTest::newRow("+-50 ms jitter") << 50 << 7.2;       // int16 differences
    }
    void timeBytesPerPoint()
    {
        QFETCH(int, jitterMs);
        QFETCH(double, maxBytesPerPoint);
        SeriesData s;
        std::mt19937 rng(5);
        const int n = 1 << 20;
        for (int i = 0; i < n; ++i)
            s.append(i, 1764400000.0 + i * 0.4 + double(int(rng() % unsigned(2 * jitterMs + 1)) - jitterMs) / 1e3, double(i % 97));
        const double perPoint = double(s.bytesUsed()) / n;
        QVERIFY2(perPoint <= maxBytesPerPoint, qPrintable(QString::number(perPoint)));
    }

    // Issue 14's goal: <= 12 B per point with the pyramid, for steps every n and a clock with
    // jitter (8 B of it is the exact double value).
    void compactForRegularSteps_data()
    {
        QTest::addColumn<double>("jitter");
        QTest::newRow("steady clock") << 0.0;
        QTest::newRow("50 ms jitter") << 0.05;
    }
    void compactForRegularSteps()
    {
        QFETCH(double, jitter);
        SeriesData s;
        std::mt19937 rng(5);
        const int n = 1 << 20;
        for (int i = 0; i < n; ++i)
            s.append(10 * i, 1764400000.0 + i * 0.4 + jitter * double(rng() % 1000) / 1000.0, double(i % 97));
        const double perPoint = double(s.bytesUsed()) / n;
        QVERIFY2(perPoint <= 12.0, qPrintable(QString::number(perPoint)));
        QCOMPARE(s.step(std::size_t(n - 1)), std::int64_t(10) * (n - 1));
    }

    void restartAndNonFinite()
    {
        SeriesData s;
        for (int i = 0; i < 10; ++i)
            s.append(i * 10, 100.0 + i, i == 4 ? std::nan("") : double(i));
        // Resume from step 50's checkpoint: steps go back, time goes on.
        for (int i = 5; i < 8; ++i)
            s.append(i * 10, 200.0 + i, i == 6 ? HUGE_VAL : double(i));
        QCOMPARE(s.breaks(XAxis::Step), std::vector<std::uint32_t>{10});
        QVERIFY(s.breaks(XAxis::WallTime).empty());
        QCOMPARE(s.nonFinite(), (std::vector<std::uint32_t>{4, 11}));
        const auto sum = s.summary(0, s.size());
        QCOMPARE(sum.count, std::uint32_t(11));
        QCOMPARE(sum.min, 0.0);
        QCOMPARE(sum.max, 9.0);
    }

    // The pyramid's answer equals a scan for any range, whichever way a block is summarised
    // (lanes when all its values are finite, the fold that tests each value otherwise).
    void pyramidMatchesScan_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("doubles with NaN") << 0;
        QTest::addRow("floats with +-inf") << 1;
        QTest::addRow("huge finite values (block sums overflow)") << 2;
        QTest::addRow("+0 and -0 and ties") << 3;
    }
    void pyramidMatchesScan()
    {
        QFETCH(int, kind);
        SeriesData s;
        std::mt19937 rng(3);
        const int n = 70000;
        for (int i = 0; i < n; ++i) {
            double y = 0;
            switch (kind) {
            case 0:
                y = rng() % 997 == 0 ? std::nan("") : double(rng() % 100000) / 7.0;
                break;
            case 1:
                y = rng() % 991 == 0 ? (rng() % 2 ? HUGE_VAL : -HUGE_VAL) : double(float(double(rng() % 100000) / 7.0));
                break;
            case 2:
                y = (rng() % 2 ? 1.0 : -1.0) * std::numeric_limits<double>::max() / double(1 + rng() % 3);
                break;
            default:
                y = rng() % 3 == 0 ? 0.0 : rng() % 2 ? -0.0 : double(rng() % 3);
            }
            s.append(i, i, y);
        }
        for (int q = 0; q < 3000; ++q) {
            std::size_t a = rng() % n;
            std::size_t b = rng() % (n + 1);
            if (a > b)
                std::swap(a, b);
            const auto got = s.summary(a, b);
            double lo = HUGE_VAL, hi = -HUGE_VAL, sum = 0;
            std::uint32_t count = 0, argMin = MinMaxPyramid::kNone, argMax = MinMaxPyramid::kNone;
            for (std::size_t i = a; i < b; ++i) {
                const double y = s.y(i);
                if (!std::isfinite(y))
                    continue;
                ++count;
                sum += y;
                if (y < lo) { lo = y; argMin = std::uint32_t(i); }
                if (y > hi) { hi = y; argMax = std::uint32_t(i); }
            }
            QCOMPARE(got.count, count);
            QCOMPARE(got.argMin, argMin);
            QCOMPARE(got.argMax, argMax);
            if (argMin != MinMaxPyramid::kNone) {
                QCOMPARE(got.min, lo);
                QCOMPARE(got.max, hi);
            }
            if (kind != 2)   // (huge values: a sum overflows in some orders and not in others)
                QVERIFY(std::abs(got.sum - sum) <= 1e-9 * std::max(1.0, std::abs(sum)));
        }
    }

    // extremes() reads raw values only where the blocks cannot tell, and must still give the
    // scan's minimum and maximum with their first indices: on ties (few distinct values), NaN
    // runs, short ranges inside one block, ranges across blocks, and the unfinished last block.
    void extremesMatchScan_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("random values") << 0;
        QTest::addRow("five distinct values (ties everywhere)") << 1;
        QTest::addRow("random walk with spikes") << 2;
        QTest::addRow("random walk with NaN runs") << 3;
    }
    void extremesMatchScan()
    {
        QFETCH(int, kind);
        SeriesData s;
        std::mt19937 rng(7 + unsigned(kind));
        const int n = 70000;   // not a multiple of 64: the last block is unfinished
        double walk = 0;
        int nanLeft = 0;
        for (int i = 0; i < n; ++i) {
            double y = 0;
            walk += double(int(rng() % 2001) - 1000) / 1000.0;
            switch (kind) {
            case 0: y = double(rng() % 100000) / 7.0; break;
            case 1: y = double(rng() % 5); break;
            case 2: y = walk + (rng() % 500 == 0 ? 100.0 : 0.0); break;
            default:
                if (nanLeft == 0 && rng() % 2000 == 0)
                    nanLeft = 1 + int(rng() % 300);
                y = nanLeft > 0 ? std::nan("") : walk;
                nanLeft = std::max(0, nanLeft - 1);
            }
            s.append(i, i, y);
        }
        for (int q = 0; q < 20000; ++q) {
            std::size_t a = rng() % n;
            // Mostly pixel-column-sized ranges, some long ones.
            const std::size_t length = q % 4 == 0 ? rng() % n : rng() % 700;
            const std::size_t b = std::min<std::size_t>(n, a + length);
            const auto got = s.extremes(a, b);
            double lo = HUGE_VAL, hi = -HUGE_VAL;
            std::uint32_t argMin = MinMaxPyramid::kNone, argMax = MinMaxPyramid::kNone;
            for (std::size_t i = a; i < b; ++i) {
                const double y = s.y(i);
                if (!std::isfinite(y))
                    continue;
                if (y < lo) { lo = y; argMin = std::uint32_t(i); }
                if (y > hi) { hi = y; argMax = std::uint32_t(i); }
            }
            const QByteArray where = QByteArray::number(qulonglong(a)) + ".." + QByteArray::number(qulonglong(b));
            QVERIFY2(got.argMin == argMin, where.constData());
            QVERIFY2(got.argMax == argMax, where.constData());
            if (argMin != MinMaxPyramid::kNone) {
                QCOMPARE(got.min, lo);
                QCOMPARE(got.max, hi);
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_SeriesData)
#include "tst_series_data.moc"
