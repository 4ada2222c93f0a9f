// `tpuwb kernel ...` as a user runs it: a job on a machine without a worker command (and on this
// machine, which has no entry) is refused before any folder exists, naming
// workbench.kernel_worker_command with an example; the replay refuses a job it did not record;
// a replayed run says REPLAY in `status` (text and --json "worker") and in `report`, which also
// shows eval_vs_pytorch.json once it is in the run folder.
#include "core/registry/machine_entry.h"
#include "core/registry/registry.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_KernelCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void refusedWithoutAWorkerCommand_data();
    void refusedWithoutAWorkerCommand();
    void replayRefusesAnotherJob();
    void replayedRunSaysSoInStatusAndReport();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run tpuwb(const QStringList &arguments) const;
    void writeMachine(const QString &name, const std::optional<QString> &command) const;
    bool nothingCreated() const;
    static QString exampleJob();

    std::unique_ptr<QTemporaryDir> m_dir;
};

QString tst_KernelCli::exampleJob()
{
    return twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s;
}

void tst_KernelCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

tst_KernelCli::Run tst_KernelCli::tpuwb(const QStringList &arguments) const
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_dir->path()} + arguments);
    if (!process.waitForFinished(150000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

void tst_KernelCli::writeMachine(const QString &name, const std::optional<QString> &command) const
{
    QFile::remove(m_dir->filePath(u"tpu_config.json"_s));
    twb::Json workbench{{"python", twb::toStd(twb::test::systemPython())},
                        {"remote_root", twb::toStd(m_dir->filePath(u"remote"_s))}};
    workbench["kernel_worker_command"] = command ? twb::Json(twb::toStd(*command)) : twb::Json(nullptr);
    auto entry = twb::MachineEntry::fromJson(twb::Json{{"mode", "local"}, {"tpu_name", twb::toStd(name)}, {"workbench", workbench}},
                                             name);
    QVERIFY(entry.has_value());
    QVERIFY(twb::Registry::modify(m_dir->filePath(u"tpu_config.json"_s), [&](twb::Registry &registry) -> twb::Result<void> {
                registry.upsert(*entry);
                return {};
            }).has_value());
}

bool tst_KernelCli::nothingCreated() const
{
    for (const QString &folder : {m_dir->filePath(u"kernel-runs"_s), m_dir->filePath(u"remote/kernel-runs"_s)})
        if (QDir(folder).exists() && !QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
            return false;
    return true;
}

void tst_KernelCli::refusedWithoutAWorkerCommand_data()
{
    QTest::addColumn<QStringList>("machineArgs");
    QTest::newRow("an entry without kernel_worker_command") << QStringList{u"--machine"_s, u"cpu-box"_s};
    QTest::newRow("this machine (no entry)") << QStringList();
}

void tst_KernelCli::refusedWithoutAWorkerCommand()
{
    QFETCH(QStringList, machineArgs);
    writeMachine(u"cpu-box"_s, std::nullopt);
    const Run run = tpuwb(QStringList{u"kernel"_s, u"new"_s, exampleJob()} + machineArgs);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"workbench.kernel_worker_command"_s), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"\"bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}\""_s),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty()); // no run folder printed
    QVERIFY(nothingCreated());
}

void tst_KernelCli::replayRefusesAnotherJob()
{
    writeMachine(u"replay-box"_s, u"replay"_s);
    // A user's own job: the example's job file pointing at another PyTorch module.
    const QString examples = twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax"_s;
    QVERIFY(QDir().mkpath(m_dir->filePath(u"mine/inputs"_s)));
    QVERIFY(QFile::copy(examples + u"/job.json"_s, m_dir->filePath(u"mine/job.json"_s)));
    QVERIFY(QFile::copy(examples + u"/inputs/rmsnorm_kernel.cu"_s, m_dir->filePath(u"mine/inputs/rmsnorm_kernel.cu"_s)));
    auto source = twb::readWholeFile(examples + u"/inputs/rmsnorm.py"_s);
    QVERIFY(source);
    QVERIFY(twb::writeFileAtomically(m_dir->filePath(u"mine/inputs/rmsnorm.py"_s), *source + "\n# my change\n").has_value());
    const Run run = tpuwb({u"kernel"_s, u"new"_s, m_dir->filePath(u"mine/job.json"_s), u"--machine"_s, u"replay-box"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"only replays the recorded example job"_s), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"workbench.kernel_worker_command"_s), qPrintable(run.err));
    QVERIFY(nothingCreated());
}

void tst_KernelCli::replayedRunSaysSoInStatusAndReport()
{
    writeMachine(u"replay-box"_s, u"replay"_s);
    const Run created = tpuwb({u"kernel"_s, u"new"_s, exampleJob(), u"--machine"_s, u"replay-box"_s});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    QVERIFY2(created.err.contains(u"REPLAY: copied from the recorded RMSNorm example run"_s), qPrintable(created.err));
    const QString runDir = created.out.trimmed();
    QVERIFY(QFileInfo(runDir + u"/state.json"_s).isFile());

    const Run ran = tpuwb({u"kernel"_s, u"run"_s, runDir, u"--max-iterations"_s, u"4"_s});
    QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
    QVERIFY2(ran.out.startsWith(u"REPLAY"_s), qPrintable(ran.out));
    // Decisions are labelled, not printed as keys ("dispatch A").
    QVERIFY2(ran.out.contains(u"Dispatch: iteration committed"_s), qPrintable(ran.out));
    QVERIFY2(!ran.out.contains(u"dispatch A"_s), qPrintable(ran.out));

    const Run status = tpuwb({u"kernel"_s, u"status"_s, runDir});
    QCOMPARE(status.exitCode, 0);
    const QStringList lines = status.out.split(u'\n');
    QVERIFY2(lines.first().startsWith(u"REPLAY"_s), qPrintable(status.out));
    QVERIFY2(status.out.contains(u"worker    : REPLAY of the recorded RMSNorm example"_s), qPrintable(status.out));
    QVERIFY2(status.out.contains(u"(REPLAYED, not measured)"_s), qPrintable(status.out));
    QVERIFY2(status.out.contains(u"did not compile"_s), qPrintable(status.out)); // iteration 4, labelled
    for (const QString &key : {u"compile-failed"_s, u"finished (published)"_s, u"verified-structural"_s})
        QVERIFY2(!status.out.contains(key), qPrintable(key));

    const Run json = tpuwb({u"kernel"_s, u"status"_s, runDir, u"--json"_s});
    QCOMPARE(json.exitCode, 0);
    auto parsed = twb::parseJson(json.out.toUtf8(), u"status --json"_s);
    TWB_VERIFY_RESULT(parsed);
    QCOMPARE((*parsed)["worker"]["kind"].get<std::string>(), std::string("replay"));
    QCOMPARE((*parsed)["status"].get<std::string>(), std::string("finished"));
    QCOMPARE((*parsed)["iterations"][3]["outcome"].get<std::string>(), std::string("compile-failed")); // raw keys

    const Run report = tpuwb({u"kernel"_s, u"report"_s, runDir});
    QCOMPARE(report.exitCode, 0);
    QVERIFY2(report.out.contains(u"> **REPLAY"_s), qPrintable(report.out));
    QVERIFY2(report.out.contains(u"## External evaluation"_s), qPrintable(report.out));
    QVERIFY2(report.out.contains(u"compare_kernel.py --ref"_s), qPrintable(report.out)); // offered
    QVERIFY(twb::writeFileAtomically(runDir + u"/eval_vs_pytorch.json"_s,
                                     R"({"speedup_vs_pytorch": 1.87, "kernel_ran": true})").has_value());
    const QString out = m_dir->filePath(u"report.md"_s);
    QCOMPARE(tpuwb({u"kernel"_s, u"report"_s, runDir, u"--out"_s, out}).exitCode, 0);
    auto written = twb::readWholeFile(out);
    QVERIFY(written);
    QVERIFY2(written->contains("\"speedup_vs_pytorch\": 1.87"), written->constData());
}

QTEST_GUILESS_MAIN(tst_KernelCli)
#include "tst_kernel_cli.moc"
