#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace twb {

class LogCaptureSink;
class LogModel;

// The in-app log: records from the capture sink, filtered by minimum level and text. New
// records are pulled in batches on a coalescing timer, never per line.
class LogPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogPanel)

public:
    LogPanel(std::shared_ptr<LogCaptureSink> sink, QWidget *parent = nullptr);
    ~LogPanel() override;

    LogModel *model() const { return m_model; }
    // Slim by default: the log sits under the panels and should not crowd them.
    QSize sizeHint() const override { return {900, 150}; }
    // Pulls pending records now (tests; the timer does it otherwise).
    void pullPending();

Q_SIGNALS:
    void recordsPending();

private:
    void applyFilter();

    std::shared_ptr<LogCaptureSink> m_sink;
    LogModel *m_model = nullptr;
    QSortFilterProxyModel *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QComboBox *m_level = nullptr;
    QLineEdit *m_search = nullptr;
    QTimer *m_pullTimer = nullptr;
};

} // namespace twb
