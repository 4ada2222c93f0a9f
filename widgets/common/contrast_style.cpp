#include "widgets/common/contrast_style.h"

#include "widgets/common/palette.h"

#include <QApplication>
#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace twb {

ContrastStyle::ContrastStyle(QStyle *base) : QProxyStyle(base) {}

void ContrastStyle::install()
{
    if (qobject_cast<ContrastStyle *>(QApplication::style()))
        return;
    QApplication::setStyle(new ContrastStyle(QStyleFactory::create(QApplication::style()->name())));
}

void ContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                  const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool checkBox = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
    const bool radio = element == PE_IndicatorRadioButton;
    const bool focus = element == PE_FrameFocusRect;
    if (!checkBox && !radio && !focus)
        return;
    // The active group's colours: a disabled box's edge is derived from them (fainter, still
    // >= 3:1), not from the disabled group's grey text.
    QPalette palette = option->palette;
    palette.setCurrentColorGroup(QPalette::Active);
    const bool keyboardFocus = (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange);
    QColor edge = Palette::color(Palette::Role::Muted, palette);
    if (focus || keyboardFocus)
        edge = palette.color(QPalette::Highlight);
    if (!(option->state & State_Enabled))
        edge = Palette::mix(edge, palette.color(QPalette::Window), 0.25); // fainter, still >= 3:1
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(edge, focus ? 1.5 : 1.0));
    if (focus) {
        painter->drawRoundedRect(QRectF(option->rect).adjusted(0.75, 0.75, -0.75, -0.75), 2, 2);
    } else if (radio) {
        const QRectF circle = QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5);
        painter->drawEllipse(circle);
    } else {
        painter->translate(0.5, 0.5);
        painter->drawRect(QRectF(option->rect).adjusted(0, 0, -1, -1));
    }
    painter->restore();
}

} // namespace twb
