// ProfileView: a capture of two traced hosts and one that failed. The stacked bar of each host
// adds up to its mean traced step, the measured step time is marked, the operator table follows
// the chosen host, the timeline draws one step per host, the viewers' buttons appear only when
// the program is on PATH (and run it on the chosen host's traces), and a PNG for people.
#include "core/runs/profile_capture.h"
#include "core/runs/xplane_reader.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/monitor/profile_view.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

Json x(const QString &name, double ts, double dur)
{
    return {{"name", toStd(name)}, {"ph", "X"}, {"ts", ts}, {"dur", dur}, {"tid", 1}, {"pid", "CPU functions"}};
}

// Three steps of a small model's training step as torch.profiler records it; `slow` makes the
// all-reduce wait longer (a host that waits for the other).
ProfileSummary trace(double slow)
{
    Json events = Json::array();
    double at = 0;
    for (int step = 11; step <= 13; ++step) {
        const double wait = slow * (step == 12 ? 1.5 : 1.0);
        const double length = 2000 + wait;
        events.push_back(x(u"ProfilerStep#%1"_s.arg(step), at, length));
        events.push_back(x(u"DataLoader.__next__ (train.py)"_s, at, 120));
        double t = at + 150;
        for (int layer = 0; layer < 2; ++layer) {
            events.push_back(x(u"aten::linear"_s, t, 220));
            events.push_back(x(u"aten::addmm"_s, t + 20, 190));
            events.push_back(x(u"aten::bmm"_s, t + 230, 90));
            events.push_back(x(u"aten::softmax"_s, t + 330, 40));
            t += 400;
        }
        events.push_back(x(u"autograd::engine::evaluate_function: MmBackward0"_s, t, 500));
        events.push_back(x(u"aten::mm"_s, t + 10, 450));
        t += 520;
        events.push_back(x(u"gloo:all_reduce"_s, t, 100 + wait));
        t += 110 + wait;
        events.push_back(x(u"Optimizer.step#AdamW.step"_s, t, 300));
        events.push_back(x(u"aten::addcdiv_"_s, t + 20, 120));
        at += length + 5;
    }
    auto s = ProfileSummary::fromChromeTrace(QByteArray::fromStdString(events.dump()), u"synthetic"_s);
    return s ? *s : ProfileSummary{};
}

ProfileCapture capture(const QString &dir)
{
    ProfileCapture c;
    c.id = u"profile-20261202T140000000Z"_s;
    c.runId = u"tiny-0af686eb-s0"_s;
    c.steps = 3;
    c.dir = dir;
    for (int host = 0; host < 2; ++host) {
        HostProfile h;
        h.host = host;
        h.address = u"127.0.0.%1"_s.arg(host + 2);
        h.format = u"chrome"_s;
        h.files = {u"host-%1/%2.pt.trace.json"_s.arg(host).arg(c.id)};
        h.steps = {11, 12, 13};
        h.summary = trace(host == 0 ? 200 : 900);
        const double mean = h.summary->mean().total / 1000.0;
        h.stepMs = {mean * 1.02, mean * 1.01, mean * 1.03};
        c.hosts << h;
    }
    HostProfile failed;
    failed.host = 2;
    failed.address = u"127.0.0.4"_s;
    failed.error = u"train.py does not run there (it ended, or never started)"_s;
    c.hosts << failed;
    return c;
}

} // namespace

class tst_ProfileView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsACapture();
    void xplaneCaptureShowsCategoriesAndNotes();
    void viewersOnlyWhenOnPath();
    void messageClearsTheView();
};

void tst_ProfileView::showsACapture()
{
    ProfileView view;
    view.resize(1000, 760);
    const ProfileCapture c = capture(u"/tmp/none"_s);
    QVERIFY(!c.hosts[0].summary->steps.isEmpty());
    view.setCapture(c);

    // The summary names each host: its step times, and why host 2 has no profile.
    const QString text = view.summary()->text();
    QVERIFY2(text.contains(u"host 0: "_s) && text.contains(u"host 1: "_s) && text.contains(u"measured by train.py"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"host 2: train.py does not run there"_s), qPrintable(text));

    // Five stacked parts and the measured marker; each host's parts add up to its mean step.
    QCustomPlot *plot = view.breakdownPlot();
    QCOMPARE(plot->plottableCount(), kStepTimeKinds + 1);
    for (int host = 0; host < 2; ++host) {
        double sum = 0;
        for (int k = 0; k < kStepTimeKinds; ++k) {
            auto *bars = qobject_cast<QCPBars *>(plot->plottable(k));
            QVERIFY(bars);
            QCOMPARE(bars->name(), ProfileSummary::kindLabel(StepTimeKind(k)));
            sum += bars->data()->at(host)->value;
        }
        QVERIFY(qAbs(sum - c.hosts[host].summary->mean().total / 1000.0) < 1e-9);
    }
    auto *measured = qobject_cast<QCPGraph *>(plot->plottable(kStepTimeKinds));
    QVERIFY(measured);
    QCOMPARE(measured->dataCount(), 2);
    QCOMPARE(measured->data()->at(1)->value, c.hosts[1].measuredStepMs());
    // The waiting host's collective share is the larger.
    auto *collective = qobject_cast<QCPBars *>(plot->plottable(int(StepTimeKind::Collective)));
    QVERIFY(collective->data()->at(1)->value > collective->data()->at(0)->value);

    // Operators of the chosen host, largest self time first: the matrix multiplications lead.
    QCOMPARE(view.hostChoice()->count(), 2);
    QTableWidget *ops = view.operators();
    QCOMPARE(ops->item(0, ProfileView::OperatorColumn)->text(), u"aten::mm"_s);
    QCOMPARE(ops->item(0, ProfileView::KindColumn)->text(), ProfileSummary::kindLabel(StepTimeKind::Compute));
    QCOMPARE(ops->item(0, ProfileView::CallsColumn)->text(), u"3"_s);
    QCOMPARE(ops->item(0, ProfileView::SelfColumn)->text(), u"0.45"_s);   // 450 µs self per step
    // A Chrome trace's operators have no XLA category; a trace with no device activity is a CPU
    // trace, and its one note says why its operators count as compute.
    QVERIFY(ops->isColumnHidden(ProfileView::CategoryColumn));
    QVERIFY(!view.notes()->isHidden());
    QVERIFY2(view.notes()->text().contains(u"A CPU trace"_s), qPrintable(view.notes()->text()));
    QVERIFY(view.categoryTotals()->isHidden());
    view.hostChoice()->setCurrentIndex(1);
    QCOMPARE(ops->item(0, 0)->text(), u"gloo:all_reduce"_s);   // host 1 waits in its all-reduce

    // The timeline: one step per host, with its spans.
    QVERIFY(view.timelinePlot()->itemCount() > 2 * 10);

    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    view.hostChoice()->setCurrentIndex(0);
    QVERIFY(view.grab().save(dir + u"/profile_view.png"_s));
}

// The real capture of torch_xla's CPU runtime (tests/core/runs/data/xla_cpu_step.xplane.pb):
// the table lists XLA operations with their category in words, and the trace's notes say what
// a CPU trace's figures mean.
void tst_ProfileView::xplaneCaptureShowsCategoriesAndNotes()
{
    auto summary = XPlaneReader::readFile(test::sourceDir() + u"/tests/core/runs/data/xla_cpu_step.xplane.pb"_s);
    QVERIFY2(summary.has_value(), summary ? "" : qPrintable(summary.error().message));
    QVERIFY(!summary->notes.isEmpty());
    ProfileCapture c;
    c.id = u"profile-20261205T120000000Z"_s;
    c.runId = u"xla-cpu-run"_s;
    c.steps = 1;
    c.dir = u"/tmp/none"_s;
    HostProfile h;
    h.host = 0;
    h.address = u"127.0.0.1"_s;
    h.format = u"xplane"_s;
    h.files = {u"host-0/trace.xplane.pb"_s};
    h.steps = {2532};
    h.summary = *summary;
    c.hosts << h;

    ProfileView view;
    view.resize(1100, 800);
    view.setCapture(c);
    QTableWidget *ops = view.operators();
    QVERIFY(!ops->isColumnHidden(ProfileView::CategoryColumn));
    QCOMPARE(ops->horizontalHeaderItem(ProfileView::CategoryColumn)->text(), u"Category"_s);
    QCOMPARE(ops->rowCount(), int(summary->operators.size()));
    QSet<QString> shown;
    for (int row = 0; row < ops->rowCount(); ++row) {
        const OperatorTime &op = summary->operators[row];
        QCOMPARE(ops->item(row, ProfileView::OperatorColumn)->text(), op.name);
        QVERIFY2(!op.category.isEmpty(), qPrintable(op.name));
        QCOMPARE(ops->item(row, ProfileView::CategoryColumn)->text(), ProfileView::categoryLabel(op.category));
        QCOMPARE(XPlaneReader::category(op.name), op.category);
        shown.insert(ops->item(row, ProfileView::CategoryColumn)->text());
    }
    // A training step's XLA program has fusions, matmuls and (SPMD over virtual devices) collectives.
    for (const QString &category : {u"fusion"_s, u"dot"_s, u"collective"_s})
        QVERIFY2(shown.contains(ProfileView::categoryLabel(category)), qPrintable(QStringList(shown.values()).join(u", "_s)));
    QCOMPARE(ProfileView::categoryLabel(u"dot"_s), u"dot (matmul)"_s);

    // Per-category totals over every operation: each category's share, the largest first.
    QVERIFY(!summary->categories.isEmpty());
    const QString totals = view.categoryTotals()->text();
    QVERIFY2(!view.categoryTotals()->isHidden() && totals.contains(u"All XLA operations by category"_s), qPrintable(totals));
    qsizetype at = -1;
    for (const CategoryTime &category : summary->categories) {
        const qsizetype found = totals.indexOf(ProfileView::categoryLabel(category.category) + u" "_s + QString::number(category.time / 1000.0, 'f', 2) + u" ms"_s);
        QVERIFY2(found > at, qPrintable(totals));
        at = found;
    }
    QVERIFY(!view.notes()->isHidden());
    QVERIFY2(view.notes()->text().contains(u"torch_xla's CPU runtime"_s), qPrintable(view.notes()->text()));
    QVERIFY(view.notes()->text().contains(summary->notes.first()));
    QVERIFY2(view.summary()->text().contains(u"host 0: "_s), qPrintable(view.summary()->text()));

    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(view.grab().save(dir + u"/profile_view_xla_cpu.png"_s));
}

void tst_ProfileView::viewersOnlyWhenOnPath()
{
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir bin;
    qputenv("PATH", bin.path().toLocal8Bit());
    {
        ProfileView view;
        view.setCapture(capture(bin.path()));
        QVERIFY(view.tensorBoardButton()->isHidden());
        QVERIFY(view.perfettoButton()->isHidden());
    }
    // A stand-in tensorboard that records how it was started.
    const QString record = bin.filePath(u"args.txt"_s);
    QFile script(bin.filePath(u"tensorboard"_s));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(u"#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1'\n"_s.arg(record).toUtf8());
    script.close();
    QVERIFY(script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    ProfileView view;
    view.setCapture(capture(bin.path()));
    QVERIFY(!view.tensorBoardButton()->isHidden());
    QVERIFY(view.perfettoButton()->isHidden());
    QSignalSpy started(&view, &ProfileView::viewerStarted);
    view.hostChoice()->setCurrentIndex(1);
    view.tensorBoardButton()->click();
    QCOMPARE(started.size(), 1);
    QVERIFY2(started.first().first().toString().contains(u"TensorBoard serves"_s), qPrintable(started.first().first().toString()));
    QTRY_VERIFY(QFileInfo(record).size() > 0);
    QFile args(record);
    QVERIFY(args.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(args.readAll()).split(u'\n', Qt::SkipEmptyParts),
             (QStringList{u"--logdir"_s, bin.path() + u"/host-1"_s}));
    qputenv("PATH", path);
}

void tst_ProfileView::messageClearsTheView()
{
    ProfileView view;
    view.setCapture(capture(u"/tmp/none"_s));
    view.setMessage(u"Tracing 3 step(s) on every host of r…"_s);
    QCOMPARE(view.summary()->text(), u"Tracing 3 step(s) on every host of r…"_s);
    QCOMPARE(view.operators()->rowCount(), 0);
    QCOMPARE(view.breakdownPlot()->plottableCount(), 0);
    QCOMPARE(view.hostChoice()->count(), 0);
    QVERIFY(view.notes()->isHidden());
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ProfileView)
#include "tst_profile_view.moc"
