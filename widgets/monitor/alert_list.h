#pragma once

#include "core/services/alert_event.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace twb {

// The Monitor's list of alerts (AlertMonitor): newest first, one row per alert with its time,
// kind (coloured by meaning), run and host, and why. Double-clicking a row asks to open its run.
// Keeps the newest kMaxRows.
class AlertList final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertList)

public:
    static constexpr int kMaxRows = 500;
    enum Column { TimeColumn, AlertColumn, RunColumn, DetailColumn };

    explicit AlertList(QWidget *parent = nullptr);

    void addAlert(const AlertEvent &event);
    void clear();
    int count() const;
    // The kind of the row (newest first).
    AlertKind kindAt(int row) const;
    QTreeWidget *tree() const { return m_tree; }
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    void runActivated(const QString &runId);

private:
    void updateSummary();

    QLabel *m_summary = nullptr;
    QPushButton *m_clear = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace twb
