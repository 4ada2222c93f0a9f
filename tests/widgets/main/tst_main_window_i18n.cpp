// The main window in German, Simplified Chinese and Japanese: the translations embedded in
// twb_widgets load, the menus and panel names change to the language's words (accelerators
// kept), and QLocale formats numbers for that language. Also the language setting.
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/main/main_window.h"
#include "widgets/main/app_language.h"

#include <QApplication>
#include <QListWidget>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_MainWindowI18n final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void showsTheWindowInTheLanguage_data();
    void showsTheWindowInTheLanguage();
    void englishNeedsNoTranslation();
    void languageChoiceIsSavedAndUsedAtStart();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindowI18n::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_main_window_i18n"_s);
}

void tst_MainWindowI18n::cleanupTestCase()
{
    twb::UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_MainWindowI18n::showsTheWindowInTheLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QStringList>("panels");
    QTest::addColumn<QString>("number");
    QTest::newRow("de") << u"de"_s << QStringList{u"&Arbeitsbereich"_s, u"&Ansicht"_s, u"&Hilfe"_s}
                        << QStringList{u"Maschinen"_s, u"Mesh"_s, u"Experimente"_s, u"Monitor"_s} << u"1.234,5"_s;
    QTest::newRow("zh_CN") << u"zh_CN"_s << QStringList{u"工作区(&W)"_s, u"视图(&V)"_s, u"帮助(&H)"_s}
                           << QStringList{u"机器"_s, u"Mesh"_s, u"实验"_s, u"监控"_s} << u"1,234.5"_s;
    QTest::newRow("ja") << u"ja"_s << QStringList{u"ワークスペース(&W)"_s, u"表示(&V)"_s, u"ヘルプ(&H)"_s}
                        << QStringList{u"マシン"_s, u"Mesh"_s, u"実験"_s, u"モニター"_s} << u"1,234.5"_s;
}

void tst_MainWindowI18n::showsTheWindowInTheLanguage()
{
    QFETCH(QString, code);
    QFETCH(QStringList, menus);
    QFETCH(QStringList, panels);
    QFETCH(QString, number);
    QVERIFY2(twb::UiLanguage::install(*qApp, QLocale(code)), qPrintable(u"no :/i18n/tpuwb_%1.qm"_s.arg(code)));
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), number);

    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QStringList menuTitles;
    for (QAction *action : window.menuBar()->actions())
        menuTitles << action->text();
    for (const QString &menu : menus)
        QVERIFY2(menuTitles.contains(menu), qPrintable(menuTitles.join(u", "_s)));
    auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
    QVERIFY(navigation);
    QStringList shown;
    for (int i = 0; i < navigation->count(); ++i)
        shown << navigation->item(i)->text();
    for (const QString &panel : panels)
        QVERIFY2(shown.contains(panel), qPrintable(shown.join(u", "_s)));
    QVERIFY(!shown.contains(u"Machines"_s));

    // Core's strings (through Tr structs) are in the same translation.
    QVERIFY(QCoreApplication::translate("twb::HostHealth", "Stalled") != u"Stalled"_s);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.grab().save(twb::test::artifactsDir() + u"/main_window_%1.png"_s.arg(code)));
}

void tst_MainWindowI18n::englishNeedsNoTranslation()
{
    QVERIFY(!twb::UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), u"&Workspace"_s);
    // English's plural forms: "%n run(s)" reads "1 run" and "2 runs".
    QCOMPARE(QCoreApplication::translate("twb::ComparePanel", "%n run(s)", nullptr, 1), u"1 run"_s);
    QCOMPARE(QCoreApplication::translate("twb::ComparePanel", "%n run(s)", nullptr, 2), u"2 runs"_s);
    // A system language without a translation (the C locale of a container or an SSH session
    // is LANG=C.UTF-8; French) shows the English text, with its plural forms too.
    for (const QLocale &locale : {QLocale::c(), QLocale(QLocale::French, QLocale::France)}) {
        QVERIFY(!twb::UiLanguage::install(*qApp, locale));
        QCOMPARE(QCoreApplication::translate("twb::ComparePanel", "%n run(s)", nullptr, 1), u"1 run"_s);
        QCOMPARE(QCoreApplication::translate("twb::AblationEditor", "%n cell(s)", nullptr, 3), u"3 cells"_s);
    }
    QVERIFY(!twb::UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
}

void tst_MainWindowI18n::languageChoiceIsSavedAndUsedAtStart()
{
    QCOMPARE(twb::UiLanguage::chosen(), QString());
    QCOMPARE(twb::UiLanguage::effectiveLocale(), QLocale::system());
    twb::UiLanguage::setChosen(u"ja"_s);
    QCOMPARE(twb::UiLanguage::chosen(), u"ja"_s);
    QCOMPARE(twb::UiLanguage::effectiveLocale().language(), QLocale::Japanese);
    // A code the app has no translation for is ignored: the system's language.
    twb::UiLanguage::setChosen(u"xx"_s);
    QCOMPARE(twb::UiLanguage::chosen(), QString());

    // The menu lists the choices and checks the saved one.
    twb::UiLanguage::setChosen(u"de"_s);
    QWidget parent;
    QMenu *menu = twb::UiLanguage::createMenu(&parent);
    QStringList checked;
    for (QAction *action : menu->actions())
        if (action->isChecked())
            checked << action->data().toString();
    QCOMPARE(checked, QStringList{u"de"_s});
    QCOMPARE(menu->actions().size(), 6); // system, separator, English, de, zh_CN, ja
    twb::UiLanguage::setChosen(QString());
}

QTEST_MAIN(tst_MainWindowI18n)
#include "tst_main_window_i18n.moc"
