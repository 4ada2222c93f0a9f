#include "core/ablation/ablation_spec.h"

#include "support/result_check.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::AblationMetric;
using twb::AblationSpec;
using twb::Json;

namespace {

const char *kFormatsExample = R"({"schema": "tpuwb.ablation/1", "name": "topk-sweep",
 "base": "experiments/moe-clamp/experiment.json",
 "mode": "grid",
 "variables": [{"path": "model.moe.top_k", "values": [1, 2, 4]},
               {"path": "train.lr", "range": {"lo": 1e-4, "hi": 1e-2, "n": 3, "scale": "log"}}],
 "seeds": [0, 1, 2],
 "baseline": {"model.moe.top_k": 2, "train.lr": 0.001},
 "metric": {"name": "eval/loss", "goal": "min", "at": "final"},
 "invariants": ["train.batch_size", "train.seq_len"],
 "machines": ["v5e-a", "v5e-b"]})";

} // namespace

class tst_AblationSpec final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileNamesFileAndPosition_data();
    void hostileFileNamesFileAndPosition();
    void readsTheFormatsExample();
    void roundTripsAndKeepsUnknownKeys();
    void rangeShorthandInValues();
    void rangeWithoutAScaleIsReportedWithBothReadings();
    void rejects_data();
    void rejects();
    void newerMinorSchemaIsRead();
    void resolvesBaseAgainstTheWorkspace();
    void writesAtomicallyAndReadsBack();
};

void tst_AblationSpec::readsTheFormatsExample()
{
    auto spec = AblationSpec::fromJson(Json::parse(kFormatsExample), u"topk-sweep.json"_s);
    TWB_VERIFY_RESULT(spec);
    QCOMPARE(spec->name(), u"topk-sweep"_s);
    QCOMPARE(spec->mode(), AblationSpec::Mode::Grid);
    QCOMPARE(spec->variables().size(), size_t(2));
    QCOMPARE(spec->variables()[0].path(), u"model.moe.top_k"_s);
    QVERIFY(!spec->variables()[0].isRange());
    QVERIFY(spec->variables()[1].isRange());
    QCOMPARE(spec->variables()[1].range()->scale(), twb::ValueRange::Scale::Log);
    QCOMPARE(spec->seeds(), (std::vector<qint64>{0, 1, 2}));
    QCOMPARE(spec->metric().name, u"eval/loss"_s);
    QCOMPARE(spec->metric().goal, AblationMetric::Goal::Min);
    QCOMPARE(spec->metric().at, AblationMetric::At::Final);
    QCOMPARE(spec->invariants(), (QStringList{u"train.batch_size"_s, u"train.seq_len"_s}));
    QCOMPARE(spec->machines(), (QStringList{u"v5e-a"_s, u"v5e-b"_s}));
    QCOMPARE(spec->baseline()["train.lr"].get<double>(), 0.001);
}

void tst_AblationSpec::roundTripsAndKeepsUnknownKeys()
{
    Json document = Json::parse(kFormatsExample);
    document["owner"] = "alice";                 // a key a newer tool wrote
    document["metric"]["at"] = 1500;             // a step
    document["estimate"] = Json{{"step_time_s", 0.4}};
    auto spec = AblationSpec::fromJson(document, u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    QCOMPARE(spec->metric().at, AblationMetric::At::Step);
    QCOMPARE(spec->metric().step, 1500);
    QCOMPARE(spec->stepTimeSeconds().value_or(0), 0.4);
    const Json written = spec->toJson();
    QCOMPARE(written["owner"], Json("alice"));
    auto again = AblationSpec::fromJson(written, u"a.json"_s);
    TWB_VERIFY_RESULT(again);
    QCOMPARE(*again, *spec);
    // Every key of the input survives with its value.
    for (auto it = document.begin(); it != document.end(); ++it)
        QVERIFY2(written.contains(it.key()) && written[it.key()] == it.value(), it.key().c_str());
}

void tst_AblationSpec::rangeShorthandInValues()
{
    Json document = Json::parse(kFormatsExample);
    document["variables"][1] = Json{{"path", "train.lr"}, {"range", "1e-4:1e-2:3:log"}};
    document["variables"].push_back(Json{{"path", "train.max_steps"}, {"values", "100:300:3:lin"}});
    auto spec = AblationSpec::fromJson(document, u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    QCOMPARE(twb::canonicalJson(Json(spec->variables()[1].values())), std::string("[0.0001, 0.001, 0.01]"));
    QCOMPARE(twb::canonicalJson(Json(spec->variables()[2].values())), std::string("[100, 200, 300]"));
}

void tst_AblationSpec::rangeWithoutAScaleIsReportedWithBothReadings()
{
    Json document = Json::parse(kFormatsExample);
    document["variables"][1] = Json{{"path", "train.lr"}, {"range", "1e-5:1e-3:3"}};
    document["variables"].push_back(Json{{"path", "train.max_steps"}, {"values", "100:300:3:lin"}});
    document["variables"].push_back(Json{{"path", "train.warmup_steps"}, {"range", "10:1000:3:log"}});
    auto spec = AblationSpec::fromJson(document, u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    // ml-engine's reading: log-spaced.
    QCOMPARE(twb::canonicalJson(Json(spec->variables()[1].values())), std::string("[1e-05, 0.0001, 0.001]"));
    // Only the range without a scale is reported, once, with what it gives now and gave before.
    const QStringList warnings = spec->rangeWarnings();
    QCOMPARE(warnings.size(), 1);
    for (const QString &part : {u"train.lr"_s, u"\"1e-05:0.001:3\""_s, u"3 log-spaced"_s, u"(1e-05, 0.0001, 0.001)"_s,
                                u"linear ones (1e-05, 0.000505, 0.001)"_s, u":lin"_s})
        QVERIFY2(warnings[0].contains(part), qPrintable(warnings[0] + u" lacks "_s + part));
    // Saved, the scale is written and nothing is reported any more; the values stay.
    auto again = AblationSpec::fromJson(spec->toJson(), u"a.json"_s);
    TWB_VERIFY_RESULT(again);
    QVERIFY(again->rangeWarnings().isEmpty());
    QCOMPARE(again->variables()[1].values(), spec->variables()[1].values());
}

void tst_AblationSpec::rejects_data()
{
    QTest::addColumn<QString>("pointer"); // JSON pointer to change
    QTest::addColumn<QString>("value");   // JSON text, or "<erase>"
    QTest::addColumn<QString>("field");   // named in the message
    QTest::addColumn<QString>("advice");  // part of the message that says what to do

    QTest::newRow("no schema") << u"/schema"_s << u"<erase>"_s << u"schema"_s << u"Add the field"_s;
    QTest::newRow("foreign schema") << u"/schema"_s << u"\"tpuwb.run/1\""_s << u"schema"_s << u"expected"_s;
    QTest::newRow("newer major schema") << u"/schema"_s << u"\"tpuwb.ablation/2\""_s << u"schema"_s
                                        << u"Update TPU Workbench"_s;
    QTest::newRow("name with a slash") << u"/name"_s << u"\"a/b\""_s << u"name"_s << u"letters, digits"_s;
    QTest::newRow("no base") << u"/base"_s << u"<erase>"_s << u"base"_s << u"experiment.json"_s;
    QTest::newRow("bad mode") << u"/mode"_s << u"\"random\""_s << u"mode"_s << u"one_at_a_time"_s;
    QTest::newRow("variables not a list") << u"/variables"_s << u"{}"_s << u"variables"_s << u"list"_s;
    QTest::newRow("variable without path") << u"/variables/0/path"_s << u"<erase>"_s << u"variables[0]"_s
                                           << u"train.lr"_s;
    QTest::newRow("variable path with spaces") << u"/variables/0/path"_s << u"\"model top_k\""_s
                                               << u"variables[0].path"_s << u"dotted names"_s;
    QTest::newRow("variable with values and range")
        << u"/variables/0/range"_s << u"\"1:2:2\""_s << u"variables[0]"_s << u"exactly one"_s;
    QTest::newRow("empty values") << u"/variables/0/values"_s << u"[]"_s << u"variables[0].values"_s
                                  << u"non-empty"_s;
    QTest::newRow("bad range") << u"/variables/1/range/n"_s << u"0"_s << u"variables[1].range"_s << u"from 1"_s;
    QTest::newRow("negative seed") << u"/seeds/1"_s << u"-1"_s << u"seeds[1]"_s << u"0 or more"_s;
    QTest::newRow("seed as text") << u"/seeds/0"_s << u"\"zero\""_s << u"seeds[0]"_s << u"integer"_s;
    QTest::newRow("baseline a list") << u"/baseline"_s << u"[]"_s << u"baseline"_s << u"object"_s;
    QTest::newRow("metric goal") << u"/metric/goal"_s << u"\"lowest\""_s << u"metric.goal"_s << u"\"min\""_s;
    QTest::newRow("metric at") << u"/metric/at"_s << u"\"end\""_s << u"metric.at"_s << u"\"final\""_s;
    QTest::newRow("invariant not a string") << u"/invariants/0"_s << u"3"_s << u"invariants[0]"_s << u"string"_s;
    QTest::newRow("machines not a list") << u"/machines"_s << u"\"v5e-a\""_s << u"machines"_s << u"list"_s;
    QTest::newRow("step time zero") << u"/estimate"_s << u"{\"step_time_s\": 0}"_s << u"estimate"_s << u"above 0"_s;
}

void tst_AblationSpec::rejects()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, field);
    QFETCH(QString, advice);
    Json document = Json::parse(kFormatsExample);
    const Json::json_pointer at(pointer.toStdString());
    if (value == u"<erase>"_s)
        document[at.parent_pointer()].erase(at.back());
    else
        document[at] = Json::parse(value.toStdString());
    auto spec = AblationSpec::fromJson(document, u"ablations/bad.json"_s);
    QVERIFY(!spec);
    const QString message = spec.error().message;
    QVERIFY2(message.contains(u"ablations/bad.json"_s), qPrintable(message));
    QVERIFY2(message.contains(field), qPrintable(message));
    QVERIFY2(message.contains(advice), qPrintable(message));
}

void tst_AblationSpec::newerMinorSchemaIsRead()
{
    Json document = Json::parse(kFormatsExample);
    document["schema"] = "tpuwb.ablation/1.3";
    auto spec = AblationSpec::fromJson(document, u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    QCOMPARE(spec->name(), u"topk-sweep"_s);
}

void tst_AblationSpec::resolvesBaseAgainstTheWorkspace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(u"experiments/moe-clamp"_s));
    QVERIFY(QDir(dir.path()).mkpath(u"ablations"_s));
    QFile base(dir.filePath(u"experiments/moe-clamp/experiment.json"_s));
    QVERIFY(base.open(QIODevice::WriteOnly));
    base.close();
    auto spec = AblationSpec::fromJson(Json::parse(kFormatsExample), u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    QCOMPARE(spec->resolveBasePath(dir.filePath(u"ablations/topk-sweep.json"_s)), base.fileName());
    // Next to the file, when the file is not in a workspace.
    spec->setBase(u"exp.json"_s);
    QCOMPARE(spec->resolveBasePath(dir.filePath(u"elsewhere/a.json"_s)), dir.filePath(u"elsewhere/exp.json"_s));
    spec->setBase(base.fileName());
    QCOMPARE(spec->resolveBasePath(u"/nowhere/a.json"_s), base.fileName());
}

void tst_AblationSpec::writesAtomicallyAndReadsBack()
{
    QTemporaryDir dir;
    auto spec = AblationSpec::fromJson(Json::parse(kFormatsExample), u"a.json"_s);
    TWB_VERIFY_RESULT(spec);
    const QString path = dir.filePath(u"topk-sweep.json"_s);
    TWB_VERIFY_RESULT(spec->writeFile(path));
    auto read = AblationSpec::readFile(path);
    TWB_VERIFY_RESULT(read);
    QCOMPARE(*read, *spec);
    auto missing = AblationSpec::readFile(dir.filePath(u"none.json"_s));
    QVERIFY(!missing);
    QVERIFY(missing.error().message.contains(u"none.json"_s));
}

void tst_AblationSpec::hostileFileNamesFileAndPosition_data()
{
    twb::test::addHostileJsonRows();
}

void tst_AblationSpec::hostileFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"lr-sweep.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto loaded = twb::AblationSpec::readFile(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
}

QTEST_GUILESS_MAIN(tst_AblationSpec)
#include "tst_ablation_spec.moc"
