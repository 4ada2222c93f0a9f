// The Ablation panel on the demo workspace's lr-sweep: six finished runs of one varied
// variable. The cost is measured from those runs (it said "cost unknown ... finish one run"),
// and the heat map draws the one variable as a row (it said "this matrix varies 1").
#include "core/ablation/measured_step_time.h"
#include "core/demo/demo_workspace.h"
#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/ablation_editor.h"
#include "widgets/ablation/ablation_panel.h"
#include "widgets/ablation/heat_map_view.h"
#include "core/services/workbench_session.h"
#include "widgets/common/qcustomplot_include.h"

#include "support/test_paths.h"

#include <QDir>
#include <QRegularExpression>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

class tst_AblationDemo final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepTimeIsMeasuredOnTheFinishedRuns();
    void costIsKnownFromTheFinishedRuns();
    void oneVariableIsARowOfSquares();
    void aMatrixWhereNothingVariesSaysSo();
    void theListFollowsAblationsWrittenElsewhere();

private:
    void openLrSweep(twb::AblationPanel &panel);

    QTemporaryDir m_dir;
    QString m_workspace;
};

void tst_AblationDemo::initTestCase()
{
    m_workspace = m_dir.filePath(u"demo"_s);
    const auto created = twb::createDemoWorkspace(m_workspace, false);
    QVERIFY2(created, created ? "" : qPrintable(created.error().message));
}

void tst_AblationDemo::openLrSweep(twb::AblationPanel &panel)
{
    panel.open(QDir(m_workspace).filePath(u"ablations/lr-sweep.json"_s));
    QTRY_VERIFY_WITH_TIMEOUT(panel.document()->loaded() && panel.document()->loaded()->file.endsWith(u"lr-sweep.json"_s), 10000);
}

void tst_AblationDemo::stepTimeIsMeasuredOnTheFinishedRuns()
{
    const auto measured = twb::MeasuredStepTime::fromRuns(QDir(m_workspace).filePath(u"runs"_s), u"tiny-lm"_s);
    QVERIFY(measured);
    QCOMPARE(measured->runs, 6);
    QCOMPARE(measured->cpuRuns, 6); // the demo's runs are CPU runs, and say so
    QVERIFY(measured->describe(u"tiny-lm"_s).endsWith(u"on CPU: not a TPU figure"_s));
    // The demo's CPU runs take tens of milliseconds a step.
    QVERIFY2(measured->seconds > 0.001 && measured->seconds < 5, qPrintable(QString::number(measured->seconds)));
    QVERIFY(!twb::MeasuredStepTime::fromRuns(QDir(m_workspace).filePath(u"runs"_s), u"no-such-experiment"_s));
    QVERIFY(!twb::MeasuredStepTime::fromRuns(m_dir.filePath(u"missing"_s), u"tiny-lm"_s));
}

void tst_AblationDemo::costIsKnownFromTheFinishedRuns()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::AblationPanel panel(context);
    panel.resize(1200, 800);
    panel.show();
    openLrSweep(panel);
    const auto &loaded = panel.document()->loaded();
    QVERIFY(!loaded->spec.stepTimeSeconds());
    QVERIFY(loaded->stepSeconds());
    const QString summary = panel.editor()->summaryLabel()->text();
    QVERIFY2(!summary.contains(u"cost unknown"_s), qPrintable(summary));
    QVERIFY2(summary.contains(QRegularExpression(u"chip-(seconds|minutes|hours)"_s)), qPrintable(summary));
    QVERIFY2(summary.contains(u"measured on 6 finished run"_s) && summary.contains(u"of tiny-lm"_s), qPrintable(summary));
    QVERIFY2(summary.contains(u"on CPU: not a TPU figure"_s), qPrintable(summary));
}

void tst_AblationDemo::oneVariableIsARowOfSquares()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::AblationPanel panel(context);
    panel.resize(1200, 800);
    panel.show();
    QSignalSpy refreshed(&panel, &twb::AblationPanel::statusesRefreshed);
    openLrSweep(panel);
    twb::HeatMapView *map = panel.heatMap();
    QTRY_VERIFY_WITH_TIMEOUT(map->isShowingMap(), 10000);
    // Three learning rates along x, one row; every square is the mean of two finished seeds.
    QTRY_VERIFY_WITH_TIMEOUT(std::isfinite(map->valueAt(0, 0)) && std::isfinite(map->valueAt(2, 0)), 15000);
    QVERIFY(std::isfinite(map->valueAt(1, 0)));
    QVERIFY(std::isnan(map->valueAt(0, 1)));
    QVERIFY(std::isnan(map->valueAt(3, 0)));
    QCOMPARE(map->plot()->xAxis->label(), u"train.lr"_s);
    QVERIFY(map->valueAt(0, 0) != map->valueAt(2, 0));
    panel.tabs()->setCurrentWidget(map);
    QVERIFY(map->grab().save(twb::test::artifactsDir() + u"/ablation_heat_map_one_variable.png"_s));
    // The squares are drawn: the colour map's pixels are not all one colour.
    const QImage image = map->plot()->toPixmap(400, 200).toImage();
    QSet<QRgb> colours;
    for (int x = 0; x < image.width(); x += 4)
        colours.insert(image.pixel(x, image.height() / 2));
    QVERIFY2(colours.size() > 3, "the heat map row is blank");
}

void tst_AblationDemo::aMatrixWhereNothingVariesSaysSo()
{
    // A copy of lr-sweep with a single value: one cell.
    const QString file = QDir(m_workspace).filePath(u"ablations/one-cell.json"_s);
    QFile source(QDir(m_workspace).filePath(u"ablations/lr-sweep.json"_s));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    text.replace("[0.0003, 0.001, 0.003]", "[0.001]");
    text.replace("\"name\": \"lr-sweep\"", "\"name\": \"one-cell\"");
    QFile target(file);
    QVERIFY(target.open(QIODevice::WriteOnly));
    target.write(text);
    target.close();
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::AblationPanel panel(context);
    panel.show();
    openLrSweep(panel); // the panel's own first choice, then this one
    panel.open(file);
    // The panel may open the workspace's first ablation by itself: wait for this one.
    QTRY_VERIFY2_WITH_TIMEOUT(panel.document()->loaded() && panel.document()->loaded()->file.endsWith(u"one-cell.json"_s),
                              qPrintable(panel.document()->expansionError() + u" | "_s
                                         + (panel.document()->loaded() ? panel.document()->loaded()->file : QString())),
                              10000);
    QVERIFY(!panel.heatMap()->isShowingMap());
    auto *message = panel.heatMap()->findChild<QLabel *>(u"heatMapMessage"_s);
    QVERIFY(message->text().contains(u"nothing to map"_s));
    QFile::remove(file);
}

void tst_AblationDemo::theListFollowsAblationsWrittenElsewhere()
{
    // No Refresh: an ablation file written by another process (tpuwb ablate new, an editor)
    // appears in the list through the workspace index, and goes when it is removed.
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::AblationPanel panel(context);
    panel.show();
    auto *list = panel.findChild<QListWidget *>(u"ablationList"_s);
    QVERIFY(list);
    const auto names = [list] {
        QStringList out;
        for (int i = 0; i < list->count(); ++i)
            out << list->item(i)->text();
        return out;
    };
    QTRY_VERIFY_WITH_TIMEOUT(names().contains(u"lr-sweep"_s), 10000);
    const QString name = u"written-elsewhere-by-a-sweep-with-a-long-name"_s;
    QVERIFY(!names().contains(name));
    const QString file = QDir(m_workspace).filePath(u"ablations/"_s + name + u".json"_s);
    QVERIFY(QFile::copy(QDir(m_workspace).filePath(u"ablations/lr-sweep.json"_s), file));
    QTRY_VERIFY_WITH_TIMEOUT(names().contains(name), 10000);
    // Wider than the list: elided in place, whole in its tooltip, no scroll bar under the list.
    const QListWidgetItem *item = list->findItems(name, Qt::MatchExactly).value(0);
    QVERIFY(item);
    QVERIFY(list->fontMetrics().horizontalAdvance(name) > list->viewport()->width());
    QVERIFY(item->toolTip().endsWith(name + u".json"_s));
    QCOMPARE(list->textElideMode(), Qt::ElideMiddle);
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    QVERIFY(QFile::remove(file));
    QTRY_VERIFY_WITH_TIMEOUT(!names().contains(name), 10000);
    QVERIFY(names().contains(u"lr-sweep"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AblationDemo)
#include "tst_ablation_demo.moc"
