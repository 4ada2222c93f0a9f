#include "core/metrics/series_store.h"
#include "support/test_paths.h"
#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/plot_view_worker.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QImage>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// A loss curve: decaying, noisy, with a spike at step 30000 and a NaN at step 45000.
IngestBatch lossBatch(int from, int to, int host = 0)
{
    IngestBatch b;
    b.metricNames = {"loss"};
    for (int s = from; s < to; ++s) {
        double y = 4.0 * std::exp(-s / 20000.0) + 0.05 * std::sin(s * 0.37) + 0.1 * host;
        if (s == 30000)
            y = 9.5;
        if (s == 45000)
            y = std::nan("");
        b.values.push_back({0, s, 1764400000.0 + s * 0.4, y});
    }
    return b;
}

std::size_t visiblePoints(QCPGraph *g)
{
    return std::size_t(g->data()->size());
}

double lastKey(QCPGraph *g)
{
    return g->data()->isEmpty() ? -1 : (g->data()->constEnd() - 1)->key;
}

// Keeps every thread of the plots' view pool busy, so that a live refresh's job stays queued
// (in flight) until release(): what happens meanwhile is then deterministic.
class ViewPoolBlocker final
{
public:
    ViewPoolBlocker() : m_threads(PlotViewWorker::pool()->maxThreadCount())
    {
        for (int i = 0; i < m_threads; ++i)
            PlotViewWorker::pool()->start([gates = m_gates] {
                gates->started.release();
                gates->release.acquire();
            });
        m_gates->started.acquire(m_threads);
    }
    ~ViewPoolBlocker() { release(); }
    void release()
    {
        m_gates->release.release(m_threads);
        m_threads = 0;
    }

private:
    struct Gates
    {
        QSemaphore started;
        QSemaphore release;
    };
    int m_threads;
    std::shared_ptr<Gates> m_gates = std::make_shared<Gates>();   // the tasks hold it too
};

} // namespace

class tst_SeriesPlot final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsDecimatedViewWithSpikeAndNaN()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 60000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        const int width = plot.customPlot()->axisRect()->width();
        QVERIFY(plot.drawnPoints() <= std::size_t(4 * width + 8));
        QVERIFY(plot.drawnPoints() >= std::size_t(width));   // not thinned to nothing either
        QCOMPARE(plot.xRange().first, 0.0);
        QCOMPARE(plot.xRange().second, 59999.0);
        // The spike survives decimation and sets the y range.
        QVERIFY(plot.customPlot()->yAxis->range().upper >= 9.5);
        // graph(0) holds the NaN markers: one, at step 45000.
        QCPGraph *markers = plot.customPlot()->graph(0);
        QCOMPARE(visiblePoints(markers), size_t(1));
        QCOMPARE(markers->data()->begin()->key, 45000.0);
        // And the line has a gap there.
        QCPGraph *line = plot.customPlot()->graph(1);
        bool gap = false;
        for (auto it = line->data()->constBegin(); it != line->data()->constEnd(); ++it)
            gap = gap || (it->key == 45000.0 && std::isnan(it->value));
        QVERIFY(gap);
    }

    void zoomRecomputesDetail()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 60000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        plot.setXRange(29990, 30010);
        QVERIFY(!plot.follow());
        plot.refreshNow();
        QCPGraph *line = plot.customPlot()->graph(1);
        // 21 points in range plus one on each side: all of them, at full detail.
        QCOMPARE(visiblePoints(line), size_t(23));
        plot.setFollow(true);
        plot.refreshNow();
        QCOMPARE(plot.xRange().second, 59999.0);
    }

    // A refresh with nothing changed keeps the views (and the spans drawn from them); zooming
    // back, new data, or another setting decimates again and draws what is there now.
    void unchangedRefreshKeepsItsViews()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 40000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        auto *line = qobject_cast<M4EnvelopeGraph *>(plot.customPlot()->graph(1));
        QVERIFY(line);
        QVERIFY(line->lastEnvelopeColumns() > 0);
        QVERIFY(!line->lastEnvelopeReused());
        const QImage first = plot.customPlot()->toPixmap().toImage();
        const auto yRange = plot.customPlot()->yAxis->range();

        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(line->lastEnvelopeReused());
        QCOMPARE(plot.customPlot()->yAxis->range(), yRange);
        QCOMPARE(plot.customPlot()->toPixmap().toImage(), first);

        // Zoomed in and back: the same picture, decimated again.
        plot.setXRange(100, 200);
        plot.refreshNow();
        plot.setFollow(true);
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!line->lastEnvelopeReused());
        QCOMPARE(plot.customPlot()->toPixmap().toImage(), first);

        // New points, a spike among them: drawn, and the y range takes it in.
        IngestBatch more = lossBatch(40000, 41000);
        more.values[500].y = 20.0;
        store.append(u"r"_s, 0, more);
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!line->lastEnvelopeReused());
        QCOMPARE(plot.xRange().second, 40999.0);
        QVERIFY(plot.customPlot()->yAxis->range().upper >= 20.0);

        // Log y: new views although store and range are the same.
        plot.setLogY(true);
        plot.refreshNow();
        QVERIFY(plot.customPlot()->yAxis->range().upper >= 20.0);
        QVERIFY(plot.customPlot()->yAxis->range().lower > 0);
    }

    void rangesShownBeforeAreKeptWithinTheirBudget()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 40000));
        store.append(u"s"_s, 0, lossBatch(0, 40000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        PlotCurve dashed{{u"s"_s, 0, u"loss"_s}, u"loss s"_s, seriesColor(1)};
        dashed.penStyle = Qt::DashLine;   // drawn by QCPGraph, not as spans
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}, dashed});
        plot.setRangeCacheBytes(64 << 20);
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!plot.lastRefreshReusedRange());
        const QImage all = plot.customPlot()->toPixmap().toImage();
        const std::size_t drawnAll = plot.drawnPoints();

        // Zoomed in: decimated; the whole range is kept meanwhile.
        plot.setXRange(10000, 20000);
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());
        QVERIFY(plot.rangeCacheBytes() > 0);
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage zoomed = plot.customPlot()->toPixmap().toImage();
        QVERIFY(zoomed != all);

        // Back to the whole range (follow mode gives it again): shown from what was kept, the
        // same points (the zoom's y labels left the plot a few pixels narrower: the views
        // decimated for the wider plot stand for it); then the zoom again, also kept.
        plot.setFollow(true);
        plot.refreshNow();
        QVERIFY(plot.lastRefreshReusedRange());
        QCOMPARE(plot.drawnPoints(), drawnAll);
        // A refresh of the same range after it keeps the graphs as they are (no restore again).
        const int line = 1;   // the first curve's line (graph 0 marks NaNs)
        QVERIFY(qobject_cast<M4EnvelopeGraph *>(plot.customPlot()->graph(line)));
        const auto shown = plot.customPlot()->graph(line)->data();
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());
        QCOMPARE(plot.customPlot()->graph(line)->data(), shown);
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(plot.customPlot()->toPixmap().toImage(), all);
        plot.setXRange(10000, 20000);
        plot.refreshNow();
        QVERIFY(plot.lastRefreshReusedRange());
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(plot.customPlot()->toPixmap().toImage(), zoomed);
        // A range decimated for a narrower plot than now does not stand for it (too few columns).
        plot.resize(1400, 400);
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());

        // New data: what was kept is of the old data and never shown again.
        store.append(u"r"_s, 0, lossBatch(40000, 40100));
        plot.setXRange(10000, 20000);
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());
        plot.setFollow(true);
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());

        // A budget smaller than one range keeps none besides the one shown.
        plot.setRangeCacheBytes(1024);
        QCOMPARE(plot.rangeCacheBytes(), std::size_t(0));
        plot.setXRange(100, 30000);
        plot.refreshNow();
        plot.setFollow(true);
        plot.refreshNow();
        QVERIFY(!plot.lastRefreshReusedRange());
        // 0, the default, keeps nothing.
        plot.setRangeCacheBytes(0);
        QCOMPARE(plot.rangeCacheBytes(), std::size_t(0));
    }

    // Data arriving is drawn from views computed off the GUI thread; data that arrives while
    // that job runs is drawn after it.
    void liveRefreshDrawsDataThatArrivedWhileItsJobRan()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 1000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        QCPGraph *line = plot.customPlot()->graph(1);
        QCOMPARE(lastKey(line), 999.0);
        const int before = plot.refreshCount();

        ViewPoolBlocker blocker;
        store.append(u"r"_s, 0, lossBatch(1000, 1100));
        QTRY_VERIFY_WITH_TIMEOUT(plot.viewJobInFlight(), 2000);
        QCOMPARE(lastKey(line), 999.0);   // nothing decimated on the GUI thread
        store.append(u"r"_s, 0, lossBatch(1100, 1200));
        QTest::qWait(2 * plot.refreshDelayMs() + 20);   // the timer fires while the job waits
        QVERIFY(plot.viewJobInFlight());
        QCOMPARE(plot.refreshCount(), before);

        blocker.release();
        QTRY_COMPARE_WITH_TIMEOUT(lastKey(line), 1199.0, 2000);
        QTRY_VERIFY_WITH_TIMEOUT(!plot.viewJobInFlight(), 2000);
        QCOMPARE(plot.xRange().second, 1199.0);   // follow mode: the range came with the views
        QVERIFY(plot.refreshCount() > before);
    }

    // A synchronous refresh of another range while a job runs: the job's views (of the old
    // range) are dropped, the graph keeps the newest range.
    void outdatedJobIsDropped()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 1000));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();

        ViewPoolBlocker blocker;
        store.append(u"r"_s, 0, lossBatch(1000, 2000));
        QTRY_VERIFY_WITH_TIMEOUT(plot.viewJobInFlight(), 2000);   // views of 0..1999
        plot.setXRange(200, 300);
        plot.refreshNow();
        QCPGraph *line = plot.customPlot()->graph(1);
        QVERIFY(lastKey(line) <= 301);
        const int drawn = plot.refreshCount();

        blocker.release();
        QTRY_VERIFY_WITH_TIMEOUT(!plot.viewJobInFlight(), 2000);
        QTest::qWait(2 * plot.refreshDelayMs() + 20);   // and a refresh after the dropped views
        QCOMPARE(plot.xRange().first, 200.0);
        QCOMPARE(plot.xRange().second, 300.0);
        QVERIFY(lastKey(line) <= 301);
        QVERIFY(line->data()->constBegin()->key >= 199);
        QCOMPARE(plot.refreshCount(), drawn);   // nothing new in that range: nothing redrawn
    }

    // A plot destroyed, or given another store, while its job is queued: it waits for the job,
    // draws nothing of the old store, and the old store may go at once.
    void plotOrStoreGoingWithAJobInFlight()
    {
        auto store = std::make_unique<SeriesStore>();
        store->append(u"r"_s, 0, lossBatch(0, 1000));
        {
            ViewPoolBlocker blocker;
            auto plot = std::make_unique<SeriesPlot>(*store);
            plot->setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
            plot->refreshNow();
            store->append(u"r"_s, 0, lossBatch(1000, 1100));
            QTRY_VERIFY_WITH_TIMEOUT(plot->viewJobInFlight(), 2000);
            plot.reset();
        }
        QTest::qWait(20);   // a finished() still queued for the plot is not delivered

        SeriesStore other;
        other.append(u"r"_s, 0, lossBatch(0, 50));
        SeriesPlot plot(*store);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        QCPGraph *line = plot.customPlot()->graph(1);
        {
            ViewPoolBlocker blocker;
            store->append(u"r"_s, 0, lossBatch(1100, 1200));
            QTRY_VERIFY_WITH_TIMEOUT(plot.viewJobInFlight(), 2000);
            plot.setStore(&other);
            QVERIFY(!plot.viewJobInFlight());
            store.reset();
        }
        QTRY_COMPARE_WITH_TIMEOUT(lastKey(line), 49.0, 2000);
        QTest::qWait(2 * plot.refreshDelayMs() + 20);
        QCOMPARE(lastKey(line), 49.0);
    }

    void refreshesAreCoalesced()
    {
        SeriesStore store;
        SeriesPlot plot(store);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        const int before = plot.refreshCount();
        for (int i = 0; i < 50; ++i)
            store.append(u"r"_s, 0, lossBatch(i * 100, i * 100 + 100));
        QCOMPARE(plot.refreshCount(), before);   // nothing synchronous, never a 0 ms timer
        QTRY_COMPARE_WITH_TIMEOUT(plot.refreshCount(), before + 1, 1000);
        QTest::qWait(3 * SeriesPlot::kRefreshDelayMs);
        QCOMPARE(plot.refreshCount(), before + 1);   // 50 arrivals, one refresh
    }

    // Many plots on the GUI thread (a Monitor pane per metric, 64 hosts each) must not refresh
    // every 30 ms each: the delay grows with the refresh's cost times the plots alive.
    void refreshesArePacedByTheirCostAndThePlotsAlive()
    {
        SeriesStore store;
        for (int host = 0; host < 8; ++host)
            store.append(u"r"_s, host, lossBatch(0, 60000, host));
        SeriesPlot plot(store);
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QList<PlotCurve> curves;
        for (int host = 0; host < 8; ++host)
            curves.append({{u"r"_s, host, u"loss"_s}, u"host %1"_s.arg(host), seriesColor(host)});
        plot.setCurves(curves);
        plot.refreshNow();
        QCOMPARE(plot.refreshDelayMs() >= SeriesPlot::kRefreshDelayMs, true);
        std::vector<std::unique_ptr<SeriesPlot>> others;
        for (int i = 0; i < 199; ++i)
            others.push_back(std::make_unique<SeriesPlot>());
        plot.refreshNow();
        QTest::qWait(50);   // the queued replot paints
        plot.refreshNow();
        // 8 curves of 60k points cost well over 0.04 ms; x 4 x 200 plots is over 30 ms.
        QVERIFY2(plot.refreshDelayMs() > SeriesPlot::kRefreshDelayMs, qPrintable(QString::number(plot.refreshDelayMs())));
        QVERIFY(plot.refreshDelayMs() <= SeriesPlot::kMaxRefreshDelayMs);
        // Data still arrives on screen, later.
        const int before = plot.refreshCount();
        store.append(u"r"_s, 0, lossBatch(60000, 60100));
        QTRY_COMPARE_WITH_TIMEOUT(plot.refreshCount(), before + 1, 2 * SeriesPlot::kMaxRefreshDelayMs + 1000);
    }

    void smoothingDrawsRawFaintlyUnderTheEma()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 2000));
        SeriesPlot plot(store);
        plot.resize(800, 300);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.setSmoothing(0.9);
        plot.refreshNow();
        QCPGraph *raw = plot.customPlot()->graph(1);
        QCPGraph *smooth = plot.customPlot()->graph(2);
        QVERIFY(raw->pen().color().alpha() < 255);
        QCOMPARE(smooth->pen().color().alpha(), 255);
        QVERIFY(smooth->data()->size() > 100);
        QVERIFY(smooth->data()->size() <= raw->data()->size());
        // The EMA is smoother: its total variation is smaller.
        auto variation = [](QCPGraph *g) {
            double v = 0;
            double last = g->data()->constBegin()->value;
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
                v += std::abs(it->value - last);
                last = it->value;
            }
            return v;
        };
        QVERIFY(variation(smooth) < 0.5 * variation(raw));
    }

    void logScaleDropsNonPositiveValues()
    {
        SeriesStore store;
        IngestBatch b;
        b.metricNames = {"lr"};
        for (int s = 0; s < 100; ++s)
            b.values.push_back({0, s, double(s), s == 0 ? 0.0 : 1e-3 * s});
        store.append(u"r"_s, 0, b);
        SeriesPlot plot(store);
        plot.setCurves({{{u"r"_s, 0, u"lr"_s}, u"lr"_s, seriesColor(1)}});
        plot.setLogY(true);
        plot.refreshNow();
        QVERIFY(plot.customPlot()->yAxis->range().lower > 0);
        QVERIFY(std::isnan(plot.customPlot()->graph(1)->data()->constBegin()->value));
    }

    void crosshairShowsEveryCurve()
    {
        SeriesStore store;
        for (int h = 0; h < 3; ++h)
            store.append(u"r"_s, h, lossBatch(0, 1000, h));
        SeriesPlot plot(store);
        QList<PlotCurve> curves;
        for (int h = 0; h < 3; ++h)
            curves.push_back({{u"r"_s, h, u"loss"_s}, u"host %1"_s.arg(h), seriesColor(h)});
        plot.setCurves(curves);
        plot.refreshNow();
        plot.showCrosshairAt(500.2);
        const QStringList lines = plot.crosshairLines();
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], u"step 500"_s);
        QVERIFY(lines[2].startsWith(u"host 1: "_s));
        QVERIFY(lines[2].contains(u"(step 500)"_s));
    }

    // The crosshair's layer has a paint buffer of its own only while it shows (otherwise one
    // full-size image more to clear on every replot and blend on every paint); hidden again,
    // it leaves nothing behind.
    void crosshairBuffersItsLayerOnlyWhileShown()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 1000));
        SeriesPlot plot(store);
        plot.resize(600, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        QCustomPlot *qcp = plot.customPlot();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QCPLayer *overlay = qcp->layer(u"overlay"_s);
        QCOMPARE(overlay->mode(), QCPLayer::lmLogical);
        const QImage before = qcp->grab().toImage();
        plot.showCrosshairAt(500);
        QCOMPARE(overlay->mode(), QCPLayer::lmBuffered);
        QVERIFY(qcp->grab().toImage() != before);
        plot.showCrosshairAt(std::nan(""));
        QCOMPARE(overlay->mode(), QCPLayer::lmLogical);
        qcp->replot(QCustomPlot::rpImmediateRefresh);   // the one it queued
        QCOMPARE(qcp->grab().toImage(), before);
    }

    // A hidden legend is out of the layout (QCustomPlot measured every row's text on each
    // replot all the same); shown, it is back in the plot's top right corner with its rows.
    void hiddenLegendIsNotLaidOut()
    {
        SeriesStore store;
        for (int h = 0; h < 3; ++h)
            store.append(u"r"_s, h, lossBatch(0, 1000, h));
        SeriesPlot plot(store);
        plot.resize(600, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QList<PlotCurve> curves;
        for (int h = 0; h < 3; ++h)
            curves.push_back({{u"r"_s, h, u"loss"_s}, u"host %1"_s.arg(h), seriesColor(h)});
        plot.setCurves(curves);
        plot.refreshNow();
        QCustomPlot *qcp = plot.customPlot();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(qcp->legend->visible());
        QCOMPARE(qcp->legend->layout(), qcp->axisRect()->insetLayout());
        QCOMPARE(qcp->legend->itemCount(), 3);
        const QRect shown = qcp->legend->outerRect();
        QVERIFY(shown.right() >= qcp->axisRect()->rect().right() - 15);
        QVERIFY(shown.top() <= qcp->axisRect()->rect().top() + 15);

        plot.setLegendEnabled(false);
        plot.refreshNow();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!qcp->legend->visible());
        QCOMPARE(qcp->legend->layout(), nullptr);

        plot.setLegendEnabled(true);
        plot.refreshNow();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(qcp->legend->visible());
        QCOMPARE(qcp->legend->layout(), qcp->axisRect()->insetLayout());
        QCOMPARE(qcp->legend->itemCount(), 3);
        QCOMPARE(qcp->legend->outerRect(), shown);
    }

    void aggregateBand()
    {
        SeriesStore store;
        for (int h = 0; h < 4; ++h)
            store.append(u"r"_s, h, lossBatch(0, 5000, h));
        SeriesPlot plot(store);
        plot.resize(600, 300);
        QList<SeriesKey> keys;
        for (int h = 0; h < 4; ++h)
            keys.push_back({u"r"_s, h, u"loss"_s});
        plot.setAggregates({{keys, u"mean of 4 hosts"_s, seriesColor(0), BandKind::MinMax}});
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.refreshNow();
        QCPGraph *mean = plot.customPlot()->graph(1);
        QCPGraph *low = plot.customPlot()->graph(2);
        QCPGraph *high = plot.customPlot()->graph(3);
        QVERIFY(mean->data()->size() > 100);
        const double m = mean->data()->at(10)->value;
        QVERIFY(low->data()->at(10)->value < m);
        QVERIFY(high->data()->at(10)->value > m);
        QVERIFY(std::abs(high->data()->at(10)->value - low->data()->at(10)->value - 0.3) < 1e-6);
    }

    // Compare's and the smoke test's looks: a run's mean over hosts, dashes and widths, no raw
    // line under a smoothed one, points without a line, legend rows naming styles, an x margin,
    // and a store handed over later.
    void styleHooks()
    {
        SeriesStore store;
        for (int h = 0; h < 2; ++h)
            store.append(u"a"_s, h, lossBatch(0, 3000, h));
        store.append(u"b"_s, 0, lossBatch(0, 3000, 2));
        SeriesPlot plot;
        plot.resize(700, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const QList<SeriesKey> hostsOfA{{u"a"_s, 0, u"loss"_s}, {u"a"_s, 1, u"loss"_s}};
        PlotCurve a;
        a.meanOf = hostsOfA;
        a.label = u"a"_s;
        a.color = seriesColor(0);
        a.penStyle = Qt::DashLine;
        a.width = 1.5;
        a.rawAlpha = 0;
        a.inLegend = false;
        PlotCurve b;
        b.key = {u"b"_s, 0, u"loss"_s};
        b.label = u"b"_s;
        b.color = seriesColor(1);
        b.pointSize = 7;
        b.inLegend = false;
        plot.setCurves({a, b});
        plot.setLegendEntries({{u"lr = 0.1"_s, QPen(Qt::red, 2.5)}, {u"seed 1"_s, QPen(Qt::darkGray, 1.5, Qt::DashLine)}});
        plot.refreshNow();
        QCOMPARE(plot.drawnPoints(), std::size_t(0));   // no store yet
        plot.setStore(&store);
        plot.refreshNow();

        QCustomPlot *cp = plot.customPlot();
        // Graph 0: NaN markers; 1, 2: a's raw and smoothed lines; 3, 4: b's.
        QCPGraph *aLine = cp->graph(1);
        QCOMPARE(aLine->pen().style(), Qt::DashLine);
        QCOMPARE(aLine->pen().widthF(), 1.5);
        const AggregateView mean = store.aggregate(hostsOfA, XAxis::Step, plot.xRange().first, plot.xRange().second,
                                                   cp->axisRect()->width(), BandKind::MinMax);
        QCOMPARE(std::size_t(aLine->data()->size()), mean.x.size());
        for (std::size_t i = 0; i < mean.x.size(); i += 37)
            QCOMPARE(aLine->data()->at(int(i))->value, mean.mean[i]);
        QCPGraph *bPoints = cp->graph(3);
        QCOMPARE(bPoints->lineStyle(), QCPGraph::lsNone);
        QCOMPARE(bPoints->scatterStyle().shape(), QCPScatterStyle::ssDisc);
        QCOMPARE(bPoints->scatterStyle().size(), 7.0);
        QVERIFY(cp->legend->visible());
        QCOMPARE(cp->legend->itemCount(), 2);
        QCOMPARE(qobject_cast<QCPPlottableLegendItem *>(cp->legend->item(0))->plottable()->name(), u"lr = 0.1"_s);

        plot.setSmoothing(0.6);
        plot.refreshNow();
        QVERIFY(!cp->graph(1)->visible());   // rawAlpha 0: no faint raw line
        QVERIFY(cp->graph(2)->visible());
        QCOMPARE(cp->graph(2)->pen().style(), Qt::DashLine);
        QVERIFY(cp->graph(3)->visible());    // b keeps its faint raw points
        QCOMPARE(cp->graph(3)->pen().color().alpha(), 70);
        QCOMPARE(cp->legend->itemCount(), 2);

        plot.setXMargin(0.1);
        plot.refreshNow();
        QCOMPARE(plot.xRange().second, 2999.0 + 0.1 * 2999.0);
        plot.setStore(nullptr);
        plot.refreshNow();
        QCOMPARE(plot.drawnPoints(), std::size_t(0));
    }

    void exportsAllFormats()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, lossBatch(0, 50000));
        SeriesPlot plot(store);
        plot.resize(800, 350);
        plot.setTitle(u"loss"_s);
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss, host 0"_s, seriesColor(0)}});
        plot.setSmoothing(0.6);
        plot.refreshNow();
        QTemporaryDir dir;
        const QString png = dir.filePath(u"p.png"_s);
        QVERIFY(plot.exportImage(png, 800, 350).has_value());
        QImage image(png);
        QCOMPARE(image.size(), QSize(800, 350));
        QVERIFY(plot.exportImage(dir.filePath(u"p.svg"_s), 800, 350).has_value());
        QFile svg(dir.filePath(u"p.svg"_s));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY(plot.exportImage(dir.filePath(u"p.pdf"_s), 800, 350).has_value());
        QFile pdf(dir.filePath(u"p.pdf"_s));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        const auto bad = plot.exportImage(dir.filePath(u"p.bmpx"_s));
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(u".png"_s));

        plot.setXRange(100, 199);
        QVERIFY(plot.exportCsv(dir.filePath(u"p.csv"_s)).has_value());
        QFile csv(dir.filePath(u"p.csv"_s));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = csv.readAll().trimmed().split('\n');
        QCOMPARE(rows.size(), 101);   // header + steps 100..199, raw (not decimated)
        QCOMPARE(rows[0], QByteArray("series,run,host,metric,step,time,value"));
        QVERIFY(rows[1].startsWith("\"loss, host 0\",r,0,loss,100,1764400040.000,"));

        plot.setFollow(true);
        plot.refreshNow();
        QVERIFY(plot.grab().save(test::artifactsDir() + u"/series_plot.png"_s));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_SeriesPlot)
#include "tst_series_plot.moc"
