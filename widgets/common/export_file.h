#pragma once

#include "core/util/error.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

class QObject;

namespace twb {

// A file an export produces, rendered and not yet written. Painting a plot needs the GUI
// thread; writing the bytes does not, so the panels render on the GUI thread and hand the
// files to writeInBackground(), which keeps the disk off the GUI thread.
struct ExportFile
{
    QString path;
    QByteArray bytes;
};

// Writes each file atomically, in order; stops at the first failure, which names the file.
Result<void> writeExportFiles(const QList<ExportFile> &files);

// The same on the thread pool; `done` runs on `context`'s thread, and not at all once
// `context` is gone (the files are still written).
void writeExportFilesInBackground(QObject *context, QList<ExportFile> files,
                                  std::function<void(const Result<void> &)> done);

} // namespace twb
