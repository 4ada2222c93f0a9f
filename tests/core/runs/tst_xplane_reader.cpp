// XPlaneReader: a real trace of torch_xla 2.9's CPU runtime (data/xla_cpu_step.xplane.pb, one
// step of a 4-device fsdpv2 decoder captured by `tpuwb run profile`, trimmed by
// data/trim_xplane.py) reads into a step whose parts add up, with XLA fusions, dots and
// collectives in the operator table; a TPU-shaped trace (device plane, "XLA Ops" line) built
// here with the same protobuf gives the breakdown worked out by hand; malformed or foreign
// bytes give an error naming the file.
#include "core/runs/xplane_reader.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include "xplane.pb.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

namespace xp = tensorflow::profiler;

QString fixture()
{
    return twb::test::sourceDir() + u"/tests/core/runs/data/xla_cpu_step.xplane.pb"_s;
}

// An event `name` of `plane` on `line` from `startUs` for `durUs` (the line starts at 0).
void add(xp::XPlane &plane, xp::XLine &line, std::int64_t id, const std::string &name, double startUs, double durUs,
         std::int64_t statId = 0)
{
    (*plane.mutable_event_metadata())[id].set_id(id);
    (*plane.mutable_event_metadata())[id].set_name(name);
    xp::XEvent *e = line.add_events();
    e->set_metadata_id(id);
    e->set_offset_ps(std::int64_t(startUs * 1e6));
    e->set_duration_ps(std::int64_t(durUs * 1e6));
    if (statId) {
        xp::XStat *s = e->add_stats();
        s->set_metadata_id(statId);
        s->set_int64_value(1);
    }
}

// Step 7 over 0..1000 µs on the host's train.py thread, data loading 0..100; on TPU 0's XLA
// Ops line fusion.1 100..500, all-reduce.2 400..700, dot.3 800..850. A host thunk with an
// hlo_op stat (as the CPU runtime writes them) must be ignored when device planes exist.
QByteArray tpuShaped()
{
    xp::XSpace space;
    xp::XPlane *host = space.add_planes();
    host->set_name("/host:CPU");
    (*host->mutable_stat_metadata())[9].set_name("hlo_op");
    xp::XLine *python = host->add_lines();
    python->set_name("python");
    python->set_timestamp_ns(1'000'000);
    add(*host, *python, 1, "ProfilerStep#7", 0, 1000);
    add(*host, *python, 2, "DataLoader.__next__ (train.py)", 0, 100);
    xp::XLine *pool = host->add_lines();
    pool->set_timestamp_ns(1'000'000);
    add(*host, *pool, 3, "fusion.99", 900, 50, 9);
    xp::XPlane *tpu = space.add_planes();
    tpu->set_name("/device:TPU:0");
    xp::XLine *ops = tpu->add_lines();
    ops->set_name("XLA Ops");
    ops->set_timestamp_ns(1'000'000);
    add(*tpu, *ops, 1, "fusion.1", 100, 400);
    add(*tpu, *ops, 2, "all-reduce.2", 400, 300);
    add(*tpu, *ops, 3, "dot.3", 800, 50);
    return QByteArray::fromStdString(space.SerializeAsString());
}

const OperatorTime *findOp(const ProfileSummary &s, const QString &name)
{
    for (const OperatorTime &op : s.operators)
        if (op.name == name)
            return &op;
    return nullptr;
}

} // namespace

class tst_XPlaneReader final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realCpuRuntimeTrace();
    void categoryTotalsCoverEveryOperation();
    void tpuShapedTraceBreakdown();
    void category_data();
    void category();
    void malformedBytesNameTheFile_data();
    void malformedBytesNameTheFile();
    void missingFile();
};

// The per-category totals count every XLA operation of the traced steps, not only the listed
// ones: at least the listed ones' time and count, largest first, and they survive profile.json.
void tst_XPlaneReader::categoryTotalsCoverEveryOperation()
{
    auto read = XPlaneReader::readFile(fixture());
    TWB_VERIFY_RESULT(read);
    const ProfileSummary &s = *read;
    QVERIFY(s.categories.size() >= 3);
    QHash<QString, double> listedTime;
    QHash<QString, qint64> listedOps;
    for (const OperatorTime &op : s.operators) {
        listedTime[op.category] += op.totalTime;
        ++listedOps[op.category];
    }
    qint64 operations = 0;
    for (qsizetype i = 0; i < s.categories.size(); ++i) {
        const CategoryTime &c = s.categories[i];
        QVERIFY2(c.time >= listedTime.value(c.category) - 1e-6, qPrintable(c.category));
        QVERIFY2(c.operations >= listedOps.value(c.category), qPrintable(c.category));
        QVERIFY(c.calls >= c.operations);
        if (i > 0)
            QVERIFY(s.categories[i - 1].time >= c.time);
        operations += c.operations;
    }
    for (const QString &category : listedTime.keys())
        QVERIFY2(std::any_of(s.categories.cbegin(), s.categories.cend(),
                             [&](const CategoryTime &c) { return c.category == category; }),
                 qPrintable(category));
    // The table keeps the top ones: the totals hold more operations than it lists.
    QVERIFY2(operations > s.operators.size(), qPrintable(u"%1 operations, %2 listed"_s.arg(operations).arg(s.operators.size())));
    auto back = ProfileSummary::fromJson(s.toJson(), u"profile.json"_s);
    TWB_VERIFY_RESULT(back);
    QCOMPARE(back->categories.size(), s.categories.size());
    for (qsizetype i = 0; i < s.categories.size(); ++i) {
        QCOMPARE(back->categories[i].category, s.categories[i].category);
        QCOMPARE(back->categories[i].operations, s.categories[i].operations);
        QCOMPARE(back->categories[i].calls, s.categories[i].calls);
        QCOMPARE(back->categories[i].time, s.categories[i].time);
    }
}

void tst_XPlaneReader::realCpuRuntimeTrace()
{
    QVERIFY2(QFileInfo::exists(fixture()), qPrintable(fixture()));
    QElapsedTimer clock;
    clock.start();
    auto read = XPlaneReader::readFile(fixture());
    TWB_VERIFY_RESULT(read);
    qInfo("%s: %lld events read in %lld ms", qPrintable(fixture()), qlonglong(read->events), qlonglong(clock.elapsed()));
    const ProfileSummary &s = *read;
    QCOMPARE(s.steps.size(), 1);
    QCOMPARE(s.steps[0].step, 2532);
    // train.py measured 84.222 ms for this step (its done marker); the span is the same step.
    QVERIFY2(qAbs(s.steps[0].total - 84176.1) < 1.0, qPrintable(QString::number(s.steps[0].total)));
    double parts = 0;
    for (double p : s.steps[0].parts) {
        QVERIFY(p >= 0);
        parts += p;
    }
    QVERIFY(qAbs(parts - s.steps[0].total) < 0.01);
    QVERIFY(s.steps[0][StepTimeKind::Compute] > 0);
    QVERIFY(s.steps[0][StepTimeKind::Collective] > 0);
    QVERIFY(s.steps[0][StepTimeKind::DataLoading] > 0);   // MpDeviceLoader's next() under its span

    // XLA operations, by HLO instruction: fusions, dots and the SPMD collectives.
    // The top 25 (all collectives here: each waits for the other virtual devices), and the
    // top 3 of each other category besides.
    QVERIFY(s.operators.size() > ProfileSummary::kTopOperators);
    QStringList categories;
    for (const OperatorTime &op : s.operators) {
        QVERIFY2(!op.name.startsWith(u"ThreadpoolListener"_s) && !op.name.startsWith(u"ProfilerStep"_s), qPrintable(op.name));
        QCOMPARE(op.category, XPlaneReader::category(op.name));
        QCOMPARE(op.kind, op.category == u"collective"_s ? StepTimeKind::Collective : StepTimeKind::Compute);
        QCOMPARE(op.selfTime, op.totalTime);
        categories << op.category;
    }
    for (const QString &c : {u"collective"_s, u"fusion"_s, u"dot"_s, u"copy"_s, u"other"_s})
        QVERIFY2(categories.contains(c), qPrintable(c + u": "_s + categories.join(u", "_s)));
    QVERIFY(categories.count(u"dot"_s) == XPlaneReader::kTopPerCategory);
    for (int i = 1; i < s.operators.size(); ++i)
        QVERIFY(s.operators[i - 1].selfTime >= s.operators[i].selfTime);
    // The 4 virtual devices each ran every op of the step once.
    const OperatorTime *allGather = findOp(s, u"all-gather"_s);
    QVERIFY(allGather);
    QCOMPARE(allGather->calls, 4);
    QVERIFY(!s.notes.isEmpty() && s.notes.first().contains(u"CPU runtime"_s));
    QCOMPARE(s.timelineStep, 2532);
    QVERIFY(!s.timeline.isEmpty());
    // Through JSON and back (profile.json).
    auto again = ProfileSummary::fromJson(s.toJson(), u"test"_s);
    TWB_VERIFY_RESULT(again);
    QCOMPARE(again->operators.first().category, s.operators.first().category);
    QCOMPARE(again->notes, s.notes);
}

void tst_XPlaneReader::tpuShapedTraceBreakdown()
{
    auto read = XPlaneReader::fromXSpace(tpuShaped(), u"tpu.xplane.pb"_s);
    TWB_VERIFY_RESULT(read);
    QCOMPARE(read->steps.size(), 1);
    const StepBreakdown &b = read->steps[0];
    QCOMPARE(b.step, 7);
    QCOMPARE(b.total, 1000.0);
    QCOMPARE(b[StepTimeKind::Compute], 450.0);      // 100..500 and 800..850
    QCOMPARE(b[StepTimeKind::Collective], 200.0);   // 500..700: the all-reduce not under the fusion
    QCOMPARE(b[StepTimeKind::DataLoading], 100.0);
    QCOMPARE(b[StepTimeKind::HostOverhead], 0.0);
    QCOMPARE(b[StepTimeKind::Idle], 250.0);
    QCOMPARE(read->operators.size(), 3);   // the host's fusion.99 is not a device op here
    QCOMPARE(read->operators[0].name, u"fusion.1"_s);
    QCOMPARE(read->operators[0].totalTime, 400.0);
    const OperatorTime *allReduce = findOp(*read, u"all-reduce.2"_s);
    QVERIFY(allReduce);
    QCOMPARE(allReduce->kind, StepTimeKind::Collective);
    QCOMPARE(findOp(*read, u"dot.3"_s)->category, u"dot"_s);
    QVERIFY(read->notes.first().contains(u"device planes"_s));
}

void tst_XPlaneReader::category_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("category");
    QTest::newRow("all-reduce") << u"all-reduce.69"_s << u"collective"_s;
    QTest::newRow("async all-gather") << u"all-gather-start.2"_s << u"collective"_s;
    QTest::newRow("reduce-scatter") << u"reduce-scatter"_s << u"collective"_s;
    QTest::newRow("collective-permute") << u"collective-permute-done.1"_s << u"collective"_s;
    QTest::newRow("a fusion") << u"add_bitcast_fusion.2"_s << u"fusion"_s;
    QTest::newRow("a copy fusion is a fusion") << u"copy_bitcast_fusion.5"_s << u"fusion"_s;
    QTest::newRow("dot") << u"dot.56"_s << u"dot"_s;
    QTest::newRow("convolution") << u"convolution.3"_s << u"convolution"_s;
    QTest::newRow("copy") << u"copy.558"_s << u"copy"_s;
    QTest::newRow("reduce is not a collective") << u"reduce-window.14"_s << u"other"_s;
    QTest::newRow("broadcast is a shape op") << u"broadcast.439"_s << u"other"_s;
}

void tst_XPlaneReader::category()
{
    QFETCH(QString, name);
    QFETCH(QString, category);
    QCOMPARE(XPlaneReader::category(name), category);
}

void tst_XPlaneReader::malformedBytesNameTheFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    QFile real(fixture());
    QVERIFY(real.open(QIODevice::ReadOnly));
    const QByteArray whole = real.readAll();
    QTest::newRow("cut short") << whole.left(whole.size() / 2) << u"not an XPlane trace"_s;
    QTest::newRow("a Chrome trace") << QByteArray(R"({"traceEvents": []})") << u"not an XPlane trace"_s;
    QTest::newRow("no ProfilerStep spans") << QByteArray() << u"ProfilerStep#"_s;
    xp::XSpace noSteps;
    noSteps.add_planes()->set_name("/host:CPU");
    QTest::newRow("a plane without steps") << QByteArray::fromStdString(noSteps.SerializeAsString()) << u"ProfilerStep#"_s;
}

void tst_XPlaneReader::malformedBytesNameTheFile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    auto read = XPlaneReader::fromXSpace(bytes, u"/runs/x/host-0/vm.xplane.pb"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(u"/runs/x/host-0/vm.xplane.pb"_s) && read.error().message.contains(says),
             qPrintable(read.error().message));
}

void tst_XPlaneReader::missingFile()
{
    QTemporaryDir dir;
    auto read = XPlaneReader::readFile(dir.filePath(u"none.xplane.pb"_s));
    QVERIFY(!read);
    QVERIFY(read.error().message.contains(u"none.xplane.pb"_s));
}

QTEST_GUILESS_MAIN(tst_XPlaneReader)
#include "tst_xplane_reader.moc"
