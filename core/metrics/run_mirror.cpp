#include "core/metrics/run_mirror.h"

#include "core/metrics/metric_ingestor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QList<int> hostsInFolder(const RunFolder &folder)
{
    static const QRegularExpression hostFile(u"^host-(\\d+)\\.jsonl$"_s);
    QList<int> hosts;
    for (const QString &name : QDir(folder.metricsDir()).entryList({u"host-*.jsonl"_s}, QDir::Files, QDir::Name))
        if (const auto match = hostFile.match(name); match.hasMatch())
            hosts << match.captured(1).toInt();
    std::sort(hosts.begin(), hosts.end());
    return hosts;
}

} // namespace

int RunMirror::read(SeriesStore &store, const QString &runId, const RunFolder &folder, int hostCount,
                    const std::atomic<bool> *cancelled)
{
    QList<int> hosts;
    if (hostCount > 0)
        for (int h = 0; h < hostCount; ++h)
            hosts << h;
    else
        hosts = hostsInFolder(folder);
    int read = 0;
    for (int host : std::as_const(hosts)) {
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
