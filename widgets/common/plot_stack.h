#pragma once

#include "core/metrics/series_key.h"
#include "core/util/error.h"

#include <QList>
#include <QMargins>
#include <QWidget>

class QSplitter;

namespace twb {

class SeriesPlot;
class SeriesStore;

// Panes of SeriesPlot stacked on a shared x-axis (loss over lr over step time ...): zooming or
// panning one pane moves them all, the crosshair runs through all of them, and exports put
// every pane into one image (PNG, SVG, PDF) or one CSV. Used by the monitor and the compare
// view.
class PlotStack final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlotStack)

public:
    explicit PlotStack(SeriesStore &store, QWidget *parent = nullptr);

    // A new pane at the bottom; `name` identifies it (objectName), `title` is shown.
    SeriesPlot *addPane(const QString &name, const QString &title, const QString &yLabel);
    void clearPanes();
    QList<SeriesPlot *> panes() const { return m_panes; }
    SeriesPlot *pane(const QString &name) const;

    // Applied to every pane, present and future.
    void setXAxis(XAxis axis);
    void setSmoothing(double weight);
    void setLogY(bool logarithmic);
    void setFollow(bool follow);
    XAxis xAxis() const { return m_axis; }
    double smoothing() const { return m_smoothing; }
    bool logY() const { return m_logY; }

    // Heading of exported images (the run's readable name); the panes' metrics and the time
    // are added below it.
    void setExportTitle(const QString &title) { m_exportTitle = title; }
    QString exportTitle() const { return m_exportTitle; }

    // One file for the whole stack: .png, .svg or .pdf (a heading, then the panes one under
    // the other, each `paneHeight` high), or .csv (the raw points of every pane's curves in
    // the visible range). renderExport gives the file's bytes, painted here, for a write off
    // the GUI thread; exportTo writes them at once.
    Result<QByteArray> renderExport(const QString &path, int width = 1200, int paneHeight = 260);
    Result<void> exportTo(const QString &path, int width = 1200, int paneHeight = 260);

Q_SIGNALS:
    void xRangeChanged(double lower, double upper);
    void followChanged(bool follow);

private:
    void syncRange(SeriesPlot *source, double lower, double upper);
    // Gives every pane the widest left and right axis margins any pane needs, so the axis
    // rects, and with them the steps, line up whatever the width of each pane's tick labels.
    void alignMargins();

    SeriesStore &m_store;
    QSplitter *m_splitter = nullptr;
    QList<SeriesPlot *> m_panes;
    XAxis m_axis = XAxis::Step;
    double m_smoothing = 0;
    bool m_logY = false;
    bool m_syncing = false;
    QMargins m_sharedMargins;
    QString m_exportTitle;
};

} // namespace twb
