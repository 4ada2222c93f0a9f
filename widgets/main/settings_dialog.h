#pragma once

#include "core/services/alert_settings.h"

#include <QDialog>

class QCheckBox;
class QSpinBox;
class QFormLayout;
class QLineEdit;

namespace twb {

class WorkbenchSession;

// Workspace, known_hosts file and default SSH user/key, and whether the Monitor takes a stack
// dump when a run turns stalled, and the alerts (command, desktop notifications, straggler time). Applies to the WorkbenchSession on OK, which saves them and tells the
// panels (the stack dump setting is the user's, saved here; the caller tells the Monitor).
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(WorkbenchSession &session, QWidget *parent = nullptr);

    void accept() override;
    bool stacksOnStall() const;
    // The alert settings as edited (saved in the user's configuration on OK).
    AlertSettings alertSettings() const;

private:
    QLineEdit *addPathRow(QFormLayout *form, const QString &label, const QString &value,
                          bool directory, const QString &objectName);

    WorkbenchSession &m_session;
    QLineEdit *m_workspace = nullptr;
    QLineEdit *m_knownHosts = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_identity = nullptr;
    QCheckBox *m_stacksOnStall = nullptr;
    QLineEdit *m_alertCommand = nullptr;
    QCheckBox *m_alertDesktop = nullptr;
    QSpinBox *m_stragglerSeconds = nullptr;
};

} // namespace twb
