// The Monitor's "Attach to a running job": a job this test starts (a Python process appending
// JSONL on this machine, a `mode: local` machine of the test workspace) is attached through
// the dialog, then shown and followed live like a launched run, and detached without touching
// the job. Bad input (no machine, an empty path, a slash in the name) is named in the dialog
// and attaches nothing; an error from the registry side (the machine was removed from the
// registry while the dialog was open) is shown in the dialog too, which stays open.
#include "core/runs/run_record.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/monitor/attach_dialog.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_model.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// A job the workbench did not launch: appends a line every 40 ms until it is killed.
const char *kJob = R"PY(import sys, time
f = open(sys.argv[1], "ab", buffering=0)
i = 0
while True:
    i += 1
    f.write(('{"step": %d, "loss": %.5f}\n' % (i, 4.0 / i)).encode())
    time.sleep(0.04)
)PY";

// Calls `fill` once an AttachDialog is shown (the panel opens it modally, after reading the
// registry off the GUI thread).
void whenAttachDialogShown(const std::function<void(AttachDialog *)> &fill)
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, fill] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<AttachDialog *>(widget); dialog && dialog->isVisible()) {
                poll->stop();
                poll->deleteLater();
                fill(dialog);
                return;
            }
        }
    });
    poll->start();
}

void fill(AttachDialog *dialog, const QString &machine, const QString &metrics, const QString &name,
          const QString &format = {})
{
    auto *machines = dialog->findChild<QComboBox *>(u"machine"_s);
    machines->setCurrentIndex(machines->findText(machine));
    dialog->findChild<QLineEdit *>(u"metrics"_s)->setText(metrics);
    dialog->findChild<QLineEdit *>(u"name"_s)->setText(name);
    auto *formats = dialog->findChild<QComboBox *>(u"format"_s);
    formats->setCurrentIndex(formats->findData(format));
}

} // namespace

class tst_AttachDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void badInputIsNamedAndAttachesNothing_data();
    void badInputIsNamedAndAttachesNothing();
    void attachFollowsLiveAndDetachLeavesTheJob();
    void refusedByTheRegistrySideStaysOpen();

private:
    // this-machine: the job's machine; gone-box: removed in refusedByTheRegistrySideStaysOpen.
    static QByteArray registryText(bool withGoneBox)
    {
        return (u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"this-machine\", \"workbench\": {\"python\": \"%1\"}}"_s
                    .arg(test::systemPython())
                + (withGoneBox ? u", {\"mode\": \"local\", \"tpu_name\": \"gone-box\"}"_s : QString()) + u"]}"_s)
            .toUtf8();
    }
    QStringList runFolders() const
    {
        return QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }

    QTemporaryDir m_root;
    QProcess m_job;
};

void tst_AttachDialog::initTestCase()
{
    QVERIFY(m_root.isValid());
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws/runs"_s)));
    QVERIFY(QDir().mkpath(m_root.filePath(u"job"_s)));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(registryText(true));
    registry.close();
    m_job.setProcessChannelMode(QProcess::ForwardedChannels);
    m_job.start(test::systemPython(), {u"-c"_s, QString::fromUtf8(kJob), m_root.filePath(u"job/metrics-0.jsonl"_s)});
    QVERIFY(m_job.waitForStarted());
}

void tst_AttachDialog::cleanupTestCase()
{
    m_job.kill();
    m_job.waitForFinished();
}

void tst_AttachDialog::badInputIsNamedAndAttachesNothing_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("metrics");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("named");   // what the problem must name
    QTest::addColumn<QString>("focused"); // the field that gets the focus
    QTest::newRow("no machine") << QString() << u"/tmp/m.jsonl"_s << u"job"_s << u"machine"_s << u"machine"_s;
    QTest::newRow("empty metrics path") << u"this-machine"_s << u"  "_s << u"job"_s << u"metrics path"_s << u"metrics"_s;
    QTest::newRow("slash in the name") << u"this-machine"_s << u"/tmp/m.jsonl"_s << u"a/b"_s << u"slash"_s << u"name"_s;
    QTest::newRow("empty name") << u"this-machine"_s << u"/tmp/m.jsonl"_s << QString() << u"name"_s << u"name"_s;
}

void tst_AttachDialog::badInputIsNamedAndAttachesNothing()
{
    QFETCH(QString, machine);
    QFETCH(QString, metrics);
    QFETCH(QString, name);
    QFETCH(QString, named);
    QFETCH(QString, focused);
    AttachDialog dialog(machine.isEmpty() ? QStringList() : QStringList{machine, u"other"_s});
    QSignalSpy requested(&dialog, &AttachDialog::attachRequested);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.problem().isEmpty());   // nothing said before Attach is pressed
    dialog.findChild<QLineEdit *>(u"metrics"_s)->setText(metrics);
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(name);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"attach"_s), Qt::LeftButton);
    QVERIFY2(dialog.problem().contains(named, Qt::CaseInsensitive), qPrintable(dialog.problem()));
    QCOMPARE(requested.count(), 0);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString(), focused);
    if (QByteArray(QTest::currentDataTag()) == "empty metrics path") {
        QDir().mkpath(test::artifactsDir());
        QVERIFY(dialog.grab().save(test::artifactsDir() + u"/monitor_attach_dialog.png"_s));
    }
}

void tst_AttachDialog::attachFollowsLiveAndDetachLeavesTheJob()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_root.filePath(u"ws"_s));
    context.setRegistryOverride(m_root.filePath(u"ws/tpu_config.json"_s));
    MonitorPanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &MonitorPanel::operationFinished);

    bool filled = false;
    whenAttachDialogShown([&](AttachDialog *dialog) {
        // {worker} is this machine's worker index, 0.
        fill(dialog, u"this-machine"_s, m_root.filePath(u"job/metrics-{worker}.jsonl"_s), u"yesterdays-job"_s, u"jsonl"_s);
        filled = true;
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"attach"_s), Qt::LeftButton);
    });
    QTest::mouseClick(panel.runList()->attachButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(filled, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    const QString runId = finished.first().at(0).toString();
    QVERIFY(runId.startsWith(u"yesterdays-job"_s));

    // Listed, selected and followed live like a launched run.
    QTRY_COMPARE_WITH_TIMEOUT(panel.currentRun(), runId, 10000);
    QVERIFY(panel.monitor(runId) != nullptr);
    const RunRecord *listed = panel.runModel()->record(panel.runModel()->rowOf(runId));
    QVERIFY(listed);
    QCOMPARE(listed->state, RunState::Running);
    QCOMPARE(listed->attachFormat, u"jsonl"_s);
    const SeriesKey loss{runId, 0, u"loss"_s};
    QTRY_VERIFY_WITH_TIMEOUT(panel.store().pointCount(loss) > 0, 15000);
    const std::size_t first = panel.store().pointCount(loss);
    QTRY_VERIFY_WITH_TIMEOUT(panel.store().pointCount(loss) >= first + 10, 15000);   // the points grow
    QVERIFY(panel.runList()->detachButton()->isVisible() && panel.runList()->detachButton()->isEnabled());
    QDir().mkpath(test::artifactsDir());
    QVERIFY(panel.grab().save(test::artifactsDir() + u"/monitor_attached_run.png"_s));

    // Detach: run.json says stopped, the job goes on writing, the Monitor stops following.
    QTest::mouseClick(panel.runList()->detachButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 10000);
    QVERIFY2(finished.last().at(1).toBool(), qPrintable(finished.last().at(2).toString()));
    auto record = RunRecord::readFile(m_root.filePath(u"ws/runs/%1/run.json"_s.arg(runId)));
    QVERIFY(record.has_value());
    QCOMPARE(record->state, RunState::Stopped);
    QCOMPARE(m_job.state(), QProcess::Running);
    QTRY_VERIFY_WITH_TIMEOUT(!context.runFollower().isFollowing(runId), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.runList()->detachButton()->isEnabled(), 10000);
    const QFileInfo jobFile(m_root.filePath(u"job/metrics-0.jsonl"_s));
    const qint64 sizeAtDetach = jobFile.size();
    const std::size_t pointsAtDetach = panel.store().pointCount(loss);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(jobFile.filePath()).size() > sizeAtDetach + 200, 10000);
    QCOMPARE(panel.store().pointCount(loss), pointsAtDetach);
}

void tst_AttachDialog::refusedByTheRegistrySideStaysOpen()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_root.filePath(u"ws"_s));
    context.setRegistryOverride(m_root.filePath(u"ws/tpu_config.json"_s));
    MonitorPanel panel(context);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &MonitorPanel::operationFinished);
    const QStringList before = runFolders();

    QString shown;
    whenAttachDialogShown([&](AttachDialog *dialog) {
        fill(dialog, u"gone-box"_s, m_root.filePath(u"job/metrics-{worker}.jsonl"_s), u"refused-job"_s);
        QCOMPARE(dialog->request().machine, u"gone-box"_s);
        // Someone removes the machine from the registry while the dialog is open.
        QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
        QVERIFY(registry.open(QIODevice::WriteOnly | QIODevice::Truncate));
        registry.write(registryText(false));
        registry.close();
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"attach"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->problem().isEmpty(), 10000);
        shown = dialog->problem();
        QVERIFY(dialog->isVisible());   // still open, the fields as typed
        QCOMPARE(dialog->findChild<QLineEdit *>(u"name"_s)->text(), u"refused-job"_s);
        dialog->reject();
    });
    QTest::mouseClick(panel.runList()->attachButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 15000);
    QVERIFY2(shown.contains(u"gone-box"_s), qPrintable(shown));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!finished.first().at(1).toBool());
    QCOMPARE(runFolders(), before);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AttachDialog)
#include "tst_attach_dialog.moc"
