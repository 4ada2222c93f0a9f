// A multislice run through `tpuwb`: two loopback "slices" (machines slice-a and slice-b of
// type v4-16, two sshd hosts each) launched as one job in CPU smoke mode. Every host gets the
// MEGASCALE environment of its slice (read from the env dump launch.sh writes on each host),
// the gloo group of the CPU run spans all four hosts, the run finishes, and a stop reaches
// every host of both slices. Machines that cannot be one job are refused before anything runs.
#include "support/loopback_slice.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb::test;

class tst_MultisliceRun final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusesMachinesThatCannotBeOneJob();
    void everyHostGetsItsSliceAndOneGlooGroupSpansThemAll();
    void stopReachesEveryHostOfEverySlice();

private:
    using Output = TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args); }
    QString launch(const QStringList &trainArgs);
    QString runFile(const QString &runId, int host, const QString &name) const
    {
        return m_fixture.homeDir(host) + u"/tpu-workbench/runs/"_s + runId + u'/' + name.arg(host);
    }
    // NAME=value lines of host `host`'s logs/env-host-<i>.txt.
    QHash<QString, QString> environmentOf(const QString &runId, int host) const;
    QString logs(const QString &runId) const
    {
        QString out;
        for (int host = 0; host < m_fixture.hostCount(); ++host)
            out += LoopbackSlice::hostLogTail(m_fixture, runId, host) + u'\n';
        return out;
    }

    SshdFixture m_fixture{{.hostCount = 4, .acceleratorType = u"v4-16"_s}};
    QTemporaryDir m_root;
    TpuwbRunner m_tpuwb;
    QString m_project;
};

void tst_MultisliceRun::initTestCase()
{
    QVERIFY2(QFileInfo::exists(tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    TWB_VERIFY_RESULT(m_fixture.start());
    const QString registry = m_root.filePath(u"ws/tpu_config.json"_s);
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, registry, u"--known-hosts"_s,
                        m_fixture.knownHostsPath()});
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    // Two v4-16 slices of two hosts each, and a v4-32 over the same hosts for the refusal.
    TWB_VERIFY_RESULT(LoopbackSlice::writeRegistry(m_fixture, registry,
                                                   {{u"slice-a"_s, u"v4-16"_s, {0, 1}},
                                                    {u"slice-b"_s, u"v4-16"_s, {2, 3}},
                                                    {u"big"_s, u"v4-32"_s, {0, 1, 2, 3}}}));
    // The mesh: fsdp over the 8 devices of a slice (data=1 for splash), dcn_data across the 2 slices.
    m_project = m_root.filePath(u"tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(
        m_project, u"v4-16"_s,
        {u"train.batch_size=16"_s, u"train.max_steps=30"_s, u"train.log_every=5"_s, u"train.warmup_steps=5"_s,
         uR"(tpu.mesh={"axes": [{"name": "dcn_data", "size": 2, "kind": "dcn"}, {"name": "data", "size": 1, "kind": "ici"}, )"_s
         uR"({"name": "fsdp", "size": 8, "kind": "ici"}], "slices": 2})"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.out + scaffold.err));
}

QString tst_MultisliceRun::launch(const QStringList &trainArgs)
{
    const Output o = tpuwb(QStringList{u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"slice-a"_s, u"--machine"_s,
                                       u"slice-b"_s, u"--device"_s, u"cpu"_s, u"--seed"_s, u"5"_s, u"--"_s, u"--threads"_s,
                                       u"1"_s}
                           + trainArgs);
    if (o.exitCode != 0) {
        qWarning("%s", qPrintable(o.err));
        return {};
    }
    return o.out.trimmed();
}

QHash<QString, QString> tst_MultisliceRun::environmentOf(const QString &runId, int host) const
{
    QHash<QString, QString> out;
    QFile file(runFile(runId, host, u"logs/env-host-%1.txt"_s));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            out.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
    }
    return out;
}

void tst_MultisliceRun::refusesMachinesThatCannotBeOneJob()
{
    const QStringList runsBefore = QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    const Output twice = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"slice-a"_s, u"--machine"_s,
                                u"slice-a"_s, u"--device"_s, u"cpu"_s});
    QCOMPARE(twice.exitCode, 1);
    QVERIFY2(twice.err.contains(u"slice-a is named twice"_s), qPrintable(twice.err));
    const Output types = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"slice-a"_s, u"--machine"_s, u"big"_s,
                                u"--device"_s, u"cpu"_s});
    QCOMPARE(types.exitCode, 1);
    QVERIFY2(types.err.contains(u"big is a v4-32"_s) && types.err.contains(u"slice-a is a v4-16"_s), qPrintable(types.err));
    // Nothing was created for either.
    QCOMPARE(QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot), runsBefore);
}

void tst_MultisliceRun::everyHostGetsItsSliceAndOneGlooGroupSpansThemAll()
{
    const QString runId = launch({});
    QVERIFY(!runId.isEmpty());

    // Status says the run, its slices and each host's slice.
    auto state = [&] { return m_tpuwb.runStatus(runId).value(u"run"_s).toObject().value(u"state"_s).toString(); };
    QTRY_VERIFY2_WITH_TIMEOUT(state() == u"finished"_s || state() == u"failed"_s, qPrintable(logs(runId)), 300000);
    QVERIFY2(state() == u"finished"_s, qPrintable(logs(runId)));
    const QJsonObject status = m_tpuwb.runStatus(runId);
    const QJsonObject run = status.value(u"run"_s).toObject();
    const QJsonArray slices = run.value(u"slices"_s).toArray();
    QCOMPARE(slices.size(), 2);
    QCOMPARE(slices[0].toObject().value(u"machine"_s).toString(), u"slice-a"_s);
    QCOMPARE(slices[1].toObject().value(u"machine"_s).toString(), u"slice-b"_s);
    QCOMPARE(run.value(u"hosts"_s).toArray().size(), 4);
    const QJsonArray hosts = status.value(u"hosts"_s).toArray();
    QCOMPARE(hosts.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject h = hosts[i].toObject();
        QCOMPARE(h.value(u"exit_code"_s).toInt(-1), 0);
        QCOMPARE(h.value(u"slice"_s).toInt(-1), i / 2);
        QCOMPARE(h.value(u"slice_worker"_s).toInt(-1), i % 2);
    }
    const Output text = tpuwb({u"run"_s, u"status"_s, runId});
    QVERIFY2(text.out.contains(u"0 = slice-a (hosts 0-1)"_s) && text.out.contains(u"1 = slice-b (hosts 2-3)"_s),
             qPrintable(text.out));
    const Output list = tpuwb({u"run"_s, u"status"_s});
    QVERIFY2(list.out.contains(u"slice-a + slice-b"_s), qPrintable(list.out));

    // Each host's environment: its slice, the slice count and one coordinator (slice 0's
    // first host), its worker index within the slice and across the run, and the gloo group.
    QString coordinator;
    for (int host = 0; host < 4; ++host) {
        const QHash<QString, QString> env = environmentOf(runId, host);
        QVERIFY2(!env.isEmpty(), qPrintable(u"host %1 wrote no env dump"_s.arg(host)));
        const QString shown = u"host %1: %2"_s.arg(host).arg(QStringList(env.keys()).join(u' '));
        QCOMPARE(env.value(u"MEGASCALE_SLICE_ID"_s), QString::number(host / 2));
        QCOMPARE(env.value(u"MEGASCALE_NUM_SLICES"_s), u"2"_s);
        QCOMPARE(env.value(u"TPUWB_SLICE_WORKER_ID"_s), QString::number(host % 2));
        QCOMPARE(env.value(u"TPUWB_WORKER_ID"_s), QString::number(host));
        QCOMPARE(env.value(u"TPUWB_NUM_HOSTS"_s), u"4"_s);
        QVERIFY2(env.value(u"TPUWB_COORDINATOR"_s).startsWith(m_fixture.host(0) + u':'), qPrintable(shown));
        const QString address = env.value(u"MEGASCALE_COORDINATOR_ADDRESS"_s);
        QVERIFY2(address.startsWith(m_fixture.host(0) + u':'), qPrintable(shown));
        if (host == 0)
            coordinator = address;
        QCOMPARE(address, coordinator);
    }

    // The gloo group spans all four hosts: each host's train.py says so in its config event,
    // and each trained every step to the end.
    for (int host = 0; host < 4; ++host) {
        int processes = 0;
        for (const QJsonObject &o : LoopbackSlice::hostMetrics(m_fixture, runId, host))
            if (o.value(u"event"_s).toString() == u"config"_s)
                processes = o.value(u"backend"_s).toObject().value(u"processes"_s).toInt();
        QVERIFY2(processes == 4, qPrintable(u"host %1: %2 processes\n"_s.arg(host).arg(processes) + logs(runId)));
        QCOMPARE(LoopbackSlice::lastLoggedStep(m_fixture, runId, host), 30);
    }
}

void tst_MultisliceRun::stopReachesEveryHostOfEverySlice()
{
    const QString runId = launch({u"--max-steps"_s, u"100000"_s});
    QVERIFY(!runId.isEmpty());
    // Stopped once every host trains (its SIGTERM handler saves a checkpoint).
    const bool training = QTest::qWaitFor(
        [&] {
            for (int host = 0; host < 4; ++host)
                if (LoopbackSlice::lastLoggedStep(m_fixture, runId, host) == 0)
                    return false;
            return true;
        },
        180'000);
    QVERIFY2(training, qPrintable(logs(runId)));
    const Output stopped = tpuwb({u"run"_s, u"stop"_s, runId, u"--grace"_s, u"60"_s});
    QVERIFY2(stopped.exitCode == 0, qPrintable(stopped.err));
    const QJsonObject s = m_tpuwb.runStatus(runId);
    QCOMPARE(s.value(u"run"_s).toObject().value(u"state"_s).toString(), u"stopped"_s);
    const QJsonArray hosts = s.value(u"hosts"_s).toArray();
    QCOMPARE(hosts.size(), 4);
    for (const auto &h : hosts) {
        QCOMPARE(h.toObject().value(u"alive"_s).toBool(true), false);
        QCOMPARE(h.toObject().value(u"exit_code"_s).toInt(-1), 143);   // checkpoint, then exit
    }
}

QTEST_GUILESS_MAIN(tst_MultisliceRun)
#include "tst_multislice_run.moc"
