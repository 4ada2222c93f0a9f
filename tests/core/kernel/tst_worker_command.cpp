// WorkerCommand: the machine's kernel_worker_command template, every value shell-quoted.
#include "core/kernel/worker_command.h"

#include <QDir>
#include <QProcess>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::kernel::WorkerCommand;

class tst_WorkerCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesReachTheCommandVerbatim_data();
    void valuesReachTheCommandVerbatim();
    void pythonInTheHomeFolderExpands();
    void unknownPlaceholderIsRefused();
    void replayTemplates();
    void dispatchIsMaxKernels_data();
    void dispatchIsMaxKernels();
};

void tst_WorkerCommand::dispatchIsMaxKernels_data()
{
    QTest::addColumn<QString>("runDir");
    QTest::addColumn<int>("iteration");
    QTest::newRow("MaxKernel workspace") << u"/home/u/maxkernel/workspace/run_3f9a01c2"_s << 1;
    QTest::newRow("spaces") << u"/srv/max kernel/workspace/run_00ff00aa"_s << 5;
}

// MaxKernel's orchestrator dispatches its worker with this call, word for word
// (AI-Hypercomputer/accelerator-agents: maxkernel/claude-code/skill/SKILL.md @cba726c,
// "How to dispatch the worker agent"); only <run_dir> (and <n> in the description) vary.
void tst_WorkerCommand::dispatchIsMaxKernels()
{
    QFETCH(QString, runDir);
    QFETCH(int, iteration);
    const QString maxKernelsCall = uR"(Agent(
  subagent_type="maxkernel-worker",
  description="MaxKernel iteration <n>",
  prompt="Run one MaxKernel iteration for run_dir = <run_dir> (state file: <run_dir>/state.json)."
))"_s;
    const QString ours = u"Agent(\n  subagent_type=\"%1\",\n  description=\"%2\",\n  prompt=\"%3\"\n)"_s.arg(
        WorkerCommand::kWorkerAgent, WorkerCommand::dispatchDescription(iteration), WorkerCommand::dispatchPrompt(runDir));
    QString filled = maxKernelsCall;
    filled.replace(u"<run_dir>"_s, runDir).replace(u"<n>"_s, QString::number(iteration));
    QCOMPARE(ours, filled);
}

void tst_WorkerCommand::valuesReachTheCommandVerbatim_data()
{
    QTest::addColumn<QString>("runDir");
    QTest::newRow("plain") << u"/home/u/tpu-workbench/kernel-runs/run_3f9a01c2"_s;
    QTest::newRow("spaces and quotes") << u"/tmp/my runs/it's \"here\""_s;
    QTest::newRow("command substitution") << u"/tmp/$(touch /tmp/tpuwb-pwned)/`id`"_s;
    QTest::newRow("separators and globs") << u"/tmp/a; rm -rf * && echo {target}"_s;
    QTest::newRow("newline") << u"/tmp/line\nbreak"_s;
}

void tst_WorkerCommand::valuesReachTheCommandVerbatim()
{
    QFETCH(QString, runDir);
    auto command = WorkerCommand::expand(u"printf '%s\\n' {run_dir} {target} {python}"_s, runDir, 7, u"/usr/bin/python3"_s);
    QVERIFY(command);
    QProcess bash;
    bash.start(u"/bin/bash"_s, {u"-c"_s, *command});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(bash.exitCode(), 0);
    // A value that itself contains "{target}" is not expanded again.
    QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), runDir + u"\n7\n/usr/bin/python3\n"_s);
    QVERIFY(!QFile::exists(u"/tmp/tpuwb-pwned"_s));
}

void tst_WorkerCommand::pythonInTheHomeFolderExpands()
{
    auto command = WorkerCommand::expand(u"printf '%s' {python}"_s, u"/r"_s, 1, u"~/venv/bin/python"_s);
    QVERIFY(command);
    QProcess bash;
    bash.start(u"/bin/bash"_s, {u"-c"_s, *command});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), QDir::homePath() + u"/venv/bin/python"_s);
}

void tst_WorkerCommand::unknownPlaceholderIsRefused()
{
    auto command = WorkerCommand::expand(u"{python} worker.py {rundir}"_s, u"/r"_s, 1, u"python3"_s);
    QVERIFY(!command);
    QVERIFY(command.error().message.contains(u"{rundir}"_s));
    QVERIFY(command.error().message.contains(u"{run_dir}, {target} and {python}"_s));
    QVERIFY(!WorkerCommand::expand(u"   "_s, u"/r"_s, 1, u"python3"_s));
}

void tst_WorkerCommand::replayTemplates()
{
    QCOMPARE(WorkerCommand::installFolder(u"~/tpu-workbench/"_s), u"~/tpu-workbench/kernel-worker"_s);
    QCOMPARE(WorkerCommand::installFolder(QString()), u"~/tpu-workbench/kernel-worker"_s);
    auto command = WorkerCommand::expand(WorkerCommand::replayTemplate(u"~/tpu-workbench/kernel-worker"_s),
                                         u"/runs/run_1"_s, 3, u"/usr/bin/python3"_s);
    QVERIFY(command);
    QCOMPARE(*command, u"'/usr/bin/python3' ~/'tpu-workbench/kernel-worker/replay_worker.py' --run-dir '/runs/run_1' --target '3'"_s);
}

QTEST_GUILESS_MAIN(tst_WorkerCommand)
#include "tst_worker_command.moc"
