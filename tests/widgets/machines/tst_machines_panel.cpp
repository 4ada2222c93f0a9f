#include "core/registry/registry.h"
#include "core/util/atomic_file.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/common/field_problem_label.h"
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
#include <QClipboard>
#include <QPlainTextEdit>
#include <QPushButton>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <QScopeGuard>
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
    void dialogAcceptsMaxKernelShape();
    void init();
    void addThroughDialogThenProbe();
    void dialogShowsProblemsInline();
    void dialogShowsNoProblemBeforeATouch();
    void okOnAnUntouchedFormShowsEveryProblem();
    void editClearsTheLastResults();
    void brokenRegistryIsShownAndNotOverwritten();
    void aNewLocalMachineTakesTheWorkbenchPython();
    void probeThatFoundOtherDevicesIsAMismatch();
    void anSshErrorIsShownInFullToSelectAndCopy();
    void theHostListFollowsTheSelectedMachine();
    void aRunningCheckIsShownWhenItsMachineIsSelectedAgain();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<twb::WorkbenchSession> m_context;
};

void tst_MachinesPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_context = std::make_unique<twb::WorkbenchSession>();
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

// A TCP socket on a port of the loopback the kernel hands out free, listening or not: its fd
// and port, or fd -1.
static std::pair<int, int> loopbackSocket(bool listening)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0
        || (listening && ::listen(fd, 4) != 0) || ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) != 0) {
        if (fd >= 0)
            ::close(fd);
        return {-1, 0};
    }
    return {fd, ntohs(address.sin_port)};
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

// Problems of an existing entry are the saved values: shown at once, and they follow edits.
void tst_MachinesPanel::dialogShowsProblemsInline()
{
    std::vector<twb::MachineEntry> others{*twb::MachineEntry::fromJson({{"tpu_name", "taken"}}, u"e"_s)};
    twb::MachineEntry existing;
    existing.setMode(twb::MachineEntry::Mode::Remote);
    existing.setTpuName(u"taken"_s);
    existing.setAcceleratorType(u"v3-64"_s);
    existing.setHosts({u"10.0.0.1"_s});
    twb::MachineDialog dialog(existing, others, false);
    dialog.show();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(dialog.shownProblems().value(u"name"_s).contains(u"taken"_s));
    QVERIFY(dialog.shownProblems().value(u"hosts"_s).contains(u"8"_s));
    auto *nameProblem = dialog.findChild<twb::FieldProblemLabel *>(u"problem:name"_s);
    QVERIFY(nameProblem->problem().contains(u"taken"_s));
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"fresh"_s);
    dialog.findChild<QLineEdit *>(u"hosts"_s)->setText(u"10.0.0.1 10.0.0.2 10.0.0.3 10.0.0.4 10.0.0.5 10.0.0.6 10.0.0.7 10.0.0.8"_s);
    QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().values().join(u"; "_s)));
    QVERIFY(nameProblem->problem().isEmpty());
    QCOMPARE(dialog.entry().hosts().size(), 8);
    dialog.findChild<QComboBox *>(u"acceleratorType"_s)->setCurrentText(u"v9-8"_s);
    QVERIFY(dialog.shownProblems().value(u"accelerator_type"_s).contains(u"v9-8"_s));
    ok->click();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));  // not accepted with a problem left
    QVERIFY(dialog.isVisible());
}

namespace {
// Where every field and problem line of the dialog is, relative to the dialog.
QList<QRect> fieldGeometry(const QDialog &dialog)
{
    QList<QRect> rects;
    const auto widgets = dialog.findChildren<QWidget *>();
    for (const QWidget *widget : widgets)
        if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget)
            || qobject_cast<const QSpinBox *>(widget) || qobject_cast<const twb::FieldProblemLabel *>(widget)
            || qobject_cast<const QPushButton *>(widget))
            rects << QRect(widget->mapTo(&dialog, QPoint(0, 0)), widget->size());
    return rects;
}
} // namespace

// A new machine's form says nothing before the user has typed; a field's problem appears once
// it is edited, and neither that nor its going moves any field.
void tst_MachinesPanel::dialogShowsNoProblemBeforeATouch()
{
    std::vector<twb::MachineEntry> others{*twb::MachineEntry::fromJson({{"tpu_name", "taken"}}, u"e"_s)};
    twb::MachineEntry blank;
    blank.setMode(twb::MachineEntry::Mode::Remote);
    twb::MachineDialog dialog(blank, others, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.problems().contains(u"name"_s) && dialog.problems().contains(u"hosts"_s));
    QVERIFY2(dialog.shownProblems().isEmpty(), qPrintable(dialog.shownProblems().values().join(u"; "_s)));
    for (const auto *label : dialog.findChildren<twb::FieldProblemLabel *>())
        QVERIFY2(label->text().isEmpty(), qPrintable(label->objectName() + u": "_s + label->text()));
    const QList<QRect> before = fieldGeometry(dialog);
    const QSize sizeBefore = dialog.size();
    QVERIFY(dialog.grab().save(twb::test::artifactsDir() + u"/machine_dialog_untouched.png"_s));

    auto *name = dialog.findChild<QLineEdit *>(u"name"_s);
    name->setFocus();
    QTest::keyClicks(name, u"taken"_s);
    QVERIFY(dialog.shownProblems().value(u"name"_s).contains(u"taken"_s));
    QVERIFY(!dialog.findChild<twb::FieldProblemLabel *>(u"problem:name"_s)->text().isEmpty());
    QVERIFY(!dialog.shownProblems().contains(u"hosts"_s));  // not touched yet
    auto *hosts = dialog.findChild<QLineEdit *>(u"hosts"_s);
    hosts->setFocus();
    QTest::keyClicks(hosts, u"10.0.0.1 not/a/host"_s);
    QVERIFY(dialog.shownProblems().value(u"hosts"_s).contains(u"not/a/host"_s));
    QApplication::processEvents();
    QCOMPARE(fieldGeometry(dialog), before);
    QCOMPARE(dialog.size(), sizeBefore);
    QVERIFY(dialog.grab().save(twb::test::artifactsDir() + u"/machine_dialog_problems.png"_s));

    // Fixed: the lines empty again, still in place.
    name->selectAll();
    QTest::keyClicks(name, u"fresh"_s);
    QVERIFY(!dialog.shownProblems().contains(u"name"_s));
    QVERIFY(dialog.findChild<twb::FieldProblemLabel *>(u"problem:name"_s)->text().isEmpty());
    QCOMPARE(fieldGeometry(dialog), before);
}

// MaxKernel's shape: a name, a zone and a project, no hosts and no accelerator type (gcloud
// finds both); without the zone it is an ordinary machine again and needs its hosts.
void tst_MachinesPanel::dialogAcceptsMaxKernelShape()
{
    twb::MachineEntry blank;
    blank.setMode(twb::MachineEntry::Mode::Remote);
    twb::MachineDialog dialog(blank, {}, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *name = dialog.findChild<QLineEdit *>(u"name"_s);
    auto *zone = dialog.findChild<QLineEdit *>(u"zone"_s);
    auto *project = dialog.findChild<QLineEdit *>(u"project"_s);
    QVERIFY(name && zone && project);
    name->setText(u"mk-a"_s);
    zone->setText(u"us-central2-b"_s);
    project->setText(u"my-proj"_s);
    if (auto *type = dialog.findChild<QComboBox *>(u"acceleratorType"_s))
        type->setCurrentText(QString());
    QVERIFY2(!dialog.problems().contains(u"hosts"_s) && !dialog.problems().contains(u"accelerator_type"_s),
             qPrintable(dialog.problems().values().join(u"; "_s)));
    QVERIFY(dialog.entry().isGcloud());
    QCOMPARE(dialog.entry().zone(), u"us-central2-b"_s);
    // Saved as MaxKernel writes it: no workbench block, so no ssh.port 22 (a gcloud machine
    // takes its port from the OpenSSH config) and no "mode" (remote is the default).
    QCOMPARE(QString::fromStdString(dialog.entry().toJson().dump()),
             u"{\"tpu_name\":\"mk-a\",\"zone\":\"us-central2-b\",\"project\":\"my-proj\"}"_s);
    QVERIFY(!dialog.entry().hasSshPort());
    // A port the user sets is written, and so is 22 in an entry that had a port before.
    auto *port = dialog.findChild<QSpinBox *>(u"port"_s);
    QVERIFY(port);
    port->setValue(2222);
    QCOMPARE(dialog.entry().ssh().port, 2222);
    QVERIFY(dialog.entry().hasSshPort());
    twb::MachineEntry withPort = dialog.entry();
    twb::MachineDialog again(withPort, {}, false);
    again.findChild<QSpinBox *>(u"port"_s)->setValue(22);
    QVERIFY(again.entry().hasSshPort());
    QCOMPARE(again.entry().ssh().port, 22);
    zone->clear();
    QVERIFY(dialog.problems().contains(u"hosts"_s));
}

// OK on a form nobody filled says what is missing, all of it, and goes to the first field.
void tst_MachinesPanel::okOnAnUntouchedFormShowsEveryProblem()
{
    twb::MachineEntry blank;
    blank.setMode(twb::MachineEntry::Mode::Remote);
    twb::MachineDialog dialog(blank, {}, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.shownProblems().isEmpty());
    dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.shownProblems(), dialog.problems());
    QVERIFY(dialog.shownProblems().contains(u"name"_s));
    QVERIFY(!dialog.findChild<twb::FieldProblemLabel *>(u"problem:name"_s)->text().isEmpty());
    QTRY_COMPARE(QApplication::focusWidget(), dialog.findChild<QLineEdit *>(u"name"_s));
}

// Edit: the last check's results (and the saved reachability, when the hosts change) describe
// the machine as it was, so they are cleared.
void tst_MachinesPanel::editClearsTheLastResults()
{
    twb::test::SshdFixture sshd({1, u"v4-8"_s});
    TWB_VERIFY_RESULT(sshd.start());
    m_context->setDefaultIdentityFile(sshd.clientKeyPath());
    m_context->setKnownHostsPath(sshd.knownHostsPath());
    auto entry = twb::MachineEntry::fromJson({{"tpu_name", "v4-edit"}}, u"e"_s);
    QVERIFY(entry);
    entry->setMode(twb::MachineEntry::Mode::Remote);
    entry->setAcceleratorType(u"v4-8"_s);
    entry->setHosts({u"%1:%2"_s.arg(sshd.host(0)).arg(sshd.port(0))});
    entry->setSsh({sshd.user(), 22, {}, {}});
    entry->setPython(u"/usr/bin/python3"_s);
    QVERIFY(twb::Registry::modify(m_context->registryPath(), [&](twb::Registry &registry) -> twb::Result<void> {
                registry.upsert(*entry);
                return {};
            }).has_value());
    twb::MachinesPanel panel(*m_context);
    QSignalSpy reloaded(&panel, &twb::MachinesPanel::reloaded);
    QVERIFY(reloaded.wait());
    QVERIFY(panel.selectMachine(u"v4-edit"_s));
    QSignalSpy finished(&panel, &twb::MachinesPanel::checkFinished);
    panel.testSelected();
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(panel.errorText()));
    auto *results = panel.findChild<QTreeWidget *>(u"hostResults"_s);
    QCOMPARE(results->topLevelItemCount(), 1);
    QVERIFY(panel.model()->index(0, twb::MachineTableModel::ReachabilityColumn).data().toString().contains(u"1/1"_s));

    fillDialogWhenShown([&](twb::MachineDialog *dialog) {
        dialog->findChild<QLineEdit *>(u"hosts"_s)->setText(u"10.0.0.9"_s);
        if (!dialog->problems().isEmpty()) {
            qWarning() << "edit dialog problems:" << dialog->problems();
            dialog->reject();
            return;
        }
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    panel.editSelected();
    QCOMPARE(results->topLevelItemCount(), 0);
    QTRY_COMPARE(panel.model()->index(0, twb::MachineTableModel::HostsColumn).data().toString(), u"10.0.0.9"_s);
    QCOMPARE(panel.model()->index(0, twb::MachineTableModel::ReachabilityColumn).data().toString(), u"not checked"_s);
    const auto registry = twb::Registry::load(m_context->registryPath());
    QVERIFY(registry);
    QVERIFY(registry->find(u"v4-edit"_s)->hostStatus().isEmpty());
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

// A v4-8 entry whose probe found one CPU is a mismatch, not verified (issue 27); a v5e entry
// whose probe found its 8 chips is verified.
void tst_MachinesPanel::probeThatFoundOtherDevicesIsAMismatch()
{
    const QByteArray registry = R"({"tpus": [
        {"tpu_name": "v4-a", "tpu_spec": {"device_kind": "cpu", "device_count": 1}, "tpu_spec_verified": true,
         "workbench": {"accelerator_type": "v4-8", "hosts": ["10.0.0.2"]}},
        {"tpu_name": "v5e-b", "tpu_spec": {"device_kind": "TPU v5 lite", "device_count": 8}, "tpu_spec_verified": true,
         "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.3"]}}]})";
    QVERIFY(twb::writeFileAtomically(m_context->registryPath(), registry));
    twb::MachinesPanel panel(*m_context);
    panel.resize(1200, 400);
    panel.show();
    QSignalSpy reloaded(&panel, &twb::MachinesPanel::reloaded);
    QVERIFY(reloaded.wait());
    twb::MachineTableModel *model = panel.model();
    QCOMPARE(model->rowCount(), 2);
    const QModelIndex mismatch = model->index(0, twb::MachineTableModel::VerifiedColumn);
    QCOMPARE(mismatch.data().toString(), u"mismatch"_s);
    QCOMPARE(mismatch.data(Qt::ToolTipRole).toString(), u"Mismatch: the probe found cpu x 1; v4-8 has TPU v4 x 4"_s);
    QCOMPARE(model->index(1, twb::MachineTableModel::VerifiedColumn).data().toString(), u"verified"_s);
    // Unselected, so that the picture shows the Spec column's colours.
    for (QAbstractItemView *view : panel.findChildren<QAbstractItemView *>())
        if (view->model() == model)
            view->setCurrentIndex(model->index(0, twb::MachineTableModel::NameColumn)), view->clearSelection();
    QTest::qWait(50);
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/machines-spec-mismatch.png"_s));
}

#include "support/widget_test_main.h"
// "This machine" takes the workbench's default interpreter (here $TPUWB_PYTHON, which wins over
// the Python environment), a TPU VM python3; the field follows the kind only while it holds the
// other kind's default, and an edit of an existing entry keeps what it has.
void tst_MachinesPanel::aNewLocalMachineTakesTheWorkbenchPython()
{
    const QByteArray saved = qgetenv("TPUWB_PYTHON");
    qputenv("TPUWB_PYTHON", "/opt/workbench-test/bin/python");
    auto restore = qScopeGuard([&] { saved.isNull() ? qunsetenv("TPUWB_PYTHON") : qputenv("TPUWB_PYTHON", saved); });

    twb::MachineEntry blank;
    blank.setMode(twb::MachineEntry::Mode::Local);
    twb::MachineDialog dialog(blank, {}, true);
    auto *python = dialog.findChild<QLineEdit *>(u"python"_s);
    auto *mode = dialog.findChild<QComboBox *>(u"mode"_s);
    QVERIFY(python && mode);
    QCOMPARE(python->text(), u"/opt/workbench-test/bin/python"_s);
    QCOMPARE(dialog.entry().python(), u"/opt/workbench-test/bin/python"_s);
    mode->setCurrentIndex(mode->findData(u"remote"_s));
    QCOMPARE(python->text(), u"python3"_s);
    mode->setCurrentIndex(mode->findData(u"local"_s));
    QCOMPARE(python->text(), u"/opt/workbench-test/bin/python"_s);
    // The user's own choice stays whatever the kind.
    python->setText(u"/home/me/venv/bin/python"_s);
    mode->setCurrentIndex(mode->findData(u"remote"_s));
    QCOMPARE(python->text(), u"/home/me/venv/bin/python"_s);

    auto existing = twb::MachineEntry::fromJson({{"mode", "local"}, {"workbench", {{"python", "python3"}}}}, u"e"_s);
    QVERIFY(existing);
    twb::MachineDialog edit(*existing, {}, false);
    QCOMPARE(edit.findChild<QLineEdit *>(u"python"_s)->text(), u"python3"_s);
}

// A machine on a closed loopback port: Test connection fails with SSH's error, whose whole text
// (as saved in the registry) is in the read-only details under the results, selectable and
// copied by Copy, and in the Reachability tooltip; it is there again after a reload.
void tst_MachinesPanel::anSshErrorIsShownInFullToSelectAndCopy()
{
    // A port the kernel hands out free, closed again at once: nothing listens there.
    const auto [fd, closedPort] = loopbackSocket(false);
    QVERIFY(fd >= 0);
    ::close(fd);
    TWB_VERIFY_RESULT(twb::Registry::modify(m_context->registryPath(), [&](twb::Registry &registry) -> twb::Result<void> {
        twb::MachineEntry entry;
        entry.setMode(twb::MachineEntry::Mode::Remote);
        entry.setTpuName(u"gone"_s);
        entry.setAcceleratorType(u"v4-8"_s);
        entry.setHosts({u"127.0.0.1:%1"_s.arg(closedPort)});
        registry.upsert(entry);
        return {};
    }));
    twb::MachinesPanel panel(*m_context);
    panel.resize(1100, 650);
    panel.show();
    QTRY_COMPARE(panel.model()->rowCount(), 1);
    QVERIFY(panel.selectMachine(u"gone"_s));
    QSignalSpy finished(&panel, &twb::MachinesPanel::checkFinished);
    panel.testSelected();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(1).toBool(), false);

    const auto registry = twb::Registry::load(m_context->registryPath());
    QVERIFY(registry);
    const QString message = registry->find(u"gone"_s)->hostStatus().value(0).message;
    QVERIFY2(message.contains(QString::number(closedPort)), qPrintable(message));
    QPlainTextEdit *details = panel.hostDetails();
    QVERIFY(details->isReadOnly());
    QVERIFY(details->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY2(details->toPlainText().contains(message), qPrintable(details->toPlainText()));
    // Copy takes the whole text (the user may select part of it instead).
    QApplication::clipboard()->clear();
    QTest::mouseClick(panel.findChild<QPushButton *>(u"copyHostDetails"_s), Qt::LeftButton);
    QVERIFY(QApplication::clipboard()->text().contains(message));
    const QString tooltip = panel.model()->index(0, twb::MachineTableModel::ReachabilityColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tooltip.contains(message), qPrintable(tooltip));
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/machines_panel_ssh_error.png"_s));

    // After a restart (a new panel over the saved status) the text is there too.
    twb::MachinesPanel again(*m_context);
    again.show();
    QTRY_COMPARE(again.model()->rowCount(), 1);
    QTRY_VERIFY(again.hostDetails()->toPlainText().contains(message));
}

// The hosts below the table are the selected machine's: its saved status after a restart (there
// was an empty list and an empty error box), and the error box only while there is an error.
void tst_MachinesPanel::theHostListFollowsTheSelectedMachine()
{
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    TWB_VERIFY_RESULT(twb::Registry::modify(m_context->registryPath(), [&](twb::Registry &registry) -> twb::Result<void> {
        twb::MachineEntry good;
        good.setMode(twb::MachineEntry::Mode::Remote);
        good.setTpuName(u"good"_s);
        good.setAcceleratorType(u"v4-16"_s);
        good.setHosts({u"10.0.0.1"_s, u"10.0.0.2"_s});
        good.setHostStatus({{true, 12, at, {}}, {true, 30, at, {}}});
        registry.upsert(good);
        twb::MachineEntry bad = good;
        bad.setTpuName(u"bad"_s);
        bad.setHosts({u"10.0.0.3"_s});
        bad.setHostStatus({{false, -1, at, u"Connection refused by 10.0.0.3:22"_s}});
        registry.upsert(bad);
        twb::MachineEntry fresh = good;
        fresh.setTpuName(u"fresh"_s);
        fresh.setHostStatus({});
        registry.upsert(fresh);
        return {};
    }));
    twb::MachinesPanel panel(*m_context);
    panel.resize(1100, 650);
    panel.show();
    QTRY_COMPARE(panel.model()->rowCount(), 3);
    auto *results = panel.findChild<QTreeWidget *>(u"hostResults"_s);

    QVERIFY(panel.selectMachine(u"good"_s));
    QCOMPARE(results->topLevelItemCount(), 2);
    QCOMPARE(results->topLevelItem(1)->text(1), u"10.0.0.2"_s);
    QCOMPARE(results->topLevelItem(1)->text(2), u"ok"_s);
    QCOMPARE(results->topLevelItem(1)->text(3), u"30 ms"_s);
    QVERIFY(!panel.hostDetails()->isVisible());

    QVERIFY(panel.selectMachine(u"bad"_s));
    QCOMPARE(results->topLevelItemCount(), 1);
    QCOMPARE(results->topLevelItem(0)->text(2), u"failed"_s);
    QVERIFY(panel.hostDetails()->isVisible());
    QVERIFY(panel.hostDetails()->toPlainText().contains(u"Connection refused by 10.0.0.3:22"_s));
    // Reload keeps the machine selected (it went back to the first row).
    QVERIFY(panel.model()->rowOf(u"bad"_s) > 0);
    QSignalSpy reloaded(&panel, &twb::MachinesPanel::reloaded);
    panel.reload();
    QVERIFY(reloaded.wait());
    QCOMPARE(results->topLevelItemCount(), 1);
    QCOMPARE(results->topLevelItem(0)->text(1), u"10.0.0.3"_s);

    QVERIFY(panel.selectMachine(u"fresh"_s));
    QCOMPARE(results->topLevelItemCount(), 0);
    QVERIFY(!panel.hostDetails()->isVisible());
    // The list takes the room the error box had.
    QTRY_VERIFY(results->geometry().bottom() > results->parentWidget()->height() - 10);
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/machines_panel_follow.png"_s));
    bool saysNotChecked = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        saysNotChecked = saysNotChecked || label->text().contains(u"fresh has not been checked yet"_s);
    QVERIFY(saysNotChecked);
}

// A check still running when the user looks at another machine and comes back: the title says
// it runs (not the saved status of before); when it ends, the machine the user looks at stays
// selected, and the result is shown with its machine.
void tst_MachinesPanel::aRunningCheckIsShownWhenItsMachineIsSelectedAgain()
{
    // A host that takes the connection (the kernel's backlog: never accepted) and never says
    // anything: the check waits on it.
    const auto [silent, port] = loopbackSocket(true);
    QVERIFY(silent >= 0);
    auto closeSilent = qScopeGuard([fd = silent] { ::close(fd); });
    TWB_VERIFY_RESULT(twb::Registry::modify(m_context->registryPath(), [&](twb::Registry &registry) -> twb::Result<void> {
        twb::MachineEntry slow;
        slow.setMode(twb::MachineEntry::Mode::Remote);
        slow.setTpuName(u"slow"_s);
        slow.setAcceleratorType(u"v4-8"_s);
        slow.setHosts({u"127.0.0.1:%1"_s.arg(port)});
        registry.upsert(slow);
        twb::MachineEntry other = slow;
        other.setTpuName(u"other"_s);
        other.setHosts({u"10.0.0.9"_s});
        registry.upsert(other);
        return {};
    }));
    twb::MachinesPanel panel(*m_context);
    panel.show();
    QTRY_COMPARE(panel.model()->rowCount(), 2);
    auto *title = panel.findChild<QLabel *>(u"hostResultsTitle"_s);
    QVERIFY(title);
    QVERIFY(panel.selectMachine(u"slow"_s));
    QSignalSpy finished(&panel, &twb::MachinesPanel::checkFinished);
    panel.testSelected();
    QCOMPARE(title->text(), u"Testing slow..."_s);
    QVERIFY(panel.selectMachine(u"other"_s));
    QVERIFY2(title->text().contains(u"other has not been checked yet"_s), qPrintable(title->text()));
    QVERIFY(panel.selectMachine(u"slow"_s));
    QCOMPARE(title->text(), u"Testing slow..."_s);
    QCOMPARE(finished.size(), 0);

    // The host goes away (its waiting connection is reset) while the user looks at another
    // machine: the check ends and is saved, that machine stays selected, and the result is
    // there when the checked one is selected again.
    QVERIFY(panel.selectMachine(u"other"_s));
    closeSilent.dismiss();
    ::close(silent);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(1).toBool(), false);
    QVERIFY2(title->text().contains(u"other has not been checked yet"_s), qPrintable(title->text()));
    QVERIFY(panel.selectMachine(u"slow"_s));
    QVERIFY2(title->text().startsWith(u"Connection test of slow"_s), qPrintable(title->text()));
    QCOMPARE(panel.findChild<QTreeWidget *>(u"hostResults"_s)->topLevelItemCount(), 1);
}

TWB_WIDGET_TEST_MAIN(tst_MachinesPanel)
#include "tst_machines_panel.moc"
