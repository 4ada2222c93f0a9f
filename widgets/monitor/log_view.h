#pragma once

#include "widgets/common/background_task.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace twb {

// One host's log (`logs/host-<i>.log`, from the local mirror of the run), following new
// bytes as they arrive, with a search box. The file's tail is read off the GUI thread; only
// the last 20 000 lines stay in the view.
class LogView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogView)

public:
    static constexpr int kMaximumLines = 20000;

    explicit LogView(QWidget *parent = nullptr);

    // The hosts to choose from and where their mirrors are (`<dir>/host-<i>.log`).
    void setSource(const QString &logDir, int hostCount);
    int host() const;
    void setHost(int host);
    // New bytes of `host`'s log (RunMonitor::logArrived).
    void append(int host, const QByteArray &bytes);

    void setFollow(bool follow);
    bool follow() const;
    // Selects the next match after the cursor (wrapping); false if there is none.
    bool findNext(const QString &text, bool backwards = false);
    QString text() const;

private:
    void load();

    QComboBox *m_host = nullptr;
    QCheckBox *m_follow = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QString m_dir;
    QByteArray m_partial;   // a line whose newline has not arrived
    int m_loadingHost = -1;
    TaskGroup m_tasks;
    TaskHandle m_loader; // the tail being read
};

} // namespace twb
