#include "core/runs/checkpoint_info.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::CheckpointInspection.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::CheckpointInspection)
};

Error fieldError(const QString &source, const QString &field, const QString &expected)
{
    return Error::invalid(Tr::tr("%1: field \"%2\" is not %3; the checkpoint inspector's output does not match this "
                                 "workbench (reinstall it, or report the checkpoint).")
                              .arg(source, field, expected),
                          source);
}

// Reads an optional string; null or missing gives "".
Result<QString> optString(const Json &object, const char *key, const QString &source, const QString &field)
{
    if (!object.contains(key) || object[key].is_null())
        return QString();
    if (!object[key].is_string())
        return fail(fieldError(source, jsonFieldPath(field, QString::fromUtf8(key)), Tr::tr("a string")));
    return toQString(object[key].get<std::string>());
}

Result<std::optional<qint64>> optInteger(const Json &object, const char *key, const QString &source, const QString &field)
{
    if (!object.contains(key) || object[key].is_null())
        return std::optional<qint64>();
    if (!object[key].is_number_integer())
        return fail(fieldError(source, jsonFieldPath(field, QString::fromUtf8(key)), Tr::tr("an integer")));
    return std::optional<qint64>(object[key].get<qint64>());
}

// An integer field, or `fallback` when it is missing or not an integer (counts only).
qint64 count(const Json &object, const char *key, qint64 fallback = 0)
{
    return object.contains(key) && object[key].is_number_integer() ? object[key].get<qint64>() : fallback;
}

Result<OptimizerSummary> optimizerFromJson(const Json &o, const QString &source, const QString &field)
{
    if (!o.is_object())
        return fail(fieldError(source, field, Tr::tr("an object")));
    OptimizerSummary summary;
    const Json groups = o.value("param_groups", Json::array());
    if (!groups.is_array())
        return fail(fieldError(source, jsonFieldPath(field, u"param_groups"_s), Tr::tr("a list")));
    for (size_t i = 0; i < groups.size(); ++i) {
        const Json &g = groups[i];
        const QString at = jsonFieldPath(jsonFieldPath(field, u"param_groups"_s), i);
        if (!g.is_object())
            return fail(fieldError(source, at, Tr::tr("an object")));
        OptimizerParamGroup group;
        if (g.contains("lr") && g["lr"].is_number())
            group.lr = g["lr"].get<double>();
        else if (g.contains("lr") && !g["lr"].is_null())
            return fail(fieldError(source, jsonFieldPath(at, u"lr"_s), Tr::tr("a number")));
        group.params = int(count(g, "params"));
        if (g.contains("settings") && g["settings"].is_object())
            group.settings = g["settings"];
        summary.paramGroups << group;
    }
    const Json keys = o.value("state_keys", Json::array());
    for (const Json &k : keys.is_array() ? keys : Json::array())
        if (k.is_string())
            summary.stateKeys << toQString(k.get<std::string>());
    summary.stateParams = int(count(o, "state_params"));
    summary.stateTensors = int(count(o, "state_tensors"));
    summary.stateBytes = count(o, "state_bytes");
    return summary;
}

Result<CheckpointInfo> infoFromJson(const Json &c, const QString &source, const QString &field)
{
    if (!c.is_object())
        return fail(fieldError(source, field, Tr::tr("an object")));
    CheckpointInfo info;
    auto path = optString(c, "path", source, field);
    auto name = optString(c, "name", source, field);
    auto hash = optString(c, "config_hash", source, field);
    auto expected = optString(c, "expected_config_hash", source, field);
    auto format = optString(c, "format", source, field);
    auto error = optString(c, "error", source, field);
    auto step = optInteger(c, "step", source, field);
    auto seed = optInteger(c, "seed", source, field);
    for (const auto *r : {&path, &name, &hash, &expected, &format, &error})
        if (!*r)
            return fail(r->error());
    for (const auto *r : {&step, &seed})
        if (!*r)
            return fail(r->error());
    if (name->isEmpty())
        return fail(fieldError(source, jsonFieldPath(field, u"name"_s), Tr::tr("a folder name")));
    info.path = *path;
    info.name = *name;
    info.configHash = *hash;
    info.expectedConfigHash = *expected;
    info.format = *format;
    info.error = *error;
    info.step = *step;
    info.seed = *seed;
    if (!c.contains("complete") || !c["complete"].is_boolean())
        return fail(fieldError(source, jsonFieldPath(field, u"complete"_s), Tr::tr("true or false")));
    info.complete = c["complete"].get<bool>();
    if (c.contains("config_hash_matches") && c["config_hash_matches"].is_boolean())
        info.configHashMatches = c["config_hash_matches"].get<bool>();
    const Json issues = c.value("issues", Json::array());
    for (const Json &issue : issues.is_array() ? issues : Json::array())
        if (issue.is_string())
            info.issues << toQString(issue.get<std::string>());
    info.totalBytes = count(c, "total_bytes");
    const Json tensors = c.value("tensors", Json::array());
    if (!tensors.is_array())
        return fail(fieldError(source, jsonFieldPath(field, u"tensors"_s), Tr::tr("a list")));
    for (size_t i = 0; i < tensors.size(); ++i) {
        const Json &t = tensors[i];
        const QString at = jsonFieldPath(jsonFieldPath(field, u"tensors"_s), i);
        if (!t.is_object() || !t.contains("name") || !t["name"].is_string())
            return fail(fieldError(source, jsonFieldPath(at, u"name"_s), Tr::tr("a string")));
        if (!t.contains("shape") || !t["shape"].is_array())
            return fail(fieldError(source, jsonFieldPath(at, u"shape"_s), Tr::tr("a list of sizes")));
        CheckpointTensor tensor;
        tensor.name = toQString(t["name"].get<std::string>());
        for (const Json &d : t["shape"]) {
            if (!d.is_number_integer())
                return fail(fieldError(source, jsonFieldPath(at, u"shape"_s), Tr::tr("a list of sizes")));
            tensor.shape << d.get<qint64>();
        }
        if (t.contains("dtype") && t["dtype"].is_string())
            tensor.dtype = toQString(t["dtype"].get<std::string>());
        tensor.bytes = count(t, "bytes");
        info.tensors << tensor;
    }
    if (c.contains("optimizer") && !c["optimizer"].is_null()) {
        auto optimizer = optimizerFromJson(c["optimizer"], source, jsonFieldPath(field, u"optimizer"_s));
        if (!optimizer)
            return fail(optimizer.error());
        info.optimizer = *optimizer;
    }
    return info;
}

} // namespace

qint64 CheckpointInfo::tensorBytes() const
{
    qint64 total = 0;
    for (const CheckpointTensor &t : tensors)
        total += t.bytes;
    return total;
}

Result<CheckpointInspection> CheckpointInspection::fromJson(const Json &document, const QString &source)
{
    if (!document.is_object() || !document.contains("schema") || !document["schema"].is_string()
        || document["schema"].get<std::string>() != kSchema)
        return fail(Error::invalid(Tr::tr("%1: not a checkpoint inspection (field \"schema\" is not \"%2\"); the "
                                          "inspector script and this workbench differ in version.")
                                       .arg(source, QString::fromLatin1(kSchema)),
                                   source));
    CheckpointInspection out;
    out.document = document;
    if (document.contains("path") && document["path"].is_string())
        out.path = toQString(document["path"].get<std::string>());
    const Json list = document.value("checkpoints", Json());
    if (!list.is_array())
        return fail(fieldError(source, u"checkpoints"_s, Tr::tr("a list")));
    for (size_t i = 0; i < list.size(); ++i) {
        auto info = infoFromJson(list[i], source, jsonFieldPath(u"checkpoints"_s, i));
        if (!info)
            return fail(info.error());
        out.checkpoints << *info;
    }
    return out;
}

Result<CheckpointInspection> CheckpointInspection::parse(const QByteArray &text, const QString &source)
{
    auto json = parseJson(text, source);
    if (!json)
        return fail(json.error());
    return fromJson(*json, source);
}

const CheckpointInfo *CheckpointInspection::atStep(qint64 step) const
{
    for (const CheckpointInfo &c : checkpoints)
        if (c.step && *c.step == step)
            return &c;
    return nullptr;
}

} // namespace twb
