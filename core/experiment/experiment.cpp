#include "core/experiment/experiment.h"

#include "core/experiment/config_hash.h"
#include "core/util/json_path.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::Experiment.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::Experiment)
};

} // namespace

Experiment::Experiment() : m_document(Json::object())
{
    m_document["schema"] = kSchema;
}

Result<Experiment> Experiment::fromJson(Json document, const QString &source)
{
    if (!document.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an experiment), not %2.")
                                       .arg(source, jsonTypeName(document)),
                                   source));
    const auto schemaIt = document.find("schema");
    if (schemaIt == document.end() || !schemaIt->is_string())
        return fail(Error::invalid(Tr::tr("%1 has no \"schema\": \"%2\"; it is not a TPU Workbench "
                                      "experiment. Add the field if the file is one.")
                                       .arg(source, QString::fromLatin1(kSchema)),
                                   source + u": schema"_s));
    const QString schema = toQString(schemaIt->get<std::string>());
    const QString prefix = u"tpuwb.experiment/"_s;
    const QStringList version = schema.mid(prefix.size()).split(u'.');
    bool majorOk = false;
    const int major = version.value(0).toInt(&majorOk);
    if (!schema.startsWith(prefix) || !majorOk)
        return fail(Error::invalid(Tr::tr("%1: schema \"%2\" is not an experiment schema (expected "
                                      "\"%3\").")
                                       .arg(source, schema, QString::fromLatin1(kSchema)),
                                   source + u": schema"_s));
    if (major > kSchemaMajor)
        return fail(Error::invalid(Tr::tr("%1 uses schema %2, written by a newer TPU Workbench; this "
                                      "version reads %3. Update TPU Workbench to open it.")
                                       .arg(source, schema, QString::fromLatin1(kSchema)),
                                   source + u": schema"_s));
    if (version.size() > 1)
        log::info(u"%1: schema %2 is a newer minor version; fields this version does not know "
                  "are kept as they are"_s.arg(source, schema));
    Experiment experiment;
    experiment.m_document = std::move(document);
    return experiment;
}

Result<Experiment> Experiment::parse(const QByteArray &text, const QString &source)
{
    auto document = parseJson(text, source);
    if (!document)
        return fail(document.error());
    return fromJson(std::move(*document), source);
}

Result<Experiment> Experiment::readFile(const QString &path)
{
    auto document = readJsonFile(path);
    if (!document)
        return fail(document.error());
    return fromJson(std::move(*document), path);
}

Result<void> Experiment::writeFile(const QString &path) const
{
    return writeJsonFileAtomically(path, m_document);
}

Result<void> Experiment::set(const QString &dottedPath, const QString &valueText)
{
    // JSON when it parses ("0.001", "true", "[1,2]", "\"x\""), else the text as a string. A
    // value that is JSON but beyond a limit (1e999, nesting past 256 levels) is an error: taken
    // as text it would silently change the field's type.
    JsonParseProblem problem;
    auto parsed = parseJson(valueText.trimmed().toUtf8(), dottedPath, &problem);
    if (parsed)
        return setValue(dottedPath, *parsed);
    if (problem.kind == JsonParseProblem::Kind::Syntax)
        return setValue(dottedPath, toStd(valueText));
    const QString shown = valueText.size() > 40 ? valueText.left(40) + u"..."_s : valueText;
    return fail(Error::invalid(Tr::tr("%1=%2: %3 (at %4 of the value). Write a value within that limit, or quote "
                                      "it (\"...\") to set it as text.")
                                   .arg(dottedPath, shown, problem.reason, problem.position),
                               dottedPath));
}

Result<void> Experiment::setValue(const QString &dottedPath, const Json &value)
{
    const QStringList parts = dottedPath.split(u'.');
    for (const QString &part : parts)
        if (part.isEmpty())
            return fail(Error::invalid(Tr::tr("\"%1\" is not a field path; write it as dotted names "
                                          "such as train.lr.")
                                           .arg(dottedPath),
                                       dottedPath));
    Json *node = &m_document;
    QString walked;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        walked = jsonFieldPath(walked, parts[i]);
        Json &child = (*node)[toStd(parts[i])];
        if (child.is_null())
            child = Json::object();
        if (!child.is_object())
            return fail(Error::invalid(Tr::tr("Cannot set %1: %2 is a %3, not an object.")
                                           .arg(dottedPath, walked, jsonTypeName(child)),
                                       dottedPath));
        node = &child;
    }
    (*node)[toStd(parts.last())] = value;
    return {};
}

void Experiment::remove(const QString &dottedPath)
{
    const qsizetype dot = dottedPath.lastIndexOf(u'.');
    Json *parent = &m_document;
    if (dot >= 0) {
        parent = findPath(m_document, dottedPath.left(dot));
        if (!parent || !parent->is_object())
            return;
    }
    parent->erase(toStd(dottedPath.mid(dot + 1)));
}

Json Experiment::value(const QString &dottedPath) const
{
    const Json *node = findPath(m_document, dottedPath);
    return node ? *node : Json();
}

QString Experiment::stringAt(const QString &dottedPath) const
{
    const Json *node = findPath(m_document, dottedPath);
    return node && node->is_string() ? toQString(node->get<std::string>()) : QString();
}

QString Experiment::name() const { return stringAt(u"name"_s); }
QString Experiment::hypothesis() const { return stringAt(u"hypothesis"_s); }
QString Experiment::modelKind() const { return stringAt(u"model.kind"_s); }
QString Experiment::acceleratorType() const { return stringAt(u"tpu.accelerator_type"_s); }
QString Experiment::strategy() const { return stringAt(u"tpu.strategy"_s); }
QString Experiment::attentionKernel() const { return stringAt(u"attention_kernel"_s); }
QString Experiment::optimizer() const { return stringAt(u"optimizer"_s); }

qint64 Experiment::seed() const
{
    const Json *node = findPath(m_document, u"train.seed"_s);
    return node && node->is_number_integer() ? node->get<qint64>() : 0;
}

bool Experiment::scanLayers() const
{
    const Json *node = findPath(m_document, u"tpu.scan_layers"_s);
    return node && node->is_boolean() && node->get<bool>();
}

bool Experiment::wandbEnabled() const
{
    const Json *node = findPath(m_document, u"tracking.wandb.enabled"_s);
    return node && node->is_boolean() && node->get<bool>();
}

QString Experiment::configHash() const
{
    return twb::configHash(m_document);
}

} // namespace twb
