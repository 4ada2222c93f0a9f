#include "widgets/main/settings_dialog.h"

#include "core/services/user_settings.h"
#include "core/services/workbench_session.h"
#include "core/services/alert_dispatcher.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

SettingsDialog::SettingsDialog(WorkbenchSession &session, QWidget *parent) : QDialog(parent), m_session(session)
{
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout;
    m_workspace = addPathRow(form, tr("Workspace:"), session.workspaceDir(), true, u"workspace"_s);
    m_knownHosts = addPathRow(form, tr("known_hosts file:"), session.knownHostsPath(), false, u"knownHosts"_s);
    m_user = new QLineEdit(session.defaultSshUser(), this);
    m_user->setObjectName(u"sshUser"_s);
    m_user->setPlaceholderText(tr("from ~/.ssh/config, else your login name"));
    form->addRow(tr("Default SSH user:"), m_user);
    m_identity = addPathRow(form, tr("Default SSH key:"), session.defaultIdentityFile(), false, u"identity"_s);
    m_identity->setPlaceholderText(tr("ssh-agent, then ~/.ssh/id_*"));
    m_stacksOnStall = new QCheckBox(tr("Take the stacks of every host once when a run turns stalled"), this);
    m_stacksOnStall->setObjectName(u"stacksOnStall"_s);
    m_stacksOnStall->setChecked(UserSettings::value(QString::fromLatin1(AlertDispatcher::kStacksOnStallKey), true).toBool());
    form->addRow(tr("Monitor:"), m_stacksOnStall);
    // The user's, never a workspace's: opening a workspace from someone's repository runs nothing.
    const AlertSettings alerts = AlertSettings::load();
    m_alertCommand = new QLineEdit(alerts.command, this);
    m_alertCommand->setObjectName(u"alertCommand"_s);
    m_alertCommand->setPlaceholderText(tr("e.g. curl -s -d \"$TWB_RUN_ID: $TWB_EVENT\" https://example.org/hook"));
    m_alertCommand->setToolTip(tr("Run through /bin/sh on each alert, with TWB_EVENT (stalled, crashed, nan, straggler, "
                                  "finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE and TWB_DETAIL in its environment"));
    form->addRow(tr("Alert command:"), m_alertCommand);
    m_alertDesktop = new QCheckBox(tr("Show alerts as desktop notifications"), this);
    m_alertDesktop->setObjectName(u"alertDesktop"_s);
    m_alertDesktop->setChecked(alerts.desktop);
    form->addRow(QString(), m_alertDesktop);
    m_stragglerSeconds = new QSpinBox(this);
    m_stragglerSeconds->setObjectName(u"stragglerSeconds"_s);
    m_stragglerSeconds->setRange(0, 24 * 3600);
    m_stragglerSeconds->setSuffix(tr(" s"));
    m_stragglerSeconds->setValue(alerts.stragglerSeconds);
    form->addRow(tr("Straggler alert after:"), m_stragglerSeconds);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(620, sizeHint().height());
}

QLineEdit *SettingsDialog::addPathRow(QFormLayout *form, const QString &label, const QString &value,
                                      bool directory, const QString &objectName)
{
    auto *edit = new QLineEdit(value, this);
    edit->setObjectName(objectName);
    auto *browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this, edit, directory] {
        const QString chosen = directory ? QFileDialog::getExistingDirectory(this, tr("Choose a folder"), edit->text())
                                         : QFileDialog::getOpenFileName(this, tr("Choose a file"), edit->text());
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    form->addRow(label, row);
    return edit;
}

void SettingsDialog::accept()
{
    m_session.setKnownHostsPath(m_knownHosts->text().trimmed());
    m_session.setDefaultSshUser(m_user->text().trimmed());
    m_session.setDefaultIdentityFile(m_identity->text().trimmed());
    m_session.setWorkspaceDir(m_workspace->text().trimmed());
    m_session.save();
    UserSettings::setValue(QString::fromLatin1(AlertDispatcher::kStacksOnStallKey), m_stacksOnStall->isChecked());
    alertSettings().save();
    QDialog::accept();
}

bool SettingsDialog::stacksOnStall() const
{
    return m_stacksOnStall->isChecked();
}

AlertSettings SettingsDialog::alertSettings() const
{
    AlertSettings out;
    out.command = m_alertCommand->text().trimmed();
    out.desktop = m_alertDesktop->isChecked();
    out.stragglerSeconds = m_stragglerSeconds->value();
    return out;
}

} // namespace twb
