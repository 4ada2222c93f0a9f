// "Why is it slow?" end to end through `tpuwb`: a 2-host loopback slice (sshd on 127.0.0.2-3)
// runs the scaffolded project in CPU smoke mode (one gloo group). `tpuwb run profile --steps 3
// --json` has every host's train.py trace its next 3 steps with torch.profiler while the run
// goes on, pulls one Chrome trace per host into the run's folder and summarizes it: the top
// operators include the model's matrix multiplications, and the step-time breakdown adds up to
// the step time train.py measured for the traced steps (within 5 %) and agrees with the run's
// metrics (step_time_ms of those steps) within one step's time.
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

using namespace Qt::StringLiterals;

class tst_RunProfileCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void profileOfALiveRunPullsOneTracePerHost();
    void usageErrors();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args, int timeoutMs = 120000) const { return m_tpuwb.run(args, timeoutMs); }
    // Host i's metrics lines with a loss (step -> step_time_ms), as the host wrote them.
    QHash<int, double> stepTimes(const QString &runId, int host) const;

    twb::test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
    QTemporaryDir m_root;
    QString m_project;
    QElapsedTimer m_clock;
    twb::test::TpuwbRunner m_tpuwb;
};

QHash<int, double> tst_RunProfileCli::stepTimes(const QString &runId, int host) const
{
    QHash<int, double> out;
    for (const QJsonObject &o : twb::test::LoopbackSlice::hostMetrics(m_fixture, runId, host))
        if (o.contains(u"step_time_ms"_s))
            out.insert(o.value(u"step"_s).toInt(), o.value(u"step_time_ms"_s).toDouble());
    return out;
}

void tst_RunProfileCli::initTestCase()
{
    m_clock.start();
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch.profiler, torch.distributed"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    TWB_VERIFY_RESULT(m_fixture.start());
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s),
                        u"--known-hosts"_s, m_fixture.knownHostsPath()});
    TWB_VERIFY_RESULT(twb::test::LoopbackSlice::writeRegistry(m_fixture, m_root.filePath(u"ws/tpu_config.json"_s),
                                                             u"slice2"_s, u"v4-16"_s));
    m_project = m_root.filePath(u"tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(m_project, u"v4-16"_s,
                                                     {u"train.batch_size=24"_s, u"train.max_steps=100000"_s, u"train.eval_every=100000"_s,
                                                      u"train.save_every=100000"_s, u"train.log_every=1"_s, u"train.warmup_steps=5"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
}

void tst_RunProfileCli::profileOfALiveRunPullsOneTracePerHost()
{
    const Output launched = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"slice2"_s, u"--device"_s,
                                   u"cpu"_s, u"--no-preflight"_s, u"--"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.err));
    const QString runId = launched.out.trimmed();
    QTRY_VERIFY_WITH_TIMEOUT(stepTimes(runId, 0).size() >= 5 && stepTimes(runId, 1).size() >= 5, 60000);

    QElapsedTimer asked;
    asked.start();
    const Output o = tpuwb({u"run"_s, u"profile"_s, runId, u"--steps"_s, u"3"_s, u"--json"_s});
    const double seconds = double(asked.elapsed()) / 1000.0;
    QFile last(twb::test::artifactsDir() + u"/run_profile_cli.json"_s);
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()) && last.open(QIODevice::WriteOnly));
    last.write(o.out.toUtf8() + o.err.toUtf8());
    last.close();
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QJsonObject capture = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(capture.value(u"run"_s).toString(), runId);
    QCOMPARE(capture.value(u"steps"_s).toInt(), 3);
    const QString dir = capture.value(u"dir"_s).toString();
    QVERIFY2(dir.startsWith(m_root.filePath(u"ws/runs/"_s + runId + u"/profiles/profile-"_s)), qPrintable(dir));
    QVERIFY(QFileInfo::exists(capture.value(u"saved"_s).toString()));

    const QJsonArray hosts = capture.value(u"hosts"_s).toArray();
    QCOMPARE(hosts.size(), 2);
    for (const auto &value : hosts) {
        const QJsonObject host = value.toObject();
        const int index = host.value(u"host"_s).toInt();
        QVERIFY2(!host.contains(u"error"_s), qPrintable(host.value(u"error"_s).toString()));
        QCOMPARE(host.value(u"format"_s).toString(), u"chrome"_s);
        // One trace per host, pulled into the run's folder, in torch.profiler's own format.
        const QJsonArray files = host.value(u"files"_s).toArray();
        QCOMPARE(files.size(), 1);
        const QString trace = dir + u'/' + files.first().toString();
        QVERIFY2(trace.endsWith(u".pt.trace.json"_s) && trace.contains(u"/host-%1/"_s.arg(index)), qPrintable(trace));
        QVERIFY(QFileInfo(trace).size() > 0);

        const QJsonObject summary = host.value(u"summary"_s).toObject();
        const QJsonArray steps = summary.value(u"steps"_s).toArray();
        QCOMPARE(steps.size(), 3);
        // The model's matrix multiplications are among the top operators.
        QStringList names;
        for (const auto &op : summary.value(u"top_operators"_s).toArray())
            names << op.toObject().value(u"name"_s).toString();
        QVERIFY2(names.contains(u"aten::mm"_s) || names.contains(u"aten::addmm"_s) || names.contains(u"aten::bmm"_s),
                 qPrintable(names.join(u", "_s)));
        QVERIFY2(names.indexOf(u"aten::mm"_s) < 10, qPrintable(names.join(u", "_s)));

        // The breakdown of each step adds up to it, and the traced step time is the one the run
        // measured for those steps.
        const QHash<int, double> measured = stepTimes(runId, index);
        double traced = 0;
        double metric = 0;
        for (const auto &s : steps) {
            const QJsonObject b = s.toObject();
            double parts = 0;
            for (const char *kind : {"compute_us", "collective_us", "data_loading_us", "host_overhead_us", "idle_us"})
                parts += b.value(QLatin1StringView(kind)).toDouble();
            QVERIFY(qAbs(parts - b.value(u"total_us"_s).toDouble()) < 1.0);
            QVERIFY(b.value(u"compute_us"_s).toDouble() > 0);
            const int step = b.value(u"step"_s).toInt();
            QVERIFY2(measured.contains(step), qPrintable(u"step %1 has no step_time_ms"_s.arg(step)));
            traced += b.value(u"total_us"_s).toDouble() / 1000.0;
            metric += measured.value(step);
        }
        // train.py times the traced steps' spans itself (step end to step end): the trace's
        // steps are those spans, so they agree closely. The metrics time the same steps from
        // log point to log point; the two windows are offset by the logging and the stop
        // vote's all-reduce, where a host waits for the other, and under load that wait at
        // either end differs by up to a step: within two steps' time of the metrics (one at
        // each end; a loaded CI run saw 173 ms traced vs 129 ms, more than one step apart).
        // The trace's own timing is held to train.py's spans: each ProfilerStep span lies inside
        // train.py's window for that step (its clock reads before the span is entered and after
        // it is left), so the trace is never longer, and shorter only by the profiler's
        // enter/exit of 3 spans: 0.1-2 ms quiet, 7 ms of 128 at a load of 9 (scripts/
        // load-check.sh). A step missed or counted twice would be a third off.
        const double spans = 3 * host.value(u"measured_step_ms"_s).toDouble();
        qInfo("host %d: traced %.2f ms/step, train.py %.2f ms/step, metrics %.2f ms/step", index, traced / 3,
              spans / 3, metric / 3);
        QVERIFY2(traced <= spans + 1.0 && traced > 0.85 * spans,
                 qPrintable(u"traced %1 ms vs train.py %2 ms"_s.arg(traced).arg(spans)));
        QVERIFY2(qAbs(traced - metric) < 2 * metric / 3,
                 qPrintable(u"traced %1 ms vs the metrics' %2 ms"_s.arg(traced).arg(metric)));
    }
    // Every host traced the same steps (a host a step behind would make the other wait).
    QCOMPARE(hosts[0].toObject().value(u"steps"_s), hosts[1].toObject().value(u"steps"_s));
    qInfo("tpuwb run profile took %.1f s", seconds);

    // The text form: the trace and the breakdown per host, and the top operators.
    const Output text = tpuwb({u"run"_s, u"profile"_s, runId, u"--steps"_s, u"2"_s});
    QFile textFile(twb::test::artifactsDir() + u"/run_profile_cli.txt"_s);
    QVERIFY(textFile.open(QIODevice::WriteOnly));
    textFile.write(text.out.toUtf8() + text.err.toUtf8());
    textFile.close();
    QVERIFY2(text.exitCode == 0, qPrintable(text.out + text.err));
    QVERIFY2(text.out.contains(u"host 0 ("_s) && text.out.contains(u"host 1 ("_s) && text.out.contains(u"compute "_s)
                 && text.out.contains(u"aten::mm"_s) && text.out.contains(u".pt.trace.json"_s),
             qPrintable(text.out));

    const Output stopped = tpuwb({u"run"_s, u"stop"_s, runId, u"--grace"_s, u"20"_s});
    QVERIFY2(stopped.exitCode == 0, qPrintable(stopped.err));
    // A stopped run cannot be profiled, and says so per host.
    const Output after = tpuwb({u"run"_s, u"profile"_s, runId});
    QCOMPARE(after.exitCode, 1);
    QVERIFY2(after.err.contains(u"host 0"_s) && after.err.contains(u"does not run"_s), qPrintable(after.err));
    qInfo("whole test: %.1f s", double(m_clock.elapsed()) / 1000.0);
}

void tst_RunProfileCli::usageErrors()
{
    for (const QStringList &args : {QStringList{u"--steps"_s, u"0"_s}, QStringList{u"--steps"_s, u"x"_s},
                                    QStringList{u"--timeout"_s, u"-1"_s}}) {
        const Output o = tpuwb(QStringList{u"run"_s, u"profile"_s, u"some-run"_s} + args);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(args.first()), qPrintable(o.err));
    }
    const Output missing = tpuwb({u"run"_s, u"profile"_s, u"no-such-run"_s});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"no-such-run"_s), qPrintable(missing.err));
}

QTEST_GUILESS_MAIN(tst_RunProfileCli)
#include "tst_run_profile_cli.moc"
