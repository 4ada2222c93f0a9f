#include "widgets/common/plot_stack.h"

#include "core/util/atomic_file.h"
#include "widgets/common/plot_csv_writer.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QFileInfo>
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
    // Stacked panes are short: the name goes into the y label instead of a title row, and
    // only the bottom pane labels the shared x-axis.
    plot->setYLabel(yLabel.isEmpty() || yLabel == title ? title : u"%1 (%2)"_s.arg(title, yLabel));
    plot->setToolTip(title);
    plot->setHorizontalMargins(90, 75);
    if (!m_panes.isEmpty())
        m_panes.last()->setXAxisLabelsVisible(false);
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
        plot->deleteLater();
    }
    m_panes.clear();
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
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (m_panes.isEmpty())
        return fail(Error::invalid(tr("There is nothing to export: no plot is shown."), path));
    if (suffix == u"csv"_s) {
        // One CSV: each pane's rows, the header once.
        QByteArray all = PlotCsvWriter::header();
        for (const SeriesPlot *pane : std::as_const(m_panes))
            all += pane->csvRows();
        return writeFileAtomically(path, all);
    }
    const int height = paneHeight * int(m_panes.size());
    return PlotImageWriter::write(path, QSize(width, height), [&](QCPPainter &painter) {
        for (int i = 0; i < m_panes.size(); ++i) {
            painter.save();
            painter.translate(0, i * paneHeight);
            m_panes[i]->render(&painter, width, paneHeight);
            painter.restore();
        }
    });
}

} // namespace twb
