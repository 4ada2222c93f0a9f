#include "core/kernel/worker_command.h"

#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::WorkerCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::WorkerCommand)
};
} // namespace


Result<QString> WorkerCommand::expand(const QString &commandTemplate, const QString &runDir, int target,
                                      const QString &python)
{
    if (commandTemplate.trimmed().isEmpty())
        return fail(Error::invalid(Tr::tr("The kernel worker command is empty. Set "
                                                                      "workbench.kernel_worker_command in the "
                                                                      "machine's entry, e.g. \"bash ~/tpu-workbench/kernel-worker/"
                                                                      "maxkernel_worker.sh {run_dir} {target}\"."),
                                   u"kernel_worker_command"_s));
    static const QRegularExpression placeholder(u"\\{([A-Za-z_][A-Za-z0-9_]*)\\}"_s);
    QString out;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(commandTemplate);
    while (it.hasNext()) {
        const auto match = it.next();
        const QString name = match.captured(1);
        QString value;
        if (name == u"run_dir")
            value = shellQuote(runDir);
        else if (name == u"target")
            value = shellQuote(QString::number(target));
        else if (name == u"python")
            value = shellQuotePath(python.isEmpty() ? u"python3"_s : python); // ~/venv/bin/python expands
        else
            return fail(Error::invalid(
                Tr::tr("kernel_worker_command uses the placeholder {%1}; only "
                                                   "{run_dir}, {target} and {python} exist. Fix the machine's entry.")
                    .arg(name),
                u"kernel_worker_command"_s));
        out += QStringView(commandTemplate).mid(last, match.capturedStart() - last);
        out += value;
        last = match.capturedEnd();
    }
    out += QStringView(commandTemplate).mid(last);
    return out;
}

QString WorkerCommand::replayTemplate(const QString &workerDir)
{
    return u"{python} %1 --run-dir {run_dir} --target {target}"_s.arg(shellQuotePath(QString(workerDir + u"/replay_worker.py"_s)));
}

QString WorkerCommand::replayCancelTemplate(const QString &workerDir)
{
    return u"{python} %1 --cancel-jobs --run-dir {run_dir}"_s.arg(shellQuotePath(QString(workerDir + u"/replay_worker.py"_s)));
}

QString WorkerCommand::installFolder(const QString &remoteRoot)
{
    QString root = remoteRoot.isEmpty() ? u"~/tpu-workbench"_s : remoteRoot;
    while (root.size() > 1 && root.endsWith(u'/'))
        root.chop(1);
    return root + u"/kernel-worker"_s;
}

QString WorkerCommand::dispatchPrompt(const QString &runDir)
{
    return u"Run one MaxKernel iteration for run_dir = %1 (state file: %1/state.json)."_s.arg(runDir);
}

QString WorkerCommand::dispatchDescription(int iteration)
{
    return u"MaxKernel iteration %1"_s.arg(iteration);
}

} // namespace twb::kernel
