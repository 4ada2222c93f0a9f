#include "core/kernel/job_validation_report.h"

#include "core/kernel/kernel_job.h"

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

Json stringArray(const QStringList &items)
{
    Json out = Json::array();
    for (const QString &item : items)
        out.push_back(toStd(item));
    return out;
}

QStringList stringList(const Json &json, const char *key)
{
    QStringList out;
    const auto it = json.find(key);
    if (it != json.end() && it->is_array())
        for (const Json &item : *it)
            if (item.is_string())
                out << toQString(item.get<std::string>());
    return out;
}

} // namespace

int JobValidationReport::exitCode() const
{
    if (!valid())
        return Invalid;
    return plan && !plan->missingPaths.isEmpty() ? MissingPath : Valid;
}

Json JobValidationReport::toJson() const
{
    return Json{{"job", toStd(jobPath)},
                {"valid", valid()},
                {"errors", stringArray(errors)},
                {"warnings", stringArray(warnings)},
                {"plan", plan ? plan->toJson() : Json(nullptr)}};
}

std::optional<JobValidationReport> JobValidationReport::fromJson(const Json &json)
{
    if (!json.is_object())
        return std::nullopt;
    JobValidationReport report;
    report.jobPath = toQString(json.value("job", std::string()));
    report.errors = stringList(json, "errors");
    report.warnings = stringList(json, "warnings");
    const auto plan = json.find("plan");
    if (plan != json.end() && plan->is_object())
        report.plan = JobPlan::fromJson(*plan);
    return report;
}

QByteArray JobValidationReport::toFileBytes() const
{
    // json.dumps(report, indent=2) escapes non-ASCII (ensure_ascii defaults to True).
    const std::string text = toJson().dump(2, ' ', true) + "\n";
    return QByteArray(text.data(), qsizetype(text.size()));
}

QStringList JobValidationReport::standardOutputLines(const KernelJob &job) const
{
    if (!valid() || !plan)
        return {};
    QStringList lines;
    lines << u"JOB VALID: "_s + job.name();
    for (const QString &warning : warnings)
        lines << u"  warn : "_s + warning;
    lines << plan->consoleLines(job);
    return lines;
}

QStringList JobValidationReport::standardErrorLines() const
{
    QStringList lines;
    if (!valid()) {
        lines << u"JOB INVALID"_s;
        for (const QString &error : errors)
            lines << u"  ERROR: "_s + error;
        for (const QString &warning : warnings)
            lines << u"  warn : "_s + warning;
        return lines;
    }
    if (plan && !plan->missingPaths.isEmpty()) {
        lines << u"  MISSING PATHS:"_s;
        for (const QString &missing : plan->missingPaths)
            lines << u"    "_s + missing;
    }
    return lines;
}

} // namespace twb::kernel
