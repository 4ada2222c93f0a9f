#include "core/experiment/experiment.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_Experiment final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileNamesFileAndPosition_data();
    void hostileFileNamesFileAndPosition();
    void keepsUnknownKeysThroughAFile();
    void schemaIsChecked_data();
    void schemaIsChecked();
    void setReadsJsonOrText_data();
    void setReadsJsonOrText();
    void setThroughANonObjectNamesThePath();
    void setRefusesValuesBeyondTheLimits_data();
    void setRefusesValuesBeyondTheLimits();
    void removeAndValue();
    void typedAccessors();
};

void tst_Experiment::keepsUnknownKeysThroughAFile()
{
    const QByteArray text = R"({"schema": "tpuwb.experiment/1", "name": "x", "zz_future": {"a": [1, 2]},
        "model": {"kind": "moe", "unknown_knob": true}, "b_key": "kept in place"})";
    auto experiment = twb::Experiment::fromJson(twb::Json::parse(text), u"mem"_s);
    QVERIFY(experiment);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"experiment.json"_s);
    QVERIFY(experiment->writeFile(path));
    auto reread = twb::Experiment::readFile(path);
    QVERIFY2(reread, reread ? "" : qPrintable(reread.error().message));
    QCOMPARE(reread->toJson(), twb::Json::parse(text));
    // Key order survives (ordered_json): "zz_future" still comes before "model".
    QCOMPARE(QString::fromStdString(reread->toJson().begin().key()), u"schema"_s);
    QCOMPARE(QString::fromStdString(std::next(reread->toJson().begin(), 2).key()), u"zz_future"_s);
    QVERIFY(reread->toJson()["model"]["unknown_knob"].get<bool>());
}

void tst_Experiment::schemaIsChecked_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("current") << QByteArray(R"({"schema": "tpuwb.experiment/1"})") << true << QString();
    QTest::newRow("newer minor") << QByteArray(R"({"schema": "tpuwb.experiment/1.3", "new": 1})") << true << QString();
    QTest::newRow("newer major") << QByteArray(R"({"schema": "tpuwb.experiment/2"})") << false
                                 << u"tpuwb.experiment/2"_s;
    QTest::newRow("missing") << QByteArray(R"({"name": "x"})") << false << u"schema"_s;
    QTest::newRow("foreign") << QByteArray(R"({"schema": "tpuwb.ablation/1"})") << false << u"tpuwb.ablation/1"_s;
    QTest::newRow("not an object") << QByteArray(R"([1, 2])") << false << u"list"_s;
}

void tst_Experiment::schemaIsChecked()
{
    QFETCH(QByteArray, document);
    QFETCH(bool, accepted);
    QFETCH(QString, mentions);
    const auto experiment = twb::Experiment::fromJson(twb::Json::parse(document), u"exp/experiment.json"_s);
    QCOMPARE(bool(experiment), accepted);
    if (!accepted) {
        QVERIFY2(experiment.error().message.contains(u"exp/experiment.json"_s), qPrintable(experiment.error().message));
        QVERIFY2(experiment.error().message.contains(mentions), qPrintable(experiment.error().message));
    }
}

void tst_Experiment::setReadsJsonOrText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("float") << u"0.001"_s << QByteArray("0.001");
    QTest::newRow("int") << u"42"_s << QByteArray("42");
    QTest::newRow("bool") << u"true"_s << QByteArray("true");
    QTest::newRow("null") << u"null"_s << QByteArray("null");
    QTest::newRow("list") << u"[1, 2]"_s << QByteArray("[1,2]");
    QTest::newRow("bare word is text") << u"splash"_s << QByteArray("\"splash\"");
    QTest::newRow("quoted number stays text") << u"\"8\""_s << QByteArray("\"8\"");
    QTest::newRow("non-ascii text") << u"größer"_s << QByteArray("\"größer\"");
}

void tst_Experiment::setReadsJsonOrText()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    twb::Experiment experiment;
    QVERIFY(experiment.set(u"a.b.c"_s, text));
    QCOMPARE(experiment.value(u"a.b.c"_s), twb::Json::parse(expected));
}

void tst_Experiment::setThroughANonObjectNamesThePath()
{
    twb::Experiment experiment;
    QVERIFY(experiment.set(u"train.lr"_s, u"0.1"_s));
    const auto result = experiment.set(u"train.lr.x"_s, u"1"_s);
    QVERIFY(!result);
    QCOMPARE(result.error().where, u"train.lr.x"_s);
    QVERIFY(result.error().message.contains(u"train.lr"_s));
    QVERIFY(!experiment.set(u"train..x"_s, u"1"_s));
}

void tst_Experiment::removeAndValue()
{
    twb::Experiment experiment;
    QVERIFY(experiment.set(u"tpu.mesh.axes"_s, u"[]"_s));
    QVERIFY(!experiment.value(u"tpu.mesh"_s).is_null());
    experiment.remove(u"tpu.mesh"_s);
    QVERIFY(experiment.value(u"tpu.mesh"_s).is_null());
    QVERIFY(experiment.value(u"tpu"_s).is_object());
    experiment.remove(u"does.not.exist"_s); // harmless
}

void tst_Experiment::typedAccessors()
{
    auto experiment = twb::Experiment::fromJson(twb::Json::parse(R"({"schema": "tpuwb.experiment/1",
        "name": "n", "model": {"kind": "moe"}, "train": {"seed": 7}, "attention_kernel": "flash",
        "tpu": {"strategy": "spmd", "accelerator_type": "v4-8", "scan_layers": true},
        "optimizer": "adamw", "tracking": {"wandb": {"enabled": true}}})"),
                                                u"mem"_s);
    QVERIFY(experiment);
    QCOMPARE(experiment->name(), u"n"_s);
    QCOMPARE(experiment->modelKind(), u"moe"_s);
    QCOMPARE(experiment->seed(), 7);
    QCOMPARE(experiment->attentionKernel(), u"flash"_s);
    QCOMPARE(experiment->strategy(), u"spmd"_s);
    QCOMPARE(experiment->acceleratorType(), u"v4-8"_s);
    QCOMPARE(experiment->optimizer(), u"adamw"_s);
    QVERIFY(experiment->scanLayers());
    QVERIFY(experiment->wandbEnabled());
}

void tst_Experiment::setRefusesValuesBeyondTheLimits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("number beyond double range") << u"1e999999"_s << u"column 1"_s;
    QTest::newRow("inside a list") << u"[1, -5e400]"_s << u"column 5"_s;
    QTest::newRow("nested 300 levels") << QString(300, u'[') + QString(300, u']') << u"256"_s;
}

void tst_Experiment::setRefusesValuesBeyondTheLimits()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    twb::Experiment experiment;
    const auto result = experiment.set(u"train.lr"_s, text);
    QVERIFY(!result);
    QCOMPARE(result.error().where, u"train.lr"_s);
    QVERIFY2(result.error().message.contains(u"train.lr="_s), qPrintable(result.error().message));
    QVERIFY2(result.error().message.contains(mentions), qPrintable(result.error().message));
    QVERIFY(experiment.value(u"train.lr"_s).is_null()); // nothing was set
    // Quoted, the same text is a string.
    QVERIFY(experiment.set(u"notes"_s, u"\"1e999999\""_s));
    QCOMPARE(experiment.value(u"notes"_s), twb::Json("1e999999"));
}

void tst_Experiment::hostileFileNamesFileAndPosition_data()
{
    twb::test::addHostileJsonRows();
}

void tst_Experiment::hostileFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"experiment.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto loaded = twb::Experiment::readFile(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
}

QTEST_GUILESS_MAIN(tst_Experiment)
#include "tst_experiment.moc"
