// End to end through `tpuwb checkpoint inspect` on a real CPU run (local transport, Debian's
// torch): a scaffolded tiny decoder saves checkpoints at steps 3 and 6; the inspector lists
// both as complete with the run's config hash, every model tensor with the shape the model
// config gives, and the optimizer state; a checkpoint whose meta.json is gone is reported
// incomplete (exit 1); a folder path works too, and a foreign config hash is a mismatch.
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_CheckpointCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsTheRunsCheckpointsWithShapesFromTheConfig();
    void oneStepShowsTensorsAndOptimizer();
    void folderPathUsesTheRunFoldersConfig();
    void checkpointWithoutMetaIsIncomplete();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args, 180000); }
    static QJsonObject json(const Output &o) { return QJsonDocument::fromJson(o.out.toUtf8()).object(); }
    static QJsonObject tensor(const QJsonObject &checkpoint, const QString &name);
    static QList<int> shape(const QJsonObject &tensor);

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb{
        {u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s)}};
    QString m_runId;
    QString m_configHash;
    QString m_checkpointsDir;
};

void tst_CheckpointCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"here\", \"workbench\": {\"accelerator_type\": "
                   "\"v5litepod-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}]}"_s
                       .arg(twb::test::systemPython(), m_root.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();
    const QString project = m_root.filePath(u"ws/experiments/tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(project, u"v5litepod-8"_s,
                                                        {u"train.max_steps=6"_s, u"train.save_every=3"_s,
                                                         u"train.log_every=1"_s, u"train.warmup_steps=2"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    const Output launched = tpuwb({u"run"_s, u"launch"_s, project, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s,
                                   u"--"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.err));
    m_runId = launched.out.trimmed();
    QElapsedTimer timer;
    timer.start();
    QString state;
    while (timer.elapsed() < 180000) {
        state = m_tpuwb.runStatus(m_runId)[u"run"_s].toObject()[u"state"_s].toString();
        if (state == u"finished"_s || state == u"failed"_s)
            break;
        QTest::qWait(300);
    }
    QCOMPARE(state, u"finished"_s);
    QFile record(m_root.filePath(u"ws/runs/%1/run.json"_s.arg(m_runId)));
    QVERIFY(record.open(QIODevice::ReadOnly));
    m_configHash = QJsonDocument::fromJson(record.readAll()).object()[u"config_hash"_s].toString();
    QCOMPARE(m_configHash.size(), 8);
    m_checkpointsDir = m_root.filePath(u"remote/runs/%1/checkpoints"_s.arg(m_runId));
    QVERIFY(QFileInfo(m_checkpointsDir).isDir());
}

QJsonObject tst_CheckpointCli::tensor(const QJsonObject &checkpoint, const QString &name)
{
    for (const QJsonValue &t : checkpoint[u"tensors"_s].toArray())
        if (t[u"name"_s].toString() == name)
            return t.toObject();
    return {};
}

QList<int> tst_CheckpointCli::shape(const QJsonObject &tensor)
{
    QList<int> out;
    for (const QJsonValue &d : tensor[u"shape"_s].toArray())
        out << d.toInt();
    return out;
}

void tst_CheckpointCli::listsTheRunsCheckpointsWithShapesFromTheConfig()
{
    const Output o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_runId, u"--json"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QJsonObject doc = json(o);
    QCOMPARE(doc[u"schema"_s].toString(), u"tpuwb.checkpoint_inspect/1"_s);
    QCOMPARE(doc[u"run"_s].toString(), m_runId);
    const QJsonArray list = doc[u"checkpoints"_s].toArray();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0][u"step"_s].toInt(), 3);
    QCOMPARE(list[1][u"step"_s].toInt(), 6);
    for (const QJsonValue &v : list) {
        const QJsonObject c = v.toObject();
        QCOMPARE(c[u"complete"_s].toBool(), true);
        QCOMPARE(c[u"config_hash"_s].toString(), m_configHash);
        QCOMPARE(c[u"expected_config_hash"_s].toString(), m_configHash);
        QCOMPARE(c[u"config_hash_matches"_s].toBool(), true);
        QVERIFY(c[u"issues"_s].toArray().isEmpty());
        // The tiny decoder: d_model 32, d_ff 64, vocab 64, 2 layers.
        QCOMPARE(shape(tensor(c, u"model.embed.weight"_s)), (QList<int>{64, 32}));
        QCOMPARE(shape(tensor(c, u"model.layers.1.ffn.w1.weight"_s)), (QList<int>{64, 32}));
        QCOMPARE(shape(tensor(c, u"model.layers.1.ffn.w2.weight"_s)), (QList<int>{32, 64}));
        QCOMPARE(shape(tensor(c, u"model.layers.0.attn.wq.weight"_s)), (QList<int>{32, 32}));
        QVERIFY(tensor(c, u"model.layers.2.attn.wq.weight"_s).isEmpty());
        const QJsonObject embed = tensor(c, u"model.embed.weight"_s);
        QCOMPARE(embed[u"dtype"_s].toString(), u"float32"_s);
        QCOMPARE(embed[u"bytes"_s].toInteger(), 64 * 32 * 4);
        qint64 tensorBytes = 0;
        for (const QJsonValue &t : c[u"tensors"_s].toArray())
            tensorBytes += t[u"bytes"_s].toInteger();
        QVERIFY(c[u"total_bytes"_s].toInteger() > tensorBytes);   // the optimizer state is on disk too
        const QJsonObject optimizer = c[u"optimizer"_s].toObject();
        QVERIFY(!optimizer[u"param_groups"_s].toArray().isEmpty());
        QVERIFY(optimizer[u"param_groups"_s][0][u"lr"_s].toDouble() > 0);
        QCOMPARE(optimizer[u"state_params"_s].toInt(), c[u"tensors"_s].toArray().size());
        QVERIFY(optimizer[u"state_keys"_s].toArray().contains(u"exp_avg"_s));
    }
}

void tst_CheckpointCli::oneStepShowsTensorsAndOptimizer()
{
    const Output o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_runId + u":6"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    QVERIFY2(o.out.contains(u"complete: yes"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"matches: yes"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"model.embed.weight"_s) && o.out.contains(u"[64, 32]"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"exp_avg_sq"_s), qPrintable(o.out));
    const Output missing = tpuwb({u"checkpoint"_s, u"inspect"_s, m_runId + u":5"_s});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"no checkpoint of step 5"_s), qPrintable(missing.err));
}

void tst_CheckpointCli::folderPathUsesTheRunFoldersConfig()
{
    // The host's run folder has config.json: its hash is what the checkpoints are compared with.
    Output o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_checkpointsDir, u"--python"_s, twb::test::systemPython(),
                      u"--step"_s, u"6"_s, u"--json"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    QJsonObject c = json(o)[u"checkpoints"_s].toArray().first().toObject();
    QCOMPARE(c[u"expected_config_hash"_s].toString(), m_configHash);
    QCOMPARE(c[u"config_hash_matches"_s].toBool(), true);

    o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_checkpointsDir, u"--python"_s, twb::test::systemPython(), u"--expect-hash"_s,
               u"deadbeef"_s, u"--json"_s});
    QCOMPARE(o.exitCode, 1);
    c = json(o)[u"checkpoints"_s].toArray().first().toObject();
    QCOMPARE(c[u"config_hash_matches"_s].toBool(true), false);
    QCOMPARE(c[u"complete"_s].toBool(), true);
}

void tst_CheckpointCli::checkpointWithoutMetaIsIncomplete()
{
    const QStringList found = QDir(m_checkpointsDir).entryList({u"ckpt-*-00000003"_s}, QDir::Dirs);
    QCOMPARE(found.size(), 1);
    QVERIFY(QFile::remove(m_checkpointsDir + u'/' + found.first() + u"/meta.json"_s));

    Output o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_runId, u"--json"_s});
    QCOMPARE(o.exitCode, 1);
    const QJsonArray list = json(o)[u"checkpoints"_s].toArray();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0][u"complete"_s].toBool(true), false);
    QVERIFY2(list[0][u"issues"_s].toArray().first().toString().contains(u"no meta.json"_s), qPrintable(o.out));
    QCOMPARE(list[1][u"complete"_s].toBool(), true);
    // Its tensors are still described: the file is there, only the marker is missing.
    QCOMPARE(shape(tensor(list[0].toObject(), u"model.embed.weight"_s)), (QList<int>{64, 32}));

    o = tpuwb({u"checkpoint"_s, u"inspect"_s, m_runId + u":3"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.out.contains(u"complete: no"_s) && o.out.contains(u"no meta.json"_s), qPrintable(o.out));
}

QTEST_GUILESS_MAIN(tst_CheckpointCli)
#include "tst_checkpoint_cli.moc"
