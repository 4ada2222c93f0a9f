#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QPair>

namespace twb {

// Help > Keyboard shortcuts: every action of the window that has keys (menus, panel switching,
// the panels' buttons), read from the actions themselves so the list cannot go stale.
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    explicit ShortcutsDialog(QWidget *window, QWidget *parent = nullptr);

    // (what it does, keys) for every action under `window` with a shortcut, sorted by keys.
    static QList<QPair<QString, QKeySequence>> shortcuts(const QWidget *window);
};

} // namespace twb
