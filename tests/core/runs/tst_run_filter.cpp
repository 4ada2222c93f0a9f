#include "core/runs/run_filter.h"

#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// Three runs that differ in what each kind of term looks at.
RunFilterSubject baseline()
{
    RunFilterSubject s;
    s.record.runId = u"tiny-lm-1a2b3c4d-s0-20260105-100000"_s;
    s.record.experiment = u"tiny-lm"_s;
    s.record.machine = u"v5e-a"_s;
    s.record.seed = 0;
    s.record.state = RunState::Finished;
    s.record.tags = {u"Baseline"_s, u"paper"_s};
    s.record.notes = u"The reference run for the LR sweep."_s;
    s.config = Json::parse(R"({"train": {"lr": 0.001, "seed": 0, "optimizer": "adamw"},
                               "model": {"kind": "dense", "layers": 4, "tied": true}})");
    s.finalMetrics.insert(u"loss"_s, 2.5);
    s.finalMetrics.insert(u"eval/loss"_s, 2.75);
    return s;
}

RunFilterSubject moe()
{
    RunFilterSubject s;
    s.record.runId = u"tiny-moe-9f9f9f9f-s1-20260106-110000"_s;
    s.record.experiment = u"tiny-moe"_s;
    s.record.seed = 1;
    s.record.state = RunState::Running;
    s.record.tags = {u"sweep"_s};
    s.config = Json::parse(R"({"train": {"lr": "3e-3", "seed": 1}, "model": {"kind": "MoE", "layers": 8}})");
    s.finalMetrics.insert(u"loss"_s, 1.5);
    return s;
}

RunFilterSubject bare()
{
    RunFilterSubject s;   // an imported run: no config, no tags
    s.record.runId = u"maxtext-import"_s;
    s.record.state = RunState::Failed;
    return s;
}

QStringList matching(const QString &expression)
{
    auto filter = RunFilter::parse(expression);
    if (!filter)
        return {u"<error: "_s + filter.error().message + u'>'};
    QStringList ids;
    for (const RunFilterSubject &s : {baseline(), moe(), bare()})
        if (filter->matches(s))
            ids << s.record.runId.section(u'-', 0, 1);
    return ids;
}

} // namespace

class tst_RunFilter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesTheRightRuns_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("expected");
        const QStringList all{u"tiny-lm"_s, u"tiny-moe"_s, u"maxtext-import"_s};
        const QStringList lm{u"tiny-lm"_s};
        const QStringList moeOnly{u"tiny-moe"_s};
        const QStringList none;
        QTest::newRow("empty matches all") << u""_s << all;
        QTest::newRow("blank matches all") << u"   \t "_s << all;
        QTest::newRow("word in id, any case") << u"MOE"_s << moeOnly;
        QTest::newRow("word in experiment") << u"tiny"_s << QStringList{u"tiny-lm"_s, u"tiny-moe"_s};
        QTest::newRow("word in notes") << u"reference"_s << lm;
        QTest::newRow("word in a tag") << u"pape"_s << lm;
        QTest::newRow("word is a state") << u"fail"_s << QStringList{u"maxtext-import"_s};
        QTest::newRow("word in a config value") << u"adamw"_s << lm;
        QTest::newRow("config keys are not values") << u"optimizer"_s << none;
        QTest::newRow("quoted phrase") << u"\"lr sweep\""_s << lm;
        QTest::newRow("quoted phrase with operator chars") << u"\"a=b\""_s << none;
        QTest::newRow("words are ANDed") << u"tiny sweep"_s << QStringList{u"tiny-lm"_s, u"tiny-moe"_s};
        QTest::newRow("words are ANDed, one narrows") << u"sweep 9f9f"_s << moeOnly;
        QTest::newRow("tag, whole and any case") << u"tag:baseline"_s << lm;
        QTest::newRow("tag is not a substring") << u"tag:base"_s << none;
        QTest::newRow("state") << u"state:running"_s << moeOnly;
        QTest::newRow("state any case") << u"state:FAILED"_s << QStringList{u"maxtext-import"_s};
        QTest::newRow("number >= with exponent") << u"train.lr>=1e-3"_s << QStringList{u"tiny-lm"_s, u"tiny-moe"_s};
        QTest::newRow("number > excludes equal") << u"train.lr>1e-3"_s << moeOnly;
        QTest::newRow("number string in config is a number") << u"train.lr=0.003"_s << moeOnly;
        QTest::newRow("number <") << u"model.layers<8"_s << lm;
        QTest::newRow("number <=") << u"model.layers<=8"_s << QStringList{u"tiny-lm"_s, u"tiny-moe"_s};
        QTest::newRow("text =, any case") << u"model.kind=moe"_s << moeOnly;
        QTest::newRow("text ==") << u"model.kind==dense"_s << lm;
        QTest::newRow("text != skips runs without the key") << u"model.kind!=moe"_s << lm;
        QTest::newRow("bool value") << u"model.tied=true"_s << lm;
        QTest::newRow("seed from the config") << u"seed=1"_s << moeOnly;
        QTest::newRow("seed from run.json when no config") << u"seed=0"_s
                                                           << QStringList{u"tiny-lm"_s, u"maxtext-import"_s};
        QTest::newRow("final metric") << u"loss<2"_s << moeOnly;
        QTest::newRow("metric with a slash") << u"eval/loss>2.7"_s << lm;
        QTest::newRow("metric. prefix") << u"metric.loss>=2.5"_s << lm;
        QTest::newRow("config. prefix does not reach metrics") << u"config.loss>0"_s << none;
        QTest::newRow("run field") << u"machine=v5e-a"_s << lm;
        QTest::newRow("state field as comparison") << u"state!=running"_s
                                                   << QStringList{u"tiny-lm"_s, u"maxtext-import"_s};
        QTest::newRow("ordering on a text value is false") << u"model.kind>1"_s << none;
        QTest::newRow("unknown key matches nothing") << u"train.nope=1"_s << none;
        QTest::newRow("the issue's example") << u"train.lr>=1e-3 tag:baseline"_s << lm;
        QTest::newRow("all kinds ANDed") << u"tiny state:running model.kind=moe loss<2 tag:sweep"_s << moeOnly;
        QTest::newRow("a word with a colon that is not a field") << u"10:00"_s << none;
        QTest::newRow("quoted value of a comparison") << u"model.kind=\"MoE\""_s << moeOnly;
        QTest::newRow("empty quotes say nothing") << u"\"\" moe"_s << moeOnly;
    }
    void matchesTheRightRuns()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, expected);
        QCOMPARE(matching(expression), expected);
    }

    void errorsNameTheTermAndColumn_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("term");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("why");
        QTest::newRow("no key") << u"tiny >=3"_s << u">=3"_s << 6 << u"no key before >="_s;
        QTest::newRow("no value") << u"train.lr>="_s << u"train.lr>="_s << 1 << u"no value after >="_s;
        QTest::newRow("ordering needs a number") << u"seed=1 train.lr<abc"_s << u"train.lr<abc"_s << 8
                                                 << u"`abc` is not a number"_s;
        QTest::newRow("two operators") << u"a=>3"_s << u"a=>3"_s << 3 << u"two operators"_s;
        QTest::newRow("bang alone") << u"a!3"_s << u"a!3"_s << 1 << u"use !="_s;
        QTest::newRow("bad key") << u"a,b=3"_s << u"a,b=3"_s << 1 << u"`a,b` is not a key"_s;
        QTest::newRow("empty tag") << u"x tag:"_s << u"tag:"_s << 3 << u"tag: needs a tag"_s;
        QTest::newRow("unknown state") << u"state:done"_s << u"state:done"_s << 1 << u"`done` is not a run state"_s;
        QTest::newRow("unknown field") << u"color:red"_s << u"color:red"_s << 1 << u"`color:` is not a field"_s;
        QTest::newRow("open quote") << u"moe \"lr sweep"_s << u"\"lr sweep"_s << 5 << u"not closed"_s;
    }
    void errorsNameTheTermAndColumn()
    {
        QFETCH(QString, expression);
        QFETCH(QString, term);
        QFETCH(int, column);
        QFETCH(QString, why);
        const auto filter = RunFilter::parse(expression);
        QVERIFY(!filter);
        const QString message = filter.error().message;
        QVERIFY2(message.contains(u"\"%1\""_s.arg(term)), qPrintable(message));
        QVERIFY2(message.contains(u"column %1:"_s.arg(column)), qPrintable(message));
        QVERIFY2(message.contains(why), qPrintable(message));
        QCOMPARE(filter.error().kind, Error::Kind::Invalid);
        QCOMPARE(filter.error().where, term);
    }

    void termsKeepWhatWasParsed()
    {
        const auto filter = RunFilter::parse(u"  train.lr>=1e-3 tag:baseline"_s);
        QVERIFY(filter);
        QCOMPARE(filter->terms().size(), 2);
        const RunFilter::Term &lr = filter->terms()[0];
        QCOMPARE(lr.kind, RunFilter::Term::Kind::Compare);
        QCOMPARE(lr.key, u"train.lr"_s);
        QCOMPARE(lr.op, RunFilter::Op::GreaterEqual);
        QVERIFY(lr.numeric);
        QCOMPARE(lr.number, 0.001);
        QCOMPARE(lr.column, 3);
        QCOMPARE(filter->terms()[1].kind, RunFilter::Term::Kind::Tag);
        QCOMPARE(filter->terms()[1].column, 18);
    }

    void needsFolderOnlyForWordsAndComparisons()
    {
        QVERIFY(!RunFilter::parse(u"tag:a state:running"_s)->needsFolder());
        QVERIFY(RunFilter::parse(u"tag:a word"_s)->needsFolder());
        QVERIFY(RunFilter::parse(u"loss<1"_s)->needsFolder());
        QVERIFY(!RunFilter::parse(QString())->needsFolder());
    }

    // The Monitor's view of a row: the listed (live) state counts, and the metrics are read
    // only when a comparison's key is missing from the run's config.
    void viewMatchesLikeTheSubject_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::newRow("tag") << u"tag:baseline"_s;
        QTest::newRow("word in the config") << u"adamw"_s;
        QTest::newRow("config value") << u"model.layers=4"_s;
        QTest::newRow("final metric") << u"loss<2"_s;
        QTest::newRow("record field") << u"seed=1"_s;
        QTest::newRow("metric. prefix") << u"metric.eval/loss>2"_s;
    }
    void viewMatchesLikeTheSubject()
    {
        QFETCH(QString, expression);
        const auto filter = RunFilter::parse(expression);
        QVERIFY(filter.has_value());
        for (const RunFilterSubject &s : {baseline(), moe(), bare()}) {
            const RunFilterView view{&s.record, s.record.state, &s.config, &s.finalMetrics};
            QCOMPARE(filter->matches(view), filter->matches(s));
        }
    }
    void viewTakesTheListedState()
    {
        const RunFilterSubject s = moe();   // run.json says running
        const RunFilterView stalled{&s.record, RunState::Stalled, &s.config, &s.finalMetrics};
        QVERIFY(RunFilter::parse(u"state:stalled"_s)->matches(stalled));
        QVERIFY(!RunFilter::parse(u"state:running"_s)->matches(stalled));
        QVERIFY(RunFilter::parse(u"state=stalled"_s)->matches(stalled));
    }
    void needsMetricsOnlyForKeysTheConfigLacks()
    {
        const RunFilterSubject s = baseline();
        const RunFilterView withConfig{&s.record, s.record.state, &s.config, nullptr};
        const RunFilterView noConfig{&s.record, s.record.state, nullptr, nullptr};
        QVERIFY(!RunFilter::parse(u"model.layers=4 tag:paper adamw"_s)->needsMetrics(withConfig));
        QVERIFY(!RunFilter::parse(u"config.model.layers=4"_s)->needsMetrics(noConfig));
        QVERIFY(RunFilter::parse(u"model.layers=4"_s)->needsMetrics(noConfig));
        QVERIFY(RunFilter::parse(u"loss<2"_s)->needsMetrics(withConfig));
        QVERIFY(RunFilter::parse(u"metric.model.layers=4"_s)->needsMetrics(withConfig));
        // Without its metrics the row still matches on what the config says.
        QVERIFY(RunFilter::parse(u"model.layers=4"_s)->matches(withConfig));
        QVERIFY(!RunFilter::parse(u"loss<3"_s)->matches(withConfig));
    }

    void nanMetricMatchesNoOrdering()
    {
        RunFilterSubject s = bare();
        s.finalMetrics.insert(u"loss"_s, std::numeric_limits<double>::quiet_NaN());
        QVERIFY(!RunFilter::parse(u"loss<100"_s)->matches(s));
        QVERIFY(!RunFilter::parse(u"loss>=0"_s)->matches(s));
        QVERIFY(RunFilter::parse(u"loss!=1"_s)->matches(s));
    }
};

QTEST_GUILESS_MAIN(tst_RunFilter)
#include "tst_run_filter.moc"
