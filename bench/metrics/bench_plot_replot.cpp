// View + replot of 10M points in 16 curves: the workbench's SeriesPlot (M4 view of the
// visible range from the store's pyramids, then QCustomPlot gets <= 4 points per pixel)
// against plain QCustomPlot holding all the points with its adaptive sampling on (its
// default), on the same data, same widget size, same x ranges, in the same run.
#include "core/metrics/series_store.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <QApplication>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kCurves = 16;
constexpr int kPointsPerCurve = 10'000'000 / kCurves;
constexpr int kWidth = 1280;
constexpr int kHeight = 720;

double g_workbenchMs = 0;
double g_baselineMs = 0;

// Random walks with spikes, one per curve; same seed for both sides.
std::vector<std::vector<double>> &curveData()
{
    static std::vector<std::vector<double>> data = [] {
        std::vector<std::vector<double>> out(kCurves);
        std::mt19937_64 rng(42);
        std::normal_distribution<double> noise(0, 1);
        for (int c = 0; c < kCurves; ++c) {
            out[std::size_t(c)].resize(kPointsPerCurve);
            double y = 10 + c;
            for (int i = 0; i < kPointsPerCurve; ++i) {
                y += 0.01 * noise(rng);
                out[std::size_t(c)][std::size_t(i)] = y + ((rng() % 100000) == 0 ? 5 : 0);
            }
        }
        return out;
    }();
    return data;
}

// The x ranges a user visits: all, a half, a tenth, a hundredth, and back.
QPair<double, double> rangeFor(std::int64_t iteration)
{
    static const double fractions[][2] = {{0, 1}, {0.25, 0.75}, {0.45, 0.55}, {0.495, 0.505}, {0, 1}};
    const auto &f = fractions[iteration % 5];
    return {f[0] * (kPointsPerCurve - 1), f[1] * (kPointsPerCurve - 1)};
}

void BM_WorkbenchViewAndReplot(benchmark::State &state)
{
    SeriesStore store;
    QList<PlotCurve> curves;
    for (int c = 0; c < kCurves; ++c) {
        IngestBatch batch;
        batch.metricNames = {"loss"};
        const auto &ys = curveData()[std::size_t(c)];
        batch.values.reserve(ys.size());
        for (int i = 0; i < kPointsPerCurve; ++i)
            batch.values.push_back({0, i, 1764400000.0 + i * 0.4, ys[std::size_t(i)]});
        store.append(u"bench"_s, c, batch);
        curves.push_back({{u"bench"_s, c, u"loss"_s}, u"host %1"_s.arg(c), seriesColor(c)});
    }
    SeriesPlot plot(store);
    plot.resize(kWidth, kHeight);
    plot.show();
    plot.setCurves(curves);
    plot.refreshNow();
    plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
    std::int64_t i = 0;
    double viewSeconds = 0;
    for (auto _ : state) {
        const auto range = rangeFor(i++);
        plot.setXRange(range.first, range.second);
        const auto t0 = std::chrono::steady_clock::now();
        plot.refreshNow();
        viewSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    state.counters["drawn_points"] = double(plot.drawnPoints());
    state.counters["view_ms"] = 1000.0 * viewSeconds / double(state.iterations());
}
BENCHMARK(BM_WorkbenchViewAndReplot)->Unit(benchmark::kMillisecond)->Iterations(25);

void BM_QCustomPlotAdaptiveSampling(benchmark::State &state)
{
    QCustomPlot plot;
    plot.resize(kWidth, kHeight);
    plot.show();
    for (int c = 0; c < kCurves; ++c) {
        QVector<QCPGraphData> data(kPointsPerCurve);
        const auto &ys = curveData()[std::size_t(c)];
        for (int i = 0; i < kPointsPerCurve; ++i)
            data[i] = {double(i), ys[std::size_t(i)]};
        QCPGraph *graph = plot.addGraph();
        graph->setPen(QPen(seriesColor(c), 1));
        graph->data()->set(data, true);   // adaptive sampling is on by default
    }
    plot.rescaleAxes();
    plot.replot(QCustomPlot::rpImmediateRefresh);
    std::int64_t i = 0;
    for (auto _ : state) {
        const auto range = rangeFor(i++);
        plot.xAxis->setRange(range.first, range.second);
        plot.yAxis->rescale(true);   // what SeriesPlot does: y follows the visible data
        plot.replot(QCustomPlot::rpImmediateRefresh);
    }
}
BENCHMARK(BM_QCustomPlotAdaptiveSampling)->Unit(benchmark::kMillisecond)->Iterations(25);

class RatioReporter final : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const auto &run : runs) {
            const double ms = run.GetAdjustedRealTime();   // in the benchmark's unit (ms)
            if (run.benchmark_name().starts_with("BM_WorkbenchViewAndReplot"))
                g_workbenchMs = ms;
            else if (run.benchmark_name().starts_with("BM_QCustomPlotAdaptiveSampling"))
                g_baselineMs = ms;
        }
    }
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    curveData();
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    std::printf("\n== view + replot, 10M points in %d curves, %dx%d, offscreen raster ==\n", kCurves, kWidth, kHeight);
    if (g_workbenchMs > 0 && g_baselineMs > 0)
        std::printf("workbench (M4 view + replot): %.2f ms   QCustomPlot adaptive sampling: %.2f ms   "
                    "ratio: %.1fx (goal >= 5x)\n",
                    g_workbenchMs, g_baselineMs, g_baselineMs / g_workbenchMs);
    return 0;
}
