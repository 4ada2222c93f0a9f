#include "widgets/main/workspace_lock_keeper.h"

#include "core/util/log.h"

#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace twb {

WorkspaceLockKeeper::WorkspaceLockKeeper(QObject *parent) : QObject(parent) {}

WorkspaceLockKeeper::~WorkspaceLockKeeper() { leaveCurrent(); }

bool WorkspaceLockKeeper::open(const QString &dir, QWidget *dialogParent)
{
    auto next = std::make_unique<WorkspaceLock>(dir);
    if (m_lock && m_lock->root() == next->root() && m_lock->isHeld())
        return true;
    Result<bool> acquired = next->acquire();
    std::optional<WorkspaceLock::Holder> holder;
    if (acquired && !*acquired) {
        holder = next->holder();
        if (!holder) // the holder let go between the two looks
            acquired = next->acquire();
    }
    if (acquired && !*acquired && holder && !m_question(next->root(), *holder, dialogParent))
        return false;

    leaveCurrent();
    if (!acquired) {
        // A folder nobody can write: Workspace::isReadOnly() says so and the guard shows it.
        log::warn(acquired.error().message);
    } else if (*acquired) {
        m_lock = std::move(next);
    } else if (holder) {
        WorkspaceLock::beginReadOnly(next->root(), *holder);
        m_readOnlyRoot = next->root();
        m_otherWriter = holder;
        log::warn(WorkspaceLock::readOnlyMessage(next->root(), *holder));
    }
    return true;
}

void WorkspaceLockKeeper::leaveCurrent()
{
    if (!m_readOnlyRoot.isEmpty())
        WorkspaceLock::endReadOnly(m_readOnlyRoot);
    m_readOnlyRoot.clear();
    m_otherWriter.reset();
    m_lock.reset();
}

bool WorkspaceLockKeeper::askReadOnly(const QString &workspaceRoot, const WorkspaceLock::Holder &holder, QWidget *parent)
{
    QMessageBox box(parent);
    box.setObjectName(u"workspaceInUseDialog"_s);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(tr("Workspace in use"));
    box.setText(tr("Another TPU Workbench window has the workspace %1 open.").arg(QDir::toNativeSeparators(workspaceRoot)));
    box.setInformativeText(
        tr("Process %1 (%2) on %3 has had it open since %4. One window at a time changes a workspace; open it "
           "read-only here to look at it, or cancel and switch to that window.")
            .arg(QString::number(holder.pid), holder.application.isEmpty() ? tr("unknown program") : holder.application,
                 holder.host.isEmpty() ? tr("this machine") : holder.host,
                 QLocale().toString(holder.since, QLocale::ShortFormat)));
    QPushButton *readOnly = box.addButton(tr("Open Read-Only"), QMessageBox::AcceptRole);
    readOnly->setObjectName(u"openReadOnly"_s);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(u"cancelOpen"_s);
    box.setDefaultButton(readOnly);
    box.exec();
    return box.clickedButton() == readOnly;
}

} // namespace twb
