#include "core/runs/run_preflight.h"
#include "core/runs/run_record.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QTemporaryDir>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunRecord final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileNamesFileAndPosition_data() { twb::test::addHostileJsonRows(); }
    void hostileFileNamesFileAndPosition()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, position);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"run.json"_s);
        QVERIFY(writeFileAtomically(path, text));
        const auto loaded = RunRecord::readFile(path);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
        QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
    }

    void roundTripKeepsEverythingAndUnknownKeys()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"run.json"_s);
        RunRecord r;
        r.runId = RunRecord::makeRunId(u"tiny moe/x"_s, u"1a2b3c4d"_s, 7);
        QVERIFY(r.runId.startsWith(u"tiny-moe-x-1a2b3c4d-s7-"_s));
        r.experiment = u"tiny-moe"_s;
        r.configHash = u"1a2b3c4d"_s;
        r.seed = 7;
        r.machine = u"v4-a"_s;
        r.hosts = {u"10.0.0.1"_s, u"10.0.0.2"_s};
        r.remoteDir = u"~/tpu-workbench/runs/"_s + r.runId;
        r.python = u"/usr/bin/python3"_s;
        r.device = u"cpu"_s;
        r.command = {u"--device"_s, u"cpu"_s};
        r.state = RunState::Running;
        RunAttempt a;
        a.attemptId = r.runId + u"-a1"_s;
        a.kind = u"launch"_s;
        a.pids = {123, 456};
        a.exitCodes = {std::nullopt, 137};
        r.attempts << a;
        QVERIFY(r.writeFile(path).has_value());

        // Another tool added a key: it survives our rewrite.
        auto json = readJsonFile(path);
        QVERIFY(json.has_value());
        (*json)["their_key"] = {{"x", 1}};
        QVERIFY(writeJsonFileAtomically(path, *json).has_value());

        auto back = RunRecord::readFile(path);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().message));
        QCOMPARE(back->runId, r.runId);
        QCOMPARE(back->hosts, r.hosts);
        QCOMPARE(back->state, RunState::Running);
        QCOMPARE(back->attempts.size(), 1);
        QCOMPARE(back->attempts[0].pids, (QList<qint64>{123, 456}));
        QCOMPARE(back->attempts[0].exitCodes[1], std::optional<int>(137));
        QVERIFY(!back->attempts[0].exitCodes[0]);
        QVERIFY(back->writeFile(path).has_value());
        QCOMPARE((*readJsonFile(path))["their_key"]["x"].get<int>(), 1);
    }

    void multisliceSlicesRoundTripAndMapHosts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"run.json"_s);
        RunRecord r;
        r.runId = u"ms"_s;
        r.machine = u"v4-a"_s;
        r.slices = {RunSlice{u"v4-a"_s, {u"10.0.0.1"_s, u"10.0.0.2"_s}}, RunSlice{u"v4-b"_s, {u"10.0.1.1"_s, u"10.0.1.2"_s}}};
        r.hosts = r.slices[0].hosts + r.slices[1].hosts;
        r.remoteDir = u"~/tpu-workbench/runs/ms"_s;
        QVERIFY(r.isMultislice());
        QCOMPARE(r.machines(), (QStringList{u"v4-a"_s, u"v4-b"_s}));
        QCOMPARE(r.machineLabel(), u"v4-a + v4-b"_s);
        QVERIFY(r.writeFile(path).has_value());
        QCOMPARE((*readJsonFile(path))["slices"][1]["machine"].get<std::string>(), "v4-b");
        auto back = RunRecord::readFile(path);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().message));
        QCOMPARE(back->slices, r.slices);
        // Global host 2 is slice 1's first worker; past the last host there is none.
        QCOMPARE(sliceHost(back->slices, 1)->slice, 0);
        QCOMPARE(sliceHost(back->slices, 2)->slice, 1);
        QCOMPARE(sliceHost(back->slices, 3)->index, 1);
        QVERIFY(!sliceHost(back->slices, 4));

        // A run on one machine writes no "slices" and stays one machine.
        RunRecord single;
        single.runId = u"one"_s;
        single.machine = u"v4-a"_s;
        QVERIFY(!single.toJson().contains("slices"));
        QCOMPARE(single.machines(), QStringList{u"v4-a"_s});
        QCOMPARE(single.machineLabel(), u"v4-a"_s);
    }

    void badRecordsAreRefusedWithTheField_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("newer major schema") << QByteArray(R"({"schema": "tpuwb.run/2", "run_id": "x", "state": "running"})") << u"newer"_s;
        QTest::newRow("foreign schema") << QByteArray(R"({"schema": "tpuwb.experiment/1"})") << u"no run record"_s;
        QTest::newRow("unknown state") << QByteArray(R"({"schema": "tpuwb.run/1", "run_id": "x", "state": "dancing"})") << u"state"_s;
        QTest::newRow("no id") << QByteArray(R"({"schema": "tpuwb.run/1", "state": "running"})") << u"run_id"_s;
        QTest::newRow("slice without a machine")
            << QByteArray(R"({"schema": "tpuwb.run/1", "run_id": "x", "state": "running", "slices": [{"hosts": ["h"]}]})")
            << u"slices"_s;
    }
    void badRecordsAreRefusedWithTheField()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        auto json = parseJson(text, u"run.json"_s);
        QVERIFY(json.has_value());
        auto r = RunRecord::fromJson(*json, u"runs/x/run.json"_s);
        QVERIFY(!r.has_value());
        QVERIFY2(r.error().message.contains(mentions), qPrintable(r.error().message));
        QVERIFY(r.error().message.contains(u"runs/x/run.json"_s));
    }

    void preflightParsesFindings()
    {
        const QByteArray output = "motd line\nTWB_PYTHON 3.11.2\nTWB_DISK 524288\n"
                                  "TWB_HOLDER 4242 python3 train.py --device tpu\nTWB_LOCKFILE\nTWB_END\n";
        const HostPreflight p = RunPreflight::parse(1, output);
        QVERIFY(p.pythonFound);
        QCOMPARE(p.pythonVersion, u"3.11.2"_s);
        QCOMPARE(p.freeBytes, qint64(512) * 1024 * 1024);
        QCOMPARE(p.deviceHolders.size(), 1);
        QCOMPARE(p.deviceHolders[0].pid, qint64(4242));
        QVERIFY(p.lockfile);
        QVERIFY(!p.staleLockfile());   // held: a busy TPU, not a stale file
        const QStringList blockers = p.blockers(u"host 1 (10.0.0.2)"_s, RunPreflight::kMinimumFreeBytes);
        QCOMPARE(blockers.size(), 2);   // low disk, holder
        QVERIFY(blockers[1].contains(u"4242"_s));

        const HostPreflight missing = RunPreflight::parse(0, "TWB_PYTHON_MISSING\nTWB_DISK 99999999\nTWB_LOCKFILE\nTWB_END\n");
        QVERIFY(!missing.pythonFound);
        QVERIFY(missing.staleLockfile());
        QCOMPARE(missing.blockers(u"h"_s, 1).size(), 2);
        QVERIFY(!RunPreflight::parse(0, "TWB_PYTHON 3.11\n").error.isEmpty());   // cut short
    }

    void preflightSaysWhichStackSamplerWorks()
    {
        const HostPreflight spy = RunPreflight::parse(0, "TWB_PYTHON 3.11.2\nTWB_STACK_SAMPLER py-spy 0.3.14\nTWB_END\n");
        QVERIFY(spy.stackSamplerChecked);
        QCOMPARE(spy.stackSampler, u"py-spy 0.3.14"_s);
        QVERIFY(spy.notes(u"host 0"_s).isEmpty());
        // Debian 12's austin cannot read Python 3.11: a note says so and how to get a sampler.
        const HostPreflight old = RunPreflight::parse(
            1, "TWB_PYTHON 3.11.2\nTWB_STACK_FAILED austin 1.0.1: its samples have no Python frames\nTWB_END\n");
        QVERIFY(old.stackSampler.isEmpty());
        QCOMPARE(old.notes(u"host 1"_s).size(), 1);
        const QString note = old.notes(u"host 1"_s).first();
        QVERIFY2(note.startsWith(u"host 1: no stack sampler"_s) && note.contains(u"austin 1.0.1"_s)
                     && note.contains(u"pip install py-spy"_s) && note.contains(u"SIGUSR2"_s),
                 qPrintable(note));
        QVERIFY(old.blockers(u"host 1"_s, 0).isEmpty());   // informs, does not block
        const HostPreflight none = RunPreflight::parse(2, "TWB_PYTHON 3.11.2\nTWB_STACK_NONE\nTWB_END\n");
        QVERIFY(none.notes(u"h"_s).first().contains(u"neither py-spy nor austin is installed"_s));
        // Not asked (a launch's preflight): nothing to say.
        QVERIFY(RunPreflight::parse(3, "TWB_PYTHON 3.11.2\nTWB_END\n").notes(u"h"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_RunRecord)
#include "tst_run_record.moc"
