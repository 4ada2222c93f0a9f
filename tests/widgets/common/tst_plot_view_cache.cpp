#include "widgets/common/plot_view_cache.h"
#include "widgets/common/qcustomplot_include.h"

#include <QTest>

using namespace twb;

namespace {

// Views of 0..100 at 500 columns; tests change one field at a time.
PlotViewKey key(double lo = 0, double hi = 100, int width = 500, quint64 revision = 1)
{
    return {.revision = revision, .lo = lo, .hi = hi, .width = width};
}

// Draws `points` points of value `value` into `graph` as the views of `drawn`, the way a
// SeriesPlot's refresh does.
void drawRange(PlotViewCache &cache, QCPGraph *graph, const PlotViewKey &drawn, int points, double value)
{
    const std::vector<QCPGraph *> graphs{graph};
    cache.beforeDraw(graphs);
    QVector<double> x, y;
    for (int i = 0; i < points; ++i) {
        x << i;
        y << value;
    }
    graph->setData(x, y, true);
    cache.drawn(drawn, graphs);
}

// A plot with one graph the cache keeps the data of.
struct Graphs
{
    QCustomPlot plot;
    QCPGraph *graph = plot.addGraph();
    std::vector<QCPGraph *> graphs{graph};
    PlotViewCache cache;
};

} // namespace

class tst_PlotViewCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheShownViewsOnlyForTheSameKey()
    {
        Graphs g;
        auto &[plot, graph, graphs, cache] = g;
        QVERIFY(!cache.show(key(), graphs));
        QVERIFY(!cache.shown());
        cache.drawn(key(), graphs);
        QVERIFY(cache.show(key(), graphs));
        QVERIFY(!cache.lastReusedRange());
        QVERIFY(!cache.show(key(0, 100, 501), graphs));   // the shown views match their width only
        QVERIFY(!cache.show(key(0, 100, 500, 2), graphs));   // data arrived
        cache.clear();
        QVERIFY(!cache.shown());
    }

    // A kept range comes back with its data, for the same width or up to 5 % fewer columns.
    void keptRangeIsRestored()
    {
        Graphs g;
        auto &[plot, graph, graphs, cache] = g;
        cache.setBudget(1 << 20);
        drawRange(cache, graph, key(0, 100), 10, 1.0);
        drawRange(cache, graph, key(0, 50), 20, 2.0);
        QCOMPARE(cache.keptBytes(), std::size_t(10 * sizeof(QCPGraphData)));

        QVERIFY(cache.show(key(0, 100, 490), graphs));
        QVERIFY(cache.lastReusedRange());
        QCOMPARE(graph->dataCount(), 10);
        QCOMPARE(graph->data()->at(0)->value, 1.0);
        QCOMPARE(cache.shown()->width, 490);
        QVERIFY(!cache.show(key(0, 100, 400), graphs));   // far fewer columns: decimated again
        QVERIFY(!cache.lastReusedRange());
    }

    // Newer data outdates every kept range; a budget keeps the newest ranges that fit it.
    void keptRangesFollowDataAndBudget()
    {
        Graphs g;
        auto &[plot, graph, graphs, cache] = g;
        cache.setBudget(25 * sizeof(QCPGraphData));
        for (int i = 0; i < 4; ++i)
            drawRange(cache, graph, key(0, 10.0 * (i + 1)), 10, i);
        QCOMPARE(cache.keptBytes(), std::size_t(20 * sizeof(QCPGraphData)));   // two besides the shown one
        QVERIFY(cache.show(key(0, 30), graphs));
        QVERIFY(!cache.show(key(0, 10), graphs));   // dropped: the oldest

        drawRange(cache, graph, key(0, 10, 500, 2), 10, 9);
        QCOMPARE(cache.keptBytes(), std::size_t(0));
        QVERIFY(!cache.show(key(0, 30, 500, 1), graphs));

        cache.setBudget(0);
        drawRange(cache, graph, key(0, 20, 500, 2), 10, 8);
        QCOMPARE(cache.keptBytes(), std::size_t(0));
        QVERIFY(!cache.show(key(0, 10, 500, 2), graphs));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_PlotViewCache)
#include "tst_plot_view_cache.moc"
