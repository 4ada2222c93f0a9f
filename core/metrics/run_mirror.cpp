#include "core/metrics/run_mirror.h"

#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"

#include "core/util/io_guard.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace twb {

int RunMirror::read(SeriesStore &store, const QString &runId, const RunFolder &folder, int hostCount,
                    const std::atomic<bool> *cancelled)
{
    QList<int> hosts;
    if (hostCount > 0)
        for (int h = 0; h < hostCount; ++h)
            hosts << h;
    else
        hosts = folder.metricsHosts();
    int read = 0;
    for (int host : std::as_const(hosts)) {
        IoGuard::check("metrics mirror read of", folder.metricsFile(host));
        QFile file(folder.metricsFile(host));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        ++read;
        MetricIngestor ingestor(store, runId, host, MetricFormat::Jsonl,
                                u"%1: %2"_s.arg(runId, RunFolder::metricsName(host)));
        while (!file.atEnd()) {
            if (cancelled && cancelled->load())
                return read;
            const QByteArray chunk = file.read(1 << 20);
            ingestor.feed(chunk.constData(), std::size_t(chunk.size()));
        }
    }
    return read;
}

} // namespace twb
