#include "core/util/log_capture_sink.h"

namespace twb {

void LogCaptureSink::setNotifier(std::function<void()> notifier)
{
    const std::lock_guard lock(mutex_);
    m_notifier = std::move(notifier);
}

std::vector<LogRecord> LogCaptureSink::takeNew()
{
    const std::lock_guard lock(mutex_);
    std::vector<LogRecord> records(std::make_move_iterator(m_pending.begin()),
                                   std::make_move_iterator(m_pending.end()));
    m_pending.clear();
    return records;
}

void LogCaptureSink::sink_it_(const spdlog::details::log_msg &message)
{
    // base_sink holds mutex_ here.
    const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(message.time.time_since_epoch());
    LogRecord record{QDateTime::fromMSecsSinceEpoch(millis.count()), message.level,
                     QString::fromUtf8(message.payload.data(), qsizetype(message.payload.size()))};
    const bool wasEmpty = m_pending.empty();
    m_pending.push_back(std::move(record));
    while (m_pending.size() > m_capacity)
        m_pending.pop_front();
    if (wasEmpty && m_notifier)
        m_notifier();
}

} // namespace twb
