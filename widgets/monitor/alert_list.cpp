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
    m_tree->setHeaderLabels({tr("Time"), tr("Alert"), tr("Run"), tr("Why")});
    m_tree->header()->setStretchLastSection(true);
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

void AlertList::addAlert(const AlertEvent &event)
{
    auto *item = new QTreeWidgetItem;
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(event.timeMs);
    item->setText(TimeColumn, when.time().toString(u"HH:mm:ss"_s));
    item->setToolTip(TimeColumn, QLocale().toString(when, QLocale::LongFormat));
    item->setText(AlertColumn, alertKindLabel(event.kind));
    item->setForeground(AlertColumn, Palette::color(roleOf(event.kind), palette()));
    item->setData(AlertColumn, kKindRole, int(event.kind));
    item->setText(RunColumn, event.host >= 0 ? tr("%1 · host %2").arg(event.runId).arg(event.host) : event.runId);
    item->setData(RunColumn, kRunRole, event.runId);
    item->setToolTip(RunColumn, event.machine.isEmpty() ? event.runId : tr("%1 on %2").arg(event.runId, event.machine));
    item->setText(DetailColumn, event.detail);
    item->setToolTip(DetailColumn, event.summary());
    m_tree->insertTopLevelItem(0, item);
    while (m_tree->topLevelItemCount() > kMaxRows)
        delete m_tree->takeTopLevelItem(m_tree->topLevelItemCount() - 1);
    updateSummary();
}

void AlertList::clear()
{
    m_tree->clear();
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
}

} // namespace twb
