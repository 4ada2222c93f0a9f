#pragma once

// One line per headline figure, the same shape in every benchmark: the figure, its baseline
// measured in the same run, the ratio, the goal, whether it is met, and the machine's load
// average (on the shared 2-core VM a figure means little without it). bench/run_all.sh
// collects the `RESULT |` lines into a Markdown table (bench/results.md).

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

namespace twb::bench {

// /proc/loadavg's 1, 5 and 15 minute figures ("2.15 2.45 3.72"), or "?" where it is missing.
inline std::string loadAverage()
{
    std::FILE *f = std::fopen("/proc/loadavg", "r");
    if (!f)
        return "?";
    char one[16] = {}, five[16] = {}, fifteen[16] = {};
    const int n = std::fscanf(f, "%15s %15s %15s", one, five, fifteen);
    std::fclose(f);
    if (n != 3)
        return "?";
    return std::string(one) + " " + five + " " + fifteen;
}

// `pattern` takes one double ("%.2f ms"); the attribute lets the compiler check callers.
[[gnu::format(printf, 1, 2)]] inline std::string format(const char *pattern, ...)
{
    char buffer[128];
    va_list args;
    va_start(args, pattern);
    std::vsnprintf(buffer, sizeof buffer, pattern, args);
    va_end(args);
    return buffer;
}

// Median and range of per-round ratios ("9.8x (8.7-10.4x, 12 rounds)").
struct Spread
{
    double median = 0;
    double low = 0;
    double high = 0;
    std::size_t rounds = 0;
};

inline Spread spreadOf(std::vector<double> values)
{
    Spread s;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    s.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    s.low = values.front();
    s.high = values.back();
    s.rounds = n;
    return s;
}

inline std::string describe(const Spread &s, const char *unit = "x")
{
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%.2f%s (%.2f-%.2f%s over %zu rounds)", s.median, unit, s.low, s.high, unit,
                  s.rounds);
    return buffer;
}

// Prints the figure for people and, after it, the line run_all.sh collects.
inline void report(const char *benchmark, const std::string &what, const std::string &figure,
                   const std::string &baseline, const std::string &ratio, const std::string &goal, bool met)
{
    const std::string load = loadAverage();
    std::printf("%s: %s   baseline (same run): %s   ratio: %s   goal: %s (%s)   load average: %s\n", what.c_str(),
                figure.c_str(), baseline.c_str(), ratio.c_str(), goal.c_str(), met ? "met" : "NOT met", load.c_str());
    std::printf("RESULT | %s | %s | %s | %s | %s | %s | %s | %s |\n", benchmark, what.c_str(), figure.c_str(),
                baseline.c_str(), ratio.c_str(), goal.c_str(), met ? "met" : "not met", load.c_str());
    std::fflush(stdout);
}

} // namespace twb::bench
