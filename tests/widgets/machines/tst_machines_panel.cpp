#include "core/registry/registry.h"
#include "core/util/atomic_file.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "widgets/common/app_context.h"
#include "widgets/common/host_key_prompter.h"
#include "widgets/machines/machine_dialog.h"
#include "widgets/machines/machine_table_model.h"
#include "widgets/machines/machines_panel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_MachinesPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void addThroughDialogThenProbe();
    void dialogShowsProblemsInline();
    void brokenRegistryIsShownAndNotOverwritten();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<twb::AppContext> m_context;
};

void tst_MachinesPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_context = std::make_unique<twb::AppContext>();
    m_context->setWorkspaceDir(m_dir->path());
    m_context->setKnownHostsPath(m_dir->filePath(u"known_hosts"_s));
}

// Fills the modal dialog once it is open, then presses OK.
static void fillDialogWhenShown(const std::function<void(twb::MachineDialog *)> &fill)
{
    QTimer::singleShot(0, [fill] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<twb::MachineDialog *>(widget); dialog && dialog->isVisible()) {
                fill(dialog);
                return;
            }
        }
        QTimer::singleShot(20, [fill] { fillDialogWhenShown(fill); });
    });
}

void tst_MachinesPanel::addThroughDialogThenProbe()
{
    twb::test::SshdFixture sshd({1, u"v4-8"_s});
    const auto started = sshd.start();
    QVERIFY2(started, started ? "" : qPrintable(started.error().message));
    m_context->setDefaultIdentityFile(sshd.clientKeyPath());

    twb::MachinesPanel panel(*m_context);
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.hostKeyPrompter()->setAutomaticAnswer(twb::HostKeyDecision::Accept);
    panel.resize(1100, 650);
    panel.show();
    QSignalSpy reloaded(&panel, &twb::MachinesPanel::reloaded);
    QVERIFY(reloaded.wait());
    QCOMPARE(panel.model()->rowCount(), 0);

    QSignalSpy finished(&panel, &twb::MachinesPanel::checkFinished);
    fillDialogWhenShown([&](twb::MachineDialog *dialog) {
        dialog->findChild<QLineEdit *>(u"name"_s)->setText(u"v4-test"_s);
        dialog->findChild<QComboBox *>(u"acceleratorType"_s)->setCurrentText(u"v4-8"_s);
        dialog->findChild<QLineEdit *>(u"hosts"_s)->setText(sshd.host(0));
        dialog->findChild<QLineEdit *>(u"user"_s)->setText(sshd.user());
        dialog->findChild<QSpinBox *>(u"port"_s)->setValue(sshd.port(0));
        dialog->findChild<QLineEdit *>(u"python"_s)->setText(u"/usr/bin/python3"_s);
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        ok->click();
    });
    panel.addMachine();
    // Adding saves the entry, then probes it: the table shows the verified spec.
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).toString(), u"v4-test"_s);
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(panel.errorText()));
    QCOMPARE(panel.model()->rowCount(), 1);
    const QString devices = panel.model()->index(0, twb::MachineTableModel::DevicesColumn).data().toString();
    QCOMPARE(devices, u"TPU v4 x 4"_s);
    QCOMPARE(panel.model()->index(0, twb::MachineTableModel::VerifiedColumn).data().toString(), u"verified"_s);
    auto *results = panel.findChild<QTreeWidget *>(u"hostResults"_s);
    QCOMPARE(results->topLevelItemCount(), 1);
    QCOMPARE(results->topLevelItem(0)->text(2), u"ok"_s);
    // The unknown key was asked about, with its fingerprint, and is now in known_hosts.
    QCOMPARE(panel.hostKeyPrompter()->askedQuestions().size(), 1);
    QCOMPARE(panel.hostKeyPrompter()->askedQuestions().first().fingerprint, sshd.hostKeyFingerprint(0));

    const auto registry = twb::Registry::load(m_context->registryPath());
    QVERIFY(registry);
    const twb::MachineEntry *saved = registry->find(u"v4-test"_s);
    QVERIFY(saved);
    QVERIFY(saved->isSpecVerified());
    QCOMPARE(saved->tpuVersion(), u"TPU v4"_s);
    QCOMPARE(saved->hostStatus().size(), 1);
    QVERIFY(saved->hostStatus().first().reachable);

    QApplication::processEvents();
    const QString png = twb::test::artifactsDir() + u"/machines_panel.png"_s;
    QVERIFY(panel.grab().save(png));
}

void tst_MachinesPanel::dialogShowsProblemsInline()
{
    std::vector<twb::MachineEntry> others{*twb::MachineEntry::fromJson({{"tpu_name", "taken"}}, u"e"_s)};
    twb::MachineEntry blank;
    blank.setMode(twb::MachineEntry::Mode::Remote);
    twb::MachineDialog dialog(blank, others, true);
    dialog.show();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"taken"_s);
    dialog.findChild<QComboBox *>(u"acceleratorType"_s)->setCurrentText(u"v3-64"_s);
    dialog.findChild<QLineEdit *>(u"hosts"_s)->setText(u"10.0.0.1"_s);
    QVERIFY(dialog.problems().value(u"name"_s).contains(u"taken"_s));
    QVERIFY(dialog.problems().value(u"hosts"_s).contains(u"8"_s));
    auto *nameProblem = dialog.findChild<QLabel *>(u"problem:name"_s);
    QVERIFY(nameProblem->isVisible());
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"fresh"_s);
    dialog.findChild<QLineEdit *>(u"hosts"_s)->setText(u"10.0.0.1 10.0.0.2 10.0.0.3 10.0.0.4 10.0.0.5 10.0.0.6 10.0.0.7 10.0.0.8"_s);
    QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().values().join(u"; "_s)));
    QVERIFY(ok->isEnabled());
    QVERIFY(!nameProblem->isVisible());
    QCOMPARE(dialog.entry().hosts().size(), 8);
    dialog.findChild<QComboBox *>(u"acceleratorType"_s)->setCurrentText(u"v9-8"_s);
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problems().value(u"accelerator_type"_s).contains(u"v9-8"_s));
}

void tst_MachinesPanel::brokenRegistryIsShownAndNotOverwritten()
{
    const QByteArray broken = "{\"tpus\": [{\"tpu_name\": \"keep-me\"}";
    QVERIFY(twb::writeFileAtomically(m_context->registryPath(), broken));
    twb::MachinesPanel panel(*m_context);
    QSignalSpy reloaded(&panel, &twb::MachinesPanel::reloaded);
    QVERIFY(reloaded.wait());
    QVERIFY2(panel.errorText().contains(m_context->registryPath()), qPrintable(panel.errorText()));
    QVERIFY(panel.errorText().contains(u"line 1"_s));
    const auto actions = panel.findChildren<QAction *>();
    for (QAction *action : actions)
        if (action->text() == u"Add..."_s)
            QVERIFY(!action->isEnabled());
    QCOMPARE(*twb::readWholeFile(m_context->registryPath()), broken);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MachinesPanel)
#include "tst_machines_panel.moc"
