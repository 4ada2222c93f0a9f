#include "widgets/monitor/stack_view.h"

#include "widgets/common/palette.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString hostList(const QList<int> &hosts)
{
    QStringList out;
    for (int h : hosts)
        out << QString::number(h);
    return out.join(u", "_s);
}

void addFrames(QTreeWidgetItem *parent, const QList<StackFrame> &frames)
{
    for (const StackFrame &f : frames) {
        auto *item = new QTreeWidgetItem(parent, {f.function, u"%1:%2"_s.arg(QFileInfo(f.file).fileName()).arg(f.line)});
        item->setToolTip(1, u"%1:%2"_s.arg(f.file).arg(f.line));
    }
}

} // namespace

StackView::StackView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"stackView"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"stackSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(u"stacks"_s);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Where (most recent call first)"), tr("File:line")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    layout->addWidget(m_tree, 1);
    setMessage(tr("No stack dump taken yet."));
}

void StackView::setMessage(const QString &message)
{
    m_tree->clear();
    m_summary->setText(message.toHtmlEscaped());
}

void StackView::setDump(const StackDump &dump)
{
    m_tree->clear();
    const QPalette pal = palette();
    for (const StackGroup &g : dump.groups) {
        const HostStacks *first = dump.host(g.hosts.first());
        const QString hosts = g.hosts.size() == 1 ? tr("host %1").arg(g.hosts.first()) : tr("hosts %1").arg(hostList(g.hosts));
        const QString title = g.odd ? tr("Odd one out: %1").arg(hosts)
                                    : tr("%1 (%n thread(s) each)", nullptr, g.threads).arg(hosts);
        auto *group = new QTreeWidgetItem(m_tree, {title, first ? first->sampler : QString()});
        group->setData(0, Qt::UserRole, g.odd);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        if (g.odd) {
            for (int c = 0; c < 2; ++c) {
                group->setBackground(c, Palette::tint(Palette::Role::Error, pal));
                group->setForeground(c, Palette::color(Palette::Role::Error, pal));
            }
        }
        addFrames(group, g.stack);
        if (first) {
            const ThreadStack *main = first->mainThread();
            for (const ThreadStack &t : first->threads) {
                if (&t == main)
                    continue;
                auto *thread = new QTreeWidgetItem(group, {t.name.isEmpty() ? tr("thread %1").arg(t.id)
                                                                            : tr("thread %1 (%2)").arg(t.id, t.name),
                                                           QString()});
                thread->setForeground(0, Palette::color(Palette::Role::Muted, pal));
                addFrames(thread, t.frames);
            }
        }
        group->setExpanded(true);
    }
    // Hosts odd by their state (stopped, gone, silent) have no odd group to show them: first,
    // with why, and the error that kept their stacks away.
    int stateOdd = 0;
    for (int index : dump.odd) {
        const bool inOddGroup = std::any_of(dump.groups.cbegin(), dump.groups.cend(),
                                            [index](const StackGroup &g) { return g.odd && g.hosts.contains(index); });
        if (inOddGroup)
            continue;
        auto *item = new QTreeWidgetItem({dump.oddWhy.value(index), QString()});
        m_tree->insertTopLevelItem(stateOdd++, item);
        for (int c = 0; c < 2; ++c) {
            item->setBackground(c, Palette::tint(Palette::Role::Error, pal));
            item->setForeground(c, Palette::color(Palette::Role::Error, pal));
        }
        if (const HostStacks *h = dump.host(index); h && !h->error.isEmpty()) {
            item->setToolTip(0, h->error);
            new QTreeWidgetItem(item, {h->error, QString()});
            item->setExpanded(true);
        }
    }
    for (const HostStacks &h : dump.hosts) {
        if (h.error.isEmpty() || dump.odd.contains(h.host))
            continue;
        auto *item = new QTreeWidgetItem(m_tree, {tr("host %1: no stacks").arg(h.host), QString()});
        item->setToolTip(0, h.error);
        item->setForeground(0, Palette::color(Palette::Role::Muted, pal));
        new QTreeWidgetItem(item, {h.error, QString()});
    }
    QString summary = tr("Stacks of %n host(s), taken %1.", nullptr, int(dump.hosts.size())).arg(dump.taken.toHtmlEscaped());
    if (!dump.odd.isEmpty())
        summary += u' ' + Palette::richText(Palette::Role::Error, tr("%n odd one(s) out, not where the others are: %1.", "hosts", int(dump.odd.size()))
                                                                            .arg(dump.odd.size() == 1 ? tr("host %1").arg(dump.odd.first()) : tr("hosts %1").arg(hostList(dump.odd))), pal);
    else if (dump.groups.size() > 1)
        summary += u' ' + tr("No host is odd: no single group holds more hosts than every other.").toHtmlEscaped();
    else if (dump.groups.size() == 1)
        summary += u' ' + tr("Every host is at the same place.").toHtmlEscaped();
    m_summary->setText(summary);
}

} // namespace twb
