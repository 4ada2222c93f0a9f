#pragma once

#include <QKeySequence>
#include <QString>

class QAbstractButton;
class QAction;
class QWidget;

namespace twb {

// Gives a panel's button a keyboard shortcut: an action on `panel` (active while the focus is
// inside the panel) that clicks the button when it is enabled and visible. The action's text is
// what Help > Keyboard shortcuts lists; the keys are added to the button's tooltip, so a mouse
// user learns them too.
QAction *addButtonShortcut(QWidget *panel, QAbstractButton *button, const QKeySequence &keys, const QString &text);

} // namespace twb
