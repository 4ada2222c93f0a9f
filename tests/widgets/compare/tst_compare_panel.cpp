#include "core/ablation/run_set.h"
#include "core/experiment/config_hash.h"
#include "core/services/workbench_session.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_exporter.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/parallel_coordinates_view.h"
#include "widgets/compare/results_table_model.h"

#include "core/ablation/ablation_test_data.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include "core/util/number_format.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QLabel>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;
using twb::Json;

namespace {

// A run folder as the launcher leaves it: run.json, config.json and a fetched metrics file whose loss
// decays to `final` (plus a per-seed wiggle), 200 points.
double writeRun(const QString &runsDir, const QString &id, Json config, qint64 seed, double final)
{
    config["train"]["seed"] = seed;
    const QString dir = runsDir + u'/' + id;
    QDir().mkpath(dir + u"/metrics"_s);
    Json run = {{"schema", "tpuwb.run/1"}, {"run_id", twb::toStd(id)}, {"ablation", "sweep"},
                {"config_hash", twb::toStd(twb::configHash(config))}, {"seed", seed}, {"state", "finished"}};
    if (!twb::writeJsonFileAtomically(dir + u"/run.json"_s, run) || !twb::writeJsonFileAtomically(dir + u"/config.json"_s, config))
        qFatal("cannot write run.json or config.json");
    QByteArray lines;
    double last = 0;
    for (int step = 1; step <= 200; ++step) {
        last = final + 3.0 * std::exp(-step / 30.0) + 0.01 * std::sin(step * 0.7 + double(seed));
        lines += "{\"step\": " + QByteArray::number(step) + ", \"time\": " + QByteArray::number(1000 + step)
                 + ", \"loss\": " + QByteArray::number(last, 'g', 17) + ", \"lr\": 0.001}\n";
    }
    QFile file(dir + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::WriteOnly) || file.write(lines) != lines.size())
        qFatal("cannot write metrics");
    return last;
}

} // namespace

class tst_ComparePanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void comparesManyRuns();
    void twoRunsDiffSideBySide();
    void exportsPlotsTablesAndReport();
    void legendsNameValuesNotHashes();
    void oneSeedRowSaysNoSpread();
    void aKernelAbIsJudgedAboveTheTables();
    void theRunsTabPicksWhatTheCurvesShow();
    void parallelAxesWriteNumbersAsTheTableDoes();

private:
    void openAll(twb::ComparePanel &panel, const QStringList &dirs);

    QTemporaryDir m_dir;
    QString m_runsDir;
    QStringList m_dirs;
    QHash<QString, double> m_final;
};

void tst_ComparePanel::initTestCase()
{
    m_runsDir = m_dir.filePath(u"runs"_s);
    // 3 cells (top_k 1, 2, 4) x 3 seeds; cell top_k=2 is best.
    const std::pair<int, double> cells[] = {{1, 2.0}, {2, 1.5}, {4, 1.8}};
    for (const auto &[topk, final] : cells)
        for (qint64 seed : {0, 1, 2}) {
            Json config = ablationTestBase();
            config["model"]["moe"]["top_k"] = topk;
            const QString id = u"sweep-k%1-s%2"_s.arg(topk).arg(seed);
            m_final.insert(id, writeRun(m_runsDir, id, config, seed, final));
            m_dirs << m_runsDir + u'/' + id;
        }
}

void tst_ComparePanel::openAll(twb::ComparePanel &panel, const QStringList &dirs)
{
    QSignalSpy loaded(&panel, &twb::ComparePanel::loaded);
    panel.openRuns(dirs);
    QVERIFY(loaded.wait(20000));
    QCOMPARE(loaded[0][0].toInt(), dirs.size());
}

void tst_ComparePanel::comparesManyRuns()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::ComparePanel panel(context);
    new QAbstractItemModelTester(panel.results(), QAbstractItemModelTester::FailureReportingMode::QtTest, &panel);
    new QAbstractItemModelTester(panel.configDiff(), QAbstractItemModelTester::FailureReportingMode::QtTest, &panel);
    panel.resize(1400, 900);
    panel.show();
    openAll(panel, m_dirs);

    QCOMPARE(panel.metricBox()->currentText(), u"loss"_s);
    // Colour by the one varying key, picked by itself.
    QCOMPARE(panel.colorByBox()->currentData().toString(), u"model.moe.top_k"_s);
    QCOMPARE(panel.curves()->curveCount(), 9);
    panel.modeBox()->setCurrentIndex(1); // mean +- band
    QCOMPARE(panel.curves()->curveCount(), 3);
    panel.modeBox()->setCurrentIndex(2); // both
    QCOMPARE(panel.curves()->curveCount(), 12);

    // Results: 3 cells, means over seeds of the last values, best first.
    const twb::ResultTable &table = panel.results()->table();
    QCOMPARE(table.rows().size(), size_t(3));
    QCOMPARE(table.variables(), QStringList{u"model.moe.top_k"_s});
    for (const auto &row : table.rows()) {
        double sum = 0;
        for (const QString &id : row.runIds)
            sum += m_final[id];
        QCOMPARE(row.stats.count, 3);
        QVERIFY(std::fabs(row.stats.mean - sum / 3) < 1e-12);
    }
    const QModelIndex first = panel.resultsView()->model()->index(0, 0);
    QCOMPARE(first.data().toString(), u"2"_s); // top_k = 2 has the lowest smoothed loss

    // Baseline: pick top_k=1's cell; deltas follow.
    auto *baseline = panel.findChild<QComboBox *>(u"baseline"_s);
    const int index = baseline->findText(u"(1)"_s, Qt::MatchEndsWith);
    QVERIFY(index > 0);
    baseline->setCurrentIndex(index);
    const auto &rows = panel.results()->table().rows();
    const auto &base = rows[size_t(panel.results()->table().baselineRow())];
    for (const auto &row : rows)
        QVERIFY(std::fabs(*row.deltaAbs - (row.stats.mean - base.stats.mean)) < 1e-12);

    // Config diff: many runs -> a table of runs x (top_k, seed).
    QVERIFY(!panel.configDiff()->isSideBySide());
    QCOMPARE(panel.configDiff()->paths(), (QStringList{u"model.moe.top_k"_s, u"train.seed"_s}));
    QCOMPARE(panel.configDiff()->rowCount(), 9);
    QCOMPARE(panel.parallelCoordinates()->lineCount(), 3);

    // Plots replot on the event loop (queued); let them paint before the grab.
    panel.modeBox()->setCurrentIndex(0);
    QTest::qWait(100);
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/compare-panel.png"_s));
}

// In German the results table writes 0,5281; the parallel coordinates' axis labels beside it
// wrote 0.5281 (the export format). Both now follow the user's locale.
void tst_ComparePanel::parallelAxesWriteNumbersAsTheTableDoes()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    openAll(panel, m_dirs);
    QStringList labels;
    QCustomPlot *plot = panel.parallelCoordinates()->plot();
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            labels << text->text();
    // The metric axis: its lowest and highest cell mean, fractional losses.
    const twb::ResultTable &table = panel.results()->table();
    double lo = INFINITY, hi = -INFINITY;
    for (const auto &row : table.rows()) {
        lo = std::min(lo, row.stats.mean);
        hi = std::max(hi, row.stats.mean);
    }
    for (const double v : {lo, hi}) {
        const QString german = twb::NumberFormat::significant(v, twb::NumberFormat::kDefaultDigits, QLocale());
        QVERIFY2(german.contains(u','), qPrintable(german));
        QVERIFY2(labels.contains(german), qPrintable(labels.join(u" | "_s)));
    }
    for (const QString &label : labels)
        QVERIFY2(!label.contains(u'.'), qPrintable(label));
}

void tst_ComparePanel::twoRunsDiffSideBySide()
{
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    openAll(panel, {m_dirs[0], m_dirs[4]});
    QVERIFY(panel.configDiff()->isSideBySide());
    QCOMPARE(panel.configDiff()->columnCount(), 3);
    QCOMPARE(panel.configDiff()->rowCount(), 2); // top_k and seed
    QCOMPARE(panel.configDiff()->data(panel.configDiff()->index(0, 1)).toString(), u"1"_s);
    QCOMPARE(panel.configDiff()->data(panel.configDiff()->index(0, 2)).toString(), u"2"_s);
}

void tst_ComparePanel::exportsPlotsTablesAndReport()
{
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    panel.resize(1200, 800);
    panel.show();
    openAll(panel, m_dirs);
    QTemporaryDir out;
    for (const QString &ext : {u"png"_s, u"svg"_s, u"pdf"_s}) {
        const QString path = out.filePath(u"curves."_s + ext);
        TWB_VERIFY_RESULT(panel.exporter()->exportCurves(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(512);
        if (ext == u"png"_s)
            QVERIFY(!QImage(path).isNull());
        else if (ext == u"svg"_s)
            QVERIFY2(head.contains("<svg"), head.constData());
        else
            QVERIFY(head.startsWith("%PDF"));
    }
    QVERIFY(!panel.exporter()->exportCurves(out.filePath(u"curves.bmp"_s)));

    const QString csv = out.filePath(u"results.csv"_s);
    TWB_VERIFY_RESULT(panel.exporter()->exportResultsCsv(csv));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().count('\n'), 4);

    const QString report = out.filePath(u"report.md"_s);
    TWB_VERIFY_RESULT(panel.exporter()->exportReport(report));
    QFile md(report);
    QVERIFY(md.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(md.readAll());
    QVERIFY2(text.contains(u"![loss per run"_s) && text.contains(u"(report-curves.png)"_s), qPrintable(text));
    QVERIFY(!QImage(out.filePath(u"report-curves.png"_s)).isNull());

    // The Export menu's path, from the event loop (where the I/O guard aborts on a disk write
    // on the GUI thread): painted here, the report and its figures written on the pool.
    QSignalSpy written(panel.exporter(), &twb::CompareExporter::exportWritten);
    const QString menuReport = out.filePath(u"menu.md"_s);
    QMetaObject::invokeMethod(&panel, [&] { panel.exporter()->exportInBackground(twb::CompareExporter::Export::Report, menuReport); },
                              Qt::QueuedConnection);
    QVERIFY(written.wait(10000));
    QCOMPARE(written.first().at(0).toString(), menuReport);
    QVERIFY2(written.first().at(1).toString().isEmpty(), qPrintable(written.first().at(1).toString()));
    QVERIFY(QFileInfo(menuReport).size() > 100);
    QVERIFY(!QImage(out.filePath(u"menu-parallel.png"_s)).isNull());
    // A bad type is refused before anything is written, and said.
    written.clear();
    QMetaObject::invokeMethod(&panel, [&] { panel.exporter()->exportInBackground(twb::CompareExporter::Export::Curves, out.filePath(u"c.bmp"_s)); },
                              Qt::QueuedConnection);
    QVERIFY(written.wait(10000));
    QVERIFY(written.first().at(1).toString().contains(u".png"_s));
    QVERIFY(!QFileInfo::exists(out.filePath(u"c.bmp"_s)));
    QVERIFY(!QImage(out.filePath(u"report-parallel.png"_s)).isNull());
    // Each run's final value to its significant digits (the table is for people; the CSV keeps
    // every digit), never the double's 17-digit repr.
    for (auto it = m_final.cbegin(); it != m_final.cend(); ++it) {
        bool found = false;
        for (int digits = 4; digits <= 8 && !found; ++digits)
            found = text.contains(u"| "_s + twb::NumberFormat::significant(it.value(), digits) + u" |"_s);
        QVERIFY2(found, qPrintable(it.key() + u": "_s + text));
        const QString repr = QString::fromStdString(twb::pythonFloatRepr(it.value()));
        if (repr.size() > 10)
            QVERIFY2(!text.contains(repr), qPrintable(repr));
    }
}

// Legends and curves say which config they show ("top_k=2"), not its hash (issue 15).
void tst_ComparePanel::legendsNameValuesNotHashes()
{
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    panel.resize(1200, 800);
    panel.show();
    openAll(panel, m_dirs);
    panel.colorByBox()->setCurrentIndex(panel.colorByBox()->findData(QString()));   // by cell
    panel.modeBox()->setCurrentIndex(2);                                             // runs + mean
    QCustomPlot *plot = panel.curves()->plot();
    QStringList legend;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i)))
            legend << item->plottable()->name();
    QVERIFY2(legend.contains(u"top_k=1"_s) && legend.contains(u"top_k=2"_s) && legend.contains(u"top_k=4"_s),
             qPrintable(legend.join(u" | "_s)));
    QStringList hashes;
    for (const twb::ResultTable::Row &row : panel.results()->table().rows())
        hashes << row.hash.left(8);
    QCOMPARE(hashes.size(), 3);
    QStringList names;
    for (int i = 0; i < plot->graphCount(); ++i)
        names << plot->graph(i)->name();
    names << legend;
    for (const QString &name : std::as_const(names))
        for (const QString &hash : std::as_const(hashes))
            QVERIFY2(!name.contains(hash), qPrintable(name));
    // The cells' means name their values; each run's curve its experiment, values and seed.
    QVERIFY2(names.contains(u"mean of top_k=2"_s), qPrintable(names.join(u" | "_s)));
    QVERIFY2(names.contains(u"moe-clamp · top_k=4 · seed 2"_s), qPrintable(names.join(u" | "_s)));
    // The results table prints the means to their significant digits.
    const QModelIndex mean = panel.results()->index(0, panel.results()->meanColumn());
    const QString shown = mean.data().toString();
    QVERIFY2(shown.size() <= 7, qPrintable(shown));
    QVERIFY(mean.data(Qt::ToolTipRole).toString().size() > shown.size());
    QTest::qWait(100);
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/compare-legend-names.png"_s));
}

// A cell with one seed has no spread to show: its row says so instead of a std of 0 and a
// zero-width interval (issue 27).
void tst_ComparePanel::oneSeedRowSaysNoSpread()
{
    QTemporaryDir dir;
    const QString runs = dir.filePath(u"runs"_s);
    Json config = ablationTestBase();
    config["model"]["moe"]["top_k"] = 8;
    writeRun(runs, u"sweep-k8-s0"_s, config, 0, 1.9);
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    openAll(panel, QStringList(m_dirs) << runs + u"/sweep-k8-s0"_s);
    twb::ResultsTableModel *model = panel.results();
    const int v = int(model->table().variables().size());
    int oneSeed = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->table().rows()[size_t(row)].stats.count == 1)
            oneSeed = row;
    QVERIFY(oneSeed >= 0);
    const QString std = model->index(oneSeed, v + 3).data().toString();
    const QString ci = model->index(oneSeed, v + 4).data().toString();
    QCOMPARE(std, u"one seed: no spread"_s);
    QCOMPARE(ci, u"–"_s);
    QVERIFY(!model->index(oneSeed, v + 3).data(twb::ResultsTableModel::SortRole).isValid());
    // The three-seed cells keep their numbers.
    for (int row = 0; row < model->rowCount(); ++row)
        if (row != oneSeed)
            QVERIFY2(model->index(row, v + 4).data().toString().startsWith(u'['), qPrintable(model->index(row, v + 4).data().toString()));
    panel.resultsView()->resizeColumnsToContents();
    QTest::qWait(100);
    QVERIFY(panel.resultsView()->grab().save(twb::test::artifactsDir() + u"/compare-one-seed-row.png"_s));
}

// The demo's kernel A/B (real CPU runs): Compare says above its tables whether each seed's final
// loss is the same with and without the kernel, the two arms' step times and that the kernel ran
// in interpret mode; other runs get no such line.
void tst_ComparePanel::aKernelAbIsJudgedAboveTheTables()
{
    QStringList ab;
    const QString demoRuns = twb::test::sourceDir() + u"/templates/demo/runs"_s;
    for (const QString &name : QDir(demoRuns).entryList({u"tiny-lm-kernel-*"_s}, QDir::Dirs, QDir::Name))
        ab << demoRuns + u'/' + name;
    QCOMPARE(ab.size(), 4);
    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    openAll(panel, ab);
    QLabel *verdict = panel.kernelAbLabel();
    QVERIFY(verdict->isVisible());
    const QString text = verdict->text();
    QVERIFY2(text.startsWith(u"Kernel A/B of rmsnorm: final loss equal"_s) && text.contains(u"2 of 2"_s)
                 && text.contains(u"ms with the kernel"_s) && text.contains(u"interpret mode on CPU"_s),
             qPrintable(text));
    QCOMPARE(panel.colorByBox()->currentData().toString(), u"model.kernels.rmsnorm.enabled"_s);
    QCOMPARE(panel.curves()->curveCount(), 4);
    // The whole verdict is shown: the label is as tall as its text wraps to.
    QVERIFY2(verdict->height() >= verdict->heightForWidth(verdict->width()),
             qPrintable(u"%1 < %2"_s.arg(verdict->height()).arg(verdict->heightForWidth(verdict->width()))));
    QTest::qWait(300); // the curves are drawn off the GUI thread
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/compare_kernel_ab.png"_s));

    openAll(panel, m_dirs);
    QVERIFY(!verdict->isVisible());
}

// The run selected in the Runs tab is the curves' highlighted run (drawn on top, also inside
// an envelope); the runs its filter hides are not drawn.
void tst_ComparePanel::theRunsTabPicksWhatTheCurvesShow()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::ComparePanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    openAll(panel, m_dirs);
    QCOMPARE(panel.curves()->curveCount(), 9);
    QTableWidget *table = panel.runList()->table();
    int row = 0;
    while (row < table->rowCount()
           && table->item(row, twb::CompareRunsView::RunColumn)->data(twb::CompareRunsView::RunIdRole).toString()
                  != u"sweep-k2-s1"_s)
        ++row;
    QVERIFY(row < table->rowCount());
    table->selectRow(row);
    QCOMPARE(panel.curves()->highlightedRun(), u"sweep-k2-s1"_s);
    table->clearSelection();
    QCOMPARE(panel.curves()->highlightedRun(), QString());

    panel.runList()->filterEdit()->setText(u"model.moe.top_k>=2"_s);
    QTRY_COMPARE(panel.runList()->shownRuns().size(), 6);
    QCOMPARE(panel.curves()->curveCount(), 6);
    panel.runList()->filterEdit()->setText(QString());
    QTRY_COMPARE(panel.curves()->curveCount(), 9);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ComparePanel)
#include "tst_compare_panel.moc"
