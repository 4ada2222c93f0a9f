#include "widgets/main/workspace_trust_prompt.h"

#include "core/services/machine_access.h"
#include "core/util/log.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/background_task.h"

#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace twb {

WorkspaceTrustPrompt::WorkspaceTrustPrompt(WorkbenchSession &session, QWidget *window)
    : QObject(window), m_session(session), m_window(window), m_tasks(new TaskGroup(this))
{
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &WorkspaceTrustPrompt::check);
    connect(&m_session, &WorkbenchSession::registryChanged, this, &WorkspaceTrustPrompt::check);
}

void WorkspaceTrustPrompt::check()
{
    const MachineAccess access = m_session.machineAccess();
    // run.json's python runs too (resume, relaunch, following the run).
    const QString runsDir = Workspace(m_session.workspaceDir()).runsDir();
    struct Found
    {
        QString workspace;
        Result<QList<WorkspaceCommand>> commands;
    };
    m_tasks->run(this, [access, runsDir] {
                     const QString root = access.trustRootOrDefault();
                     return Found{root, WorkspaceTrust::unapproved(root, access.registryPath(), runsDir)};
                 },
                 [this](const Found &found) {
                     if (!found.commands) {
                         // An unreadable registry is the Machines panel's to report; nothing to trust.
                         Q_EMIT checked(0);
                         return;
                     }
                     if (!found.commands->isEmpty() && !m_declined.contains(found.workspace) && !m_question)
                         ask(found.workspace, *found.commands);
                     Q_EMIT checked(int(found.commands->size()));
                 });
}

void WorkspaceTrustPrompt::ask(const QString &workspace, const QList<WorkspaceCommand> &commands)
{
    QString list;
    QStringList approved;
    for (const WorkspaceCommand &command : commands) {
        if (command.machine.isEmpty()) // a run record's python
            list += tr("<li>%1:<br><code>%2</code></li>").arg(command.field.toHtmlEscaped(), command.command.toHtmlEscaped());
        else
            list += tr("<li>machine <b>%1</b>, %2:<br><code>%3</code></li>")
                        .arg(command.machine.toHtmlEscaped(), command.field.toHtmlEscaped(), command.command.toHtmlEscaped());
        approved.append(command.command);
    }
    m_question = new QMessageBox(QMessageBox::Warning, tr("Trust this workspace?"),
                                 tr("<p>The workspace <b>%1</b> carries commands and programs that the workbench "
                                    "would run on your machines:</p><ul>%2</ul><p>A workspace can come from someone else's repository. "
                                    "Trust it only if you know these commands. Until you do, they are refused and "
                                    "nothing of them runs.</p>")
                                     .arg(workspace.toHtmlEscaped(), list),
                                 QMessageBox::NoButton, m_window);
    m_question->setObjectName(u"workspaceTrustQuestion"_s);
    QPushButton *trust = m_question->addButton(tr("Trust these commands"), QMessageBox::AcceptRole);
    trust->setObjectName(u"trustButton"_s);
    m_question->addButton(tr("Don't trust"), QMessageBox::RejectRole)->setObjectName(u"distrustButton"_s);
    m_question->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_question, &QMessageBox::buttonClicked, this, [this, workspace, approved, trust](QAbstractButton *clicked) {
        if (clicked == trust) {
            WorkspaceTrust::approve(workspace, approved);
            log::info(tr("Workspace %1 trusted: %n command(s) approved.", nullptr, int(approved.size())).arg(workspace));
        } else {
            m_declined.insert(workspace);
            log::warn(tr("Workspace %1 not trusted: its commands stay refused.").arg(workspace));
        }
    });
    m_question->open();
}

} // namespace twb
