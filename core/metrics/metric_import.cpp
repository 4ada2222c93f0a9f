#include "core/metrics/metric_import.h"

#include "core/metrics/metric_jsonl.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record_store.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MetricImport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MetricImport)
};

const char *formatName(MetricFormat format)
{
    switch (format) {
    case MetricFormat::Jsonl: return "JSONL";
    case MetricFormat::MaxTextLog: return "MaxText log";
    case MetricFormat::Csv: return "CSV";
    case MetricFormat::TfEvents: return "TensorBoard events";
    }
    return "";
}

bool validRunName(const QString &runName)
{
    static const QRegularExpression validName(u"^[A-Za-z0-9][A-Za-z0-9._-]*$"_s);
    return validName.match(runName).hasMatch();
}

Result<void> checkName(const QString &runsDir, const QString &runName)
{
    if (!validRunName(runName))
        return fail(Error::invalid(Tr::tr("\"%1\" cannot name a run: use letters, digits, '.', '_' and '-'.").arg(runName),
                                   u"--run"_s));
    const RunFolder folder = RunFolder::in(runsDir, runName);
    if (folder.hasRecord())
        return fail(Error::invalid(Tr::tr("A run named %1 exists already (%2); choose another name.").arg(runName, folder.dir()),
                                   folder.dir()));
    return {};
}

} // namespace

bool MetricImport::isEventFileName(const QString &fileName)
{
    return fileName.startsWith(u"events.out.tfevents."_s);
}

QString MetricImport::runNameFor(const QString &runName, const QString &relativeDir)
{
    if (relativeDir.isEmpty() || relativeDir == u"."_s)
        return runName;
    QString out = runName;
    for (const QString &part : relativeDir.split(u'/', Qt::SkipEmptyParts)) {
        QString clean;
        for (const QChar c : part)
            clean += (c.isLetterOrNumber() && c.unicode() < 128) || c == u'.' || c == u'_' || c == u'-' ? c : u'_';
        out += u'.' + clean;
    }
    return out;
}

Result<MetricImport::Summary> MetricImport::importFile(const QString &path, const QString &runsDir, const QString &runName)
{
    return importFiles({path}, runsDir, runName);
}

Result<QList<MetricImport::Summary>> MetricImport::importPath(const QString &path, const QString &runsDir,
                                                              const QString &runName)
{
    const QFileInfo info(path);
    if (!info.isDir()) {
        auto one = importFile(path, runsDir, runName);
        if (!one)
            return fail(one.error());
        return QList<Summary>{*one};
    }
    // TensorBoard's runs: every folder that holds event files, named by its path under `path`.
    std::map<QString, QStringList> byDir;   // relative dir -> its event files, in name order
    const QDir root(path);
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (!isEventFileName(it.fileInfo().fileName()))
            continue;
        QString rel = root.relativeFilePath(it.fileInfo().absolutePath());
        byDir[rel == u"."_s ? QString() : rel] << file;
    }
    if (byDir.empty())
        return fail(Error::notFound(Tr::tr("%1 holds no TensorBoard event files (events.out.tfevents.*), "
                                           "in it or in its sub-directories; give a log directory or a metrics file.")
                                        .arg(path),
                                    path));
    QStringList names;
    for (const auto &[rel, files] : byDir) {
        const QString name = runNameFor(runName, rel);
        if (auto ok = checkName(runsDir, name); !ok)
            return fail(ok.error());
        names << name;
    }
    QList<Summary> out;
    int k = 0;
    for (auto &[rel, files] : byDir) {
        files.sort();   // events.out.tfevents.<time>.<host>: a restarted writer's file comes later
        auto one = importFiles(files, runsDir, names[k++]);
        if (!one && k == 1)
            return fail(one.error());
        if (!one)
            return fail(Error::invalid(Tr::tr("%1 (the runs before it were imported: %2)")
                                           .arg(one.error().message, names.mid(0, k - 1).join(u", "_s)),
                                       one.error().where));
        out << *one;
    }
    return out;
}

Result<MetricImport::Summary> MetricImport::importFiles(const QStringList &paths, const QString &runsDir,
                                                        const QString &runName)
{
    if (auto ok = checkName(runsDir, runName); !ok)
        return fail(ok.error());
    const RunFolder folder = RunFolder::in(runsDir, runName);
    const QString dir = folder.dir();
    const QString path = paths.first();

    Summary summary;
    std::map<int, std::string> perHost;
    SeriesStore scratch;   // the ingestor wants a store; the files below are what is kept
    for (const QString &file : paths) {
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly))
            return fail(Error::notFound(Tr::tr("Cannot read %1: %2.").arg(file, in.errorString()), file));
        summary.format = MetricIngestor::detectFormat(file, in.peek(4096));
        MetricIngestor ingestor(scratch, runName, 0, summary.format, file);
        ingestor.setLineObserver([&](const MetricLine &line, std::int64_t step, double time, std::string_view raw) {
            ++summary.lines;
            MetricJsonl::append(perHost, summary.format, line, step, time, raw);
        });
        while (!in.atEnd()) {
            const QByteArray chunk = in.read(1 << 20);
            ingestor.feed(chunk.constData(), std::size_t(chunk.size()));
        }
        ingestor.finish();
        summary.malformed += ingestor.malformedCount();
        if (summary.format == MetricFormat::TfEvents && ingestor.completeOffset() < in.size())
            ++summary.tornRecords;   // a writer mid-record: what is complete is imported
    }
    if (summary.lines == 0)
        return fail(Error::invalid(Tr::tr("%1 holds no metrics that a %2 reader understands (%3 malformed lines); "
                                      "check that it is JSONL, a MaxText log, CSV with a header or a TensorBoard event file.")
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
    for (const QString &file : paths)
        r.command << QFileInfo(file).absoluteFilePath();
    r.state = RunState::Finished;
    r.started = r.created;
    r.ended = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    r.notes = Tr::tr("Imported from %1 (%2, %3 lines, %4 malformed).")
                  .arg(QStringList(r.command).join(u", "_s), QString::fromLatin1(formatName(summary.format)))
                  .arg(summary.lines)
                  .arg(summary.malformed);
    if (auto written = RunRecordStore(folder).save(r); !written)
        return fail(written.error());
    return summary;
}

} // namespace twb
