#pragma once

#include <QString>

namespace twb {

// Folders this process must not write to, each with the reason: a workspace opened read-only
// because another window holds its writer lock (core/workspace/workspace_lock.h). Core's atomic
// write refuses a path under a fenced folder with that reason, so a write that a disabled
// control missed still fails with the message the banner shows instead of racing the writer.
namespace WriteFence {

void close(const QString &folder, const QString &reason);
void open(const QString &folder);
// Why `path` may not be written (the fenced folder's reason), empty when it may.
QString reasonFor(const QString &path);

} // namespace WriteFence
} // namespace twb
