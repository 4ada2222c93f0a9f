#include "core/kernel/external_evaluation.h"

#include "core/kernel/kernel_state.h"
#include "core/util/atomic_file.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::ExternalEvaluation.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::ExternalEvaluation)
};
} // namespace

ExternalEvaluation ExternalEvaluation::load(const QString &localRunDir)
{
    ExternalEvaluation out;
    const QString path = localRunDir + u'/' + QString::fromLatin1(kFileName);
    if (!QFileInfo(path).isFile())
        return out;
    out.present = true;
    auto bytes = readWholeFile(path);
    if (!bytes) {
        out.error = bytes.error().message;
        return out;
    }
    out.rawText = QString::fromUtf8(*bytes);
    auto parsed = parseJsonTolerant(*bytes, path);
    if (parsed)
        out.result = std::move(*parsed);
    else
        out.error = parsed.error().message;
    return out;
}

QStringList ExternalEvaluation::offeredCommands(const KernelState &state, QString *whyNot)
{
    return commands(state, u"python"_s, u"$MK"_s, whyNot);
}

QStringList ExternalEvaluation::commands(const KernelState &state, const QString &python, const QString &maxkernelRoot,
                                         QString *whyNot)
{
    auto refuse = [&](const QString &why) {
        if (whyNot)
            *whyNot = why;
        return QStringList();
    };
    // It adapts the JAX kernel to a torch ModelNew and times the user's PyTorch module.
    if (state.language() != u"pytorch")
        return refuse(Tr::tr("the external comparison times a PyTorch source; this run's "
                                                         "source is %1")
                          .arg(state.language()));
    if (!state.hasFinalCodePath() || state.finalCodePath().isEmpty())
        return refuse(Tr::tr("no kernel was published (optimized.py)"));
    const QString runDir = state.runDir();
    const QString golden = state.goldenMetaPath().isEmpty() ? runDir + u"/torchax_oracle.json"_s : state.goldenMetaPath();
    // `$MK` (the offered form, for people) stays as written; a real root is quoted.
    const auto script = [&](const char *name) {
        const QString path = maxkernelRoot + u"/evaluation/"_s + QString::fromLatin1(name);
        return maxkernelRoot == u"$MK" ? path : shellQuotePath(path);
    };
    const QString py = python == u"python" ? python : shellQuotePath(python);
    return {
        u"%5 %6 --optimized %1 --golden %2 --ref %3 --out %4"_s
            .arg(shellQuote(state.finalCodePath()), shellQuote(golden), shellQuote(state.sourcePath()),
                 shellQuote(QString(runDir + u"/model_new.py"_s)), py, script("adapt_maxkernel.py")),
        u"%6 %7 --ref %1 --new %2 --backend pallas --atol %3 --rtol %4 "
        u"--order both --result %5"_s
            .arg(shellQuote(state.sourcePath()), shellQuote(QString(runDir + u"/model_new.py"_s)))
            .arg(state.atol())
            .arg(state.rtol())
            .arg(shellQuote(QString(runDir + u'/' + QString::fromLatin1(kFileName))), py, script("compare_kernel.py")),
    };
}

} // namespace twb::kernel
