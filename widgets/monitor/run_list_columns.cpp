#include "widgets/monitor/run_list_columns.h"

#include "widgets/monitor/run_list_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>

#include <array>
#include <cmath>

namespace twb {
namespace {

// The name keeps this share of the width before a column folds away: what sets runs apart
// (RunNameDelegate) still shows in it, and at 1400x900 every column fits beside it. (Every
// column's header keeps room for the sort arrow, as QHeaderView measures it, so that no
// language's header is cut where English is not.)
constexpr double kNameShare = 0.3;
// Narrower still (the user dragged the list narrow), the kept columns give way with the name
// down to this share, their values cut (whole on hover).
constexpr double kNameLeast = 0.25;
constexpr int kMinColumn = 24;
// Folded away in this order where the list is too narrow; both are on the name's hover.
constexpr std::array kFoldOrder{RunListModel::MachineColumn, RunListModel::StartedColumn};
// The columns laid out here: the state, step and loss (whether a run still runs and how far it
// got) are always shown, then those that fold. The name stretches; the hosts and id are hidden.
constexpr std::array kColumns{RunListModel::StateColumn, RunListModel::StepColumn, RunListModel::LossColumn,
                              RunListModel::MachineColumn, RunListModel::StartedColumn};

} // namespace

RunListColumns::RunListColumns(QTableView *view) : QObject(view), m_view(view)
{
    const QAbstractItemModel *model = view->model();
    Q_ASSERT(model);
    connect(model, &QAbstractItemModel::modelReset, this, [this] { measureLater(); });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] { measureLater(); });
    connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { measureLater(); });
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this, model](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                // A whole-table update is measured anew; a few rows (a live step) only widen;
                // only the columns that changed (the figures, every 30 s).
                const bool all = topLeft.row() == 0 && bottomRight.row() == model->rowCount() - 1;
                for (const int column : kColumns)
                    if (column >= topLeft.column() && column <= bottomRight.column())
                        measureLater(column, all ? 0 : topLeft.row(), all ? -1 : bottomRight.row());
            });
    // A new language's headers; and a header state restored (ViewStateKeeper) may fold or show
    // columns this width does not: restoreState() tells it by the sort indicator.
    const auto check = [this] { QMetaObject::invokeMethod(this, [this] { apply(false); }, Qt::QueuedConnection); };
    connect(model, &QAbstractItemModel::headerDataChanged, this, check);
    connect(view->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, check);
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
    measureLater();
}

QList<int> RunListColumns::folded() const
{
    QList<int> columns;
    for (const int column : kFoldOrder)
        if (m_view->isColumnHidden(column))
            columns << column;
    return columns;
}

int RunListColumns::neededWidth(int column) const
{
    return std::max(headerWidth(column), m_content.value(column));
}

bool RunListColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        // Only a new width lays out anew: a taller list keeps the user's column widths. (A
        // scroll bar that comes while the columns change: once they have changed.)
        if (static_cast<QResizeEvent *>(event)->size().width() == m_width)
            return QObject::eventFilter(watched, event);
        if (m_applying)
            QMetaObject::invokeMethod(this, [this] { apply(true); }, Qt::QueuedConnection);
        else
            apply(true);
    } else if (watched == m_view && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)) {
        m_textWidths.clear();
        m_margins.clear();
        measureLater();
        // Then anew, the headers too (queued after the measure).
        QMetaObject::invokeMethod(this, [this] { apply(true); }, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void RunListColumns::measureLater()
{
    for (const int column : kColumns)
        measureLater(column, 0, -1);
}

void RunListColumns::measureLater(int column, int first, int last)
{
    Rows &rows = m_pending[column];
    if (last < 0)
        rows = {0, -1, true};
    else if (!rows.all)
        rows = {rows.last < rows.first ? first : std::min(rows.first, first), std::max(rows.last, last), false};
    if (std::exchange(m_measureQueued, true))
        return;
    QMetaObject::invokeMethod(this, &RunListColumns::measure, Qt::QueuedConnection);
}

void RunListColumns::measure()
{
    m_measureQueued = false;
    const QAbstractItemModel *model = m_view->model();
    const int grid = m_view->showGrid() ? 1 : 0;   // QTableView counts the grid line in
    bool changed = false;
    for (auto it = m_pending.constBegin(); it != m_pending.constEnd(); ++it) {
        const int column = it.key();
        const Rows rows = it.value();
        const int last = std::min(rows.all ? model->rowCount() - 1 : rows.last, model->rowCount() - 1);
        int widest = rows.all ? 0 : m_content.value(column);
        for (int row = rows.all ? 0 : rows.first; row <= last; ++row) {
            const QModelIndex index = model->index(row, column);
            const QString text = index.data().toString();
            if (text.isEmpty())
                continue;
            // The delegate's own measure once per column (margins, the state's badge), then
            // only the text's: a list of thousands of runs is measured in a moment.
            auto margin = m_margins.constFind(column);
            if (margin == m_margins.constEnd())
                margin = m_margins.insert(column, m_view->sizeHintForIndex(index).width() - textWidth(text));
            // + 1: the style lays text out at fractional widths and rounds up.
            widest = std::max(widest, textWidth(text) + *margin + 1 + grid);
        }
        if (widest != m_content.value(column)) {
            m_content.insert(column, widest);
            changed = true;
        }
    }
    m_pending.clear();
    if (changed)
        apply(false);
}

int RunListColumns::headerWidth(int column) const
{
    // As QHeaderView::sectionSizeHint() measures (which says 0 for a hidden section): the
    // title in bold, and room for the sort indicator on every column.
    const QHeaderView *header = m_view->horizontalHeader();
    QStyleOptionHeader option;
    option.initFrom(header);
    option.orientation = Qt::Horizontal;
    option.section = column;
    QFont font = header->font();
    font.setBold(true);
    option.fontMetrics = QFontMetrics(font);
    option.text = m_view->model()->headerData(column, Qt::Horizontal).toString();
    if (header->isSortIndicatorShown())
        option.sortIndicator = QStyleOptionHeader::SortDown;
    const int width = header->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header).width();
    const int least = header->minimumSectionSize();
    return std::clamp(width, least, std::max(least, header->maximumSectionSize()));
}

int RunListColumns::textWidth(const QString &text)
{
    if (const auto known = m_textWidths.constFind(text); known != m_textWidths.constEnd())
        return *known;
    if (m_textWidths.size() > 100000)   // a bound, not a cache of every loss ever shown
        m_textWidths.clear();
    return *m_textWidths.insert(text, m_view->fontMetrics().horizontalAdvance(text));
}

void RunListColumns::apply(bool force)
{
    const int width = m_view->viewport()->width();
    if (m_applying || width <= 0)
        return;
    const QScopedValueRollback applying(m_applying, true);
    QHash<int, int> needed;
    int total = 0;
    for (const int column : kColumns) {
        needed.insert(column, neededWidth(column));
        total += needed[column];
    }
    QList<int> folding;
    const int room = width - int(std::ceil(width * kNameShare));
    for (const int column : kFoldOrder) {
        if (total <= room)
            break;
        folding << column;
        total -= needed.take(column);
    }
    const int least = width - int(std::ceil(width * kNameLeast));
    if (total > least)
        for (auto it = needed.begin(); it != needed.end(); ++it)
            it.value() = std::max(kMinColumn, it.value() * least / total);
    if (!force) {
        // Only where a value would be cut or what folds changed: widths the user chose stay.
        bool same = folding == folded();
        for (auto it = needed.constBegin(); same && it != needed.constEnd(); ++it)
            same = m_view->columnWidth(it.key()) >= it.value();
        if (same)
            return;
    }
    m_width = width;
    for (const int column : kFoldOrder)
        m_view->setColumnHidden(column, folding.contains(column));
    for (auto it = needed.constBegin(); it != needed.constEnd(); ++it)
        m_view->setColumnWidth(it.key(), it.value());
}

} // namespace twb
