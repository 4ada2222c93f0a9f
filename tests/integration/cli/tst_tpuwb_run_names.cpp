// tpuwb names runs as the GUI does (issue 28): `run list` and `run status` print each run's
// name (RunDisplayName: experiment, the values that set it apart, seed, start) beside its id,
// `ablate status` gives each run its name, and every `--json` keeps "run_id" and adds "name".
// The real tpuwb on the demo workspace (`tpuwb demo create`: a recorded CPU ablation, lr 1e-3
// and 3e-3 x seeds 0 and 1).
#include "core/runs/run_record.h"
#include "core/services/workspace_index.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::test::TpuwbRunner;

class tst_TpuwbRunNames final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runListPrintsNamesAndJsonKeepsIds();
    void runStatusPrintsNames();
    void ablateStatusNamesEveryRun();

private:
    // The line of `out` that holds `runId` (empty: none).
    static QString lineOf(const QString &out, const QString &runId);

    QTemporaryDir m_dir;
    QString m_root;
    TpuwbRunner m_tpuwb;
    QHash<QString, QString> m_names;   // run id -> the workspace index's name (the GUI's)
    QHash<QString, twb::RunRecord> m_records;
};

QString tst_TpuwbRunNames::lineOf(const QString &out, const QString &runId)
{
    for (const QString &line : out.split(u'\n'))
        if (line.contains(runId))
            return line;
    return {};
}

void tst_TpuwbRunNames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(u"demo"_s);
    m_tpuwb.setGlobals({u"--workspace"_s, m_root});
    const auto created = m_tpuwb.run({u"demo"_s, u"create"_s});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    const auto snapshot = twb::WorkspaceIndex::scan(m_root);
    QVERIFY2(snapshot.runs.size() >= 4, "the demo workspace has fewer than 4 runs");
    m_names = snapshot.runNames;
    for (const twb::RunRecord &record : snapshot.runs)
        m_records.insert(record.runId, record);
    // The names themselves: the experiment, what differs within it (the learning rate of the
    // lr sweep, the kernel switch of the kernel A/B), the seed; each run its own.
    const QHash<QString, QString> differs{{u"tiny-lm"_s, u"lr="_s}, {u"tiny-lm-kernel"_s, u"enabled="_s}};
    QSet<QString> distinct;
    for (const twb::RunRecord &record : snapshot.runs) {
        const QString name = m_names.value(record.runId);
        QVERIFY2(differs.contains(record.experiment), qPrintable(record.experiment));
        QVERIFY2(name.startsWith(record.experiment + u" · "_s + differs.value(record.experiment)), qPrintable(name));
        QVERIFY2(name.contains(u" · seed %1"_s.arg(record.seed)), qPrintable(name));
        QVERIFY2(!name.contains(record.configHash), qPrintable(name));
        distinct.insert(name);
    }
    QCOMPARE(distinct.size(), snapshot.runs.size());
}

void tst_TpuwbRunNames::runListPrintsNamesAndJsonKeepsIds()
{
    const auto table = m_tpuwb.run({u"run"_s, u"list"_s});
    QVERIFY2(table.exitCode == 0, qPrintable(table.err));
    const QString header = table.out.section(u'\n', 0, 0);
    QVERIFY2(header.startsWith(u"RUN "_s) && header.contains(u" NAME "_s), qPrintable(header));
    for (auto it = m_names.cbegin(); it != m_names.cend(); ++it) {
        const QString line = lineOf(table.out, it.key());
        QVERIFY2(line.startsWith(it.key()), qPrintable(it.key() + u" not first in a line of:\n"_s + table.out));
        QVERIFY2(line.contains(it.value()), qPrintable(it.value() + u" not in: "_s + line));
        // NAME sits under its header.
        QCOMPARE(line.indexOf(it.value()), header.indexOf(u"NAME"_s));
    }

    const auto json = m_tpuwb.run({u"run"_s, u"list"_s, u"--json"_s});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonArray runs = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(runs.size(), m_names.size());
    for (const QJsonValue &value : runs) {
        const QJsonObject run = value.toObject();
        const QString id = run.value(u"run_id"_s).toString();
        QVERIFY2(m_names.contains(id), qPrintable(id));
        QCOMPARE(run.value(u"name"_s).toString(), m_names.value(id));
        // Still run.json's fields: the name is added, nothing taken away.
        QCOMPARE(run.value(u"schema"_s).toString(), u"tpuwb.run/1"_s);
        QCOMPARE(run.value(u"seed"_s).toInteger(), m_records.value(id).seed);
    }
}

void tst_TpuwbRunNames::runStatusPrintsNames()
{
    const auto table = m_tpuwb.run({u"run"_s, u"status"_s});
    QVERIFY2(table.exitCode == 0, qPrintable(table.err));
    QVERIFY2(table.out.section(u'\n', 0, 0).contains(u"NAME"_s), qPrintable(table.out));
    for (auto it = m_names.cbegin(); it != m_names.cend(); ++it)
        QVERIFY2(lineOf(table.out, it.key()).endsWith(it.value()), qPrintable(it.value() + u" not in:\n"_s + table.out));

    const auto json = m_tpuwb.run({u"run"_s, u"status"_s, u"--json"_s});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonArray runs = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(runs.size(), m_names.size());
    for (const QJsonValue &value : runs) {
        const QString id = value[u"run_id"_s].toString();
        QCOMPARE(value[u"name"_s].toString(), m_names.value(id));
    }
}

void tst_TpuwbRunNames::ablateStatusNamesEveryRun()
{
    const QString file = m_root + u"/ablations/lr-sweep.json"_s;
    const auto json = m_tpuwb.run({u"ablate"_s, u"status"_s, file, u"--json"_s});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonArray runs = QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"runs"_s).toArray();
    QVERIFY(runs.size() >= 4);
    QHash<QString, QString> names;
    for (const QJsonValue &value : runs) {
        const QString id = value[u"run_id"_s].toString();
        const QString name = value[u"name"_s].toString();
        QVERIFY2(!id.isEmpty() && !name.isEmpty() && name != id, qPrintable(id + u" / "_s + name));
        // The ablation's names: experiment, the value that sets the cell apart, the seed (an
        // ablation run's id has no time).
        const twb::RunRecord record = m_records.value(id);
        QVERIFY2(name.startsWith(record.experiment + u" · lr="_s), qPrintable(name));
        QVERIFY2(name.endsWith(u" · seed %1"_s.arg(record.seed)), qPrintable(name));
        // The same run, the same values as the GUI's name of it (which adds the start time).
        QVERIFY2(m_names.value(id).startsWith(name), qPrintable(m_names.value(id) + u" / "_s + name));
        names.insert(id, name);
    }
    QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), names.size());

    const auto text = m_tpuwb.run({u"ablate"_s, u"status"_s, file});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        const QStringList fields = lineOf(text.out, it.key()).split(u'\t');
        QVERIFY2(fields.size() == 6, qPrintable(fields.join(u'|')));
        QCOMPARE(fields.first(), it.key());
        QCOMPARE(fields.last(), it.value());
    }
}

QTEST_GUILESS_MAIN(tst_TpuwbRunNames)
#include "tst_tpuwb_run_names.moc"
