#include "widgets/compare/compare_curves_view.h"
#include "widgets/common/palette.h"

#include "core/ablation/run_set.h"
#include "core/metrics/series_store.h"
#include "core/services/run_display_name.h"
#include "widgets/common/plot_curve.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/run_styler.h"

#include <QEvent>
#include <QHash>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kMaxRawCurves = 200;
constexpr size_t kMaxThickCurves = 20;
constexpr int kMaxLegendValues = 12;
// Ranges zoomed to before are kept up to this many bytes of points (besides the one shown):
// zooming back to one shows it without decimating 500 runs again (bench_compare_open), about
// two ranges of 500 runs at 1200 px.
constexpr std::size_t kRangeCacheBytes = std::size_t(128) << 20;

} // namespace

CompareCurvesView::CompareCurvesView(QWidget *parent) : QWidget(parent)
{
    m_series = new SeriesPlot(this);
    m_series->customPlot()->setObjectName(u"curves"_s);
    m_series->setSmoothing(m_smoothing);
    m_series->setRangeCacheBytes(kRangeCacheBytes);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_series);
    applyYLabel();
}

CompareCurvesView::~CompareCurvesView() = default;

QCustomPlot *CompareCurvesView::plot() const
{
    return m_series->customPlot();
}

void CompareCurvesView::setRunSet(std::shared_ptr<const RunSet> runs, const QString &metric, const QString &colorBy)
{
    m_runs = std::move(runs);
    m_metric = metric;
    m_colorBy = colorBy;
    applyCurves();
    rebuild(true);
}

void CompareCurvesView::setMetric(const QString &metric)
{
    m_metric = metric;
    applyCurves();
    rebuild(true);
}

void CompareCurvesView::setColorBy(const QString &path)
{
    m_colorBy = path;
    applyCurves();
    rebuild(false);
}

void CompareCurvesView::setSmoothing(double weight)
{
    m_smoothing = weight;
    m_series->setSmoothing(weight);   // coalesced
    applyYLabel();
}

void CompareCurvesView::setXAxis(XAxis axis)
{
    m_series->setXAxis(axis);
    rebuild(true);
}

void CompareCurvesView::setLogY(bool log)
{
    m_series->setLogY(log);
    rebuild(true);
}

void CompareCurvesView::setMode(Mode mode)
{
    m_mode = mode;
    applyCurves();
    rebuild(false);
}

void CompareCurvesView::setStdBand(bool stdDev)
{
    m_stdBand = stdDev;
    applyCurves();
    rebuild(false);
}

void CompareCurvesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_runs) {
        applyCurves();
        rebuild(false);
    }
}

void CompareCurvesView::rebuild(bool rescale)
{
    if (rescale)
        m_series->setFollow(true);
    m_series->refreshNow();
    Q_EMIT rebuilt();
}

void CompareCurvesView::applyYLabel()
{
    m_series->setYLabel(m_metric + (m_smoothing > 0 ? tr(" (smoothed %1)").arg(m_smoothing) : QString()));
}

void CompareCurvesView::applyCurves()
{
    QList<PlotCurve> curves;
    QList<PlotAggregate> means;
    QList<PlotLegendEntry> legend;
    m_curveCount = 0;
    applyYLabel();
    if (!m_runs || m_runs->runs().empty()) {
        m_series->setStore(nullptr);
        m_series->setCurves({}, {});
        m_series->setLegendEntries({});
        return;
    }
    const RunSet &set = *m_runs;
    const SeriesStore &store = set.store();
    const auto &runs = set.runs();
    QHash<QString, QList<SeriesKey>> keysOfRun;
    for (const RunSet::Run &run : runs) {
        QList<SeriesKey> keys;
        for (int host : store.hosts(run.runId))
            if (const SeriesKey key{run.runId, host, m_metric}; store.contains(key))
                keys << key;
        keysOfRun.insert(run.runId, keys);
    }
    const RunStyler styler(set, m_colorBy);
    // Curves are named like everywhere else (the crosshair lists them): experiment, the values
    // that differ, seed, time.
    const QStringList runNames = RunDisplayName::names(set);
    const bool drawRuns = m_mode != Mode::MeanBand;
    const bool drawMeans = m_mode != Mode::Runs;
    // A pen wider than 1 px leaves Qt's fast cosmetic-line path for the full stroker, about 25x
    // slower (bench_compare_open: 500 runs repaint in ~3 s at 1.5 px, ~0.12 s at 1 px); thicker
    // run lines only help when there are few of them.
    const bool thickRuns = runs.size() <= kMaxThickCurves;
    for (size_t i = 0; i < runs.size() && drawRuns; ++i) {
        const QList<SeriesKey> &keys = keysOfRun[runs[i].runId];
        if (keys.isEmpty())
            continue;
        PlotCurve curve;
        if (keys.size() == 1)
            curve.key = keys.front();
        else
            curve.meanOf = keys;   // several hosts: their mean
        curve.label = runNames[qsizetype(i)];
        curve.color = styler.color(int(i));
        curve.penStyle = styler.penStyle(int(i));
        curve.width = drawMeans || !thickRuns ? 1 : 1.5;
        curve.rawAlpha = int(runs.size()) <= kMaxRawCurves ? 50 : 0;
        curve.inLegend = false;
        curves << curve;
        ++m_curveCount;
    }
    if (drawMeans) {
        // Cells in order of first appearance; each a mean over its seeds' runs (and hosts).
        QStringList cells;
        QHash<QString, QList<SeriesKey>> keysOfCell;
        for (const RunSet::Run &run : runs) {
            if (!cells.contains(run.hash))
                cells << run.hash;
            keysOfCell[run.hash] += keysOfRun[run.runId];
        }
        for (const QString &cell : std::as_const(cells)) {
            if (keysOfCell[cell].isEmpty())
                continue;
            PlotAggregate mean;
            mean.keys = keysOfCell[cell];
            const QString values = styler.cellLabel(cell);
            mean.label = values.isEmpty() ? tr("cell %1").arg(cell.left(8)) : tr("mean of %1").arg(values);
            mean.color = styler.cellColor(cell);
            mean.band = m_stdBand ? BandKind::StdDev : BandKind::MinMax;
            mean.width = 2.5;
            mean.bandAlpha = 45;
            mean.inLegend = false;
            means << mean;
            ++m_curveCount;
        }
    }
    // Legend: the colour values, then the seeds' line styles.
    int shown = 0;
    for (const RunStyler::Entry &entry : styler.entries()) {
        if (shown++ == kMaxLegendValues) {
            legend << PlotLegendEntry{tr("\u2026 %1 more").arg(styler.entries().size() - kMaxLegendValues),
                                      QPen(Qt::transparent)};
            break;
        }
        legend << PlotLegendEntry{m_colorBy.isEmpty() ? entry.label : u"%1 = %2"_s.arg(m_colorBy, entry.label),
                                  QPen(entry.color, 2.5)};
    }
    if (drawRuns && styler.seeds().size() > 1)
        for (const auto &[seed, style] : styler.seeds())
            legend << PlotLegendEntry{tr("seed %1").arg(seed), QPen(Palette::color(Palette::Role::Muted), 1.5, style)};

    m_series->setStore(&set.store());
    m_series->setCurves(curves, means);
    m_series->setLegendEntries(legend);
}

} // namespace twb
