// Ingest of 1M metric lines: the workbench's path (line splitter + JSONL parser + columnar
// store with pyramid) against the same splitter and store fed by nlohmann::json
// (nlohmann::json::parse, the baseline), and against simdjson's parse-only floor, on the same
// bytes in the same run. Also bytes per stored
// point with the pyramid, against the same points kept as (x, y) double pairs (QCPGraphData)
// and as step/time/y double columns, both measured.
#include "core/metrics/jsonl_metric_parser.h"
#include "core/metrics/line_splitter.h"
#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"
#include "bench/bench_report.h"

#include <benchmark/benchmark.h>
#include <simdjson.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <unordered_map>
#include <vector>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr int kLines = 1'000'000;
constexpr std::size_t kChunk = 1 << 20;   // bytes per read, like a file import

const std::string &corpus()
{
    static const std::string text = [] {
        std::string out;
        out.reserve(std::size_t(kLines) * 180);
        char line[320];
        for (int i = 0; i < kLines; ++i) {
            // docs/formats.md 5's scalar line, with values that move like real ones (~175 bytes).
            const int n = std::snprintf(line, sizeof line,
                                        "{\"step\": %d, \"time\": %.3f, \"loss\": %.6f, \"lr\": %.6g, "
                                        "\"step_time_ms\": %.1f, \"tokens_per_s\": %d, \"hbm_used_bytes\": %lld, "
                                        "\"compile_count\": %d}\n",
                                        i, 1764400000.25 + i * 0.412, 2.31 / (1.0 + i * 1e-5) + (i % 13) * 1e-3,
                                        3e-4 * (1.0 - double(i) / kLines), 412.0 + (i % 17), 39700 + (i % 101),
                                        11811160064LL + (i % 7) * 4096, 3 + (i > 500'000 ? 1 : 0));
            out.append(line, std::size_t(n));
        }
        return out;
    }();
    return text;
}

double g_bytesPerPoint = 0;

void ingestFast(SeriesStore &store)
{
    const std::string &text = corpus();
    MetricIngestor ingestor(store, u"bench"_s, 0, MetricFormat::Jsonl, u"bench"_s);
    for (std::size_t pos = 0; pos < text.size(); pos += kChunk)
        ingestor.feed(text.data() + pos, std::min(kChunk, text.size() - pos));
    if (ingestor.linesIngested() != kLines)
        std::abort();
}

// The same splitter, batch and store; only the parser differs.
void ingestNlohmann(SeriesStore &store)
{
    const std::string &text = corpus();
    LineSplitter splitter;
    IngestBatch batch;
    std::unordered_map<std::string, std::uint32_t> index;
    std::int64_t lines = 0;
    auto onLine = [&](const LineSplitter::Line &line) {
        const auto json = nlohmann::json::parse(line.text, nullptr, false);
        if (json.is_discarded() || !json.is_object())
            return;
        const std::int64_t step = json.value("step", std::int64_t(0));
        const double time = json.value("time", 0.0);
        for (auto it = json.begin(); it != json.end(); ++it) {
            if (!it.value().is_number() || it.key() == "step" || it.key() == "time")
                continue;
            auto [slot, inserted] = index.try_emplace(it.key(), std::uint32_t(batch.metricNames.size()));
            if (inserted)
                batch.metricNames.push_back(it.key());
            batch.values.push_back({slot->second, step, time, it.value().get<double>()});
        }
        ++lines;
    };
    for (std::size_t pos = 0; pos < text.size(); pos += kChunk) {
        splitter.feed(text.data() + pos, std::min(kChunk, text.size() - pos), onLine);
        store.append(u"bench"_s, 0, batch);
        batch.clearPoints();
    }
    if (lines != kLines)
        std::abort();
}

void BM_IngestFastPath(benchmark::State &state)
{
    corpus();
    for (auto _ : state) {
        SeriesStore store;
        ingestFast(store);
        benchmark::DoNotOptimize(store.pointCount());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.SetBytesProcessed(state.iterations() * std::int64_t(corpus().size()));
}
BENCHMARK(BM_IngestFastPath)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_IngestNlohmannBaseline(benchmark::State &state)
{
    corpus();
    for (auto _ : state) {
        SeriesStore store;
        ingestNlohmann(store);
        benchmark::DoNotOptimize(store.pointCount());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.SetBytesProcessed(state.iterations() * std::int64_t(corpus().size()));
}
BENCHMARK(BM_IngestNlohmannBaseline)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// Where the time goes: the parser alone, and the store alone (from a prepared batch).
void BM_ParseOnly(benchmark::State &state)
{
    const std::string &text = corpus();
    for (auto _ : state) {
        LineSplitter splitter;
        JsonlMetricParser parser;
        MetricLine line;
        double sum = 0;
        for (std::size_t pos = 0; pos < text.size(); pos += kChunk)
            splitter.feed(text.data() + pos, std::min(kChunk, text.size() - pos), [&](const LineSplitter::Line &l) {
                parser.parse(l.text, l.paddedCapacity, line);
                sum += line.values.empty() ? 0 : line.values.front().value;
            });
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_ParseOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_ParserNoSplitter(benchmark::State &state)
{
    std::string text = corpus();
    const std::size_t n = text.size();
    text.append(64, '\0');
    for (auto _ : state) {
        JsonlMetricParser parser;
        MetricLine line;
        double sum = 0;
        std::size_t pos = 0;
        while (pos < n) {
            const std::size_t end = text.find('\n', pos);
            parser.parse(std::string_view(text.data() + pos, end - pos), text.size() - pos, line);
            sum += line.values.empty() ? 0 : line.values.front().value;
            pos = end + 1;
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_ParserNoSplitter)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_SplitterOnly(benchmark::State &state)
{
    const std::string &text = corpus();
    for (auto _ : state) {
        LineSplitter splitter;
        std::size_t sum = 0;
        for (std::size_t pos = 0; pos < text.size(); pos += kChunk)
            splitter.feed(text.data() + pos, std::min(kChunk, text.size() - pos),
                          [&](const LineSplitter::Line &l) { sum += l.text.size(); });
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_SplitterOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The floor: simdjson on-demand over each line (found with memchr) reading every number,
// nothing kept. `text` is the corpus with 64 bytes of padding after it.
double simdjsonFloor(const std::string &text, std::size_t n)
{
    simdjson::ondemand::parser parser;
    double sum = 0;
    std::size_t pos = 0;
    while (pos < n) {
        const std::size_t end = text.find('\n', pos);
        simdjson::ondemand::document doc;
        simdjson::ondemand::object object;
        if (!parser.iterate(simdjson::padded_string_view(text.data() + pos, end - pos, text.size() - pos)).get(doc)
            && !doc.get_object().get(object)) {
            for (auto field : object) {
                simdjson::ondemand::field f;
                if (std::move(field).get(f))
                    break;
                double x = 0;
                if (!f.value().get_double().get(x))
                    sum += x;
            }
        }
        pos = end + 1;
    }
    return sum;
}

const std::string &paddedCorpus()
{
    static const std::string text = corpus() + std::string(64, '\0');
    return text;
}

void BM_SimdjsonFloor(benchmark::State &state)
{
    const std::string &text = paddedCorpus();
    for (auto _ : state)
        benchmark::DoNotOptimize(simdjsonFloor(text, corpus().size()));
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_SimdjsonFloor)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The corpus' points as the ingestor hands them over, a line's values one after another; or
// one series after another (BM_StoreOnlySorted: measured no faster, so the interleaving costs
// the store nothing).
IngestBatch storeBatch(bool seriesAfterSeries)
{
    IngestBatch batch;
    batch.metricNames = {"loss", "lr", "step_time_ms", "tokens_per_s", "hbm_used_bytes", "compile_count"};
    const auto point = [&](std::uint32_t m, int i) {
        batch.values.push_back({m, i, 1764400000.25 + i * 0.412, 1.0 + (i % 13) * m});
    };
    for (int outer = 0; outer < (seriesAfterSeries ? 6 : kLines); ++outer)
        for (int inner = 0; inner < (seriesAfterSeries ? kLines : 6); ++inner)
            seriesAfterSeries ? point(std::uint32_t(outer), inner) : point(std::uint32_t(inner), outer);
    return batch;
}

void runStoreOnly(benchmark::State &state, bool seriesAfterSeries)
{
    const IngestBatch batch = storeBatch(seriesAfterSeries);
    for (auto _ : state) {
        SeriesStore store;
        store.append(u"bench"_s, 0, batch);
        benchmark::DoNotOptimize(store.pointCount());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}

void BM_StoreOnly(benchmark::State &state)
{
    runStoreOnly(state, false);
}
BENCHMARK(BM_StoreOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_StoreOnlySorted(benchmark::State &state)
{
    runStoreOnly(state, true);
}
BENCHMARK(BM_StoreOnlySorted)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The same points kept the plain ways, filled by push_back as a reader would: (x, y) double
// pairs per series (what QCustomPlot's QCPGraphData holds) and step/time/y double columns.
// Measured by capacity, like SeriesStore::bytesUsed().
struct PlainBaselines
{
    double pairBytesPerPoint = 0;
    double columnBytesPerPoint = 0;
};

PlainBaselines measurePlainBaselines(const SeriesStore &store)
{
    std::size_t pairBytes = 0;
    std::size_t columnBytes = 0;
    std::size_t points = 0;
    for (const SeriesKey &key : store.keys()) {
        std::vector<std::pair<double, double>> pairs;
        std::vector<double> steps, times, ys;
        for (const auto &p : store.points(key)) {
            pairs.emplace_back(double(p.step), p.y);
            steps.push_back(double(p.step));
            times.push_back(p.time);
            ys.push_back(p.y);
        }
        points += pairs.size();
        pairBytes += pairs.capacity() * sizeof(pairs[0]);
        columnBytes += (steps.capacity() + times.capacity() + ys.capacity()) * sizeof(double);
    }
    return {double(pairBytes) / double(points), double(columnBytes) / double(points)};
}

PlainBaselines g_plain;

void BM_BytesPerStoredPoint(benchmark::State &state)
{
    for (auto _ : state) {
        SeriesStore store;
        ingestFast(store);
        g_bytesPerPoint = double(store.bytesUsed()) / double(store.pointCount());
        g_plain = measurePlainBaselines(store);
        state.counters["bytes_per_point"] = g_bytesPerPoint;
        state.counters["xy_pairs_bytes_per_point"] = g_plain.pairBytesPerPoint;
        state.counters["points"] = double(store.pointCount());
    }
}
BENCHMARK(BM_BytesPerStoredPoint)->Unit(benchmark::kMillisecond)->Iterations(1);

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// The headline: rounds that run the three back to back on the same bytes (workbench,
// nlohmann, simdjson's floor), timed by this thread's CPU time, so that load from others on
// this shared machine hits them alike; the ratios are per round, reported as median and range.
struct Round
{
    double fastSeconds = 0;
    double nlohmannSeconds = 0;
    double floorSeconds = 0;
};

std::vector<Round> runPairedRounds(int rounds)
{
    corpus();   // built once, outside the timing
    paddedCorpus();
    std::vector<Round> out;
    for (int r = 0; r < rounds; ++r) {
        Round round;
        {
            SeriesStore store;
            const double t0 = threadCpuSeconds();
            ingestFast(store);
            round.fastSeconds = threadCpuSeconds() - t0;
        }
        {
            SeriesStore store;
            const double t0 = threadCpuSeconds();
            ingestNlohmann(store);
            round.nlohmannSeconds = threadCpuSeconds() - t0;
        }
        {
            const double t0 = threadCpuSeconds();
            benchmark::DoNotOptimize(simdjsonFloor(paddedCorpus(), corpus().size()));
            round.floorSeconds = threadCpuSeconds() - t0;
        }
        out.push_back(round);
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    // For perf: TWB_BENCH_PROFILE_INGEST=N runs the workbench's ingest N times and nothing else.
    if (const char *profile = std::getenv("TWB_BENCH_PROFILE_INGEST")) {
        corpus();
        for (int k = std::atoi(profile); k > 0; --k) {
            SeriesStore store;
            ingestFast(store);
        }
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    // TWB_BENCH_ROUNDS_ONLY=1: the paired rounds' RESULT lines alone (quick A/B runs).
    if (!std::getenv("TWB_BENCH_ROUNDS_ONLY"))
        benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (std::getenv("TWB_BENCH_NO_ROUNDS"))   // the Google Benchmark rows alone
        return 0;
    const std::vector<Round> rounds = runPairedRounds(6);
    std::vector<double> fastRates, vsNlohmann, ofFloor;
    double fastTotal = 0, nlohmannTotal = 0, floorTotal = 0;
    for (const Round &r : rounds) {
        fastRates.push_back(kLines / r.fastSeconds / 1e6);
        vsNlohmann.push_back(r.nlohmannSeconds / r.fastSeconds);
        ofFloor.push_back(100.0 * r.floorSeconds / r.fastSeconds);
        fastTotal += r.fastSeconds;
        nlohmannTotal += r.nlohmannSeconds;
        floorTotal += r.floorSeconds;
    }
    const double n = double(rounds.size());
    const auto ratio = bench::spreadOf(vsNlohmann);
    const auto floorShare = bench::spreadOf(ofFloor);
    const auto rate = bench::spreadOf(fastRates);
    std::printf("\n== metrics ingest (1M JSONL lines, %.0f bytes each, one thread, %zu rounds by thread CPU time) ==\n",
                double(corpus().size()) / kLines, rounds.size());
    bench::report("bench_metrics_ingest", "ingest 1M JSONL lines into the store",
                  bench::format("%.2f M lines/s", rate.median),
                  bench::format("nlohmann::json %.2f M lines/s", kLines * n / nlohmannTotal / 1e6),
                  bench::describe(ratio), ">= 12x", ratio.median >= 12.0);
    bench::report("bench_metrics_ingest", "ingest vs simdjson parse-only floor (same lines)",
                  bench::format("%.2f M lines/s", kLines * n / fastTotal / 1e6),
                  bench::format("simdjson on-demand floor %.2f M lines/s", kLines * n / floorTotal / 1e6),
                  bench::describe(floorShare, " %"), ">= 80 % (issue 30; 50 % before it)", floorShare.median >= 80.0);
    if (g_bytesPerPoint > 0)
        bench::report("bench_metrics_ingest", "bytes per stored point, pyramid included (6M points)",
                      bench::format("%.2f B", g_bytesPerPoint),
                      bench::format("(x, y) double pairs %.2f B", g_plain.pairBytesPerPoint)
                          + bench::format("; step/time/y double columns %.2f B", g_plain.columnBytesPerPoint),
                      bench::format("%.2fx", g_plain.pairBytesPerPoint / g_bytesPerPoint)
                          + bench::format(" / %.2fx smaller", g_plain.columnBytesPerPoint / g_bytesPerPoint),
                      "<= 8 B (issue 30)", g_bytesPerPoint <= 8.0);
    return 0;
}
