#include "widgets/monitor/alert_list.h"

#include "widgets/common/palette.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kRunRole = Qt::UserRole;
constexpr int kKindRole = Qt::UserRole + 1;
constexpr int kAttemptRole = Qt::UserRole + 2;
constexpr int kNameRole = Qt::UserRole + 3;

Palette::Role roleOf(AlertKind kind)
{
    switch (kind) {
    case AlertKind::Stalled: return Palette::Role::Stalled;
    case AlertKind::Crashed: return Palette::Role::Crashed;
    case AlertKind::Nan: return Palette::Role::Error;
    case AlertKind::Straggler: return Palette::Role::Straggler;
    case AlertKind::Preempted: return Palette::Role::Warning;   // as the runs list shows it
    case AlertKind::Finished: break;
    }
    return Palette::Role::Finished;
}

} // namespace

AlertList::AlertList(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"alerts"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"alertSummary"_s);
    header->addWidget(m_summary, 1);
    m_clear = new QPushButton(tr("Clear"), this);
    m_clear->setObjectName(u"clearAlerts"_s);
    header->addWidget(m_clear);
    layout->addLayout(header);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(u"alertList"_s);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setHeaderLabels({tr("Time"), tr("Alert"), tr("Run"), tr("Why"), QString()});
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(DetailColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(StacksColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(TimeColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(AlertColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(RunColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_tree, 1);
    connect(m_clear, &QPushButton::clicked, this, &AlertList::clear);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        Q_EMIT runActivated(item->data(RunColumn, kRunRole).toString());
    });
    updateSummary();
}

void AlertList::fillRow(QTreeWidgetItem *item, const AlertEvent &event)
{
    const QString hosts = event.hosts.isEmpty() ? QString()
                          : event.hosts.size() == 1 ? tr("host %1").arg(event.hosts.first())
                                                    : tr("hosts %1").arg(event.hostList());
    // The run by its name; its id (and machine) on hover.
    const QString run = event.runLabel();
    item->setText(RunColumn, hosts.isEmpty() ? run : tr("%1 · %2").arg(run, hosts));
    item->setData(RunColumn, kRunRole, event.runId);
    item->setData(RunColumn, kNameRole, run);
    item->setData(RunColumn, kAttemptRole, event.attempt);
    item->setToolTip(RunColumn, event.machine.isEmpty() ? event.runId : tr("%1 on %2").arg(event.runId, event.machine));
    item->setText(DetailColumn, event.detail);
    item->setToolTip(DetailColumn, event.summary());
}

void AlertList::addAlert(const AlertEvent &event)
{
    if (event.change != AlertChange::Raised) {
        updateAlert(event);
        return;
    }
    auto *item = new QTreeWidgetItem;
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(event.timeMs);
    item->setText(TimeColumn, when.time().toString(u"HH:mm:ss"_s));
    item->setToolTip(TimeColumn, QLocale().toString(when, QLocale::LongFormat));
    item->setText(AlertColumn, alertKindLabel(event.kind));
    item->setForeground(AlertColumn, Palette::color(roleOf(event.kind), palette()));
    item->setData(AlertColumn, kKindRole, int(event.kind));
    fillRow(item, event);
    m_tree->insertTopLevelItem(0, item);
    if (event.kind == AlertKind::Stalled && m_stacksWaiting.remove(event.runId))
        setStacksTaken(event.runId);
    while (m_tree->topLevelItemCount() > kMaxRows)
        delete m_tree->takeTopLevelItem(m_tree->topLevelItemCount() - 1);
    updateSummary();
}

void AlertList::updateAlert(const AlertEvent &event)
{
    QTreeWidgetItem *row = nullptr;
    for (int i = 0; i < m_tree->topLevelItemCount() && !row; ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->data(RunColumn, kRunRole).toString() == event.runId
            && item->data(RunColumn, kAttemptRole).toString() == event.attempt
            && AlertKind(item->data(AlertColumn, kKindRole).toInt()) == event.kind)
            row = item;
    }
    if (!row) {
        // Cleared (or scrolled out) since it was raised: show it again, as it is now.
        AlertEvent raised = event;
        raised.change = AlertChange::Raised;
        addAlert(raised);
        row = m_tree->topLevelItem(0);
    }
    if (event.change == AlertChange::Ended) {
        // The row keeps why it was raised; its kind says it is over and when.
        const QString at = QDateTime::fromMSecsSinceEpoch(event.timeMs).time().toString(u"HH:mm:ss"_s);
        row->setText(AlertColumn, tr("%1 (ended %2)").arg(alertKindLabel(event.kind), at));
        row->setForeground(AlertColumn, palette().color(QPalette::Disabled, QPalette::Text));
        row->setToolTip(AlertColumn, event.detail);
        return;
    }
    const QString detail = row->text(DetailColumn);
    fillRow(row, event);
    row->setText(DetailColumn, detail);   // why it was raised stays; the hosts say who joined
}

void AlertList::setStacksTaken(const QString &runId)
{
    for (int row = 0; row < count(); ++row) {
        QTreeWidgetItem *item = m_tree->topLevelItem(row);
        if (item->data(RunColumn, kRunRole).toString() != runId || kindAt(row) != AlertKind::Stalled)
            continue;
        if (!m_tree->itemWidget(item, StacksColumn)) {
            auto *button = new QPushButton(tr("Stacks"), m_tree);
            button->setObjectName(u"alertStacks"_s);
            button->setToolTip(tr("The stacks of every host, taken when %1 stalled").arg(item->data(RunColumn, kNameRole).toString()));
            connect(button, &QPushButton::clicked, this, [this, runId] { Q_EMIT stacksRequested(runId); });
            m_tree->setItemWidget(item, StacksColumn, button);
        }
        return;
    }
    m_stacksWaiting.insert(runId);   // the stall's alert comes after its dump
}

QPushButton *AlertList::stacksButton(int row) const
{
    QTreeWidgetItem *item = m_tree->topLevelItem(row);
    return item ? qobject_cast<QPushButton *>(m_tree->itemWidget(item, StacksColumn)) : nullptr;
}

void AlertList::clear()
{
    m_tree->clear();
    m_stacksWaiting.clear();
    updateSummary();
}

int AlertList::count() const
{
    return m_tree->topLevelItemCount();
}

AlertKind AlertList::kindAt(int row) const
{
    const QTreeWidgetItem *item = m_tree->topLevelItem(row);
    return item ? AlertKind(item->data(AlertColumn, kKindRole).toInt()) : AlertKind::Finished;
}

void AlertList::updateSummary()
{
    const int n = count();
    m_summary->setText(n == 0 ? tr("Alerts: none") : tr("Alerts: %n", nullptr, n));
    m_clear->setEnabled(n > 0);
    Q_EMIT countChanged(n);
}

} // namespace twb
