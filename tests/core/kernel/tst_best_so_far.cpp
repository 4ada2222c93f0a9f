// BestSoFar: the best-so-far rule of worker Phase 6 (docs/formats.md 6.3).
#include "core/kernel/best_so_far.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::kernel::BestSoFar;
using twb::kernel::HistoryEntry;

namespace {

HistoryEntry entry(int n, bool compiled, bool correct, std::optional<double> timeMs, std::optional<double> speedup = {})
{
    HistoryEntry e;
    e.iteration = n;
    e.compileOk = compiled;
    e.testOk = correct;
    e.optimizedTimeMs = timeMs;
    e.speedup = speedup;
    return e;
}

} // namespace

class tst_BestSoFar final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void select_data();
    void select();
    void runningBestLine();
};

void tst_BestSoFar::select_data()
{
    QTest::addColumn<QList<HistoryEntry>>("history");
    QTest::addColumn<int>("winner"); // 0: nothing won, base.py stays

    QTest::newRow("no history: base.py") << QList<HistoryEntry>{} << 0;
    QTest::newRow("first correct iteration wins") << QList<HistoryEntry>{entry(1, true, true, 0.7)} << 1;
    QTest::newRow("strictly faster replaces") << QList<HistoryEntry>{entry(1, true, true, 0.7), entry(2, true, true, 0.6)} << 2;
    QTest::newRow("slower keeps incumbent") << QList<HistoryEntry>{entry(1, true, true, 0.6), entry(2, true, true, 0.7)} << 1;
    QTest::newRow("a tie keeps the incumbent")
        << QList<HistoryEntry>{entry(1, true, true, 0.7), entry(2, true, true, 0.612004), entry(3, true, true, 0.612004)} << 2;
    QTest::newRow("incorrect never wins, even fast")
        << QList<HistoryEntry>{entry(1, true, true, 0.7), entry(2, true, false, 0.1)} << 1;
    QTest::newRow("compile failure never wins") << QList<HistoryEntry>{entry(1, false, false, std::nullopt)} << 0;
    QTest::newRow("compile_ok false with a time never wins")
        << QList<HistoryEntry>{entry(1, true, true, 0.7), entry(2, false, true, 0.2)} << 1;
    QTest::newRow("correct but untimed never wins") << QList<HistoryEntry>{entry(1, true, true, std::nullopt)} << 0;
    QTest::newRow("latency ranks, not speedup")
        << QList<HistoryEntry>{entry(1, true, true, 0.5, 2.0), entry(2, true, true, 0.6, 9.0)} << 1;
    QTest::newRow("failures before the first success")
        << QList<HistoryEntry>{entry(1, false, false, std::nullopt), entry(2, true, false, std::nullopt), entry(3, true, true, 0.9)} << 3;
}

void tst_BestSoFar::select()
{
    QFETCH(QList<HistoryEntry>, history);
    QFETCH(int, winner);
    const auto choice = BestSoFar::select(history, u"/runs/run_1"_s);
    QCOMPARE(choice.iteration, winner);
    if (winner == 0) {
        QCOMPARE(choice.codePath, u"/runs/run_1/base.py"_s);
        QCOMPARE(choice.timeMs, std::nullopt);
    } else {
        QCOMPARE(choice.codePath, u"/runs/run_1/iter%1/optimized.py"_s.arg(winner));
        QCOMPARE(choice.timeMs, history[winner - 1].optimizedTimeMs);
    }
}

void tst_BestSoFar::runningBestLine()
{
    const QList<HistoryEntry> history{entry(1, true, true, 0.734), entry(2, true, true, 0.612), entry(3, true, true, 0.612),
                                      entry(4, false, false, std::nullopt), entry(5, true, true, 0.498)};
    const auto line = BestSoFar::runningBest(history);
    const QList<std::optional<double>> expected{0.734, 0.612, 0.612, 0.612, 0.498};
    QCOMPARE(line, expected);
    QCOMPARE(BestSoFar::runningBest({entry(1, true, false, std::nullopt)}), QList<std::optional<double>>{std::nullopt});
}

QTEST_GUILESS_MAIN(tst_BestSoFar)
#include "tst_best_so_far.moc"
