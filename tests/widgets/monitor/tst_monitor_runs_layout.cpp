// The Monitor's runs list at a researcher's scale: a workspace of 200 runs (pairs launched
// twice, whose names differ only at the end) opened in the main window at 1400x900 and at
// 1024x700. The list shows at least 10 and 6 whole rows, names (not ids) elided in the middle
// so that the two runs of a pair stay apart, the id on hover, each run's last step and loss,
// and sorts by a column; the chosen run's tags, notes, checks and alerts are tabs under it.
// Every column it shows reads whole, values and header: at 1400x900 all of them, at 1024x700
// the machine and the start fold away (RunListColumns) and are on the name's hover. In German
// at 1024x700 the names show as much as in English (the look-in buttons beside the host tiles
// wrap rather than take the list's width), and the list's share of the width is the same
// whether the panel was first shown at its final size or smaller and resized after.
#include "core/services/workbench_session.h"
#include "support/run_workspace.h"
#include "support/test_paths.h"
#include "support/widget_test_main.h"
#include "core/util/log_capture_sink.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/main/app_language.h"
#include "widgets/main/main_window.h"
#include "widgets/main/workspace_trust_prompt.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/run_name_delegate.h"
#include "widgets/monitor/verification_view.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MonitorRunsLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runsListFitsTheWindow_data();
    void runsListFitsTheWindow();
    void sortsByAColumn();
    void foldedColumnsComeBack();
    void namesReadAsMuchInGerman();
    void listKeepsItsShareAfterAResize();

private:
    // The shown cells of the first `rows` rows (and the headers) whose text does not fit whole:
    // their text wider, by the view's font, than the cell's text room (less its margins).
    static QStringList cutCells(const QTableView *view, int rows);
    static bool readsWhole(const QTableView *view) { return cutCells(view, fullyVisibleRows(view)).isEmpty(); }
    // The panel shown at 1400x900 with all 200 runs listed and their figures read.
    void showWithFigures(MonitorPanel &panel);
    // The main window shown at `size` on the Monitor with all 200 runs listed (`monitor` is
    // null, and the test failed, if not).
    void showMonitor(MainWindow &window, const QSize &size, MonitorPanel *&monitor);
    // What the list drew of the newest run's name in the main window at 1024x700, in the
    // current language, and the widths it had (empty text, and the test failed, if not drawn).
    struct ShownName
    {
        QString text;
        int listWidth = 0;       // the list's column (MonitorRunList)
        int nameWidth = 0;       // the name column
        int viewportWidth = 0;   // the table's
    };
    ShownName newestNameAt1024x700();
    // Rows of the view wholly inside its viewport.
    static int fullyVisibleRows(const QTableView *view);
    static QString runIdAt(const QTableView *view, int row)
    {
        return view->model()->index(row, 0).data(RunListModel::RunIdRole).toString();
    }

    QTemporaryDir m_dir;
    QList<test::FixtureRun> m_runs;
};

void tst_MonitorRunsLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_runs = test::writeRunWorkspace(m_dir.filePath(u"ws"_s), 200);
    QCOMPARE(m_runs.size(), 200);
}

int tst_MonitorRunsLayout::fullyVisibleRows(const QTableView *view)
{
    const int height = view->viewport()->height();
    int rows = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->isRowHidden(row))
            continue;
        const int y = view->rowViewportPosition(row);
        rows += y >= 0 && y + view->rowHeight(row) <= height ? 1 : 0;
    }
    return rows;
}

void tst_MonitorRunsLayout::runsListFitsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("minRows");
    QTest::newRow("1400x900") << QSize(1400, 900) << 10;
    QTest::newRow("1024x700") << QSize(1024, 700) << 6;
}

void tst_MonitorRunsLayout::runsListFitsTheWindow()
{
    QFETCH(QSize, size);
    QFETCH(int, minRows);
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MainWindow window(context, std::make_shared<LogCaptureSink>());
    MonitorPanel *monitor = nullptr;
    showMonitor(window, size, monitor);
    if (!monitor)
        return;
    QTableView *view = monitor->runList()->view();
    QVERIFY(view->isVisible());

    // The list shows enough whole rows to scan and switch runs.
    QTRY_VERIFY(fullyVisibleRows(view) >= minRows);
    const int visible = fullyVisibleRows(view);
    qInfo("%s: %d whole rows, list %dx%d, name column %d px", QTest::currentDataTag(), visible, view->width(),
          view->height(), view->columnWidth(RunListModel::RunColumn));

    // Every column in sight (no sideways scrolling), the name with a good part of the width.
    QTRY_VERIFY(!view->horizontalScrollBar()->isVisible());
    QVERIFY2(view->columnWidth(RunListModel::RunColumn) >= view->viewport()->width() * 3 / 10,
             qPrintable(u"%1 of %2 px"_s.arg(view->columnWidth(RunListModel::RunColumn)).arg(view->viewport()->width())));

    // The details are tabs under the list, not stacked in its column.
    QTabWidget *details = monitor->runList()->details();
    QVERIFY(details->isVisible());
    QCOMPARE(details->count(), 3);   // tags and notes, checks, alerts
    QVERIFY(details->indexOf(monitor->verificationView()) >= 0);
    QVERIFY(details->indexOf(monitor->alertList()) >= 0);
    QVERIFY(details->mapTo(&window, QPoint()).y() >= view->mapTo(&window, QPoint(0, view->height())).y());

    // Newest first: the newest run is the top row, its pair (launched a minute before) below it.
    const test::FixtureRun &newest = m_runs.back();
    const test::FixtureRun &pair = m_runs[m_runs.size() - 2];
    QCOMPARE(runIdAt(view, 0), newest.id);
    QCOMPARE(runIdAt(view, 1), pair.id);
    const QString newestName = monitor->runModel()->displayName(monitor->runModel()->rowOf(newest.id));
    const QString pairName = monitor->runModel()->displayName(monitor->runModel()->rowOf(pair.id));
    QVERIFY(newestName != pairName);
    // The fixture's pair: the same name but for the end (the time).
    qsizetype common = 0;
    while (common < newestName.size() && common < pairName.size() && newestName[common] == pairName[common])
        ++common;
    QVERIFY2(newestName.size() - common <= 8, qPrintable(newestName + u" / "_s + pairName));

    // What the list drew: the names, not the ids, cut where they do not tell runs apart, and
    // the two runs of the pair told apart.
    QVERIFY(!view->grab().isNull());   // paints the rows (the delegate remembers what it drew)
    const RunNameDelegate *names = monitor->runList()->nameDelegate();
    for (int row = 0; row < visible; ++row) {
        const QString id = runIdAt(view, row);
        const QString shown = names->paintedText(id);
        const QString name = monitor->runModel()->displayName(monitor->runModel()->rowOf(id));
        QVERIFY2(!shown.isEmpty(), qPrintable(id));
        QVERIFY2(!shown.contains(id.section(u'-', -4, -4)), qPrintable(shown));   // no config hash, no id
        // Each piece shown is a piece of the name, in its order (RunNameDelegate cuts at parts).
        qsizetype from = 0;
        for (const QString &piece : shown.split(u'…')) {
            const qsizetype at = name.indexOf(piece, from);
            QVERIFY2(at >= 0, qPrintable(shown + u" / "_s + name));
            from = at + piece.size();
        }
        QVERIFY2(name.endsWith(shown.section(u'…', -1)), qPrintable(shown + u" / "_s + name));
        // The run id on hover.
        QVERIFY(view->model()->index(row, RunListModel::RunColumn).data(Qt::ToolTipRole).toString().contains(id));
    }
    const QString newestShown = names->paintedText(newest.id);
    const QString pairShown = names->paintedText(pair.id);
    qInfo("%s: \"%s\" / \"%s\" (of \"%s\")", QTest::currentDataTag(), qPrintable(newestShown), qPrintable(pairShown),
          qPrintable(newestName));
    QVERIFY2(newestShown.contains(u'…'), "the fixture's names are longer than the column");
    QVERIFY2(newestShown != pairShown, qPrintable(newestShown));
    QVERIFY(newestShown.endsWith(newestName.right(newestName.size() - common)));

    // Each run's last step and loss, read from its metrics off the GUI thread.
    const QModelIndex step = view->model()->index(0, RunListModel::StepColumn);
    QTRY_COMPARE_WITH_TIMEOUT(step.data().toString(), QLocale().toString(newest.lastStep), 10000);
    // (The step may come first from the followed run's hosts.)
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->index(0, RunListModel::LossColumn).data().toString(),
                              QLocale().toString(newest.finalLoss, 'g', 4), 10000);
    QVERIFY(view->isColumnHidden(RunListModel::IdColumn));

    // At 1400x900 every column; at 1024x700 the state, step and loss at least, the machine and
    // the start folded away where they would cut the others. Whatever is shown reads whole.
    const QList<int> columns{RunListModel::StateColumn, RunListModel::MachineColumn, RunListModel::StartedColumn,
                             RunListModel::StepColumn, RunListModel::LossColumn};
    const QList<int> always{RunListModel::StateColumn, RunListModel::StepColumn, RunListModel::LossColumn};
    for (const int column : (size.width() >= 1400 ? columns : always))
        QVERIFY2(!view->isColumnHidden(column) && view->columnWidth(column) > 0, qPrintable(QString::number(column)));
    // (The values and the layout may arrive in either order: wait for it to settle.)
    QTRY_VERIFY2(cutCells(view, visible).isEmpty(), qPrintable(cutCells(view, visible).join(u"; "_s)));
    QStringList shownColumns;
    for (int visual = 0; visual < view->horizontalHeader()->count(); ++visual)
        if (const int column = view->horizontalHeader()->logicalIndex(visual); !view->isColumnHidden(column))
            shownColumns << u"%1 %2 px"_s.arg(view->model()->headerData(column, Qt::Horizontal).toString())
                                .arg(view->columnWidth(column));
    qInfo("%s: %s", QTest::currentDataTag(), qPrintable(shownColumns.join(u", "_s)));
    // (Grabbed once the figures are in and the columns laid out for them.)
    QVERIFY(view->grab().save(test::artifactsDir() + u"/monitor_runs_%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag()))));
    QVERIFY(window.grab().save(test::artifactsDir() + u"/monitor_window_%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag()))));

    // What a folded column held is on the name's hover, whatever the width.
    for (int row = 0; row < visible; ++row) {
        const RunRecord *record = monitor->runModel()->record(monitor->runModel()->rowOf(runIdAt(view, row)));
        QVERIFY(record && !record->machine.isEmpty());
        const QString tip = view->model()->index(row, RunListModel::RunColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(record->machine), qPrintable(tip));
        const QDateTime started = QDateTime::fromString(record->started, Qt::ISODate);
        QVERIFY2(tip.contains(QLocale().toString(started.toLocalTime(), QLocale::LongFormat)), qPrintable(tip));
    }
    QVERIFY(view->model()->index(0, RunListModel::RunColumn).data(Qt::ToolTipRole).toString().contains(
        QLocale().toString(newest.created.toLocalTime(), QLocale::LongFormat)));
}

QStringList tst_MonitorRunsLayout::cutCells(const QTableView *view, int rows)
{
    QStringList cut;
    const QStyle *style = view->style();
    const QFontMetrics metrics = view->fontMetrics();
    // The style keeps these pixels of margin inside a cell's text rect (QCommonStyle).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const int icon = style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view);
    const QHeaderView *header = view->horizontalHeader();
    for (int column = RunListModel::StateColumn; column < RunListModel::ColumnCount; ++column) {
        if (view->isColumnHidden(column))
            continue;
        const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
        if (header->sectionSizeHint(column) > view->columnWidth(column))
            cut << u"header %1: %2 < %3 px"_s.arg(title).arg(view->columnWidth(column))
                       .arg(header->sectionSizeHint(column));
        for (int row = 0; row < rows; ++row) {
            const QModelIndex index = view->model()->index(row, column);
            // The cell as QTableView paints it (the grid line off its width), the text's room in it.
            QStyleOptionViewItem option;
            option.initFrom(view);
            option.rect = view->visualRect(index);
            option.rect.setWidth(view->columnWidth(column) - (view->showGrid() ? 1 : 0));
            option.font = view->font();
            option.fontMetrics = metrics;
            option.text = index.data().toString();
            option.features = QStyleOptionViewItem::HasDisplay;
            if (index.data(Qt::DecorationRole).isValid()) {
                option.features |= QStyleOptionViewItem::HasDecoration;
                option.decorationSize = QSize(icon, icon);
                option.decorationPosition = QStyleOptionViewItem::Left;
            }
            const int room = style->subElementRect(QStyle::SE_ItemViewItemText, &option, view).width() - 2 * margin;
            if (metrics.horizontalAdvance(option.text) > room)
                cut << u"%1 \"%2\": %3 > %4 px"_s.arg(title, option.text)
                           .arg(metrics.horizontalAdvance(option.text))
                           .arg(room);
        }
    }
    return cut;
}

void tst_MonitorRunsLayout::showMonitor(MainWindow &window, const QSize &size, MonitorPanel *&monitor)
{
    monitor = nullptr;
    QSignalSpy trustChecked(window.trustPrompt(), &WorkspaceTrustPrompt::checked);
    window.resize(size);
    QVERIFY(window.showPanel(u"monitor"_s));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    QVERIFY2(!window.trustPrompt()->question(), "a workspace without commands to trust asks nothing");
    QCOMPARE(window.size(), size);   // the window's minimum did not make it larger
    auto *panel = qobject_cast<MonitorPanel *>(window.panel(u"monitor"_s));
    QVERIFY(panel && panel->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(panel->runModel()->rowCount(), 200, 20000);
    monitor = panel;
}

void tst_MonitorRunsLayout::showWithFigures(MonitorPanel &panel)
{
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 200, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.runModel()->loss(panel.runModel()->rowOf(m_runs.front().id)).has_value(), 10000);
}

void tst_MonitorRunsLayout::sortsByAColumn()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MonitorPanel panel(context);
    showWithFigures(panel);
    if (QTest::currentTestFailed())
        return;
    QTableView *view = panel.runList()->view();
    const QString chosen = panel.currentRun();
    QVERIFY(!chosen.isEmpty());

    // A click on Loss sorts by it, lowest first; the chosen run stays chosen.
    QHeaderView *header = view->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(RunListModel::LossColumn) + 5, header->height() / 2));
    if (header->sortIndicatorOrder() != Qt::AscendingOrder)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(RunListModel::LossColumn) + 5, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(RunListModel::LossColumn));
    double lowest = m_runs.front().finalLoss;
    for (const test::FixtureRun &run : std::as_const(m_runs))
        lowest = std::min(lowest, run.finalLoss);
    double previous = -1;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const auto loss = panel.runModel()->loss(panel.runModel()->rowOf(runIdAt(view, row)));
        QVERIFY(loss.has_value());
        QVERIFY2(*loss >= previous, qPrintable(u"row %1"_s.arg(row)));
        previous = *loss;
    }
    QCOMPARE(*panel.runModel()->loss(panel.runModel()->rowOf(runIdAt(view, 0))), lowest);
    QCOMPARE(panel.currentRun(), chosen);
    QCOMPARE(runIdAt(view, view->currentIndex().row()), chosen);

    // The filter line hides rows of the sorted view: only the runs of one experiment stay.
    panel.runList()->filterEdit()->lineEdit()->setText(u"tiny-walk"_s);
    QTRY_COMPARE(panel.runList()->filter()->shownCount(), 68);
    int shown = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->isRowHidden(row))
            continue;
        ++shown;
        QVERIFY2(runIdAt(view, row).startsWith(u"tiny-walk-"_s), qPrintable(runIdAt(view, row)));
    }
    QCOMPARE(shown, 68);
}

// The machine and the start fold away as the list narrows and come back as it widens, also
// after a header state saved at another width is restored (ViewStateKeeper, at the next
// start); a column the user widened keeps its width while only the values change.
void tst_MonitorRunsLayout::foldedColumnsComeBack()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MonitorPanel panel(context);
    showWithFigures(panel);
    if (QTest::currentTestFailed())
        return;
    QTableView *view = panel.runList()->view();
    QHeaderView *header = view->horizontalHeader();
    // The columns folded away, in the order they fold (RunListColumns).
    const auto folded = [view] {
        QList<int> columns;
        for (const int column : {RunListModel::MachineColumn, RunListModel::StartedColumn})
            if (view->isColumnHidden(column))
                columns << column;
        return columns;
    };
    QTRY_VERIFY(folded().isEmpty());
    QTRY_VERIFY2(readsWhole(view), qPrintable(cutCells(view, fullyVisibleRows(view)).join(u"; "_s)));
    const QByteArray wide = header->saveState();

    // The user widens the loss: a new value elsewhere does not take it back.
    header->resizeSection(RunListModel::LossColumn, view->columnWidth(RunListModel::LossColumn) + 40);
    const int widened = view->columnWidth(RunListModel::LossColumn);
    panel.runModel()->setLiveStep(m_runs.front().id, m_runs.front().lastStep + 1);
    QTest::qWait(50);
    QCOMPARE(view->columnWidth(RunListModel::LossColumn), widened);

    // Narrow: the machine folds first, then the start; what is left reads whole.
    panel.resize(900, 700);
    QTRY_VERIFY(!folded().isEmpty());
    QCOMPARE(folded().front(), int(RunListModel::MachineColumn));
    QTRY_VERIFY2(readsWhole(view), qPrintable(cutCells(view, fullyVisibleRows(view)).join(u"; "_s)));
    qInfo("narrow list %d px: %d folded", view->viewport()->width(), int(folded().size()));
    const QByteArray narrow = header->saveState();
    // Newest first still, by the folded start.
    QCOMPARE(header->sortIndicatorSection(), int(RunListModel::StartedColumn));
    QCOMPARE(runIdAt(view, 0), m_runs.back().id);

    // A wide state restored in the narrow list folds again; wide again, all come back, also
    // where the narrow state is restored then.
    QVERIFY(header->restoreState(wide));
    QTRY_VERIFY(!folded().isEmpty());
    QTRY_VERIFY2(readsWhole(view), qPrintable(cutCells(view, fullyVisibleRows(view)).join(u"; "_s)));
    panel.resize(1400, 900);
    QTRY_VERIFY(folded().isEmpty());
    QVERIFY(header->restoreState(narrow));
    QTRY_VERIFY(folded().isEmpty());
    QTRY_VERIFY2(readsWhole(view), qPrintable(cutCells(view, fullyVisibleRows(view)).join(u"; "_s)));
}

tst_MonitorRunsLayout::ShownName tst_MonitorRunsLayout::newestNameAt1024x700()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MainWindow window(context, std::make_shared<LogCaptureSink>());
    MonitorPanel *monitor = nullptr;
    showMonitor(window, QSize(1024, 700), monitor);
    if (!monitor)
        return {};
    QTableView *view = monitor->runList()->view();
    const QString newest = m_runs.back().id;
    // Laid out for its figures (the columns take their values' width), then painted.
    RunListModel *model = monitor->runModel();
    if (!QTest::qWaitFor([&] { return model->loss(model->rowOf(newest)).has_value(); }, 10000)) {
        QTest::qFail("the newest run's loss was not read", __FILE__, __LINE__);
        return {};
    }
    QTest::qWait(100);
    view->grab();
    ShownName shown{monitor->runList()->nameDelegate()->paintedText(newest), monitor->runList()->width(),
                    view->columnWidth(RunListModel::RunColumn), view->viewport()->width()};
    qInfo("%s: list %d px, name column %d px of %d: \"%s\"", qPrintable(QLocale().name()), shown.listWidth,
          shown.nameWidth, shown.viewportWidth, qPrintable(shown.text));
    return shown;
}

// In German at 1024x700 the list has the width it has in English and the names their share
// of it (the buttons beside the host tiles, "Warum hängt er?", wrap instead of taking the
// list's width: it had 297 px to English's 354, and the name 71 px, "lay…:19").
void tst_MonitorRunsLayout::namesReadAsMuchInGerman()
{
    const ShownName english = newestNameAt1024x700();
    QVERIFY(!english.text.isEmpty());
    QVERIFY2(UiLanguage::install(*qApp, QLocale(u"de"_s)), "no :/i18n/tpuwb_de.qm");
    const auto restoreEnglish =
        qScopeGuard([] { UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)); });
    const ShownName german = newestNameAt1024x700();
    QVERIFY(!german.text.isEmpty());
    // (The plots' own controls are a few pixels wider in German, and so the pane beside.)
    QVERIFY2(german.listWidth * 100 >= english.listWidth * 95,
             qPrintable(u"the list is %1 px in German, %2 px in English"_s.arg(german.listWidth)
                            .arg(english.listWidth)));
    // The names keep the share of the list they have in English (the German column titles
    // are longer: an equal share is not an equal name).
    QVERIFY2(german.nameWidth >= german.viewportWidth * 3 / 10,
             qPrintable(u"\"%1\": %2 of %3 px"_s.arg(german.text).arg(german.nameWidth).arg(german.viewportWidth)));
}

// Shown at the smallest window first and then resized (the app's window is laid out after the
// panel's first show), the list has the width it has in a window shown at the final size
// from the start: at 1400x900 at least 40 % of the panel.
void tst_MonitorRunsLayout::listKeepsItsShareAfterAResize()
{
    const QSize final(1400, 900);
    int atFinal = 0;
    {
        WorkbenchSession context;
        context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
        MainWindow window(context, std::make_shared<LogCaptureSink>());
        MonitorPanel *monitor = nullptr;
        showMonitor(window, final, monitor);
        if (!monitor)
            return;
        atFinal = monitor->runList()->width();
    }
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MainWindow window(context, std::make_shared<LogCaptureSink>());
    MonitorPanel *monitor = nullptr;
    showMonitor(window, QSize(1024, 700), monitor);
    if (!monitor)
        return;
    const int atFirstShow = monitor->runList()->width(), firstWidth = monitor->width();
    window.resize(final);
    QTRY_COMPARE(window.size(), final);
    const int list = monitor->runList()->width();
    qInfo("list %d px of %d at the first show, %d of %d after the resize; %d px shown at %dx%d from the start",
          atFirstShow, firstWidth, list, monitor->width(), atFinal, final.width(), final.height());
    QVERIFY2(std::abs(list - atFinal) <= 2,
             qPrintable(u"%1 px, %2 px shown at the final size"_s.arg(list).arg(atFinal)));
    QVERIFY2(list * 10 >= monitor->width() * 4, qPrintable(u"%1 of %2 px"_s.arg(list).arg(monitor->width())));
}

TWB_WIDGET_TEST_MAIN(tst_MonitorRunsLayout)
#include "tst_monitor_runs_layout.moc"
