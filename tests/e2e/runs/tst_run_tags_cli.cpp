// End to end through `tpuwb` on the demo workspace (six finished runs of an LR sweep, two seeds
// each): tags and notes are written into run.json and nothing else of it changes, `run list
// --filter` picks the runs by tag, state, config value, final metric and free word, `--json`
// prints the records, a malformed filter is refused naming its term, and a read-only workspace
// refuses `run tag` / `run note` before anything is written.
#include "support/test_paths.h"
#include "support/tmpfs_mount.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunTagsCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tagAndNoteKeepTheRestOfRunJson();
    void listFiltersByEveryKindOfTerm_data();
    void listFiltersByEveryKindOfTerm();
    void listJsonPrintsTheRecords();
    void badFilterAndBadTagsAreUsageErrors();
    void readOnlyWorkspaceRefusesTagAndNote();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args); }
    QJsonObject record(const QString &runId) const;
    // The ids `run list --json [--filter EXPR]` prints, sorted.
    QStringList listed(const QString &filter) const;

    QTemporaryDir m_root;
    QString m_ws;
    twb::test::TpuwbRunner m_tpuwb;
    QStringList m_runs;   // the demo's runs, sorted
    QString m_lowLr;      // a run of the smallest learning rate, seed 0
};

void tst_RunTagsCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    m_ws = m_root.filePath(u"ws"_s);
    m_tpuwb.setGlobals({u"--workspace"_s, m_ws});
    const Output demo = tpuwb({u"demo"_s, u"create"_s});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
    m_runs = QDir(m_ws + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(m_runs.size() >= 4, qPrintable(m_runs.join(u' ')));
    double lowest = 1e9;
    for (const QString &run : m_runs) {
        QFile config(m_ws + u"/runs/"_s + run + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QJsonObject train = QJsonDocument::fromJson(config.readAll()).object()[u"train"_s].toObject();
        if (train[u"seed"_s].toInt() == 0 && train[u"lr"_s].toDouble() < lowest) {
            lowest = train[u"lr"_s].toDouble();
            m_lowLr = run;
        }
    }
    QVERIFY(!m_lowLr.isEmpty());
    QCOMPARE(listed(QString()), m_runs);
}

QJsonObject tst_RunTagsCli::record(const QString &runId) const
{
    QFile file(m_ws + u"/runs/"_s + runId + u"/run.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList tst_RunTagsCli::listed(const QString &filter) const
{
    QStringList args{u"run"_s, u"list"_s, u"--json"_s};
    if (!filter.isNull())
        args << u"--filter"_s << filter;
    const Output out = tpuwb(args);
    if (out.exitCode != 0)
        return {u"<exit %1: %2>"_s.arg(out.exitCode).arg(out.err)};
    QStringList ids;
    for (const QJsonValue &run : QJsonDocument::fromJson(out.out.toUtf8()).array())
        ids << run[u"run_id"_s].toString();
    ids.sort();
    return ids;
}

void tst_RunTagsCli::tagAndNoteKeepTheRestOfRunJson()
{
    const QString run = m_lowLr;
    QJsonObject before = record(run);
    before[u"workbench_test_extra"_s] = u"kept"_s;   // an unknown key must survive too
    {
        QFile file(m_ws + u"/runs/"_s + run + u"/run.json"_s);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(before).toJson());
    }
    Output out = tpuwb({u"run"_s, u"tag"_s, run, u"+baseline"_s, u"+paper"_s, u"sweep"_s});
    QVERIFY2(out.exitCode == 0, qPrintable(out.err));
    QCOMPARE(out.out.trimmed(), run + u": baseline paper sweep"_s);
    out = tpuwb({u"run"_s, u"tag"_s, run, u"-PAPER"_s, u"+Baseline"_s});
    QVERIFY2(out.exitCode == 0, qPrintable(out.err));
    QCOMPARE(out.out.trimmed(), run + u": baseline sweep"_s);   // removed in any case, not added twice
    out = tpuwb({u"run"_s, u"note"_s, run, u"The reference run.\nLR 3e-4."_s});
    QVERIFY2(out.exitCode == 0, qPrintable(out.err));

    QJsonObject after = record(run);
    QCOMPARE(after[u"tags"_s].toArray(), (QJsonArray{u"baseline"_s, u"sweep"_s}));
    QCOMPARE(after[u"notes"_s].toString(), u"The reference run.\nLR 3e-4."_s);
    after.remove(u"tags"_s);
    after.remove(u"notes"_s);
    before.remove(u"tags"_s);
    before.remove(u"notes"_s);
    QCOMPARE(after, before);

    // `run tag RUN_ID` alone prints the tags; an unknown run names the runs folder.
    out = tpuwb({u"run"_s, u"tag"_s, run});
    QCOMPARE(out.out.trimmed(), run + u": baseline sweep"_s);
    out = tpuwb({u"run"_s, u"note"_s, u"no-such-run"_s, u"x"_s});
    QCOMPARE(out.exitCode, 1);
    QVERIFY2(out.err.contains(u"no-such-run"_s) && out.err.contains(u"runs"_s), qPrintable(out.err));
}

void tst_RunTagsCli::listFiltersByEveryKindOfTerm_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("expect");   // "low": m_lowLr only; "seed1": every seed-1 run; "all"; "none"
    QTest::newRow("tag") << u"tag:baseline"_s << u"low"_s;
    QTest::newRow("free word in notes") << u"reference"_s << u"low"_s;
    QTest::newRow("state") << u"state:finished"_s << u"all"_s;
    QTest::newRow("state no match") << u"state:running"_s << u"none"_s;
    QTest::newRow("config value") << u"seed=1"_s << u"seed1"_s;
    QTest::newRow("final metric exists for all") << u"loss>=0"_s << u"all"_s;
    QTest::newRow("ANDed") << u"tag:baseline seed=1"_s << u"none"_s;
    QTest::newRow("issue example") << u"train.lr<=3e-4 tag:baseline"_s << u"low"_s;
}

void tst_RunTagsCli::listFiltersByEveryKindOfTerm()
{
    QFETCH(QString, filter);
    QFETCH(QString, expect);
    QStringList expected;
    if (expect == u"low"_s)
        expected = {m_lowLr};
    else if (expect == u"all"_s)
        expected = m_runs;
    else if (expect == u"seed1"_s)
        for (const QString &r : m_runs)
            if (record(r)[u"seed"_s].toInt() == 1)
                expected << r;
    QVERIFY(expect != u"seed1"_s || !expected.isEmpty());
    QCOMPARE(listed(filter), expected);
}

void tst_RunTagsCli::listJsonPrintsTheRecords()
{
    const Output out = tpuwb({u"run"_s, u"list"_s, u"--json"_s, u"--filter"_s, u"tag:baseline"_s});
    QVERIFY2(out.exitCode == 0, qPrintable(out.err));
    const QJsonArray runs = QJsonDocument::fromJson(out.out.toUtf8()).array();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].toObject()[u"schema"_s].toString(), u"tpuwb.run/1"_s);
    QCOMPARE(runs[0].toObject()[u"notes"_s].toString(), record(m_lowLr)[u"notes"_s].toString());
    // The table says the same in text.
    const Output table = tpuwb({u"run"_s, u"list"_s, u"--filter"_s, u"tag:baseline"_s});
    QVERIFY2(table.out.contains(m_lowLr) && table.out.contains(u"baseline,sweep"_s), qPrintable(table.out));
    QCOMPARE(table.out.trimmed().split(u'\n').size(), 2);   // header + one run
}

void tst_RunTagsCli::badFilterAndBadTagsAreUsageErrors()
{
    Output out = tpuwb({u"run"_s, u"list"_s, u"--filter"_s, u"seed=1 train.lr>=fast"_s});
    QCOMPARE(out.exitCode, 2);
    QVERIFY2(out.err.contains(u"\"train.lr>=fast\""_s) && out.err.contains(u"column 8"_s), qPrintable(out.err));
    QVERIFY(out.out.isEmpty());
    out = tpuwb({u"run"_s, u"tag"_s, m_lowLr, u"+two words"_s});
    QCOMPARE(out.exitCode, 2);
    QVERIFY2(out.err.contains(u"two words"_s), qPrintable(out.err));
    out = tpuwb({u"run"_s, u"--help"_s});
    QVERIFY2(out.out.contains(u"list [--filter EXPR] [--json]"_s) && out.out.contains(u"tag RUN_ID"_s)
                 && out.out.contains(u"note RUN_ID TEXT"_s),
             qPrintable(out.out));
}

void tst_RunTagsCli::readOnlyWorkspaceRefusesTagAndNote()
{
    twb::test::TmpfsMount disk;
    // Mounting needs root; without it this fails saying so (no silent skip).
    const QString why = disk.start(64 * 1024);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    const QString ws = disk.filePath(u"ws"_s);
    twb::test::TpuwbRunner ro({u"--workspace"_s, ws});
    QVERIFY(ro.run({u"demo"_s, u"create"_s}).exitCode == 0);
    const QString run = QDir(ws + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name).value(0);
    QVERIFY(!run.isEmpty());
    QVERIFY2(disk.remount(true), "mount -o remount,ro failed");
    Output out = ro.run({u"run"_s, u"tag"_s, run, u"+x"_s});
    QCOMPARE(out.exitCode, 1);
    QVERIFY2(out.err.contains(u"read-only"_s) || out.err.contains(u"reading only"_s), qPrintable(out.err));
    out = ro.run({u"run"_s, u"note"_s, run, u"x"_s});
    QCOMPARE(out.exitCode, 1);
    // Reading still works.
    out = ro.run({u"run"_s, u"list"_s, u"--filter"_s, u"state:finished"_s});
    QVERIFY2(out.exitCode == 0 && out.out.contains(run), qPrintable(out.err));
    QVERIFY(disk.remount(false));
}

QTEST_GUILESS_MAIN(tst_RunTagsCli)
#include "tst_run_tags_cli.moc"
