// SmokeTestRunner with stand-in train.py scripts run by the real python3 (PyTorch would take
// tens of seconds per case here; tests/widgets/experiments runs a real scaffolded project):
// progress from the metrics stream even when the printed lines disagree, the printed lines
// when there is no stream, the arguments, the emptied .smoke folder, a stop that reaches the
// whole process group, and a missing interpreter.
#include "core/services/smoke_test_runner.h"

#include "core/util/atomic_file.h"

#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>

using namespace Qt::StringLiterals;

namespace {

bool alive(pid_t pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z';
}

} // namespace

class tst_SmokeTestRunner final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void progressComesFromTheMetricsStream();
    void withoutAStreamThePrintedLinesAreRead();
    void exitCodeZeroIsNotEnoughEveryCheckMustPass();
    void stopEndsTheWholeProcessGroup();
    void missingInterpreterIsAnError();

private:
    void writeTrainPy(const QByteArray &body);
    twb::SmokeTestRunner::Options options(int steps = 5) const;

    std::unique_ptr<QTemporaryDir> m_project;
};

void tst_SmokeTestRunner::init()
{
    m_project = std::make_unique<QTemporaryDir>();
    QVERIFY(m_project->isValid());
}

void tst_SmokeTestRunner::writeTrainPy(const QByteArray &body)
{
    const QByteArray head = "import json, os, sys, time\n"
                            "args = sys.argv[1:]\n"
                            "run_dir = args[args.index('--run-dir') + 1]\n"
                            "steps = int(args[args.index('--max-steps') + 1])\n";
    QVERIFY(twb::writeFileAtomically(m_project->filePath(u"train.py"_s), head + body).has_value());
}

twb::SmokeTestRunner::Options tst_SmokeTestRunner::options(int steps) const
{
    twb::SmokeTestRunner::Options o;
    o.projectDir = m_project->path();
    o.python = twb::test::systemPython();
    o.maxSteps = steps;
    return o;
}

void tst_SmokeTestRunner::progressComesFromTheMetricsStream()
{
    // The stream has steps 1..N and an eval with NaN-tolerant JSON; stdout lies about the loss.
    writeTrainPy("assert args[:2] == ['--device', 'cpu'], args\n"
                 "assert '--resume' in args and args[args.index('--resume') + 1] == 'none'\n"
                 "os.makedirs(os.path.join(run_dir, 'metrics'))\n"
                 "m = open(os.path.join(run_dir, 'metrics', 'host-0.jsonl'), 'w')\n"
                 "m.write(json.dumps({'event': 'config', 'time': 1.0, 'host': 0}) + '\\n')\n"
                 "for s in range(1, steps + 1):\n"
                 "    m.write(json.dumps({'step': s, 'time': 1.0 + s, 'host': 0, 'loss': 10.0 / s, 'lr': 0.1}) + '\\n'); m.flush()\n"
                 "    print(f'step {s}: loss 999.0000 lr 0.1', flush=True)\n"
                 "m.write('{\"event\": \"eval\", \"time\": 9.0, \"host\": 0, \"step\": %d, \"metrics\": {\"eval/loss\": 1.5, \"eval/perplexity\": 4.48}}\\n' % steps)\n"
                 "m.close()\n"
                 "print(f'step {steps}: eval loss 777.0, perplexity 1.0', flush=True)\n");
    // An old smoke folder is emptied first.
    QVERIFY(QDir().mkpath(m_project->filePath(u".smoke/checkpoints"_s)));
    QVERIFY(twb::writeFileAtomically(m_project->filePath(u".smoke/stale"_s), "x").has_value());

    twb::SmokeTestRunner runner;
    QSignalSpy steps(&runner, &twb::SmokeTestRunner::stepReported);
    QSignalSpy evals(&runner, &twb::SmokeTestRunner::evalReported);
    QSignalSpy output(&runner, &twb::SmokeTestRunner::output);
    QSignalSpy finished(&runner, &twb::SmokeTestRunner::finished);
    QVERIFY(runner.start(options(6)));
    QVERIFY(!runner.start(options(6))); // one at a time
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished[0][0].toInt(), 0);
    QCOMPARE(steps.size(), 6);
    for (int i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i][0].toInt(), i + 1);
        QCOMPARE(steps[i][1].toDouble(), 10.0 / (i + 1));
    }
    QCOMPARE(evals.size(), 1);
    QCOMPARE(evals[0][0].toInt(), 6);
    QCOMPARE(evals[0][1].toDouble(), 1.5);
    QCOMPARE(evals[0][2].toDouble(), 4.48);
    QString text;
    for (const auto &chunk : std::as_const(output))
        text += chunk[0].toString();
    QVERIFY2(text.contains(u"step 6: loss 999.0000"_s), qPrintable(text)); // the output is still shown
    QVERIFY(!QFileInfo::exists(m_project->filePath(u".smoke/stale"_s)));
    QVERIFY(!runner.isRunning());
}

// train.py exits 0, but its loss rises and the restored checkpoint differs: the smoke test
// fails, saying which checks; the same stream with a falling loss and an equal checkpoint passes.
void tst_SmokeTestRunner::exitCodeZeroIsNotEnoughEveryCheckMustPass()
{
    writeTrainPy("assert '--verify-checkpoint' in args, args\n"
                 "good = os.path.exists('good')\n"
                 "os.makedirs(os.path.join(run_dir, 'metrics'))\n"
                 "m = open(os.path.join(run_dir, 'metrics', 'host-0.jsonl'), 'w')\n"
                 "for s in range(1, steps + 1):\n"
                 "    m.write(json.dumps({'step': s, 'host': 0, 'loss': (10.0 / s) if good else float(s)}) + '\\n')\n"
                 "m.write(json.dumps({'event': 'checkpoint', 'step': steps}) + '\\n')\n"
                 "m.write(json.dumps({'event': 'checkpoint_verified', 'ok': good, 'step': steps, 'tensors': 3,\n"
                 "                    'detail': '' if good else 'model.w'}) + '\\n')\n"
                 "m.close()\n");
    twb::SmokeTestRunner runner;
    QList<twb::RunVerification> verified;
    connect(&runner, &twb::SmokeTestRunner::verified, this,
            [&verified](const twb::RunVerification &v) { verified << v; });
    QSignalSpy finished(&runner, &twb::SmokeTestRunner::finished);
    QVERIFY(runner.start(options(8)));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished[0][0].toInt(), 0);
    const QString error = finished[0][1].toString();
    QVERIFY(!twb::SmokeTestRunner::passed(0, error));
    QVERIFY2(error.contains(u"Loss decreasing"_s) && error.contains(u"model.w"_s), qPrintable(error));
    QCOMPARE(verified.size(), 1);
    QCOMPARE(verified[0].count(twb::VerificationCheck::Outcome::Fail), 2);

    QVERIFY(twb::writeFileAtomically(m_project->filePath(u"good"_s), "").has_value());
    finished.clear();
    QVERIFY(runner.start(options(8)));
    QVERIFY(finished.wait(30000));
    QVERIFY2(twb::SmokeTestRunner::passed(finished[0][0].toInt(), finished[0][1].toString()),
             qPrintable(finished[0][1].toString()));
    QCOMPARE(verified.size(), 2);
    QVERIFY(verified[1].passed());
    QCOMPARE(verified[1].find(u"checkpoint_round_trip"_s)->outcome, twb::VerificationCheck::Outcome::Pass);
    QCOMPARE(verified[1].find(u"no_legacy_api"_s)->outcome, twb::VerificationCheck::Outcome::Pass);
}

void tst_SmokeTestRunner::withoutAStreamThePrintedLinesAreRead()
{
    writeTrainPy("for s in range(1, steps + 1):\n"
                 "    print(f'step {s}: loss {2.0 / s:.4f} lr 0.1 grad_norm 1.0 1.0 ms/step', flush=True)\n"
                 "    if s % 2 == 0:\n"
                 "        print(f'step {s}: eval loss {1.0 / s:.4f}, perplexity 3.00', flush=True)\n"
                 "sys.stdout.write('no newline at the end')\n"
                 "sys.exit(3)\n");
    twb::SmokeTestRunner runner;
    QSignalSpy steps(&runner, &twb::SmokeTestRunner::stepReported);
    QSignalSpy evals(&runner, &twb::SmokeTestRunner::evalReported);
    QSignalSpy output(&runner, &twb::SmokeTestRunner::output);
    QSignalSpy finished(&runner, &twb::SmokeTestRunner::finished);
    QVERIFY(runner.start(options(4)));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished[0][0].toInt(), 3); // train.py's exit code
    QCOMPARE(steps.size(), 4);
    QCOMPARE(steps[3][0].toInt(), 4);
    QCOMPARE(steps[3][1].toDouble(), 0.5);
    QCOMPARE(evals.size(), 2);
    QCOMPARE(evals[1][0].toInt(), 4);
    QCOMPARE(evals[1][1].toDouble(), 0.25);
    QString text;
    for (const auto &chunk : std::as_const(output))
        text += chunk[0].toString();
    QVERIFY2(text.endsWith(u"no newline at the end\n"_s), qPrintable(text));
}

void tst_SmokeTestRunner::stopEndsTheWholeProcessGroup()
{
    // train.py starts a child that would outlive it, reports a step, then hangs.
    const QString childPid = m_project->filePath(u"child.pid"_s);
    writeTrainPy("import subprocess\n"
                 "child = subprocess.Popen(['sleep', '300'])\n"
                 "open('child.pid', 'w').write(str(child.pid))\n"
                 "print('step 1: loss 1.0', flush=True)\n"
                 "time.sleep(300)\n");
    twb::SmokeTestRunner runner;
    QSignalSpy steps(&runner, &twb::SmokeTestRunner::stepReported);
    QSignalSpy finished(&runner, &twb::SmokeTestRunner::finished);
    QVERIFY(runner.start(options(100000)));
    QVERIFY(steps.wait(30000));
    QElapsedTimer timer;
    timer.start();
    runner.cancel();
    QVERIFY(finished.wait(15000));
    QVERIFY(timer.elapsed() < 10000);
    QCOMPARE(finished[0][0].toInt(), -1);
    QVERIFY(finished[0][1].toString().contains(u"Stopped"_s));
    QFile pidFile(childPid);
    QVERIFY(pidFile.open(QIODevice::ReadOnly));
    const pid_t pid = pid_t(pidFile.readAll().trimmed().toInt());
    QVERIFY(pid > 0);
    // The child got the signal too: gone, or a zombie nobody reaps yet.
    QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 5000);
}

void tst_SmokeTestRunner::missingInterpreterIsAnError()
{
    writeTrainPy("print('never')\n");
    twb::SmokeTestRunner::Options o = options();
    o.python = m_project->filePath(u"no-such-python"_s);
    twb::SmokeTestRunner runner;
    QSignalSpy finished(&runner, &twb::SmokeTestRunner::finished);
    QVERIFY(runner.start(o));
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished[0][0].toInt(), -1);
    QVERIFY2(finished[0][1].toString().contains(o.python), qPrintable(finished[0][1].toString()));
}

QTEST_GUILESS_MAIN(tst_SmokeTestRunner)
#include "tst_smoke_test_runner.moc"
