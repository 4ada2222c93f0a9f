#include "core/services/checkpoint_inspector.h"

#include "core/remote/transport.h"
#include "core/runs/run_folder.h"
#include "core/util/shell_quote.h"
#include "core/util/template_store.h"

#include <QCoreApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::CheckpointInspector.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::CheckpointInspector)
};

constexpr auto kScript = "tools/inspect_checkpoint.py";
// torch.load of every checkpoint of a run: generous, but a hung host still ends.
constexpr std::chrono::minutes kTimeout{10};

QString lastLines(const QByteArray &text, int count)
{
    QStringList lines = QString::fromUtf8(text).trimmed().split(u'\n');
    return lines.mid(qMax(0, lines.size() - count)).join(u'\n');
}

} // namespace

CheckpointInspector::CheckpointInspector(MachineAccess access, QString templatesRoot)
    : m_access(std::move(access)),
      m_templatesRoot(templatesRoot.isEmpty() ? TemplateStore::locateRoot() : std::move(templatesRoot))
{
}

QString CheckpointInspector::scriptPath() const
{
    return m_templatesRoot + u'/' + QString::fromLatin1(kScript);
}

QString CheckpointInspector::command(const QString &python, const QString &path, const QString &expectedHash)
{
    // `python -` reads the script from stdin; the path keeps a leading ~/ for the host's shell
    // (the script expands it too).
    QString line = shellQuote(python.isEmpty() ? u"python3"_s : python) + u" - "_s;
    if (!expectedHash.isEmpty())
        line += u"--expect-hash "_s + shellQuote(expectedHash) + u' ';
    return line + u"-- "_s + shellQuotePath(path);
}

Result<CheckpointInspection> CheckpointInspector::inspectWith(Transport &transport, const QString &python,
                                                              const QString &path, const QString &expectedHash,
                                                              const std::function<bool()> &isCancelled) const
{
    QFile script(scriptPath());
    if (!script.open(QIODevice::ReadOnly))
        return fail(Error::notFound(Tr::tr("The checkpoint inspector %1 cannot be read (%2); reinstall the workbench or "
                                           "set TPUWB_TEMPLATES to a templates folder that has it.")
                                        .arg(scriptPath(), script.errorString()),
                                    scriptPath()));
    ExecRequest request;
    request.command = command(python, path, expectedHash);
    request.standardInput = script.readAll();
    request.timeout = kTimeout;
    request.isCancelled = isCancelled;
    auto result = transport.exec(request);
    if (!result)
        return fail(result.error());
    const QString where = transport.describe();
    if (result->cancelled)
        return fail(Error{Tr::tr("Inspecting %1 on %2 was cancelled.").arg(path, where), where, Error::Kind::Cancelled});
    if (result->timedOut)
        return fail(Error::failure(Tr::tr("Inspecting %1 on %2 took longer than %3 minutes; the host may be overloaded.")
                                       .arg(path, where)
                                       .arg(kTimeout.count()),
                                   where));
    if (result->exitCode != 0) {
        const QString detail = lastLines(result->standardError, 3);
        if (detail.contains(u"No module named 'torch'"_s))
            return fail(Error::failure(Tr::tr("%1 on %2 has no torch, which reading checkpoints needs; give the machine "
                                              "the interpreter its runs use (registry field workbench.python).")
                                           .arg(python, where),
                                       where));
        return fail(Error::failure(Tr::tr("Inspecting %1 on %2 failed (exit status %3): %4")
                                       .arg(path, where)
                                       .arg(result->exitCode)
                                       .arg(detail.isEmpty() ? Tr::tr("no message") : detail),
                                   where));
    }
    return CheckpointInspection::parse(result->standardOutput,
                                       Tr::tr("the output of %1 on %2").arg(QString::fromLatin1(kScript), where));
}

Result<CheckpointInspection> CheckpointInspector::inspectPath(const QString &machineName, const QString &python,
                                                              const QString &path, const QString &expectedHash,
                                                              const std::function<bool()> &isCancelled) const
{
    auto transport = m_access.openTransport(machineName, 0);
    if (!transport)
        return fail(transport.error());
    return inspectWith(**transport, python, path, expectedHash, isCancelled);
}

Result<CheckpointInspection> CheckpointInspector::inspectRun(const RunRecord &record,
                                                             const std::function<bool()> &isCancelled) const
{
    if (record.remoteDir.isEmpty())
        return fail(Error::notFound(Tr::tr("Run %1 has no folder on a machine (it was imported or never started), so it "
                                           "has no checkpoints to inspect.")
                                        .arg(record.runId),
                                    record.runId));
    return inspectPath(record.machine, record.python, RunFolder(record.remoteDir).checkpointsDir(), record.configHash,
                       isCancelled);
}

} // namespace twb
