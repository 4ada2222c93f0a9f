// The tab list button: its menu lists every visible tab of its tab widget, the current one
// checked, and picking one opens it, also a tab scrolled out of a narrow tab bar.
#include "widgets/common/tab_list_button.h"

#include <QLabel>
#include <QMenu>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_TabListButton final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsAndOpensEveryTab()
    {
        QTabWidget tabs;
        for (int i = 0; i < 9; ++i)
            tabs.addTab(new QLabel(&tabs), u"Tab number %1"_s.arg(i));
        tabs.setTabVisible(3, false);
        QToolButton *button = twb::addTabListButton(&tabs);
        QCOMPARE(tabs.cornerWidget(Qt::TopRightCorner), button);
        tabs.resize(320, 200);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QVERIFY(!tabs.tabBar()->rect().contains(tabs.tabBar()->tabRect(8)));   // out of sight

        Q_EMIT button->menu()->aboutToShow();
        const QList<QAction *> actions = button->menu()->actions();
        QStringList texts;
        for (QAction *action : actions)
            texts << action->text();
        QCOMPARE(texts.size(), 8);
        QVERIFY(!texts.contains(u"Tab number 3"_s));
        QCOMPARE(texts.last(), u"Tab number 8"_s);
        QVERIFY(actions.first()->isChecked());
        actions.last()->trigger();
        QCOMPARE(tabs.currentIndex(), 8);
        // Built anew each time: the new current tab is the checked one.
        Q_EMIT button->menu()->aboutToShow();
        QVERIFY(button->menu()->actions().last()->isChecked());
        QCOMPARE(button->menu()->actions().size(), 8);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_TabListButton)
#include "tst_tab_list_button.moc"
