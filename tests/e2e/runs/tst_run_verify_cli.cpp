// End to end through `tpuwb` on this machine (local transport, real PyTorch on the CPU): a
// single-run launch on a slice that does not fit is refused naming both slices, a TPU launch on
// a machine without TPUs or torch_xla is refused by the preflight, `--device cpu` runs anywhere;
// `tpuwb run verify` passes a healthy run and fails the loss check of a run whose learning rate
// makes the loss diverge.
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunVerifyCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void singleRunLaunchChecksTheSliceAndTheTpu();
    void healthyRunPassesEveryApplicableCheck();
    void divergingRunFailsTheLossCheck();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args); }
    // Launches in CPU mode on `machine`, waits for the end; the run id or empty.
    QString runToTheEnd(const QString &machine, const QStringList &sets);
    static QMap<QString, QString> outcomes(const QJsonObject &verification);

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb{
        {u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s)}};
    QString m_project;
};

void tst_RunVerifyCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    const QString entry = u"{\"mode\": \"local\", \"tpu_name\": \"%1\", \"workbench\": {%2\"python\": \"%3\", "
                          "\"remote_root\": \"%4\"}}"_s;
    const QString python = twb::test::systemPython();
    const QString remote = m_root.filePath(u"remote"_s);
    registry.write(u"{\"tpus\": [%1, %2]}"_s
                       .arg(entry.arg(u"v4-here"_s, u"\"accelerator_type\": \"v4-8\", "_s, python, remote),
                            entry.arg(u"v5-here"_s, u"\"accelerator_type\": \"v5litepod-8\", "_s, python, remote))
                       .toUtf8());
    registry.close();
    m_project = m_root.filePath(u"ws/experiments/tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(m_project, u"v5litepod-8"_s,
                                                        {u"train.max_steps=30"_s, u"train.log_every=1"_s,
                                                         u"train.warmup_steps=3"_s, u"train.lr=0.003"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
}

QString tst_RunVerifyCli::runToTheEnd(const QString &machine, const QStringList &sets)
{
    QStringList args = {u"run"_s, u"launch"_s, m_project, u"--machine"_s, machine, u"--device"_s, u"cpu"_s};
    for (const QString &set : sets)
        args << u"--set"_s << set;
    args << u"--"_s << u"--threads"_s << u"1"_s << u"--verify-checkpoint"_s;
    const Output launched = tpuwb(args);
    if (launched.exitCode != 0) {
        qWarning("launch: %s", qPrintable(launched.err));
        return {};
    }
    const QString runId = launched.out.trimmed();
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 120000) {
        const QString state = m_tpuwb.runStatus(runId)[u"run"_s].toObject()[u"state"_s].toString();
        if (state == u"finished"_s || state == u"failed"_s)
            return state == u"finished"_s ? runId : QString();
        QTest::qWait(300);
    }
    return {};
}

QMap<QString, QString> tst_RunVerifyCli::outcomes(const QJsonObject &verification)
{
    QMap<QString, QString> out;
    for (const QJsonValue &check : verification[u"checks"_s].toArray())
        out.insert(check[u"key"_s].toString(), check[u"outcome"_s].toString());
    return out;
}

void tst_RunVerifyCli::singleRunLaunchChecksTheSliceAndTheTpu()
{
    // A v4-8 is not the experiment's v5litepod-8: refused, naming both, before anything exists.
    Output o = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"v4-here"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"v4-8"_s) && o.err.contains(u"v5litepod-8"_s), qPrintable(o.err));
    QVERIFY(!QFileInfo::exists(m_root.filePath(u"ws/runs"_s))
            || QDir(m_root.filePath(u"ws/runs"_s)).isEmpty(QDir::Dirs | QDir::NoDotAndDotDot));

    // The slice fits, but this machine has no TPU and no torch_xla: the preflight says so.
    o = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"v5-here"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"has no TPU device"_s) && o.err.contains(u"`import torch_xla` fails"_s), qPrintable(o.err));
    o = tpuwb({u"run"_s, u"preflight"_s, u"v5-here"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"has no TPU device"_s), qPrintable(o.err));
    o = tpuwb({u"run"_s, u"preflight"_s, u"v5-here"_s, u"--device"_s, u"cpu"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"ok (python"_s), qPrintable(o.out));
}

void tst_RunVerifyCli::healthyRunPassesEveryApplicableCheck()
{
    // --device cpu runs on any machine, the v4-8 too.
    const QString runId = runToTheEnd(u"v4-here"_s, {});
    QVERIFY(!runId.isEmpty());
    const Output o = tpuwb({u"run"_s, u"verify"_s, runId, u"--json"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QJsonObject verification = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(verification[u"passed"_s].toBool(), true);
    QCOMPARE(verification[u"run"_s].toString(), runId);
    const auto outcome = outcomes(verification);
    QCOMPARE(outcome.value(u"loss_decreasing"_s), u"pass"_s);
    QCOMPARE(outcome.value(u"checkpoint_round_trip"_s), u"pass"_s);
    QCOMPARE(outcome.value(u"no_legacy_api"_s), u"pass"_s);
    QCOMPARE(outcome.value(u"mesh_matches_devices"_s), u"pass"_s);
    QCOMPARE(outcome.value(u"no_recompilation"_s), u"not_applicable"_s);   // CPU
    QCOMPARE(outcome.value(u"hbm_within_capacity"_s), u"not_applicable"_s);
    QVERIFY(outcome.value(u"memory_matches_estimate"_s) != u"fail"_s);

    const Output text = tpuwb({u"run"_s, u"verify"_s, runId});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(u"every applicable check passed"_s), qPrintable(text.out));
}

void tst_RunVerifyCli::divergingRunFailsTheLossCheck()
{
    const QString runId = runToTheEnd(u"v5-here"_s, {u"train.lr=30"_s});
    QVERIFY(!runId.isEmpty());
    const Output o = tpuwb({u"run"_s, u"verify"_s, runId, u"--json"_s});
    QCOMPARE(o.exitCode, 1);
    const QJsonObject verification = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(verification[u"passed"_s].toBool(), false);
    QCOMPARE(outcomes(verification).value(u"loss_decreasing"_s), u"fail"_s);
    const Output text = tpuwb({u"run"_s, u"verify"_s, runId});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(u"FAIL"_s) && text.out.contains(u"1 check failed"_s), qPrintable(text.out));
}

QTEST_GUILESS_MAIN(tst_RunVerifyCli)
#include "tst_run_verify_cli.moc"
