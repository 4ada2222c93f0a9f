#pragma once

#include "core/mesh/device_map.h"

#include <QWidget>

#include <optional>

namespace twb {

// The slice drawn as it is built: chips as cells of the x-y grid (3D slices as one panel per
// z plane, slices side by side), a chip's two devices as its halves (v2, v3, TPU7x), each TPU VM
// outlined. Devices are coloured by their coordinate along a chosen mesh axis, so an axis's
// groups show where they lie; hovering a device tells its id, worker, host and coordinates.
class DeviceGridWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeviceGridWidget)

public:
    explicit DeviceGridWidget(QWidget *parent = nullptr);

    // Empty map: draws the reason instead (the mesh does not multiply out yet).
    void setDeviceMap(const std::optional<DeviceMap> &map, const QString &emptyReason = {});
    void setColorAxis(int axisIndex);
    int colorAxis() const { return m_colorAxis; }

    // For views and tests.
    std::optional<QColor> colorOfDevice(int deviceId) const;
    QRect deviceRect(int deviceId) const;
    int deviceIdAt(const QPoint &position) const; // -1 if none
    QString describeDevice(int deviceId) const;

    QSize sizeHint() const override { return {520, 360}; }
    QSize minimumSizeHint() const override { return {220, 160}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Layout
    {
        int cell = 0;
        int planesPerRow = 1;
        int gap = 14;
        int label = 16;
        QPoint origin;
    };
    Layout layout() const;
    QFont smallFont() const;
    QString legendText() const;
    int legendHeight() const; // the legend's caption wraps at a narrow width
    QRect planeRect(const Layout &layout, int plane) const;
    QRect chipRect(const Layout &layout, const DevicePlacement &device) const;
    QRect deviceRect(const Layout &layout, const DevicePlacement &device) const;

    std::optional<DeviceMap> m_map;
    QList<int> m_deviceAtChip; // (slice * chips + chip index) * devices per chip + core -> device id
    QString m_emptyReason;
    int m_colorAxis = 0;
    int m_hovered = -1;
};

} // namespace twb
