// RunDisplayName: runs named by experiment, the config values that set them apart, seed and
// time, never by a hash; the workspace index hands the same names to the GUI and the CLI.
#include "core/services/run_display_name.h"
#include "core/services/workspace_index.h"

#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/workspace/workspace.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using twb::RunDisplayName;

class tst_RunDisplayName final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesTheValuesThatDiffer();
    void sharedLeafNamesKeepTheirPath();
    void differencesAreWithinAnExperiment();
    void timeFromTheRunId();
    void workspaceIndexNamesItsRuns();
};

namespace {

Json config(double lr, int batch, int seed)
{
    Json c = Json::object();
    c["name"] = "lr-sweep";
    c["train"]["lr"] = lr;
    c["train"]["batch_size"] = batch;
    c["train"]["seed"] = seed;
    c["model"]["d_model"] = 256;
    return c;
}

RunDisplayName::Subject subject(const QString &id, const QString &experiment, Json cfg, std::optional<qint64> seed)
{
    return {id, experiment, std::move(cfg), seed, {}};
}

} // namespace

void tst_RunDisplayName::namesTheValuesThatDiffer()
{
    const QLocale c = QLocale::c();
    const QStringList names = RunDisplayName::names(
        {subject(u"lr-sweep-69931f0a-s1-20261202-140301"_s, u"lr-sweep"_s, config(0.001, 64, 1), 1),
         subject(u"lr-sweep-1b2c3d4e-s1-20261202-140302"_s, u"lr-sweep"_s, config(0.0003, 64, 1), 1),
         subject(u"lr-sweep-69931f0a-s2-20261202-140303"_s, u"lr-sweep"_s, config(0.001, 64, 2), 2)},
        c);
    // The learning rate is what differs (the seed has its own part; the batch is the same).
    QCOMPARE(names[0], u"lr-sweep · lr=0.001 · seed 1"_s);
    QCOMPARE(names[1], u"lr-sweep · lr=3e-4 · seed 1"_s);
    QCOMPARE(names[2], u"lr-sweep · lr=0.001 · seed 2"_s);
    for (const QString &name : names)
        QVERIFY2(!name.contains(u"69931"_s), qPrintable(name));
    QCOMPARE(RunDisplayName::values(config(0.001, 32, 1), {u"train.lr"_s, u"train.batch_size"_s}, c),
             u"lr=0.001, batch_size=32"_s);
    QCOMPARE(RunDisplayName::valueText(Json(2.851024866104126), c), u"2.85102"_s);
}

void tst_RunDisplayName::sharedLeafNamesKeepTheirPath()
{
    Json a = Json::object();
    a["model"]["dropout"] = 0.1;
    a["data"]["dropout"] = 0.0;
    Json b = a;
    b["model"]["dropout"] = 0.2;
    b["data"]["dropout"] = 0.5;
    const QStringList paths = RunDisplayName::differingPaths({a, b});
    QCOMPARE(paths, (QStringList{u"model.dropout"_s, u"data.dropout"_s}));
    QCOMPARE(RunDisplayName::values(b, paths, QLocale::c()), u"model.dropout=0.2, data.dropout=0.5"_s);
}

void tst_RunDisplayName::differencesAreWithinAnExperiment()
{
    Json other = config(0.001, 128, 1);
    const QStringList names = RunDisplayName::names(
        {subject(u"a"_s, u"lr-sweep"_s, config(0.001, 64, 1), 1), subject(u"b"_s, u"lr-sweep"_s, config(0.01, 64, 1), 1),
         subject(u"c"_s, u"big-batch"_s, other, 1), subject(u"d"_s, QString(), Json(), std::nullopt)},
        QLocale::c());
    QCOMPARE(names[0], u"lr-sweep · lr=0.001 · seed 1"_s);
    // Alone in its experiment: nothing to tell it apart from, the experiment says enough.
    QCOMPARE(names[2], u"big-batch · seed 1"_s);
    // Nothing known but the id: the id.
    QCOMPARE(names[3], u"d"_s);
}

void tst_RunDisplayName::timeFromTheRunId()
{
    const QDateTime t = RunDisplayName::timeFromId(u"lr-sweep-69931f0a-s1-20261202-140301"_s);
    QVERIFY(t.isValid());
    QCOMPARE(t, QDateTime(QDate(2026, 12, 2), QTime(14, 3, 1), Qt::UTC));
    QVERIFY(!RunDisplayName::timeFromId(u"imported-run"_s).isValid());
    RunDisplayName::Subject s{u"x-20261202-140301"_s, u"x"_s, Json(), 3, t};
    const QString name = RunDisplayName::names({s}, QLocale::c()).front();
    QVERIFY2(name.startsWith(u"x · seed 3 · "_s), qPrintable(name));
    QVERIFY2(name.contains(QLocale::c().toString(t.toLocalTime(), QLocale::ShortFormat)), qPrintable(name));
}

void tst_RunDisplayName::workspaceIndexNamesItsRuns()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const twb::Workspace workspace(dir.path());
    for (const auto &[lr, seed] : {std::pair{0.001, 1}, std::pair{0.01, 1}}) {
        twb::RunRecord record;
        record.experiment = u"lr-sweep"_s;
        record.configHash = lr < 0.005 ? u"69931f0a"_s : u"1b2c3d4e"_s;
        record.seed = seed;
        record.runId = u"lr-sweep-%1-s%2-20261202-140301"_s.arg(record.configHash).arg(seed);
        const auto folder = twb::RunFolder::in(workspace.runsDir(), record.runId);
        QVERIFY(QDir().mkpath(folder.dir()));
        QVERIFY(record.writeFile(folder.recordFile()));
        QVERIFY(twb::writeJsonFileAtomically(folder.configFile(), config(lr, 64, seed)));
    }
    const auto snapshot = twb::WorkspaceIndex::scan(dir.path());
    QCOMPARE(snapshot.runs.size(), 2);
    const QString name = snapshot.runNames.value(u"lr-sweep-1b2c3d4e-s1-20261202-140301"_s);
    QVERIFY2(name.startsWith(u"lr-sweep · lr=0.01 · seed 1 · "_s), qPrintable(name));
    // Unchanged run.json files are not read again, and keep their names.
    const auto again = twb::WorkspaceIndex::scan(dir.path(), snapshot);
    QCOMPARE(again.runNames, snapshot.runNames);
}

QTEST_GUILESS_MAIN(tst_RunDisplayName)
#include "tst_run_display_name.moc"
