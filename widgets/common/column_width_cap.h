#pragma once

#include <QObject>

class QTableView;

namespace twb {

// Keeps one column of a table no wider than the table's viewport: a long name is elided in its
// middle (its start and its end, a run's date, stay readable) instead of pushing the rest of
// the row out of sight, and the column shows it whole again when the table is wide enough.
// fitToContents() sizes every column to its contents first (call it after the model reloads);
// the cap follows each resize of the viewport.
class ColumnWidthCap final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColumnWidthCap)

public:
    // A child of `view`.
    ColumnWidthCap(QTableView *view, int column);
    ~ColumnWidthCap() override;

    void fitToContents();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyCap();

    QTableView *m_view;
    int m_column;
    int m_contentsWidth = 0;   // what the column's contents ask for
};

} // namespace twb
