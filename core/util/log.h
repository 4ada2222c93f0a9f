#pragma once

#include <QString>

#include <spdlog/sinks/sink.h>
#include <spdlog/spdlog.h>

#include <memory>

namespace twb::log {

// The one logger of the application ("twb"). Core logs through it; the app decides where it
// goes by adding sinks (rotating file, the in-app log panel). Until then it goes to stderr at
// warning level so that tests and the CLI stay quiet.
std::shared_ptr<spdlog::logger> logger();

void addSink(spdlog::sink_ptr sink);
void setLevel(spdlog::level::level_enum level);

void debug(const QString &message);
void info(const QString &message);
void warn(const QString &message);
void error(const QString &message);

} // namespace twb::log
