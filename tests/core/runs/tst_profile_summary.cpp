// ProfileSummary on Chrome traces: self times, the step-time breakdown (its parts add up to
// the step), the top operators, the timeline of the median step, the two file forms, the
// errors; ProfileCapture's JSON; ProfileRequester's reading of a host's answer.
#include "core/runs/profile_capture.h"
#include "core/runs/profile_requester.h"
#include "core/runs/profile_summary.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QFile>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// One complete event on thread `tid` of "CPU functions" (torch.profiler's legacy form).
Json x(const char *name, double ts, double dur, int tid = 1)
{
    return {{"name", name}, {"ph", "X"}, {"ts", ts}, {"dur", dur}, {"tid", tid}, {"pid", "CPU functions"}, {"args", Json::object()}};
}

// Step 7, 0..100 µs: data loading 8, a linear of 40 (its addmm 30 and t 4 inside it), a
// gloo all-reduce of 20, the optimizer's 13 (a mul of 7 inside), 19 with no op running. A CPU
// trace (no device activity), so the mul is compute and the optimizer's own 6 host overhead.
Json stepSeven(double at = 0)
{
    return Json::array({x("ProfilerStep#7", at + 0, 100), x("DataLoader.__next__ (train.py)", at + 0, 8),
                        x("aten::empty", at + 1, 2), x("aten::linear", at + 10, 40), x("aten::t", at + 10, 4),
                        x("aten::addmm", at + 15, 30), x("gloo:all_reduce", at + 60, 20),
                        x("Optimizer.step#AdamW.step", at + 82, 13), x("aten::mul", at + 83, 7)});
}

QByteArray bytes(const Json &j)
{
    return QByteArray::fromStdString(j.dump());
}

} // namespace

class tst_ProfileSummary final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void breakdownOfOneStep();
    void partsAddUpWhenAChildOutlastsItsParent();
    void objectFormAndOtherEvents();
    void waitingForAnotherThreadsCollective();
    void topOperatorsOverSteps();
    void timelineIsTheMedianStep();
    void cpuTraceOperatorsAreCompute();
    void deviceTraceOperatorsAreHostOverhead();
    void classify_data();
    void classify();
    void errorsNameTheTrace_data();
    void errorsNameTheTrace();
    void jsonRoundTrip();
    void requesterReadsTheHostsAnswer_data();
    void requesterReadsTheHostsAnswer();
};

void tst_ProfileSummary::breakdownOfOneStep()
{
    auto s = ProfileSummary::fromChromeTrace(bytes(stepSeven()), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    QCOMPARE(s->steps.size(), 1);
    const StepBreakdown &b = s->steps.first();
    QCOMPARE(b.step, 7);
    QCOMPARE(b.total, 100.0);
    QCOMPARE(b[StepTimeKind::DataLoading], 8.0);     // the empty() inside it too
    QCOMPARE(b[StepTimeKind::Compute], 47.0);        // linear with its t and addmm, the mul
    QCOMPARE(b[StepTimeKind::Collective], 20.0);
    QCOMPARE(b[StepTimeKind::HostOverhead], 6.0);    // the optimizer's own time
    QCOMPARE(b[StepTimeKind::Idle], 19.0);
    QCOMPARE(s->events, 9);
}

void tst_ProfileSummary::partsAddUpWhenAChildOutlastsItsParent()
{
    // The profiler's clock rounds: a child may end a microsecond after its parent.
    Json t = Json::array({x("ProfilerStep#1", 0, 50), x("aten::linear", 5, 20), x("aten::addmm", 6, 20),
                          x("aten::add_", 40, 15)});
    auto s = ProfileSummary::fromChromeTrace(bytes(t), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    const StepBreakdown &b = s->steps.first();
    double sum = 0;
    for (double p : b.parts)
        sum += p;
    QCOMPARE(sum, 50.0);
    QCOMPARE(b[StepTimeKind::Compute], 30.0);        // add_ clipped at the step's end
    QCOMPARE(b[StepTimeKind::HostOverhead], 0.0);
    QCOMPARE(b[StepTimeKind::Idle], 20.0);
}

void tst_ProfileSummary::objectFormAndOtherEvents()
{
    // Kineto's form: an object with traceEvents, fractional times, metadata and instant events.
    Json events = stepSeven(1000.5);
    events.push_back({{"name", "process_name"}, {"ph", "M"}, {"pid", 1}, {"args", {{"name", "python"}}}});
    events.push_back({{"name", "marker"}, {"ph", "i"}, {"ts", 1010}, {"pid", 1}, {"tid", 1}});
    events.push_back({{"name", "aten::mm"}, {"ph", "X"}, {"ts", "soon"}, {"dur", 3}});   // no numeric time
    auto s = ProfileSummary::fromChromeTrace(bytes(Json{{"schemaVersion", 1}, {"traceEvents", events}}), u"k.json"_s);
    TWB_VERIFY_RESULT(s);
    QCOMPARE(s->events, 9);
    QCOMPARE(s->steps.first()[StepTimeKind::Compute], 47.0);
    QCOMPARE(s->steps.first()[StepTimeKind::Idle], 19.0);
}

void tst_ProfileSummary::waitingForAnotherThreadsCollective()
{
    // The step's thread runs an op for 30 µs, then waits; gloo's thread all-reduces 20..70 (a
    // mul inside it: counted once).
    Json t = Json::array({x("ProfilerStep#1", 0, 100), x("aten::add", 0, 30), x("gloo:all_reduce", 20, 50, 2),
                          x("aten::mul", 25, 5, 2), x("aten::copy_", 90, 5, 2)});
    auto s = ProfileSummary::fromChromeTrace(bytes(t), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    const StepBreakdown &b = s->steps.first();
    QCOMPARE(b[StepTimeKind::Compute], 30.0);      // the add: a CPU trace's operator
    QCOMPARE(b[StepTimeKind::Collective], 40.0);   // 30..70 of the wait
    QCOMPARE(b[StepTimeKind::Idle], 30.0);
    QCOMPARE(b[StepTimeKind::HostOverhead] + b[StepTimeKind::DataLoading], 0.0);
}

void tst_ProfileSummary::topOperatorsOverSteps()
{
    Json t = stepSeven(0);
    Json second = stepSeven(200);
    second[0]["name"] = "ProfilerStep#8";
    for (const Json &e : second)
        t.push_back(e);
    t.push_back(x("aten::mm", 150, 40));                   // between the steps: not counted
    t.push_back(x("aten::bmm", 210, 5, /*tid=*/2));       // another thread inside a step: counted
    auto s = ProfileSummary::fromChromeTrace(bytes(t), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    QCOMPARE(s->steps.size(), 2);
    QCOMPARE(s->steps[1].step, 8);
    const OperatorTime &top = s->operators.first();
    QCOMPARE(top.name, u"aten::addmm"_s);
    QCOMPARE(top.calls, 2);
    QCOMPARE(top.selfTime, 60.0);
    QCOMPARE(top.kind, StepTimeKind::Compute);
    QStringList names;
    for (const OperatorTime &op : s->operators) {
        names << op.name;
        QVERIFY(!op.name.startsWith(u"ProfilerStep"_s));
    }
    QCOMPARE(names.mid(0, 2), (QStringList{u"aten::addmm"_s, u"gloo:all_reduce"_s}));
    QVERIFY(names.contains(u"aten::bmm"_s));
    QVERIFY(!names.contains(u"aten::mm"_s));
    const auto linear = std::find_if(s->operators.cbegin(), s->operators.cend(),
                                     [](const OperatorTime &op) { return op.name == u"aten::linear"_s; });
    QVERIFY(linear != s->operators.cend());
    QCOMPARE(linear->selfTime, 12.0);    // 2 x (40 - 30 - 4)
    QCOMPARE(linear->totalTime, 80.0);
    // The second step's breakdown is its own (the other thread does not count in it).
    QCOMPARE(s->steps[1][StepTimeKind::Compute], 47.0);
}

void tst_ProfileSummary::timelineIsTheMedianStep()
{
    Json t = Json::array();
    const double lengths[] = {300, 100, 200};   // the median one is step 3
    double at = 0;
    for (int i = 0; i < 3; ++i) {
        t.push_back(x(qPrintable(u"ProfilerStep#%1"_s.arg(i + 1)), at, lengths[i]));
        t.push_back(x("aten::linear", at + 10, 50));
        t.push_back(x("aten::addmm", at + 11, 40));
        t.push_back(x("aten::a", at + 12, 30));
        t.push_back(x("aten::b", at + 13, 20));   // depth 3 under the step: left out
        at += lengths[i] + 10;
    }
    auto s = ProfileSummary::fromChromeTrace(bytes(t), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    QCOMPARE(s->timelineStep, 3);
    QCOMPARE(s->timeline.size(), 3);
    QCOMPARE(s->timeline[0].name, u"aten::linear"_s);
    QCOMPARE(s->timeline[0].start, 10.0);
    QCOMPARE(s->timeline[0].depth, 0);
    QCOMPARE(s->timeline[2].depth, 2);
    QCOMPARE(s->timeline[2].kind, StepTimeKind::Compute);   // under the linear
}

// A real torch.profiler trace of a CPU run (data/cpu_steps.pt.trace.json, make_cpu_trace.py:
// an MLP's forward, backward and AdamW step, 3 steps): the CPU is the device, so its operators
// are compute, not host overhead (issue 27: "Why is it slow?" called them host overhead).
void tst_ProfileSummary::cpuTraceOperatorsAreCompute()
{
    const QString path = twb::test::sourceDir() + u"/tests/core/runs/data/cpu_steps.pt.trace.json"_s;
    auto s = ProfileSummary::readChromeTraceFile(path);
    TWB_VERIFY_RESULT(s);
    QCOMPARE(s->steps.size(), 3);
    // The same operators read as a device trace (one GPU kernel event added): what the CPU
    // run was once told, most of its operators' time "host overhead".
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    Json events = Json::parse(file.readAll().toStdString());
    events.push_back({{"name", "gemm"}, {"ph", "X"}, {"ts", 0}, {"dur", 1}, {"pid", 9}, {"tid", 9}, {"cat", "kernel"}});
    auto asDevice = ProfileSummary::fromChromeTrace(bytes(events), u"device.json"_s);
    TWB_VERIFY_RESULT(asDevice);
    for (qsizetype i = 0; i < s->steps.size(); ++i) {
        const StepBreakdown &b = s->steps[i];
        const StepBreakdown &d = asDevice->steps[i];
        double sum = 0;
        for (double p : b.parts)
            sum += p;
        QVERIFY(std::abs(sum - b.total) < 1e-6);
        const QString numbers = u"step %1 of %2 µs: CPU trace compute %3, host overhead %4, idle %5; as a device trace "
                                "compute %6, host overhead %7"_s.arg(b.step).arg(b.total)
                                    .arg(b[StepTimeKind::Compute]).arg(b[StepTimeKind::HostOverhead]).arg(b[StepTimeKind::Idle])
                                    .arg(d[StepTimeKind::Compute]).arg(d[StepTimeKind::HostOverhead]);
        qInfo("%s", qPrintable(numbers));
        // The operators are the largest part; what is left is the autograd engine's and the
        // optimizer's own time, and the Python between the operators (idle on this thread).
        QVERIFY2(b[StepTimeKind::Compute] > 0.4 * b.total, qPrintable(numbers));
        QVERIFY2(b[StepTimeKind::Compute] > 1.5 * b[StepTimeKind::HostOverhead], qPrintable(numbers));
        QVERIFY2(d[StepTimeKind::HostOverhead] > 2 * b[StepTimeKind::HostOverhead], qPrintable(numbers));
    }
    for (const OperatorTime &op : s->operators)
        if (op.name.startsWith(u"aten::"_s))
            QVERIFY2(op.kind == StepTimeKind::Compute, qPrintable(op.name));
    for (const TimelineSpan &span : s->timeline)
        if (span.name.startsWith(u"aten::"_s))
            QVERIFY2(span.kind == StepTimeKind::Compute, qPrintable(span.name));
    QVERIFY2(s->notes.join(u' ').contains(u"CPU trace"_s), qPrintable(s->notes.join(u' ')));
}

// With device activity in the trace (a GPU's kernels), the host's operators only launch the
// device's work: an op that is no matmul, conv or collective stays host overhead.
void tst_ProfileSummary::deviceTraceOperatorsAreHostOverhead()
{
    Json events = stepSeven();
    events.push_back({{"name", "volta_sgemm_128x64_nn"}, {"ph", "X"}, {"ts", 16}, {"dur", 25}, {"pid", 0}, {"tid", 7},
                      {"cat", "kernel"}});
    auto s = ProfileSummary::fromChromeTrace(bytes(Json{{"traceEvents", events}}), u"gpu.json"_s);
    TWB_VERIFY_RESULT(s);
    const StepBreakdown &b = s->steps.first();
    QCOMPARE(b[StepTimeKind::Compute], 40.0);        // linear with its t and addmm
    QCOMPARE(b[StepTimeKind::HostOverhead], 13.0);   // the optimizer and its mul
    QVERIFY(!s->notes.join(u' ').contains(u"CPU trace"_s));
    // The same from a GPU's properties alone.
    auto props = ProfileSummary::fromChromeTrace(
        bytes(Json{{"deviceProperties", Json::array({{{"id", 0}, {"name", "A100"}}})}, {"traceEvents", stepSeven()}}),
        u"gpu.json"_s);
    TWB_VERIFY_RESULT(props);
    QCOMPARE(props->steps.first()[StepTimeKind::HostOverhead], 13.0);
}

void tst_ProfileSummary::classify_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    QTest::newRow("mm") << u"aten::mm"_s << u"compute"_s;
    QTest::newRow("addmm") << u"aten::addmm"_s << u"compute"_s;
    QTest::newRow("bmm") << u"aten::bmm"_s << u"compute"_s;
    QTest::newRow("matmul") << u"aten::matmul"_s << u"compute"_s;
    QTest::newRow("linear") << u"aten::linear"_s << u"compute"_s;
    QTest::newRow("conv2d") << u"aten::conv2d"_s << u"compute"_s;
    QTest::newRow("mul is not a matmul") << u"aten::mul"_s << u""_s;
    QTest::newRow("mm backward node") << u"MmBackward0"_s << u""_s;
    QTest::newRow("gloo") << u"gloo:all_reduce"_s << u"collective"_s;
    QTest::newRow("c10d") << u"c10d::allreduce_"_s << u"collective"_s;
    QTest::newRow("nccl") << u"nccl:all_gather"_s << u"collective"_s;
    QTest::newRow("broadcast") << u"c10d::broadcast_"_s << u"collective"_s;
    QTest::newRow("broadcast_tensors is a shape op") << u"aten::broadcast_tensors"_s << u""_s;
    QTest::newRow("torch DataLoader") << u"enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__"_s
                                      << u"data_loading"_s;
    QTest::newRow("train.py's span") << u"DataLoader.__next__ (train.py)"_s << u"data_loading"_s;
    QTest::newRow("step span") << u"ProfilerStep#3"_s << u""_s;
}

void tst_ProfileSummary::classify()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    const auto k = ProfileSummary::classify(name);
    QCOMPARE(k ? ProfileSummary::kindName(*k) : QString(), kind);
}

void tst_ProfileSummary::errorsNameTheTrace_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("no steps") << bytes(Json::array({x("aten::mm", 0, 5)})) << u"ProfilerStep"_s;
    QTest::newRow("not JSON") << QByteArray("[{\"name\": ") << u"line 1"_s;
    QTest::newRow("not a list") << QByteArray("{\"a\": 1}") << u"not a Chrome trace"_s;
    QTest::newRow("beyond double") << QByteArray("[{\"ts\": 1e999999}]") << u"host-3/x.json"_s;
}

void tst_ProfileSummary::errorsNameTheTrace()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, says);
    auto s = ProfileSummary::fromChromeTrace(text, u"host-3/x.json"_s);
    QVERIFY(!s);
    QVERIFY2(s.error().message.contains(u"host-3/x.json"_s), qPrintable(s.error().message));
    QVERIFY2(s.error().message.contains(says), qPrintable(s.error().message));
}

void tst_ProfileSummary::jsonRoundTrip()
{
    auto s = ProfileSummary::fromChromeTrace(bytes(stepSeven()), u"t.json"_s);
    TWB_VERIFY_RESULT(s);
    ProfileCapture c;
    c.id = u"profile-20261202T130000000Z"_s;
    c.runId = u"r1"_s;
    c.steps = 1;
    HostProfile h;
    h.host = 1;
    h.format = u"chrome"_s;
    h.files = {u"host-1/x.pt.trace.json"_s};
    h.steps = {7};
    h.stepMs = {0.1};
    h.summary = *s;
    HostProfile failed;
    failed.host = 0;
    failed.error = u"train.py ended"_s;
    c.hosts = {failed, h};
    auto back = ProfileCapture::fromJson(c.toJson(), u"profile.json"_s);
    TWB_VERIFY_RESULT(back);
    QCOMPARE(back->toJson(), c.toJson());
    QCOMPARE(back->host(0)->error, u"train.py ended"_s);
    QVERIFY(!back->host(0)->summary);
    const ProfileSummary &read = *back->host(1)->summary;
    QCOMPARE(read.steps.first()[StepTimeKind::Idle], 19.0);
    QCOMPARE(read.operators.first().name, u"aten::addmm"_s);
    QCOMPARE(read.timeline.size(), s->timeline.size());
    QVERIFY(!ProfileCapture::fromJson(Json::object(), u"p.json"_s));
}

void tst_ProfileSummary::requesterReadsTheHostsAnswer_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("files");
    QTest::newRow("done") << QByteArray("noise\nTWB_REQUESTED\nTWB_DONE\n{\"id\": \"p\", \"format\": \"chrome\", "
                                        "\"files\": [\"p.pt.trace.json\"], \"steps\": [5, 6], \"step_ms\": [9.5, 10.5]}\n"
                                        "TWB_DONE_END\nTWB_END\n")
                          << QString() << 1;
    QTest::newRow("train.py failed") << QByteArray("TWB_DONE\n{\"id\": \"p\", \"files\": [], \"error\": \"RuntimeError: "
                                                   "a --profile trace is running\"}\nTWB_DONE_END\nTWB_END\n")
                                     << u"a --profile trace is running"_s << 0;
    QTest::newRow("not running") << QByteArray("TWB_NOT_RUNNING\nTWB_END\n") << u"does not run"_s << 0;
    QTest::newRow("timeout") << QByteArray("TWB_REQUESTED\nTWB_TIMEOUT\nTWB_END\n") << u"scaffold it again"_s << 0;
    QTest::newRow("ended meanwhile") << QByteArray("TWB_REQUESTED\nTWB_EXITED\nTWB_END\n") << u"ended before"_s << 0;
    QTest::newRow("cut short") << QByteArray("TWB_REQUESTED\n") << u"did not finish"_s << 0;
    QTest::newRow("bad marker") << QByteArray("TWB_DONE\n{\"id\": \nTWB_DONE_END\nTWB_END\n") << u"done marker"_s << 0;
}

void tst_ProfileSummary::requesterReadsTheHostsAnswer()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, error);
    QFETCH(int, files);
    HostProfile h;
    h.host = 2;
    ProfileRequester::parse(output, h);
    if (error.isEmpty())
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
    else
        QVERIFY2(h.error.contains(error), qPrintable(h.error));
    QCOMPARE(h.files.size(), files);
    if (files) {
        QCOMPARE(h.format, u"chrome"_s);
        QCOMPARE(h.steps, (QList<qint64>{5, 6}));
        QCOMPARE(h.measuredStepMs(), 10.0);
    }
}

QTEST_GUILESS_MAIN(tst_ProfileSummary)
#include "tst_profile_summary.moc"
