#pragma once

#include "core/metrics/series_key.h"

#include <QSet>
#include <QWidget>

#include <memory>

class QCustomPlot;

namespace twb {

class RunSet;
class SeriesPlot;

// Overlaid curves of one metric for any number of runs: each run coloured by a config
// field's value and dashed by its seed, or each cell's mean over seeds with a band (min..max
// or +-1 std), or both. It styles a SeriesPlot (the monitor's plot), which draws the M4 view of
// the visible x range at its pixel width, so 500 runs of 10k points cost what the screen can
// show; with smoothing the debiased EMA is drawn over the faint raw curve (raw shown up to 200
// curves). Zoom and pan recompute the views on the plot's coalesced 30 ms timer; y fits the
// visible data. Many runs of one colour are drawn as that colour's envelope (the rule is in
// the .cpp, kEnvelopeAboveRuns); the highlighted run is always its own line, on top.
class CompareCurvesView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareCurvesView)

public:
    enum class Mode { Runs, MeanBand, Both };

    explicit CompareCurvesView(QWidget *parent = nullptr);
    ~CompareCurvesView() override;

    // Shows `runs`' `metric`, coloured by `colorBy`, fitted to the data: one rebuild.
    void setRunSet(std::shared_ptr<const RunSet> runs, const QString &metric, const QString &colorBy);
    void setMetric(const QString &metric);
    void setColorBy(const QString &path);
    void setSmoothing(double weight);
    void setXAxis(XAxis axis);
    void setLogY(bool log);
    void setMode(Mode mode);
    void setStdBand(bool stdDev);

    // The run drawn as its own, wider line above everything else (the one selected in the
    // Runs tab), also when its colour is drawn as an envelope; empty: none.
    void setHighlightedRun(const QString &runId);
    QString highlightedRun() const { return m_highlightedRun; }
    // Runs not drawn at all, neither as lines nor in a band or mean (the Runs tab's filter
    // hides them).
    void setHiddenRuns(const QSet<QString> &runIds);

    QCustomPlot *plot() const;
    SeriesPlot *seriesPlot() const { return m_series; }
    QString metric() const { return m_metric; }
    // Runs drawn (as their own line or inside an envelope) plus the cells' means, for tests.
    int curveCount() const { return m_curveCount; }
    // Colours drawn as an envelope instead of a line per run, for tests.
    int envelopeCount() const { return m_envelopeCount; }
    // Recomputes now (normally coalesced); `rescale` fits the axes to all data.
    void rebuild(bool rescale);

Q_SIGNALS:
    void rebuilt();

protected:
    // View > Theme: the curves' colours (RunStyler) are picked for the plot's background.
    void changeEvent(QEvent *event) override;

private:
    // Hands the runs' curves, the cells' means and the legend to the plot.
    void applyCurves();
    void applyYLabel();

    SeriesPlot *m_series = nullptr;
    std::shared_ptr<const RunSet> m_runs;
    QString m_metric = QStringLiteral("loss");
    QString m_colorBy;
    double m_smoothing = 0.6;
    bool m_stdBand = false;
    Mode m_mode = Mode::Runs;
    int m_curveCount = 0;
    int m_envelopeCount = 0;
    QString m_highlightedRun;
    QSet<QString> m_hiddenRuns;
};

} // namespace twb
