#include "widgets/common/tab_list_button.h"

#include <QCoreApplication>
#include <QMenu>
#include <QTabWidget>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
struct TabListButton
{
    Q_DECLARE_TR_FUNCTIONS(twb::TabListButton)
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
    return button;
}

} // namespace twb
