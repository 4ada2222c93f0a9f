// The GUI journey: build a matrix in the Ablation panel's editor, launch it from the launch
// dialog on two loopback sshd machines (CPU smoke mode), watch the cell grid and heat map
// fill, then open the runs in Compare. Grabs the panels as PNG for people to look at.
#include "ablation_workspace.h"

#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/ablation_editor.h"
#include "widgets/ablation/ablation_panel.h"
#include "widgets/ablation/cell_grid_model.h"
#include "widgets/ablation/heat_map_view.h"
#include "widgets/ablation/ablation_launch_dialog.h"
#include "widgets/ablation/variable_editor.h"
#include "widgets/common/app_context.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/compare/results_table_model.h"

#include "support/result_check.h"
#include "support/test_paths.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_AblationGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void buildLaunchCompare();

private:
    void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    twb::test::AblationWorkspace m_workspace;
};

void tst_AblationGui::initTestCase()
{
    TWB_VERIFY_RESULT(m_workspace.create());
}

void tst_AblationGui::buildLaunchCompare()
{
    twb::AppContext context;
    context.setWorkspaceDir(m_workspace.root());
    context.setKnownHostsPath(m_workspace.knownHostsFile());
    QTabWidget window; // the panels' siblings, as in the main window
    auto *panel = new twb::AblationPanel(context);
    auto *compare = new twb::ComparePanel(context);
    window.addTab(panel, u"Ablation"_s);
    window.addTab(compare, u"Compare"_s);
    window.resize(1500, 900);
    window.show();

    // Build the matrix: train.lr x train.warmup_steps, seeds 0-1.
    panel->create(u"gui-sweep"_s, u"experiments/tiny/experiment.json"_s);
    QTRY_VERIFY(panel->document()->loaded().has_value());
    twb::AblationEditor *editor = panel->editor();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    typeInto(editor->variableEditor()->listEdit(), u"0.001, 0.01"_s);
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    QCOMPARE(panel->document()->spec().variables()[1].path(), u"train.warmup_steps"_s);
    typeInto(editor->variableEditor()->listEdit(), u"5, 20"_s); // 5: the base's, so the baseline is a cell
    typeInto(editor->findChild<QLineEdit *>(u"seeds"_s), u"0-1"_s);
    editor->selectVariable(0);
    typeInto(editor->variableEditor()->baselineEdit(), u"0.001"_s);
    QTRY_COMPARE(panel->cellModel()->rowCount(), 8);
    QVERIFY(panel->document()->undoStack()->count() >= 5);

    // Launch from the dialog: both machines fit and are checked; CPU smoke mode.
    twb::AblationLaunchDialog *dialog = panel->openLaunchDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->machinesLoaded());
    QCOMPARE(dialog->machineList()->count(), 2);
    for (int i = 0; i < 2; ++i)
        QCOMPARE(dialog->machineList()->item(i)->checkState(), Qt::Checked);
    QCOMPARE(dialog->parallelBox()->value(), 2);
    dialog->deviceBox()->setCurrentIndex(1);
    QVERIFY(dialog->launchButton()->isEnabled());
    QTest::mouseClick(dialog->launchButton(), Qt::LeftButton);
    QVERIFY(panel->launcher());
    QSignalSpy finished(panel->launcher(), &twb::AblationLauncher::finished);
    QVERIFY(finished.wait(300000));
    if (!finished[0][0].toBool()) {
        QString why;
        for (const twb::AblationRunStatus &status : panel->launcher()->statuses())
            why += status.runId + u": "_s + status.state + u" "_s + status.message + u'\n';
        QFAIL(qPrintable(why));
    }
    QCOMPARE(dialog->progressBar()->value(), 8);
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/ablation-launch-dialog.png"_s));

    // The grid and heat map show every run's final loss.
    QSignalSpy refreshed(panel, &twb::AblationPanel::statusesRefreshed);
    panel->refreshStatuses();
    QVERIFY(refreshed.wait(30000));
    twb::CellGridModel *cells = panel->cellModel();
    for (int row = 0; row < cells->rowCount(); ++row) {
        QCOMPARE(cells->data(cells->index(row, cells->stateColumn()), twb::CellGridModel::StateRole).toString(), u"finished"_s);
        QVERIFY(!cells->data(cells->index(row, cells->metricColumn())).toString().isEmpty());
    }
    QVERIFY(panel->heatMap()->isShowingMap());
    for (int x = 0; x < 2; ++x)
        for (int y = 0; y < 2; ++y)
            QVERIFY(std::isfinite(panel->heatMap()->valueAt(x, y)));
    dialog->close();
    QTest::qWait(100);
    QVERIFY(panel->grab().save(twb::test::artifactsDir() + u"/ablation-panel.png"_s));
    panel->tabs()->setCurrentIndex(1);
    QTest::qWait(100);
    QVERIFY(panel->grab().save(twb::test::artifactsDir() + u"/ablation-heatmap.png"_s));

    // Compare: the ablation's 8 runs, 4 cells, baseline from the ablation.
    QSignalSpy loaded(compare, &twb::ComparePanel::loaded);
    QSignalSpy compareMessages(compare, &twb::ComparePanel::message);
    panel->compareRuns();
    QVERIFY2(loaded.wait(60000), compareMessages.isEmpty() ? "no message" : qPrintable(compareMessages.last()[0].toString()));
    QCOMPARE(loaded[0][0].toInt(), 8);
    QCOMPARE(compare->results()->rowCount(), 4);
    QVERIFY(!compare->results()->baselineHash().isEmpty());
    QCOMPARE(compare->curves()->curveCount(), 8);
    window.setCurrentWidget(compare);
    compare->modeBox()->setCurrentIndex(2);
    QTest::qWait(200);
    QVERIFY(compare->grab().save(twb::test::artifactsDir() + u"/compare-ablation.png"_s));
}

QTEST_MAIN(tst_AblationGui)
#include "tst_ablation_gui.moc"
