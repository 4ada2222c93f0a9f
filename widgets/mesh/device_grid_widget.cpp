#include "widgets/mesh/device_grid_widget.h"

#include "widgets/common/palette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

constexpr int kMinLegendHeight = 22;
constexpr int kSwatchWidth = 11;

QString coordinates(const QList<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return u'(' + parts.join(u", "_s) + u')';
}

// A coordinate along the coloured axis (t in [0, 1]) as a hue: pale fills on a light palette,
// deep ones on a dark palette, so the palette's text reads on both.
QColor hueFill(double t, const QPalette &palette)
{
    const int hue = int(300.0 * std::clamp(t, 0.0, 1.0));
    return Palette::isDark(palette) ? QColor::fromHsv(hue, 150, 120) : QColor::fromHsv(hue, 150, 235);
}

// Of the palette's Text and Base, the one that reads better on `fill`.
QColor textOn(const QColor &fill, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    return Palette::contrast(fill, text) >= Palette::contrast(fill, base) ? text : base;
}

} // namespace

DeviceGridWidget::DeviceGridWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // A screen reader says what the picture shows (the layout in words; the table beside it
    // lists every device).
    setAccessibleName(tr("Device grid"));
}

void DeviceGridWidget::setDeviceMap(const std::optional<DeviceMap> &map, const QString &emptyReason)
{
    m_map = map;
    m_emptyReason = emptyReason;
    m_deviceAtChip.clear();
    if (m_map) {
        const AcceleratorType &type = m_map->mesh().accelerator();
        const int perChip = type.generation().devicesPerChip;
        m_deviceAtChip = QList<int>(m_map->devices().size(), -1);
        for (const auto &d : m_map->devices())
            m_deviceAtChip[(d.slice * type.chips() + type.topology().indexOf(d.chip)) * perChip + d.core] = d.deviceId;
    }
    m_hovered = -1;
    if (m_map && m_colorAxis >= m_map->axes().size())
        m_colorAxis = 0;
    if (m_map) {
        QStringList axes;
        for (const AxisPlacement &axis : m_map->axes())
            axes << tr("%1 = %2 over %3").arg(axis.name).arg(axis.size).arg(axis.physical);
        setAccessibleDescription(tr("%n device(s) of %1: %2", nullptr, int(m_map->devices().size()))
                                     .arg(m_map->mesh().accelerator().name(), axes.join(u"; "_s)));
    } else {
        setAccessibleDescription(emptyReason);
    }
    update();
}

void DeviceGridWidget::setColorAxis(int axisIndex)
{
    m_colorAxis = std::max(0, axisIndex);
    update();
}

DeviceGridWidget::Layout DeviceGridWidget::layout() const
{
    Layout l;
    if (!m_map)
        return l;
    const ChipTopology topology = m_map->mesh().accelerator().topology();
    const int X = topology.dims.value(0, 1), Y = topology.dims.value(1, 1), Z = topology.dims.value(2, 1);
    const int planes = Z * m_map->mesh().slices();
    const int width = std::max(1, this->width() - 16);
    const int height = std::max(1, this->height() - 16 - legendHeight());
    // Try every number of planes per row; keep the one giving the biggest cells.
    for (int perRow = 1; perRow <= planes; ++perRow) {
        const int rows = (planes + perRow - 1) / perRow;
        const int byWidth = (width - (perRow - 1) * l.gap) / (perRow * X);
        const int byHeight = (height - rows * l.label - (rows - 1) * l.gap) / (rows * Y);
        const int cell = std::min({byWidth, byHeight, 96});
        if (cell > l.cell) {
            l.cell = cell;
            l.planesPerRow = perRow;
        }
    }
    const int rows = (planes + l.planesPerRow - 1) / l.planesPerRow;
    const int usedWidth = l.planesPerRow * X * l.cell + (l.planesPerRow - 1) * l.gap;
    const int usedHeight = rows * (Y * l.cell + l.label) + (rows - 1) * l.gap;
    l.origin = QPoint(8 + std::max(0, (width - usedWidth) / 2), 8 + std::max(0, (height - usedHeight) / 2));
    return l;
}

QRect DeviceGridWidget::planeRect(const Layout &l, int plane) const
{
    const ChipTopology topology = m_map->mesh().accelerator().topology();
    const int X = topology.dims.value(0, 1), Y = topology.dims.value(1, 1);
    const int column = plane % l.planesPerRow, row = plane / l.planesPerRow;
    const QPoint topLeft = l.origin + QPoint(column * (X * l.cell + l.gap), row * (Y * l.cell + l.label + l.gap) + l.label);
    return {topLeft, QSize(X * l.cell, Y * l.cell)};
}

QRect DeviceGridWidget::chipRect(const Layout &l, const DevicePlacement &device) const
{
    const ChipTopology topology = m_map->mesh().accelerator().topology();
    const int Z = topology.dims.value(2, 1);
    const int plane = device.slice * Z + device.chip.value(2, 0);
    const QRect area = planeRect(l, plane);
    return {area.topLeft() + QPoint(device.chip.value(0) * l.cell, device.chip.value(1) * l.cell), QSize(l.cell, l.cell)};
}

QRect DeviceGridWidget::deviceRect(const Layout &l, const DevicePlacement &device) const
{
    const QRect chip = chipRect(l, device);
    const int perChip = m_map->mesh().accelerator().generation().devicesPerChip;
    if (perChip == 1)
        return chip;
    const int w = chip.width() / perChip;
    return {chip.left() + device.core * w, chip.top(), w, chip.height()};
}

QRect DeviceGridWidget::deviceRect(int deviceId) const
{
    const DevicePlacement *device = m_map ? m_map->byDeviceId(deviceId) : nullptr;
    return device ? deviceRect(layout(), *device) : QRect();
}

int DeviceGridWidget::deviceIdAt(const QPoint &position) const
{
    if (!m_map)
        return -1;
    const Layout l = layout();
    if (l.cell < 1)
        return -1;
    const AcceleratorType &type = m_map->mesh().accelerator();
    const ChipTopology topology = type.topology();
    const int Z = topology.dims.value(2, 1);
    const int perChip = type.generation().devicesPerChip;
    for (int plane = 0; plane < Z * m_map->mesh().slices(); ++plane) {
        const QRect area = planeRect(l, plane);
        if (!area.contains(position))
            continue;
        QList<int> chip{(position.x() - area.left()) / l.cell, (position.y() - area.top()) / l.cell};
        if (topology.rank() == 3)
            chip << plane % Z;
        const QRect chipArea(area.left() + chip[0] * l.cell, area.top() + chip[1] * l.cell, l.cell, l.cell);
        const int core = std::min(perChip - 1, (position.x() - chipArea.left()) * perChip / std::max(1, l.cell));
        const int slot = ((plane / Z) * type.chips() + topology.indexOf(chip)) * perChip + core;
        return m_deviceAtChip.value(slot, -1);
    }
    return -1;
}

std::optional<QColor> DeviceGridWidget::colorOfDevice(int deviceId) const
{
    if (!m_map || m_map->axes().isEmpty())
        return std::nullopt;
    const DevicePlacement *device = m_map->byDeviceId(deviceId);
    if (!device)
        return std::nullopt;
    const int axis = std::min<int>(m_colorAxis, int(m_map->axes().size()) - 1);
    const int size = m_map->axes()[axis].size;
    const int c = device->logical[axis];
    return hueFill(size <= 1 ? 0.6 : double(c) / (size - 1), palette());
}

QString DeviceGridWidget::describeDevice(int deviceId) const
{
    if (!m_map)
        return {};
    const DevicePlacement *d = m_map->byDeviceId(deviceId);
    if (!d)
        return {};
    QStringList logical;
    for (qsizetype i = 0; i < m_map->axes().size(); ++i)
        logical << m_map->axes()[i].name + u'=' + QString::number(d->logical[i]);
    QString text = tr("device %1\nworker %2, host %3%4\nchip %5%6\n%7")
                       .arg(d->deviceId)
                       .arg(d->worker)
                       .arg(d->host)
                       .arg(m_map->mesh().slices() > 1 ? tr(", slice %1").arg(d->slice) : QString())
                       .arg(coordinates(d->chip))
                       .arg(m_map->mesh().accelerator().generation().devicesPerChip > 1 ? tr(", core %1").arg(d->core) : QString())
                       .arg(logical.join(u", "_s));
    return text;
}

void DeviceGridWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!m_map) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                   m_emptyReason.isEmpty() ? tr("No device map") : m_emptyReason);
        return;
    }
    const Layout l = layout();
    if (l.cell < 2) {
        p.drawText(rect(), Qt::AlignCenter, tr("Too many chips to draw at this size"));
        return;
    }
    const AcceleratorType &type = m_map->mesh().accelerator();
    const ChipTopology topology = type.topology();
    const int Z = topology.dims.value(2, 1);
    const int planes = Z * m_map->mesh().slices();
    p.setFont(smallFont());

    // Plane captions.
    p.setPen(palette().color(QPalette::Text));
    for (int plane = 0; plane < planes; ++plane) {
        const QRect area = planeRect(l, plane);
        QStringList caption;
        if (m_map->mesh().slices() > 1)
            caption << tr("slice %1").arg(plane / Z);
        if (Z > 1)
            caption << tr("z=%1").arg(plane % Z);
        if (caption.isEmpty())
            caption << tr("%n chip(s) (%1)", nullptr, type.chips()).arg(topology.toString());
        p.drawText(QRect(area.left(), area.top() - l.label, area.width() + l.gap, l.label), Qt::AlignLeft | Qt::AlignVCenter,
                   caption.join(u", "_s));
    }

    // Devices.
    const int axis = std::min<int>(m_colorAxis, int(m_map->axes().size()) - 1);
    for (const auto &device : m_map->devices()) {
        const QRect r = deviceRect(l, device);
        const QColor fill = colorOfDevice(device.deviceId).value_or(palette().color(QPalette::Mid));
        p.fillRect(r, fill);
        if (l.cell >= 22 && r.width() >= 12) {
            p.setPen(textOn(fill, palette()));
            p.drawText(r, Qt::AlignCenter, QString::number(device.logical[axis]));
        }
    }
    // Chip borders, then VM outlines on top.
    QColor chipBorder = palette().color(QPalette::Base);
    chipBorder.setAlpha(200);
    p.setPen(QPen(chipBorder, 1));
    for (const auto &device : m_map->devices())
        if (device.core == 0)
            p.drawRect(chipRect(l, device).adjusted(0, 0, -1, -1));
    const ChipTopology vm = type.vmBlock();
    const int vx = vm.dims.value(0, 1), vy = vm.dims.value(1, 1);
    p.setPen(QPen(palette().color(QPalette::Text), l.cell >= 10 ? 2 : 1));
    for (int plane = 0; plane < planes; ++plane) {
        const QRect area = planeRect(l, plane);
        for (int x = 0; x < topology.dims.value(0, 1); x += vx)
            for (int y = 0; y < topology.dims.value(1, 1); y += vy)
                p.drawRect(QRect(area.left() + x * l.cell, area.top() + y * l.cell, vx * l.cell, vy * l.cell).adjusted(0, 0, -1, -1));
    }
    if (m_hovered >= 0) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        if (const DevicePlacement *hovered = m_map->byDeviceId(m_hovered))
            p.drawRect(deviceRect(l, *hovered).adjusted(1, 1, -2, -2));
    }

    // Legend: swatches, then the caption wrapped below them rather than cut at a narrow width.
    const int legendH = legendHeight();
    const QRect legend(8, height() - legendH - 4, width() - 16, legendH);
    const MeshAxis &colored = m_map->mesh().axes()[axis];
    p.setPen(palette().color(QPalette::Text));
    const int swatches = std::min(colored.size, 16);
    int x = legend.left();
    for (int i = 0; i < swatches; ++i) {
        const int c = colored.size <= 16 ? i : i * (colored.size - 1) / 15;
        p.fillRect(QRect(x, legend.top() + 5, 10, 12),
                   hueFill(colored.size <= 1 ? 0.6 : double(c) / (colored.size - 1), palette()));
        x += kSwatchWidth;
    }
    p.drawText(QRect(x + 6, legend.top(), legend.right() - x - 6, legend.height()),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, legendText());
}

QFont DeviceGridWidget::smallFont() const
{
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() - 1));
    return small;
}

QString DeviceGridWidget::legendText() const
{
    if (!m_map || m_map->axes().isEmpty())
        return {};
    const int axis = std::min<int>(m_colorAxis, int(m_map->axes().size()) - 1);
    const MeshAxis &colored = m_map->mesh().axes()[axis];
    return tr("colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip(s))", nullptr,
              m_map->mesh().accelerator().vmBlock().chipCount())
        .arg(colored.name)
        .arg(colored.size - 1);
}

int DeviceGridWidget::legendHeight() const
{
    if (!m_map || m_map->axes().isEmpty())
        return kMinLegendHeight;
    const int axis = std::min<int>(m_colorAxis, int(m_map->axes().size()) - 1);
    const int swatches = std::min(m_map->mesh().axes()[axis].size, 16);
    const int textWidth = std::max(40, width() - 16 - swatches * kSwatchWidth - 6);
    const QRect needed = QFontMetrics(smallFont()).boundingRect(QRect(0, 0, textWidth, 10000), Qt::TextWordWrap, legendText());
    return std::max(kMinLegendHeight, needed.height() + 4);
}

void DeviceGridWidget::mouseMoveEvent(QMouseEvent *event)
{
    const int device = deviceIdAt(event->position().toPoint());
    if (device != m_hovered) {
        m_hovered = device;
        update();
    }
    if (device >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), describeDevice(device), this);
    else
        QToolTip::hideText();
}

void DeviceGridWidget::leaveEvent(QEvent *)
{
    m_hovered = -1;
    update();
}

} // namespace twb
