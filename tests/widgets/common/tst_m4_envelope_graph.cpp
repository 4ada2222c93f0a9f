#include "core/metrics/series_store.h"
#include "support/pixel_rows.h"
#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QImage>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kPoints = 20000;
constexpr int kSpikeAt = 12345;

// A dense wavy line with one spike: more points than pixel columns, as an M4 view is.
QVector<QCPGraphData> denseLine()
{
    QVector<QCPGraphData> data;
    for (int i = 0; i < kPoints; ++i)
        data.push_back({double(i), i == kSpikeAt ? 9.0 : std::sin(i * 0.0005) + 0.3 * std::sin(i * 0.9)});
    return data;
}

struct Plot
{
    QCustomPlot plot;
    QCPGraph *graph = nullptr;

    Plot(bool envelope, const QVector<QCPGraphData> &data, const QPen &pen)
    {
        plot.resize(500, 300);
        graph = envelope ? new M4EnvelopeGraph(plot.xAxis, plot.yAxis) : new QCPGraph(plot.xAxis, plot.yAxis);
        graph->setPen(pen);
        graph->data()->set(data, true);
        plot.xAxis->setRange(0, kPoints - 1);
        plot.yAxis->setRange(-2, 10);
    }
    QImage image()
    {
        plot.replot(QCustomPlot::rpImmediateRefresh);
        return plot.toPixmap(500, 300).toImage().convertToFormat(QImage::Format_ARGB32);
    }
    int envelopeColumns() const
    {
        auto *g = qobject_cast<M4EnvelopeGraph *>(graph);
        return g ? g->lastEnvelopeColumns() : 0;
    }
};

// Ink of a red line on white: green well below white.
bool inked(QRgb c)
{
    return qGreen(c) < 160 && qRed(c) > qGreen(c) + 60;
}

// Topmost and bottommost inked row of column x inside the axis rect; -1 when none.
QPair<int, int> inkRows(const QImage &image, const QRect &area, int x)
{
    return twb::test::matchingRows(image, area, x, inked);
}

} // namespace

class tst_M4EnvelopeGraph final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Drawn as column spans, it covers the same rows in each pixel column as QCPGraph's
    // polyline, the spike included: within 2 px, as QCPGraph's adaptive sampling bins the
    // points at column bounds half a pixel from these, and antialiases.
    void denseLineLooksLikeQCPGraphs()
    {
        const QPen pen(Qt::red, 1);
        Plot envelope(true, denseLine(), pen);
        Plot reference(false, denseLine(), pen);
        const QImage mine = envelope.image();
        const QImage theirs = reference.image();
        const QRect area = envelope.plot.axisRect()->rect();
        QVERIFY2(envelope.envelopeColumns() >= area.width() - 2,
                 qPrintable(u"%1 columns as spans in %2"_s.arg(envelope.envelopeColumns()).arg(area.width())));
        int compared = 0;
        const int spikeX = int(std::floor(envelope.plot.xAxis->coordToPixel(kSpikeAt)));
        for (int x = area.left() + 2; x < area.right() - 2; ++x) {
            if (std::abs(x - spikeX) <= 1)
                continue;   // a column's worth of binning decides which column shows it
            const auto a = inkRows(mine, area, x);
            const auto b = inkRows(theirs, area, x);
            QVERIFY2(a.first >= 0, qPrintable(u"column %1 has no ink"_s.arg(x)));
            QVERIFY2(std::abs(a.first - b.first) <= 2 && std::abs(a.second - b.second) <= 2,
                     qPrintable(u"column %1: rows %2..%3, QCPGraph %4..%5"_s.arg(x).arg(a.first).arg(a.second).arg(b.first).arg(b.second)));
            ++compared;
        }
        QVERIFY(compared > 400);
        // The spike reaches its row.
        const int spikeY = int(std::floor(envelope.plot.yAxis->coordToPixel(9.0)));
        QCOMPARE(inkRows(mine, area, spikeX).first, spikeY);
    }

    // At a device pixel ratio of 2 (a HiDPI screen's plot buffer, or a PNG exported at 2x,
    // which scales the painter) the spans are device columns: twice as many as logical ones,
    // each as tall as QCPGraph's line there, and the line two device pixels thick like its pen.
    void denseLineIsDrawnAtDevicePixels_data()
    {
        QTest::addColumn<bool>("deviceRatio");
        QTest::newRow("a pixmap of device pixel ratio 2") << true;
        QTest::newRow("a painter scaled by 2") << false;
    }
    void denseLineIsDrawnAtDevicePixels()
    {
        QFETCH(bool, deviceRatio);
        const auto draw = [&](Plot &plot) {
            plot.plot.replot(QCustomPlot::rpImmediateRefresh);
            if (!deviceRatio)
                return plot.plot.toPixmap(500, 300, 2.0).toImage().convertToFormat(QImage::Format_ARGB32);
            QPixmap pixmap(1000, 600);
            pixmap.setDevicePixelRatio(2.0);
            pixmap.fill(Qt::white);
            QCPPainter painter(&pixmap);
            plot.plot.toPainter(&painter, 500, 300);
            painter.end();
            return pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
        };
        const QPen pen(Qt::red, 1);
        Plot envelope(true, denseLine(), pen);
        Plot reference(false, denseLine(), pen);
        const QImage mine = draw(envelope);
        const QImage theirs = draw(reference);
        QCOMPARE(mine.size(), QSize(1000, 600));
        const QRect logical = envelope.plot.axisRect()->rect();
        const QRect area(logical.topLeft() * 2, logical.size() * 2);
        QVERIFY2(envelope.envelopeColumns() >= area.width() - 4,
                 qPrintable(u"%1 columns as spans in %2 device columns"_s.arg(envelope.envelopeColumns()).arg(area.width())));
        const int spikeX = int(std::floor(envelope.plot.xAxis->coordToPixel(kSpikeAt) * 2));
        int compared = 0;
        int thin = 0;
        for (int x = area.left() + 8; x < area.right() - 8; ++x) {   // (the ends take the points just outside)
            if (std::abs(x - spikeX) <= 4)
                continue;   // two logical columns' worth of binning
            const auto a = inkRows(mine, area, x);
            // QCPGraph bins by logical pixel and strokes 1 device pixel wide lines: its rows
            // alternate between neighbouring device columns, which together cover the band.
            QPair<int, int> b = inkRows(theirs, area, x);
            for (const int near : {x - 1, x + 1}) {
                const auto n = inkRows(theirs, area, near);
                b = {std::min(b.first, n.first), std::max(b.second, n.second)};
            }
            QVERIFY2(a.first >= 0, qPrintable(u"column %1 has no ink"_s.arg(x)));
            QVERIFY2(std::abs(a.first - b.first) <= 3 && std::abs(a.second - b.second) <= 3,
                     qPrintable(u"column %1: rows %2..%3, QCPGraph %4..%5"_s.arg(x).arg(a.first).arg(a.second).arg(b.first).arg(b.second)));
            thin += a.second == a.first ? 1 : 0;
            ++compared;
        }
        QVERIFY(compared > 800);
        QCOMPARE(thin, 0);
    }

    // A translucent line (the faint raw curve under a smoothed one) paints each pixel once:
    // one colour throughout, no darker knots where segments overlap.
    void translucentPixelsArePaintedOnce()
    {
        QColor color(Qt::red);
        color.setAlpha(70);
        Plot envelope(true, denseLine(), QPen(color, 1));
        const QImage image = envelope.image();
        QVERIFY(envelope.envelopeColumns() > 0);
        const QRect area = envelope.plot.axisRect()->rect().adjusted(2, 2, -2, -2);
        QSet<QRgb> colors;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                if (image.pixel(x, y) != qRgb(255, 255, 255) && qRed(image.pixel(x, y)) == 255)
                    colors.insert(image.pixel(x, y));
        QCOMPARE(colors.size(), 1);
    }

    // The spans are built once for the same data, ranges and rect; a change to any of them,
    // or new data (even of the same size and ends), builds them again.
    void spansAreKeptUntilSomethingChanges()
    {
        Plot plot(true, denseLine(), QPen(Qt::red, 1));
        auto *graph = static_cast<M4EnvelopeGraph *>(plot.graph);
        // Drawn into pixmaps of one size only (the hidden widget's own replot lays out at
        // another size, which is a change of rect).
        auto render = [&] { return plot.plot.toPixmap(500, 300).toImage().convertToFormat(QImage::Format_ARGB32); };
        const QImage first = render();
        QVERIFY(plot.envelopeColumns() > 0);
        QVERIFY(!graph->lastEnvelopeReused());
        QCOMPARE(render(), first);
        QVERIFY(graph->lastEnvelopeReused());

        plot.plot.yAxis->setRange(-3, 10);
        render();
        QVERIFY(!graph->lastEnvelopeReused());
        plot.plot.yAxis->setRange(-2, 10);
        QCOMPARE(render(), first);
        QVERIFY(!graph->lastEnvelopeReused());

        // The spike moved; size and ends are the same.
        QVector<QCPGraphData> moved = denseLine();
        std::swap(moved[kSpikeAt].value, moved[kSpikeAt - 5000].value);
        graph->setEnvelopeData(moved);
        const QImage after = render();
        QVERIFY(!graph->lastEnvelopeReused());
        QVERIFY(plot.envelopeColumns() > 0);
        const QRect area = plot.plot.axisRect()->rect();
        const int spikeY = int(std::floor(plot.plot.yAxis->coordToPixel(9.0)));
        const int movedX = int(std::floor(plot.plot.xAxis->coordToPixel(kSpikeAt - 5000)));
        QCOMPARE(inkRows(after, area, movedX).first, spikeY);
        QVERIFY(after != first);
    }

    // Data written in place (as SeriesPlot's refresh writes it) is what the graph holds and
    // draws, and builds the spans anew although its size and ends are the same; a graph whose
    // container was replaced through setData() writes into its own again.
    void dataWrittenInPlaceIsDrawn()
    {
        Plot plot(true, denseLine(), QPen(Qt::red, 1));
        auto *graph = static_cast<M4EnvelopeGraph *>(plot.graph);
        auto render = [&] { return plot.plot.toPixmap(500, 300).toImage().convertToFormat(QImage::Format_ARGB32); };
        const QImage first = render();
        QVector<QCPGraphData> moved = denseLine();
        std::swap(moved[kSpikeAt].value, moved[kSpikeAt - 5000].value);
        QCPGraphData *out = graph->envelopeDataToWrite(moved.size());
        std::copy(moved.cbegin(), moved.cend(), out);
        QCOMPARE(graph->data()->size(), moved.size());
        QCOMPARE(graph->data()->at(kSpikeAt - 5000)->value, 9.0);
        const QImage after = render();
        QVERIFY(!graph->lastEnvelopeReused());
        QVERIFY(after != first);
        const QRect area = plot.plot.axisRect()->rect();
        const int movedX = int(std::floor(plot.plot.xAxis->coordToPixel(kSpikeAt - 5000)));
        QCOMPARE(inkRows(after, area, movedX).first, int(std::floor(plot.plot.yAxis->coordToPixel(9.0))));

        auto other = QSharedPointer<QCPGraphDataContainer>::create();
        graph->setData(other);
        out = graph->envelopeDataToWrite(2);
        out[0] = {0, 1};
        out[1] = {1, 2};
        QVERIFY(graph->data() != other);
        QCOMPARE(graph->data()->size(), 2);
        QCOMPARE(other->size(), 0);
    }

    // A plot squeezed below its margins (its axis rect has a negative width) still draws
    // (tst_panel_variants' small windows threw std::length_error from the spans' reserve).
    void squeezedPlotDraws()
    {
        Plot plot(true, denseLine(), QPen(Qt::red, 1));
        const QPixmap tiny = plot.plot.toPixmap(12, 12);
        QCOMPARE(tiny.size(), QSize(12, 12));
        QVERIFY(plot.plot.axisRect()->rect().width() < 0);
    }

    // What spans cannot draw is left to QCPGraph, and still drawn.
    void otherLinesAreQCPGraphs_data()
    {
        QTest::addColumn<QPen>("pen");
        QTest::addColumn<bool>("sparse");
        QTest::addColumn<bool>("scatters");
        QTest::newRow("dashed") << QPen(Qt::red, 1, Qt::DashLine) << false << false;
        QTest::newRow("2 px wide") << QPen(Qt::red, 2) << false << false;
        QTest::newRow("under 2 points per column") << QPen(Qt::red, 1) << true << false;
        QTest::newRow("points drawn as discs") << QPen(Qt::red, 1) << false << true;
    }
    void otherLinesAreQCPGraphs()
    {
        QFETCH(QPen, pen);
        QFETCH(bool, sparse);
        QFETCH(bool, scatters);
        QVector<QCPGraphData> data = denseLine();
        if (sparse) {
            QVector<QCPGraphData> few;
            for (int i = 0; i < data.size(); i += 50)
                few.push_back(data[i]);
            data = few;
        }
        Plot plot(true, data, pen);
        if (scatters)
            plot.graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, Qt::red, 4));
        const QImage image = plot.image();
        QCOMPARE(plot.envelopeColumns(), 0);
        const QRect area = plot.plot.axisRect()->rect();
        QVERIFY(inkRows(image, area, area.center().x()).first >= 0);
    }

    // SeriesPlot's curves are envelope graphs, found where QCPGraphs were (graph(1) is the
    // first curve's raw line), with their pen and name.
    void seriesPlotDrawsItsCurvesAsEnvelopes()
    {
        SeriesStore store;
        IngestBatch batch;
        batch.metricNames = {"loss"};
        for (int s = 0; s < 50000; ++s)
            batch.values.push_back({0, s, 1764400000.0 + s, 3.0 + std::sin(s * 0.01)});
        store.append(u"run"_s, 0, batch);
        SeriesPlot plot(store);
        plot.resize(600, 300);
        plot.show();
        plot.setCurves({{{u"run"_s, 0, u"loss"_s}, u"host 0"_s, Qt::red}});
        plot.refreshNow();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        auto *graph = qobject_cast<M4EnvelopeGraph *>(plot.customPlot()->graph(1));
        QVERIFY(graph);
        QCOMPARE(graph->name(), u"host 0"_s);
        QCOMPARE(graph->pen().color(), QColor(Qt::red));
        QVERIFY(graph->lastEnvelopeColumns() > 300);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_M4EnvelopeGraph)
#include "tst_m4_envelope_graph.moc"
