// The GUI journey: build a matrix in the Ablation panel's editor, launch it from the launch
// dialog on two loopback sshd machines (CPU smoke mode; a third registered machine whose slice
// does not fit is greyed out), SIGKILL one run and press Retry failed (only that run runs
// again), watch the cell grid and heat map fill, then open the runs in Compare. Grabs the
// dialog and both panels as PNG for people to look at.
#include "ablation_workspace.h"

#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/ablation_editor.h"
#include "widgets/ablation/ablation_panel.h"
#include "widgets/ablation/cell_grid_model.h"
#include "widgets/ablation/heat_map_view.h"
#include "widgets/ablation/ablation_launch_dialog.h"
#include "widgets/ablation/variable_editor.h"
#include "core/services/workbench_session.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/compare/results_table_model.h"

#include "core/runs/run_record.h"
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

#include <csignal>

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
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace.root());
    context.setKnownHostsPath(m_workspace.knownHostsFile());
    QTabWidget window; // the panels side by side, as in the main window
    auto *panel = new twb::AblationPanel(context);
    auto *compare = new twb::ComparePanel(context);
    window.addTab(panel, u"Ablation"_s);
    window.addTab(compare, u"Compare"_s);
    // As the main window routes it.
    connect(panel, &twb::AblationPanel::compareRequested, compare, &twb::ComparePanel::openAblation);
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

    // Launch from the dialog. On TPU, m1 and m2 fit and are checked, m3 (a v4-8) does not fit
    // and cannot be checked; the CPU smoke mode runs anywhere, and m3 stays unchecked.
    twb::AblationLaunchDialog *dialog = panel->openLaunchDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->machinesLoaded());
    QListWidget *machines = dialog->machineList();
    QCOMPARE(machines->count(), 3);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(machines->item(i)->checkState(), Qt::Checked);
        QVERIFY(machines->item(i)->flags() & Qt::ItemIsUserCheckable);
    }
    QCOMPARE(machines->item(2)->data(Qt::UserRole).toString(), u"m3"_s);
    QCOMPARE(machines->item(2)->checkState(), Qt::Unchecked);
    QVERIFY(!(machines->item(2)->flags() & Qt::ItemIsEnabled));
    QVERIFY2(machines->item(2)->toolTip().contains(u"v4-8"_s) && machines->item(2)->toolTip().contains(u"v5litepod-8"_s),
             qPrintable(machines->item(2)->toolTip()));
    QCOMPARE(dialog->parallelBox()->value(), 2);
    QVERIFY(!dialog->threadsBox()->isEnabled());
    dialog->deviceBox()->setCurrentIndex(1);
    QVERIFY(machines->item(2)->flags() & Qt::ItemIsEnabled);
    QCOMPARE(dialog->parallelBox()->value(), 2);
    QVERIFY(dialog->threadsBox()->isEnabled());
    dialog->threadsBox()->setValue(1);
    QVERIFY(dialog->launchButton()->isEnabled());
    QTest::mouseClick(dialog->launchButton(), Qt::LeftButton);
    QVERIFY(panel->launcher());
    QSignalSpy finished(panel->launcher(), &twb::AblationLauncher::finished);
    const auto whyNotAll = [&] {
        QString why;
        for (const twb::AblationRunStatus &status : panel->launcher()->statuses())
            why += status.runId + u": "_s + status.stateName() + u" "_s + status.message + u'\n';
        return why;
    };

    // The first run goes to the first machine, m1: SIGKILL its train.py while it trains.
    const QString victim = panel->document()->loaded()->expansion.runs().front().runId;
    QTRY_VERIFY_WITH_TIMEOUT(m_workspace.trainingPid(0, victim) > 0, 120000);
    QCOMPARE(::kill(pid_t(-m_workspace.trainingPid(0, victim)), SIGKILL), 0);
    QVERIFY(finished.wait(300000));
    QVERIFY2(!finished[0][0].toBool(), qPrintable(whyNotAll()));
    QTRY_VERIFY(dialog->retryButton()->isEnabled());
    QMap<QString, QByteArray> untouched;
    for (const twb::AblationRunStatus &status : panel->launcher()->statuses()) {
        if (status.runId == victim) {
            QVERIFY(status.state == twb::RunState::Failed);
            continue;
        }
        QVERIFY(status.state == twb::RunState::Finished);
        untouched.insert(status.runId, m_workspace.readFile(m_workspace.runsDir() + u'/' + status.runId + u"/run.json"_s));
    }
    QCOMPARE(untouched.size(), 7);

    // Retry failed: only the killed run runs again, and now every run finished.
    QTest::mouseClick(dialog->retryButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 2, 300000);
    QVERIFY2(finished[1][0].toBool(), qPrintable(whyNotAll()));
    for (auto it = untouched.cbegin(); it != untouched.cend(); ++it)
        QVERIFY2(m_workspace.readFile(m_workspace.runsDir() + u'/' + it.key() + u"/run.json"_s) == it.value(),
                 qPrintable(it.key()));
    auto retried = twb::RunRecord::readFile(m_workspace.runsDir() + u'/' + victim + u"/run.json"_s);
    TWB_VERIFY_RESULT(retried);
    QCOMPARE(retried->state, twb::RunState::Finished);
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

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AblationGui)
#include "tst_ablation_gui.moc"
