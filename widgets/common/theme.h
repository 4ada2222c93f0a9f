#pragma once

#include <QObject>
#include <QPalette>

namespace twb {

// View > Theme: the application's palette. System follows the platform (the palette Qt had when
// the first Theme call was made: a dark desktop gives a dark one); Light and Dark are the
// Fusion style's own palettes, so they look the same on every desktop. Every colour of the
// workbench comes from the palette through Palette, so widgets and plots follow a change
// (plots restyle themselves on QEvent::PaletteChange, see PlotTheme).
class Theme final
{
public:
    enum class Mode { System, Light, Dark };
    static constexpr const char *kSettingsKey = "view/theme";

    // Applies `mode` to the application and remembers it in QSettings.
    static void apply(Mode mode);
    // Applies the saved mode (System if none): once at start-up, before windows are made.
    static void applySaved();
    static Mode saved();
    static Mode current();

    static QPalette lightPalette();
    static QPalette darkPalette();
    static QPalette systemPalette();
};

} // namespace twb
