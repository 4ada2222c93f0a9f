#include "widgets/common/image_buffer_plot.h"
#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/qcustomplot_include.h"

#include <QImage>
#include <QTest>

#include <cmath>
#include <memory>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kPoints = 30000;

// A plot with what SeriesPlot draws: a title, axes with labels, the grid, a legend, a
// QCPGraph line with scatters, and two dense M4 envelope lines, one translucent.
void populate(QCustomPlot &plot)
{
    plot.resize(640, 360);
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0, new QCPTextElement(&plot, u"loss"_s));
    plot.xAxis->setLabel(u"step"_s);
    plot.yAxis->setLabel(u"value"_s);
    plot.legend->setVisible(true);
    QVector<QCPGraphData> dense, other, sparse;
    for (int i = 0; i < kPoints; ++i) {
        dense.push_back({double(i), std::sin(i * 0.0004) + 0.4 * std::sin(i * 1.3) + (i == 20000 ? 4 : 0)});
        other.push_back({double(i), 0.5 + 0.3 * std::cos(i * 0.0007) + 0.2 * std::sin(i * 0.77)});
    }
    for (int i = 0; i < kPoints; i += 1500)
        sparse.push_back({double(i), -1 + i / 20000.0});
    auto *line = plot.addGraph();
    line->setPen(QPen(Qt::darkGreen, 1.5));
    line->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    line->data()->set(sparse, true);
    line->setName(u"eval"_s);
    auto *opaque = new M4EnvelopeGraph(plot.xAxis, plot.yAxis);
    opaque->setPen(QPen(QColor(31, 119, 180), 1));
    opaque->setEnvelopeData(dense);
    opaque->setName(u"host 0"_s);
    auto *faint = new M4EnvelopeGraph(plot.xAxis, plot.yAxis);
    QColor red(Qt::red);
    red.setAlpha(90);
    faint->setPen(QPen(red, 1));
    faint->setEnvelopeData(other);
    faint->setName(u"host 1"_s);
    plot.xAxis->setRange(0, kPoints - 1);
    plot.yAxis->setRange(-2.5, 5);
}

QImage shown(QCustomPlot &plot)
{
    plot.replot(QCustomPlot::rpImmediateRefresh);
    return plot.grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

} // namespace

class tst_ImageBufferPlot final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The same picture as QCustomPlot's, pixel for pixel, while its envelope lines write
    // their pixels themselves (QCustomPlot's pixmap buffer makes them use the painter).
    void looksLikeQCustomPlot()
    {
        QCustomPlot theirs;
        ImageBufferPlot mine;
        populate(theirs);
        populate(mine);
        theirs.show();
        mine.show();
        QVERIFY(QTest::qWaitForWindowExposed(&theirs));
        QVERIFY(QTest::qWaitForWindowExposed(&mine));
        const QImage a = shown(mine);
        const QImage b = shown(theirs);
        for (int g : {1, 2}) {
            auto *envelope = qobject_cast<M4EnvelopeGraph *>(mine.graph(g));
            QVERIFY(envelope);
            QVERIFY(envelope->lastEnvelopeColumns() > 400);
            QVERIFY(envelope->lastEnvelopeDirect());
            QVERIFY(!qobject_cast<M4EnvelopeGraph *>(theirs.graph(g))->lastEnvelopeDirect());
        }
        QCOMPARE(a.size(), b.size());
        QCOMPARE(a, b);
    }

    // A resize (new buffers) and a buffered layer in use (more buffers after the first)
    // keep the first buffer an image: the lines still write directly, and look the same.
    void staysAnImageAfterResizeAndBufferedLayers()
    {
        QCustomPlot theirs;
        ImageBufferPlot mine;
        for (QCustomPlot *plot : {static_cast<QCustomPlot *>(&theirs), static_cast<QCustomPlot *>(&mine)}) {
            populate(*plot);
            plot->layer(u"overlay"_s)->setMode(QCPLayer::lmBuffered);
            auto *marker = new QCPItemStraightLine(plot);
            marker->setLayer(u"overlay"_s);
            marker->point1->setCoords(12000, 0);
            marker->point2->setCoords(12000, 1);
            plot->show();
            QVERIFY(QTest::qWaitForWindowExposed(plot));
            shown(*plot);
            plot->resize(500, 300);
        }
        const QImage a = shown(mine);
        QCOMPARE(a.size(), QSize(500, 300));
        QVERIFY(qobject_cast<M4EnvelopeGraph *>(mine.graph(1))->lastEnvelopeDirect());
        QCOMPARE(a, shown(theirs));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ImageBufferPlot)
#include "tst_image_buffer_plot.moc"
