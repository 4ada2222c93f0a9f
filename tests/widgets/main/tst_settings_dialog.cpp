// The Settings dialog's alert fields: they show the user's alert settings and OK writes them to
// the user's configuration (XDG_CONFIG_HOME, a temporary folder here), where `tpuwb settings`
// and the Monitor read them; nothing goes into the workspace.
#include "core/services/alert_settings.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/main/settings_dialog.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_SettingsDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void alertFieldsRoundTripThroughTheUsersConfiguration();

private:
    QTemporaryDir m_dir;
};

void tst_SettingsDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
}

void tst_SettingsDialog::alertFieldsRoundTripThroughTheUsersConfiguration()
{
    AlertSettings before;
    before.command = u"notify-send \"$TWB_EVENT\""_s;
    before.desktop = false;
    before.stragglerSeconds = 90;
    before.save();

    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    SettingsDialog dialog(context);
    auto *command = dialog.findChild<QLineEdit *>(u"alertCommand"_s);
    auto *desktop = dialog.findChild<QCheckBox *>(u"alertDesktop"_s);
    auto *straggler = dialog.findChild<QSpinBox *>(u"stragglerSeconds"_s);
    QVERIFY(command && desktop && straggler);
    QCOMPARE(command->text(), before.command);
    QCOMPARE(desktop->isChecked(), false);
    QCOMPARE(straggler->value(), 90);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(test::artifactsDir() + u"/settings_dialog_alerts.png"_s));

    command->setText(u"curl -fsS -d \"$TWB_RUN_ID: $TWB_EVENT\" https://hooks.example.org/tpu"_s);
    desktop->setChecked(true);
    straggler->setValue(120);
    QCOMPARE(dialog.alertSettings().stragglerSeconds, 120);
    dialog.accept();
    const AlertSettings after = AlertSettings::load();
    QCOMPARE(after.command, u"curl -fsS -d \"$TWB_RUN_ID: $TWB_EVENT\" https://hooks.example.org/tpu"_s);
    QCOMPARE(after.desktop, true);
    QCOMPARE(after.stragglerSeconds, 120);
    // The user's file has it; no file of the workspace does.
    QFile conf(m_dir.filePath(u"config/TPU Workbench/TPU Workbench.conf"_s));
    QVERIFY(conf.open(QIODevice::ReadOnly));
    QVERIFY(conf.readAll().contains("hooks.example.org"));
    QDirIterator it(m_dir.filePath(u"ws"_s), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains("hooks.example.org"), qPrintable(file.fileName()));
    }
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_SettingsDialog)
#include "tst_settings_dialog.moc"
