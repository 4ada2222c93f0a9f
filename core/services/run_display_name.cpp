#include "core/services/run_display_name.h"

#include "core/ablation/config_diff.h"
#include "core/ablation/run_set.h"
#include "core/runs/run_record.h"
#include "core/util/json_path.h"
#include "core/util/number_format.h"

#include <QHash>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

const QString kSeedPath = u"train.seed"_s;
constexpr int kValueDigits = 6;   // config values are chosen by people: 3e-4, 0.125, 4096

QString lastPart(const QString &path)
{
    return path.mid(path.lastIndexOf(u'.') + 1);
}

QDateTime parseTime(const QString &iso)
{
    QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!time.isValid())
        time = QDateTime::fromString(iso, Qt::ISODate);
    return time;
}

} // namespace

QStringList RunDisplayName::differingPaths(const std::vector<Json> &configs)
{
    if (configs.size() < 2)
        return {};
    QStringList paths = ConfigDiff::compute(configs).paths();
    paths.removeAll(kSeedPath);
    return paths;
}

QString RunDisplayName::valueText(const Json &value, const QLocale &locale)
{
    if (value.is_null())
        return tr("none", "a config value that is absent");
    if (value.is_string())
        return toQString(value.get<std::string>());
    if (value.is_number_integer() || value.is_number_unsigned())
        return toQString(canonicalJson(value));
    if (value.is_number())
        return NumberFormat::significant(value.get<double>(), kValueDigits, locale);
    if (value.is_boolean())
        return value.get<bool>() ? u"true"_s : u"false"_s;
    return toQString(canonicalJson(value));
}

QString RunDisplayName::values(const Json &config, const QStringList &paths, const QLocale &locale)
{
    QHash<QString, int> leafCount;
    for (const QString &path : paths)
        ++leafCount[lastPart(path)];
    QStringList parts;
    for (const QString &path : paths) {
        const QString shown = leafCount.value(lastPart(path)) > 1 ? path : lastPart(path);
        const Json *value = config.is_object() ? findPath(config, path) : nullptr;
        parts << u"%1=%2"_s.arg(shown, value ? valueText(*value, locale) : tr("none", "a config value that is absent"));
    }
    return parts.join(u", "_s);
}

QDateTime RunDisplayName::timeFromId(const QString &id)
{
    static const QRegularExpression stamp(u"(\\d{8}-\\d{6})$"_s);
    const auto match = stamp.match(id);
    if (!match.hasMatch())
        return {};
    QDateTime time = QDateTime::fromString(match.captured(1), u"yyyyMMdd-HHmmss"_s);
    time.setTimeSpec(Qt::UTC);
    return time;
}

RunDisplayName::Subject RunDisplayName::subject(const RunRecord &record, const Json &config)
{
    Subject s;
    s.id = record.runId;
    s.experiment = record.experiment;
    s.config = config.is_object() && config.empty() ? Json() : config;
    s.seed = record.seed;
    s.time = parseTime(record.started.isEmpty() ? record.created : record.started);
    if (!s.time.isValid())
        s.time = timeFromId(record.runId);
    return s;
}

QStringList RunDisplayName::names(const std::vector<Subject> &subjects, const QLocale &locale)
{
    // The values that differ are looked for among the runs of one experiment: across
    // experiments the experiment's name says it.
    QHash<QString, std::vector<Json>> configsOf;
    for (const Subject &s : subjects)
        if (!s.config.is_null())
            configsOf[s.experiment].push_back(s.config);
    QHash<QString, QStringList> pathsOf;
    for (auto it = configsOf.cbegin(); it != configsOf.cend(); ++it)
        pathsOf.insert(it.key(), differingPaths(it.value()));

    QStringList out;
    out.reserve(qsizetype(subjects.size()));
    for (const Subject &s : subjects) {
        QStringList parts;
        parts << (s.experiment.isEmpty() ? s.id : s.experiment);
        const QStringList &paths = pathsOf[s.experiment];
        if (!s.config.is_null() && !paths.isEmpty())
            parts << values(s.config, paths, locale);
        if (s.seed)
            parts << tr("seed %1").arg(*s.seed);
        if (s.time.isValid())
            parts << locale.toString(s.time.toLocalTime(), QLocale::ShortFormat);
        out << parts.join(partSeparator());
    }
    // Equal names (a run launched twice in a minute with the same config and seed, or imported
    // twice) would be told apart by nothing: each of them gets its id.
    QHash<QString, int> uses;
    for (const QString &name : std::as_const(out))
        ++uses[name];
    for (qsizetype i = 0; i < out.size(); ++i)
        if (uses.value(out[i]) > 1 && out[i] != subjects[std::size_t(i)].id)
            out[i] = withId(out[i], subjects[std::size_t(i)].id);
    return out;
}

QString RunDisplayName::withId(const QString &name, const QString &id)
{
    if (name.isEmpty() || name == id)
        return id;
    //: a run's readable name, then its id (the folder name) in brackets
    return tr("%1 (%2)").arg(name, id);
}

std::vector<RunDisplayName::Subject> RunDisplayName::subjects(const RunSet &runs)
{
    std::vector<Subject> out;
    out.reserve(runs.runs().size());
    for (const RunSet::Run &run : runs.runs()) {
        QString experiment = run.experiment;
        if (experiment.isEmpty())
            if (const Json *name = run.config.is_object() ? findPath(run.config, "name") : nullptr; name && name->is_string())
                experiment = toQString(name->get<std::string>());
        const bool noConfig = run.config.is_null() || (run.config.is_object() && run.config.empty());
        out.push_back({run.runId, experiment, noConfig ? Json() : run.config, run.seed, timeFromId(run.runId)});
    }
    return out;
}

QStringList RunDisplayName::names(const RunSet &runs, const QLocale &locale)
{
    return names(subjects(runs), locale);
}

} // namespace twb
