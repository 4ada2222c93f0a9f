#pragma once

#include "widgets/common/qcustomplot_include.h"

#include <QColor>
#include <QFont>
#include <QPointer>

namespace twb {

// A left or right axis title in Chinese or Japanese, drawn as those scripts run down a page:
// each Han, kana or Hangul character upright, other runs (units such as "(ms)", fullwidth
// brackets) turned a quarter clockwise. QCustomPlot only rotates the whole title, which lays
// CJK characters on their side. The axis keeps its label, which reserves the margin and names
// the axis; only its colour goes transparent while this draws the title in the label's strip.
// A title too tall for the margin beside the axis, even at 70 % size, is left to QCustomPlot's
// rotated one. A rotated title longer than the plot is tall makes a plot in a scroll area ask
// for more height, and elsewhere is drawn smaller, so no axis title is cut.
class UprightAxisTitle final : public QCPLayerable
{
    Q_OBJECT

public:
    // Gives every left and right axis of `plot` one (once); PlotTheme::apply calls it.
    static void attachAll(QCustomPlot *plot);
    // The one of `axis`, or null.
    static UprightAxisTitle *of(const QCPAxis *axis);
    // Whether `title` holds a character that reads wrongly on its side (Han, kana, Hangul).
    static bool wantsUpright(const QString &title);

    // Drawn in place of the axis's own label (as of the last layout).
    bool isActive() const { return m_active; }
    // Where each character or run is drawn, in the plot's coordinates.
    const QList<QRectF> &runRects() const { return m_rects; }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override;
    void draw(QCPPainter *painter) override;

private:
    struct Run
    {
        QString text;
        bool upright = false;
    };

    explicit UprightAxisTitle(QCPAxis *axis);
    static QList<Run> runsOf(const QString &title);
    // After each layout of the plot: what to draw where, or hand the title back to the axis.
    void layOut();
    void arrange();
    // QCustomPlot's rotated title, when it reaches past the axis rect's ends: in a scroll area
    // the plot asks to be taller, elsewhere the title's font gets smaller (to 60 %), so no
    // axis title is cut; it gets its full size back once it fits.
    void growToFit();
    void deactivate();

    QPointer<QCPAxis> m_axis;
    QList<Run> m_runs;
    QList<QRectF> m_rects;
    QFont m_font;
    QFont m_fullFont;   // the axis's label font as set from outside
    QFont m_shrunkFont; // what growToFit set, to tell it from a font set from outside
    QColor m_colour;
    bool m_active = false;
};

} // namespace twb
