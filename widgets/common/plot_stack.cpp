#include "widgets/common/plot_stack.h"

#include "core/util/atomic_file.h"
#include "widgets/common/plot_csv_writer.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/common/x_axis_ticker.h"

#include <QFileInfo>
#include <QPicture>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

PlotStack::PlotStack(SeriesStore &store, QWidget *parent) : QWidget(parent), m_store(store)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Many panes on a small screen scroll instead of making the window taller than the screen.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"paneScroll"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_splitter = new QSplitter(Qt::Vertical, scroll);
    m_splitter->setChildrenCollapsible(false);
    scroll->setWidget(m_splitter);
    layout->addWidget(scroll);
}

SeriesPlot *PlotStack::addPane(const QString &name, const QString &title, const QString &yLabel)
{
    auto *plot = new SeriesPlot(m_store, m_splitter);
    plot->setObjectName(name);
    // Stacked panes are short: the name goes into the y label instead of a title row. Every
    // pane numbers its steps (no scrolling to the bottom to read them); only the bottom pane
    // says what they are.
    plot->setYLabel(yLabel.isEmpty() || yLabel == title ? title : u"%1 (%2)"_s.arg(title, yLabel));
    plot->setToolTip(title);
    plot->setAccessibleName(tr("%1 plot").arg(title));
    if (!m_panes.isEmpty())
        m_panes.last()->setXAxisTitleVisible(false);
    plot->customPlot()->axisRect()->setMinimumMargins(m_sharedMargins);
    // One x for all panes in follow mode: the union of their data.
    plot->setFollowRange([this]() -> std::optional<QPair<double, double>> {
        std::optional<QPair<double, double>> all;
        for (const SeriesPlot *pane : std::as_const(m_panes)) {
            const auto range = pane->dataXRange();
            if (!range)
                continue;
            all = all ? QPair<double, double>{std::min(all->first, range->first), std::max(all->second, range->second)}
                      : *range;
        }
        return all;
    });
    connect(plot->customPlot(), &QCustomPlot::afterLayout, this, &PlotStack::alignMargins);
    plot->setXAxis(m_axis);
    plot->setSmoothing(m_smoothing);
    plot->setLogY(m_logY);
    m_splitter->addWidget(plot);
    connect(plot, &SeriesPlot::xRangeChanged, this, [this, plot](double lower, double upper) {
        syncRange(plot, lower, upper);
    });
    connect(plot, &SeriesPlot::crosshairMoved, this, [this, plot](double x) {
        for (auto *other : std::as_const(m_panes))
            if (other != plot)
                other->showCrosshairAt(x);
    });
    connect(plot, &SeriesPlot::followChanged, this, [this](bool follow) {
        if (m_syncing)
            return;
        m_syncing = true;
        for (auto *other : std::as_const(m_panes))
            other->setFollow(follow);
        m_syncing = false;
        Q_EMIT followChanged(follow);
    });
    m_panes << plot;
    return plot;
}

void PlotStack::clearPanes()
{
    // Hidden now, deleted when control returns to the event loop: a pane freed while Qt had a
    // repaint of it pending (a rebuild from a signal during a paint) crashed the repaint.
    for (auto *plot : std::as_const(m_panes)) {
        plot->hide();
        plot->disconnect(this);
        plot->customPlot()->disconnect(this);
        plot->setFollowRange({});   // its own data until it goes
        plot->deleteLater();
    }
    m_panes.clear();
    m_sharedMargins = QMargins();
}

void PlotStack::alignMargins()
{
    // QCPMarginGroup lines up axis rects inside one QCustomPlot; these are separate widgets,
    // so the same is done by hand: after each layout, the widest margins become every pane's
    // minimum (they only grow until the panes are rebuilt, so this settles at once).
    QMargins widest = m_sharedMargins;
    for (const SeriesPlot *pane : std::as_const(m_panes)) {
        const QMargins m = pane->customPlot()->axisRect()->margins();
        widest.setLeft(std::max(widest.left(), m.left()));
        widest.setRight(std::max(widest.right(), m.right()));
    }
    if (widest == m_sharedMargins)
        return;
    m_sharedMargins = widest;
    for (SeriesPlot *pane : std::as_const(m_panes)) {
        pane->customPlot()->axisRect()->setMinimumMargins(QMargins(widest.left(), 0, widest.right(), 0));
        pane->customPlot()->replot(QCustomPlot::rpQueuedReplot);
    }
}

SeriesPlot *PlotStack::pane(const QString &name) const
{
    for (auto *plot : m_panes)
        if (plot->objectName() == name)
            return plot;
    return nullptr;
}

void PlotStack::syncRange(SeriesPlot *source, double lower, double upper)
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (auto *other : std::as_const(m_panes))
        if (other != source)
            other->setXRange(lower, upper);
    m_syncing = false;
    Q_EMIT xRangeChanged(lower, upper);
}

void PlotStack::setXAxis(XAxis axis)
{
    m_axis = axis;
    for (auto *plot : std::as_const(m_panes))
        plot->setXAxis(axis);
}

void PlotStack::setSmoothing(double weight)
{
    m_smoothing = weight;
    for (auto *plot : std::as_const(m_panes))
        plot->setSmoothing(weight);
}

void PlotStack::setLogY(bool logarithmic)
{
    m_logY = logarithmic;
    for (auto *plot : std::as_const(m_panes))
        plot->setLogY(logarithmic);
}

void PlotStack::setFollow(bool follow)
{
    m_syncing = true;
    for (auto *plot : std::as_const(m_panes))
        plot->setFollow(follow);
    m_syncing = false;
}

Result<void> PlotStack::exportTo(const QString &path, int width, int paneHeight)
{
    auto bytes = renderExport(path, width, paneHeight);
    if (!bytes)
        return fail(bytes.error());
    return writeFileAtomically(path, *bytes);
}

Result<QByteArray> PlotStack::renderExport(const QString &path, int width, int paneHeight)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (m_panes.isEmpty())
        return fail(Error::invalid(tr("There is nothing to export: no plot is shown."), path));
    if (suffix == u"csv"_s) {
        // One CSV: each pane's rows, the header once.
        QByteArray all = PlotCsvWriter::header();
        for (const SeriesPlot *pane : std::as_const(m_panes))
            all += pane->csvRows();
        return all;
    }
    const int height = paneHeight * int(m_panes.size());
    // Lay every pane out at the export's size once, so that their margins can be made the same
    // before the panes are drawn (a pane that has not been shown yet has not reported them).
    {
        QPicture scratch;
        QCPPainter painter(&scratch);
        for (SeriesPlot *pane : std::as_const(m_panes))
            pane->render(&painter, width, paneHeight);
    }
    alignMargins();
    QStringList metrics;
    for (const SeriesPlot *pane : std::as_const(m_panes))
        metrics << pane->customPlot()->yAxis->label();
    const PlotImageWriter::Title title{m_exportTitle, tr("%1 over %2").arg(metrics.join(u", "_s), xAxisLabel(m_axis))};
    return PlotImageWriter::render(
        path, QSize(width, height),
        [&](QCPPainter &painter) {
            for (int i = 0; i < m_panes.size(); ++i) {
                painter.save();
                painter.translate(0, i * paneHeight);
                m_panes[i]->render(&painter, width, paneHeight);
                painter.restore();
            }
        },
        title);
}

} // namespace twb
