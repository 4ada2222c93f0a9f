// What a researcher reads off the plots (issue 15, "Plots"): a lone point shows as a dot, log
// y over a zero series keeps a sane range and says what it left out, a loss between 2.2 and
// 3.5 keeps its labels in log y, stacked panes number their steps and line up on one x, and
// exported images carry a heading (run, metric, time), and a Chinese or Japanese y title reads
// upright rather than on its side. PNGs go to the test artifacts.
#include "core/metrics/series_store.h"
#include "support/test_paths.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/common/upright_axis_title.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

IngestBatch batch(const QString &metric, int from, int to, const std::function<double(int)> &y)
{
    IngestBatch b;
    b.metricNames = {metric.toStdString()};
    for (int s = from; s < to; ++s)
        b.values.push_back({0, s, 1764400000.0 + s, y(s)});
    return b;
}

double loss(int s)
{
    return 2.2 + 1.3 * std::exp(-s / 300.0);
}

// The graphs (not the NaN-marker graph 0) that hold data.
QList<QCPGraph *> drawnGraphs(QCustomPlot *plot)
{
    QList<QCPGraph *> out;
    for (int i = 1; i < plot->graphCount(); ++i)
        if (plot->graph(i)->visible() && !plot->graph(i)->data()->isEmpty())
            out << plot->graph(i);
    return out;
}

// Labels of the ticks inside the axis's range, after a replot.
QStringList visibleTickLabels(QCPAxis *axis)
{
    QStringList out;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i)
        if (axis->range().contains(ticks[i]))
            out << labels[i];
    return out;
}

// Pixels in `rect` that are not (nearly) white: something is drawn there.
int inkIn(const QImage &image, const QRect &rect)
{
    int ink = 0;
    for (int y = rect.top(); y <= rect.bottom() && y < image.height(); ++y)
        for (int x = rect.left(); x <= rect.right() && x < image.width(); ++x)
            ink += qGray(image.pixel(x, y)) < 160 ? 1 : 0;
    return ink;
}

} // namespace

class tst_PlotReadability final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void singlePointIsAMarker()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"eval/loss"_s, 500, 501, [](int) { return 2.9; }));
        store.append(u"r"_s, 0, batch(u"loss"_s, 0, 1000, loss));
        SeriesPlot plot(store);
        plot.resize(700, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"eval/loss"_s}, u"eval"_s, seriesColor(1)}});
        plot.refreshNow();
        QList<QCPGraph *> graphs = drawnGraphs(plot.customPlot());
        QCOMPARE(graphs.size(), 1);
        QCOMPARE(graphs[0]->data()->size(), 1);
        // A line through one point has no length: it is drawn as a dot.
        QCOMPARE(graphs[0]->scatterStyle().shape(), QCPScatterStyle::ssDisc);
        QVERIFY(graphs[0]->scatterStyle().size() >= 6);
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage image = plot.grab().toImage();
        QVERIFY(image.save(test::artifactsDir() + u"/plot_single_point.png"_s));
        // The dot is on screen, where the point is.
        const QPointF at(plot.customPlot()->xAxis->coordToPixel(500), plot.customPlot()->yAxis->coordToPixel(2.9));
        const QColor drawn = image.pixelColor(at.toPoint());
        QVERIFY2(drawn.saturation() > 60,
                 qPrintable(drawn.name()));

        // Once it has company it is a line again.
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.refreshNow();
        graphs = drawnGraphs(plot.customPlot());
        QVERIFY(!graphs.isEmpty());
        QCOMPARE(graphs[0]->scatterStyle().shape(), QCPScatterStyle::ssNone);
    }

    void logYSkipsAZeroSeriesWithANote()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"loss"_s, 0, 1000, loss));
        store.append(u"r"_s, 0, batch(u"grad_overflow"_s, 0, 1000, [](int) { return 0.0; }));
        SeriesPlot plot(store);
        plot.resize(700, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)},
                        {{u"r"_s, 0, u"grad_overflow"_s}, u"overflows"_s, seriesColor(1)}});
        plot.setLogY(true);
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        // The range is the loss's, not 1e-11..1e-9.
        const QCPRange y = plot.customPlot()->yAxis->range();
        QVERIFY2(y.lower > 1.5 && y.upper < 5, qPrintable(u"%1..%2"_s.arg(y.lower).arg(y.upper)));
        // The note says what the log scale left out, and is shown.
        QVERIFY2(plot.logNote().contains(u"1 series"_s), qPrintable(plot.logNote()));
        QCPItemText *note = nullptr;
        for (int i = 0; i < plot.customPlot()->itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(plot.customPlot()->item(i)); text && text->objectName() == u"logNote"_s)
                note = text;
        QVERIFY(note);
        QVERIFY(note->visible());
        QCOMPARE(note->text(), plot.logNote());
        // A loss between 2.2 and 3.5 keeps its labels in log y (powers of ten alone gave none).
        const QStringList labels = visibleTickLabels(plot.customPlot()->yAxis);
        QVERIFY2(labels.size() >= 3, qPrintable(labels.join(u", "_s)));
        QVERIFY(plot.grab().save(test::artifactsDir() + u"/plot_log_zero_series.png"_s));

        // Only the zero series: a plain range and the note, not an axis of 1e-9.
        plot.setCurves({{{u"r"_s, 0, u"grad_overflow"_s}, u"overflows"_s, seriesColor(1)}});
        plot.refreshNow();
        QCOMPARE(plot.customPlot()->yAxis->range().lower, 0.1);
        QCOMPARE(plot.customPlot()->yAxis->range().upper, 10.0);
        QVERIFY(!plot.logNote().isEmpty());
        // Linear again: the note goes, and a flat zero line gets +-1 around it.
        plot.setLogY(false);
        plot.refreshNow();
        QVERIFY(plot.logNote().isEmpty());
        QCOMPARE(plot.customPlot()->yAxis->range().lower, -1.0);
        QCOMPARE(plot.customPlot()->yAxis->range().upper, 1.0);
    }

    void logYLabelsOverManyDecades()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"grad_norm"_s, 0, 1000, [](int s) { return std::pow(10.0, -4 + s / 200.0); }));
        SeriesPlot plot(store);
        plot.resize(700, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"grad_norm"_s}, u"grad norm"_s, seriesColor(0)}});
        plot.setLogY(true);
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QVector<double> ticks = plot.customPlot()->yAxis->tickVector();
        int inRange = 0;
        for (double t : ticks) {
            if (!plot.customPlot()->yAxis->range().contains(t))
                continue;
            ++inRange;
            // Powers of ten over five decades.
            const double exponent = std::log10(t);
            QVERIFY2(std::abs(exponent - std::round(exponent)) < 1e-9, qPrintable(QString::number(t)));
        }
        QVERIFY2(inRange >= 3, qPrintable(QString::number(inRange)));
    }

    void stackedPanesNumberTheirStepsAndLineUp()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"loss"_s, 0, 1000, loss));
        store.append(u"r"_s, 0, batch(u"tokens_per_s"_s, 0, 1000, [](int s) { return 1.5e9 + s * 1e5; }));
        store.append(u"r"_s, 0, batch(u"eval/loss"_s, 100, 1000, loss));
        PlotStack stack(store);
        stack.resize(900, 700);
        const QStringList metrics{u"loss"_s, u"tokens_per_s"_s, u"eval/loss"_s};
        for (const QString &m : metrics) {
            SeriesPlot *pane = stack.addPane(m, m, QString());
            pane->setCurves({{{u"r"_s, 0, m}, m, seriesColor(0)}});
        }
        stack.pane(u"tokens_per_s"_s)->setSecondaryAxis(u"MFU %"_s, 1e-8);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        for (SeriesPlot *pane : stack.panes()) {
            pane->refreshNow();
            pane->customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        }
        // The panes' margins settle after their layouts: every axis rect spans the same x.
        const auto aligned = [&] {
            const QRect first = stack.panes().first()->customPlot()->axisRect()->rect();
            for (SeriesPlot *pane : stack.panes())
                if (pane->customPlot()->axisRect()->rect().left() != first.left()
                    || pane->customPlot()->axisRect()->rect().right() != first.right())
                    return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(aligned(), 3000);
        // The loss pane's own labels are narrow: it was moved to line up with tokens/s.
        QVERIFY(stack.panes().first()->customPlot()->axisRect()->rect().left() > 75);
        QTest::qWait(100);   // queued replots of the moved panes
        QVERIFY(aligned());
        // The wide labels of tokens/s and the right-hand MFU axis set everyone's margins.
        QVERIFY(stack.panes().first()->customPlot()->axisRect()->rect().right()
                < stack.panes().first()->customPlot()->width() - 40);
        for (SeriesPlot *pane : stack.panes()) {
            QVERIFY2(pane->customPlot()->xAxis->tickLabels(), qPrintable(pane->objectName()));
            QVERIFY2(visibleTickLabels(pane->customPlot()->xAxis).size() >= 2, qPrintable(pane->objectName()));
        }
        // In follow mode every pane shows the same steps, the eval pane (from step 100) too.
        for (SeriesPlot *pane : stack.panes()) {
            QCOMPARE(pane->xRange().first, 0.0);
            QCOMPARE(pane->xRange().second, 999.0);
        }
        // "step" is said once, under the bottom pane.
        QVERIFY(stack.panes().first()->customPlot()->xAxis->label().isEmpty());
        QCOMPARE(stack.panes().last()->customPlot()->xAxis->label(), u"step"_s);
        QVERIFY(stack.grab().save(test::artifactsDir() + u"/plot_stack_aligned.png"_s));
    }

    void exportsAreTitled()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"loss"_s, 0, 1000, loss));
        store.append(u"r"_s, 0, batch(u"lr"_s, 0, 1000, [](int s) { return 1e-3 * std::min(1.0, s / 100.0); }));
        PlotStack stack(store);
        stack.resize(900, 500);
        for (const QString &m : {u"loss"_s, u"lr"_s})
            stack.addPane(m, m, QString())->setCurves({{{u"r"_s, 0, m}, m, seriesColor(0)}});
        stack.setExportTitle(u"lr-sweep · lr=0.001 · seed 1"_s);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QTemporaryDir dir;
        const QString png = dir.filePath(u"stack.png"_s);
        QVERIFY(stack.exportTo(png, 1000, 240).has_value());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 2 * 240 + PlotImageWriter::kTitleHeight));
        // The heading is drawn above the first pane.
        QVERIFY2(inkIn(image, QRect(0, 0, 400, PlotImageWriter::kTitleHeight)) > 100,
                 qPrintable(QString::number(inkIn(image, QRect(0, 0, 400, PlotImageWriter::kTitleHeight)))));
        QVERIFY(image.save(test::artifactsDir() + u"/plot_stack_export.png"_s));
        // Both panes' y-axes are drawn at the same x in the image (lr's labels are wider): the
        // first dark column left of the plot area, 3/4 down each pane.
        const auto axisColumn = [&](int pane) {
            const int y = PlotImageWriter::kTitleHeight + pane * 240 + 180;
            for (int x = 100; x > 0; --x)
                if (qGray(image.pixel(x, y)) < 120)
                    return x;
            return -1;
        };
        QVERIFY(axisColumn(0) > 0);
        QCOMPARE(axisColumn(0), axisColumn(1));
        // SVG and PDF carry it as their title too.
        const QString svg = dir.filePath(u"stack.svg"_s);
        QVERIFY(stack.exportTo(svg).has_value());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(u"<title>lr-sweep · lr=0.001 · seed 1</title>"_s), qPrintable(text.left(600)));

        // A single plot: its heading names the metric, within the size asked for.
        SeriesPlot *loss = stack.pane(u"loss"_s);
        loss->setExportTitle(u"lr-sweep · lr=0.001 · seed 1"_s);
        QVERIFY(loss->exportDetail().contains(u"loss"_s));
        QVERIFY(loss->exportDetail().contains(u"step"_s));
        const QString one = dir.filePath(u"loss.png"_s);
        QVERIFY(loss->exportImage(one, 800, 350).has_value());
        const QImage single(one);
        QCOMPARE(single.size(), QSize(800, 350));
        QVERIFY(inkIn(single, QRect(0, 0, 400, PlotImageWriter::kTitleHeight)) > 100);
        QVERIFY(single.save(test::artifactsDir() + u"/plot_export_titled.png"_s));
    }

    // QCustomPlot turns a y title a quarter, which lays CJK characters on their side: such a
    // title is drawn upright, one character a line, in the strip the axis keeps for its label,
    // left of the tick labels and within the plot's height; "(ms)" turns as in vertical text.
    void cjkAxisTitlesReadUpright()
    {
        SeriesStore store;
        store.append(u"r"_s, 0, batch(u"loss"_s, 0, 1000, loss));
        SeriesPlot plot(store);
        plot.resize(600, 320);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setCurves({{{u"r"_s, 0, u"loss"_s}, u"loss"_s, seriesColor(0)}});
        plot.setYLabel(u"レイテンシ (ms)"_s);
        plot.setSecondaryAxis(u"速度 (×)"_s, 2.0);
        plot.refreshNow();
        QCustomPlot *custom = plot.customPlot();
        custom->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(UprightAxisTitle::wantsUpright(u"损失"_s) && !UprightAxisTitle::wantsUpright(u"Verlust (ms)"_s));
        const QRect inner = custom->axisRect()->rect();
        const QRect outer = custom->axisRect()->outerRect();
        for (QCPAxis *axis : {custom->yAxis, custom->yAxis2}) {
            const UprightAxisTitle *title = UprightAxisTitle::of(axis);
            QVERIFY(title);
            QVERIFY2(title->isActive(), qPrintable(axis->label()));
            QCOMPARE(axis->labelColor().alpha(), 0);   // the rotated label is not drawn
            QVERIFY(!axis->label().isEmpty());         // but still names the axis
            const QList<QRectF> &runs = title->runRects();
            QCOMPARE(runs.size(), axis == custom->yAxis ? 6 : 3);   // 5 katakana + "(ms)"; 2 kanji + "(×)"
            int tickLabelWidth = 0;
            for (const QString &label : axis->tickVectorLabels())
                tickLabelWidth = std::max(tickLabelWidth, QFontMetrics(axis->tickLabelFont()).horizontalAdvance(label));
            for (const QRectF &run : runs) {
                QVERIFY2(run.top() >= outer.top() && run.bottom() <= outer.bottom() + 1, qPrintable(u"%1..%2"_s.arg(run.top()).arg(run.bottom())));
                if (axis == custom->yAxis)
                    QVERIFY2(run.left() >= outer.left() && run.right() <= inner.left() - tickLabelWidth,
                             qPrintable(u"%1..%2, ticks from %3"_s.arg(run.left()).arg(run.right()).arg(inner.left() - tickLabelWidth)));
                else
                    QVERIFY2(run.left() >= inner.right() + tickLabelWidth && run.right() <= outer.right() + 1,
                             qPrintable(u"%1..%2, ticks to %3"_s.arg(run.left()).arg(run.right()).arg(inner.right() + tickLabelWidth)));
            }
            // One column, top to bottom.
            for (qsizetype i = 1; i < runs.size(); ++i)
                QVERIFY(runs[i].top() >= runs[i - 1].bottom() - 0.5);
            QVERIFY(runs.last().height() > runs.last().width());   // "(ms)" turned: taller than wide
        }
        const QImage image = custom->grab().toImage();
        QVERIFY(image.save(test::artifactsDir() + u"/plot_cjk_axis_titles.png"_s));
        QVERIFY(inkIn(image, UprightAxisTitle::of(custom->yAxis)->runRects().first().toRect()) > 5);

        // Back to a Latin title: QCustomPlot's rotated label again, in the theme's colour.
        plot.setYLabel(u"loss"_s);
        custom->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!UprightAxisTitle::of(custom->yAxis)->isActive());
        QCOMPARE(custom->yAxis->labelColor().alpha(), 255);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_PlotReadability)
#include "tst_plot_readability.moc"
