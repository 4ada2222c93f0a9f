#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

namespace twb {

class LogCaptureSink;
struct LogRecord;
class LogModel;

// The in-app log: records from the capture sink, filtered by minimum level and text. New
// records are pulled in batches on a coalescing timer, never per line. Collapsed by default to
// one status line (the newest record at info or above, coloured by level) with a button that
// shows the whole log; the main window sizes the dock when that changes.
class LogPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogPanel)

public:
    LogPanel(std::shared_ptr<LogCaptureSink> sink, QWidget *parent = nullptr);
    ~LogPanel() override;

    LogModel *model() const { return m_model; }
    // One line collapsed; slim expanded: the log sits under the panels and should not crowd them.
    QSize sizeHint() const override;
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool expanded);
    QString statusText() const;
    // Pulls pending records now (tests; the timer does it otherwise).
    void pullPending();

Q_SIGNALS:
    void recordsPending();
    void expandedChanged(bool expanded);

private:
    void applyFilter();
    void showStatus(const LogRecord &record);

    std::shared_ptr<LogCaptureSink> m_sink;
    LogModel *m_model = nullptr;
    QSortFilterProxyModel *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QComboBox *m_level = nullptr;
    QLineEdit *m_search = nullptr;
    QTimer *m_pullTimer = nullptr;
    QToolButton *m_toggle = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_details = nullptr;
    bool m_expanded = false;
};

} // namespace twb
