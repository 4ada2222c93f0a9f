#include "widgets/monitor/run_name_delegate.h"

#include "core/services/run_display_name.h"
#include "widgets/monitor/run_list_model.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace twb {

RunNameDelegate::RunNameDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

void RunNameDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    // The width the style gives the text; elided here so that what is drawn is known.
    const int width = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).width();
    // The style keeps a few pixels of margin inside the text rect (QCommonStyle: the focus frame).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    opt.text = fitted(opt.text, opt.fontMetrics, std::max(0, width - 2 * margin));
    opt.textElideMode = Qt::ElideMiddle;   // fits already; a style with other margins elides alike
    m_painted.insert(index.data(RunListModel::RunIdRole).toString(), opt.text);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}

QString RunNameDelegate::fitted(const QString &name, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(name) <= width)
        return name;
    // "experiment · values · seed · time" (RunDisplayName): the values and the seed are what
    // set runs of one experiment apart, so they stay whole as long as they can; the experiment
    // (the same on most rows) gives way first, then the start of the time (its end tells a
    // relaunch apart), then the experiment and the time altogether.
    const QString separator = RunDisplayName::partSeparator();
    static const QString ellipsis = u"\u2026"_s;
    const QStringList parts = name.split(separator);
    if (parts.size() < 3)
        return metrics.elidedText(name, Qt::ElideMiddle, width);
    const QString head = parts.front();
    const QString tail = parts.back();
    const QString middle = parts.mid(1, parts.size() - 2).join(separator);
    // elidedText() cuts a text given exactly its rounded width: a part that fits is kept as is.
    const auto cut = [&metrics](const QString &text, Qt::TextElideMode mode, int room) {
        return metrics.horizontalAdvance(text) <= room ? text : metrics.elidedText(text, mode, room);
    };
    const int smallestHead = metrics.horizontalAdvance(head.left(2) + ellipsis);
    const int smallestTail = metrics.horizontalAdvance(ellipsis + tail.right(5));
    const int wholeTail = metrics.horizontalAdvance(tail);
    int room = width - metrics.horizontalAdvance(separator + middle + separator);
    if (room >= smallestHead + smallestTail) {
        const int tailWidth = std::min(wholeTail, room - smallestHead);
        return cut(head, Qt::ElideRight, room - tailWidth) + separator + middle + separator
               + cut(tail, Qt::ElideLeft, tailWidth);
    }
    room = width - metrics.horizontalAdvance(middle + separator);
    if (room >= smallestTail)
        return middle + separator + cut(tail, Qt::ElideLeft, room);
    // The values cut in their middle, and still the end of the time, while both have room.
    room = width - metrics.horizontalAdvance(separator) - smallestTail;
    if (room >= metrics.horizontalAdvance(middle.left(8) + ellipsis))
        return cut(middle, Qt::ElideMiddle, room) + separator + ellipsis + tail.right(5);
    // Too narrow for that: the start of the values and the end of the time (two runs of one
    // config, launched a minute apart, still differ there).
    return cut(middle + separator + tail, Qt::ElideMiddle, width);
}

} // namespace twb
