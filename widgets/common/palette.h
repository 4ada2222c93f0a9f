#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>

class QWidget;

namespace twb {

// The workbench's colours by meaning, so no panel spells a hex value. Each colour is chosen for
// the palette it is drawn on: a light palette gets dark, saturated tones; a dark one (Window
// darker than its text) gets light tones of the same hues, so text and lines stay readable
// (contrast >= 3:1 against Base and Window; tests/widgets/common/tst_palette.cpp checks).
// The `palette` argument defaults to the application's; pass a widget's palette() where a
// widget has its own.
class Palette final
{
public:
    // Meanings. Outcomes first, then the states of runs, hosts and phases, then text.
    enum class Role {
        Ok,        // passed, fits, verified, better than the baseline
        Warning,   // unverified, a warning finding
        Error,     // failed check, invalid input, worse than the baseline
        Info,      // neutral emphasis (an active phase, a link-like note)
        Pending,   // queued, not started
        Starting,  // uploading, connecting
        Running,
        Stalled,   // alive but silent
        Straggler, // behind the other hosts
        Crashed,
        Failed,    // ended with an error (the run or phase as a whole)
        Finished,
        Stopped,   // stopped by the user
        Highlight, // the one item to look at (best cell)
        Muted,     // secondary text and lines
    };
    static constexpr int kRoleCount = int(Role::Muted) + 1;

    // Colours of code (CodeHighlighter).
    enum class Syntax { Keyword, Builtin, String, Comment, Number, Decorator, Added, Removed };

    static QColor color(Role role, const QPalette &palette = defaultPalette());
    // A background for a cell, row or banner of this meaning: the role mixed into Base, light
    // enough (or dark enough) that Text stays readable on it.
    static QColor tint(Role role, const QPalette &palette = defaultPalette());
    // "#rrggbb" for style sheets and rich text.
    static QString hex(Role role, const QPalette &palette = defaultPalette());
    // `text` escaped and coloured for a rich-text QLabel.
    static QString richText(Role role, const QString &text, const QPalette &palette = defaultPalette());

    // Colours a label's (or any widget's) text by `role`, from its own palette; nullopt puts
    // the palette's text colour back. Use instead of a "color: #..." style sheet.
    static void setTextRole(QWidget *widget, std::optional<Role> role);

    static QColor syntax(Syntax syntax, const QPalette &palette = defaultPalette());

    // Distinguishable colours for plot series (Tableau 10), cycling; the same on both palettes
    // (they are mid-tones, drawn on the plot's own background).
    static QColor series(int index);
    // A sequential colour map (viridis, short of its pale end) for t in [0, 1].
    static QColor sequential(double t);
    // The sequential map for lines and markers drawn on a plot of `palette`: each colour of
    // sequential() lifted (towards white on a dark plot, black on a light one) just enough to
    // keep kLineContrast against the plot's background, so its dark purple end stays readable
    // in the dark theme and its yellow end on white. Hues and their order are kept.
    static QColor sequentialLine(double t, const QPalette &palette = defaultPalette());
    static constexpr double kLineContrast = 3.0;

    // A plot's colours from the palette: background, axes/text, grid, and the translucent fill
    // behind legend and crosshair labels.
    static QColor plotBackground(const QPalette &palette = defaultPalette());
    static QColor plotForeground(const QPalette &palette = defaultPalette());
    static QColor plotLabelFill(const QPalette &palette = defaultPalette());

    static bool isDark(const QPalette &palette = defaultPalette());
    // WCAG contrast ratio of two colours, 1 (same) to 21 (black on white).
    static double contrast(const QColor &a, const QColor &b);
    // `a` mixed with `b`: weight 0 gives a, 1 gives b.
    static QColor mix(const QColor &a, const QColor &b, double weight);

private:
    static QPalette defaultPalette();
};

} // namespace twb
