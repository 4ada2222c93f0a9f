#pragma once

#include "core/metrics/host_health.h"

#include <QList>
#include <QPalette>
#include <QWidget>

namespace twb {

// One tile per host of a run: its index, newest step, the age of its last point and a colour
// for its state (running green, stalled orange, straggler yellow, crashed red ...). Tiles wrap
// into rows, so a 64-host slice stays readable; the tooltip says why a host is in its state.
class HostStrip final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostStrip)

public:
    explicit HostStrip(QWidget *parent = nullptr);

    void setHealth(const QList<HostHealth> &health, qint64 nowMs);
    // Marks hosts whose stream is not connected (a dashed border).
    void setConnected(const QList<bool> &connected);
    // The colour of each host's curves, shown as a stripe on its tile (the plots' legend).
    void setHostColors(const QList<QColor> &colors);

    int tileCount() const { return int(m_health.size()); }
    HostState tileState(int host) const;
    QString tileText(int host) const;
    int tileAt(const QPoint &position) const;

    static QColor stateColor(HostState state, const QPalette &palette = QPalette());

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void hostClicked(int host);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRect tileRect(int index, int width) const;
    int tileWidth() const;
    int columns(int width) const;

    QList<HostHealth> m_health;
    QList<bool> m_connected;
    QList<QColor> m_colors;
    qint64 m_nowMs = 0;
    mutable int m_tileWidth = 0;   // 0: not measured in this font yet
};

} // namespace twb
