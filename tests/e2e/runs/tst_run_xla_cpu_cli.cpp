// `tpuwb run launch --device xla-cpu`: XLA on CPU (torch_xla's CPU runtime) needs no TPU but runs
// on one host, so it is refused on a multi-host machine and on a multislice run, naming the
// machine, before anything is created; on a local machine it launches train.py with
// `--device xla-cpu` and run.json records the device. The preflight asks the interpreter to
// `import torch_xla` under PJRT_DEVICE=CPU and refuses one that cannot. The project is the tests'
// fake train.py (which ignores --device; the real training under xla-cpu is tst_xla_cpu_run);
// the interpreters are real: the workbench's Python environment (torch_xla 2.9 with its CPU
// runtime) and Debian's python3 (no torch_xla: a machine without the environment).
#include "support/test_files.h"
#include "support/fake_train_project.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunXlaCpuCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusedOnAMultiHostMachine();
    void refusedForAMultisliceRun();
    void acceptedAndRecordedOnALocalMachine();
    void preflightRefusesAnInterpreterWithoutTorchXla();
    void unknownDeviceIsAUsageError();

private:
    using Output = twb::test::TpuwbRunner::Output;
    bool writeRegistry(const QString &path, const QString &localPython) const;
    twb::test::TpuwbRunner runner(const QString &registry) const;
    QStringList runFolders() const;

    QTemporaryDir m_root;
    QString m_project;
    QString m_withXla;      // the Python environment's interpreter: the real torch_xla
    QString m_withoutXla;   // Debian's python3: no torch_xla
    QString m_registry;     // this-machine runs m_withXla
};

bool tst_RunXlaCpuCli::writeRegistry(const QString &path, const QString &localPython) const
{
    auto remote = [](const QString &name, const QString &type, const QJsonArray &hosts) {
        return QJsonObject{{u"tpu_name"_s, name},
                           {u"workbench"_s, QJsonObject{{u"accelerator_type"_s, type},
                                                        {u"hosts"_s, hosts},
                                                        {u"ssh"_s, QJsonObject{{u"user"_s, u"nobody"_s}}}}}};
    };
    // The remote machines are never reached: port 1 on loopback, refused before any connection.
    const QJsonArray tpus{
        QJsonObject{{u"tpu_name"_s, u"this-machine"_s},
                    {u"mode"_s, u"local"_s},
                    {u"workbench"_s, QJsonObject{{u"python"_s, localPython}, {u"remote_root"_s, m_root.filePath(u"remote"_s)}}}},
        remote(u"two-hosts"_s, u"v4-16"_s, {u"127.0.0.2:1"_s, u"127.0.0.3:1"_s}),
        remote(u"one-host"_s, u"v4-16"_s, {u"127.0.0.4:1"_s})};
    return twb::test::writeTestFile(path, QJsonDocument(QJsonObject{{u"tpus"_s, tpus}}).toJson());
}

twb::test::TpuwbRunner tst_RunXlaCpuCli::runner(const QString &registry) const
{
    // The workspace has no workbench.json: its registry is the user's own, trusted as written.
    return twb::test::TpuwbRunner({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, registry,
                                   u"--known-hosts"_s, m_root.filePath(u"known_hosts"_s)});
}

QStringList tst_RunXlaCpuCli::runFolders() const
{
    return QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

void tst_RunXlaCpuCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY2(QFileInfo::exists(u"/usr/bin/python3"_s), "the machine without torch_xla runs Debian's /usr/bin/python3 "
                                                       "(apt-get install python3)");
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    m_project = m_root.filePath(u"tiny"_s);
    TWB_VERIFY_RESULT(twb::test::writeFakeTrainProject(m_project));
    m_withXla = twb::test::xlaPython();
    m_withoutXla = twb::test::systemPython();
    m_registry = m_root.filePath(u"ws/tpu_config.json"_s);
    QVERIFY(writeRegistry(m_registry, m_withXla));
}

void tst_RunXlaCpuCli::refusedOnAMultiHostMachine()
{
    const QStringList before = runFolders();
    const Output o = runner(m_registry).run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"two-hosts"_s,
                                             u"--device"_s, u"xla-cpu"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"two-hosts has 2 hosts"_s) && o.err.contains(u"one host"_s)
                 && o.err.contains(u"--device cpu"_s),
             qPrintable(o.err));
    QCOMPARE(runFolders(), before);   // refused before a run was created
    // The same machine takes the CPU smoke mode on every host (refused later, at the hosts that
    // do not answer, not for its device).
    const Output cpu = runner(m_registry).run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"two-hosts"_s,
                                               u"--device"_s, u"cpu"_s});
    QVERIFY2(!cpu.err.contains(u"one host"_s), qPrintable(cpu.err));
}

void tst_RunXlaCpuCli::refusedForAMultisliceRun()
{
    const QStringList before = runFolders();
    const Output o = runner(m_registry).run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"one-host"_s,
                                             u"--machine"_s, u"two-hosts"_s, u"--device"_s, u"xla-cpu"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"one host"_s) && o.err.contains(u"multislice"_s) && o.err.contains(u"one-host"_s),
             qPrintable(o.err));
    QCOMPARE(runFolders(), before);
}

void tst_RunXlaCpuCli::acceptedAndRecordedOnALocalMachine()
{
    const twb::test::TpuwbRunner tpuwb = runner(m_registry);
    const Output o = tpuwb.run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"this-machine"_s, u"--device"_s,
                                u"xla-cpu"_s, u"--"_s, u"--max-steps"_s, u"3"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QString runId = o.out.trimmed().section(u'\n', -1);
    QVERIFY(!runId.isEmpty());

    QFile record(m_root.filePath(u"ws/runs/"_s + runId + u"/run.json"_s));
    QVERIFY2(record.open(QIODevice::ReadOnly), qPrintable(record.fileName()));
    const QJsonObject run = QJsonDocument::fromJson(record.readAll()).object();
    QCOMPARE(run.value(u"device"_s).toString(), u"xla-cpu"_s);
    QCOMPARE(run.value(u"python"_s).toString(), m_withXla);
    const QJsonArray command = run.value(u"command"_s).toArray();
    QVERIFY2(command.size() >= 2 && command[0].toString() == u"--device"_s && command[1].toString() == u"xla-cpu"_s,
             QJsonDocument(command).toJson().constData());

    // train.py ran with it and finished.
    QTRY_COMPARE_WITH_TIMEOUT(tpuwb.runStatus(runId).value(u"run"_s).toObject().value(u"state"_s).toString(),
                              u"finished"_s, 120000);
    const Output logs = tpuwb.run({u"run"_s, u"logs"_s, runId, u"--host"_s, u"0"_s});
    QVERIFY2(logs.out.contains(u"train.py --device xla-cpu --max-steps 3"_s), qPrintable(logs.out));
    // The list filters on it as on any recorded field.
    const Output listed = tpuwb.run({u"run"_s, u"list"_s, u"--filter"_s, u"device=xla-cpu"_s});
    QVERIFY2(listed.out.contains(runId), qPrintable(listed.out + listed.err));
}

void tst_RunXlaCpuCli::preflightRefusesAnInterpreterWithoutTorchXla()
{
    const QString registry = m_root.filePath(u"no-xla.json"_s);
    QVERIFY(writeRegistry(registry, m_withoutXla));
    const Output o = runner(registry).run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"this-machine"_s,
                                           u"--device"_s, u"xla-cpu"_s, u"--"_s, u"--max-steps"_s, u"3"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"import torch_xla"_s) && o.err.contains(u"PJRT_DEVICE=CPU"_s)
                 && o.err.contains(u"tpuwb doctor"_s),
             qPrintable(o.err));
    // The plain CPU smoke mode needs no torch_xla: the same interpreter passes the preflight.
    const Output preflight = runner(registry).run({u"run"_s, u"preflight"_s, u"this-machine"_s, u"--device"_s, u"cpu"_s});
    QVERIFY2(preflight.exitCode == 0, qPrintable(preflight.out + preflight.err));
    const Output xla = runner(m_registry).run({u"run"_s, u"preflight"_s, u"this-machine"_s, u"--device"_s, u"xla-cpu"_s});
    QVERIFY2(xla.exitCode == 0 && xla.out.contains(u"torch_xla 2.9.0 (CPU runtime)"_s), qPrintable(xla.out + xla.err));
}

void tst_RunXlaCpuCli::unknownDeviceIsAUsageError()
{
    const Output o = runner(m_registry).run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"this-machine"_s,
                                             u"--device"_s, u"gpu"_s});
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.err.contains(u"xla-cpu"_s) && o.err.contains(u"gpu"_s), qPrintable(o.err));
}

QTEST_GUILESS_MAIN(tst_RunXlaCpuCli)
#include "tst_run_xla_cpu_cli.moc"
