#pragma once

#include "core/experiment/experiment_issue.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// The data paths of ExperimentValidator: where `data.path` and `data.tokenizer` may point for
// each `data.source` (docs/formats.md, "Streaming text").
// - "stream": `data.path` is a local file, folder or pattern, `gs://BUCKET[/PREFIX]` or
//   `hf://DATASET[/CONFIG][:SPLIT]`; `data.tokenizer` (a SentencePiece model, local or gs://)
//   is required; `data.text_field`, `data.hf_config` and `data.eval_fraction` are optional.
// - "text" and "tokens" read local files only: a gs:// or hf:// path is refused with the way out.
// Fields are named as in experiment.json ("data.path").
class ExperimentDataRules final
{
public:
    static ExperimentIssues check(const Json &experiment, const QString &source);

    // The problem with a gs:// URL (no bucket, a bucket name Cloud Storage refuses), or empty.
    static QString gcsProblem(const QString &url);
    // The problem with an hf:// path, or empty; `hasConfigField` when data.hf_config is set.
    static QString hfProblem(const QString &path, bool hasConfigField);

    static bool isGcs(const QString &path) { return path.startsWith(u"gs://"); }
    static bool isHf(const QString &path) { return path.startsWith(u"hf://"); }
};

} // namespace twb
