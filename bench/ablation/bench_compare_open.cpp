// Opening a comparison of 500 runs x 10k points each, from their run folders to the first
// painted frame: the Compare panel (runs read in parallel into the columnar store, M4 views
// at the plot's width, results table, config diff, parallel coordinates) against the obvious
// baseline, the same files parsed line by line with nlohmann::json into one raw QCustomPlot
// graph per run (all points, QCustomPlot's own adaptive sampling), then painted. Both on the
// same files in the same run; the ratio is printed at the end. A second pair times only
// the paint of data already in memory (zoomed out, then after a zoom), which isolates
// decimation from file reading. The two do not draw the same picture: past 50 runs the
// workbench draws each colour of more than 5 runs as its envelope (the band from the lowest to
// the highest of its runs, and their mean; CompareCurvesView's rule), here 10 colours of 50
// seeds, where raw QCustomPlot draws 500 lines; the printout and the RESULT lines say so.
#include "core/ablation/run_set.h"
#include "core/experiment/config_hash.h"
#include "core/services/workbench_session.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/compare_panel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include "bench/bench_report.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

constexpr int kRuns = 500;
constexpr int kPoints = 10'000;
constexpr int kWidth = 1200;
constexpr int kHeight = 700;

struct Corpus
{
    QTemporaryDir dir;
    QStringList runDirs;
    qint64 bytes = 0;
};

// 500 run folders as the launcher leaves them: run.json and metrics/host-0.jsonl with a noisy
// decaying loss (10 cells x 50 seeds, lr varies by cell).
const Corpus &corpus()
{
    static const std::unique_ptr<Corpus> data = [] {
        auto c = std::make_unique<Corpus>();
        for (int r = 0; r < kRuns; ++r) {
            const int cell = r % 10;
            const int seed = r / 10;
            const QString id = u"bench-c%1-s%2"_s.arg(cell).arg(seed);
            const QString dir = c->dir.filePath(id);
            QDir().mkpath(dir + u"/metrics"_s);
            nlohmann::ordered_json config = {{"train", {{"lr", 1e-4 * std::pow(2.0, cell)}, {"seed", seed}}}};
            nlohmann::ordered_json run = {{"schema", "tpuwb.run/1"}, {"run_id", id.toStdString()},
                                          {"config_hash", configHash(config).toStdString()}, {"seed", seed},
                                          {"state", "finished"}};
            QFile runJson(dir + u"/run.json"_s);
            QFile configJson(dir + u"/config.json"_s);
            if (!runJson.open(QIODevice::WriteOnly) || !configJson.open(QIODevice::WriteOnly))
                std::abort();
            runJson.write(QByteArray::fromStdString(run.dump()));
            configJson.write(QByteArray::fromStdString(config.dump()));
            std::string lines;
            lines.reserve(size_t(kPoints) * 64);
            unsigned noise = unsigned(r) * 2654435761u;
            char line[128];
            for (int step = 0; step < kPoints; ++step) {
                noise = noise * 1664525u + 1013904223u;
                const double y = 1.0 + 0.05 * cell + 3.0 * std::exp(-step / 1500.0) + double(noise >> 8) / double(1u << 24) * 0.1;
                const int n = std::snprintf(line, sizeof line, "{\"step\": %d, \"time\": %.2f, \"loss\": %.6f}\n", step,
                                            1.7e9 + step * 0.4, y);
                lines.append(line, size_t(n));
            }
            QFile metrics(dir + u"/metrics/host-0.jsonl"_s);
            if (!metrics.open(QIODevice::WriteOnly))
                std::abort();
            metrics.write(lines.data(), qint64(lines.size()));
            c->bytes += qint64(lines.size());
            c->runDirs << dir;
        }
        return c;
    }();
    return *data;
}

void waitForPaint(QCustomPlot *plot)
{
    // A queued replot happens on the event loop; afterReplot means the frame is drawn.
    bool replotted = false;
    const auto connection = QObject::connect(plot, &QCustomPlot::afterReplot, plot, [&] { replotted = true; });
    for (int i = 0; i < 100000 && !replotted; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    QObject::disconnect(connection);
    if (!replotted)
        std::abort();
}

double g_workbenchOpen = 0, g_rawOpen = 0, g_workbenchPaint = 0, g_rawPaint = 0;
// What the workbench drew in the zoom benchmark: colours drawn as envelopes (0: a line per run).
int g_envelopes = 0;
// Per range (0: all, 1: the middle third), the fastest repaint: the workbench's when the range
// was kept from before, raw QCustomPlot's.
double g_keptPaint[2] = {0, 0};
double g_rawRangePaint[2] = {0, 0};
const char *const kRangeNames[2] = {"all", "the middle third"};

void BM_CompareOpenWorkbench(benchmark::State &state)
{
    const Corpus &c = corpus();
    WorkbenchSession context;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        ComparePanel panel(context);
        panel.resize(kWidth, kHeight);
        panel.show();
        int loaded = -1;
        QObject::connect(&panel, &ComparePanel::loaded, &panel, [&](int runs) { loaded = runs; });
        bool painted = false;
        QObject::connect(panel.curves()->plot(), &QCustomPlot::afterReplot, &panel, [&] { painted = loaded >= 0; });
        panel.openRuns(c.runDirs);
        while (!painted)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        if (loaded != kRuns)
            std::abort();
        const double seconds = timer.nsecsElapsed() / 1e9;
        state.SetIterationTime(seconds);
        g_workbenchOpen = g_workbenchOpen == 0 ? seconds : std::min(g_workbenchOpen, seconds);
        if (panel.curves()->curveCount() != kRuns)
            std::abort();
        g_envelopes = panel.curves()->envelopeCount();
    }
    state.counters["runs"] = kRuns;
    state.counters["points"] = double(kRuns) * kPoints;
}
BENCHMARK(BM_CompareOpenWorkbench)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

// The baseline: parse each file with nlohmann::json, one QCPGraph per run with all points.
void loadRaw(QCustomPlot &plot, const QStringList &dirs)
{
    for (const QString &dir : dirs) {
        QFile file(dir + u"/metrics/host-0.jsonl"_s);
        if (!file.open(QIODevice::ReadOnly))
            std::abort();
        QVector<QCPGraphData> data;
        data.reserve(kPoints);
        while (!file.atEnd()) {
            const QByteArray line = file.readLine();
            const auto json = nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
            if (json.is_discarded())
                continue;
            data.append(QCPGraphData(json.value("step", 0.0), json.value("loss", 0.0)));
        }
        QCPGraph *graph = plot.addGraph();
        graph->data()->set(data, true);
        graph->setPen(QPen(QColor::fromHsv(int(dirs.indexOf(dir)) % 360, 200, 200)));
    }
    plot.rescaleAxes();
}

void BM_CompareOpenRawQCustomPlot(benchmark::State &state)
{
    const Corpus &c = corpus();
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        QCustomPlot plot;
        plot.resize(kWidth, kHeight);
        plot.show();
        loadRaw(plot, c.runDirs);
        plot.replot(QCustomPlot::rpQueuedReplot);
        waitForPaint(&plot);
        const double seconds = timer.nsecsElapsed() / 1e9;
        state.SetIterationTime(seconds);
        g_rawOpen = g_rawOpen == 0 ? seconds : std::min(g_rawOpen, seconds);
    }
}
BENCHMARK(BM_CompareOpenRawQCustomPlot)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

// Paint only, data in memory: a zoom to the middle third and back, as a user does.
void BM_ZoomRepaintWorkbench(benchmark::State &state)
{
    const Corpus &c = corpus();
    auto runs = std::make_shared<const RunSet>(RunSet::load(c.runDirs));
    CompareCurvesView view;
    view.resize(kWidth, kHeight);
    view.show();
    view.setRunSet(runs, u"loss"_s, u"train.lr"_s);
    waitForPaint(view.plot());
    g_envelopes = view.envelopeCount();
    bool zoomed = false;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        view.plot()->xAxis->setRange(zoomed ? QCPRange(0, kPoints) : QCPRange(kPoints / 3.0, 2.0 * kPoints / 3.0));
        zoomed = !zoomed;
        view.rebuild(false); // what the coalescing timer would run
        waitForPaint(view.plot());
        const double seconds = timer.nsecsElapsed() / 1e9;
        const bool kept = view.seriesPlot()->lastRefreshReusedRange();
        std::printf("  zoom to %s: %.0f ms%s\n", zoomed ? "the middle third" : "all", seconds * 1e3,
                    kept ? " (a range kept from before)" : "");
        state.SetIterationTime(seconds);
        double &best = kept ? g_keptPaint[zoomed ? 1 : 0] : g_workbenchPaint;
        best = best == 0 ? seconds : std::min(best, seconds);
    }
}
BENCHMARK(BM_ZoomRepaintWorkbench)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(8);

void BM_ZoomRepaintRawQCustomPlot(benchmark::State &state)
{
    const Corpus &c = corpus();
    QCustomPlot plot;
    plot.resize(kWidth, kHeight);
    plot.show();
    loadRaw(plot, c.runDirs);
    plot.replot();
    bool zoomed = false;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        plot.xAxis->setRange(zoomed ? QCPRange(0, kPoints) : QCPRange(kPoints / 3.0, 2.0 * kPoints / 3.0));
        zoomed = !zoomed;
        plot.replot(QCustomPlot::rpQueuedReplot);
        waitForPaint(&plot);
        const double seconds = timer.nsecsElapsed() / 1e9;
        state.SetIterationTime(seconds);
        g_rawPaint = g_rawPaint == 0 ? seconds : std::min(g_rawPaint, seconds);
        double &range = g_rawRangePaint[zoomed ? 1 : 0];
        range = range == 0 ? seconds : std::min(range, seconds);
    }
}
BENCHMARK(BM_ZoomRepaintRawQCustomPlot)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(6);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    std::printf("corpus: %d runs x %d points, %.0f MB of JSONL\n", kRuns, kPoints, corpus().bytes / 1e6);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    // What the figures compare: the same picture, or envelopes against lines.
    const std::string drawn =
        g_envelopes > 0 ? bench::format("workbench draws %.0f colour envelopes (band + mean), raw 500 lines", double(g_envelopes))
                        : std::string("both draw 500 lines");
    if (g_workbenchOpen > 0 && g_rawOpen > 0)
        std::printf("open 500 runs to first paint: workbench %.0f ms, raw QCustomPlot %.0f ms: %.2fx faster\n",
                    g_workbenchOpen * 1e3, g_rawOpen * 1e3, g_rawOpen / g_workbenchOpen);
    if (g_workbenchPaint > 0 && g_rawPaint > 0)
        std::printf("zoom repaint, data in memory (%s): workbench %.0f ms, raw QCustomPlot %.0f ms: %.2fx faster\n",
                    drawn.c_str(), g_workbenchPaint * 1e3, g_rawPaint * 1e3, g_rawPaint / g_workbenchPaint);

    // No goal is set for these in an issue: reported as measured.
    if (g_workbenchOpen > 0 && g_rawOpen > 0)
        bench::report("bench_compare_open", "open 500 runs to first paint (" + drawn + ")",
                      bench::format("%.0f ms", g_workbenchOpen * 1e3),
                      bench::format("raw QCustomPlot %.0f ms", g_rawOpen * 1e3),
                      bench::format("%.2fx", g_rawOpen / g_workbenchOpen), "none set (faster than raw)",
                      g_rawOpen > g_workbenchOpen);
    if (g_workbenchPaint > 0 && g_rawPaint > 0)
        bench::report("bench_compare_open", "zoom repaint of 500 runs to a new range, data in memory (" + drawn + ")",
                      bench::format("%.0f ms", g_workbenchPaint * 1e3), bench::format("raw QCustomPlot %.0f ms", g_rawPaint * 1e3),
                      bench::format("%.2fx", g_rawPaint / g_workbenchPaint), "5x (issue 30)",
                      g_rawPaint > 5 * g_workbenchPaint);
    for (int r = 0; r < 2; ++r)
        if (g_keptPaint[r] > 0 && g_rawRangePaint[r] > 0)
            bench::report("bench_compare_open",
                          bench::format("zoom of 500 runs back to %s, a range shown before (kept ranges)",
                                        kRangeNames[r]) + " (" + drawn + ")",
                          bench::format("%.0f ms", g_keptPaint[r] * 1e3),
                          bench::format("raw QCustomPlot %.0f ms", g_rawRangePaint[r] * 1e3),
                          bench::format("%.2fx", g_rawRangePaint[r] / g_keptPaint[r]), "5x (issue 30)",
                          g_rawRangePaint[r] > 5 * g_keptPaint[r]);
    return 0;
}
