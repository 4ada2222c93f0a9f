#include "widgets/common/column_width_cap.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace twb {

ColumnWidthCap::ColumnWidthCap(QTableView *view, int column) : QObject(view), m_view(view), m_column(column)
{
    view->setTextElideMode(Qt::ElideMiddle);
    view->setWordWrap(false);   // a wrapped name would be cut by the row's height instead
    view->viewport()->installEventFilter(this);
}

ColumnWidthCap::~ColumnWidthCap() = default;

void ColumnWidthCap::fitToContents()
{
    m_view->resizeColumnsToContents();
    m_contentsWidth = m_view->columnWidth(m_column);
    applyCap();
}

bool ColumnWidthCap::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && m_contentsWidth > 0)
        applyCap();
    return QObject::eventFilter(watched, event);
}

void ColumnWidthCap::applyCap()
{
    // Not below what the header's own label needs.
    const int floor = m_view->horizontalHeader()->sectionSizeHint(m_column);
    m_view->setColumnWidth(m_column, std::min(m_contentsWidth, std::max(floor, m_view->viewport()->width())));
}

} // namespace twb
