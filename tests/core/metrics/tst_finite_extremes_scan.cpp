// FiniteExtremesScan against the plain loop (first index of the minimum and of the maximum) on
// every length from 1 to 200 (the SIMD lanes, their tails, the 64-value bit masks and the
// longer stopping search), on ties, on +0/-0 and on float as on double.
#include "core/metrics/finite_extremes_scan.h"

#include <QTest>

#include <random>
#include <vector>

using namespace twb;

class tst_FiniteExtremesScan final : public QObject
{
    Q_OBJECT

private:
    template <typename T>
    static FiniteExtremesScan::Result plain(const std::vector<T> &v)
    {
        FiniteExtremesScan::Result r;
        for (std::size_t k = 1; k < v.size(); ++k) {
            r.argMin = v[k] < v[r.argMin] ? k : r.argMin;
            r.argMax = v[k] > v[r.argMax] ? k : r.argMax;
        }
        return r;
    }

    // Every length, from values drawn out of `distinct` (few: many ties), at offsets that
    // leave the data unaligned.
    template <typename T>
    static void matchesPlainLoop(int distinct)
    {
        std::mt19937_64 rng(42 + distinct);
        std::uniform_int_distribution<int> pick(0, distinct - 1);
        for (std::size_t n = 1; n <= 200; ++n) {
            for (int round = 0; round < 20; ++round) {
                std::vector<T> storage(n + 3);
                for (T &x : storage)
                    x = T(pick(rng)) * T(0.25) - T(distinct / 8);
                const std::size_t offset = std::size_t(round % 4);
                const std::vector<T> v(storage.begin() + std::ptrdiff_t(offset),
                                       storage.begin() + std::ptrdiff_t(offset + n));
                const auto want = plain(v);
                const auto got = FiniteExtremesScan::scan(storage.data() + offset, n);
                QVERIFY2(got.argMin == want.argMin && got.argMax == want.argMax,
                         qPrintable(QStringLiteral("n %1, round %2: got %3/%4, want %5/%6")
                                        .arg(n).arg(round).arg(got.argMin).arg(got.argMax)
                                        .arg(want.argMin).arg(want.argMax)));
            }
        }
    }

private Q_SLOTS:
    void doublesMatchThePlainLoop()
    {
        matchesPlainLoop<double>(1'000'000);
        matchesPlainLoop<double>(3);   // ties everywhere: the first index counts
    }

    void floatsMatchThePlainLoop()
    {
        matchesPlainLoop<float>(1'000'000);
        matchesPlainLoop<float>(3);
    }

    // Values of one sign and a +0/-0 tie: the first zero of either sign is the extreme, as the
    // plain loop has it (the two compare equal).
    void signedZerosTakeTheFirstIndex()
    {
        for (std::size_t n : {2u, 5u, 9u, 40u, 64u, 65u, 130u}) {
            std::vector<double> v(n, 1.0);
            v[n / 2] = -0.0;
            v[n - 1] = 0.0;
            QCOMPARE(FiniteExtremesScan::scan(v.data(), n).argMin, n / 2);
            std::vector<float> f(n, -1.0f);
            f[n / 3] = 0.0f;
            f[n - 1] = -0.0f;
            QCOMPARE(FiniteExtremesScan::scan(f.data(), n).argMax, n / 3);
        }
    }
};

QTEST_APPLESS_MAIN(tst_FiniteExtremesScan)
#include "tst_finite_extremes_scan.moc"
