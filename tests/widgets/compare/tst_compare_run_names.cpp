// Compare names runs as people do (issue 28): the run picker, the config diff and the Runs tab
// show each run's RunDisplayName (experiment, the values that set it apart, seed, time), the id
// (the folder's name) on hover; what they hand on (selected folders, shown runs) is still by id.
// Real run folders in a temporary workspace; PNGs of the picker and the diff go to the artifacts.
#include "core/ablation/run_set.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/run_display_name.h"
#include "widgets/common/run_annotation_editor.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/run_picker_dialog.h"

#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/widget_test_main.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QListWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using twb::Json;

namespace {

struct TestRun
{
    QString id;
    double lr;
    qint64 seed;
    QString started;
};

Json configOf(double lr, qint64 seed)
{
    Json c = Json::object();
    c["name"] = "lr-sweep";
    c["train"]["lr"] = lr;
    c["train"]["batch_size"] = 64;
    c["train"]["seed"] = seed;
    return c;
}

} // namespace

class tst_CompareRunNames final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pickerListsNamesWithIdsOnHover();
    void equalNamesAreToldApartByTheirIds();
    void configDiffHeadersAreNamesWithIdsOnHover();
    void runsTabShowsNamesAndKeepsIds();

private:
    void writeRun(const TestRun &run, const QStringList &tags = {}, const QString &notes = {});
    QString dirOf(const QString &id) const { return m_runsDir + u'/' + id; }

    QTemporaryDir m_dir;
    QString m_runsDir;
    QList<TestRun> m_runs;
};

void tst_CompareRunNames::writeRun(const TestRun &run, const QStringList &tags, const QString &notes)
{
    twb::RunRecord record;
    record.runId = run.id;
    record.experiment = u"lr-sweep"_s;
    record.configHash = run.id.section(u'-', 2, 2);
    record.seed = run.seed;
    record.state = twb::RunState::Finished;
    record.started = run.started;
    record.tags = tags;
    record.notes = notes;
    const auto folder = twb::RunFolder::in(m_runsDir, run.id);
    QVERIFY(QDir().mkpath(folder.dir()));
    TWB_VERIFY_RESULT(record.writeFile(folder.recordFile()));
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(folder.configFile(), configOf(run.lr, run.seed)));
}

void tst_CompareRunNames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_runsDir = m_dir.filePath(u"runs"_s);
    m_runs = {{u"lr-sweep-69931f0a-s1-20261202-140301"_s, 0.001, 1, u"2026-12-02T14:03:01Z"_s},
              {u"lr-sweep-1b2c3d4e-s1-20261202-141502"_s, 0.01, 1, u"2026-12-02T14:15:02Z"_s},
              {u"lr-sweep-69931f0a-s2-20261202-142703"_s, 0.001, 2, u"2026-12-02T14:27:03Z"_s}};
    writeRun(m_runs[0], {u"baseline"_s}, u"the reference run"_s);
    writeRun(m_runs[1]);
    writeRun(m_runs[2]);
    // A folder whose run.json cannot be read: listed by its folder name.
    QVERIFY(QDir().mkpath(m_runsDir + u"/broken-run"_s));
    QFile broken(m_runsDir + u"/broken-run/run.json"_s);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not json");
}

void tst_CompareRunNames::pickerListsNamesWithIdsOnHover()
{
    const QList<twb::RunPickerDialog::Entry> entries = twb::RunPickerDialog::entriesIn(m_runsDir, twb::RunSet::runDirsIn(m_runsDir));
    QCOMPARE(entries.size(), 4);
    twb::RunPickerDialog dialog(entries);
    QListWidget *list = dialog.list();
    QCOMPARE(list->count(), 4);
    QHash<QString, QListWidgetItem *> byId;
    for (int i = 0; i < list->count(); ++i)
        byId.insert(list->item(i)->data(twb::RunPickerDialog::RunIdRole).toString(), list->item(i));
    QCOMPARE(byId.size(), 4);

    const QLocale locale;
    for (const TestRun &run : std::as_const(m_runs)) {
        QListWidgetItem *item = byId.value(run.id);
        QVERIFY2(item, qPrintable(run.id));
        // The name: experiment, the value that differs (lr, not the batch), seed, start time.
        const QString lr = run.lr < 0.005 ? u"lr=0.001"_s : u"lr=0.01"_s;
        const QString start = locale.toString(QDateTime::fromString(run.started, Qt::ISODate).toLocalTime(),
                                              QLocale::ShortFormat);
        const QString name = u"lr-sweep · %1 · seed %2 · %3"_s.arg(lr).arg(run.seed).arg(start);
        QVERIFY2(item->text().startsWith(name), qPrintable(item->text() + u" / expected "_s + name));
        QVERIFY2(!item->text().contains(run.id.section(u'-', 2, 2)), qPrintable(item->text()));
        QVERIFY2(!item->text().contains(u"batch"_s), qPrintable(item->text()));
        // The id on hover.
        QVERIFY2(item->toolTip().startsWith(run.id), qPrintable(item->toolTip()));
        QCOMPARE(item->data(Qt::UserRole).toString(), dirOf(run.id));
    }
    // Tags after the name, notes under the id.
    QVERIFY2(byId.value(m_runs[0].id)->text().endsWith(u"[baseline]"_s), qPrintable(byId.value(m_runs[0].id)->text()));
    QVERIFY2(byId.value(m_runs[0].id)->toolTip().contains(u"the reference run"_s), qPrintable(byId.value(m_runs[0].id)->toolTip()));
    // Unreadable: its folder's name.
    QCOMPARE(byId.value(u"broken-run"_s)->text(), u"broken-run"_s);

    // What the picker hands on is still the folders.
    byId.value(m_runs[1].id)->setSelected(true);
    QCOMPARE(dialog.selectedRunDirs(), QStringList{dirOf(m_runs[1].id)});

    dialog.resize(640, 300);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(twb::test::artifactsDir() + u"/compare-run-picker-names.png"_s));
}

void tst_CompareRunNames::equalNamesAreToldApartByTheirIds()
{
    // The same config and seed at the same time (two imports of one file, or a launch on two
    // machines at once): the names would be equal.
    const QDateTime t(QDate(2026, 12, 2), QTime(14, 3, 1), Qt::UTC);
    const QList<twb::RunDisplayName::Subject> subjects{
        {u"lr-sweep-69931f0a-s1-20261202-140301"_s, u"lr-sweep"_s, configOf(0.001, 1), 1, t},
        {u"lr-sweep-69931f0a-s1-20261202-140301-b"_s, u"lr-sweep"_s, configOf(0.001, 1), 1, t},
        {u"lr-sweep-1b2c3d4e-s1-20261202-140301"_s, u"lr-sweep"_s, configOf(0.01, 1), 1, t}};
    const QStringList names = twb::RunDisplayName::names({subjects.begin(), subjects.end()}, QLocale::c());
    QCOMPARE(names.size(), 3);
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), 3);
    QVERIFY2(names[0].endsWith(u" ("_s + subjects[0].id + u')'), qPrintable(names[0]));
    QVERIFY2(names[1].endsWith(u" ("_s + subjects[1].id + u')'), qPrintable(names[1]));
    // A name that is unique keeps no id.
    QVERIFY2(!names[2].contains(subjects[2].id), qPrintable(names[2]));
    QVERIFY2(names[2].startsWith(u"lr-sweep · lr=0.01 · seed 1"_s), qPrintable(names[2]));
}

void tst_CompareRunNames::configDiffHeadersAreNamesWithIdsOnHover()
{
    // Two runs side by side: one column per run, headed by its name.
    auto two = std::make_shared<twb::RunSet>(twb::RunSet::load({dirOf(m_runs[0].id), dirOf(m_runs[1].id)}));
    QCOMPARE(two->runs().size(), size_t(2));
    twb::ConfigDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRunSet(two);
    QVERIFY(model.isSideBySide());
    const QStringList expected = twb::RunDisplayName::names(*two);
    for (int column = 1; column <= 2; ++column) {
        const QString id = two->runs()[size_t(column - 1)].runId;
        const QString header = model.headerData(column, Qt::Horizontal).toString();
        QCOMPARE(header, expected[column - 1]);
        QVERIFY2(header.startsWith(u"lr-sweep · lr="_s) && !header.contains(id), qPrintable(header));
        QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString(), id);
    }
    QVERIFY(model.headerData(1, Qt::Horizontal).toString() != model.headerData(2, Qt::Horizontal).toString());
    QVERIFY(model.toCsv().section(u'\n', 0, 0).contains(u"lr=0.001"_s));

    QTableView view;
    view.setModel(&model);
    view.horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view.resize(900, 160);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.grab().save(twb::test::artifactsDir() + u"/compare-config-diff-names.png"_s));

    // Three runs: a row per run, its first cell the name, the id on hover.
    auto three = std::make_shared<twb::RunSet>(
        twb::RunSet::load({dirOf(m_runs[0].id), dirOf(m_runs[1].id), dirOf(m_runs[2].id)}));
    model.setRunSet(three);
    QVERIFY(!model.isSideBySide());
    QCOMPARE(model.rowCount(), 3);
    for (int row = 0; row < 3; ++row) {
        const QString id = three->runs()[size_t(row)].runId;
        const QString name = model.data(model.index(row, 0)).toString();
        QVERIFY2(name.startsWith(u"lr-sweep · lr="_s) && name.contains(u"seed"_s) && !name.contains(id), qPrintable(name));
        QCOMPARE(model.data(model.index(row, 0), Qt::ToolTipRole).toString(), id);
        QCOMPARE(model.runIds()[row], id);
    }
}

void tst_CompareRunNames::runsTabShowsNamesAndKeepsIds()
{
    auto runs = std::make_shared<twb::RunSet>(twb::RunSet::load({dirOf(m_runs[0].id), dirOf(m_runs[2].id)}));
    twb::CompareRunsView view;
    view.setRunSet(runs);
    QTableWidget *table = view.table();
    QCOMPARE(table->rowCount(), 2);
    QStringList ids;
    for (int row = 0; row < 2; ++row) {
        const QTableWidgetItem *item = table->item(row, twb::CompareRunsView::RunColumn);
        const QString id = item->data(twb::CompareRunsView::RunIdRole).toString();
        ids << id;
        QVERIFY2(item->text().startsWith(u"lr-sweep · seed "_s) && !item->text().contains(id), qPrintable(item->text()));
        QVERIFY2(item->toolTip().startsWith(id), qPrintable(item->toolTip()));
    }
    QCOMPARE(view.shownRuns(), ids);
    // Selecting a row edits that run's tags (found by its id, not by the text shown).
    table->selectRow(1);
    QCOMPARE(view.editor()->runId(), ids[1]);
}

TWB_WIDGET_TEST_MAIN(tst_CompareRunNames)
#include "tst_compare_run_names.moc"
