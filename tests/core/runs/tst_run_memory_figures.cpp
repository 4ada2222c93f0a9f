// RunMemoryFigures on a real xla-cpu run folder (tests/core/runs/data/xla_cpu_run: torch_xla's
// CPU runtime, 4 virtual devices of a v4-8): the mesh estimate of the kernel that ran, XLA's
// per-device figures from memory_compiled, and the v4's HBM, marked as the targeted chip's.
// Without the event (plain CPU mode, a run before its second step) or a known TPU type, the
// figure is missing with the reason, never zero.
#include "core/catalog/accelerator_type.h"
#include "core/runs/device_memory_estimate.h"
#include "core/runs/run_memory_figures.h"
#include "core/runs/run_verifier.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

QString fixture()
{
    return test::sourceDir() + u"/tests/core/runs/data/xla_cpu_run"_s;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The fixture's stream without the lines of `event`.
QByteArray without(const QByteArray &stream, const QByteArray &event)
{
    const QByteArray marker = QByteArray("\"event\": \"").append(event).append('"');
    QByteArray out;
    for (const QByteArray &line : stream.split('\n'))
        if (!line.contains(marker))
            out += line + '\n';
    return out;
}

} // namespace

class tst_RunMemoryFigures final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realXlaCpuRun();
    void estimateIsOfTheKernelThatRan();
    void plainCpuModeSaysWhyNoCompilerFigure();
    void missingEventAndUnknownTpuSayWhy();
};

void tst_RunMemoryFigures::realXlaCpuRun()
{
    QVERIFY(QFileInfo::exists(fixture() + u"/metrics/host-0.jsonl"_s));
    // run.json would say xla-cpu; the stream's backend.device says it too.
    const RunMemoryFigures f = RunMemoryFigures::readFolder(fixture(), u"tpu"_s);
    QCOMPARE(f.device(), u"xla-cpu"_s);
    QVERIFY(f.ranOnCpu());

    // XLA's figures, as the event holds them (SyncTensorsGraph.3139 over 4 devices).
    QVERIFY2(f.compiled().has_value(), qPrintable(f.compiledMissing()));
    const auto &c = *f.compiled();
    QCOMPARE(c.total, 3746541.0);
    QCOMPARE(c.arguments, 355320.0);
    QCOMPARE(c.outputs, 115740.0);
    QCOMPARE(c.temporaries, 3273540.0);
    QCOMPARE(c.aliased, 345024.0);
    QCOMPARE(c.module, u"SyncTensorsGraph.3139"_s);
    QCOMPARE(c.devices, 4);
    QCOMPARE(c.step, 2);

    // The estimate: within the verifier's tolerance of the compiler's total, and its state
    // (parameters, optimizer, master copy) what XLA updates in place.
    QVERIFY2(f.estimate().has_value(), qPrintable(f.estimateMissing()));
    const MemoryEstimate &e = *f.estimate();
    QVERIFY2(std::fabs(e.totalBytes - c.total) / c.total <= RunVerifier::kCompilerTolerance,
             qPrintable(u"estimate %1, XLA %2"_s.arg(e.totalBytes).arg(c.total)));
    const double state = e.bytes(u"parameters"_s) + e.bytes(u"optimizer"_s) + e.bytes(u"master"_s);
    QVERIFY2(std::fabs(state - c.aliased) / c.aliased <= RunVerifier::kStateTolerance,
             qPrintable(u"state %1, aliased %2"_s.arg(state).arg(c.aliased)));

    // One v4 device's HBM, the chip the experiment targets (this run had none).
    auto v4 = AcceleratorType::parse(u"v4-8");
    QVERIFY(v4.has_value());
    QCOMPARE(f.accelerator(), u"v4-8"_s);
    const double expected = v4->usableHbmBytesPerDevice() > 0 ? v4->usableHbmBytesPerDevice() : v4->hbmBytesPerDevice();
    QCOMPARE(f.capacityBytes(), expected);
    QVERIFY(f.capacityBytes() > 16.0 * (1 << 30));
    QCOMPARE(f.capacityIsNominal(), !(v4->usableHbmBytesPerDevice() > 0));
    QVERIFY(f.capacityMissing().isEmpty());
}

// The config asks for splash; the CPU runtime ran SDPA (its config event says so), and the
// estimate is of SDPA, whose scores it keeps: the same estimate the verifier compares.
void tst_RunMemoryFigures::estimateIsOfTheKernelThatRan()
{
    const RunMemoryFigures f = RunMemoryFigures::readFolder(fixture(), u"xla-cpu"_s);
    QVERIFY(f.estimate().has_value());
    auto config = parseJsonTolerant(readAll(fixture() + u"/config.json"_s), u"config.json"_s);
    QVERIFY(config.has_value());
    QCOMPARE(QString::fromStdString((*config)["attention_kernel"].get<std::string>()), u"splash"_s);
    auto asConfigured = DeviceMemoryEstimate::forConfig(*config);
    QVERIFY(asConfigured.has_value());
    Json sdpa = *config;
    sdpa["attention_kernel"] = "sdpa";
    auto ran = DeviceMemoryEstimate::forConfig(sdpa);
    QVERIFY(ran.has_value());
    QVERIFY(ran->estimate.totalBytes != asConfigured->estimate.totalBytes);
    QCOMPARE(f.estimate()->totalBytes, ran->estimate.totalBytes);
}

void tst_RunMemoryFigures::plainCpuModeSaysWhyNoCompilerFigure()
{
    // The same run's stream as plain PyTorch would leave it: no memory_compiled, backend cpu.
    QByteArray stream = without(readAll(fixture() + u"/metrics/host-0.jsonl"_s), "memory_compiled");
    stream.replace("\"device\": \"xla-cpu\"", "\"device\": \"cpu\"");
    auto config = parseJsonTolerant(readAll(fixture() + u"/config.json"_s), u"config.json"_s);
    QVERIFY(config.has_value());
    const RunMemoryFigures f = RunMemoryFigures::fromStreams({stream}, *config, u"cpu"_s);
    QCOMPARE(f.device(), u"cpu"_s);
    QVERIFY(!f.compiled().has_value());
    QVERIFY2(f.compiledMissing().contains(u"compiles nothing"_s) && f.compiledMissing().contains(u"--device xla-cpu"_s),
             qPrintable(f.compiledMissing()));
    // The other two figures stand.
    QVERIFY(f.estimate().has_value());
    QVERIFY(f.capacityBytes() > 0);
    QVERIFY(f.ranOnCpu());
}

void tst_RunMemoryFigures::missingEventAndUnknownTpuSayWhy()
{
    // xla-cpu before its second step: the event is not written yet.
    const QByteArray stream = without(readAll(fixture() + u"/metrics/host-0.jsonl"_s), "memory_compiled");
    auto config = parseJsonTolerant(readAll(fixture() + u"/config.json"_s), u"config.json"_s);
    QVERIFY(config.has_value());
    RunMemoryFigures f = RunMemoryFigures::fromStreams({stream}, *config, u"xla-cpu"_s);
    QVERIFY(!f.compiled().has_value());
    QVERIFY2(f.compiledMissing().contains(u"after its second step"_s), qPrintable(f.compiledMissing()));

    // A config (and config event) naming no TPU the catalog knows: no capacity, no estimate.
    Json unknown = *config;
    unknown["tpu"]["accelerator_type"] = "v99-8";
    QByteArray noEvent = without(stream, "config");
    f = RunMemoryFigures::fromStreams({noEvent}, unknown, u"tpu"_s);
    QCOMPARE(f.capacityBytes(), 0.0);
    QVERIFY2(f.capacityMissing().contains(u"v99-8"_s), qPrintable(f.capacityMissing()));
    QVERIFY(!f.estimate().has_value());
    QVERIFY2(!f.estimateMissing().isEmpty(), "the estimate says why it is missing");
    QVERIFY(!f.ranOnCpu());

    // An empty folder: every figure says why.
    QTemporaryDir empty;
    f = RunMemoryFigures::readFolder(empty.path(), u"tpu"_s);
    QVERIFY(!f.compiledMissing().isEmpty() && !f.estimateMissing().isEmpty() && !f.capacityMissing().isEmpty());
}

QTEST_GUILESS_MAIN(tst_RunMemoryFigures)
#include "tst_run_memory_figures.moc"
