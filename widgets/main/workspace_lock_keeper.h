#pragma once

#include "core/workspace/workspace_lock.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QWidget;

namespace twb {

// Holds the writer lock of the workspace this window has open (WorkspaceLock). Opening a
// workspace that another live window holds asks the user: "Open read-only" opens it with every
// write refused (the banner of ReadOnlyWorkspaceGuard says why), "Cancel" leaves it closed.
// Opening another workspace releases the previous one's lock.
class WorkspaceLockKeeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceLockKeeper)

public:
    // Asked when the workspace is held: true opens it read-only, false does not open it.
    using Question = std::function<bool(const QString &workspaceRoot, const WorkspaceLock::Holder &holder, QWidget *parent)>;

    explicit WorkspaceLockKeeper(QObject *parent = nullptr);
    ~WorkspaceLockKeeper() override;

    // Takes `dir`'s lock, or asks; false when the user chose not to open it (nothing changed).
    bool open(const QString &dir, QWidget *dialogParent);
    // Who holds the workspace when this window has it read-only.
    const std::optional<WorkspaceLock::Holder> &otherWriter() const { return m_otherWriter; }
    bool isWriter() const { return m_lock && m_lock->isHeld(); }

    void setQuestion(Question question) { m_question = std::move(question); }
    // The dialog: who holds it (pid, host, since when), "Open read-only" or "Cancel".
    static bool askReadOnly(const QString &workspaceRoot, const WorkspaceLock::Holder &holder, QWidget *parent);

private:
    void leaveCurrent();

    std::unique_ptr<WorkspaceLock> m_lock;
    QString m_readOnlyRoot;
    std::optional<WorkspaceLock::Holder> m_otherWriter;
    Question m_question = &WorkspaceLockKeeper::askReadOnly;
};

} // namespace twb
