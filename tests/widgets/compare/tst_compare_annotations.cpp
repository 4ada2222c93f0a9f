// Tags and notes edited in Compare's Runs tab (the Monitor's RunAnnotationEditor): selecting a
// run shows its record's tags and notes; Save writes run.json through RunService off the GUI
// thread (other fields kept), the row and the filter follow without reading the runs again,
// and the HTML report exported afterwards carries the new tags and notes. A bad tag is refused
// with the editor's message and nothing is written.
#include "core/util/json.h"
#include "core/services/workbench_session.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/compare/compare_exporter.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/common/run_annotation_editor.h"

#include "support/widget_test_main.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;

namespace {

void writeRun(const QString &runsDir, const QString &id, double lr)
{
    const QString dir = runsDir + u'/' + id;
    QDir().mkpath(dir + u"/metrics"_s);
    const Json config = {{"train", {{"lr", lr}}}};
    const Json run = {{"schema", "tpuwb.run/1"}, {"run_id", twb::toStd(id)}, {"experiment", "tiny"},
                      {"seed", 0}, {"state", "finished"}, {"machine", "m1"}, {"tags", Json::array({"old"})},
                      {"notes", "first"}};
    if (!twb::writeJsonFileAtomically(dir + u"/run.json"_s, run) || !twb::writeJsonFileAtomically(dir + u"/config.json"_s, config))
        qFatal("cannot write the run");
    QFile metrics(dir + u"/metrics/host-0.jsonl"_s);
    if (!metrics.open(QIODevice::WriteOnly) || metrics.write("{\"step\": 1, \"loss\": 2.0}\n{\"step\": 2, \"loss\": 1.5}\n") <= 0)
        qFatal("cannot write metrics");
}

Json readRecord(const QString &file)
{
    auto json = twb::readJsonFile(file);
    return json ? *json : Json();
}

} // namespace

class tst_CompareAnnotations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsTagsAndNotes();
};

void tst_CompareAnnotations::editsTagsAndNotes()
{
    QTemporaryDir dir;
    const QString runs = dir.filePath(u"runs"_s);
    writeRun(runs, u"run-a"_s, 1e-3);
    writeRun(runs, u"run-b"_s, 1e-2);

    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    QSignalSpy loaded(&panel, &twb::ComparePanel::loaded);
    panel.openRuns({runs + u"/run-a"_s, runs + u"/run-b"_s});
    QVERIFY(loaded.wait(20000));

    twb::CompareRunsView *view = panel.runList();
    twb::RunAnnotationEditor *editor = view->editor();
    QVERIFY(!editor->tagsEdit()->isEnabled());   // nothing selected
    view->table()->selectRow(1);
    QCOMPARE(editor->runId(), u"run-b"_s);
    QCOMPARE(editor->tagsEdit()->text(), u"old"_s);
    QCOMPARE(editor->notesEdit()->toPlainText(), u"first"_s);
    QVERIFY(!editor->saveButton()->isEnabled());

    // A tag that cannot be typed in a filter is refused; run.json is left alone.
    editor->tagsEdit()->setFocus();
    editor->tagsEdit()->selectAll();
    QTest::keyClicks(editor->tagsEdit(), u"-bad"_s);
    QVERIFY(editor->saveButton()->isEnabled());
    QTest::mouseClick(editor->saveButton(), Qt::LeftButton);
    QVERIFY(!editor->statusLabel()->text().isEmpty());
    QCOMPARE(readRecord(runs + u"/run-b/run.json"_s)["tags"], Json::array({"old"}));

    editor->tagsEdit()->selectAll();
    QTest::keyClicks(editor->tagsEdit(), u"baseline, paper"_s);
    editor->notesEdit()->setPlainText(u"the one to beat"_s);
    QTest::mouseClick(editor->saveButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(editor->statusLabel()->text(), QObject::tr("Saved."), 10000);

    const Json record = readRecord(runs + u"/run-b/run.json"_s);
    QCOMPARE(record["tags"], Json::array({"baseline", "paper"}));
    QCOMPARE(record["notes"], Json("the one to beat"));
    QCOMPARE(record["machine"], Json("m1"));   // the rest of the record kept
    QCOMPARE(readRecord(runs + u"/run-a/run.json"_s)["tags"], Json::array({"old"}));
    QCOMPARE(view->table()->item(1, twb::CompareRunsView::TagsColumn)->text(), u"baseline, paper"_s);
    QCOMPARE(view->table()->item(1, twb::CompareRunsView::NotesColumn)->text(), u"the one to beat"_s);

    // The filter sees the new tags at once.
    view->filterEdit()->setText(u"tag:paper"_s);
    QTRY_COMPARE(view->shownRuns(), QStringList{u"run-b"_s});
    view->filterEdit()->setText(u"tag:old"_s);
    QTRY_COMPARE(view->shownRuns(), QStringList{u"run-a"_s});
    view->filterEdit()->setText(QString());
    QTRY_COMPARE(view->shownRuns().size(), 2);

    // Selecting another run and back shows what was saved, not what was read.
    view->table()->selectRow(0);
    QCOMPARE(editor->tagsEdit()->text(), u"old"_s);
    view->table()->selectRow(1);
    QCOMPARE(editor->tagsEdit()->text(), u"baseline, paper"_s);

    // The shareable report carries the saved tags and notes.
    const QString html = dir.filePath(u"report.html"_s);
    QSignalSpy written(panel.exporter(), &twb::CompareExporter::htmlReportWritten);
    panel.exporter()->exportHtmlReport(html);
    QVERIFY(written.wait(20000));
    QCOMPARE(written[0][1].toString(), QString());
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(u"<span class=\"tag\">baseline</span><span class=\"tag\">paper</span>"_s));
    QVERIFY(text.contains(u"the one to beat"_s));
}

TWB_WIDGET_TEST_MAIN(tst_CompareAnnotations)
#include "tst_compare_annotations.moc"
