// A run on the CPU is refused before it starts when the host's free RAM cannot hold it: the
// demo's TPU-sized MoE experiment with --device cpu against a machine with 24 GiB available
// (through the preflight's and the smoke test's meminfo seam, not by allocating the RAM),
// through HostMemoryCheck, RunLauncher over the local transport and SmokeTestRunner; a small
// run passes.
#include "core/demo/demo_experiment.h"
#include "core/mesh/fit_advisor.h"
#include "core/mesh/memory_estimate.h"
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "core/runs/host_memory_check.h"
#include "core/runs/run_launcher.h"
#include "core/services/smoke_test_runner.h"
#include "core/util/json.h"
#include "core/workspace/workspace.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

constexpr qint64 kAvailable = qint64(24) << 30; // this machine's 24 GiB, as MemAvailable says it

// What shrinks the demo's MoE to a toy that fits in a few MiB.
const QList<QPair<QString, QString>> kSmall{{u"model.d_model"_s, u"64"_s},  {u"model.n_layers"_s, u"1"_s},
                                            {u"model.n_heads"_s, u"2"_s},   {u"model.d_ff"_s, u"128"_s},
                                            {u"model.vocab_size"_s, u"256"_s}, {u"train.batch_size"_s, u"2"_s},
                                            {u"train.seq_len"_s, u"32"_s}};

Json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(file.readAll().toStdString());
}

} // namespace

class tst_HostMemoryCheck final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parsesMemAvailable();
    void tooBigCpuRunNamesBothFiguresAndAChangeThatFits();
    void launchOnTheCpuIsRefusedBeforeItStarts();
    void smallLaunchPassesThePreflight();
    void smokeTestIsRefusedBeforeItStarts();

private:
    RunLauncher::Progress noProgress() const { return {}; }
    LaunchRequest request(const QString &runId) const;

    QTemporaryDir m_dir;
    QString m_project;
    QString m_meminfo;
};

void tst_HostMemoryCheck::initTestCase()
{
    auto folder = createDemoExperiment(Workspace(m_dir.filePath(u"workspace"_s)));
    QVERIFY2(folder, folder ? "" : qPrintable(folder.error().message));
    m_project = *folder;
    m_meminfo = m_dir.filePath(u"meminfo"_s);
    QFile meminfo(m_meminfo);
    QVERIFY(meminfo.open(QIODevice::WriteOnly));
    meminfo.write("MemTotal:       24576000 kB\nMemFree:         1000000 kB\nMemAvailable:   "
                  + QByteArray::number(kAvailable / 1024) + " kB\nBuffers:           1000 kB\n");
}

void tst_HostMemoryCheck::parsesMemAvailable()
{
    QCOMPARE(HostMemoryCheck::localAvailable(m_meminfo), kAvailable);
    QCOMPARE(HostMemoryCheck::parseMemAvailable("MemTotal: 1 kB\n"), qint64(-1));
    QCOMPARE(HostMemoryCheck::localAvailable(m_dir.filePath(u"absent"_s)), qint64(-1));
    QVERIFY(HostMemoryCheck::localAvailable() > 0); // this machine's own /proc/meminfo
}

void tst_HostMemoryCheck::tooBigCpuRunNamesBothFiguresAndAChangeThatFits()
{
    const Json config = readJson(m_project + u"/config.json"_s);
    QVERIFY(config.is_object());
    auto refused = HostMemoryCheck::check(config, u"cpu"_s, kAvailable, u"box"_s);
    QVERIFY(!refused);
    const QString message = refused.error().message;
    qInfo().noquote() << message;
    QVERIFY2(message.contains(u"952 GiB"_s), qPrintable(message)); // MemoryEstimator::estimateCpu
    QVERIFY2(message.contains(u"24.0 GiB available"_s), qPrintable(message));
    QVERIFY2(message.contains(u"to fit: "_s) && message.contains(u"--set "_s), qPrintable(message));
    // On the TPU the host's RAM does not hold the model; and a figure that could not be read
    // refuses nothing.
    QVERIFY(HostMemoryCheck::check(config, u"tpu"_s, kAvailable, u"box"_s));
    QVERIFY(HostMemoryCheck::check(config, u"cpu"_s, -1, u"box"_s));
    // xla-cpu holds all 16 devices' shares in the one process: refused too.
    QVERIFY(!HostMemoryCheck::check(config, u"xla-cpu"_s, kAvailable, u"box"_s));
}

LaunchRequest tst_HostMemoryCheck::request(const QString &runId) const
{
    LaunchRequest r;
    r.experimentDir = m_project;
    r.runId = runId;
    r.machine = u"box"_s;
    r.hosts = {u"localhost"_s};
    r.python = u"python3"_s;
    r.remoteRoot = m_dir.filePath(u"remote"_s);
    r.device = u"cpu"_s;
    r.preflight.meminfo = m_meminfo;
    r.preflight.devicePatterns = {m_dir.filePath(u"no-accel*"_s)};
    r.preflight.lockfile = m_dir.filePath(u"no-lockfile"_s);
    return r;
}

void tst_HostMemoryCheck::launchOnTheCpuIsRefusedBeforeItStarts()
{
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    RunLauncher launcher(pool, m_dir.filePath(u"runs"_s));
    auto launched = launcher.launch(request(u"too-big"_s));
    QVERIFY(!launched);
    const QString message = launched.error().message;
    QVERIFY2(message.startsWith(u"The preflight found problems:"_s), qPrintable(message));
    QVERIFY2(message.contains(u"host 0 (localhost): the run on the CPU (--device cpu) needs about 952 GiB"_s), qPrintable(message));
    QVERIFY2(message.contains(u"24.0 GiB available (MemAvailable)"_s), qPrintable(message));
    QVERIFY2(message.contains(u"to fit: "_s), qPrintable(message));
    // Nothing was uploaded, nothing started.
    QVERIFY(!QFile::exists(m_dir.filePath(u"remote/runs/too-big/train.py"_s)));
}

void tst_HostMemoryCheck::smallLaunchPassesThePreflight()
{
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    RunLauncher launcher(pool, m_dir.filePath(u"runs"_s));
    // Stop right after the preflight: only whether it let the run through is asked here.
    bool checked = false;
    launcher.setProgress([&checked](const QString &message) { checked = checked || message.startsWith(u"Checking"_s); });
    launcher.setCancelled([&checked] { return checked; });
    LaunchRequest small = request(u"small"_s);
    small.settings = kSmall;
    auto launched = launcher.launch(small);
    QVERIFY(!launched);
    QVERIFY(checked);
    QVERIFY2(launched.error().kind == Error::Kind::Cancelled, qPrintable(launched.error().message));
}

void tst_HostMemoryCheck::smokeTestIsRefusedBeforeItStarts()
{
    SmokeTestRunner runner;
    QSignalSpy finished(&runner, &SmokeTestRunner::finished);
    SmokeTestRunner::Options options;
    options.projectDir = m_project;
    options.python = m_dir.filePath(u"no-such-python"_s); // had it started, it would fail otherwise
    options.meminfo = m_meminfo;
    QVERIFY(runner.start(options));
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().at(0).toInt(), -1);
    const QString error = finished.first().at(1).toString();
    QVERIFY2(error.contains(u"this machine: the run on the CPU (--device cpu) needs about 952 GiB"_s), qPrintable(error));
    QVERIFY2(error.contains(u"24.0 GiB available"_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_HostMemoryCheck)
#include "tst_host_memory_check.moc"
