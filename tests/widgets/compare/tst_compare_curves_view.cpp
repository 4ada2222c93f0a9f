#include "core/ablation/run_set.h"
#include "core/experiment/config_hash.h"
#include "core/metrics/series_store.h"
#include "core/util/json.h"
#include "support/test_paths.h"
#include "widgets/common/band_graph.h"
#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/compare_curves_view.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

constexpr int kColours = 3;
constexpr int kSeeds = 20;
constexpr int kPoints = 2000;   // more than the plot's columns, as a long run has
constexpr int kSpikeStep = 1000;
constexpr double kSpike = 9.0;
const QString kSpiked = u"run-c1-s7"_s;   // its loss jumps to kSpike at kSpikeStep

// A run folder as the launcher leaves it: run.json, config.json and a decaying loss that
// differs by cell (lr) and seed.
void writeRun(const QString &dir, const QString &id, int cell, int seed)
{
    QDir().mkpath(dir + u"/metrics"_s);
    Json config = {{"train", {{"lr", 1e-4 * std::pow(2.0, cell)}, {"seed", seed}}}};
    Json run = {{"schema", "tpuwb.run/1"}, {"run_id", toStd(id)}, {"config_hash", toStd(configHash(config))},
                {"seed", seed}, {"state", "finished"}};
    if (!writeJsonFileAtomically(dir + u"/run.json"_s, run)
        || !writeJsonFileAtomically(dir + u"/config.json"_s, config))
        qFatal("cannot write run.json or config.json");
    QByteArray lines;
    for (int step = 0; step < kPoints; ++step) {
        double y = 1.0 + 0.5 * cell + 0.02 * seed + 2.0 * std::exp(-step / 400.0) + 0.05 * std::sin(step * 0.9 + seed);
        if (id == kSpiked && step == kSpikeStep)
            y = kSpike;
        lines += "{\"step\": " + QByteArray::number(step) + ", \"loss\": " + QByteArray::number(y, 'g', 17) + "}\n";
    }
    QFile file(dir + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::WriteOnly) || file.write(lines) != lines.size())
        qFatal("cannot write metrics");
}

template <typename Graph>
QList<Graph *> drawn(QCustomPlot *plot)
{
    QList<Graph *> graphs;
    for (int g = 0; g < plot->graphCount(); ++g)
        if (auto *graph = qobject_cast<Graph *>(plot->graph(g)); graph && graph->visible() && !graph->data()->isEmpty())
            graphs << graph;
    return graphs;
}

} // namespace

// The envelope rule of CompareCurvesView: many runs of one colour are drawn as one band with
// their mean, every run inside it; the highlighted run on top as its own line; hidden runs in
// nothing.
class tst_CompareCurvesView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void manyRunsOfAColourAreOneEnvelope();
    void theHighlightedRunIsItsOwnLineOnTop();
    void aHiddenRunIsNotInTheEnvelope();
    void fewRunsAreLines();

private:
    void show(CompareCurvesView &view, const QStringList &dirs);
    // The lowest and highest loss of every run shown (all steps are in view).
    std::pair<double, double> extremes(const QSet<QString> &except = {}) const;

    QTemporaryDir m_dir;
    QStringList m_dirs;
    std::shared_ptr<const RunSet> m_runs;
};

void tst_CompareCurvesView::initTestCase()
{
    for (int cell = 0; cell < kColours; ++cell)
        for (int seed = 0; seed < kSeeds; ++seed) {
            const QString id = u"run-c%1-s%2"_s.arg(cell).arg(seed);
            writeRun(m_dir.filePath(id), id, cell, seed);
            m_dirs << m_dir.filePath(id);
        }
}

void tst_CompareCurvesView::show(CompareCurvesView &view, const QStringList &dirs)
{
    m_runs = std::make_shared<const RunSet>(RunSet::load(dirs));
    QCOMPARE(int(m_runs->runs().size()), int(dirs.size()));
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSmoothing(0);   // raw lines: their spikes are the extremes a band must hold
    view.setRunSet(m_runs, u"loss"_s, u"train.lr"_s);
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
}

std::pair<double, double> tst_CompareCurvesView::extremes(const QSet<QString> &except) const
{
    double low = HUGE_VAL, high = -HUGE_VAL;
    for (const RunSet::Run &run : m_runs->runs()) {
        if (except.contains(run.runId))
            continue;
        for (const auto &point : m_runs->store().points({run.runId, 0, u"loss"_s})) {
            low = std::min(low, point.y);
            high = std::max(high, point.y);
        }
    }
    return {low, high};
}

void tst_CompareCurvesView::manyRunsOfAColourAreOneEnvelope()
{
    CompareCurvesView view;
    show(view, m_dirs);
    // 60 runs, 3 colours of 20: three bands with their means, no line per run.
    QCOMPARE(view.envelopeCount(), kColours);
    QCOMPARE(view.curveCount(), kColours * kSeeds);
    QCOMPARE(drawn<M4EnvelopeGraph>(view.plot()).size(), 0);
    const QList<BandGraph *> bands = drawn<BandGraph>(view.plot());
    QCOMPARE(bands.size(), kColours);
    for (BandGraph *band : bands)
        QVERIFY2(band->lastBandColumns() > 100, "the band is filled as pixel columns");
    // The y-range still holds every run's lowest and highest point, the spike too.
    const auto [low, high] = extremes();
    QCOMPARE(high, kSpike);
    const QCPRange y = view.plot()->yAxis->range();
    QVERIFY2(y.lower <= low && y.upper >= high,
             qPrintable(u"y %1..%2, runs %3..%4"_s.arg(y.lower).arg(y.upper).arg(low).arg(high)));
    // So does the band of the spiked run's colour, at the spike.
    bool spikeInBand = false;
    for (BandGraph *band : bands)
        for (const QCPGraphData &point : *band->data())
            spikeInBand = spikeInBand || point.value == kSpike;
    QVERIFY(spikeInBand);
}

void tst_CompareCurvesView::theHighlightedRunIsItsOwnLineOnTop()
{
    CompareCurvesView view;
    show(view, m_dirs);
    view.setHighlightedRun(kSpiked);
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(view.envelopeCount(), kColours);   // it stays in its colour's band too
    QCOMPARE(view.curveCount(), kColours * kSeeds);
    const QList<M4EnvelopeGraph *> lines = drawn<M4EnvelopeGraph>(view.plot());
    QCOMPARE(lines.size(), 1);
    QCPGraph *line = lines.front();
    QVERIFY(line->name().contains(u"7"_s));   // named like the run (seed 7)
    double highest = -HUGE_VAL;
    for (const QCPGraphData &point : *line->data())
        highest = std::max(highest, point.value);
    QCOMPARE(highest, kSpike);
    // Above the bands: on a layer over the one the bands are on.
    const QCPLayer *bandLayer = drawn<BandGraph>(view.plot()).front()->layer();
    QVERIFY(line->layer()->index() > bandLayer->index());
    QVERIFY(line->pen().widthF() > 1);
    // For people to look at: three colour bands with their means, the spiked run on top.
    view.grab().save(twb::test::artifactsDir() + u"/compare_envelopes_highlighted.png"_s);

    // Also over the cells' means and bands alone.
    view.setMode(CompareCurvesView::Mode::MeanBand);
    QCOMPARE(drawn<M4EnvelopeGraph>(view.plot()).size(), 1);
    QCOMPARE(view.envelopeCount(), 0);
    QCOMPARE(view.curveCount(), kColours);   // the cells' means

    view.setHighlightedRun(QString());
    QCOMPARE(drawn<M4EnvelopeGraph>(view.plot()).size(), 0);
}

void tst_CompareCurvesView::aHiddenRunIsNotInTheEnvelope()
{
    CompareCurvesView view;
    show(view, m_dirs);
    view.setHiddenRuns({kSpiked});
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(view.curveCount(), kColours * kSeeds - 1);
    QCOMPARE(view.envelopeCount(), kColours);
    for (BandGraph *band : drawn<BandGraph>(view.plot()))
        for (const QCPGraphData &point : *band->data())
            QVERIFY(point.value < kSpike);
    const auto [low, high] = extremes({kSpiked});
    const QCPRange y = view.plot()->yAxis->range();
    QVERIFY(y.lower <= low && y.upper >= high);
    QVERIFY2(y.upper < kSpike, "the hidden run's spike no longer sets the y-range");
    // Hidden, it is not drawn when highlighted either.
    view.setHighlightedRun(kSpiked);
    QCOMPARE(drawn<M4EnvelopeGraph>(view.plot()).size(), 0);
}

void tst_CompareCurvesView::fewRunsAreLines()
{
    // 3 colours of 5 seeds: a line per run, as the seeds' five dashes tell them apart.
    QStringList few;
    for (const QString &dir : std::as_const(m_dirs))
        if (QRegularExpression(u"-s[0-4]$"_s).match(dir).hasMatch())
            few << dir;
    CompareCurvesView view;
    show(view, few);
    QCOMPARE(view.envelopeCount(), 0);
    QCOMPARE(view.curveCount(), 15);
    QCOMPARE(drawn<M4EnvelopeGraph>(view.plot()).size(), 15);
    QCOMPARE(drawn<BandGraph>(view.plot()).size(), 0);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_CompareCurvesView)
#include "tst_compare_curves_view.moc"
