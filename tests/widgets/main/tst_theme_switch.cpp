// View > Theme at run time: the kernel latency plot, the ablation heat map and Compare's
// parallel coordinates (and curves) take the new palette's colours at once, not at the next
// start. The demo workspace in the real main window; each view's axis text, its palette-coloured
// marks, and in the dark theme every curve of Compare reads on the plot (contrast >= 3:1).
#include "core/demo/demo_workspace.h"
#include "core/util/log_capture_sink.h"
#include "core/services/workbench_session.h"
#include "widgets/common/palette.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/theme.h"
#include "widgets/main/main_window.h"
#include "widgets/main/workspace_trust_prompt.h"

#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// The colours of one plot that the theme decides.
struct PlotColours
{
    QColor axisText;
    QList<QColor> marks; // graph pens, item pens and text colours, in order

    bool operator==(const PlotColours &) const = default;
};

PlotColours coloursOf(QCustomPlot *plot)
{
    PlotColours colours{plot->xAxis->tickLabelColor(), {}};
    for (int i = 0; i < plot->graphCount(); ++i) {
        colours.marks << plot->graph(i)->pen().color();
        colours.marks << plot->graph(i)->scatterStyle().pen().color();
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            colours.marks << text->color();
        else if (auto *rect = qobject_cast<QCPItemRect *>(plot->item(i)))
            colours.marks << rect->pen().color();
        else if (auto *line = qobject_cast<QCPItemLine *>(plot->item(i)))
            colours.marks << line->pen().color();
    }
    return colours;
}

} // namespace

class tst_ThemeSwitch final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void plotsFollowTheThemeLive();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    QString m_workspace;
};

void tst_ThemeSwitch::initTestCase()
{
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_theme_switch"_s);
    m_workspace = m_dir.filePath(u"demo"_s);
    const auto created = twb::createDemoWorkspace(m_workspace, false);
    QVERIFY2(created, created ? "" : qPrintable(created.error().message));
}

void tst_ThemeSwitch::cleanupTestCase()
{
    twb::Theme::apply(twb::Theme::Mode::Light);
}

void tst_ThemeSwitch::plotsFollowTheThemeLive()
{
    twb::Theme::apply(twb::Theme::Mode::Light);
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QSignalSpy trustChecked(window.trustPrompt(), &twb::WorkspaceTrustPrompt::checked);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    if (QMessageBox *question = window.trustPrompt()->question())
        question->reject();
    QTest::qWait(2500); // the panels list the workspace
    for (const QString &name : window.panelNames()) {
        QVERIFY(window.showPanel(name));
        QTest::qWait(400);
    }
    const QStringList names{u"latencyPlot"_s, u"heatMap"_s, u"parallelCoordinates"_s};
    QHash<QString, QCustomPlot *> plots;
    for (const QString &name : names) {
        auto *plot = window.findChild<QCustomPlot *>(name);
        if (!plot) // the latency plot is a widget around its QCustomPlot
            if (auto *holder = window.findChild<QWidget *>(name))
                plot = holder->findChild<QCustomPlot *>();
        QVERIFY2(plot, qPrintable(u"no plot named %1 in the demo window"_s.arg(name)));
        plots.insert(name, plot);
    }
    // Each view has drawn something the palette colours, so a stale colour would show.
    QTRY_VERIFY_WITH_TIMEOUT(plots[u"parallelCoordinates"_s]->graphCount() > 0, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(plots[u"heatMap"_s]->itemCount() > 0, 10000);
    QHash<QString, PlotColours> light;
    for (const QString &name : names)
        light.insert(name, coloursOf(plots[name]));

    twb::Theme::apply(twb::Theme::Mode::Dark);
    QVERIFY(twb::Palette::isDark());
    QCoreApplication::processEvents();

    for (const QString &name : names) {
        const PlotColours dark = coloursOf(plots[name]);
        QVERIFY2(dark.axisText != light[name].axisText, qPrintable(u"%1: axis text still %2"_s.arg(name, dark.axisText.name())));
        QCOMPARE(dark.axisText, twb::Palette::plotForeground());
        QVERIFY2(dark.marks != light[name].marks, qPrintable(u"%1: its marks kept the light theme's colours"_s.arg(name)));
    }
    // Compare's lines (the low learning rate got viridis' near-black purple) read on the dark plot.
    const QColor background = twb::Palette::plotBackground();
    for (const QCustomPlot *plot : {plots[u"parallelCoordinates"_s], window.findChild<QWidget *>(u"compare"_s)->findChild<QCustomPlot *>()}) {
        QVERIFY(plot && plot->graphCount() > 0);
        for (int i = 0; i < plot->graphCount(); ++i) {
            const QColor line = plot->graph(i)->pen().color();
            if (line.alpha() < 255)
                continue; // faint raw curves and bands under the smoothed line
            QVERIFY2(twb::Palette::contrast(line, background) >= twb::Palette::kLineContrast,
                     qPrintable(u"%1 graph %2: %3 on %4 is %5:1"_s.arg(plot->objectName()).arg(i).arg(line.name(), background.name())
                                    .arg(twb::Palette::contrast(line, background))));
        }
    }
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ThemeSwitch)
#include "tst_theme_switch.moc"
