// WorkerPreflight on this machine through the local transport (the same commands go over SSH
// to a TPU VM). The Claude Code CLI cannot run here (no LLM, no network), so `claude` is a
// STAND-IN written by this test: `claude --version` and `claude auth status` only. MaxKernel's
// tools/tpu_client.py is a STAND-IN too (its `--queue` output, MaxKernel's layout, or its
// "No TPU server is reachable" failure): MaxKernel's own code is not part of this repository.
// torch and torchax are real: the workbench's Python environment (scripts/install-python-env.sh)
// and Debian's python3, which has no torchax.
#include "core/kernel/kernel_machine.h"
#include "core/kernel/run_host.h"
#include "core/kernel/worker_preflight.h"
#include "core/remote/local_transport.h"
#include "core/util/atomic_file.h"
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::kernel::PreflightCheck;
using twb::kernel::WorkerPreflight;

namespace {

const char *kStandInClaude = R"SH(#!/bin/sh
# STAND-IN for the Claude Code CLI, written by tst_worker_preflight: no LLM runs here.
case "$1" in
  --version) echo "0.0.0 (Claude Code stand-in)"; exit 0 ;;
  auth) if [ "${STANDIN_LOGGED_IN:-}" = 1 ]; then echo "Logged in (stand-in)"; exit 0; fi
        echo "Not logged in. Run claude auth login." >&2; exit 1 ;;
esac
exit 2
)SH";

// MaxKernel's `tpu_client.py --queue` output layout (tools/tpu_client.py @5c3d9ff, main()).
const char *kStandInTpuClient = R"PY(# STAND-IN for MaxKernel's tools/tpu_client.py, written by tst_worker_preflight.
import os, sys
assert sys.argv[1:] == ["--queue"], sys.argv
if os.environ.get("STANDIN_TPU_UP") != "1":
    print("ERROR - Cannot proceed: No TPU server is reachable.", file=sys.stderr)
    sys.exit(1)
print("\n" + "=" * 40)
print("TPU Server Queue Status (Port 8000):")
print("=" * 40)
print("Total Jobs: 3")
print("Queued Count: 1")
print("Running Count: 1")
)PY";

struct Scenario
{
    bool claudeOnPath = true;
    bool loggedIn = true;
    bool apiKey = false;
    bool setRoot = true;
    bool checkoutExists = true;
    bool agentInstalled = true;
    bool agentForThisRoot = true;
    bool guardInstalled = true;
    bool guardAllowsRoot = true;
    bool tpuUp = true;
    bool debianPython = false;     // Debian's python3: torch but no torchax
    bool torchaxPinDiffers = false;
};

QString pythonOutput(const QString &python, const QString &code)
{
    QProcess process;
    process.start(python, {u"-c"_s, code});
    process.waitForFinished(180000);
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

} // namespace

Q_DECLARE_METATYPE(Scenario)

class tst_WorkerPreflight final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void eachFailureNamesItsFix_data();
    void eachFailureNamesItsFix();

private:
    QString m_torch;
    QString m_torchax;
};

void tst_WorkerPreflight::initTestCase()
{
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    m_torch = pythonOutput(twb::test::xlaPython(), u"import torch; print(torch.__version__.split('+')[0])"_s);
    m_torchax = pythonOutput(twb::test::xlaPython(), u"import torchax; print(torchax.__version__)"_s);
    QVERIFY2(!m_torch.isEmpty() && !m_torchax.isEmpty(),
             "the Python environment needs torch and torchax: re-run scripts/install-python-env.sh");
}

void tst_WorkerPreflight::eachFailureNamesItsFix_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("failing");   // the keys that fail, comma-separated
    QTest::addColumn<QString>("fixSays");   // a phrase the first failing check's fix contains

    QTest::newRow("ready") << Scenario{} << QString() << QString();
    Scenario s;
    s = {}; s.claudeOnPath = false;
    QTest::newRow("no claude CLI") << s << u"claude_cli,claude_login"_s << u"npm install -g @anthropic-ai/claude-code"_s;
    s = {}; s.loggedIn = false;
    QTest::newRow("not logged in") << s << u"claude_login"_s << u"claude auth login"_s;
    s = {}; s.loggedIn = false; s.apiKey = true;
    QTest::newRow("API key instead of a login") << s << QString() << QString();
    s = {}; s.setRoot = false;
    QTest::newRow("no maxkernel_root") << s << u"maxkernel_checkout,guard_root,tpu_server"_s
                                       << u"workbench.maxkernel_root"_s;
    s = {}; s.checkoutExists = false;
    QTest::newRow("checkout missing") << s << u"maxkernel_checkout,tpu_server"_s
                                      << u"AI-Hypercomputer/accelerator-agents"_s;
    s = {}; s.agentInstalled = false;
    QTest::newRow("worker agent not installed") << s << u"worker_agent"_s << u"install.py --with-guard"_s;
    s = {}; s.agentForThisRoot = false;
    QTest::newRow("worker agent of another checkout") << s << u"worker_agent"_s << u"Re-install"_s;
    s = {}; s.guardInstalled = false;
    QTest::newRow("no workspace guard") << s << u"guard_root"_s << u"install.py --with-guard"_s;
    s = {}; s.guardAllowsRoot = false;
    QTest::newRow("guard confines elsewhere") << s << u"guard_root"_s << u"workbench.maxkernel_root"_s;
    s = {}; s.tpuUp = false;
    QTest::newRow("TPU server not answering") << s << u"tpu_server"_s << u"server/tpu_server.py"_s;
    s = {}; s.debianPython = true;
    QTest::newRow("no torchax") << s << u"torch_torchax"_s << u"requirements.txt"_s;
    s = {}; s.torchaxPinDiffers = true;
    QTest::newRow("torchax not the pinned version") << s << u"torch_torchax"_s << u"pip install -r"_s;
}

void tst_WorkerPreflight::eachFailureNamesItsFix()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, failing);
    QFETCH(QString, fixSays);

    QTemporaryDir dir;
    const QString bin = dir.filePath(u"bin"_s);
    const QString root = dir.filePath(u"maxkernel"_s);
    const QString claudeDir = dir.filePath(u"claude-config"_s);
    QVERIFY(QDir().mkpath(bin));
    if (scenario.claudeOnPath) {
        QVERIFY(twb::writeFileAtomically(bin + u"/claude"_s, kStandInClaude).has_value());
        QVERIFY(QFile::setPermissions(bin + u"/claude"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }
    if (scenario.checkoutExists) {
        QVERIFY(QDir().mkpath(root + u"/tools"_s) && QDir().mkpath(root + u"/skill"_s) && QDir().mkpath(root + u"/workspace"_s));
        QVERIFY(twb::writeFileAtomically(root + u"/tools/tpu_client.py"_s, kStandInTpuClient).has_value());
        QVERIFY(twb::writeFileAtomically(root + u"/skill/SKILL.md"_s, "---\nname: maxkernel\n---\n").has_value());
        const QString pins = u"jax==0.11.0\ntorch==%1\ntorchax==%2\n"_s.arg(
            m_torch, scenario.torchaxPinDiffers ? u"0.0.0"_s : m_torchax);
        QVERIFY(twb::writeFileAtomically(root + u"/requirements.txt"_s, pins.toUtf8()).has_value());
    }
    if (scenario.agentInstalled) {
        QVERIFY(QDir().mkpath(claudeDir + u"/agents"_s));
        const QString agentRoot = scenario.agentForThisRoot ? root : dir.filePath(u"old-maxkernel"_s);
        QVERIFY(twb::writeFileAtomically(claudeDir + u"/agents/maxkernel-worker.md"_s,
                                         u"Python: %1/venv/bin/python\nTools: %1/tools/\n"_s.arg(agentRoot).toUtf8())
                    .has_value());
    }
    if (scenario.guardInstalled) {
        QVERIFY(QDir().mkpath(claudeDir + u"/hooks"_s));
        const QString allowed = scenario.guardAllowsRoot ? root : dir.filePath(u"elsewhere"_s);
        QVERIFY(twb::writeFileAtomically(claudeDir + u"/hooks/workspace-guard.py"_s,
                                         u"HOME = \"/home/u\"\n# The workspace.\nALLOWED_ROOTS = (\"%1\",)\n"_s.arg(allowed).toUtf8())
                    .has_value());
    }

    twb::kernel::KernelMachine machine;
    machine.name = u"tpu-vm"_s;
    machine.python = scenario.debianPython ? twb::test::systemPython() : twb::test::xlaPython();
    machine.claudeDir = claudeDir;
    machine.hostRunsRoot = dir.filePath(u"remote/kernel-runs"_s);
    if (scenario.setRoot) {
        machine.maxkernelRoot = root;
        machine.hostRunsRoot = root + u"/workspace"_s;
    }

    // The local transport runs commands with this process's environment.
    const QByteArray oldPath = qgetenv("PATH");
    const QByteArray oldKey = qgetenv("ANTHROPIC_API_KEY");
    qputenv("PATH", QString(bin + u":/usr/bin:/bin"_s).toLocal8Bit());
    qputenv("STANDIN_LOGGED_IN", scenario.loggedIn ? "1" : "0");
    qputenv("STANDIN_TPU_UP", scenario.tpuUp ? "1" : "0");
    if (scenario.apiKey)
        qputenv("ANTHROPIC_API_KEY", "sk-stand-in");
    else
        qunsetenv("ANTHROPIC_API_KEY");
    twb::LocalTransport transport;
    twb::kernel::RunHost host(transport);
    const QList<PreflightCheck> checks = WorkerPreflight(host, machine).run();
    qputenv("PATH", oldPath);
    if (oldKey.isEmpty())
        qunsetenv("ANTHROPIC_API_KEY");
    else
        qputenv("ANTHROPIC_API_KEY", oldKey);

    QStringList all;
    QStringList failed;
    QString report;
    for (const PreflightCheck &check : checks) {
        all << check.key;
        if (!check.ok)
            failed << check.key;
        report += u"%1 %2: %3 | fix: %4\n"_s.arg(check.ok ? u"ok"_s : u"FAIL"_s, check.key, check.detail, check.fix);
    }
    QCOMPARE(all, (QStringList{u"claude_cli"_s, u"claude_login"_s, u"maxkernel_checkout"_s, u"worker_agent"_s,
                               u"guard_root"_s, u"tpu_server"_s, u"torch_torchax"_s}));
    QVERIFY2(failed == (failing.isEmpty() ? QStringList() : failing.split(u','))
                 && WorkerPreflight::allOk(checks) == failing.isEmpty(),
             qPrintable(report));
    for (const PreflightCheck &check : checks) {
        QVERIFY2(!check.detail.isEmpty(), qPrintable(report));
        QVERIFY2(check.ok == check.fix.isEmpty(), qPrintable(report)); // every failure names a fix
    }
    if (!failing.isEmpty()) {
        const auto first = std::find_if(checks.begin(), checks.end(), [](const PreflightCheck &c) { return !c.ok; });
        QVERIFY2(first->fix.contains(fixSays), qPrintable(report));
    } else {
        // What was found is shown: the stand-in's version, the queue, the real versions.
        QVERIFY2(checks[0].detail.contains(u"stand-in"_s), qPrintable(report));
        QVERIFY2(checks[5].detail.contains(u"Total Jobs: 3"_s), qPrintable(report));
        QVERIFY2(checks[6].detail.contains(m_torch) && checks[6].detail.contains(m_torchax), qPrintable(report));
    }
    const twb::Json json = WorkerPreflight::toJson(checks);
    QCOMPARE(json["ok"].get<bool>(), failing.isEmpty());
    QCOMPARE(int(json["checks"].size()), 7);
}

QTEST_GUILESS_MAIN(tst_WorkerPreflight)
#include "tst_worker_preflight.moc"
