#pragma once

#include "core/metrics/metric_line.h"

#include <string>
#include <string_view>
#include <vector>

namespace twb {

// Reads metrics from CSV with a header row: every numeric column is a series, except the step
// column (`step`, `global_step`, `iteration`, `Step`) and the time column (`time`,
// `wall_time`, `timestamp`, `Wall time`). TensorBoard's own CSV export
// (`Wall time,Step,Value`) reads as one series named after its `Value` column, or after
// `valueName` when given. Quoted fields ("a,b") are understood. Empty cells are no point;
// nan/inf spelled as Python or numpy print them are values.
class CsvMetricReader final
{
public:
    explicit CsvMetricReader(std::string valueName = {});

    // The first non-blank line is the header (returns Skipped for it).
    LineStatus parse(std::string_view line, MetricLine &out, std::string *error = nullptr);

    bool hasHeader() const { return m_haveHeader; }

private:
    static void split(std::string_view line, std::vector<std::string> &cells);

    std::string m_valueName;
    bool m_haveHeader = false;
    std::vector<std::string> m_columns;
    int m_stepColumn = -1;
    int m_timeColumn = -1;
    std::vector<std::string> m_cells;
};

} // namespace twb
