#include "core/services/smoke_test_record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::SmokeTestRecord.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SmokeTestRecord)
};

constexpr const char *kSchema = "tpuwb.smoke_result/1";

} // namespace

QString SmokeTestRecord::filePath(const QString &projectDir)
{
    return QDir(projectDir).filePath(u".smoke/result.json"_s);
}

Json SmokeTestRecord::toJson() const
{
    return Json{{"schema", kSchema},
                {"config_hash", toStd(configHash)},
                {"passed", passed},
                {"exit_code", exitCode},
                {"error", toStd(error)},
                {"device", toStd(device)},
                {"steps", steps},
                {"finished_at", toStd(finishedAt.toUTC().toString(Qt::ISODate))}};
}

Result<SmokeTestRecord> SmokeTestRecord::fromJson(const Json &document, const QString &source)
{
    const auto bad = [&source](const QString &what) {
        return fail(Error::invalid(
            Tr::tr("%1 is not a smoke test record: %2. Run the smoke test again to replace it.").arg(source, what), source));
    };
    if (!document.is_object())
        return bad(Tr::tr("it is not a JSON object"));
    if (document.value("schema", std::string()) != kSchema)
        return bad(Tr::tr("\"schema\" is not \"%1\"").arg(QString::fromLatin1(kSchema)));
    const auto text = [&document](const char *key) -> std::optional<QString> {
        const auto it = document.find(key);
        if (it == document.end())
            return QString();
        if (!it->is_string())
            return std::nullopt;
        return toQString(it->get<std::string>());
    };
    SmokeTestRecord record;
    const auto hash = text("config_hash");
    if (!hash || hash->isEmpty())
        return bad(Tr::tr("\"config_hash\" is missing or not a string"));
    record.configHash = *hash;
    const auto passed = document.find("passed");
    if (passed == document.end() || !passed->is_boolean())
        return bad(Tr::tr("\"passed\" is missing or not true/false"));
    record.passed = passed->get<bool>();
    for (const auto &[key, target] : {std::pair{"exit_code", &record.exitCode}, std::pair{"steps", &record.steps}}) {
        const auto it = document.find(key);
        if (it == document.end())
            continue;
        if (!it->is_number_integer())
            return bad(Tr::tr("\"%1\" is not a whole number").arg(QString::fromLatin1(key)));
        const auto value = it->get<std::int64_t>();
        *target = int(std::clamp<std::int64_t>(value, -1, 1 << 30));
    }
    const auto error = text("error");
    const auto device = text("device");
    const auto finished = text("finished_at");
    if (!error || !device || !finished)
        return bad(Tr::tr("\"error\", \"device\" and \"finished_at\" must be strings"));
    record.error = *error;
    record.device = *device;
    record.finishedAt = QDateTime::fromString(*finished, Qt::ISODate);
    return record;
}

Result<std::optional<SmokeTestRecord>> SmokeTestRecord::read(const QString &projectDir)
{
    const QString path = filePath(projectDir);
    if (!QFileInfo::exists(path))
        return std::optional<SmokeTestRecord>();
    auto document = readJsonFile(path);
    if (!document)
        return fail(document.error());
    auto record = fromJson(*document, path);
    if (!record)
        return fail(record.error());
    return std::optional(std::move(*record));
}

Result<void> SmokeTestRecord::write(const QString &projectDir) const
{
    const QString path = filePath(projectDir);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(Error::failure(
            Tr::tr("Cannot create %1 for the smoke test's result; check that the experiment's folder is writable.")
                .arg(QFileInfo(path).absolutePath()),
            path));
    return writeJsonFileAtomically(path, toJson());
}

} // namespace twb
