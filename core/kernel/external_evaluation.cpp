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
    return {
        u"python $MK/evaluation/adapt_maxkernel.py --optimized %1 --golden %2 --ref %3 --out %4"_s
            .arg(shellQuote(state.finalCodePath()), shellQuote(golden), shellQuote(state.sourcePath()),
                 shellQuote(QString(runDir + u"/model_new.py"_s))),
        u"python $MK/evaluation/compare_kernel.py --ref %1 --new %2 --backend pallas --atol %3 --rtol %4 "
        u"--order both --result %5"_s
            .arg(shellQuote(state.sourcePath()), shellQuote(QString(runDir + u"/model_new.py"_s)))
            .arg(state.atol())
            .arg(state.rtol())
            .arg(shellQuote(QString(runDir + u'/' + QString::fromLatin1(kFileName)))),
    };
}

} // namespace twb::kernel
