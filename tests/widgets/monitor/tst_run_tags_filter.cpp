// The runs lists' filter and the tags/notes editor, on a workspace of three finished runs that
// differ in tags, notes, learning rate and final loss: the Monitor's filter line hides the rows
// that do not match (tags at once, config values and metrics once read off the GUI thread),
// shows a malformed filter in place with its term and column, and the editor writes the tags
// and notes into run.json through RunService, keeping everything else. Compare's run picker and
// its Runs tab filter the same way and show the tags and notes.
#include "core/ablation/run_set.h"
#include "core/runs/run_record.h"
#include "core/util/json.h"
#include "support/widget_test_main.h"
#include "core/services/workbench_session.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/run_picker_dialog.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/common/run_annotation_editor.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunTagsFilter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void monitorFilterHidesRowsAndShowsErrorsInPlace();
    void monitorEditorWritesTagsAndNotes();
    void comparePickerAndRunsTabFilter();

private:
    void writeRun(const QString &id, const QStringList &tags, const QString &notes, double lr, double finalLoss);
    // The ids of the Monitor's visible rows, sorted.
    static QStringList shownRows(MonitorPanel &panel);
    static void typeFilter(RunFilterEdit *edit, const QString &text);
    QString runsDir() const { return m_root.filePath(u"ws/runs"_s); }

    QTemporaryDir m_root;
};

void tst_RunTagsFilter::writeRun(const QString &id, const QStringList &tags, const QString &notes, double lr,
                                 double finalLoss)
{
    const QString dir = runsDir() + u'/' + id;
    QVERIFY(QDir().mkpath(dir + u"/metrics"_s));
    RunRecord record;
    record.runId = id;
    record.experiment = u"tiny-lm"_s;
    record.state = RunState::Finished;
    record.created = u"2026-01-05T10:00:0%1Z"_s.arg(id.back());
    record.tags = tags;
    record.notes = notes;
    QVERIFY(record.writeFile(dir + u"/run.json"_s).has_value());
    QVERIFY(writeJsonFileAtomically(dir + u"/config.json"_s,
                                    Json{{"model", {{"kind", "decoder"}}}, {"train", {{"lr", lr}, {"seed", 0}}}})
                .has_value());
    QFile metrics(dir + u"/metrics/host-0.jsonl"_s);
    QVERIFY(metrics.open(QIODevice::WriteOnly));
    for (int step = 1; step <= 5; ++step)
        metrics.write(u"{\"step\": %1, \"time\": %2, \"host\": 0, \"loss\": %3}\n"_s.arg(step).arg(1000 + step)
                          .arg(finalLoss + 5 - step)
                          .toUtf8());
}

void tst_RunTagsFilter::initTestCase()
{
    QVERIFY(m_root.isValid());
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    writeRun(u"run-a"_s, {u"baseline"_s}, u"The reference."_s, 3e-4, 2.5);
    writeRun(u"run-b"_s, {}, QString(), 1e-3, 1.9);
    writeRun(u"run-c"_s, {u"sweep"_s}, u"diverged early"_s, 3e-3, 4.0);
}

QStringList tst_RunTagsFilter::shownRows(MonitorPanel &panel)
{
    // The view's rows (a sorting proxy over the model).
    const QTableView *view = panel.runList()->view();
    QStringList ids;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        if (!view->isRowHidden(row))
            ids << view->model()->index(row, 0).data(RunListModel::RunIdRole).toString();
    ids.sort();
    return ids;
}

void tst_RunTagsFilter::typeFilter(RunFilterEdit *edit, const QString &text)
{
    edit->lineEdit()->clear();
    QTest::keyClicks(edit->lineEdit(), text);
}

void tst_RunTagsFilter::monitorFilterHidesRowsAndShowsErrorsInPlace()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_root.filePath(u"ws"_s));
    MonitorPanel panel(context);
    QAbstractItemModelTester tester(panel.runModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 3, 10000);
    RunFilterEdit *filter = panel.runList()->filterEdit();
    const QStringList all{u"run-a"_s, u"run-b"_s, u"run-c"_s};
    QCOMPARE(shownRows(panel), all);

    typeFilter(filter, u"tag:baseline"_s);
    QCOMPARE(shownRows(panel), QStringList{u"run-a"_s});   // run.json alone: at once
    QCOMPARE(panel.runList()->filter()->shownCount(), 1);

    typeFilter(filter, u"train.lr>=1e-3"_s);   // needs config.json, read on the pool
    QTRY_COMPARE(shownRows(panel), (QStringList{u"run-b"_s, u"run-c"_s}));
    typeFilter(filter, u"loss<2"_s);
    QTRY_COMPARE(shownRows(panel), QStringList{u"run-b"_s});
    typeFilter(filter, u"diverged"_s);
    QTRY_COMPARE(shownRows(panel), QStringList{u"run-c"_s});

    // Malformed: the error is under the line (no dialog), naming the term and its column; the
    // rows keep the last valid filter while the user fixes it.
    filter->setText(u"tag:sweep"_s);
    QCOMPARE(shownRows(panel), QStringList{u"run-c"_s});
    filter->setText(u"tag:sweep train.lr>=fast"_s);
    QVERIFY(!filter->isValid());
    QVERIFY(filter->errorLabel()->isVisible());
    QVERIFY2(filter->errorText().contains(u"\"train.lr>=fast\""_s) && filter->errorText().contains(u"column 11"_s),
             qPrintable(filter->errorText()));
    for (QWidget *w : QApplication::topLevelWidgets())
        QVERIFY2(!(qobject_cast<QMessageBox *>(w) && w->isVisible()), "a filter error must not open a dialog");
    QCOMPARE(shownRows(panel), QStringList{u"run-c"_s});

    filter->lineEdit()->clear();
    QVERIFY(filter->isValid());
    QVERIFY(!filter->errorLabel()->isVisible());
    QCOMPARE(shownRows(panel), all);
}

void tst_RunTagsFilter::monitorEditorWritesTagsAndNotes()
{
    // An unknown key in run.json must survive the edit.
    const QString file = runsDir() + u"/run-b/run.json"_s;
    auto before = readJsonFile(file);
    QVERIFY(before.has_value());
    (*before)["lab_extra"] = "kept";
    QVERIFY(writeJsonFileAtomically(file, *before).has_value());

    WorkbenchSession context;
    context.setWorkspaceDir(m_root.filePath(u"ws"_s));
    MonitorPanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 3, 10000);
    QVERIFY(panel.selectRun(u"run-b"_s));
    RunAnnotationEditor *editor = panel.runList()->annotationEditor();
    QCOMPARE(editor->runId(), u"run-b"_s);
    QVERIFY(!editor->saveButton()->isEnabled());   // nothing to save yet

    // A tag with a quote is refused in place; nothing is written.
    QTest::keyClicks(editor->tagsEdit(), u"bad\"tag"_s);
    QVERIFY(editor->saveButton()->isEnabled());
    QTest::mouseClick(editor->saveButton(), Qt::LeftButton);
    QVERIFY2(editor->statusLabel()->text().contains(u"bad\"tag"_s), qPrintable(editor->statusLabel()->text()));
    QCOMPARE(readJsonFile(file)->value("tags", Json::array()), Json::array());

    editor->tagsEdit()->clear();
    QTest::keyClicks(editor->tagsEdit(), u"paper, best  paper"_s);
    QTest::keyClicks(editor->notesEdit(), u"Lowest loss of the sweep."_s);
    QSignalSpy saved(panel.runList(), &MonitorRunList::annotationSaved);
    QTest::mouseClick(editor->saveButton(), Qt::LeftButton);
    QVERIFY(saved.wait(10000));
    QCOMPARE(saved[0][0].toString(), u"run-b"_s);
    QVERIFY(saved[0][1].toBool());
    QCOMPARE(editor->statusLabel()->text(), QObject::tr("Saved."));
    QVERIFY(!editor->isModified());

    auto after = readJsonFile(file);
    QVERIFY(after.has_value());
    QCOMPARE((*after)["tags"], (Json{"paper", "best"}));
    QCOMPARE((*after)["notes"], Json("Lowest loss of the sweep."));
    for (const char *key : {"tags", "notes"}) {
        after->erase(key);
        before->erase(key);
    }
    QCOMPARE(after->dump(), before->dump());

    // The index sees run.json change: the list and its filter know the new tag.
    QTRY_VERIFY_WITH_TIMEOUT(panel.runModel()->record(u"run-b"_s)->tags.contains(u"paper"_s), 10000);
    typeFilter(panel.runList()->filterEdit(), u"tag:best"_s);
    QCOMPARE(shownRows(panel), QStringList{u"run-b"_s});

    // Another run shows its own tags and notes.
    QVERIFY(panel.selectRun(u"run-a"_s));
    QCOMPARE(editor->tagsEdit()->text(), u"baseline"_s);
    QCOMPARE(editor->notesEdit()->toPlainText(), u"The reference."_s);
}

void tst_RunTagsFilter::comparePickerAndRunsTabFilter()
{
    // Read here, as the panel reads them on the pool.
    const QList<RunPickerDialog::Entry> entries = RunPickerDialog::entriesIn(runsDir(), twb::RunSet::runDirsIn(runsDir()));
    QCOMPARE(entries.size(), 3);
    RunPickerDialog picker(entries);
    picker.show();
    // The runs shown, by id (the items show names: issue 28).
    auto shownItems = [&picker] {
        QStringList shown;
        for (int i = 0; i < picker.list()->count(); ++i)
            if (!picker.list()->item(i)->isHidden())
                shown << picker.list()->item(i)->data(RunPickerDialog::RunIdRole).toString();
        return shown;
    };
    QCOMPARE(shownItems().size(), 3);
    QVERIFY(shownItems().contains(u"run-a"_s));
    // run-a by its name (the experiment and the value that sets it apart) and its tags.
    for (int i = 0; i < picker.list()->count(); ++i)
        if (picker.list()->item(i)->data(RunPickerDialog::RunIdRole).toString() == u"run-a"_s) {
            const QString text = picker.list()->item(i)->text();
            QVERIFY2(text.startsWith(u"tiny-lm · lr="_s) && text.endsWith(u"  [baseline]"_s), qPrintable(text));
        }
    typeFilter(picker.filterEdit(), u"train.lr<1e-3"_s);
    QCOMPARE(shownItems(), QStringList{u"run-a"_s});
    picker.filterEdit()->setText(u"train.lr<1e-3 loss>"_s);
    QVERIFY(picker.filterEdit()->errorLabel()->isVisible());
    QVERIFY2(picker.filterEdit()->errorText().contains(u"no value after >"_s), qPrintable(picker.filterEdit()->errorText()));
    QCOMPARE(shownItems(), QStringList{u"run-a"_s});
    QTest::mouseClick(picker.findChild<QPushButton *>(u"selectShown"_s), Qt::LeftButton);
    QCOMPARE(picker.selectedRunDirs(), QStringList{runsDir() + u"/run-a"_s});

    // The Runs tab: tags and notes shown, filtered by tag and by final metric.
    QStringList dirs;
    for (const auto &e : entries)
        dirs << e.dir;
    auto set = std::make_shared<RunSet>(RunSet::load(dirs));
    CompareRunsView view;
    view.setRunSet(set);
    view.show();
    QCOMPARE(view.table()->rowCount(), 3);
    QStringList notes;
    QStringList tags;
    for (int row = 0; row < 3; ++row) {
        notes << view.table()->item(row, CompareRunsView::NotesColumn)->text();
        tags << view.table()->item(row, CompareRunsView::TagsColumn)->text();
    }
    QVERIFY2(notes.contains(u"The reference."_s) && notes.contains(u"diverged early"_s), qPrintable(notes.join(u'|')));
    QVERIFY2(tags.contains(u"baseline"_s) && tags.contains(u"sweep"_s), qPrintable(tags.join(u'|')));
    typeFilter(view.filterEdit(), u"tag:sweep"_s);
    QCOMPARE(view.shownRuns(), QStringList{u"run-c"_s});
    typeFilter(view.filterEdit(), u"loss>=2.5"_s);
    QStringList shown = view.shownRuns();
    shown.sort();
    QCOMPARE(shown, (QStringList{u"run-a"_s, u"run-c"_s}));
}

TWB_WIDGET_TEST_MAIN(tst_RunTagsFilter)
#include "tst_run_tags_filter.moc"
