#include "widgets/common/view_state_keeper.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QPointer>
#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The widget's place under `root`: each step is its object name, or its class and its index
// among the siblings of that class (creation order, the same on every start).
QString pathUnder(const QObject *root, const QObject *object)
{
    QStringList steps;
    for (const QObject *at = object; at && at != root; at = at->parent()) {
        QString step = at->objectName();
        if (step.isEmpty()) {
            const char *kind = at->metaObject()->className();
            int index = 0;
            if (const QObject *parent = at->parent()) {
                for (const QObject *sibling : parent->children()) {
                    if (sibling == at)
                        break;
                    if (qstrcmp(sibling->metaObject()->className(), kind) == 0)
                        ++index;
                }
            }
            step = u"%1[%2]"_s.arg(QString::fromLatin1(kind)).arg(index);
        }
        steps.prepend(step.replace(u'/', u'_'));
    }
    return steps.join(u'.');
}

// Set on a splitter whose saved sizes restore() applied (restoredSizes()).
constexpr char kRestoredProperty[] = "twbRestoredSizes";

QString splitterKey(const QString &group, const QString &path)
{
    return group + u"/splitter:"_s + path;
}

QString headerKey(const QString &group, const QString &path)
{
    return group + u"/header:"_s + path;
}

QString columnsKey(const QString &group, const QString &path)
{
    return group + u"/columns:"_s + path;
}

// Only the column headers: row headers follow the data.
QList<QHeaderView *> columnHeaders(const QWidget *root)
{
    QList<QHeaderView *> headers;
    for (QHeaderView *header : root->findChildren<QHeaderView *>())
        if (header->orientation() == Qt::Horizontal && header->model())
            headers << header;
    return headers;
}

// Whether the widget was ever shown (Qt creates a widget when it is first shown, not before):
// one that was not (a panel the user did not open in this start, a dialog never opened) was
// never laid out, and its sizes are no choice of the user's.
bool wasShown(const QWidget *widget)
{
    return widget->testAttribute(Qt::WA_WState_Created);
}

} // namespace

ViewStateKeeper::ViewStateKeeper(QObject *parent) : QObject(parent) {}

ViewStateKeeper::~ViewStateKeeper() = default;

void ViewStateKeeper::restoreOnFirstShow(QWidget *panel, const QString &group)
{
    m_waiting.insert(panel, group);
    panel->installEventFilter(this);
    connect(panel, &QObject::destroyed, this, [this](QObject *gone) { m_waiting.remove(gone); });
}

bool ViewStateKeeper::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && m_waiting.contains(watched)) {
        const QString group = m_waiting.take(watched);
        watched->removeEventFilter(this);
        // Queued: after the panel's first layout and its own sizing (SplitSizer), which it overrides.
        QPointer<QWidget> panel = qobject_cast<QWidget *>(watched);
        QMetaObject::invokeMethod(
            this,
            [panel, group] {
                if (panel)
                    restore(panel, QSettings(), group);
            },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void ViewStateKeeper::save(const QWidget *root, QSettings &settings, const QString &group)
{
    // What was not shown keeps what was saved before: a splitter never laid out holds sizes
    // that sum to no width (they put the Monitor's run list at a fifth of it at the next start).
    for (const QSplitter *splitter : root->findChildren<QSplitter *>())
        if (wasShown(splitter))
            settings.setValue(splitterKey(group, pathUnder(root, splitter)), splitter->saveState());
    for (const QHeaderView *header : columnHeaders(root)) {
        if (!wasShown(header))
            continue;
        const QString path = pathUnder(root, header);
        settings.setValue(headerKey(group, path), header->saveState());
        settings.setValue(columnsKey(group, path), header->count());
    }
}

bool ViewStateKeeper::restoredSizes(const QSplitter *splitter)
{
    return splitter->property(kRestoredProperty).toBool();
}

void ViewStateKeeper::restore(QWidget *root, const QSettings &settings, const QString &group)
{
    for (QSplitter *splitter : root->findChildren<QSplitter *>()) {
        const QVariant state = settings.value(splitterKey(group, pathUnder(root, splitter)));
        if (state.isValid() && splitter->restoreState(state.toByteArray()))
            splitter->setProperty(kRestoredProperty, true);
    }
    for (QHeaderView *header : columnHeaders(root)) {
        const QString path = pathUnder(root, header);
        const QVariant state = settings.value(headerKey(group, path));
        // A header saved with other columns would put widths and the sort on the wrong ones.
        if (!state.isValid() || settings.value(columnsKey(group, path)).toInt() != header->count()
            || !header->restoreState(state.toByteArray()))
            continue;
        // The header takes the sort indicator back without telling its view: sort again.
        const int column = header->sortIndicatorSection();
        if (column < 0 || column >= header->count())
            continue;
        if (auto *table = qobject_cast<QTableView *>(header->parentWidget()); table && table->isSortingEnabled())
            table->sortByColumn(column, header->sortIndicatorOrder());
        else if (auto *tree = qobject_cast<QTreeView *>(header->parentWidget()); tree && tree->isSortingEnabled())
            tree->sortByColumn(column, header->sortIndicatorOrder());
    }
}

} // namespace twb
