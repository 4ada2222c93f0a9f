#include "core/metrics/csv_metric_reader.h"

#include "core/util/number_cast.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>

namespace twb {
namespace {

bool parseCell(std::string_view text, double &out)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    if (text.empty())
        return false;
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower == "nan") {
        out = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    if (lower == "inf" || lower == "infinity" || lower == "+inf") {
        out = std::numeric_limits<double>::infinity();
        return true;
    }
    if (lower == "-inf" || lower == "-infinity") {
        out = -std::numeric_limits<double>::infinity();
        return true;
    }
    const char *begin = text.data();
    if (*begin == '+')
        ++begin;
    const auto result = std::from_chars(begin, text.data() + text.size(), out);
    return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

} // namespace

CsvMetricReader::CsvMetricReader(std::string valueName) : m_valueName(std::move(valueName)) {}

void CsvMetricReader::split(std::string_view line, std::vector<std::string> &cells)
{
    cells.clear();
    std::string cell;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            cells.push_back(std::move(cell));
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells.push_back(std::move(cell));
}

LineStatus CsvMetricReader::parse(std::string_view line, MetricLine &out, std::string *error)
{
    out.clear();
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return LineStatus::Skipped;
    if (!m_haveHeader) {
        split(line, m_columns);
        for (int i = 0; i < int(m_columns.size()); ++i) {
            std::string &name = m_columns[std::size_t(i)];
            while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
                name.pop_back();
            std::string lower(name);
            std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            if (m_stepColumn < 0 && (lower == "step" || lower == "global_step" || lower == "iteration"))
                m_stepColumn = i;
            else if (m_timeColumn < 0 && (lower == "time" || lower == "wall_time" || lower == "wall time" || lower == "timestamp"))
                m_timeColumn = i;
            else if (lower == "value" && !m_valueName.empty())
                name = m_valueName;
        }
        m_haveHeader = true;
        return LineStatus::Skipped;
    }
    split(line, m_cells);
    if (m_cells.size() != m_columns.size()) {
        if (error)
            *error = "row has " + std::to_string(m_cells.size()) + " cells, the header has "
                     + std::to_string(m_columns.size());
        return LineStatus::Malformed;
    }
    for (int i = 0; i < int(m_cells.size()); ++i) {
        double value = 0;
        if (!parseCell(m_cells[std::size_t(i)], value))
            continue;
        if (i == m_stepColumn) {
            if (std::isfinite(value)) {
                out.hasStep = true;
                out.step = saturatingCast<std::int64_t>(value);
            }
        } else if (i == m_timeColumn) {
            if (std::isfinite(value)) {
                out.hasTime = true;
                out.time = value;
            }
        } else {
            out.values.push_back({m_columns[std::size_t(i)], value, false});
        }
    }
    return LineStatus::Parsed;
}

} // namespace twb
