#include "widgets/common/plot_device_ratio.h"

#include "widgets/common/qcustomplot_include.h"

#include <QEvent>

namespace twb {
namespace {

class DevicePixelRatioFollower final : public QObject
{
public:
    explicit DevicePixelRatioFollower(QCustomPlot *plot) : QObject(plot), m_plot(plot) { plot->installEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_plot && (event->type() == QEvent::Show || event->type() == QEvent::ScreenChangeInternal)) {
            const double ratio = m_plot->devicePixelRatioF();
            if (m_plot->bufferDevicePixelRatio() != ratio) {
                m_plot->setBufferDevicePixelRatio(ratio);
                m_plot->replot(QCustomPlot::rpQueuedReplot);
            }
        }
        return false;
    }

private:
    QCustomPlot *m_plot;
};

} // namespace

void followDevicePixelRatio(QCustomPlot *plot)
{
    new DevicePixelRatioFollower(plot);
}

} // namespace twb
