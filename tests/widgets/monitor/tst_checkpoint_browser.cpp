// The Monitor's checkpoint browser on real checkpoints: torch-saved with Debian's torch in the
// layout checkpoint.py writes (a Linear(4, 3) and its AdamW state), read through the local
// transport by the shipped inspector. The list shows step, completeness, the config hash
// against the run's and the size; the chosen checkpoint's tensors and optimizer state are below
// it; a checkpoint without meta.json is incomplete and says why; a run without a host folder
// gets a message, not a list.
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "support/test_paths.h"
#include "widgets/monitor/checkpoint_browser.h"

#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// Writes ckpt-7-<hash>-<step> folders as checkpoint.py and device.py do (state.pt holding
// {"tensors": {"model", "optimizer"}, "extra": {"step"}}, then meta.json).
const char *kMakeCheckpoints = R"PY(
import json, os, sys, torch
root = sys.argv[1]
torch.manual_seed(0)
model = torch.nn.Linear(4, 3)
opt = torch.optim.AdamW(model.parameters(), lr=0.01)
for step, chash in ((2, "abcdef12"), (4, "abcdef12"), (6, "abcdef12"), (8, "ffffffff")):
    model(torch.randn(2, 4)).sum().backward()
    opt.step()
    path = os.path.join(root, f"ckpt-7-{chash}-{step:08d}")
    os.makedirs(path)
    torch.save({"tensors": {"model": model.state_dict(), "optimizer": opt.state_dict()},
                "extra": {"step": step}}, os.path.join(path, "state.pt"))
    if step != 6:
        with open(os.path.join(path, "meta.json"), "w") as f:
            json.dump({"step": step, "seed": 7, "config_hash": chash, "format": "torch.save"}, f)
)PY";

QTreeWidgetItem *topItem(QTreeWidget *tree, const QString &role)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole).toString() == role)
            return tree->topLevelItem(i);
    return nullptr;
}

} // namespace

class tst_CheckpointBrowser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsCheckpointsAndShowsTheChosenOne();
    void runWithoutHostFolderSaysSo();

private:
    QTemporaryDir m_root;
    QString m_runsDir;
};

void tst_CheckpointBrowser::initTestCase()
{
    qputenv("TPUWB_TEMPLATES", QFile::encodeName(twb::test::sourceDir() + u"/templates"_s));
    m_runsDir = m_root.filePath(u"runs"_s);
    const QString remote = m_root.filePath(u"remote/runs/r1"_s);
    QVERIFY(QDir().mkpath(RunFolder(remote).checkpointsDir()));
    QProcess python;
    python.start(twb::test::systemPython(), {u"-c"_s, QString::fromUtf8(kMakeCheckpoints), RunFolder(remote).checkpointsDir()});
    QVERIFY(python.waitForFinished(120000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());

    for (const auto &[id, dir] : {std::pair{u"r1"_s, remote}, std::pair{u"imported"_s, QString()}}) {
        RunRecord record;
        record.runId = id;
        record.experiment = u"tiny"_s;
        record.configHash = u"abcdef12"_s;
        record.seed = 7;
        record.python = twb::test::systemPython();
        record.remoteDir = dir;   // machine "": this computer, the local transport
        QVERIFY(QDir().mkpath(RunFolder::in(m_runsDir, id).dir()));
        auto written = RunFolder::in(m_runsDir, id).writeRecord(record);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    }
}

void tst_CheckpointBrowser::listsCheckpointsAndShowsTheChosenOne()
{
    CheckpointBrowser browser(MachineAccess(m_root.filePath(u"none.json"_s), ConnectionProfile{}));
    browser.resize(800, 600);
    browser.show();
    QSignalSpy done(&browser, &CheckpointBrowser::inspected);
    browser.inspect(m_runsDir, u"r1"_s);
    QVERIFY(!browser.refreshButton()->isEnabled());   // busy: the answer comes from a worker
    QVERIFY(done.wait(120000));
    QCOMPARE(done.first().at(1).toBool(), true);

    QTableWidget *list = browser.list();
    QCOMPARE(list->rowCount(), 4);
    const QStringList steps = {u"2"_s, u"4"_s, u"6"_s, u"8"_s};
    for (int row = 0; row < 4; ++row)
        QCOMPARE(list->item(row, CheckpointBrowser::StepColumn)->text(), steps[row]);
    QCOMPARE(list->item(0, CheckpointBrowser::CompleteColumn)->text(), u"yes"_s);
    QCOMPARE(list->item(2, CheckpointBrowser::CompleteColumn)->text(), u"no"_s);   // meta.json missing
    QVERIFY(list->item(2, CheckpointBrowser::CompleteColumn)->toolTip().contains(u"no meta.json"_s));
    QVERIFY(list->item(1, CheckpointBrowser::HashColumn)->text().contains(u"the run's"_s));
    QVERIFY(list->item(3, CheckpointBrowser::HashColumn)->text().contains(u"not the run's abcdef12"_s));
    QVERIFY(list->item(0, CheckpointBrowser::SizeColumn)->data(Qt::UserRole).toLongLong() > 0);
    QVERIFY(browser.summary()->text().contains(u"3 complete"_s));
    QVERIFY(browser.refreshButton()->isEnabled());

    // The newest is chosen first; step 4 is chosen by hand.
    QCOMPARE(list->currentRow(), 3);
    list->setCurrentCell(1, 0);
    QTreeWidgetItem *tensors = topItem(browser.details(), u"tensors"_s);
    QVERIFY(tensors);
    QCOMPARE(tensors->childCount(), 2);
    QCOMPARE(tensors->child(0)->text(0), u"model.weight"_s);
    QCOMPARE(tensors->child(0)->text(1), u"[3, 4]"_s);
    QCOMPARE(tensors->child(0)->text(2), u"float32"_s);
    QCOMPARE(tensors->child(0)->text(3), u"48"_s);
    QCOMPARE(tensors->child(1)->text(1), u"[3]"_s);
    QTreeWidgetItem *optimizer = topItem(browser.details(), u"optimizer"_s);
    QVERIFY(optimizer);
    QVERIFY(optimizer->text(1).contains(u"exp_avg_sq"_s));
    QCOMPARE(optimizer->childCount(), 1);
    QVERIFY2(optimizer->child(0)->text(1).startsWith(u"lr 0.01"_s), qPrintable(optimizer->child(0)->text(1)));

    // The incomplete one says why.
    list->setCurrentCell(2, 0);
    const auto problems = browser.details()->findItems(u"Problem"_s, Qt::MatchRecursive | Qt::MatchExactly);
    QVERIFY(!problems.isEmpty());
    QVERIFY(problems.first()->text(1).contains(u"no meta.json"_s));

    QCoreApplication::processEvents();   // the wrapped summary takes its height
    QDir().mkpath(twb::test::artifactsDir());
    browser.grab().save(twb::test::artifactsDir() + u"/checkpoint_browser.png"_s);
}

void tst_CheckpointBrowser::runWithoutHostFolderSaysSo()
{
    CheckpointBrowser browser(MachineAccess(m_root.filePath(u"none.json"_s), ConnectionProfile{}));
    QSignalSpy done(&browser, &CheckpointBrowser::inspected);
    browser.inspect(m_runsDir, u"imported"_s);
    QVERIFY(done.wait(30000));
    QCOMPARE(done.first().at(1).toBool(), false);
    QCOMPARE(browser.list()->rowCount(), 0);
    QVERIFY2(browser.summary()->text().contains(u"no folder on a machine"_s), qPrintable(browser.summary()->text()));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_CheckpointBrowser)
#include "tst_checkpoint_browser.moc"
