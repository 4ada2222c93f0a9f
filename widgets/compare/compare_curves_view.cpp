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

// The envelope rule: past kEnvelopeAboveRuns runs drawn, every colour of more than
// kEnvelopeAboveRunsOfColor runs is drawn as its envelope, the band from the lowest to the
// highest of its runs with their mean, instead of a line per run. A colour's runs are told
// apart only by their seed's dash and there are five dashes, so more of them are a tangle that
// shows no more than the band does; and 500 lines cost ~30x what 10 bands cost to draw and
// decimate (bench_compare_open). The highlighted run is drawn on top as its own line.
constexpr int kEnvelopeAboveRuns = 50;
constexpr int kEnvelopeAboveRunsOfColor = 5;
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

void CompareCurvesView::setHighlightedRun(const QString &runId)
{
    if (runId == m_highlightedRun)
        return;
    m_highlightedRun = runId;
    applyCurves();
    rebuild(false);
}

void CompareCurvesView::setHiddenRuns(const QSet<QString> &runIds)
{
    if (runIds == m_hiddenRuns)
        return;
    m_hiddenRuns = runIds;
    applyCurves();
    rebuild(false);
}

void CompareCurvesView::applyCurves()
{
    QList<PlotCurve> curves;
    QList<PlotAggregate> aggregates;
    QList<PlotLegendEntry> legend;
    m_curveCount = 0;
    m_envelopeCount = 0;
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
        if (!m_hiddenRuns.contains(run.runId))
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

    // The runs drawn, by colour (the entry of the value that gave it), and which colours are
    // drawn as envelopes (kEnvelopeAboveRuns).
    QList<QList<int>> runsOfEntry(styler.entries().size());
    int drawnRuns = 0;
    for (size_t i = 0; i < runs.size() && drawRuns; ++i) {
        if (keysOfRun[runs[i].runId].isEmpty() || styler.entryIndex(int(i)) < 0)
            continue;
        runsOfEntry[styler.entryIndex(int(i))] << int(i);
        ++drawnRuns;
    }
    QList<bool> enveloped(runsOfEntry.size(), false);
    int linesDrawn = drawnRuns;
    for (qsizetype e = 0; e < runsOfEntry.size(); ++e) {
        enveloped[e] = drawnRuns > kEnvelopeAboveRuns && runsOfEntry[e].size() > kEnvelopeAboveRunsOfColor;
        if (enveloped[e])
            linesDrawn -= int(runsOfEntry[e].size());
    }

    // A pen wider than 1 px leaves Qt's fast cosmetic-line path for the full stroker, about 25x
    // slower (bench_compare_open: 500 runs repaint in ~3 s at 1.5 px, ~0.12 s at 1 px); thicker
    // run lines only help when there are few of them.
    const bool thickRuns = linesDrawn <= int(kMaxThickCurves);
    for (size_t i = 0; i < runs.size(); ++i) {
        const QList<SeriesKey> &keys = keysOfRun[runs[i].runId];
        const bool highlighted = runs[i].runId == m_highlightedRun;   // drawn in every mode
        const bool ownLine = drawRuns && !enveloped.value(styler.entryIndex(int(i)));
        if (keys.isEmpty() || !(ownLine || highlighted))
            continue;
        PlotCurve curve;
        if (keys.size() == 1)
            curve.key = keys.front();
        else
            curve.meanOf = keys;   // several hosts: their mean
        curve.label = runNames[qsizetype(i)];
        curve.color = styler.color(int(i));
        curve.penStyle = styler.penStyle(int(i));
        curve.width = highlighted ? 2.5 : drawMeans || !thickRuns ? 1 : 1.5;
        curve.rawAlpha = int(runs.size()) <= kMaxRawCurves ? 50 : 0;
        curve.inLegend = false;
        curve.onTop = highlighted;
        curves << curve;
        if (ownLine)
            ++m_curveCount;
    }
    for (qsizetype e = 0; e < runsOfEntry.size(); ++e) {
        if (!enveloped[e])
            continue;
        // A run of several hosts brings each host's series: the band holds every host's line
        // (the run's own line is their mean), the mean weighs hosts alike.
        PlotAggregate envelope;
        for (int i : std::as_const(runsOfEntry[e]))
            envelope.keys += keysOfRun[runs[size_t(i)].runId];
        const RunStyler::Entry &entry = styler.entries()[e];
        const QString value = m_colorBy.isEmpty() ? entry.label : u"%1 = %2"_s.arg(m_colorBy, entry.label);
        envelope.label = tr("%1 (%n runs)", nullptr, int(runsOfEntry[e].size())).arg(value);
        envelope.color = entry.color;
        envelope.band = BandKind::Extremes;   // every run's line lies inside it
        envelope.width = 1;
        envelope.bandAlpha = 60;
        envelope.inLegend = false;
        aggregates << envelope;
        m_curveCount += int(runsOfEntry[e].size());
        ++m_envelopeCount;
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
            aggregates << mean;
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
    if (m_envelopeCount > 0)
        legend << PlotLegendEntry{tr("band: a colour's runs, lowest to highest; line: their mean"),
                                  QPen(Palette::color(Palette::Role::Muted), 1.5)};
    if (drawRuns && styler.seeds().size() > 1 && linesDrawn > 0)
        for (const auto &[seed, style] : styler.seeds())
            legend << PlotLegendEntry{tr("seed %1").arg(seed), QPen(Palette::color(Palette::Role::Muted), 1.5, style)};

    m_series->setStore(&set.store());
    m_series->setCurves(curves, aggregates);
    m_series->setLegendEntries(legend);
}

} // namespace twb
