#include "widgets/monitor/run_name_delegate.h"

#include "widgets/monitor/run_list_model.h"

#include <QApplication>
#include <QStyle>

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
    opt.text = opt.fontMetrics.elidedText(opt.text, Qt::ElideMiddle, std::max(0, width - 2 * margin));
    opt.textElideMode = Qt::ElideMiddle;   // fits already; a style with other margins elides alike
    m_painted.insert(index.data(RunListModel::RunIdRole).toString(), opt.text);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}

} // namespace twb
