#pragma once

#include "core/kernel/kernel_machine.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

namespace twb {
class Transport;
}

namespace twb::kernel {

class RunHost;

// One finding of the worker preflight: what was checked, what was found and, when it failed,
// what to do about it.
struct PreflightCheck
{
    QString key;     // claude_cli, claude_login, maxkernel_checkout, worker_agent, guard_root,
                     // tpu_server, torch_torchax
    bool ok = false;
    QString detail;  // what was found (versions, paths, the queue)
    QString fix;     // failures only: the fix, naming the file, field or command
};

// Whether a machine can run MaxKernel's real worker (templates/kernel/maxkernel_worker.sh), asked
// on the machine through its transport (this machine or a TPU VM over SSH), every value in the
// commands shell-quoted:
//   claude_cli          the Claude Code CLI on the PATH of the shell the worker runs in
//   claude_login        `claude auth status` succeeds, or ANTHROPIC_API_KEY is set
//   maxkernel_checkout  workbench.maxkernel_root holds MaxKernel (tools/tpu_client.py,
//                       skill/SKILL.md); its commit when it is a git checkout
//   worker_agent        <claude_dir>/agents/maxkernel-worker.md, installed for this checkout
//   guard_root          <claude_dir>/hooks/workspace-guard.py is installed and its ALLOWED_ROOTS
//                       contains the folder runs are created in
//   tpu_server          `<python> <root>/tools/tpu_client.py --queue` reports a queue
//   torch_torchax       the machine's python imports torch and torchax at the versions the
//                       checkout's requirements.txt pins
// Nothing is changed on the machine by the workbench (tpu_client.py may start MaxKernel's own
// server lazily, as it does for every MaxKernel command).
class WorkerPreflight final
{
public:
    WorkerPreflight(RunHost &host, KernelMachine machine);

    QList<PreflightCheck> run();

    static bool allOk(const QList<PreflightCheck> &checks);
    static Json toJson(const QList<PreflightCheck> &checks);

private:
    struct Shell
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Shell shell(const QString &command, int timeoutSeconds);

    PreflightCheck claudeCli();
    PreflightCheck claudeLogin(bool cliPresent);
    PreflightCheck checkout();
    PreflightCheck workerAgent();
    PreflightCheck guardRoot();
    PreflightCheck tpuServer(bool checkoutPresent);
    PreflightCheck torchVersions(bool checkoutPresent);

    RunHost &m_host;
    KernelMachine m_machine;
    QString m_where;       // the machine's name for messages
    QString m_root;        // absolute MaxKernel root (empty: unset or unresolvable)
    QString m_claudeDir;   // absolute
    QString m_runsRoot;    // absolute folder runs are created in
};

} // namespace twb::kernel
