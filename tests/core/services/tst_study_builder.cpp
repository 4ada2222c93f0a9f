// StudyBuilder: `--vary` texts become typed ablation variables or errors that say what is
// wrong; a study writes a project, an ablation that loads and expands over it, and refuses to
// replace another study's files unless asked.
#include "core/ablation/loaded_ablation.h"
#include "core/services/study_builder.h"

#include "support/result_check.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::StudyBuilder;

namespace {

twb::Experiment baseExperiment()
{
    twb::ExperimentRequest request;
    request.name = u"base"_s;
    auto experiment = twb::ExperimentFactory::create(request);
    if (!experiment)
        qFatal("%s", qPrintable(experiment.error().message));
    return *experiment;
}

twb::StudyRequest request(const QString &name, QStringList variables)
{
    twb::StudyRequest r;
    r.name = name;
    r.idea = u"idea"_s;
    r.hypothesis = u"hypothesis"_s;
    r.variables = std::move(variables);
    r.metric = u"eval_loss"_s;
    r.seeds = 3;
    return r;
}

} // namespace

class tst_StudyBuilder final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void variablesAreTyped_data();
    void variablesAreTyped();
    void badVariablesSayWhatIsWrong_data();
    void badVariablesSayWhatIsWrong();
    void writesAProjectAndAnAblationThatExpands();
    void refusesAnotherStudysFilesUnlessOverwriting();
    void refusesWhatTheExpansionRefuses();
    void parallelFollowsTheMachines();
};

void tst_StudyBuilder::variablesAreTyped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("json");
    QTest::newRow("numbers") << u"train.lr=1e-4, 3e-4"_s << u"[0.0001,0.0003]"_s;
    QTest::newRow("integers") << u"train.warmup_steps=10,50,200"_s << u"[10,50,200]"_s;
    QTest::newRow("words are strings") << u"attention_kernel=sdpa,flash"_s << uR"(["sdpa","flash"])"_s;
    QTest::newRow("booleans") << u"tpu.scan_layers=true,false"_s << u"[true,false]"_s;
}

void tst_StudyBuilder::variablesAreTyped()
{
    QFETCH(QString, text);
    QFETCH(QString, json);
    const auto variable = StudyBuilder::parseVariable(text, baseExperiment());
    TWB_VERIFY_RESULT(variable);
    QCOMPARE(twb::toQString(twb::Json(variable->values()).dump()), json);
}

void tst_StudyBuilder::badVariablesSayWhatIsWrong_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("no values") << u"train.lr="_s << u"\"train.lr=\" gives train.lr no values: write train.lr=v1,v2."_s;
    QTest::newRow("only commas") << u"train.lr=,,"_s << u"gives train.lr no values"_s;
    QTest::newRow("no '='") << u"train.lr"_s << u"gives train.lr no values"_s;
    QTest::newRow("one value") << u"train.lr=1e-4"_s << u"gives train.lr one value only"_s;
    QTest::newRow("no path") << u"=1,2"_s << u"needs a field path and its values"_s;
    QTest::newRow("a typo names the block's fields")
        << u"train.lrate=1,2"_s << u"train.lrate is not a field of the experiment; its block has: train.batch_size, train.seq_len, train.lr"_s;
    QTest::newRow("an unknown block") << u"trian.lr=1,2"_s << u"trian.lr is not a field of the experiment."_s;
}

void tst_StudyBuilder::badVariablesSayWhatIsWrong()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto variable = StudyBuilder::parseVariable(text, baseExperiment());
    QVERIFY(!variable);
    QVERIFY2(variable.error().message.contains(message), qPrintable(variable.error().message));
    QCOMPARE(variable.error().where, text); // the CLI names the --vary it came from
}

void tst_StudyBuilder::writesAProjectAndAnAblationThatExpands()
{
    QTemporaryDir ws;
    const auto draft = StudyBuilder::prepare(ws.path(), request(u"lr"_s, {u"train.lr=1e-4,3e-4"_s, u"train.warmup_steps=10,50"_s}));
    TWB_VERIFY_RESULT(draft);
    QCOMPARE(draft->expansion.cells().size(), size_t(4));
    QCOMPARE(draft->expansion.runs().size(), size_t(12));
    QVERIFY(!QFileInfo::exists(draft->experimentDir)); // prepare writes nothing
    TWB_VERIFY_RESULT(StudyBuilder::write(*draft));
    QVERIFY(QFileInfo::exists(ws.filePath(u"experiments/lr/train.py"_s)));
    const auto loaded = twb::LoadedAblation::load(ws.filePath(u"ablations/lr.json"_s));
    TWB_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->basePath, ws.filePath(u"experiments/lr/experiment.json"_s));
    QCOMPARE(loaded->expansion.runs().size(), size_t(12));
    QCOMPARE(loaded->spec.seeds(), (std::vector<qint64>{0, 1, 2}));
    QCOMPARE(loaded->spec.metric().name, u"eval/loss"_s);
    QCOMPARE(loaded->base["hypothesis"].get<std::string>(), "hypothesis");

    const auto plan = StudyBuilder::plan(*draft, request(u"lr"_s, {}), std::nullopt, u"not asked"_s, std::nullopt);
    TWB_VERIFY_RESULT(StudyBuilder::writePlan(*draft, plan));
    QFile file(ws.filePath(u"experiments/lr/plan.md"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    QVERIFY(md.contains(u"- Project: `experiments/lr/` (config hash "_s));
    QVERIFY(md.contains(u"- File: `ablations/lr.json` (grid)"_s));
    QVERIFY(md.contains(u"- Step time: not measured: not asked"_s));
}

void tst_StudyBuilder::refusesAnotherStudysFilesUnlessOverwriting()
{
    QTemporaryDir ws;
    const auto first = StudyBuilder::prepare(ws.path(), request(u"s"_s, {u"train.lr=1e-4,3e-4"_s}));
    TWB_VERIFY_RESULT(first);
    TWB_VERIFY_RESULT(StudyBuilder::write(*first));
    TWB_VERIFY_RESULT(StudyBuilder::write(*first)); // the same study again changes nothing

    // Another matrix under the same name.
    const auto other = StudyBuilder::prepare(ws.path(), request(u"s"_s, {u"train.lr=1e-3,3e-3"_s}));
    TWB_VERIFY_RESULT(other);
    const auto refused = StudyBuilder::write(*other);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"exists with another matrix"_s), qPrintable(refused.error().message));
    QCOMPARE(twb::AblationSpec::readFile(ws.filePath(u"ablations/s.json"_s))->variables().front().values().front(),
             twb::Json(1e-4));

    // Another project (a different model) under the same name.
    auto moe = request(u"s"_s, {u"train.lr=1e-4,3e-4"_s});
    moe.experiment.modelKind = u"moe"_s;
    const auto otherProject = StudyBuilder::prepare(ws.path(), moe);
    TWB_VERIFY_RESULT(otherProject);
    const auto refusedProject = StudyBuilder::write(*otherProject);
    QVERIFY(!refusedProject);
    QVERIFY2(refusedProject.error().message.contains(u"holds another project"_s), qPrintable(refusedProject.error().message));

    TWB_VERIFY_RESULT(StudyBuilder::write(*other, true));
    QCOMPARE(twb::AblationSpec::readFile(ws.filePath(u"ablations/s.json"_s))->variables().front().values().front(),
             twb::Json(1e-3));
}

void tst_StudyBuilder::refusesWhatTheExpansionRefuses()
{
    QTemporaryDir ws;
    // Batch 12 does not divide over the 8-way fsdp axis of v5litepod-8: the validator rejects it.
    auto refused = StudyBuilder::prepare(ws.path(), request(u"b"_s, {u"train.batch_size=16,12"_s}));
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"batch_size"_s), qPrintable(refused.error().message));

    refused = StudyBuilder::prepare(ws.path(), request(u"d"_s, {u"train.lr=1,2"_s, u"train.lr=3,4"_s}));
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(u"train.lr is varied twice"_s));

    refused = StudyBuilder::prepare(ws.path(), request(u"bad name"_s, {u"train.lr=1,2"_s}));
    QVERIFY(!refused);
    QCOMPARE(refused.error().where, u"name"_s);

    auto noSeeds = request(u"n"_s, {u"train.lr=1,2"_s});
    noSeeds.seeds = 0;
    refused = StudyBuilder::prepare(ws.path(), noSeeds);
    QVERIFY(!refused);
    QCOMPARE(refused.error().where, u"seeds"_s);
    QVERIFY(!QFileInfo::exists(ws.filePath(u"experiments"_s)));
}

void tst_StudyBuilder::parallelFollowsTheMachines()
{
    QTemporaryDir ws;
    auto r = request(u"p"_s, {u"train.lr=1,2"_s});
    QCOMPARE(StudyBuilder::prepare(ws.path(), r)->parallel, 1);
    r.machines = {u"a"_s, u"b"_s};
    QCOMPARE(StudyBuilder::prepare(ws.path(), r)->parallel, 2);
    QCOMPARE(StudyBuilder::prepare(ws.path(), r)->spec.machines(), (QStringList{u"a"_s, u"b"_s}));
    r.parallel = 5;
    QCOMPARE(StudyBuilder::prepare(ws.path(), r)->parallel, 5);
}

QTEST_GUILESS_MAIN(tst_StudyBuilder)
#include "tst_study_builder.moc"
