#include "widgets/monitor/run_name_delegate.h"

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
    // set runs of one experiment apart, so they stay whole; the experiment (the same on most
    // rows) gives way first, then the start of the time (its end tells a relaunch apart).
    static const QString separator = u" \u00b7 "_s;
    const QStringList parts = name.split(separator);
    if (parts.size() < 3)
        return metrics.elidedText(name, Qt::ElideMiddle, width);
    const QString head = parts.front();
    const QString tail = parts.back();
    const QString middle = parts.mid(1, parts.size() - 2).join(separator);
    const int room = width - metrics.horizontalAdvance(separator + middle + separator);
    const int smallestHead = metrics.horizontalAdvance(head.left(2) + u"\u2026"_s);
    const int smallestTail = metrics.horizontalAdvance(u"\u2026"_s + tail.right(5));
    if (room < smallestHead + smallestTail)
        return metrics.elidedText(name, Qt::ElideMiddle, width);
    // (elidedText() cuts a text given exactly its rounded width: a part that fits is kept as is.)
    const int wholeTail = metrics.horizontalAdvance(tail);
    const int tailWidth = std::min(wholeTail, room - smallestHead);
    const int headWidth = room - tailWidth;
    return (metrics.horizontalAdvance(head) <= headWidth ? head : metrics.elidedText(head, Qt::ElideRight, headWidth))
           + separator + middle + separator
           + (tailWidth >= wholeTail ? tail : metrics.elidedText(tail, Qt::ElideLeft, tailWidth));
}

} // namespace twb
