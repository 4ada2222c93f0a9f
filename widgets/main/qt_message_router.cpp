#include "widgets/main/qt_message_router.h"

#include "core/util/log.h"

#include <QString>

using namespace Qt::StringLiterals;

namespace twb {

spdlog::level::level_enum logLevelForQtMessage(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
    case QtInfoMsg:
    case QtWarningMsg:
        return spdlog::level::debug;
    case QtCriticalMsg:
        return spdlog::level::warn;
    case QtFatalMsg:
        return spdlog::level::err;
    }
    return spdlog::level::debug;
}

void routeQtMessageToLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // The category says which part of Qt spoke ("qt.qpa.xcb", "default").
    const QString text = context.category && qstrcmp(context.category, "default") != 0
                             ? QString(QString::fromLatin1(context.category) + u": "_s + message)
                             : message;
    switch (logLevelForQtMessage(type)) {
    case spdlog::level::warn: log::warn(text); break;
    case spdlog::level::err: log::error(text); break;
    default: log::debug(text); break;
    }
}

} // namespace twb
