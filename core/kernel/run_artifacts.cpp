#include "core/kernel/run_artifacts.h"

#include "core/kernel/orchestrator_journal.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::RunArtifacts.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::RunArtifacts)
};

// Kernel files are small; anything beyond this is shown truncated rather than loaded whole.
constexpr qint64 kMaxTextBytes = 2 * 1024 * 1024;

std::optional<QString> readText(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return std::nullopt;
    auto bytes = readWholeFile(path);
    if (!bytes)
        return std::nullopt;
    if (bytes->size() > kMaxTextBytes)
        bytes->truncate(kMaxTextBytes);
    return QString::fromUtf8(*bytes);
}

} // namespace

RunArtifacts RunArtifacts::load(const QString &localDir)
{
    RunArtifacts out;
    out.snapshot = RunSnapshot::load(localDir);
    const QString dir = out.snapshot.location.localDir;

    auto addCode = [&](const QString &label, const QString &relative) {
        if (auto text = readText(dir + u'/' + relative))
            out.code.append({label, dir + u'/' + relative, *text});
    };
    addCode(u"base.py"_s, u"base.py"_s);
    addCode(u"source.py"_s, u"source.py"_s);
    addCode(u"source.cu"_s, u"source.cu"_s);
    addCode(u"baseline_rationale.md"_s, u"baseline_rationale.md"_s); // a specification run's baseline
    for (const IterationView &view : out.snapshot.overview.iterations) {
        const QString it = u"iter%1"_s.arg(view.iteration);
        addCode(it + u"/optimized.py"_s, it + u"/optimized.py"_s);
        if (auto results = readText(dir + u'/' + it + u"/autotune_results.json"_s)) {
            auto parsed = AutotuneResults::parse(results->toUtf8(), dir + u'/' + it + u"/autotune_results.json"_s);
            if (parsed)
                out.autotune.insert(view.iteration, *parsed);
            else
                out.autotuneErrors.insert(view.iteration, parsed.error().message);
        }
        if (auto profile = readText(dir + u'/' + it + u"/profile_summary.md"_s))
            out.profileSummaries.insert(view.iteration, *profile);
    }
    addCode(Tr::tr("optimized.py (published)"), u"optimized.py"_s);

    if (auto ledger = readText(dir + u"/ideas_ledger.json"_s)) {
        auto parsed = IdeasLedger::parse(ledger->toUtf8(), dir + u"/ideas_ledger.json"_s);
        if (parsed)
            out.ledger = *parsed;
        else
            out.ledgerError = parsed.error().message;
    }
    out.debugHistory = readText(dir + u"/maxkernel_debug_history.md"_s).value_or(QString());
    out.journal = OrchestratorJournal(dir).lines();
    out.evaluation = ExternalEvaluation::load(dir);
    return out;
}

} // namespace twb::kernel
