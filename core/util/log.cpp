#include "core/util/log.h"

#include <spdlog/sinks/stdout_sinks.h>

#include <mutex>

namespace twb::log {

std::shared_ptr<spdlog::logger> logger()
{
    static std::shared_ptr<spdlog::logger> instance = [] {
        auto stderrSink = std::make_shared<spdlog::sinks::stderr_sink_mt>();
        stderrSink->set_level(spdlog::level::warn);
        auto created = std::make_shared<spdlog::logger>("twb", stderrSink);
        created->set_level(spdlog::level::debug);
        created->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%l] %v");
        return created;
    }();
    return instance;
}

void addSink(spdlog::sink_ptr sink)
{
    // spdlog's sink list is not guarded; adding happens at start-up, but keep it safe anyway.
    static std::mutex mutex;
    const std::lock_guard lock(mutex);
    logger()->sinks().push_back(std::move(sink));
}

void setLevel(spdlog::level::level_enum level)
{
    for (auto &sink : logger()->sinks())
        sink->set_level(level);
}

void debug(const QString &message)
{
    logger()->debug(message.toStdString());
}
void info(const QString &message)
{
    logger()->info(message.toStdString());
}
void warn(const QString &message)
{
    logger()->warn(message.toStdString());
}
void error(const QString &message)
{
    logger()->error(message.toStdString());
}

} // namespace twb::log
