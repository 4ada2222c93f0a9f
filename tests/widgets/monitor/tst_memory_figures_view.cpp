// MemoryFiguresView, the Monitor's "Memory per device" row: on the real xla-cpu run folder
// (tests/core/runs/data/xla_cpu_run) the three labelled figures (estimate, XLA's compiled peak
// with its arguments/outputs/temporaries, the v4's HBM said to be the targeted TPU's, not this
// machine's); in plain CPU mode the compiler's figure says it is absent and why instead of 0.
// PNGs of both for people.
#include "core/mesh/memory_estimate.h"
#include "core/runs/run_memory_figures.h"
#include "support/test_paths.h"
#include "widgets/monitor/memory_figures_view.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
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

} // namespace

class tst_MemoryFiguresView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheThreeFiguresOfARealRun();
    void plainCpuModeSaysWhatIsMissing();
};

void tst_MemoryFiguresView::showsTheThreeFiguresOfARealRun()
{
    MemoryFiguresView view;
    view.resize(1200, 40);
    QVERIFY(view.isHidden());   // nothing until a run is read
    QSignalSpy shown(&view, &MemoryFiguresView::figuresShown);
    view.showRun(fixture(), u"xla-cpu"_s);
    QVERIFY(shown.wait(10000));
    QVERIFY(!view.isHidden());

    const RunMemoryFigures f = RunMemoryFigures::readFolder(fixture(), u"xla-cpu"_s);
    QVERIFY(f.estimate() && f.compiled() && f.capacityBytes() > 0);
    const QString estimate = view.estimateLabel()->text();
    QVERIFY2(estimate.contains(u"Estimate"_s) && estimate.contains(formatBytes(f.estimate()->totalBytes)),
             qPrintable(estimate));
    const QString compiled = view.compiledLabel()->text();
    QVERIFY2(compiled.contains(u"XLA compiled"_s) && compiled.contains(formatBytes(3746541))
                 && compiled.contains(u"arguments "_s + formatBytes(355320))
                 && compiled.contains(u"outputs "_s + formatBytes(115740))
                 && compiled.contains(u"temporaries "_s + formatBytes(3273540)),
             qPrintable(compiled));
    QVERIFY2(view.compiledLabel()->toolTip().contains(u"SyncTensorsGraph.3139"_s), qPrintable(view.compiledLabel()->toolTip()));
    const QString capacity = view.capacityLabel()->text();
    QVERIFY2(capacity.contains(u"HBM"_s) && capacity.contains(formatBytes(f.capacityBytes())) && capacity.contains(u"v4-8"_s)
                 && capacity.contains(u"on the target v4-8, not this machine"_s),
             qPrintable(capacity));

    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    view.show();
    QVERIFY(view.grab().save(dir + u"/memory_figures_xla_cpu.png"_s));
}

void tst_MemoryFiguresView::plainCpuModeSaysWhatIsMissing()
{
    // The real run's stream as the CPU smoke mode leaves it: no memory_compiled, backend cpu.
    QByteArray stream;
    for (const QByteArray &line : readAll(fixture() + u"/metrics/host-0.jsonl"_s).split('\n'))
        if (!line.contains("\"memory_compiled\""))
            stream += line + '\n';
    stream.replace("\"device\": \"xla-cpu\"", "\"device\": \"cpu\"");
    auto config = parseJsonTolerant(readAll(fixture() + u"/config.json"_s), u"config.json"_s);
    QVERIFY(config.has_value());
    const RunMemoryFigures f = RunMemoryFigures::fromStreams({stream}, *config, u"cpu"_s);
    MemoryFiguresView view;
    view.resize(1200, 40);
    view.setFigures(f);
    const QString compiled = view.compiledLabel()->text();
    QVERIFY2(compiled.contains(u"XLA compiled"_s) && compiled.contains(u"none in plain CPU mode"_s),
             qPrintable(compiled));
    QVERIFY2(!compiled.contains(u"0 B"_s), qPrintable(compiled));
    QCOMPARE(view.compiledLabel()->toolTip(), f.compiledMissing());
    QVERIFY(view.compiledLabel()->toolTip().contains(u"--device xla-cpu"_s));
    // The other two still stand, the capacity still marked as the targeted chip's.
    QVERIFY(view.estimateLabel()->text().contains(formatBytes(f.estimate()->totalBytes)));
    QVERIFY(view.capacityLabel()->text().contains(u"on the target"_s));

    // An unknown TPU type: the capacity says so.
    Json unknown = *config;
    unknown["tpu"]["accelerator_type"] = "v99-8";
    QByteArray noConfig;
    for (const QByteArray &line : stream.split('\n'))
        if (!line.contains("\"event\": \"config\""))
            noConfig += line + '\n';
    view.setFigures(RunMemoryFigures::fromStreams({noConfig}, unknown, u"cpu"_s));
    QVERIFY2(view.capacityLabel()->text().contains(u"unknown"_s), qPrintable(view.capacityLabel()->text()));
    QVERIFY(view.capacityLabel()->toolTip().contains(u"v99-8"_s));
    QVERIFY(view.estimateLabel()->text().contains(u"not available"_s));

    view.setFigures(f);
    view.show();
    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(view.grab().save(dir + u"/memory_figures_cpu.png"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MemoryFiguresView)
#include "tst_memory_figures_view.moc"
