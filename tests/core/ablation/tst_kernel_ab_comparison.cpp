// KernelAbComparison on the demo's recorded kernel A/B (templates/demo/runs/tiny-lm-kernel-*,
// real CPU runs made by scripts/make-demo-bridge.sh), copied to a temporary folder so that one
// test can change a run's last loss.
#include "core/ablation/kernel_ab_comparison.h"
#include "core/ablation/run_set.h"
#include "support/test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_KernelAbComparison final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theRecordedAbAgreesAndSaysHowTheKernelRan();
    void oneArmOrAnotherAblationIsNoAb();
    void aLossOutsideTheToleranceIsNamed();

private:
    static std::optional<KernelAbComparison> compare(const QStringList &dirs);
    QStringList copiedRuns(const QString &pattern) const;
    QTemporaryDir m_dir;
};

void tst_KernelAbComparison::initTestCase()
{
    const QString source = twb::test::sourceDir() + u"/templates/demo/runs"_s;
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = m_dir.filePath(QDir(source).relativeFilePath(file));
        QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
        QVERIFY(QFile::copy(file, target));
    }
    QCOMPARE(copiedRuns(u"tiny-lm-kernel-*"_s).size(), 4);
}

QStringList tst_KernelAbComparison::copiedRuns(const QString &pattern) const
{
    QStringList dirs;
    for (const QString &name : QDir(m_dir.path()).entryList({pattern}, QDir::Dirs, QDir::Name))
        dirs << m_dir.filePath(name);
    return dirs;
}

std::optional<KernelAbComparison> tst_KernelAbComparison::compare(const QStringList &dirs)
{
    const RunSet runs = RunSet::load(dirs);
    std::vector<KernelAbComparison::Run> abRuns;
    for (const RunSet::Run &run : runs.runs())
        abRuns.push_back({run.runId, run.dir, run.config, run.seed});
    return KernelAbComparison::from(abRuns, runs.store());
}

void tst_KernelAbComparison::theRecordedAbAgreesAndSaysHowTheKernelRan()
{
    const auto ab = compare(copiedRuns(u"tiny-lm-kernel-*"_s));
    QVERIFY(ab);
    QCOMPARE(ab->module, u"rmsnorm"_s);
    QCOMPARE(ab->pairs.size(), std::size_t(2));
    QCOMPARE(ab->pairs[0].seed, 0);
    QCOMPARE(ab->pairs[1].seed, 1);
    QVERIFY(ab->lossesEqual());
    QVERIFY2(ab->largestLossDifference() < 1e-4, qPrintable(QString::number(ab->largestLossDifference())));
    QVERIFY(ab->stepMsOff > 0 && ab->stepMsOn > 0);
    QCOMPARE(ab->mode, u"interpret mode on CPU"_s);
    const QString text = ab->text();
    QVERIFY2(text.contains(u"rmsnorm"_s) && text.contains(u"equal"_s) && text.contains(u"interpret mode on CPU"_s)
                 && text.contains(u"ms without"_s),
             qPrintable(text));
}

void tst_KernelAbComparison::oneArmOrAnotherAblationIsNoAb()
{
    // The plain arm alone (hash 4b4337a9 is enabled=false) is not an A/B.
    QStringList plain;
    for (const QString &dir : copiedRuns(u"tiny-lm-kernel-*"_s)) {
        const RunSet one = RunSet::load({dir});
        const Json entry = one.runs().front().config["model"]["kernels"]["rmsnorm"];
        if (!entry.value("enabled", true))
            plain << dir;
    }
    QCOMPARE(plain.size(), 2);
    QVERIFY(!compare(plain));
    QVERIFY(!compare(copiedRuns(u"lr-sweep-*"_s)));
}

void tst_KernelAbComparison::aLossOutsideTheToleranceIsNamed()
{
    // The kernel arm's seed 1 ends 1 % higher: outside the 0.1 % tolerance.
    QString changed;
    for (const QString &dir : copiedRuns(u"tiny-lm-kernel-*"_s)) {
        const RunSet one = RunSet::load({dir});
        if (one.runs().front().config["model"]["kernels"]["rmsnorm"].value("enabled", true) && one.runs().front().seed == 1)
            changed = dir;
    }
    QVERIFY(!changed.isEmpty());
    QFile metrics(changed + u"/metrics/host-0.jsonl"_s);
    QVERIFY(metrics.open(QIODevice::Append));
    metrics.write("{\"step\": 61, \"time\": 1796609999.0, \"host\": 0, \"loss\": 0.6533}\n");
    metrics.close();
    const auto ab = compare(copiedRuns(u"tiny-lm-kernel-*"_s));
    QVERIFY(ab);
    QVERIFY(!ab->lossesEqual());
    QCOMPARE(ab->pairsWithin(), 1);
    QVERIFY2(ab->text().contains(u"differs by more than 0.1 %"_s), qPrintable(ab->text()));
}

QTEST_GUILESS_MAIN(tst_KernelAbComparison)
#include "tst_kernel_ab_comparison.moc"
