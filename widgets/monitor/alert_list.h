#pragma once

#include "core/services/alert_event.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace twb {

// The Monitor's list of alerts (AlertMonitor): newest first, one row per alert with its time,
// kind (coloured by meaning), run (by its name, AlertEvent::runName; the id on hover) and hosts,
// and why. Double-clicking a row asks to open its run;
// a stall whose stacks were taken by themselves offers them with a Stacks button, so the dump
// waits for the user instead of opening a window over their work. An alert's updates (more
// hosts joined, or it ended: AlertChange) change its row in place. Keeps the newest kMaxRows.
class AlertList final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertList)

public:
    static constexpr int kMaxRows = 500;
    enum Column { TimeColumn, AlertColumn, RunColumn, DetailColumn, StacksColumn };

    explicit AlertList(QWidget *parent = nullptr);

    // A raised alert adds a row; an update goes to updateAlert.
    void addAlert(const AlertEvent &event);
    // The row of the same run, attempt and kind (the newest) shows the update's hosts, and an
    // ended alert says so; an update of a row no longer listed adds one.
    void updateAlert(const AlertEvent &event);
    // The run's newest stall gets a Stacks button (stacksRequested): its automatic dump is saved.
    void setStacksTaken(const QString &runId);
    void clear();
    int count() const;
    // The kind of the row (newest first).
    AlertKind kindAt(int row) const;
    QTreeWidget *tree() const { return m_tree; }
    // The Stacks button of the row, if it has one.
    QPushButton *stacksButton(int row) const;
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    void runActivated(const QString &runId);
    void stacksRequested(const QString &runId);
    // Rows were added or cleared.
    void countChanged(int count);

private:
    void fillRow(QTreeWidgetItem *item, const AlertEvent &event);
    void updateSummary();

    QLabel *m_summary = nullptr;
    QPushButton *m_clear = nullptr;
    QTreeWidget *m_tree = nullptr;
    QSet<QString> m_stacksWaiting;   // runs whose automatic dump came before their stall alert
};

} // namespace twb
