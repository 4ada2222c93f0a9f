// The "Why is it stuck?" view: groups of hosts at the same place, the odd host first and
// highlighted, frames as function and file:line (the full path in the tooltip), the other
// threads under their group, hosts without stacks last with the reason; a host odd by its
// state (SIGSTOPped, no stack) first with why. Grabbed to PNG.
#include "support/test_paths.h"
#include "widgets/common/palette.h"
#include "widgets/monitor/stack_view.h"

#include <QDir>
#include <QLabel>
#include <QTreeWidget>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

HostStacks host(int index, const QList<StackFrame> &frames)
{
    HostStacks h;
    h.host = index;
    h.address = u"127.0.0.%1:2222"_s.arg(index + 2);
    h.pid = 4000 + index;
    h.sampler = u"faulthandler"_s;
    h.threads << ThreadStack{u"0x7f%1"_s.arg(index), {}, true, frames};
    return h;
}

const QString kTorch = u"/usr/lib/python3/dist-packages/torch/autograd/__init__.py"_s;
const QString kTrain = u"/root/tpu-workbench/runs/tiny-1/train.py"_s;

StackDump hungSlice()
{
    const QList<StackFrame> waiting = {{u"backward"_s, kTorch, 197},
                                       {u"backward"_s, u"/usr/lib/python3/dist-packages/torch/_tensor.py"_s, 488},
                                       {u"train_step"_s, kTrain, 149},
                                       {u"train_loop"_s, kTrain, 280},
                                       {u"run"_s, kTrain, 229},
                                       {u"main"_s, kTrain, 372},
                                       {u"<module>"_s, kTrain, 376}};
    const QList<StackFrame> hung = {{u"test_hook_hang_forever"_s, kTrain, 118},
                                    {u"train_loop"_s, kTrain, 272},
                                    {u"run"_s, kTrain, 229},
                                    {u"main"_s, kTrain, 372},
                                    {u"<module>"_s, kTrain, 376}};
    StackDump dump;
    dump.runId = u"tiny-1"_s;
    dump.taken = u"2025-12-02T10:41:07.512Z"_s;
    dump.hosts << host(0, waiting) << host(1, waiting) << host(2, hung) << host(3, waiting);
    // Every host has a second thread (a data loader), idle at the same line.
    for (HostStacks &h : dump.hosts)
        h.threads << ThreadStack{u"0x7e%1"_s.arg(h.host), u"loader"_s, false, {{u"wait"_s, u"/r/data.py"_s, 40}}};
    HostStacks gone;
    gone.host = 4;
    gone.address = u"127.0.0.6:2222"_s;
    gone.error = u"train.py does not run there (it ended, or never started); its log says why."_s;
    dump.hosts << gone;
    dump.group();
    return dump;
}

} // namespace

class tst_StackView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oddHostFirstAndHighlighted();
    void aStoppedHostComesFirstWithWhy();
    void noOddHost();
    void messageClearsTheTree();
};

void tst_StackView::oddHostFirstAndHighlighted()
{
    // (No QAbstractItemModelTester: the model is QTreeWidget's own, whose multi-column items
    // fail its check of children under column 1.)
    StackView view;
    view.resize(760, 520);
    view.show();
    const StackDump dump = hungSlice();
    QCOMPARE(dump.odd, QList<int>{2});
    view.setDump(dump);
    QTreeWidget *tree = view.tree();
    // The odd host first, then hosts 0, 1 and 3 together, then the host without stacks.
    QCOMPARE(tree->topLevelItemCount(), 3);
    QTreeWidgetItem *hung = tree->topLevelItem(0);
    QCOMPARE(hung->text(0), u"Odd one out: host 2"_s);
    QCOMPARE(hung->data(0, Qt::UserRole).toBool(), true);
    QCOMPARE(hung->background(0).color(), Palette::tint(Palette::Role::Error, view.palette()));
    QCOMPARE(hung->foreground(0).color(), Palette::color(Palette::Role::Error, view.palette()));
    QCOMPARE(hung->child(0)->text(0), u"test_hook_hang_forever"_s);
    QCOMPARE(hung->child(0)->text(1), u"train.py:118"_s);
    QCOMPARE(hung->child(0)->toolTip(1), kTrain + u":118"_s);
    QVERIFY(hung->isExpanded());
    QTreeWidgetItem *together = tree->topLevelItem(1);
    QCOMPARE(together->text(0), u"hosts 0, 1, 3 (2 threads each)"_s);
    QCOMPARE(together->data(0, Qt::UserRole).toBool(), false);
    QVERIFY(together->background(0).style() == Qt::NoBrush);
    // The main thread's 7 frames, then the other thread with its frame under it.
    QCOMPARE(together->childCount(), 8);
    QCOMPARE(together->child(0)->text(0), u"backward"_s);
    QCOMPARE(together->child(0)->text(1), u"__init__.py:197"_s);
    QCOMPARE(together->child(6)->text(0), u"<module>"_s);
    QCOMPARE(together->child(7)->text(0), u"thread 0x7e0 (loader)"_s);
    QCOMPARE(together->child(7)->child(0)->text(1), u"data.py:40"_s);
    QTreeWidgetItem *gone = tree->topLevelItem(2);
    QCOMPARE(gone->text(0), u"host 4: no stacks"_s);
    QVERIFY(gone->toolTip(0).contains(u"does not run"_s));
    QVERIFY2(view.summary()->text().contains(u"1 odd one out, not where the others are: host 2."_s), qPrintable(view.summary()->text()));
    QVERIFY(view.summary()->text().contains(u"5 hosts"_s));

    // The picture for people (and the README).
    tree->expandAll();
    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(view.grab().save(dir + u"/stack_view.png"_s));
}

void tst_StackView::aStoppedHostComesFirstWithWhy()
{
    StackView view;
    view.resize(820, 360);
    StackDump dump = hungSlice();
    dump.hosts.removeAt(4);
    for (HostStacks &h : dump.hosts) {
        h.state = ProcessState::Sleeping;
        h.stateCode = u"S"_s;
    }
    // Host 2 SIGSTOPped: the faulthandler hook cannot run, so it has no stack.
    HostStacks &stopped = dump.hosts[2];
    stopped.threads.clear();
    stopped.sampler.clear();
    stopped.state = ProcessState::Stopped;
    stopped.stateCode = u"T"_s;
    stopped.notes = {u"faulthandler the process is stopped and cannot run its handler"_s};
    stopped.error = u"no stack sampler worked (faulthandler the process is stopped and cannot run its handler)."_s;
    dump.group();
    view.setDump(dump);
    QTreeWidget *tree = view.tree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    QTreeWidgetItem *odd = tree->topLevelItem(0);
    QCOMPARE(odd->text(0), u"host 2: stopped (SIGSTOP / T state), no stack"_s);
    QCOMPARE(odd->foreground(0).color(), Palette::color(Palette::Role::Error, view.palette()));
    QVERIFY(odd->toolTip(0).contains(u"cannot run its handler"_s));
    QCOMPARE(odd->childCount(), 1);
    QCOMPARE(tree->topLevelItem(1)->text(0), u"hosts 0, 1, 3 (2 threads each)"_s);
    QVERIFY2(view.summary()->text().contains(u"host 2."_s), qPrintable(view.summary()->text()));
    const QString dir = test::artifactsDir();
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(view.grab().save(dir + u"/stack_view_stopped_host.png"_s));
}

void tst_StackView::noOddHost()
{
    StackView view;
    StackDump dump = hungSlice();
    dump.hosts.removeAt(4);
    dump.hosts.removeAt(2);
    dump.group();
    view.setDump(dump);
    QCOMPARE(view.tree()->topLevelItemCount(), 1);
    QCOMPARE(view.tree()->topLevelItem(0)->text(0), u"hosts 0, 1, 3 (2 threads each)"_s);
    QVERIFY(view.summary()->text().contains(u"Every host is at the same place."_s));
}

void tst_StackView::messageClearsTheTree()
{
    StackView view;
    view.setDump(hungSlice());
    view.setMessage(u"Taking the stacks of every host of tiny-1…"_s);
    QCOMPARE(view.tree()->topLevelItemCount(), 0);
    QCOMPARE(view.summary()->text(), u"Taking the stacks of every host of tiny-1…"_s);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_StackView)
#include "tst_stack_view.moc"
