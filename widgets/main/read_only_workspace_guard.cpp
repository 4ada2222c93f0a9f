#include "widgets/main/read_only_workspace_guard.h"

#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/message_banner.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace twb {

ReadOnlyWorkspaceGuard::ReadOnlyWorkspaceGuard(WorkbenchSession &session, MessageBanner *banner, QWidget *window)
    : QObject(window), m_session(session), m_banner(banner), m_window(window)
{
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &ReadOnlyWorkspaceGuard::probe);
}

QStringList ReadOnlyWorkspaceGuard::writingControls()
{
    // Machines: add/edit/remove, import from gcloud; Mesh: save the experiment or the code;
    // Experiments: new, benchmark attention (records a run); Monitor: launch, stop, resume,
    // relaunch, resume from a checkpoint, import metrics, save tags and notes; Ablation: save,
    // launch; Kernels: create, start/continue, approve, stop a run. What a control misses, core's
    // writes refuse (WriteFence) when another window is the writer.
    return {u"addMachine"_s,       u"editMachine"_s,     u"removeMachine"_s,    u"importGcloud"_s,
            u"saveExperiment"_s,   u"saveCode"_s,        u"newExperiment"_s,    u"benchAttention"_s,
            u"launch"_s,           u"stop"_s,            u"resume"_s,           u"relaunch"_s,
            u"checkpointResume"_s, u"import"_s,          u"saveRunAnnotation"_s, u"saveAblation"_s,
            u"launchAblation"_s,   u"createRunButton"_s, u"startButton"_s,      u"approveButton"_s,
            u"stopButton"_s};
}

void ReadOnlyWorkspaceGuard::probe()
{
    const QString dir = m_session.workspaceDir();
    m_tasks.run(
        this,
        [dir] {
            const Workspace workspace(dir);
            const bool readOnly = workspace.isReadOnly();
            return std::pair<bool, QString>(readOnly, readOnly ? workspace.readOnlyMessage() : QString());
        },
        [this](const std::pair<bool, QString> &result) { apply(result.first, result.second); });
}

void ReadOnlyWorkspaceGuard::apply(bool readOnly, const QString &message)
{
    for (const QPointer<QObject> &object : std::as_const(m_disabled)) {
        if (!object)
            continue;
        object->removeEventFilter(this);
        disconnect(object, nullptr, this, nullptr);
        if (auto *widget = qobject_cast<QWidget *>(object.data()))
            widget->setEnabled(true);
        else if (auto *action = qobject_cast<QAction *>(object.data()))
            action->setEnabled(true);
    }
    m_disabled.clear();
    m_readOnly = readOnly;
    if (m_banner) {
        if (readOnly)
            m_banner->showWarning(message);
        else
            m_banner->clear();
    }
    if (readOnly && m_window) {
        const QStringList names = writingControls();
        for (QObject *object : m_window->findChildren<QObject *>()) {
            if (!names.contains(object->objectName()))
                continue;
            if (auto *widget = qobject_cast<QWidget *>(object)) {
                widget->setEnabled(false);
                widget->installEventFilter(this);
            } else if (auto *action = qobject_cast<QAction *>(object)) {
                action->setEnabled(false);
                // A panel re-enabling its action (a selection changed) does not undo read-only.
                connect(action, &QAction::changed, this, [this, action] {
                    if (m_readOnly && action->isEnabled())
                        action->setEnabled(false);
                });
            } else {
                continue;
            }
            m_disabled << object;
        }
    }
    Q_EMIT probed(readOnly);
}

bool ReadOnlyWorkspaceGuard::eventFilter(QObject *watched, QEvent *event)
{
    // A panel re-enabling its button (a selection changed) does not undo read-only.
    if (m_readOnly && event->type() == QEvent::EnabledChange) {
        if (auto *widget = qobject_cast<QWidget *>(watched); widget && widget->isEnabled())
            QMetaObject::invokeMethod(widget, [widget] { widget->setEnabled(false); }, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace twb
