#include "widgets/common/direct_rect_fill.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QTest>

#include <random>
#include <vector>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kSize = 64;

// Premultiplied noise with every alpha: a translucent fill blends with each kind of pixel.
QImage noise()
{
    QImage image(kSize, kSize, QImage::Format_ARGB32_Premultiplied);
    std::mt19937 rng(7);
    for (int y = 0; y < kSize; ++y) {
        auto *row = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < kSize; ++x) {
            const int a = int(rng() % 256);
            row[x] = qPremultiply(qRgba(int(rng() % 256), int(rng() % 256), int(rng() % 256), a));
        }
    }
    return image;
}

// One-pixel columns as M4EnvelopeGraph draws them, a wide rectangle, one given with negative
// size, one across the image's edge and one outside it.
std::vector<QRect> rects()
{
    std::vector<QRect> out;
    std::mt19937 rng(11);
    for (int x = 0; x < kSize; ++x) {
        const int top = int(rng() % kSize);
        out.push_back(QRect(x, top, 1, 1 + int(rng() % (kSize - top))));
    }
    out.push_back(QRect(5, 40, 30, 6));
    out.push_back(QRect(50, 30, -8, -5));
    out.push_back(QRect(-4, -3, 10, 9));
    out.push_back(QRect(70, 10, 3, 3));
    return out;
}

struct State
{
    QPoint translate;
    QRect clip;   // null: none
};

void apply(QPainter &p, const State &state)
{
    p.translate(state.translate);
    if (!state.clip.isNull())
        p.setClipRect(state.clip);
}

} // namespace

class tst_DirectRectFill final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The very pixels of QPainter::drawRects (no pen, solid brush, no antialiasing), for
    // opaque and translucent colours, RGB and HSV ones, translated and clipped.
    void sameAsDrawRects_data()
    {
        QTest::addColumn<QColor>("color");
        QTest::addColumn<QPoint>("translate");
        QTest::addColumn<QRect>("clip");
        const QColor hsv = QColor::fromHsvF(0.61f, 0.8f, 0.7f, 0.43f);
        QTest::newRow("opaque") << QColor(200, 30, 90) << QPoint() << QRect();
        QTest::newRow("alpha 70") << QColor(255, 0, 0, 70) << QPoint() << QRect();
        QTest::newRow("alpha 1") << QColor(10, 200, 255, 1) << QPoint() << QRect();
        QTest::newRow("alpha 254") << QColor(90, 90, 250, 254) << QPoint() << QRect();
        QTest::newRow("alpha 0") << QColor(90, 90, 250, 0) << QPoint() << QRect();
        QTest::newRow("hsv translucent") << hsv << QPoint() << QRect();
        QTest::newRow("translated and clipped") << QColor(0, 128, 0, 128) << QPoint(3, -2) << QRect(4, 6, 40, 30);
        QTest::newRow("clipped opaque") << QColor(Qt::black) << QPoint() << QRect(10, 0, 20, 64);
    }
    void sameAsDrawRects()
    {
        QFETCH(QColor, color);
        QFETCH(QPoint, translate);
        QFETCH(QRect, clip);
        const State state{translate, clip};
        const std::vector<QRect> spans = rects();

        QImage theirs = noise();
        {
            QPainter p(&theirs);
            apply(p, state);
            p.setRenderHint(QPainter::Antialiasing, false);
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawRects(spans.data(), int(spans.size()));
        }
        QImage mine = noise();
        DirectRectFill fill;
        {
            QPainter p(&mine);
            apply(p, state);
            QVERIFY(fill.fill(&p, spans.data(), int(spans.size()), color));
            // The colour's pixel is kept: a second fill (same colour) blends the same way.
            p.setPen(Qt::NoPen);
        }
        QCOMPARE(mine, theirs);
        QVERIFY(mine != noise() || color.alpha() == 0);
    }

    // Where it could not match the painter it draws nothing and says so.
    void declinesWhatItCannotMatch_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("a pixmap") << u"pixmap"_s;
        QTest::newRow("RGB32 image") << u"rgb32"_s;
        QTest::newRow("device pixel ratio 2") << u"dpr"_s;
        QTest::newRow("scaled") << u"scale"_s;
        QTest::newRow("half-pixel translation") << u"half"_s;
        QTest::newRow("half opacity") << u"opacity"_s;
        QTest::newRow("another composition mode") << u"mode"_s;
        QTest::newRow("clip of two rectangles") << u"region"_s;
        QTest::newRow("clip rect of negative width") << u"negative clip"_s;
    }
    void declinesWhatItCannotMatch()
    {
        QFETCH(QString, what);
        const std::vector<QRect> spans = rects();
        DirectRectFill fill;
        if (what == u"pixmap"_s) {
            QPixmap pixmap(kSize, kSize);
            pixmap.fill(Qt::white);
            QPainter p(&pixmap);
            QVERIFY(!fill.fill(&p, spans.data(), int(spans.size()), Qt::red));
            return;
        }
        QImage image = what == u"rgb32"_s ? noise().convertToFormat(QImage::Format_RGB32) : noise();
        if (what == u"dpr"_s)
            image.setDevicePixelRatio(2);
        const QImage before = image;
        {
            QPainter p(&image);
            if (what == u"scale"_s)
                p.scale(2, 2);
            if (what == u"half"_s)
                p.translate(0.5, 0);
            if (what == u"opacity"_s)
                p.setOpacity(0.5);
            if (what == u"mode"_s)
                p.setCompositionMode(QPainter::CompositionMode_Source);
            if (what == u"region"_s)
                p.setClipRegion(QRegion(0, 0, 10, 10) + QRegion(20, 20, 10, 10));
            if (what == u"negative clip"_s)
                p.setClipRect(QRect(40, 10, -20, 30));   // (a plot squeezed below its margins)
            QVERIFY(!fill.fill(&p, spans.data(), int(spans.size()), Qt::red));
        }
        QCOMPARE(image, before);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_DirectRectFill)
#include "tst_direct_rect_fill.moc"
