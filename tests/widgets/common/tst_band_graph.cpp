#include "support/pixel_rows.h"
#include "widgets/common/band_graph.h"
#include "widgets/common/image_buffer_plot.h"
#include "widgets/common/qcustomplot_include.h"

#include <QImage>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWidth = 500;
constexpr int kHeight = 300;

// An aggregate's band as PlotGraphs draws it: `high` filled down to `low`, no pen, a
// translucent brush; `points` points across the x range (an aggregate view has one per column).
struct Band
{
    ImageBufferPlot plot;
    QCPGraph *low = nullptr;
    QCPGraph *high = nullptr;

    Band(bool spans, int points)
    {
        plot.resize(kWidth, kHeight);
        low = plot.addGraph();
        high = spans ? new BandGraph(plot.xAxis, plot.yAxis) : new QCPGraph(plot.xAxis, plot.yAxis);
        QVector<double> x, lower, upper;
        for (int i = 0; i < points; ++i) {
            const double t = double(i) / (points - 1);
            x << t;
            lower << std::sin(6 * t) - 0.5 - 0.3 * t;
            upper << std::sin(6 * t) + 0.5 + 0.2 * std::sin(40 * t);
        }
        low->setData(x, lower, true);
        high->setData(x, upper, true);
        low->setPen(Qt::NoPen);
        high->setPen(Qt::NoPen);
        high->setBrush(QColor(0, 0, 255, 60));
        high->setChannelFillGraph(low);
        plot.xAxis->setRange(0, 1);
        plot.yAxis->setRange(-2, 2);
        plot.xAxis->grid()->setVisible(false);   // only the band tints the plot
        plot.yAxis->grid()->setVisible(false);
    }
    QImage image()
    {
        plot.replot(QCustomPlot::rpImmediateRefresh);
        return plot.toPixmap(kWidth, kHeight).toImage().convertToFormat(QImage::Format_ARGB32);
    }
    int spanColumns() const
    {
        auto *band = qobject_cast<BandGraph *>(high);
        return band ? band->lastBandColumns() : 0;
    }
};

// Tinted by the band: bluer than the white background.
bool tinted(QRgb c)
{
    return qBlue(c) > qRed(c) + 8;   // the polygon's antialiased edge too
}

QPair<int, int> tintRows(const QImage &image, const QRect &area, int x)
{
    return twb::test::matchingRows(image, area, x, tinted);
}

} // namespace

class tst_BandGraph final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // With a point per pixel column, filled as column spans it tints the same rows in each
    // column as QCPGraph's polygon between the edges: within 3 px where an edge climbs ~2 px a
    // column (a span reaches halfway to its neighbours' points, the polygon is antialiased and
    // runs between points that are not on column bounds).
    void denseBandLooksLikeQCPGraphs()
    {
        Band spans(true, kWidth);
        Band reference(false, kWidth);
        const QImage mine = spans.image();
        const QImage theirs = reference.image();
        const QRect area = spans.plot.axisRect()->rect();
        QVERIFY2(spans.spanColumns() >= area.width() - 2,
                 qPrintable(u"%1 columns as spans in %2"_s.arg(spans.spanColumns()).arg(area.width())));
        int compared = 0;
        for (int x = area.left() + 2; x < area.right() - 2; ++x) {
            const auto a = tintRows(mine, area, x);
            const auto b = tintRows(theirs, area, x);
            QVERIFY2(a.first >= 0, qPrintable(u"column %1 is not tinted"_s.arg(x)));
            QVERIFY2(std::abs(a.first - b.first) <= 3 && std::abs(a.second - b.second) <= 3,
                     qPrintable(u"column %1: rows %2..%3, QCPGraph %4..%5"_s.arg(x).arg(a.first).arg(a.second).arg(b.first).arg(
                         b.second)));
            ++compared;
        }
        QVERIFY(compared > 400);
    }

    // Each pixel is painted once: one colour throughout the band.
    void translucentPixelsArePaintedOnce()
    {
        Band spans(true, 2 * kWidth);
        const QImage image = spans.image();
        QVERIFY(spans.spanColumns() > 0);
        const QRect area = spans.plot.axisRect()->rect().adjusted(2, 2, -2, -2);
        QSet<QRgb> colors;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                if (tinted(image.pixel(x, y)))
                    colors.insert(image.pixel(x, y));
        QCOMPARE(colors.size(), 1);
    }

    // Sparse edges (a point every ~10 columns) would be a staircase: QCPGraph fills them.
    void sparseBandIsQCPGraphs()
    {
        Band spans(true, 50);
        spans.image();
        QCOMPARE(spans.spanColumns(), 0);
    }

    // A vector export gets QCustomPlot's polygon, not a rectangle per column.
    void vectorExportIsAPolygon()
    {
        Band spans(true, kWidth);
        QPicture picture;
        QCPPainter painter(&picture);
        painter.setMode(QCPPainter::pmVectorized);
        spans.plot.toPainter(&painter, kWidth, kHeight);
        painter.end();
        QCOMPARE(spans.spanColumns(), 0);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_BandGraph)
#include "tst_band_graph.moc"
