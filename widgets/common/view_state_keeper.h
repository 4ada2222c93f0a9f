#pragma once

#include <QHash>
#include <QObject>
#include <QString>

class QSettings;
class QSplitter;
class QWidget;

namespace twb {

// Keeps what a user arranges in a panel from one start to the next, as Qt Creator does: the
// sizes of every splitter and, for every table and tree, its columns' widths, order, hidden
// columns and sort column. Each is found under the panel by its path of object names (or class
// and index where unnamed), so no panel has to list them. A table whose column count differs
// from the one saved (the Compare panel's columns follow its metrics) keeps its own layout.
class ViewStateKeeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ViewStateKeeper)

public:
    explicit ViewStateKeeper(QObject *parent = nullptr);
    ~ViewStateKeeper() override;

    // Restores the views under `panel` from the application's settings when the panel is first
    // shown, just after its own first-show sizing (a panel sizes its splitters by the window it
    // finds itself in, SplitSizer; what the user chose last time wins over that).
    void restoreOnFirstShow(QWidget *panel, const QString &group);

    // Writes the state of the views under `root` into `settings`, under `group`; a view never
    // shown in this start keeps what was written before.
    static void save(const QWidget *root, QSettings &settings, const QString &group);
    // Applies what save() wrote for the views under `root` that are still there.
    static void restore(QWidget *root, const QSettings &settings, const QString &group);
    // Whether restore() gave `splitter` sizes saved before: a panel that sizes it by its width
    // (SplitSizer) leaves it to them.
    static bool restoredSizes(const QSplitter *splitter);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QHash<QObject *, QString> m_waiting;   // panel -> its settings group
};

} // namespace twb
