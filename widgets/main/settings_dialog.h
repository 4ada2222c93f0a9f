#pragma once

#include <QDialog>

class QFormLayout;
class QLineEdit;

namespace twb {

class AppContext;

// Workspace, known_hosts file and default SSH user/key. Applies to the AppContext on OK, which
// saves them and tells the panels.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(AppContext &context, QWidget *parent = nullptr);

    void accept() override;

private:
    QLineEdit *addPathRow(QFormLayout *form, const QString &label, const QString &value,
                          bool directory, const QString &objectName);

    AppContext &m_context;
    QLineEdit *m_workspace = nullptr;
    QLineEdit *m_knownHosts = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_identity = nullptr;
};

} // namespace twb
