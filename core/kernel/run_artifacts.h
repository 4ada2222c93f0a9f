#pragma once

#include "core/kernel/autotune_results.h"
#include "core/kernel/external_evaluation.h"
#include "core/kernel/ideas_ledger.h"
#include "core/kernel/run_snapshot.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace twb::kernel {

// A run and the text of its artifacts, read in one go from the local folder (on a worker
// thread): what the run view's tabs show.
struct RunArtifacts
{
    struct CodeFile
    {
        QString label;     // "base.py", "iter3/optimized.py", "optimized.py (published)"
        QString path;      // local path
        QString text;
    };

    RunSnapshot snapshot;
    QList<CodeFile> code;                       // base.py, source, each iteration's kernel, published
    QMap<int, AutotuneResults> autotune;        // by iteration
    QMap<int, QString> autotuneErrors;          // unreadable results, by iteration
    QMap<int, QString> profileSummaries;        // Markdown, by iteration
    std::optional<IdeasLedger> ledger;
    QString ledgerError;
    QString debugHistory;                       // maxkernel_debug_history.md
    QList<Json> journal;                        // workbench_orchestrator.jsonl
    ExternalEvaluation evaluation;              // eval_vs_pytorch.json, when present

    static RunArtifacts load(const QString &localDir);
};

} // namespace twb::kernel
