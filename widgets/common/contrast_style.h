#pragma once

#include <QProxyStyle>

namespace twb {

// The application's style with controls that show in every theme: the Fusion style draws a
// check box's or radio button's edge and the keyboard focus ring in a shade of the window
// colour, which nearly vanishes on the dark palette (about 1.1:1). This style draws them again
// in Palette's Muted (the edge) and the palette's Highlight (the focus ring), both at least 3:1
// against Window and Base (tst_panel_variants measures it on a grabbed check box).
class ContrastStyle final : public QProxyStyle
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContrastStyle)

public:
    // Wraps `base` (owned), or the platform's default style when null.
    explicit ContrastStyle(QStyle *base = nullptr);

    // Makes the application's style a ContrastStyle around the style it has now (once).
    static void install();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace twb
