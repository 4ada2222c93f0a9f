// The Launch dialog: the experiment chosen in the Experiments panel offered first, else the
// last one launched; the last machine remembered (the app's settings, a private folder here);
// a relative folder taken in the workspace, never in the process's current folder; the
// project checked off the GUI thread before Launch is enabled.
#include "core/experiment/experiment_factory.h"
#include "support/test_paths.h"
#include "widgets/monitor/launch_dialog.h"
#include "core/runs/run_device.h"
#include "core/registry/probe_finding.h"
#include "support/probed_machine.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QDateTime>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QSpinBox>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_LaunchDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void offersTheChosenExperiment();
    void resolvesRelativeFoldersInTheWorkspace_data();
    void resolvesRelativeFoldersInTheWorkspace();
    void remembersTheLastExperimentAndMachine();
    void checksTheProjectBeforeLaunchIsEnabled();
    void anAcceptBeforeTheCheckWaitsForIt();
    void moreMachinesMakeAMultisliceRequest();
    void theDeviceChoiceGoesIntoTheRequest();
    void aMachineWithoutTpuDefaultsToCpuAndRefusesTheTpuInside();

private:
    QString project(const QString &name) const { return m_workspace.filePath(u"experiments/"_s + name); }

    QTemporaryDir m_config;
    QTemporaryDir m_workspace;
    QTemporaryDir m_elsewhere;  // the process's current folder: never used
};

static bool makeProject(const QString &dir)
{
    QFile launch(dir + u"/launch.sh"_s);
    return QDir().mkpath(dir) && launch.open(QIODevice::WriteOnly) && launch.write("#!/bin/sh\n") > 0;
}

void tst_LaunchDialog::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_launch_dialog"_s);
    QSettings().clear();
    QVERIFY(makeProject(project(u"alpha"_s)));
    QVERIFY(makeProject(project(u"beta"_s)));
    // A decoy "alpha" in the current folder: a relative path must not find it.
    QVERIFY(makeProject(m_elsewhere.filePath(u"alpha"_s)));
    QVERIFY(makeProject(m_elsewhere.filePath(u"experiments/alpha"_s)));
    QVERIFY(QDir::setCurrent(m_elsewhere.path()));
}

void tst_LaunchDialog::offersTheChosenExperiment()
{
    LaunchDialog dialog({u"v4-a"_s, u"cpu-box"_s}, m_workspace.path());
    dialog.setExperimentDir(project(u"beta"_s));  // what the Monitor does with the Experiments panel's choice
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.experimentDir(), project(u"beta"_s));
    const auto request = dialog.request();
    QVERIFY2(request, request ? "" : qPrintable(request.error().message));
    QCOMPARE(request->experimentDir, project(u"beta"_s));
    QCOMPARE(request->maxRestarts, 0);   // no automatic resume unless asked
    auto *restarts = dialog.findChild<QSpinBox *>(u"maxRestarts"_s);
    QVERIFY(restarts);
    restarts->setValue(2);
    QCOMPARE(dialog.request()->maxRestarts, 2);
    restarts->setValue(0);
    QTRY_VERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(dialog.grab().save(test::artifactsDir() + u"/launch_dialog.png"_s));
}

void tst_LaunchDialog::resolvesRelativeFoldersInTheWorkspace_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");  // relative to the workspace
    QTest::newRow("an experiment's name") << u"alpha"_s << u"experiments/alpha"_s;
    QTest::newRow("a folder of the workspace") << u"experiments/beta"_s << u"experiments/beta"_s;
    QTest::newRow("dot slash") << u"./experiments/alpha/"_s << u"experiments/alpha"_s;
    QTest::newRow("a missing name stays in the workspace") << u"gamma"_s << u"gamma"_s;
}

void tst_LaunchDialog::resolvesRelativeFoldersInTheWorkspace()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    const QString resolved = LaunchDialog::resolveExperimentDir(typed, m_workspace.path());
    QCOMPARE(resolved, QDir::cleanPath(m_workspace.filePath(expected)));
    QVERIFY(!resolved.startsWith(m_elsewhere.path()));
    LaunchDialog dialog({u"v4-a"_s}, m_workspace.path());
    dialog.setExperimentDir(typed);
    QCOMPARE(dialog.experimentDir(), resolved);
}

void tst_LaunchDialog::remembersTheLastExperimentAndMachine()
{
    {
        LaunchDialog first({u"v4-a"_s, u"cpu-box"_s}, m_workspace.path());
        QCOMPARE(first.machine(), u"v4-a"_s);
        first.setExperimentDir(u"alpha"_s);
        first.setMachine(u"cpu-box"_s);
        first.show();
        QTRY_VERIFY(first.projectChecked());
        first.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(first.result(), int(QDialog::Accepted));
    }
    // The next dialog, with nothing chosen in the Experiments panel: the last choices.
    LaunchDialog next({u"v4-a"_s, u"cpu-box"_s}, m_workspace.path());
    QCOMPARE(next.experimentDir(), project(u"alpha"_s));
    QCOMPARE(next.machine(), u"cpu-box"_s);
    // A machine that is gone is not offered.
    LaunchDialog other({u"v4-a"_s}, m_workspace.path());
    QCOMPARE(other.machine(), u"v4-a"_s);
    // The recent list, newest first, without repeats.
    {
        LaunchDialog again({u"v4-a"_s}, m_workspace.path());
        again.setExperimentDir(project(u"beta"_s));
        again.show();
        QTRY_VERIFY(again.projectChecked());
        again.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    }
    LaunchDialog last({u"v4-a"_s}, m_workspace.path());
    auto *experiments = last.findChild<QComboBox *>(u"experimentDir"_s);
    QCOMPARE(experiments->count(), 2);
    QCOMPARE(experiments->itemText(0), project(u"beta"_s));
    QCOMPARE(experiments->itemText(1), project(u"alpha"_s));
}

void tst_LaunchDialog::checksTheProjectBeforeLaunchIsEnabled()
{
    // A project with a config, so --set keys can be checked against it.
    const QString dir = project(u"with-config"_s);
    QVERIFY(makeProject(dir));
    ExperimentRequest request;
    request.name = u"with-config"_s;
    const auto experiment = ExperimentFactory::create(request);
    QVERIFY(experiment);
    QVERIFY(experiment->writeFile(dir + u"/config.json"_s));

    LaunchDialog dialog({u"v4-a"_s}, m_workspace.path());
    dialog.show();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    auto *problem = dialog.findChild<QLabel *>(u"problem"_s);
    QSignalSpy checked(&dialog, &LaunchDialog::projectCheckFinished);

    dialog.setExperimentDir(u"no-such-project"_s);
    QVERIFY(!ok->isEnabled());  // not before the check has answered
    QTRY_COMPARE(checked.count(), 1);
    QCOMPARE(checked.last().at(0).toBool(), false);
    QVERIFY(!ok->isEnabled());
    QVERIFY2(problem->text().contains(u"no launch.sh"_s), qPrintable(problem->text()));
    QVERIFY(problem->text().contains(m_workspace.filePath(u"no-such-project"_s)));

    dialog.setExperimentDir(u"with-config"_s);
    dialog.findChild<QLineEdit *>(u"settings"_s)->setText(u"train.lrr=0.1"_s);
    QTRY_COMPARE(checked.count(), 2);
    QVERIFY(!ok->isEnabled());
    QVERIFY2(problem->text().contains(u"no field train.lrr"_s), qPrintable(problem->text()));

    dialog.findChild<QLineEdit *>(u"settings"_s)->setText(u"train.lr=0.1"_s);
    QTRY_COMPARE(checked.count(), 3);
    QCOMPARE(checked.last().at(0).toBool(), true);
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->text().isEmpty());
    QCOMPARE(dialog.experimentDir(), dir);
}

void tst_LaunchDialog::anAcceptBeforeTheCheckWaitsForIt()
{
    LaunchDialog dialog({u"v4-a"_s}, m_workspace.path());
    dialog.show();
    dialog.setExperimentDir(u"beta"_s);
    dialog.accept();  // as Enter in a field would, before the check has answered
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.isVisible());
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.experimentDir(), project(u"beta"_s));
}

// Checked machines in "More slices" make the request a multislice one, slice 0 the machine
// chosen above; changing that machine keeps the other checks and never offers it twice.
void tst_LaunchDialog::moreMachinesMakeAMultisliceRequest()
{
    LaunchDialog single({u"v4-a"_s}, m_workspace.path());
    single.show();
    QVERIFY(QTest::qWaitForWindowExposed(&single));
    auto *onlyList = single.findChild<QListWidget *>(u"moreSlices"_s);
    QVERIFY(onlyList);
    QVERIFY(!onlyList->isVisible());   // one machine: nothing to join

    LaunchDialog dialog({u"slice-a"_s, u"slice-b"_s, u"slice-c"_s}, m_workspace.path());
    dialog.setExperimentDir(u"alpha"_s);
    dialog.setMachine(u"slice-a"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *list = dialog.findChild<QListWidget *>(u"moreSlices"_s);
    QVERIFY(list && list->isVisible());
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), u"slice-b"_s);
    QVERIFY(dialog.request()->slices.isEmpty());   // nothing checked: one machine

    list->item(1)->setCheckState(Qt::Checked);      // slice-c
    auto request = dialog.request();
    QVERIFY(request);
    QCOMPARE(request->machine, u"slice-a"_s);
    QCOMPARE(request->slices.size(), 2);
    QCOMPARE(request->slices[0].machine, u"slice-a"_s);
    QCOMPARE(request->slices[1].machine, u"slice-c"_s);

    // slice-b becomes slice 0: slice-c stays checked, slice-b leaves the list, slice-a joins it.
    dialog.setMachine(u"slice-b"_s);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), u"slice-a"_s);
    QCOMPARE(list->item(0)->checkState(), Qt::Unchecked);
    QCOMPARE(dialog.sliceMachines(), (QStringList{u"slice-b"_s, u"slice-c"_s}));

    dialog.setSliceMachines({u"slice-c"_s, u"slice-a"_s, u"slice-b"_s});
    QCOMPARE(dialog.machine(), u"slice-c"_s);
    QCOMPARE(dialog.sliceMachines(), (QStringList{u"slice-c"_s, u"slice-a"_s, u"slice-b"_s}));
    QVERIFY(dialog.grab().save(test::artifactsDir() + u"/launch_dialog_multislice.png"_s));
}

#include "support/widget_test_main.h"
// The Device row: the TPU by default, the CPU smoke mode, and XLA on CPU, which runs on one
// host: with more slices checked the request is refused, naming the device, and Launch is off.
void tst_LaunchDialog::theDeviceChoiceGoesIntoTheRequest()
{
    LaunchDialog dialog({u"slice-a"_s, u"slice-b"_s}, m_workspace.path());
    dialog.setExperimentDir(u"alpha"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *device = dialog.findChild<QComboBox *>(u"device"_s);
    QVERIFY(device);
    QCOMPARE(device->count(), 3);
    QCOMPARE(dialog.request()->device, u"tpu"_s);
    QCOMPARE(device->itemData(1).toString(), twb::run_device::kCpu);
    QCOMPARE(device->itemData(2).toString(), twb::run_device::kXlaCpu);
    QVERIFY(device->itemText(2).contains(u"XLA on CPU"_s) && device->itemText(2).contains(u"torch_xla"_s));

    device->setCurrentIndex(1);
    QCOMPARE(dialog.request()->device, u"cpu"_s);
    dialog.setDevice(u"xla-cpu"_s);
    QCOMPARE(device->currentIndex(), 2);
    QCOMPARE(dialog.request()->device, u"xla-cpu"_s);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY(ok->isEnabled());

    dialog.findChild<QListWidget *>(u"moreSlices"_s)->item(0)->setCheckState(Qt::Checked);
    const auto refused = dialog.request();
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"one host"_s), qPrintable(refused.error().message));
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.findChild<QLabel *>(u"problem"_s)->text().contains(u"one host"_s));
    // The CPU smoke mode runs every host of every slice.
    dialog.setDevice(u"cpu"_s);
    QCOMPARE(dialog.request()->slices.size(), 2);
    QTRY_VERIFY(ok->isEnabled());
}

// This computer, probed for real (no TPU here): the dialog offers the CPU smoke mode on it,
// the TPU again on a TPU machine, and a TPU chosen on it is refused inside the dialog with
// what the probe found and when, not "probe the machine".
void tst_LaunchDialog::aMachineWithoutTpuDefaultsToCpuAndRefusesTheTpuInside()
{
    QSettings().remove(u"launch/machine"_s);
    const auto probed = twb::test::addProbedThisMachine(m_workspace.filePath(u"tpu_config.json"_s), u"this-machine"_s,
                                                        m_workspace.filePath(u"remote"_s));
    QVERIFY2(probed, probed ? "" : qPrintable(probed.error().message));
    QVERIFY2(ProbeFinding::foundNoTpu(*probed), qPrintable(QString::fromStdString(probed->toJson().dump())));
    const int cores = ProbeFinding::cpuCores(*probed);
    QVERIFY2(cores > 0, "the probe counts the cores (CPU_CORES:)");
    MachineEntry tpu;
    tpu.setMode(MachineEntry::Mode::Remote);
    tpu.setTpuName(u"v4-a"_s);
    tpu.setAcceleratorType(u"v4-8"_s);
    tpu.setHosts({u"10.0.0.2"_s});

    LaunchDialog dialog(std::vector<MachineEntry>{*probed, tpu}, m_workspace.path());
    dialog.setExperimentDir(u"alpha"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.machine(), u"this-machine"_s);
    QCOMPARE(dialog.device(), twb::run_device::kCpu);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY(ok->isEnabled());
    // A TPU machine: the TPU again; back on this machine: the CPU.
    dialog.setMachine(u"v4-a"_s);
    QCOMPARE(dialog.device(), twb::run_device::kTpu);
    dialog.setMachine(u"this-machine"_s);
    QCOMPARE(dialog.device(), twb::run_device::kCpu);

    dialog.setDevice(twb::run_device::kTpu);
    const auto refused = dialog.request();
    QVERIFY(!refused);
    QVERIFY(!ok->isEnabled());
    const QString problem = dialog.findChild<QLabel *>(u"problem"_s)->text();
    QCOMPARE(problem, refused.error().message);
    const QDateTime at = QDateTime::fromString(ProbeFinding::probedAt(*probed), Qt::ISODate).toLocalTime();
    QVERIFY(at.isValid());
    const QString when = at.date() == QDate::currentDate() ? QLocale().toString(at.time(), QLocale::ShortFormat)
                                                            : QLocale().toString(at, QLocale::ShortFormat);
    QVERIFY2(problem.startsWith(u"this-machine was probed at %1: no TPU found (CPU, %2 core"_s.arg(when).arg(cores)),
             qPrintable(problem));
    QVERIFY2(problem.contains(u"choose CPU or XLA on CPU"_s), qPrintable(problem));
    QVERIFY2(!problem.contains(u"probe the machine"_s) && !problem.contains(u"probe it"_s), qPrintable(problem));
    QVERIFY(dialog.grab().save(twb::test::artifactsDir() + u"/launch_dialog_cpu_machine_refuses_tpu.png"_s));

    // XLA on CPU is the other choice there.
    dialog.setDevice(twb::run_device::kXlaCpu);
    QVERIFY(dialog.request());
    QTRY_VERIFY(ok->isEnabled());
}

TWB_WIDGET_TEST_MAIN(tst_LaunchDialog)
#include "tst_launch_dialog.moc"
