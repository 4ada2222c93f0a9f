#pragma once

#include <QtGlobal>

#include <spdlog/common.h>

namespace twb {

// Qt's own messages (qWarning and friends from inside Qt and QCustomPlot: "closeEditor called
// with an editor that does not belong to this view", platform plugin notes) are about Qt's
// internals, not about the user's work: they go to the log at debug level, so the log panel
// (info and above by default) and its status line do not show them as warnings. The
// workbench's own messages use twb::log, never qWarning. Critical and fatal ones stay visible.
spdlog::level::level_enum logLevelForQtMessage(QtMsgType type);

// For qInstallMessageHandler().
void routeQtMessageToLog(QtMsgType type, const QMessageLogContext &context, const QString &message);

} // namespace twb
