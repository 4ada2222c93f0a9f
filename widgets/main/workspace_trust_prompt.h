#pragma once

#include "core/services/workspace_trust.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QSet>


class QWidget;

namespace twb {

class WorkbenchSession;
class TaskGroup;

// Asks once per workspace (per session) whether to trust the commands its registry carries
// (WorkspaceTrust): when a workspace is opened or its registry changes and some command is not
// approved, a question lists them; "Trust" approves exactly those, anything else leaves them
// refused (KernelService says so, naming `tpuwb workspace trust`). The registry is read off
// the GUI thread; the question is window-modal and never blocks the event loop.
class WorkspaceTrustPrompt final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceTrustPrompt)

public:
    WorkspaceTrustPrompt(WorkbenchSession &session, QWidget *window);

    // The open question, if any (tests answer it).
    QMessageBox *question() const { return m_question; }

public Q_SLOTS:
    void check();

Q_SIGNALS:
    // After each check: the commands that were found unapproved (empty: nothing to ask).
    void checked(int unapproved);

private:
    void ask(const QString &workspace, const QList<WorkspaceCommand> &commands);

    WorkbenchSession &m_session;
    QWidget *m_window;
    TaskGroup *m_tasks;
    QPointer<QMessageBox> m_question;
    QSet<QString> m_declined; // workspaces whose question was answered "no" this session
};

} // namespace twb
