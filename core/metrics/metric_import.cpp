#include "core/metrics/metric_import.h"

#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MetricImport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MetricImport)
};

void appendNumber(std::string &out, double v)
{
    if (std::isnan(v))
        out += "NaN";
    else if (std::isinf(v))
        out += v > 0 ? "Infinity" : "-Infinity";
    else
        out += pythonFloatRepr(v);
}

const char *formatName(MetricFormat format)
{
    switch (format) {
    case MetricFormat::Jsonl: return "JSONL";
    case MetricFormat::MaxTextLog: return "MaxText log";
    case MetricFormat::Csv: return "CSV";
    }
    return "";
}

} // namespace

Result<MetricImport::Summary> MetricImport::importFile(const QString &path, const QString &runsDir, const QString &runName)
{
    static const QRegularExpression validName(u"^[A-Za-z0-9][A-Za-z0-9._-]*$"_s);
    if (!validName.match(runName).hasMatch())
        return fail(Error::invalid(Tr::tr("\"%1\" cannot name a run: use letters, digits, '.', '_' and '-'.").arg(runName),
                                   u"--run"_s));
    const RunFolder folder = RunFolder::in(runsDir, runName);
    const QString dir = folder.dir();
    if (folder.hasRecord())
        return fail(Error::invalid(Tr::tr("A run named %1 exists already (%2); choose another name.").arg(runName, dir), dir));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Error::notFound(Tr::tr("Cannot read %1: %2.").arg(path, file.errorString()), path));

    Summary summary;
    summary.format = MetricIngestor::detectFormat(path, file.peek(4096));
    SeriesStore scratch;   // the ingestor wants a store; the files below are what is kept
    MetricIngestor ingestor(scratch, runName, 0, summary.format, path);
    std::map<int, std::string> perHost;
    ingestor.setLineObserver([&](const MetricLine &line, std::int64_t step, double time, std::string_view raw) {
        const int host = std::max(0, line.host);
        std::string &out = perHost[host];
        ++summary.lines;
        if (summary.format == MetricFormat::Jsonl) {
            out.append(raw);
            out += '\n';
            return;
        }
        out += "{\"step\": " + std::to_string(step) + ", \"time\": ";
        appendNumber(out, time);
        for (const auto &v : line.values) {
            out += ", ";
            out += canonicalJson(Json(std::string(v.key)));
            out += ": ";
            appendNumber(out, v.value);
        }
        out += "}\n";
    });
    while (!file.atEnd()) {
        const QByteArray chunk = file.read(1 << 20);
        ingestor.feed(chunk.constData(), std::size_t(chunk.size()));
    }
    ingestor.finish();
    summary.malformed = ingestor.malformedCount();
    if (summary.lines == 0)
        return fail(Error::invalid(Tr::tr("%1 holds no metrics that a %2 reader understands (%3 malformed lines); "
                                      "check that it is JSONL, a MaxText log or CSV with a header.")
                                       .arg(path, QString::fromLatin1(formatName(summary.format)))
                                       .arg(summary.malformed),
                                   path));

    summary.hosts = perHost.empty() ? 1 : perHost.rbegin()->first + 1;
    if (!QDir().mkpath(folder.metricsDir()))
        return fail(Error::failure(Tr::tr("Cannot create %1; check the workspace's permissions.").arg(folder.metricsDir()), dir));
    for (int h = 0; h < summary.hosts; ++h) {
        const std::string &text = perHost[h];
        if (auto written = writeFileAtomically(folder.metricsFile(h),
                                               QByteArray(text.data(), qsizetype(text.size())));
            !written)
            return fail(written.error());
    }
    RunRecord &r = summary.record;
    r.runId = runName;
    r.experiment = u"imported"_s;
    r.device = u"import"_s;
    for (int h = 0; h < summary.hosts; ++h)
        r.hosts << QFileInfo(path).fileName();
    r.command = {QFileInfo(path).absoluteFilePath()};
    r.state = RunState::Finished;
    r.started = r.created;
    r.ended = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    r.notes = Tr::tr("Imported from %1 (%2, %3 lines, %4 malformed).")
                  .arg(QFileInfo(path).absoluteFilePath(), QString::fromLatin1(formatName(summary.format)))
                  .arg(summary.lines)
                  .arg(summary.malformed);
    if (auto written = folder.writeRecord(r); !written)
        return fail(written.error());
    return summary;
}

} // namespace twb
