// LossCurveWidget: the smoke test's curve on the shared SeriesPlot: train loss as a line, eval
// losses as points, a burst of points replotted once, cleared for the next run, and a PNG of
// a 20-step run for people to look at.
#include "widgets/experiments/loss_curve_widget.h"

#include "support/test_paths.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

class tst_LossCurveWidget final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trainLineAndEvalPoints();
    void clearStartsOver();
};

void tst_LossCurveWidget::trainLineAndEvalPoints()
{
    twb::LossCurveWidget curve;
    curve.resize(700, 260);
    curve.show();
    QVERIFY(QTest::qWaitForWindowExposed(&curve));
    twb::SeriesPlot *plot = curve.seriesPlot();
    plot->refreshNow();
    const int before = plot->refreshCount();
    for (int s = 1; s <= 20; ++s) {
        curve.addTrainPoint(s, 4.2 * std::exp(-s / 9.0) + 0.6 + 0.08 * std::sin(s * 1.7));
        if (s % 5 == 0)
            curve.addEvalPoint(s, 4.0 * std::exp(-s / 9.0) + 0.7);
    }
    QCOMPARE(curve.trainPointCount(), 20);
    QCOMPARE(curve.evalPointCount(), 4);
    QCOMPARE(plot->refreshCount(), before);   // coalesced: nothing per point
    QTRY_COMPARE_WITH_TIMEOUT(plot->refreshCount(), before + 1, 2000);

    QCustomPlot *cp = curve.plot();
    // Graph 0: NaN markers; 1: train loss; 3: eval points (2 and 4: their smoothed twins, unused).
    QCOMPARE(cp->graph(1)->data()->size(), 20);
    QCOMPARE(cp->graph(1)->lineStyle(), QCPGraph::lsLine);
    QCOMPARE(cp->graph(3)->data()->size(), 4);
    QCOMPARE(cp->graph(3)->lineStyle(), QCPGraph::lsNone);
    QVERIFY(cp->legend->visible());
    QCOMPARE(cp->legend->itemCount(), 2);
    // The last eval point is inside the plot, not on its edge.
    QVERIFY(cp->xAxis->range().upper > 20.5);
    QVERIFY(cp->yAxis->range().lower < 4.0 * std::exp(-20 / 9.0) + 0.6);
    QVERIFY(cp->yAxis->range().upper > 4.2 * std::exp(-1 / 9.0) + 0.6);
    QVERIFY(curve.grab().save(twb::test::artifactsDir() + u"/loss_curve_widget.png"_s));
}

void tst_LossCurveWidget::clearStartsOver()
{
    twb::LossCurveWidget curve;
    curve.addTrainPoint(1, 3.0);
    curve.addEvalPoint(1, 2.5);
    curve.addTrainPoint(2, std::nan(""));   // a NaN loss is a gap with a marker, not a crash
    QCOMPARE(curve.trainPointCount(), 2);
    curve.clear();
    QCOMPARE(curve.trainPointCount(), 0);
    QCOMPARE(curve.evalPointCount(), 0);
    curve.addTrainPoint(1, 2.0);
    QCOMPARE(curve.trainPointCount(), 1);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_LossCurveWidget)
#include "tst_loss_curve_widget.moc"
