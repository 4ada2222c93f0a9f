#include "widgets/common/flow_layout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace twb {

FlowLayout::FlowLayout(QWidget *parent, int spacing) : QLayout(parent), m_spacing(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

int FlowLayout::heightForWidth(int width) const
{
    return layoutItems(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    int width = 0, height = 0, visible = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + (visible++ > 0 ? horizontalGap() : 0);
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    layoutItems(rect, true);
}

int FlowLayout::horizontalGap() const
{
    if (m_spacing >= 0)
        return m_spacing;
    const QWidget *parent = parentWidget();
    return parent ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent) : 6;
}

int FlowLayout::verticalGap() const
{
    if (m_spacing >= 0)
        return m_spacing;
    const QWidget *parent = parentWidget();
    return parent ? parent->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, parent) : 6;
}

int FlowLayout::layoutItems(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int hGap = std::max(0, horizontalGap()), vGap = std::max(0, verticalGap());
    // Rows first (which items share a row), then each row placed with its own height, every
    // item centred vertically in it.
    QList<QList<QLayoutItem *>> rows(1);
    int x = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int w = std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width()));
        if (!rows.last().isEmpty() && x + hGap + w > area.width()) {
            rows.append(QList<QLayoutItem *>());
            x = 0;
        }
        x += (rows.last().isEmpty() ? 0 : hGap) + w;
        rows.last().append(item);
    }
    m_rows = int(rows.size());
    int y = area.y();
    // An item narrower than its hint (a wrapped label) is as tall as that width needs.
    const auto widthOf = [&](const QLayoutItem *item) {
        return std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width()));
    };
    const auto heightOf = [&](const QLayoutItem *item) {
        return item->hasHeightForWidth() ? item->heightForWidth(widthOf(item)) : item->sizeHint().height();
    };
    for (const QList<QLayoutItem *> &row : rows) {
        int height = 0;
        for (const QLayoutItem *item : row)
            height = std::max(height, heightOf(item));
        int left = area.x();
        for (QLayoutItem *item : row) {
            const int w = widthOf(item);
            const int h = std::min(height, std::max(heightOf(item), item->minimumSize().height()));
            if (apply)
                item->setGeometry(QRect(left, y + (height - h) / 2, w, h));
            left += w + hGap;
        }
        y += height + vGap;
    }
    const QMargins margins = contentsMargins();
    return y - vGap - area.y() + margins.top() + margins.bottom();
}

} // namespace twb
