#include "widgets/common/button_shortcut.h"

#include <QAbstractButton>
#include <QAction>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace twb {

QAction *addButtonShortcut(QWidget *panel, QAbstractButton *button, const QKeySequence &keys, const QString &text)
{
    auto *action = new QAction(text, panel);
    action->setObjectName(button->objectName() + u"Shortcut"_s);
    action->setShortcut(keys);
    // Several panels bind the same keys (Ctrl+E exports wherever you are): only the shown one's.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    panel->addAction(action);
    QObject::connect(action, &QAction::triggered, button, [button] {
        if (button->isEnabled() && button->isVisible())
            button->click();
    });
    const QString keysText = keys.toString(QKeySequence::NativeText);
    button->setToolTip(button->toolTip().isEmpty() ? keysText : u"%1 (%2)"_s.arg(button->toolTip(), keysText));
    return action;
}

} // namespace twb
