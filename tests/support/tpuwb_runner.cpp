#include "support/tpuwb_runner.h"

#include "support/test_paths.h"

#include <QJsonDocument>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb::test {

TpuwbRunner::Output TpuwbRunner::run(const QStringList &args, int timeoutMs) const
{
    QProcess process;
    start(process, args);
    Output o;
    if (!process.waitForFinished(timeoutMs)) {
        // Not started at all (a binary being relinked, a wrong TWB_TPUWB) is not a hang.
        const bool started = process.error() != QProcess::FailedToStart;
        process.kill();
        process.waitForFinished();
        o.err = started ? u"tpuwb %1 had not ended after %2 ms"_s.arg(args.join(u' ')).arg(timeoutMs)
                        : u"tpuwb %1 did not start: %2"_s.arg(args.join(u' '), process.errorString());
        return o;
    }
    o.exitCode = process.exitCode();
    o.out = QString::fromUtf8(process.readAllStandardOutput());
    o.err = QString::fromUtf8(process.readAllStandardError());
    return o;
}

void TpuwbRunner::start(QProcess &process, const QStringList &args) const
{
    if (!m_workingDirectory.isEmpty())
        process.setWorkingDirectory(m_workingDirectory);
    process.start(tpuwbBinary(), m_globals + args);
}

QJsonObject TpuwbRunner::runStatus(const QString &runId) const
{
    const Output o = run({u"run"_s, u"status"_s, runId, u"--json"_s});
    return QJsonDocument::fromJson(o.out.toUtf8()).object();
}

TpuwbRunner::Output TpuwbRunner::scaffoldTinyDecoder(const QString &out, const QString &accelerator,
                                                     const QStringList &settings) const
{
    QStringList args = {u"scaffold"_s, u"--name"_s, u"tiny"_s, u"--model"_s, u"decoder"_s, u"--accelerator"_s,
                        accelerator, u"--strategy"_s, u"fsdpv2"_s};
    if (!out.isEmpty())
        args << u"--out"_s << out;
    const QStringList tiny = {u"model.d_model=32"_s,    u"model.n_layers=2"_s,      u"model.n_heads=4"_s,
                              u"model.d_ff=64"_s,       u"model.vocab_size=64"_s,   u"train.batch_size=8"_s,
                              u"train.seq_len=16"_s,    u"train.eval_every=1000"_s, u"train.save_every=1000"_s,
                              u"train.eval_batches=1"_s};
    for (const QString &setting : tiny + settings)
        args << u"--set"_s << setting;
    return run(args);
}

} // namespace twb::test
