#include "widgets/common/palette.h"

#include <QApplication>
#include <QLabel>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// A dark palette as a dark desktop theme gives it: light text on dark surfaces.
QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x25, 0x25, 0x25));
    p.setColor(QPalette::AlternateBase, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    return p;
}

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

QList<Palette::Role> allRoles()
{
    QList<Palette::Role> roles;
    for (int r = 0; r < Palette::kRoleCount; ++r)
        roles << Palette::Role(r);
    return roles;
}

} // namespace

class tst_Palette final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noTwoRolesShareAColour_data();
    void noTwoRolesShareAColour();
    void everyRoleIsReadableOnItsPalette_data();
    void everyRoleIsReadableOnItsPalette();
    void darkPaletteGetsLighterTones();
    void tintsKeepTextReadable_data();
    void tintsKeepTextReadable();
    void seriesColoursCycleAndDiffer();
    void sequentialRunsFromDarkToBright();
    void sequentialLinesReadOnThePlot_data();
    void sequentialLinesReadOnThePlot();
    void richTextEscapesAndColours();
    void setTextRoleColoursAndResets();
};

void tst_Palette::noTwoRolesShareAColour_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("light") << lightPalette();
    QTest::newRow("dark") << darkPalette();
}

void tst_Palette::noTwoRolesShareAColour()
{
    QFETCH(QPalette, palette);
    QSet<QRgb> seen;
    for (Palette::Role role : allRoles()) {
        const QRgb rgb = Palette::color(role, palette).rgb();
        QVERIFY2(!seen.contains(rgb), qPrintable(u"role %1 repeats %2"_s.arg(int(role)).arg(QColor(rgb).name())));
        seen.insert(rgb);
    }
}

void tst_Palette::everyRoleIsReadableOnItsPalette_data()
{
    noTwoRolesShareAColour_data();
}

void tst_Palette::everyRoleIsReadableOnItsPalette()
{
    QFETCH(QPalette, palette);
    for (Palette::Role role : allRoles()) {
        const QColor c = Palette::color(role, palette);
        for (QPalette::ColorRole surface : {QPalette::Base, QPalette::Window}) {
            const double ratio = Palette::contrast(c, palette.color(surface));
            QVERIFY2(ratio >= 3.0, qPrintable(u"role %1 (%2) on %3: contrast %4"_s.arg(int(role))
                                                  .arg(c.name(), palette.color(surface).name())
                                                  .arg(ratio)));
        }
    }
    for (int s = 0; s <= int(Palette::Syntax::Removed); ++s) {
        const QColor c = Palette::syntax(Palette::Syntax(s), palette);
        QVERIFY2(Palette::contrast(c, palette.color(QPalette::Base)) >= 3.0, qPrintable(c.name()));
    }
}

void tst_Palette::darkPaletteGetsLighterTones()
{
    QVERIFY(Palette::isDark(darkPalette()));
    QVERIFY(!Palette::isDark(lightPalette()));
    for (Palette::Role role : allRoles())
        QVERIFY(Palette::color(role, darkPalette()).lightness() > Palette::color(role, lightPalette()).lightness());
}

void tst_Palette::tintsKeepTextReadable_data()
{
    noTwoRolesShareAColour_data();
}

void tst_Palette::tintsKeepTextReadable()
{
    QFETCH(QPalette, palette);
    for (Palette::Role role : {Palette::Role::Info, Palette::Role::Warning, Palette::Role::Error, Palette::Role::Ok}) {
        const QColor tint = Palette::tint(role, palette);
        QVERIFY(tint != palette.color(QPalette::Base));
        QVERIFY2(Palette::contrast(palette.color(QPalette::Text), tint) >= 7.0, qPrintable(tint.name()));
    }
}

void tst_Palette::seriesColoursCycleAndDiffer()
{
    QSet<QRgb> first;
    for (int i = 0; i < 10; ++i)
        first.insert(Palette::series(i).rgb());
    QCOMPARE(first.size(), 10);
    QCOMPARE(Palette::series(10), Palette::series(0));
    QCOMPARE(Palette::series(-1), Palette::series(9));
}

void tst_Palette::sequentialRunsFromDarkToBright()
{
    QVERIFY(Palette::sequential(0).lightness() < Palette::sequential(0.5).lightness());
    QVERIFY(Palette::sequential(0.5).lightness() < Palette::sequential(1).lightness());
    QCOMPARE(Palette::sequential(-3), Palette::sequential(0));
    QCOMPARE(Palette::sequential(std::nan("")), Palette::sequential(0));
}

void tst_Palette::sequentialLinesReadOnThePlot_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark desktop") << darkPalette() << true;
    QTest::newRow("light desktop") << lightPalette() << false;
}

// Compare's low learning rate got viridis' dark purple end: 1.4:1 on the dark plot, unreadable.
void tst_Palette::sequentialLinesReadOnThePlot()
{
    QFETCH(QPalette, palette);
    QFETCH(bool, dark);
    const QColor background = Palette::plotBackground(palette);
    if (dark)
        QVERIFY2(Palette::contrast(Palette::sequential(0), background) < Palette::kLineContrast, "the dark end no longer needs lifting");
    QList<QColor> steps;
    for (int i = 0; i <= 20; ++i) {
        const double t = i / 20.0;
        const QColor line = Palette::sequentialLine(t, palette);
        QVERIFY2(Palette::contrast(line, background) >= Palette::kLineContrast,
                 qPrintable(u"t=%1: %2 on %3 is %4:1"_s.arg(t).arg(line.name(), background.name()).arg(Palette::contrast(line, background))));
        // Where the map already reads, it is the map itself.
        if (Palette::contrast(Palette::sequential(t), background) >= Palette::kLineContrast)
            QCOMPARE(line, Palette::sequential(t));
        steps << line;
    }
    // The lift keeps the ends apart: five evenly spaced values stay five colours.
    for (int a = 0; a <= 20; a += 5)
        for (int b = a + 5; b <= 20; b += 5)
            QVERIFY2(steps[a] != steps[b], qPrintable(u"t=%1 and t=%2 are both %3"_s.arg(a / 20.0).arg(b / 20.0).arg(steps[a].name())));
    // On a dark plot the dark end keeps its hue (purple), only lighter.
    if (dark) {
        QCOMPARE(Palette::sequentialLine(0, palette).hue() / 10, Palette::sequential(0).hue() / 10);
        QVERIFY(Palette::sequentialLine(0, palette).lightness() > Palette::sequential(0).lightness());
    }
}

void tst_Palette::richTextEscapesAndColours()
{
    const QString html = Palette::richText(Palette::Role::Error, u"a <b> & c"_s, lightPalette());
    QVERIFY(html.contains(u"a &lt;b&gt; &amp; c"_s));
    QVERIFY(html.contains(Palette::hex(Palette::Role::Error, lightPalette())));
}

void tst_Palette::setTextRoleColoursAndResets()
{
    QWidget parent;
    parent.setPalette(darkPalette());
    auto *label = new QLabel(u"x"_s, &parent);
    Palette::setTextRole(label, Palette::Role::Error);
    QCOMPARE(label->palette().color(QPalette::WindowText), Palette::color(Palette::Role::Error, darkPalette()));
    Palette::setTextRole(label, std::nullopt);
    QCOMPARE(label->palette().color(QPalette::WindowText), darkPalette().color(QPalette::WindowText));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_Palette)
#include "tst_palette.moc"
