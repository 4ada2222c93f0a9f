// Check boxes and radio buttons show their edge in both themes: under ContrastStyle the edge of
// an unchecked box stands out from the window by at least 3:1 (the plain Fusion style draws it
// in a shade of the window: about 1.1:1 on the dark palette), and a keyboard-focused box gets a
// ring in the palette's Highlight.
#include "widgets/common/contrast_style.h"
#include "widgets/common/palette.h"
#include "widgets/common/theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QPainter>
#include <QRadioButton>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QVBoxLayout>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;

class tst_ContrastStyle final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void edgeStandsOut_data();
    void edgeStandsOut();
    void cleanupTestCase();
};

namespace {

// The weakest side's strongest contrast against `background`, over the two outermost pixels at
// the middle of each side of `indicator` in `image`.
double edgeContrast(const QImage &image, const QRect &indicator, const QColor &background)
{
    const auto strongest = [&](std::initializer_list<QPoint> points) {
        double best = 1;
        for (const QPoint &point : points)
            if (image.rect().contains(point))
                best = std::max(best, twb::Palette::contrast(image.pixelColor(point), background));
        return best;
    };
    const QPoint c = indicator.center();
    return std::min({strongest({QPoint(indicator.left(), c.y()), QPoint(indicator.left() + 1, c.y())}),
                     strongest({QPoint(indicator.right(), c.y()), QPoint(indicator.right() - 1, c.y())}),
                     strongest({QPoint(c.x(), indicator.top()), QPoint(c.x(), indicator.top() + 1)}),
                     strongest({QPoint(c.x(), indicator.bottom()), QPoint(c.x(), indicator.bottom() - 1)})});
}

// `button` drawn by `style` on `palette`, with its indicator's rect.
QPair<QImage, QRect> draw(QStyle *style, const QPalette &palette, bool radio, bool focused)
{
    QStyleOptionButton option;
    option.rect = QRect(0, 0, 40, 24);
    option.palette = palette;
    option.state = QStyle::State_Enabled | QStyle::State_Off;
    if (focused)
        option.state |= QStyle::State_HasFocus | QStyle::State_KeyboardFocusChange;
    const QRect indicator = style->subElementRect(radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option);
    QImage image(option.rect.size(), QImage::Format_ARGB32);
    image.fill(palette.color(QPalette::Window));
    QPainter painter(&image);
    QStyleOptionButton indicatorOption = option;
    indicatorOption.rect = indicator;
    style->drawPrimitive(radio ? QStyle::PE_IndicatorRadioButton : QStyle::PE_IndicatorCheckBox, &indicatorOption, &painter);
    painter.end();
    return {image, indicator};
}

} // namespace

void tst_ContrastStyle::initTestCase()
{
    QVERIFY2(QStyleFactory::keys().contains(u"Fusion"_s), "Qt's Fusion style is missing");
}

void tst_ContrastStyle::cleanupTestCase()
{
    twb::Theme::apply(twb::Theme::Mode::Light);
}

void tst_ContrastStyle::edgeStandsOut_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("radio");
    QTest::newRow("dark check box") << true << false;
    QTest::newRow("dark radio button") << true << true;
    QTest::newRow("light check box") << false << false;
    QTest::newRow("light radio button") << false << true;
}

void tst_ContrastStyle::edgeStandsOut()
{
    QFETCH(bool, dark);
    QFETCH(bool, radio);
    const QPalette palette = dark ? twb::Theme::darkPalette() : twb::Theme::lightPalette();
    const QColor window = palette.color(QPalette::Window);
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    twb::ContrastStyle style(QStyleFactory::create(u"Fusion"_s));

    const auto [plainImage, plainRect] = draw(fusion.get(), palette, radio, false);
    const auto [image, rect] = draw(&style, palette, radio, false);
    const double plain = edgeContrast(plainImage, plainRect, window);
    const double edge = edgeContrast(image, rect, window);
    qInfo("%s: edge %.2f:1 (Fusion alone %.2f:1)", QTest::currentDataTag(), edge, plain);
    QVERIFY2(edge >= 3.0, qPrintable(u"the edge has %1:1 against the window %2"_s.arg(edge, 0, 'f', 2).arg(window.name())));
    if (dark && !radio) // what this style is for: Fusion's own edge vanishes there
        QVERIFY2(plain < 3.0, qPrintable(u"Fusion's edge has %1:1 on its own; the measure would not tell"_s.arg(plain, 0, 'f', 2)));

    // A box with keyboard focus: its edge in the Highlight colour, itself >= 3:1 on the window.
    const auto [focusedImage, focusedRect] = draw(&style, palette, radio, true);
    QVERIFY2(twb::Palette::contrast(palette.color(QPalette::Highlight), window) >= 3.0, qPrintable(palette.color(QPalette::Highlight).name()));
    QVERIFY(edgeContrast(focusedImage, focusedRect, window) >= 3.0);

    // Theme::apply puts the style in place for the whole application.
    twb::Theme::apply(dark ? twb::Theme::Mode::Dark : twb::Theme::Mode::Light);
    QVERIFY(qobject_cast<twb::ContrastStyle *>(QApplication::style()));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ContrastStyle)
#include "tst_contrast_style.moc"
