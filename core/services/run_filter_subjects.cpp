#include "core/services/run_filter_subjects.h"

#include "core/runs/run_folder.h"
#include "core/util/json.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace twb {

RunFilterSubject RunFilterSubjects::load(const QString &runsDir, const RunRecord &record)
{
    RunFilterSubject subject;
    subject.record = record;
    const RunFolder folder = RunFolder::in(runsDir, record.runId);
    if (QFile::exists(folder.configFile()))
        if (auto config = readJsonFile(folder.configFile()); config && config->is_object())
            subject.config = std::move(*config);
    subject.finalMetrics = finalMetrics(folder);
    return subject;
}

QHash<QString, double> RunFilterSubjects::finalMetrics(const RunFolder &folder)
{
    QHash<QString, double> last;
    const QList<int> hosts = folder.metricsHosts();
    if (hosts.isEmpty())
        return last;
    QFile file(folder.metricsFile(hosts.first()));
    if (!file.open(QIODevice::ReadOnly))
        return last;
    const qint64 start = std::max<qint64>(0, file.size() - kTailBytes);
    file.seek(start);
    QByteArray tail = file.readAll();
    // Whole lines only: the first may be cut by the seek, the last may be half written.
    if (start > 0)
        tail.remove(0, tail.indexOf('\n') + 1);
    tail.truncate(tail.lastIndexOf('\n') + 1);
    const QString source = file.fileName();
    // From the last line back, a key's first value seen is its final one. The lines of a run
    // carry the same keys, so after kSettledLines lines in a row that add none, the rest are
    // only searched (not parsed) for the newest eval event: parsing the whole tail (hundreds
    // of lines a run) took 21 s over a 10,000-run workspace.
    constexpr int kSettledLines = 8;
    const auto keep = [&last](const QString &key, double value) {
        if (!last.contains(key))
            last.insert(key, value);
    };
    const QList<QByteArray> lines = tail.split('\n');
    int quiet = 0;
    bool settled = false;
    bool evalSeen = false;
    for (auto it = lines.crbegin(); it != lines.crend() && !(settled && evalSeen); ++it) {
        const QByteArray &line = *it;
        if (line.trimmed().isEmpty())
            continue;
        const bool isEvent = line.contains("\"event\"");
        if ((isEvent && (evalSeen || !line.contains("\"eval\""))) || (!isEvent && settled))
            continue;
        auto parsed = parseJsonTolerant(line, source);
        if (!parsed || !parsed->is_object())
            continue;
        const Json &object = *parsed;
        if (auto event = object.find("event"); event != object.end()) {
            if (*event == "eval") {
                evalSeen = true;
                if (auto metrics = object.find("metrics"); metrics != object.end() && metrics->is_object())
                    for (const auto &item : metrics->items())
                        if (item.value().is_number())
                            keep(u"eval/"_s + toQString(item.key()), item.value().get<double>());
            }
            continue;
        }
        const qsizetype before = last.size();
        for (const auto &item : object.items()) {
            if (item.key() == "step" || item.key() == "time" || item.key() == "host")
                continue;
            if (item.value().is_number())
                keep(toQString(item.key()), item.value().get<double>());
            else if (item.value().is_null())
                keep(toQString(item.key()), std::numeric_limits<double>::quiet_NaN());
        }
        quiet = last.size() == before ? quiet + 1 : 0;
        settled = quiet >= kSettledLines;
    }
    return last;
}

QList<RunRecord> RunFilterSubjects::select(const QString &runsDir, const QList<RunRecord> &records,
                                           const RunFilter &filter)
{
    if (filter.isEmpty())
        return records;
    QList<RunRecord> chosen;
    const bool readFolder = filter.needsFolder();
    for (const RunRecord &record : records) {
        RunFilterSubject subject;
        if (readFolder) {
            subject = load(runsDir, record);
        } else {
            subject.record = record;
        }
        if (filter.matches(subject))
            chosen << record;
    }
    return chosen;
}

} // namespace twb
