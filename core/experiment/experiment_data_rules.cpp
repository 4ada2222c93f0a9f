#include "core/experiment/experiment_data_rules.h"

#include "core/util/json_path.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ExperimentDataRules.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ExperimentDataRules)
};

// A string field: nullopt when absent, an empty string when present but not a usable string.
std::optional<QString> stringAt(const Json &doc, const char *path)
{
    const Json *node = findPath(doc, path);
    if (!node || node->is_null())
        return std::nullopt;
    return node->is_string() ? toQString(node->get<std::string>()) : QString();
}

} // namespace

QString ExperimentDataRules::gcsProblem(const QString &url)
{
    const QString bucket = url.mid(5).section(u'/', 0, 0);
    if (bucket.isEmpty())
        return Tr::tr("%1 names no bucket; write gs://BUCKET/PREFIX.").arg(url);
    // Cloud Storage's rule: 3 to 63 characters (222 with dots), lower-case letters, digits,
    // '-', '_' and '.', starting and ending with a letter or digit.
    static const QRegularExpression name(u"^[a-z0-9][a-z0-9._-]*[a-z0-9]$"_s);
    const qsizetype limit = bucket.contains(u'.') ? 222 : 63;
    if (bucket.size() < 3 || bucket.size() > limit || !name.match(bucket).hasMatch())
        return Tr::tr("%1: \"%2\" is not a Cloud Storage bucket name (3 to 63 lower-case letters, digits, "
                      "'-', '_' or '.', starting and ending with a letter or digit).")
            .arg(url, bucket);
    return {};
}

QString ExperimentDataRules::hfProblem(const QString &path, bool hasConfigField)
{
    const QString spec = path.mid(5);
    const QString dataset = spec.section(u':', 0, 0);
    const QStringList parts = dataset.split(u'/');
    const bool emptyPart = std::any_of(parts.begin(), parts.end(), [](const QString &p) { return p.isEmpty(); });
    const bool badSplit = spec.count(u':') > 1 || (spec.contains(u':') && spec.section(u':', 1).isEmpty());
    if (dataset.isEmpty() || emptyPart || parts.size() > 3 || badSplit)
        return Tr::tr("%1 is not hf://DATASET[/CONFIG][:SPLIT] (DATASET as on the Hub: name or owner/name; "
                      "for example hf://allenai/c4/en:train).")
            .arg(path);
    if (hasConfigField && parts.size() == 3)
        return Tr::tr("%1 names a config and data.hf_config names one too; keep one of them.").arg(path);
    return {};
}

ExperimentIssues ExperimentDataRules::check(const Json &experiment, const QString &source)
{
    ExperimentIssues issues;
    auto error = [&](const QString &field, const QString &message) {
        issues.append({ExperimentIssue::Severity::Error, field, message});
    };
    const auto path = stringAt(experiment, "data.path");
    if (source != u"stream"_s) {
        if (path && (isGcs(*path) || isHf(*path)))
            error(u"data.path"_s, Tr::tr("data.path %1: data.source \"%2\" reads local files only; set data.source "
                                         "to \"stream\" to read .txt/.jsonl shards from gs:// or a dataset from hf://, "
                                         "or copy the data to the machine.")
                                      .arg(*path, source));
        return issues;
    }

    if (!path || path->isEmpty()) {
        error(u"data.path"_s, Tr::tr("data.path must name the text shards (a file, folder or pattern, local or "
                                     "gs://BUCKET/PREFIX) or hf://DATASET when data.source is \"stream\"."));
    } else if (isGcs(*path)) {
        if (const QString problem = gcsProblem(*path); !problem.isEmpty())
            error(u"data.path"_s, u"data.path "_s + problem);
    } else if (isHf(*path)) {
        if (const QString problem = hfProblem(*path, stringAt(experiment, "data.hf_config").has_value());
            !problem.isEmpty())
            error(u"data.path"_s, u"data.path "_s + problem);
    } else if (path->contains(u"://"_s)) {
        error(u"data.path"_s, Tr::tr("data.path %1: only local paths, gs:// and hf:// are read.").arg(*path));
    }

    const auto tokenizer = stringAt(experiment, "data.tokenizer");
    if (!tokenizer || tokenizer->isEmpty())
        error(u"data.tokenizer"_s, Tr::tr("data.tokenizer must name a SentencePiece model (local or gs://; "
                                          "tpuwb data prepare writes tokenizer.model) when data.source is \"stream\"."));
    else if (isGcs(*tokenizer)) {
        if (const QString problem = gcsProblem(*tokenizer); !problem.isEmpty())
            error(u"data.tokenizer"_s, u"data.tokenizer "_s + problem);
    } else if (tokenizer->contains(u"://"_s))
        error(u"data.tokenizer"_s, Tr::tr("data.tokenizer %1: give a local path or a gs:// URL.").arg(*tokenizer));

    for (const char *field : {"data.text_field", "data.hf_config"}) {
        if (const auto value = stringAt(experiment, field); value && value->isEmpty())
            error(QString::fromLatin1(field), Tr::tr("%1 must be a non-empty string.").arg(QString::fromLatin1(field)));
    }
    if (stringAt(experiment, "data.hf_config") && path && !isHf(*path))
        issues.append({ExperimentIssue::Severity::Warning, u"data.hf_config"_s,
                       Tr::tr("data.hf_config is used only with an hf:// data.path; it is ignored here.")});

    if (const Json *fraction = findPath(experiment, "data.eval_fraction"); fraction && !fraction->is_null()) {
        if (!fraction->is_number() || !(fraction->get<double>() > 0 && fraction->get<double>() < 1))
            error(u"data.eval_fraction"_s, Tr::tr("data.eval_fraction must be a number between 0 and 1 (exclusive) "
                                                  "for data.source \"stream\": the eval set is held out of the stream."));
    }
    return issues;
}

} // namespace twb
