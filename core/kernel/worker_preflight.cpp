#include "core/kernel/worker_preflight.h"

#include "core/kernel/run_host.h"
#include "core/remote/transport.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include <chrono>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::WorkerPreflight.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::WorkerPreflight)
};

PreflightCheck passed(const char *key, const QString &detail) { return {QString::fromLatin1(key), true, detail, {}}; }
PreflightCheck failed(const char *key, const QString &detail, const QString &fix)
{
    return {QString::fromLatin1(key), false, detail, fix};
}

QString lastLine(const QString &text)
{
    const QStringList lines = text.trimmed().split(u'\n', Qt::SkipEmptyParts);
    return lines.isEmpty() ? QString() : lines.last().trimmed();
}

bool isUnder(const QString &path, const QString &root)
{
    const QString p = QDir::cleanPath(path);
    const QString r = QDir::cleanPath(root);
    return p == r || p.startsWith(r == u"/" ? r : r + u'/');
}

// `name==version` in a requirements file (the line's first such pin).
QString pinnedVersion(const QString &requirements, const QString &name)
{
    const QRegularExpression pin(u"^\\s*%1\\s*==\\s*([^\\s#;]+)"_s.arg(QRegularExpression::escape(name)),
                                 QRegularExpression::MultilineOption);
    const auto match = pin.match(requirements);
    return match.hasMatch() ? match.captured(1) : QString();
}

// "2.9.0+cu128" -> "2.9.0": a local build tag does not change the release.
QString release(const QString &version) { return version.section(u'+', 0, 0); }

} // namespace

WorkerPreflight::WorkerPreflight(RunHost &host, KernelMachine machine)
    : m_host(host), m_machine(std::move(machine))
{
    m_where = m_machine.name.isEmpty() ? Tr::tr("this machine") : m_machine.name;
}

WorkerPreflight::Shell WorkerPreflight::shell(const QString &command, int timeoutSeconds)
{
    ExecRequest request;
    request.command = command;
    request.timeout = std::chrono::seconds(timeoutSeconds);
    Shell out;
    auto result = m_host.transport().exec(request);
    if (!result) {
        out.err = result.error().message;
        return out;
    }
    out.exitCode = result->timedOut ? -2 : result->exitCode;
    out.out = QString::fromUtf8(result->standardOutput);
    out.err = QString::fromUtf8(result->standardError);
    return out;
}

QList<PreflightCheck> WorkerPreflight::run()
{
    if (!m_machine.maxkernelRoot.isEmpty()) {
        if (auto root = m_host.absolutePath(m_machine.maxkernelRoot))
            m_root = *root;
    }
    if (auto dir = m_host.absolutePath(m_machine.claudeDir))
        m_claudeDir = *dir;
    if (auto runs = m_host.absolutePath(m_machine.hostRunsRoot))
        m_runsRoot = *runs;

    QList<PreflightCheck> checks;
    checks << claudeCli();
    checks << claudeLogin(checks.last().ok);
    checks << checkout();
    const bool checkoutPresent = checks.last().ok;
    checks << workerAgent();
    checks << guardRoot();
    checks << tpuServer(checkoutPresent);
    checks << torchVersions(checkoutPresent);
    return checks;
}

PreflightCheck WorkerPreflight::claudeCli()
{
    const Shell found = shell(u"command -v claude && claude --version"_s, 60);
    if (found.exitCode == 0)
        return passed("claude_cli", found.out.trimmed().replace(u'\n', u"; "_s));
    return failed("claude_cli", Tr::tr("`claude` is not on the PATH of a non-interactive shell on %1").arg(m_where),
                  Tr::tr("Install the Claude Code CLI on %1 (npm install -g @anthropic-ai/claude-code) so that "
                         "`claude` is found by a non-interactive shell there: the worker runs in the same kind of "
                         "shell.")
                      .arg(m_where));
}

PreflightCheck WorkerPreflight::claudeLogin(bool cliPresent)
{
    if (!cliPresent)
        return failed("claude_login", Tr::tr("not checked: the Claude Code CLI is missing"),
                      Tr::tr("Install the Claude Code CLI first (see claude_cli), then log in on %1.").arg(m_where));
    const Shell status = shell(u"claude auth status"_s, 60);
    if (status.exitCode == 0)
        return passed("claude_login", lastLine(status.out));
    // An API key is a login too; only whether it is set is asked, never its value.
    if (shell(u"test -n \"${ANTHROPIC_API_KEY:-}\""_s, 20).exitCode == 0)
        return passed("claude_login", Tr::tr("ANTHROPIC_API_KEY is set"));
    return failed("claude_login",
                  Tr::tr("`claude auth status` says not logged in: %1").arg(lastLine(status.out + status.err)),
                  Tr::tr("Log in on %1: run `claude auth login` (or `claude` once) there as the user the workbench "
                         "connects as, or export ANTHROPIC_API_KEY for non-interactive shells.")
                      .arg(m_where));
}

PreflightCheck WorkerPreflight::checkout()
{
    if (m_machine.maxkernelRoot.isEmpty())
        return failed("maxkernel_checkout", Tr::tr("workbench.maxkernel_root is not set"),
                      Tr::tr("Set workbench.maxkernel_root in machine %1's entry to MaxKernel's folder on it (the "
                             "maxkernel/claude-code folder of AI-Hypercomputer/accelerator-agents, e.g. "
                             "\"~/maxkernel\"); runs are then created under its workspace/, where MaxKernel's guard "
                             "lets the agent work.")
                          .arg(m_where));
    const QString root = shellQuote(m_root);
    const Shell found = shell(u"cd %1 || exit 3; test -f tools/tpu_client.py || exit 4; test -f skill/SKILL.md || exit 4; "
                              u"git log -1 --format='commit %h (%cs)' 2>/dev/null || echo 'not a git checkout'"_s
                                  .arg(root),
                              60);
    if (found.exitCode == 0)
        return passed("maxkernel_checkout", u"%1: %2"_s.arg(m_root, found.out.trimmed()));
    return failed("maxkernel_checkout",
                  found.exitCode == 3 ? Tr::tr("%1 does not exist on %2").arg(m_root, m_where)
                                      : Tr::tr("%1 has no tools/tpu_client.py and skill/SKILL.md").arg(m_root),
                  Tr::tr("Clone AI-Hypercomputer/accelerator-agents on %1 and set workbench.maxkernel_root to its "
                         "maxkernel/claude-code folder (the one with tools/tpu_client.py), or fix the path %2.")
                      .arg(m_where, m_machine.maxkernelRoot));
}

PreflightCheck WorkerPreflight::workerAgent()
{
    const QString agent = m_claudeDir + u"/agents/maxkernel-worker.md"_s;
    const QString install = m_root.isEmpty() ? Tr::tr("MaxKernel's install.py --with-guard")
                                             : u"cd %1 && %2 install.py --with-guard"_s.arg(shellQuote(m_root),
                                                                                              m_machine.python);
    const Shell found = shell(u"test -f %1 || exit 3; test -z %2 || grep -qF -- %2 %1 || exit 4"_s.arg(
                                  shellQuote(agent), shellQuote(m_root)),
                              30);
    if (found.exitCode == 0)
        return passed("worker_agent", agent);
    if (found.exitCode == 4)
        return failed("worker_agent", Tr::tr("%1 was installed for another MaxKernel folder than %2").arg(agent, m_root),
                      Tr::tr("Re-install MaxKernel's agents from this checkout on %1: %2").arg(m_where, install));
    return failed("worker_agent", Tr::tr("%1 does not exist on %2").arg(agent, m_where),
                  Tr::tr("Install MaxKernel's agents on %1: %2 (set workbench.claude_dir when Claude Code's folder is "
                         "not ~/.claude).")
                      .arg(m_where, install));
}

PreflightCheck WorkerPreflight::guardRoot()
{
    const QString hook = m_claudeDir + u"/hooks/workspace-guard.py"_s;
    const Shell read = shell(u"cat -- %1"_s.arg(shellQuote(hook)), 30);
    if (read.exitCode != 0)
        return failed("guard_root", Tr::tr("%1 is not installed on %2").arg(hook, m_where),
                      Tr::tr("The worker runs headless with bypassPermissions; install MaxKernel's workspace guard so "
                             "the agent stays in MaxKernel's folder: cd %1 && %2 install.py --with-guard")
                          .arg(m_root.isEmpty() ? u"<maxkernel_root>"_s : shellQuote(m_root), m_machine.python));
    static const QRegularExpression allowed(u"^ALLOWED_ROOTS\\s*=\\s*\\(\\s*[\"']([^\"']*)[\"']"_s,
                                            QRegularExpression::MultilineOption);
    const auto match = allowed.match(read.out);
    if (!match.hasMatch())
        return failed("guard_root", Tr::tr("%1 has no ALLOWED_ROOTS line the workbench can read").arg(hook),
                      Tr::tr("Re-install the guard from MaxKernel's checkout (install.py --with-guard); the hook "
                             "names the one folder the agent may use in ALLOWED_ROOTS."));
    const QString guardRoot = match.captured(1);
    if (guardRoot.contains(u"{{"_s))
        return failed("guard_root", Tr::tr("%1 was copied without filling its placeholders (%2)").arg(hook, guardRoot),
                      Tr::tr("Install the guard with MaxKernel's install.py --with-guard, which fills {{MAXKERNEL_ROOT}}."));
    if (!isUnder(m_runsRoot, guardRoot))
        return failed("guard_root",
                      Tr::tr("the guard confines the agent to %1, but runs are created in %2").arg(guardRoot, m_runsRoot),
                      Tr::tr("Set workbench.maxkernel_root of machine %1 to %2 (runs then go to its workspace/), or "
                             "workbench.maxkernel_workspace to a folder under it.")
                          .arg(m_where, guardRoot));
    return passed("guard_root", Tr::tr("the guard allows %1, which holds %2").arg(guardRoot, m_runsRoot));
}

PreflightCheck WorkerPreflight::tpuServer(bool checkoutPresent)
{
    if (!checkoutPresent)
        return failed("tpu_server", Tr::tr("not checked: MaxKernel's checkout is missing"),
                      Tr::tr("Fix maxkernel_checkout first; the TPU server is asked through its tools/tpu_client.py."));
    const Shell queue = shell(u"cd %1 && %2 tools/tpu_client.py --queue"_s.arg(shellQuote(m_root),
                                                                              shellQuotePath(m_machine.python)),
                              180);
    const bool answered = queue.exitCode == 0 && queue.out.contains(u"TPU Server Queue Status"_s)
                          && !queue.out.contains(u"Failed to retrieve queue info"_s);
    if (answered) {
        QStringList found;
        for (const QString &line : queue.out.split(u'\n'))
            if (line.startsWith(u"TPU Server Queue Status"_s) || line.startsWith(u"Total Jobs"_s)
                || line.startsWith(u"Queued Count"_s) || line.startsWith(u"Running Count"_s))
                found << line.trimmed();
        return passed("tpu_server", found.join(u"; "_s));
    }
    const QString why = queue.exitCode == -2 ? Tr::tr("no answer within 180 s")
                                             : lastLine(queue.err.isEmpty() ? queue.out : queue.err);
    return failed("tpu_server", Tr::tr("tpu_client.py --queue in %1 failed: %2").arg(m_root, why),
                  Tr::tr("Start MaxKernel's TPU server on the TPU VM (%1 server/tpu_server.py in %2, see its "
                         "docs/tpu-setup.md) or register the TPU with `tools/tpu_client.py --add_tpu '{\"tpu_name\": "
                         "..., \"zone\": ..., \"project\": ...}'`; the worker sends every compile, test and profile "
                         "through it.")
                      .arg(m_machine.python, m_root));
}

PreflightCheck WorkerPreflight::torchVersions(bool checkoutPresent)
{
    const QString python = m_machine.python.isEmpty() ? u"python3"_s : m_machine.python;
    const Shell versions = shell(
        u"%1 -c %2"_s.arg(shellQuotePath(python),
                          shellQuote(u"import torch, torchax; print(torch.__version__); print(getattr(torchax, '__version__', '?'))"_s)),
        180);
    const QString requirementsPath = m_root + u"/requirements.txt"_s;
    const QString install = m_root.isEmpty() ? Tr::tr("pip install torch torchax (MaxKernel's requirements.txt pins both)")
                                             : u"%1 -m pip install -r %2"_s.arg(python, shellQuote(requirementsPath));
    if (versions.exitCode != 0)
        return failed("torch_torchax",
                      Tr::tr("%1 cannot import torch and torchax: %2").arg(python, lastLine(versions.err + versions.out)),
                      Tr::tr("Install them into the machine's python (workbench.python of %1): %2").arg(m_where, install));
    const QStringList lines = versions.out.trimmed().split(u'\n');
    const QString torch = lines.value(0).trimmed();
    const QString torchax = lines.value(1).trimmed();
    QString pins;
    if (checkoutPresent) {
        const Shell req = shell(u"cat -- %1"_s.arg(shellQuote(requirementsPath)), 30);
        if (req.exitCode == 0) {
            const QString pinTorch = pinnedVersion(req.out, u"torch"_s);
            const QString pinTorchax = pinnedVersion(req.out, u"torchax"_s);
            QStringList wrong;
            if (!pinTorch.isEmpty() && release(torch) != pinTorch)
                wrong << u"torch %1 (pinned %2)"_s.arg(torch, pinTorch);
            if (!pinTorchax.isEmpty() && release(torchax) != pinTorchax)
                wrong << u"torchax %1 (pinned %2)"_s.arg(torchax, pinTorchax);
            if (!wrong.isEmpty())
                return failed("torch_torchax",
                              Tr::tr("%1 has %2; MaxKernel pins these in %3 (a mismatch breaks torchax's conversion)")
                                  .arg(python, wrong.join(u", "_s), requirementsPath),
                              Tr::tr("Install the pinned versions: %1").arg(install));
            pins = Tr::tr(", as %1 pins").arg(requirementsPath);
        }
    }
    return passed("torch_torchax", u"torch %1, torchax %2%3"_s.arg(torch, torchax, pins));
}

bool WorkerPreflight::allOk(const QList<PreflightCheck> &checks)
{
    return std::all_of(checks.begin(), checks.end(), [](const PreflightCheck &check) { return check.ok; });
}

Json WorkerPreflight::toJson(const QList<PreflightCheck> &checks)
{
    Json list = Json::array();
    for (const PreflightCheck &check : checks) {
        Json item{{"check", toStd(check.key)}, {"ok", check.ok}, {"detail", toStd(check.detail)}};
        item["fix"] = check.fix.isEmpty() ? Json(nullptr) : Json(toStd(check.fix));
        list.push_back(std::move(item));
    }
    return Json{{"ok", allOk(checks)}, {"checks", list}};
}

} // namespace twb::kernel
