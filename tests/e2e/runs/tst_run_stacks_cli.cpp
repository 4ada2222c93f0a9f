// "Why is it stuck?" end to end through `tpuwb`: a 3-host loopback slice (sshd on
// 127.0.0.2-4) runs the scaffolded project in CPU smoke mode, whose hosts form one gloo group.
// The test's hang hook (support/hang_hook.h, not the project) makes host 2 hang in a function of
// its own after step 4; hosts 0 and 1 then wait for it in their next collective, as on a TPU
// slice. `tpuwb run stacks --json` groups the two waiting hosts and names host 2 as the odd one
// out, with its frame; the dump is saved with the run. Then host 2 is SIGSTOPped as well, as in
// issue 27's slice: whether or not a sampler can read a stopped process, the dump names it odd
// with its state "stopped". The preflight says per host which stack sampler it has or how to
// get one.
#include "support/hang_hook.h"
#include "support/loopback_slice.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

// The host indices of a dump's `odd` (objects with host, state and why).
QJsonArray oddHosts(const QJsonObject &dump)
{
    QJsonArray out;
    for (const auto &o : dump.value(u"odd"_s).toArray())
        out.append(o.toObject().value(u"host"_s));
    return out;
}

} // namespace

class tst_RunStacksCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void preflightReportsEachHostsStackSampler();
    void stacksOfAHungSliceNameTheOddHost();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args, int timeoutMs = 60000) const { return m_tpuwb.run(args, timeoutMs); }
    // The last scalar step in host i's metrics file on the host (0: none yet).
    int lastStep(const QString &runId, int host) const
    {
        return twb::test::LoopbackSlice::lastLoggedStep(m_fixture, runId, host);
    }

    twb::test::SshdFixture m_fixture{{.hostCount = 3, .acceleratorType = u"v4-24"_s}};
    QTemporaryDir m_root;
    QString m_project;
    QElapsedTimer m_clock;
    twb::test::TpuwbRunner m_tpuwb;
};

void tst_RunStacksCli::initTestCase()
{
    m_clock.start();
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch.distributed"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    TWB_VERIFY_RESULT(m_fixture.start());
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s),
                        u"--known-hosts"_s, m_fixture.knownHostsPath()});
    TWB_VERIFY_RESULT(twb::test::LoopbackSlice::writeRegistry(m_fixture, m_root.filePath(u"ws/tpu_config.json"_s),
                                                             u"slice3"_s, u"v4-24"_s));
    m_project = m_root.filePath(u"tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(m_project, u"v4-16"_s,
                                                     {u"train.batch_size=24"_s, u"train.max_steps=100000"_s,
                                                      u"train.log_every=1"_s, u"train.warmup_steps=5"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    // The test's hang hook (the project has none): host 2 hangs once it has done 4 steps.
    TWB_VERIFY_RESULT(twb::test::installHangHook(m_project, 2, 4));
}

void tst_RunStacksCli::preflightReportsEachHostsStackSampler()
{
    const Output o = tpuwb({u"run"_s, u"preflight"_s, u"slice3"_s, u"--device"_s, u"cpu"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    for (int i = 0; i < 3; ++i) {
        // Either the sampler that read a test interpreter, or a note on how to get one.
        const QString prefix = u"[%1] "_s.arg(i);
        bool said = false;
        for (const QString &line : o.out.split(u'\n')) {
            if (line.startsWith(prefix) && line.contains(u"stack sampler"_s))
                said = true;
            if (line.startsWith(u"note: "_s + prefix) && line.contains(u"no stack sampler"_s)
                && line.contains(u"pip install py-spy"_s))
                said = true;
        }
        QVERIFY2(said, qPrintable(o.out));
    }
}

void tst_RunStacksCli::stacksOfAHungSliceNameTheOddHost()
{
    const Output launched = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"slice3"_s, u"--device"_s,
                                   u"cpu"_s, u"--no-preflight"_s, u"--"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.err));
    const QString runId = launched.out.trimmed();

    // Steps 1-4 run on all three hosts (each logs its loss, a collective); then host 2 hangs.
    QTRY_VERIFY_WITH_TIMEOUT(lastStep(runId, 0) >= 4 && lastStep(runId, 1) >= 4 && lastStep(runId, 2) >= 4, 40000);
    QTest::qWait(500);
    QCOMPARE(lastStep(runId, 2), 4);
    QCOMPARE(lastStep(runId, 0), 4);   // and the others cannot get past step 5 without it

    // Hosts 0 and 1 may still be computing step 4 when first sampled: ask until they wait.
    QJsonObject dump;
    QElapsedTimer asked;
    asked.start();
    Output o;
    do {
        o = tpuwb({u"run"_s, u"stacks"_s, runId, u"--json"_s});
        QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
        dump = QJsonDocument::fromJson(o.out.toUtf8()).object();
    } while (oddHosts(dump) != QJsonArray{2} && asked.elapsed() < 15000);
    // The last dump stays for people to read (a failure message would cut it short).
    QFile last(twb::test::artifactsDir() + u"/run_stacks_cli.json"_s);
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()) && last.open(QIODevice::WriteOnly));
    last.write(o.out.toUtf8() + o.err.toUtf8());
    last.close();
    QVERIFY2(oddHosts(dump) == QJsonArray{2}, qPrintable(last.fileName()));

    // Every host answered with every thread of its train.py, each frame with file:line.
    const QJsonArray hosts = dump.value(u"hosts"_s).toArray();
    QCOMPARE(hosts.size(), 3);
    for (const auto &h : hosts) {
        const QJsonObject host = h.toObject();
        QVERIFY2(!host.contains(u"error"_s), qPrintable(host.value(u"error"_s).toString()));
        QVERIFY(!host.value(u"sampler"_s).toString().isEmpty());
        QVERIFY(host.value(u"pid"_s).toInteger() > 0);
        const QJsonArray threads = host.value(u"threads"_s).toArray();
        QVERIFY(!threads.isEmpty());
        for (const auto &f : threads.first().toObject().value(u"frames"_s).toArray()) {
            QVERIFY(!f.toObject().value(u"file"_s).toString().isEmpty());
            QVERIFY(f.toObject().value(u"line"_s).toInt() > 0);
        }
    }

    // The odd host first, with the frame it hangs in; then the two hosts waiting together.
    const QJsonArray groups = dump.value(u"groups"_s).toArray();
    QCOMPARE(groups.size(), 2);
    const QJsonObject odd = groups[0].toObject();
    QCOMPARE(odd.value(u"hosts"_s).toArray(), QJsonArray{2});
    QCOMPARE(odd.value(u"odd"_s).toBool(), true);
    const QJsonObject hungFrame = odd.value(u"stack"_s).toArray().first().toObject();
    QCOMPARE(hungFrame.value(u"function"_s).toString(), u"test_hook_hang_forever"_s);
    QVERIFY2(hungFrame.value(u"file"_s).toString().endsWith(u"/tpuwb_test_hooks/sitecustomize.py"_s),
             qPrintable(hungFrame.value(u"file"_s).toString()));
    const QJsonObject waiting = groups[1].toObject();
    QCOMPARE(waiting.value(u"hosts"_s).toArray(), (QJsonArray{0, 1}));
    QCOMPARE(waiting.value(u"odd"_s).toBool(), false);
    // They wait inside the training step, in torch (DDP's gradient all-reduce at backward).
    QStringList functions;
    bool inTorch = false;
    for (const auto &f : waiting.value(u"stack"_s).toArray()) {
        functions << f.toObject().value(u"function"_s).toString();
        inTorch = inTorch || f.toObject().value(u"file"_s).toString().contains(u"/torch/"_s);
    }
    QVERIFY2(functions.contains(u"train_step"_s) && inTorch, qPrintable(functions.join(u" < "_s)));
    QVERIFY(!functions.contains(u"test_hook_hang_forever"_s));

    // Saved with the run.
    const QString saved = dump.value(u"saved"_s).toString();
    QVERIFY2(saved.startsWith(m_root.filePath(u"ws/runs/"_s + runId + u"/stacks/stacks-"_s)), qPrintable(saved));
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(oddHosts(QJsonDocument::fromJson(file.readAll()).object()), QJsonArray{2});

    // The text form says the same.
    const Output text = tpuwb({u"run"_s, u"stacks"_s, runId});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(u"Odd one out: host 2"_s) && text.out.contains(u"[odd] host 2 "_s)
                 && text.out.contains(u"test_hook_hang_forever  ("_s) && text.out.contains(u"hosts 0, 1 "_s),
             qPrintable(text.out));

    // Host 2 stopped too (SIGSTOP): no faulthandler can answer for it, its state names it.
    const qint64 host2 = hosts[2].toObject().value(u"pid"_s).toInteger();
    QCOMPARE(::kill(pid_t(host2), SIGSTOP), 0);
    QTest::qWait(200);
    const Output withStopped = tpuwb({u"run"_s, u"stacks"_s, runId, u"--json"_s});
    QFile stoppedDump(twb::test::artifactsDir() + u"/run_stacks_cli_stopped.json"_s);
    QVERIFY(stoppedDump.open(QIODevice::WriteOnly));
    stoppedDump.write(withStopped.out.toUtf8() + withStopped.err.toUtf8());
    stoppedDump.close();
    const QJsonObject second = QJsonDocument::fromJson(withStopped.out.toUtf8()).object();
    QVERIFY2(oddHosts(second) == QJsonArray{2}, qPrintable(stoppedDump.fileName()));
    const QJsonObject stoppedOdd = second.value(u"odd"_s).toArray().first().toObject();
    QCOMPARE(stoppedOdd.value(u"state"_s).toString(), u"stopped"_s);
    QVERIFY2(stoppedOdd.value(u"why"_s).toString().startsWith(u"host 2: stopped (SIGSTOP / T state)"_s),
             qPrintable(stoppedOdd.value(u"why"_s).toString()));
    QCOMPARE(second.value(u"hosts"_s).toArray()[2].toObject().value(u"state"_s).toString(), u"stopped"_s);
    ::kill(pid_t(host2), SIGCONT);

    // A hung slice stops only by force: SIGTERM is not answered in a collective.
    const Output stopped = tpuwb({u"run"_s, u"stop"_s, runId, u"--grace"_s, u"1"_s});
    QVERIFY2(stopped.exitCode == 0, qPrintable(stopped.err));
    qInfo("whole test: %.1f s", double(m_clock.elapsed()) / 1000.0);
}

QTEST_GUILESS_MAIN(tst_RunStacksCli)
#include "tst_run_stacks_cli.moc"
