#include "widgets/common/theme.h"

#include "widgets/common/contrast_style.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

Theme::Mode g_current = Theme::Mode::System;

QString modeName(Theme::Mode mode)
{
    switch (mode) {
    case Theme::Mode::Light: return u"light"_s;
    case Theme::Mode::Dark: return u"dark"_s;
    case Theme::Mode::System: break;
    }
    return u"system"_s;
}

} // namespace

QPalette Theme::systemPalette()
{
    // Taken once, before the workbench sets its own: what the desktop asked for.
    static const QPalette system = QApplication::palette();
    return system;
}

QPalette Theme::lightPalette()
{
    QStyle *fusion = QStyleFactory::create(u"Fusion"_s);
    QPalette palette = fusion ? fusion->standardPalette() : QPalette(Qt::black, QColor(0xef, 0xef, 0xef));
    delete fusion;
    return palette;
}

QPalette Theme::darkPalette()
{
    // Grey rather than black (softer on the eyes, and shadows still show), with a blue highlight.
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3f, 0x42, 0x46));
    p.setColor(QPalette::Mid, QColor(0x24, 0x26, 0x28));
    p.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1c));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xf0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x64, 0xb5, 0xf6));
    p.setColor(QPalette::LinkVisited, QColor(0xce, 0x93, 0xd8));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    return p;
}

void Theme::apply(Mode mode)
{
    systemPalette(); // remember the desktop's before the first change
    ContrastStyle::install(); // check boxes and focus rings that show on every palette
    g_current = mode;
    QSettings().setValue(QString::fromLatin1(kSettingsKey), modeName(mode));
    switch (mode) {
    case Mode::System: QApplication::setPalette(systemPalette()); break;
    case Mode::Light: QApplication::setPalette(lightPalette()); break;
    case Mode::Dark: QApplication::setPalette(darkPalette()); break;
    }
}

Theme::Mode Theme::saved()
{
    const QString name = QSettings().value(QString::fromLatin1(kSettingsKey)).toString();
    if (name == u"light"_s)
        return Mode::Light;
    if (name == u"dark"_s)
        return Mode::Dark;
    return Mode::System;
}

void Theme::applySaved()
{
    apply(saved());
}

Theme::Mode Theme::current()
{
    return g_current;
}

} // namespace twb
