#pragma once

#include <QHash>
#include <QList>
#include <QObject>

class QModelIndex;
class QTableView;

namespace twb {

// Lays out the columns of the Monitor's run list (a RunListModel, through a proxy or not) for
// the list's width. Each column is as wide as its header and its widest value need, measured
// with the view's font (a German or Japanese header is measured as it is, no pixel width is
// written in); the name stretches over the rest. Where the state, step, loss, machine and
// start do not fit beside the name's share of the width (kNameShare), the machine folds away,
// then the start (both are on the name's hover), so that the columns left show whole values;
// they come back when the list is wide enough again. The layout follows the viewport's width
// and the values; a column the user widened keeps its width until the list's width changes,
// and the sort is left alone (a folded column still sorts the list).
class RunListColumns final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListColumns)

public:
    explicit RunListColumns(QTableView *view);

    // The columns folded away now (RunListModel::Column), in the order they fold.
    QList<int> folded() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Measures the values again, queued so that a burst of changes is measured once: every
    // column's rows, or `column`'s rows `first`..`last` (last < 0: all of them), whose values
    // only widen what was measured.
    void measureLater();
    void measureLater(int column, int first, int last);
    void measure();
    // The width `column` needs for its header and its widest value.
    int neededWidth(int column) const;
    int headerWidth(int column) const;
    int textWidth(const QString &text);
    // `force`: the width changed, lay out anew; otherwise only where a value would be cut or
    // what folds changed (the user's own widths stay).
    void apply(bool force);

    QTableView *m_view = nullptr;
    QHash<int, int> m_content;        // column -> the cell width of its widest value
    QHash<int, int> m_margins;        // column -> a cell's width beyond its text (margins, badge)
    QHash<QString, int> m_textWidths; // text -> its advance in the view's font
    int m_width = -1;                 // the viewport's width the columns were laid out for
    struct Rows
    {
        int first = 0;
        int last = -1;
        bool all = false;
    };
    QHash<int, Rows> m_pending;       // column -> its rows to measure
    bool m_measureQueued = false;
    bool m_applying = false;
};

} // namespace twb
