// Every panel of the demo workspace at 200 % (QT_SCALE_FACTOR=2, set by CMake): the window
// paints at device pixels, so nothing is a 1x picture stretched to 2x. Checked per panel:
// the window grabs at twice its size; each plot's buffers are at the window's ratio; a label's
// picture (the banners' icons) has the device pixels it covers; each icon on a button, tab or
// item has a source for 2x (not a 16 px bitmap blown up); and each custom-painted widget
// (device grid, memory bar, host strip, pipeline diagram, plots) shows detail finer than its
// own 1x rendering scaled up has. Grabs go to <dir>/hidpi/<panel>.png (dir: TWB_SCREENSHOT_DIR,
// which scripts/screenshots.sh sets to docs/screenshots, else the test artifacts folder).
#include "core/demo/demo_workspace.h"
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/main/main_window.h"
#include "widgets/main/workspace_trust_prompt.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

constexpr double kRatio = 2.0;

QString describe(const QObject *object)
{
    return u"%1 %2"_s.arg(QString::fromLatin1(object->metaObject()->className()), object->objectName());
}

// Share of the pixels of `image` (2x) that neither a smooth nor a blocky 2x scaling of
// `logical` (the same picture at 1x) comes within 40 of: detail only device pixels can hold.
double finerThanScaledUp(const QImage &image, const QImage &logical)
{
    const QImage smooth = logical.scaled(image.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation).convertToFormat(QImage::Format_ARGB32);
    const QImage blocky = logical.scaled(image.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation).convertToFormat(QImage::Format_ARGB32);
    const QImage mine = image.convertToFormat(QImage::Format_ARGB32);
    auto distance = [](QRgb a, QRgb b) {
        return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
    };
    qsizetype finer = 0;
    for (int y = 0; y < mine.height(); ++y) {
        const auto *m = reinterpret_cast<const QRgb *>(mine.constScanLine(y));
        const auto *s = reinterpret_cast<const QRgb *>(smooth.constScanLine(y));
        const auto *b = reinterpret_cast<const QRgb *>(blocky.constScanLine(y));
        for (int x = 0; x < mine.width(); ++x)
            finer += std::min(distance(m[x], s[x]), distance(m[x], b[x])) > 40 ? 1 : 0;
    }
    return double(finer) / std::max<qsizetype>(1, qsizetype(mine.width()) * mine.height());
}

// `widget` drawn at 1x (dpr 1, what a cache made at its logical size would hold).
QImage renderedAtOneX(QWidget *widget)
{
    QImage image(widget->size(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    image.fill(widget->palette().window().color());
    widget->render(&image);
    return image;
}

} // namespace

class tst_HiDpiPanels final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theDetailMeasureTellsAStretchedPicture();
    void everyPanelPaintsAtDevicePixels();
    void plotsFollowTheirWindowsRatio();

private:
    static QStringList blurryIcons(QWidget *panel);
    static QStringList stretchedPaint(QWidget *panel);

    QTemporaryDir m_dir;
    QString m_workspace;
};

void tst_HiDpiPanels::initTestCase()
{
    QVERIFY2(qFuzzyCompare(qApp->devicePixelRatio(), kRatio),
             qPrintable(u"run with QT_SCALE_FACTOR=2 (as ctest does): the device pixel ratio is %1"_s.arg(qApp->devicePixelRatio())));
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_hidpi_panels"_s);
    m_workspace = m_dir.filePath(u"demo"_s);
    const auto created = twb::createDemoWorkspace(m_workspace, false);
    QVERIFY2(created, created ? "" : qPrintable(created.error().message));
}

// What the panels are measured with can fail: a label painted at 1x and stretched to 2x (as a
// pixmap cache made at the widget's logical size would be) shows no detail finer than 1x, and
// the same label painted at 2x does.
void tst_HiDpiPanels::theDetailMeasureTellsAStretchedPicture()
{
    QLabel label(u"16 chips (4x4) · 0.001 · GiB"_s);
    label.resize(label.sizeHint() + QSize(8, 8));
    const QImage logical = renderedAtOneX(&label);
    QPixmap stretched(label.size() * kRatio);
    stretched.setDevicePixelRatio(kRatio);
    {
        QPainter painter(&stretched);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.drawImage(QRect(QPoint(0, 0), label.size()), logical);
    }
    const double crisp = finerThanScaledUp(label.grab().toImage(), logical);
    const double blurred = finerThanScaledUp(stretched.toImage(), logical);
    QVERIFY2(blurred < 0.001, qPrintable(QString::number(blurred)));
    QVERIFY2(crisp > 0.01, qPrintable(QString::number(crisp)));
}

QStringList tst_HiDpiPanels::blurryIcons(QWidget *panel)
{
    QStringList blurry;
    auto check = [&](const QIcon &icon, QSize size, const QString &where) {
        if (icon.isNull() || size.isEmpty())
            return;
        const QPixmap pixmap = icon.pixmap(size, kRatio);
        // The icon's best source for 2x: fewer device pixels than 2x the size means stretched.
        if (pixmap.width() < size.width() * kRatio - 1 && pixmap.devicePixelRatio() < kRatio)
            blurry << u"%1: icon %2x%3 px for %4x%5 at 2x"_s.arg(where).arg(pixmap.width()).arg(pixmap.height()).arg(size.width()).arg(size.height());
    };
    for (QAbstractButton *button : panel->findChildren<QAbstractButton *>())
        if (button->isVisible())
            check(button->icon(), button->iconSize(), describe(button));
    for (QTabBar *bar : panel->findChildren<QTabBar *>())
        if (bar->isVisible())
            for (int i = 0; i < bar->count(); ++i)
                check(bar->tabIcon(i), bar->iconSize(), describe(bar) + u" tab "_s + bar->tabText(i));
    for (QAbstractItemView *view : panel->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || !view->model())
            continue;
        const QAbstractItemModel *model = view->model();
        const QSize size = view->iconSize().isValid() ? view->iconSize()
                                                       : QSize(1, 1) * view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view);
        for (int row = 0; row < std::min(model->rowCount(), 50); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QVariant decoration = model->index(row, column).data(Qt::DecorationRole);
                if (decoration.canConvert<QIcon>() && decoration.typeId() == QMetaType::QIcon)
                    check(decoration.value<QIcon>(), size, describe(view) + u" row %1"_s.arg(row));
                else if (decoration.typeId() == QMetaType::QPixmap && decoration.value<QPixmap>().devicePixelRatio() < kRatio)
                    blurry << describe(view) + u" row %1: a 1x pixmap"_s.arg(row);
            }
    }
    for (QLabel *label : panel->findChildren<QLabel *>()) {
        if (!label->isVisible())
            continue;
        const QPixmap pixmap = label->pixmap();
        if (!pixmap.isNull() && pixmap.devicePixelRatio() < kRatio)
            blurry << u"%1: a picture of %2x%3 px at ratio %4"_s.arg(describe(label)).arg(pixmap.width()).arg(pixmap.height()).arg(pixmap.devicePixelRatio());
    }
    return blurry;
}

QStringList tst_HiDpiPanels::stretchedPaint(QWidget *panel)
{
    static const QStringList painted{u"twb::DeviceGridWidget"_s, u"twb::MemoryBarWidget"_s, u"twb::HostStrip"_s, u"twb::PipelineDiagram"_s};
    QStringList stretched;
    for (QWidget *widget : panel->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->width() < 16 || widget->height() < 16)
            continue;
        auto *plot = qobject_cast<QCustomPlot *>(widget);
        if (!plot && !painted.contains(QString::fromLatin1(widget->metaObject()->className())))
            continue;
        if (plot && !qFuzzyCompare(plot->bufferDevicePixelRatio(), plot->devicePixelRatioF()))
            stretched << u"%1: buffers at ratio %2 in a window at %3"_s.arg(describe(plot)).arg(plot->bufferDevicePixelRatio()).arg(plot->devicePixelRatioF());
        const QImage image = widget->grab().toImage();
        if (image.size() != widget->size() * kRatio) {
            stretched << u"%1: grabbed at %2x%3 for %4x%5"_s.arg(describe(widget)).arg(image.width()).arg(image.height()).arg(widget->width()).arg(widget->height());
            continue;
        }
        const double finer = finerThanScaledUp(image, renderedAtOneX(widget));
        qDebug("%s: %.3f %% of its pixels finer than 1x", qPrintable(describe(widget)), finer * 100);
        if (finer < 0.002)
            stretched << u"%1: only %2 % of its pixels hold detail finer than 1x"_s.arg(describe(widget)).arg(finer * 100, 0, 'f', 3);
    }
    return stretched;
}

void tst_HiDpiPanels::everyPanelPaintsAtDevicePixels()
{
    const QByteArray screenshots = qgetenv("TWB_SCREENSHOT_DIR");
    const QString root = screenshots.isEmpty() ? twb::test::artifactsDir() + u"/screenshots"_s : QString::fromLocal8Bit(screenshots);
    const QDir out(root + u"/hidpi"_s);
    QVERIFY(out.mkpath(u"."_s));

    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QSignalSpy trustChecked(window.trustPrompt(), &twb::WorkspaceTrustPrompt::checked);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.devicePixelRatioF(), kRatio);
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    if (QMessageBox *question = window.trustPrompt()->question())
        question->reject();
    QTest::qWait(2500); // the panels list the workspace and the Monitor opens its first run

    QStringList problems;
    for (const QString &name : window.panelNames()) {
        QVERIFY(window.showPanel(name));
        QWidget *panel = window.panel(name);
        QTest::qWait(400);
        const QImage grab = window.grab().toImage();
        QCOMPARE(grab.size(), window.size() * kRatio);
        QVERIFY(grab.save(out.filePath(name + u".png"_s)));
        for (const QString &icon : blurryIcons(panel))
            problems << name + u": "_s + icon;
        for (const QString &paint : stretchedPaint(panel))
            problems << name + u": "_s + paint;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
}

// A plot made while its ratio was another (created before its window reached a HiDPI screen,
// or moved there from a 1x one) takes its window's ratio when shown.
void tst_HiDpiPanels::plotsFollowTheirWindowsRatio()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.resize(1024, 700);
    QVERIFY(window.showPanel(u"compare"_s));
    const QList<QCustomPlot *> plots = window.panel(u"compare"_s)->findChildren<QCustomPlot *>();
    QVERIFY(!plots.isEmpty());
    for (QCustomPlot *plot : plots)
        plot->setBufferDevicePixelRatio(1.0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (QCustomPlot *plot : plots)
        if (plot->isVisible())
            QCOMPARE(plot->bufferDevicePixelRatio(), kRatio);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_HiDpiPanels)
#include "tst_hidpi_panels.moc"
