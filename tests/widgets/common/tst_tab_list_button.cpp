// The tab list button: its menu lists every visible tab of its tab widget, the current one
// checked, and picking one opens it, also a tab scrolled out of a narrow tab bar; no tab shows
// cut by the bar's scroll arrows (PNGs in the test artifacts, tab-list-*.png).
#include "widgets/common/tab_list_button.h"

#include "support/test_paths.h"

#include <QDir>
#include <QRegion>

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

    // Qt draws the tab that runs under the scroll arrows cut mid-word; each tab must show whole
    // or be covered, at every scroll position the current tab brings.
    void noTabShowsCutByTheArrows()
    {
        QTabWidget tabs;
        for (const QString &title : {u"Iterations"_s, u"Code"_s, u"Autotune"_s, u"Profile"_s, u"Ideas ledger"_s,
                                     u"Debug history"_s, u"Decisions"_s, u"External evaluation"_s, u"Report"_s})
            tabs.addTab(new QLabel(&tabs), title);
        twb::addTabListButton(&tabs);
        tabs.resize(420, 160);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QTabBar *bar = tabs.tabBar();
        const QDir out(twb::test::artifactsDir());
        QVERIFY(out.mkpath(u"."_s));
        int cutTabsSeen = 0;
        for (int current = 0; current < tabs.count(); ++current) {
            tabs.setCurrentIndex(current);
            tabs.grab();   // paints the bar, which places the covers
            QTest::qWait(20);
            int visibleRight = bar->width();
            for (QToolButton *arrow : bar->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly))
                if (arrow->isVisible())
                    visibleRight = std::min(visibleRight, arrow->x());
            QVERIFY2(visibleRight < bar->width(), "the tabs should not fit: the arrows are what is tested");
            QRegion covered;
            for (QWidget *cover : bar->findChildren<QWidget *>(u"partialTabCover"_s))
                if (cover->isVisible())
                    covered += cover->geometry();
            for (int i = 0; i < bar->count(); ++i) {
                const QRect tab = bar->tabRect(i);
                const QRect inView = tab.intersected(QRect(0, 0, visibleRight, bar->height()));
                if (inView.isEmpty() || inView == tab)
                    continue;
                ++cutTabsSeen;
                // What shows of a cut tab is covered, up to the line of the frame below it.
                const QRegion shows = QRegion(inView.adjusted(0, 0, 0, -4)) - covered;
                QVERIFY2(shows.isEmpty(), qPrintable(u"tab \"%1\" (%2..%3) shows cut at %4 with tab %5 current"_s.arg(bar->tabText(i))
                                                         .arg(tab.left()).arg(tab.right()).arg(visibleRight).arg(current)));
            }
            if (current == 0 || current == tabs.count() - 1)
                QVERIFY(tabs.grab().save(out.filePath(u"tab-list-current-%1.png"_s.arg(current))));
        }
        QVERIFY2(cutTabsSeen > 0, "no tab ran under the arrows: the case is not exercised");
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_TabListButton)
#include "tst_tab_list_button.moc"
