#pragma once

#include <spdlog/sinks/base_sink.h>

#include <QDateTime>
#include <QString>

#include <deque>
#include <functional>
#include <mutex>
#include <vector>

namespace twb {

struct LogRecord
{
    QDateTime time;
    spdlog::level::level_enum level = spdlog::level::info;
    QString message;
};

// A spdlog sink that keeps the newest `capacity` records in memory for the in-app log panel.
// Any thread may log; the panel takes new records in batches (takeNew) when notified, so the
// GUI never does work per log line.
class LogCaptureSink final : public spdlog::sinks::base_sink<std::mutex>
{
public:
    explicit LogCaptureSink(size_t capacity = 5000) : m_capacity(capacity) {}

    // Called (on the logging thread) when the first record after a takeNew() arrives.
    void setNotifier(std::function<void()> notifier);
    std::vector<LogRecord> takeNew();

protected:
    void sink_it_(const spdlog::details::log_msg &message) override;
    void flush_() override {}

private:
    size_t m_capacity;
    std::deque<LogRecord> m_pending;
    std::function<void()> m_notifier;
};

} // namespace twb
