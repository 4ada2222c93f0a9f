// The demo workspace's recorded ablation (templates/demo/, made by scripts/make-demo-ablation.sh
// from a real CPU ablation): `tpuwb demo create` copies it, every run is finished, the report's
// final metrics are the last values of the runs' metric files, its run folders name no path of
// the machine that recorded them, and it stays small.
#include "support/test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include "support/report_number.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_DemoAblation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyRunFinishedWithItsCurves();
    void reportMatchesTheMetricFiles();
    void recordedFilesAreSmallAndMachineIndependent();
    void theBridgeIsRecorded();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run tpuwb(const QStringList &arguments) const
    {
        QProcess process;
        process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_root} + arguments);
        if (!process.waitForFinished(180000))
            return {};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    QString ablation() const { return m_root + u"/ablations/lr-sweep.json"_s; }

    QTemporaryDir m_dir;
    QString m_root;
    QStringList m_runs;
};

void tst_DemoAblation::initTestCase()
{
    m_root = m_dir.filePath(u"demo"_s);
    const Run created = tpuwb({u"demo"_s, u"create"_s});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    QVERIFY2(QFileInfo::exists(ablation()), "templates/demo/ablations/lr-sweep.json is missing: run scripts/make-demo-ablation.sh");
    const Run expand = tpuwb({u"ablate"_s, u"expand"_s, ablation()});
    QCOMPARE(expand.exitCode, 0);
    for (const QString &line : expand.out.split(u'\n', Qt::SkipEmptyParts))
        m_runs << line.section(u'\t', 0, 0);
    QVERIFY2(m_runs.size() >= 4, qPrintable(expand.out));
}

void tst_DemoAblation::everyRunFinishedWithItsCurves()
{
    const Run status = tpuwb({u"ablate"_s, u"status"_s, ablation(), u"--json"_s});
    QCOMPARE(status.exitCode, 0);
    for (const QString &runId : m_runs) {
        QVERIFY2(status.out.contains(u"\"%1\""_s.arg(runId)), qPrintable(status.out));
        const QJsonObject run = QJsonDocument::fromJson(read(m_root + u"/runs/"_s + runId + u"/run.json"_s)).object();
        QCOMPARE(run.value(u"state"_s).toString(), u"finished"_s);
        QCOMPARE(run.value(u"ablation"_s).toString(), u"lr-sweep"_s);
        QCOMPARE(run.value(u"machine"_s).toString(), u"this-machine"_s);
        QCOMPARE(run.value(u"device"_s).toString(), u"cpu"_s);
        int points = 0;
        for (const QByteArray &line : read(m_root + u"/runs/"_s + runId + u"/metrics/host-0.jsonl"_s).split('\n'))
            points += line.contains("\"loss\"") && !line.contains("\"event\"") ? 1 : 0;
        QVERIFY2(points >= 50, qPrintable(runId)); // a curve, not a dot
    }
    // The base experiment is the scaffolded project the runs trained.
    QVERIFY(QFileInfo::exists(m_root + u"/experiments/tiny-lm/train.py"_s));
    QVERIFY(QFileInfo::exists(m_root + u"/experiments/tiny-lm/launch.sh"_s));
}

void tst_DemoAblation::reportMatchesTheMetricFiles()
{
    const QString report = m_dir.filePath(u"report.md"_s);
    const Run reported = tpuwb({u"ablate"_s, u"report"_s, ablation(), u"--out"_s, report});
    QVERIFY2(reported.exitCode == 0, qPrintable(reported.err));
    const QString markdown = QString::fromUtf8(read(report));
    for (const QString &runId : m_runs) {
        double last = qQNaN();
        for (const QByteArray &line : read(m_root + u"/runs/"_s + runId + u"/metrics/host-0.jsonl"_s).split('\n')) {
            const QJsonObject row = QJsonDocument::fromJson(line).object();
            if (!row.contains(u"event"_s) && row.contains(u"loss"_s))
                last = row.value(u"loss"_s).toDouble();
        }
        QString row;
        for (const QString &line : markdown.split(u'\n'))
            if (line.startsWith(u"| `"_s + runId + u'`'))
                row = line;
        QVERIFY2(!row.isEmpty(), qPrintable(markdown));
        const QString final = row.split(u'|', Qt::SkipEmptyParts).value(4).trimmed();
        // The report prints the file's last loss to the significant digits that tell the
        // column's values apart (4 to 8).
        QVERIFY2(twb::test::printedAs(last, final), qPrintable(final + u" for "_s + QString::number(last, 'g', 17)));
    }
}

void tst_DemoAblation::recordedFilesAreSmallAndMachineIndependent()
{
    const QString source = twb::test::sourceDir() + u"/templates/demo"_s;
    qint64 bytes = 0;
    QStringList paths{source + u"/ablations/lr-sweep.json"_s, source + u"/experiments/tiny-lm"_s,
                      source + u"/ablations/tiny-lm-kernel-rmsnorm-kernel.json"_s, source + u"/experiments/tiny-lm-kernel"_s};
    for (const QString &run : QDir(source + u"/runs"_s).entryList({u"tiny-lm-kernel-*"_s}, QDir::Dirs))
        paths << source + u"/runs/"_s + run;
    for (const QString &runId : m_runs)
        paths << source + u"/runs/"_s + runId;
    for (const QString &path : paths) {
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        QStringList files{path};
        if (QFileInfo(path).isDir()) {
            files.clear();
            QDirIterator it(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
        }
        for (const QString &file : files) {
            const QByteArray content = read(file);
            bytes += content.size();
            // Home folders, temp folders and checkouts differ from machine to machine.
            for (const char *machinePath : {"/tmp/", "/home/", "/root/", "/work/", "/Users/"})
                QVERIFY2(!content.contains(machinePath), qPrintable(file + u" names "_s + QString::fromLatin1(machinePath)));
        }
    }
    QVERIFY2(bytes < 2 * 1024 * 1024, qPrintable(QString::number(bytes)));
}

// The demo's bridge (scripts/make-demo-bridge.sh): the recorded RMSNorm kernel switched into
// tiny-lm-kernel, which validates with its files, and the A/B ablation's four finished CPU runs:
// the kernel arm says it ran in interpret mode and passed its start-up check, the other ran the
// plain module, and each seed's final loss is the same in both arms within 1e-4.
void tst_DemoAblation::theBridgeIsRecorded()
{
    const QString experiment = m_root + u"/experiments/tiny-lm-kernel"_s;
    const QJsonObject kernel = QJsonDocument::fromJson(read(experiment + u"/experiment.json"_s))
                                   .object()
                                   .value(u"model"_s)
                                   .toObject()
                                   .value(u"kernels"_s)
                                   .toObject()
                                   .value(u"rmsnorm"_s)
                                   .toObject();
    QCOMPARE(kernel.value(u"path"_s).toString(), u"kernels/rmsnorm.py"_s);
    // The kernel is the recorded run's, byte for byte.
    const QByteArray recorded =
        read(twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/recording/iter2/optimized.py"_s);
    QVERIFY(!recorded.isEmpty());
    QCOMPARE(read(experiment + u"/kernels/rmsnorm.py"_s), recorded);
    // Switching it in again validates the experiment with its files and changes nothing.
    const QByteArray before = read(experiment + u"/experiment.json"_s);
    const Run again = tpuwb({u"kernel"_s, u"use"_s, experiment + u"/kernels/rmsnorm.py"_s, u"--experiment"_s, experiment,
                             u"--module"_s, u"rmsnorm"_s});
    QVERIFY2(again.exitCode == 0, qPrintable(again.out + again.err));
    QCOMPARE(read(experiment + u"/experiment.json"_s), before);

    const QString ab = m_root + u"/ablations/tiny-lm-kernel-rmsnorm-kernel.json"_s;
    const Run expand = tpuwb({u"ablate"_s, u"expand"_s, ab});
    QCOMPARE(expand.exitCode, 0);
    QHash<QString, double> finalLoss; // "<enabled>/<seed>" -> last loss
    int runs = 0;
    for (const QString &line : expand.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QString runId = line.section(u'\t', 0, 0);
        const QString folder = m_root + u"/runs/"_s + runId;
        const QJsonObject record = QJsonDocument::fromJson(read(folder + u"/run.json"_s)).object();
        QCOMPARE(record.value(u"state"_s).toString(), u"finished"_s);
        QCOMPARE(record.value(u"device"_s).toString(), u"cpu"_s);
        QJsonObject kernelEvent;
        bool checked = false;
        double last = qQNaN();
        for (const QByteArray &text : read(folder + u"/metrics/host-0.jsonl"_s).split('\n')) {
            const QJsonObject row = QJsonDocument::fromJson(text).object();
            const QString event = row.value(u"event"_s).toString();
            if (event == u"kernel"_s)
                kernelEvent = row;
            else if (event == u"kernel_check"_s)
                checked = row.value(u"passed"_s).toBool();
            else if (event.isEmpty() && row.contains(u"loss"_s))
                last = row.value(u"loss"_s).toDouble();
        }
        const bool on = kernelEvent.value(u"enabled"_s).toBool();
        if (on) {
            QCOMPARE(kernelEvent.value(u"mode"_s).toString(), u"interpret mode on CPU"_s);
            QVERIFY2(checked, qPrintable(runId));
        }
        QVERIFY(qIsFinite(last));
        finalLoss.insert(u"%1/%2"_s.arg(on).arg(record.value(u"seed"_s).toInt()), last);
        ++runs;
    }
    QCOMPARE(runs, 4);
    for (int seed : {0, 1}) {
        const double off = finalLoss.value(u"0/%1"_s.arg(seed), qQNaN());
        const double on = finalLoss.value(u"1/%1"_s.arg(seed), qQNaN());
        QVERIFY2(qAbs(on - off) <= 1e-4, qPrintable(u"seed %1: %2 vs %3"_s.arg(seed).arg(on).arg(off)));
    }
}

QTEST_GUILESS_MAIN(tst_DemoAblation)
#include "tst_demo_ablation.moc"
