// "Why is it slow?" end to end in the Monitor: a 2-host loopback slice (sshd on 127.0.0.2-3)
// runs the scaffolded project in CPU smoke mode, its hosts in one gloo group. The button traces
// 3 steps on both hosts while the run goes on; the profile window shows both hosts' breakdowns,
// the model's matrix multiplications among the top operators, and one step per host.
#include "core/runs/run_folder.h"
#include "core/runs/profile_requester.h"
#include "core/workspace/workspace.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "widgets/common/app_context.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/monitor/profile_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunProfileGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void whySlowProfilesTheLiveRun();

private:
    twb::test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
    QTemporaryDir m_root;
    QString m_ws;
    QString m_project;
};

void tst_RunProfileGui::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_fixture.start());
    m_ws = m_root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(m_ws));
    QFile registry(m_ws + u"/tpu_config.json"_s);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    QStringList hosts;
    for (int i = 0; i < 2; ++i)
        hosts << u"\"%1:%2\""_s.arg(m_fixture.host(i)).arg(m_fixture.port(i));
    registry.write(u"{\"tpus\": [{\"mode\": \"remote\", \"tpu_name\": \"slice2\", \"workbench\": {"
                   "\"accelerator_type\": \"v4-16\", \"hosts\": [%1], \"ssh\": {\"user\": \"%2\", \"identity_file\": "
                   "\"%3\"}, \"python\": \"%4\", \"remote_root\": \"~/tpu-workbench\"}}]}"_s
                       .arg(hosts.join(u", "_s), m_fixture.user(), m_fixture.clientKeyPath(), twb::test::systemPython())
                       .toUtf8());
    registry.close();
    m_project = m_ws + u"/experiments/tiny"_s;
    QStringList args = {u"--workspace"_s, m_ws, u"scaffold"_s, u"--name"_s, u"tiny"_s, u"--model"_s, u"decoder"_s,
                        u"--accelerator"_s, u"v4-16"_s, u"--strategy"_s, u"fsdpv2"_s, u"--out"_s, m_project};
    for (const char *setting : {"model.d_model=32", "model.n_layers=2", "model.n_heads=4", "model.d_ff=64",
                                "model.vocab_size=64", "train.batch_size=24", "train.seq_len=16",
                                "train.max_steps=100000", "train.eval_every=1000", "train.save_every=1000",
                                "train.log_every=1", "train.eval_batches=1", "train.warmup_steps=5"})
        args << u"--set"_s << QString::fromLatin1(setting);
    QProcess scaffold;
    scaffold.setProcessChannelMode(QProcess::MergedChannels);
    scaffold.start(twb::test::tpuwbBinary(), args);
    QVERIFY(scaffold.waitForFinished(60000));
    QVERIFY2(scaffold.exitCode() == 0, scaffold.readAll().constData());
}

int lastStep(const QString &home, const QString &runId, int host)
{
    QFile file(home + u"/tpu-workbench/runs/"_s + runId + u"/metrics/host-%1.jsonl"_s.arg(host));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    int step = 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(u"loss"_s))
            step = o.value(u"step"_s).toInt();
    }
    return step;
}

void tst_RunProfileGui::whySlowProfilesTheLiveRun()
{
    twb::AppContext context;
    context.setWorkspaceDir(m_ws);
    context.setRegistryOverride(m_ws + u"/tpu_config.json"_s);
    context.setKnownHostsPath(m_fixture.knownHostsPath());
    twb::MonitorPanel panel(context);
    panel.setStacksOnStall(false);
    panel.resize(1400, 900);
    panel.show();
    QSignalSpy finished(&panel, &twb::MonitorPanel::operationFinished);
    QSignalSpy taken(&panel, &twb::MonitorPanel::profileTaken);

    twb::LaunchRequest request;
    request.experimentDir = m_project;
    request.machine = u"slice2"_s;
    request.device = u"cpu"_s;
    request.skipPreflight = true;
    request.extraArguments = {u"--threads"_s, u"1"_s};
    panel.launchRun(request);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
    const QString runId = finished.first().at(0).toString();
    QTRY_COMPARE_WITH_TIMEOUT(panel.currentRun(), runId, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(lastStep(m_fixture.homeDir(0), runId, 0) >= 3 && lastStep(m_fixture.homeDir(1), runId, 1) >= 3,
                             60000);

    QTRY_VERIFY_WITH_TIMEOUT(panel.profileButton()->isEnabled(), 10000);
    panel.profileButton()->click();
    QVERIFY(!panel.profileButton()->isEnabled());   // one capture at a time
    QVERIFY(taken.wait(150000));
    QCOMPARE(taken.first().at(1).toBool(), true);

    // Saved with the run: one trace per host.
    auto latest = twb::ProfileRequester::latest(twb::RunFolder::in(twb::Workspace(m_ws).runsDir(), runId));
    TWB_VERIFY_RESULT(latest);
    QCOMPARE(latest->hosts.size(), 2);
    for (const twb::HostProfile &h : latest->hosts) {
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        QVERIFY(QFileInfo::exists(latest->traceFile(h.host)));
    }

    // The window shows both hosts' breakdowns and the matrix multiplications among the top
    // operators.
    twb::ProfileView *view = panel.profileView();
    QVERIFY(view->isVisible());
    QVERIFY2(view->summary()->text().contains(u"host 0: "_s) && view->summary()->text().contains(u"host 1: "_s),
             qPrintable(view->summary()->text()));
    QCOMPARE(view->breakdownPlot()->plottableCount(), twb::kStepTimeKinds + 1);
    QStringList top;
    for (int row = 0; row < std::min(10, view->operators()->rowCount()); ++row)
        top << view->operators()->item(row, 0)->text();
    QVERIFY2(top.contains(u"aten::mm"_s), qPrintable(top.join(u", "_s)));
    QVERIFY(view->timelinePlot()->itemCount() > 2);
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()));
    QVERIFY(view->window()->grab().save(twb::test::artifactsDir() + u"/monitor_profile_live_run.png"_s));

    auto stopped = panel.runService().stopNow(runId, std::chrono::seconds(20));
    TWB_VERIFY_RESULT(stopped);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_RunProfileGui)
#include "tst_run_profile_gui.moc"
