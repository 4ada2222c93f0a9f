#include "widgets/common/export_file.h"

#include "core/util/atomic_file.h"
#include "core/util/continue_queued.h"

#include <QtConcurrent/QtConcurrentRun>

namespace twb {

Result<void> writeExportFiles(const QList<ExportFile> &files)
{
    for (const ExportFile &file : files)
        if (auto written = writeFileAtomically(file.path, file.bytes); !written)
            return written;
    return {};
}

void writeExportFilesInBackground(QObject *context, QList<ExportFile> files,
                                  std::function<void(const Result<void> &)> done)
{
    continueQueued(QtConcurrent::run([files = std::move(files)] { return writeExportFiles(files); }), context,
                   [done = std::move(done)](const Result<void> &written) { done(written); });
}

} // namespace twb
