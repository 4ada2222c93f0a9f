// CheckpointInspection: the inspector's JSON (docs/formats.md 4.6) read into structs; a wrong
// field is an error naming the source and the field's path, not a silent zero.
#include "core/runs/checkpoint_info.h"

#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kGood = R"({"schema": "tpuwb.checkpoint_inspect/1", "path": "/r/checkpoints", "checkpoints": [
  {"path": "/r/checkpoints/ckpt-7-abcdef12-00000003", "name": "ckpt-7-abcdef12-00000003", "step": 3, "seed": 7,
   "config_hash": "abcdef12", "expected_config_hash": "abcdef12", "config_hash_matches": true,
   "complete": true, "issues": [], "format": "torch.save", "total_bytes": 900,
   "tensors": [{"name": "model.weight", "shape": [3, 4], "dtype": "float32", "bytes": 48},
               {"name": "model.bias", "shape": [3], "dtype": "float32", "bytes": 12}],
   "optimizer": {"param_groups": [{"lr": 0.01, "params": 2, "settings": {"eps": 1e-8}}],
                 "state_params": 2, "state_keys": ["exp_avg", "exp_avg_sq", "step"],
                 "state_tensors": 6, "state_bytes": 128},
   "meta": {"step": 3}, "error": null},
  {"path": "/r/checkpoints/ckpt-7-abcdef12-00000006", "name": "ckpt-7-abcdef12-00000006", "step": 6, "seed": 7,
   "config_hash": "abcdef12", "expected_config_hash": null, "config_hash_matches": null,
   "complete": false, "issues": ["no meta.json: the save did not finish"], "format": null,
   "total_bytes": 0, "tensors": [], "optimizer": null, "meta": null, "error": "EOFError: Ran out of input"}]})";

} // namespace

class tst_CheckpointInfo final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryField();
    void wrongFieldsAreNamed_data();
    void wrongFieldsAreNamed();
};

void tst_CheckpointInfo::readsEveryField()
{
    auto parsed = CheckpointInspection::parse(kGood, u"inspector on local"_s);
    QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message));
    QCOMPARE(parsed->path, u"/r/checkpoints"_s);
    QCOMPARE(parsed->checkpoints.size(), 2);
    const CheckpointInfo &a = parsed->checkpoints[0];
    QCOMPARE(a.step, std::optional<qint64>(3));
    QCOMPARE(a.configHashMatches, std::optional<bool>(true));
    QVERIFY(a.complete);
    QCOMPARE(a.tensors.size(), 2);
    QCOMPARE(a.tensors[0].shape, (QList<qint64>{3, 4}));
    QCOMPARE(a.tensorBytes(), 60);
    QVERIFY(a.optimizer);
    QCOMPARE(a.optimizer->paramGroups.size(), 1);
    QCOMPARE(a.optimizer->paramGroups[0].lr, std::optional<double>(0.01));
    QCOMPARE(a.optimizer->stateKeys, (QStringList{u"exp_avg"_s, u"exp_avg_sq"_s, u"step"_s}));
    const CheckpointInfo &b = parsed->checkpoints[1];
    QVERIFY(!b.complete);
    QVERIFY(!b.configHashMatches);
    QVERIFY(!b.optimizer);
    QCOMPARE(b.issues.size(), 1);
    QCOMPARE(b.error, u"EOFError: Ran out of input"_s);
    QCOMPARE(parsed->atStep(6), &parsed->checkpoints[1]);
    QCOMPARE(parsed->atStep(5), nullptr);
}

void tst_CheckpointInfo::wrongFieldsAreNamed_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("field");
    QTest::newRow("shape") << QByteArray(R"("shape": [3])") << QByteArray(R"("shape": ["3"])")
                           << u"checkpoints[0].tensors[1].shape"_s;
    QTest::newRow("step") << QByteArray(R"("step": 6)") << QByteArray(R"("step": "6")") << u"checkpoints[1].step"_s;
    QTest::newRow("complete") << QByteArray(R"("complete": false)") << QByteArray(R"("complete": 0)")
                              << u"checkpoints[1].complete"_s;
    QTest::newRow("lr") << QByteArray(R"("lr": 0.01)") << QByteArray(R"("lr": "fast")")
                        << u"checkpoints[0].optimizer.param_groups[0].lr"_s;
    QTest::newRow("schema") << QByteArray("tpuwb.checkpoint_inspect/1") << QByteArray("tpuwb.other/1") << u"schema"_s;
}

void tst_CheckpointInfo::wrongFieldsAreNamed()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, field);
    QByteArray text = kGood;
    QVERIFY(text.contains(from));
    text.replace(from, to);
    auto parsed = CheckpointInspection::parse(text, u"inspector on local"_s);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(field), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.startsWith(u"inspector on local"_s), qPrintable(parsed.error().message));
}

QTEST_GUILESS_MAIN(tst_CheckpointInfo)
#include "tst_checkpoint_info.moc"
