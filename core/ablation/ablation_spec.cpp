#include "core/ablation/ablation_spec.h"

#include "core/util/log.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AblationSpec.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AblationSpec)
};

const char *const kKnownKeys[] = {"schema", "name", "base", "mode", "variables", "seeds", "baseline",
                                  "metric", "invariants", "machines", "estimate"};

bool isKnownKey(const std::string &key)
{
    for (const char *known : kKnownKeys)
        if (key == known)
            return true;
    return false;
}

Result<QStringList> readStringList(const Json &document, const char *key, const QString &source)
{
    QStringList out;
    const auto it = document.find(key);
    if (it == document.end() || it->is_null())
        return out;
    const QString field = source + u": "_s + QLatin1StringView(key);
    if (!it->is_array())
        return fail(Error::invalid(Tr::tr("%1 must be a list of strings.").arg(field), field));
    for (size_t i = 0; i < it->size(); ++i) {
        if (!(*it)[i].is_string() || (*it)[i].get<std::string>().empty())
            return fail(Error::invalid(Tr::tr("%1 must be a non-empty string.").arg(jsonFieldPath(field, i)),
                                       jsonFieldPath(field, i)));
        out << toQString((*it)[i].get<std::string>());
    }
    return out;
}

Result<void> checkSchema(const Json &document, const QString &source)
{
    const auto it = document.find("schema");
    const QString expected = QString::fromLatin1(AblationSpec::kSchema);
    if (it == document.end() || !it->is_string())
        return fail(Error::invalid(Tr::tr("%1 has no \"schema\": \"%2\"; it is not a TPU Workbench ablation. "
                                      "Add the field if the file is one.")
                                       .arg(source, expected),
                                   source + u": schema"_s));
    const QString schema = toQString(it->get<std::string>());
    const QString prefix = u"tpuwb.ablation/"_s;
    const QStringList version = schema.mid(prefix.size()).split(u'.');
    bool majorOk = false;
    const int major = version.value(0).toInt(&majorOk);
    if (!schema.startsWith(prefix) || !majorOk)
        return fail(Error::invalid(Tr::tr("%1: schema \"%2\" is not an ablation schema (expected \"%3\").")
                                       .arg(source, schema, expected),
                                   source + u": schema"_s));
    if (major > AblationSpec::kSchemaMajor)
        return fail(Error::invalid(Tr::tr("%1 uses schema %2, written by a newer TPU Workbench; this version "
                                      "reads %3. Update TPU Workbench to open it.")
                                       .arg(source, schema, expected),
                                   source + u": schema"_s));
    if (version.size() > 1)
        log::info(u"%1: schema %2 is a newer minor version; fields this version does not know are kept"_s
                      .arg(source, schema));
    return {};
}

} // namespace

bool AblationSpec::isValidName(const QString &name)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9._\\-]{1,64}$"_s);
    return pattern.match(name).hasMatch() && name != u"."_s && name != u".."_s;
}

QStringList AblationSpec::rangeWarnings() const
{
    const auto list = [](const std::vector<Json> &values) {
        QStringList texts;
        for (const Json &v : values)
            texts << toQString(v.dump());
        return texts.join(u", "_s);
    };
    QStringList out;
    for (const AblationVariable &variable : m_variables) {
        if (!variable.range() || !variable.range()->scaleUnwritten())
            continue;
        const ValueRange &range = *variable.range();
        const QString written = range.shorthand().section(u':', 0, 2);
        out << Tr::tr("%1: the range \"%2\" has no scale, so it gives %3 log-spaced values "
                                                  "(%4); before this version it gave linear ones (%5). Write \"%2:log\" "
                                                  "or \"%2:lin\" to say which.")
                   .arg(variable.path(), written)
                   .arg(range.count())
                   .arg(list(range.values()), list(range.linearValues()));
    }
    return out;
}

QString AblationSpec::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Grid: return u"grid"_s;
    case Mode::Zip: return u"zip"_s;
    case Mode::OneAtATime: return u"one_at_a_time"_s;
    }
    return {};
}

std::optional<AblationSpec::Mode> AblationSpec::parseMode(const QString &name)
{
    for (Mode mode : {Mode::Grid, Mode::Zip, Mode::OneAtATime})
        if (modeName(mode) == name)
            return mode;
    return std::nullopt;
}

Result<AblationSpec> AblationSpec::fromJson(const Json &document, const QString &source)
{
    if (!document.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an ablation), not a %2.")
                                       .arg(source, jsonTypeName(document)),
                                   source));
    if (auto schema = checkSchema(document, source); !schema)
        return fail(schema.error());

    AblationSpec spec;
    const auto field = [&](const char *key) -> QString { return source + u": "_s + QLatin1StringView(key); };

    const auto nameIt = document.find("name");
    if (nameIt == document.end() || !nameIt->is_string() || !isValidName(toQString(nameIt->get<std::string>())))
        return fail(Error::invalid(Tr::tr("%1 must be a name of 1 to 64 letters, digits, '.', '_' or '-' (it "
                                      "becomes part of run ids).")
                                       .arg(field("name")),
                                   field("name")));
    spec.m_name = toQString(nameIt->get<std::string>());

    const auto baseIt = document.find("base");
    if (baseIt == document.end() || !baseIt->is_string() || baseIt->get<std::string>().empty())
        return fail(Error::invalid(Tr::tr("%1 must name the base experiment file, such as "
                                      "\"experiments/my-exp/experiment.json\".")
                                       .arg(field("base")),
                                   field("base")));
    spec.m_base = toQString(baseIt->get<std::string>());

    if (const auto it = document.find("mode"); it != document.end()) {
        const auto mode = it->is_string() ? parseMode(toQString(it->get<std::string>())) : std::nullopt;
        if (!mode)
            return fail(Error::invalid(Tr::tr("%1 must be \"grid\", \"zip\" or \"one_at_a_time\".").arg(field("mode")),
                                       field("mode")));
        spec.m_mode = *mode;
    }

    if (const auto it = document.find("variables"); it != document.end()) {
        if (!it->is_array())
            return fail(Error::invalid(Tr::tr("%1 must be a list of {\"path\", \"values\" | \"range\"}.")
                                           .arg(field("variables")),
                                       field("variables")));
        for (size_t i = 0; i < it->size(); ++i) {
            auto variable = AblationVariable::fromJson((*it)[i], jsonFieldPath(field("variables"), i));
            if (!variable)
                return fail(variable.error());
            spec.m_variables.push_back(std::move(*variable));
        }
    }

    if (const auto it = document.find("seeds"); it != document.end()) {
        if (!it->is_array())
            return fail(Error::invalid(Tr::tr("%1 must be a list of integers, such as [0, 1, 2].").arg(field("seeds")),
                                       field("seeds")));
        for (size_t i = 0; i < it->size(); ++i) {
            const Json &seed = (*it)[i];
            if (!seed.is_number_integer() || seed.get<qint64>() < 0)
                return fail(Error::invalid(Tr::tr("%1 must be an integer of 0 or more.")
                                               .arg(jsonFieldPath(field("seeds"), i)),
                                           jsonFieldPath(field("seeds"), i)));
            spec.m_seeds.push_back(seed.get<qint64>());
        }
    }

    if (const auto it = document.find("baseline"); it != document.end() && !it->is_null()) {
        if (!it->is_object())
            return fail(Error::invalid(Tr::tr("%1 must be an object {\"<variable path>\": value}.").arg(field("baseline")),
                                       field("baseline")));
        spec.m_baseline = *it;
    }

    if (const auto it = document.find("metric"); it != document.end() && !it->is_null()) {
        auto metric = AblationMetric::fromJson(*it, field("metric"));
        if (!metric)
            return fail(metric.error());
        spec.m_metric = *metric;
    }

    auto invariants = readStringList(document, "invariants", source);
    if (!invariants)
        return fail(invariants.error());
    spec.m_invariants = *invariants;
    auto machines = readStringList(document, "machines", source);
    if (!machines)
        return fail(machines.error());
    spec.m_machines = *machines;

    if (const auto it = document.find("estimate"); it != document.end() && !it->is_null()) {
        const auto stepIt = it->is_object() ? it->find("step_time_s") : it->end();
        if (!it->is_object() || (stepIt != it->end() && (!stepIt->is_number() || stepIt->get<double>() <= 0)))
            return fail(Error::invalid(Tr::tr("%1 must be {\"step_time_s\": seconds per training step, above 0}.")
                                           .arg(field("estimate")),
                                       field("estimate")));
        if (stepIt != it->end())
            spec.m_stepTimeSeconds = stepIt->get<double>();
    }

    for (auto it = document.begin(); it != document.end(); ++it)
        if (!isKnownKey(it.key()))
            spec.m_unknownKeys[it.key()] = it.value();
    return spec;
}

Result<AblationSpec> AblationSpec::parse(const QByteArray &text, const QString &source)
{
    auto document = parseJson(text, source);
    if (!document)
        return fail(document.error());
    return fromJson(*document, source);
}

Result<AblationSpec> AblationSpec::readFile(const QString &path)
{
    auto document = readJsonFile(path);
    if (!document)
        return fail(document.error());
    return fromJson(*document, path);
}

Json AblationSpec::toJson() const
{
    Json document = Json::object();
    document["schema"] = kSchema;
    document["name"] = toStd(m_name);
    document["base"] = toStd(m_base);
    document["mode"] = toStd(modeName(m_mode));
    Json variables = Json::array();
    for (const AblationVariable &variable : m_variables)
        variables.push_back(variable.toJson());
    document["variables"] = std::move(variables);
    document["seeds"] = Json(m_seeds);
    document["baseline"] = m_baseline;
    document["metric"] = m_metric.toJson();
    Json invariants = Json::array();
    for (const QString &path : m_invariants)
        invariants.push_back(toStd(path));
    document["invariants"] = std::move(invariants);
    Json machines = Json::array();
    for (const QString &machine : m_machines)
        machines.push_back(toStd(machine));
    document["machines"] = std::move(machines);
    if (m_stepTimeSeconds)
        document["estimate"] = Json{{"step_time_s", *m_stepTimeSeconds}};
    for (auto it = m_unknownKeys.begin(); it != m_unknownKeys.end(); ++it)
        document[it.key()] = it.value();
    return document;
}

Result<void> AblationSpec::writeFile(const QString &path) const
{
    return writeJsonFileAtomically(path, toJson());
}

QString AblationSpec::resolveBasePath(const QString &ablationFilePath) const
{
    if (QFileInfo(m_base).isAbsolute())
        return QDir::cleanPath(m_base);
    const QFileInfo file(ablationFilePath);
    const QDir fileDir = file.absoluteDir();
    QDir workspace = fileDir;
    workspace.cdUp();
    const QString fromWorkspace = QDir::cleanPath(workspace.absoluteFilePath(m_base));
    const QString fromFile = QDir::cleanPath(fileDir.absoluteFilePath(m_base));
    if (fileDir.dirName() == u"ablations"_s && QFileInfo::exists(fromWorkspace))
        return fromWorkspace;
    if (QFileInfo::exists(fromFile))
        return fromFile;
    if (QFileInfo::exists(fromWorkspace))
        return fromWorkspace;
    return fileDir.dirName() == u"ablations"_s ? fromWorkspace : fromFile;
}

} // namespace twb
