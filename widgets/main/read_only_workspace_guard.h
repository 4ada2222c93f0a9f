#pragma once

#include "widgets/common/background_task.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace twb {

class WorkbenchSession;
class MessageBanner;

// A read-only workspace (a read-only mount, a folder this user cannot write) is opened for
// reading: the workspace is probed once when it is opened (off the GUI thread), a banner says
// why and what to do, and the controls that save or launch stay disabled while it lasts, even
// when their panel enables them again (an event filter turns them back off).
class ReadOnlyWorkspaceGuard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReadOnlyWorkspaceGuard)

public:
    ReadOnlyWorkspaceGuard(WorkbenchSession &session, MessageBanner *banner, QWidget *window);

    bool isReadOnly() const { return m_readOnly; }
    // The object names of the controls that write to the workspace.
    static QStringList writingControls();

public Q_SLOTS:
    void probe();

Q_SIGNALS:
    void probed(bool readOnly);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(bool readOnly, const QString &message);

    WorkbenchSession &m_session;
    QPointer<MessageBanner> m_banner;
    QPointer<QWidget> m_window;
    bool m_readOnly = false;
    QList<QPointer<QObject>> m_disabled;
    TaskGroup m_tasks;
};

} // namespace twb
