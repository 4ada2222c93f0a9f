#include "widgets/common/tab_list_button.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
struct TabListButton
{
    Q_DECLARE_TR_FUNCTIONS(twb::TabListButton)
};
// Qt's tab bar cuts the tab that runs under its scroll buttons mid-word ("Ideas led|"), and
// after scrolling the one at its left edge. This covers what shows of such a tab, so every tab
// reads whole or not at all; the list button reaches those out of sight. Clicks go through to
// the bar (clicking where a covered tab is still opens it, scrolled into view).
class PartialTabCover final : public QObject
{
public:
    explicit PartialTabCover(QTabBar *bar) : QObject(bar), m_bar(bar)
    {
        for (QWidget *&cover : m_covers) {
            cover = new QWidget(bar);
            cover->setObjectName(u"partialTabCover"_s);
            cover->setAutoFillBackground(true);   // the window's colour, as beyond the last tab
            cover->setAttribute(Qt::WA_TransparentForMouseEvents);
            cover->hide();
        }
        bar->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Before each paint: tabs move when the bar scrolls, resizes or changes its tabs.
        if (watched == m_bar && (event->type() == QEvent::Paint || event->type() == QEvent::Resize))
            place();
        return false;
    }

private:
    void place()
    {
        int visibleRight = m_bar->width();
        QList<QToolButton *> arrows;
        for (QToolButton *arrow : m_bar->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly))
            if (arrow->isVisible()) {
                arrows << arrow;
                visibleRight = std::min(visibleRight, arrow->x());
            }
        // The line under the tabs belongs to the tab widget's frame: leave it showing.
        const int overlap = m_bar->style()->pixelMetric(QStyle::PM_TabBarBaseOverlap, nullptr, m_bar);
        QRect cut[2];
        if (!arrows.isEmpty()) {
            for (int i = 0; i < m_bar->count(); ++i) {
                if (!m_bar->isTabVisible(i))
                    continue;
                const QRect tab = m_bar->tabRect(i);
                const int height = std::max(0, tab.height() - overlap);
                if (tab.left() < visibleRight && tab.right() >= visibleRight)
                    cut[1] = QRect(tab.left(), tab.top(), visibleRight - tab.left(), height);
                else if (tab.left() < 0 && tab.right() >= 0)
                    cut[0] = QRect(0, tab.top(), tab.right() + 1, height);
            }
        }
        for (int side = 0; side < 2; ++side) {
            QWidget *cover = m_covers[side];
            if (cut[side].isEmpty()) {
                cover->hide();
                continue;
            }
            if (cover->geometry() != cut[side])
                cover->setGeometry(cut[side]);
            cover->show();
            cover->raise();
        }
        for (QToolButton *arrow : std::as_const(arrows))
            arrow->raise();
    }

    QTabBar *m_bar;
    QWidget *m_covers[2] = {};
};

} // namespace

QToolButton *addTabListButton(QTabWidget *tabs)
{
    auto *button = new QToolButton(tabs);
    button->setObjectName(u"tabList"_s);
    //: A button beside a row of tabs whose menu lists all of them.
    button->setText(TabListButton::tr("Tabs"));
    button->setToolTip(TabListButton::tr("Every tab, also those scrolled out of sight"));
    button->setAccessibleName(TabListButton::tr("All tabs"));
    button->setPopupMode(QToolButton::InstantPopup);
    button->setAutoRaise(true);
    auto *menu = new QMenu(button);
    button->setMenu(menu);
    // Built when opened: tabs come and go, and their titles follow the language.
    QObject::connect(menu, &QMenu::aboutToShow, tabs, [tabs, menu] {
        menu->clear();
        for (int i = 0; i < tabs->count(); ++i) {
            if (!tabs->isTabVisible(i))
                continue;
            QAction *action = menu->addAction(tabs->tabText(i), tabs, [tabs, i] { tabs->setCurrentIndex(i); });
            action->setCheckable(true);
            action->setChecked(i == tabs->currentIndex());
            action->setEnabled(tabs->isTabEnabled(i));
        }
    });
    tabs->setCornerWidget(button, Qt::TopRightCorner);
    new PartialTabCover(tabs->tabBar());
    return button;
}

} // namespace twb
