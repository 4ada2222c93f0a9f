// "Use the kernel" (issue 29): the recorded RMSNorm kernel (templates/kernel/examples/
// rmsnorm-torchax/recording/iter2/optimized.py, a Pallas kernel recorded by the example run, not
// measured here) switched into a scaffolded tiny decoder (d_model 128) with `tpuwb kernel use
// ... --ab 2`, and the project trained on the CPU under the workbench's Python environment (real
// torch, JAX and torchax; the Pallas kernel in interpret mode): the `kernel` event says the
// kernel runs and how, the start-up check passes, and the losses equal those of the same run
// with the kernel off (the A/B ablation's other arm) within 1e-4; the A/B ablation itself runs on
// this machine through `tpuwb ablate launch --device cpu`, both arms per seed. A kernel that returns wrong
// values (x * 2) is refused at start-up naming the module, and a hidden size the kernel cannot
// take is refused when it is switched in.
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct TrainRun
{
    int exitCode = -1;
    QString out;
    QString err;
    QList<QJsonObject> records; // metrics/host-0.jsonl
    QList<double> losses;

    QJsonObject event(const QString &name) const
    {
        for (const QJsonObject &record : records)
            if (record.value(u"event"_s).toString() == name)
                return record;
        return {};
    }
};

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class tst_KernelUse final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordedKernelTrainsLikeThePlainModule();
    void abAblationRunsBothArmsOnThisMachine();
    void wrongKernelIsRefusedAtStartUp();
    void whatTheKernelCannotTakeIsRefused();

private:
    QString scaffold(const QString &name, const QStringList &settings);
    TrainRun train(const QString &project, const QString &runDir, const QStringList &extra = {}) const;

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
    QString m_recordedRun; // a kernel run folder holding the recorded optimized.py
};

QString tst_KernelUse::scaffold(const QString &name, const QStringList &settings)
{
    const QString project = m_root.filePath(name);
    // d_model 128: the kernel's blocks are 128 lanes wide. A learning rate that moves the
    // weights in a few steps, so the backward through the kernel's node is exercised.
    const auto made = m_tpuwb.scaffoldTinyDecoder(
        project, u"v4-8"_s,
        QStringList{u"model.d_model=128"_s, u"model.d_ff=256"_s, u"train.warmup_steps=0"_s, u"train.lr=0.005"_s,
                    u"train.dtype=float32"_s, u"train.max_steps=6"_s}
            + settings);
    if (made.exitCode != 0)
        qWarning("scaffold failed: %s", qPrintable(made.err));
    return made.exitCode == 0 ? project : QString();
}

TrainRun tst_KernelUse::train(const QString &project, const QString &runDir, const QStringList &extra) const
{
    TrainRun run;
    QProcess process;
    process.setWorkingDirectory(project);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"JAX_PLATFORMS"_s, u"cpu"_s);
    process.setProcessEnvironment(env);
    process.start(twb::test::xlaPython(), QStringList{u"train.py"_s, u"--device"_s, u"cpu"_s, u"--max-steps"_s, u"6"_s,
                                                      u"--log-every"_s, u"1"_s, u"--threads"_s, u"1"_s,
                                                      u"--run-dir"_s, runDir}
                                              + extra);
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        run.err = u"train.py did not end within 300 s"_s;
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    for (const QByteArray &line : readBytes(runDir + u"/metrics/host-0.jsonl"_s).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject record = QJsonDocument::fromJson(line).object();
        run.records << record;
        if (record.contains(u"loss"_s) && !record.contains(u"event"_s))
            run.losses << record.value(u"loss"_s).toDouble();
    }
    return run;
}

void tst_KernelUse::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s)});
    // The recorded run's best kernel, published as a finished run publishes it.
    m_recordedRun = m_root.filePath(u"ws/kernel-runs/run_recorded"_s);
    QVERIFY(writeBytes(m_recordedRun + u"/optimized.py"_s,
                       readBytes(twb::test::sourceDir()
                                 + u"/templates/kernel/examples/rmsnorm-torchax/recording/iter2/optimized.py"_s)));
}

void tst_KernelUse::recordedKernelTrainsLikeThePlainModule()
{
    const QString project = scaffold(u"ws/experiments/tiny"_s, {});
    QVERIFY(!project.isEmpty());
    QElapsedTimer timer;
    timer.start();
    const auto used = m_tpuwb.run({u"kernel"_s, u"use"_s, m_recordedRun, u"--experiment"_s, project, u"--module"_s,
                                   u"RMSNorm"_s, u"--ab"_s, u"2"_s});
    QVERIFY2(used.exitCode == 0, qPrintable(used.out + used.err));

    // The experiment names the kernel (relative: both are in the workspace) with its hash; the
    // project carries the copy.
    const QByteArray kernel = readBytes(m_recordedRun + u"/optimized.py"_s);
    const QString sha = QString::fromLatin1(QCryptographicHash::hash(kernel, QCryptographicHash::Sha256).toHex());
    QCOMPARE(readBytes(project + u"/kernels/rmsnorm.py"_s), kernel);
    const QJsonObject config = QJsonDocument::fromJson(readBytes(project + u"/config.json"_s)).object();
    const QJsonObject entry = config.value(u"model"_s).toObject().value(u"kernels"_s).toObject().value(u"rmsnorm"_s).toObject();
    QCOMPARE(entry.value(u"path"_s).toString(), u"../../kernel-runs/run_recorded/optimized.py"_s);
    QCOMPARE(entry.value(u"sha256"_s).toString(), sha);
    QCOMPARE(entry.value(u"enabled"_s).toBool(), true);
    QCOMPARE(readBytes(project + u"/experiment.json"_s), readBytes(project + u"/config.json"_s));

    // The A/B ablation, expanded by the product's own command: off/on x 2 seeds.
    const QString ablation = m_root.filePath(u"ws/ablations/tiny-rmsnorm-kernel.json"_s);
    QVERIFY2(QFileInfo::exists(ablation), qPrintable(used.out));
    const auto expanded = m_tpuwb.run({u"ablate"_s, u"expand"_s, ablation, u"--json"_s});
    QVERIFY2(expanded.exitCode == 0, qPrintable(expanded.out + expanded.err));
    const QJsonObject expansion = QJsonDocument::fromJson(expanded.out.toUtf8()).object();
    QCOMPARE(expansion.value(u"runs"_s).toArray().size(), 4);
    QVERIFY2(expanded.out.contains(u"model.kernels.rmsnorm.enabled"_s), qPrintable(expanded.out));

    // The run with the kernel: announced, checked on the first batch, trained.
    const TrainRun on = train(project, m_root.filePath(u"run-on"_s));
    QVERIFY2(on.exitCode == 0, qPrintable(on.out + on.err));
    const QJsonObject kernelEvent = on.event(u"kernel"_s);
    QCOMPARE(kernelEvent.value(u"module"_s).toString(), u"rmsnorm"_s);
    QCOMPARE(kernelEvent.value(u"enabled"_s).toBool(), true);
    QCOMPARE(kernelEvent.value(u"mode"_s).toString(), u"interpret mode on CPU"_s);
    QVERIFY2(kernelEvent.value(u"timings"_s).toString().contains(u"interpret mode on CPU"_s), qPrintable(on.out));
    QCOMPARE(kernelEvent.value(u"sha256"_s).toString(), sha);
    QCOMPARE(kernelEvent.value(u"instances"_s).toArray().size(), 5); // 2 layers x 2 norms + the final norm
    const QJsonObject check = on.event(u"kernel_check"_s);
    QCOMPARE(check.value(u"passed"_s).toBool(), true);
    QCOMPARE(check.value(u"checks"_s).toArray().size(), 5);
    QVERIFY(on.out.contains(u"interpret mode on CPU"_s));
    QVERIFY(on.event(u"kernel_fallback"_s).isEmpty());

    // The other arm: the same experiment with the kernel off (what the ablation's baseline cell
    // sets), the plain module.
    QJsonObject off = config;
    QJsonObject model = off.value(u"model"_s).toObject();
    QJsonObject kernels = model.value(u"kernels"_s).toObject();
    QJsonObject rmsnorm = kernels.value(u"rmsnorm"_s).toObject();
    rmsnorm.insert(u"enabled"_s, false);
    kernels.insert(u"rmsnorm"_s, rmsnorm);
    model.insert(u"kernels"_s, kernels);
    off.insert(u"model"_s, model);
    const QString offConfig = m_root.filePath(u"config-off.json"_s);
    QVERIFY(writeBytes(offConfig, QJsonDocument(off).toJson()));
    const TrainRun plain = train(project, m_root.filePath(u"run-off"_s), {u"--config"_s, offConfig});
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.out + plain.err));
    QCOMPARE(plain.event(u"kernel"_s).value(u"enabled"_s).toBool(), false);
    QVERIFY(plain.event(u"kernel_check"_s).isEmpty());

    QCOMPARE(on.losses.size(), 6);
    QCOMPARE(plain.losses.size(), 6);
    double worst = 0;
    for (qsizetype i = 0; i < on.losses.size(); ++i)
        worst = std::max(worst, std::abs(on.losses[i] - plain.losses[i]));
    qInfo("losses with the kernel %s; without %s; max |delta| %.3g; kernel check max |diff| %.3g; %lld ms",
          qPrintable(QString::fromUtf8(QJsonDocument(QJsonArray::fromVariantList(
                                                          QVariantList(on.losses.begin(), on.losses.end())))
                                           .toJson(QJsonDocument::Compact))),
          qPrintable(QString::fromUtf8(QJsonDocument(QJsonArray::fromVariantList(
                                                          QVariantList(plain.losses.begin(), plain.losses.end())))
                                           .toJson(QJsonDocument::Compact))),
          worst, check.value(u"max_abs_diff"_s).toDouble(), qint64(timer.elapsed()));
    QVERIFY2(worst <= 1e-4, qPrintable(u"losses differ by %1"_s.arg(worst)));
    // Training moved the loss (the backward through the kernel's node reached the weights).
    QVERIFY2(on.losses.last() < on.losses.first(), qPrintable(on.out));
}

// The ablation `kernel use --ab 2` wrote, launched by the product on this machine (a local
// registry entry with the Python environment): the kernel arm runs the kernel, the baseline arm
// the plain module, and per seed their final losses agree within 1e-4.
void tst_KernelUse::abAblationRunsBothArmsOnThisMachine()
{
    const QString ablation = m_root.filePath(u"ws/ablations/tiny-rmsnorm-kernel.json"_s);
    QVERIFY2(QFileInfo::exists(ablation), "recordedKernelTrainsLikeThePlainModule writes it");
    const QString entry = u"{\"tpu_name\": \"this-machine\", \"mode\": \"local\", \"workbench\": {\"python\": \"%1\"}}"_s
                              .arg(twb::test::xlaPython());
    const auto added = m_tpuwb.run({u"registry"_s, u"add"_s, entry, u"--no-probe"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.out + added.err));
    QElapsedTimer timer;
    timer.start();
    const auto launched = m_tpuwb.run({u"ablate"_s, u"launch"_s, ablation, u"--machines"_s, u"this-machine"_s,
                                       u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s},
                                      300000);
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.out + launched.err));

    QMap<QString, double> finalLoss; // "<enabled>-s<seed>"
    const QDir runs(m_root.filePath(u"ws/runs"_s));
    for (const QString &run : runs.entryList({u"tiny-rmsnorm-kernel-*"_s}, QDir::Dirs)) {
        const QByteArray metrics = readBytes(runs.filePath(run + u"/metrics/host-0.jsonl"_s));
        QJsonObject kernel;
        double last = -1;
        for (const QByteArray &line : metrics.split('\n')) {
            const QJsonObject record = QJsonDocument::fromJson(line).object();
            if (record.value(u"event"_s).toString() == u"kernel"_s)
                kernel = record;
            else if (!record.contains(u"event"_s) && record.contains(u"loss"_s))
                last = record.value(u"loss"_s).toDouble();
        }
        QVERIFY2(!kernel.isEmpty() && last > 0, qPrintable(run));
        const bool enabled = kernel.value(u"enabled"_s).toBool();
        QCOMPARE(kernel.value(u"mode"_s).toString(),
                 enabled ? u"interpret mode on CPU"_s : u"off: the plain PyTorch module"_s);
        finalLoss.insert(u"%1-%2"_s.arg(enabled ? u"on"_s : u"off"_s, run.section(u'-', -1)), last);
    }
    QCOMPARE(finalLoss.size(), 4);
    for (const QString &seed : {u"s0"_s, u"s1"_s}) {
        const double delta = std::abs(finalLoss.value(u"on-"_s + seed) - finalLoss.value(u"off-"_s + seed));
        qInfo("ablation %s: final loss on %.6f off %.6f |delta| %.3g", qPrintable(seed),
              finalLoss.value(u"on-"_s + seed), finalLoss.value(u"off-"_s + seed), delta);
        QVERIFY2(delta <= 1e-4, qPrintable(seed));
    }
    qInfo("4 runs in %lld ms", qint64(timer.elapsed()));
}

void tst_KernelUse::wrongKernelIsRefusedAtStartUp()
{
    const QString project = scaffold(u"wrong"_s, {});
    QVERIFY(!project.isEmpty());
    const QString wrong = m_root.filePath(u"wrong-kernel/optimized.py"_s);
    QVERIFY(writeBytes(wrong, "import jax\n\n\n@jax.jit\ndef computation(weight, x):\n    return x * 2\n"));
    const auto used = m_tpuwb.run({u"kernel"_s, u"use"_s, wrong, u"--experiment"_s, project, u"--module"_s, u"rmsnorm"_s});
    QVERIFY2(used.exitCode == 0, qPrintable(used.out + used.err));

    const TrainRun run = train(project, m_root.filePath(u"run-wrong"_s));
    QCOMPARE(run.exitCode, 1);
    const QString message = run.err.trimmed().section(u'\n', -1);
    QVERIFY2(message.startsWith(u"train.py: model.kernels.rmsnorm: refused"_s), qPrintable(run.err));
    QVERIFY2(message.contains(u"RMSNorm"_s) && message.contains(u"first batch"_s), qPrintable(message));
    QVERIFY2(!run.err.contains(u"Traceback"_s), qPrintable(run.err));
    QVERIFY(run.losses.isEmpty()); // refused before the first step ended
    QCOMPARE(run.event(u"kernel_check"_s).value(u"passed"_s).toBool(true), false);
    const QJsonObject done = run.event(u"done"_s);
    QCOMPARE(done.value(u"exit_code"_s).toInt(), 1);
    QVERIFY2(done.value(u"error"_s).toString().contains(u"model.kernels.rmsnorm"_s), qPrintable(done.value(u"error"_s).toString()));
}

void tst_KernelUse::whatTheKernelCannotTakeIsRefused()
{
    // d_model 64: the kernel's 128-lane blocks do not fit; refused when it is switched in,
    // naming the field and the rule, and nothing is written.
    const QString project = scaffold(u"narrow"_s, {u"model.d_model=64"_s});
    QVERIFY(!project.isEmpty());
    const QByteArray before = readBytes(project + u"/experiment.json"_s);
    const auto narrow = m_tpuwb.run({u"kernel"_s, u"use"_s, m_recordedRun, u"--experiment"_s, project, u"--module"_s,
                                     u"rmsnorm"_s, u"--ab"_s, u"2"_s});
    QCOMPARE(narrow.exitCode, 1);
    QVERIFY2(narrow.err.contains(u"model.kernels.rmsnorm"_s) && narrow.err.contains(u"multiple of 128"_s),
             qPrintable(narrow.err));
    QCOMPARE(readBytes(project + u"/experiment.json"_s), before);
    QVERIFY(!QFileInfo::exists(project + u"/kernels/rmsnorm.py"_s));

    // A module the model cannot route through a kernel lists those it can.
    const auto unknown = m_tpuwb.run({u"kernel"_s, u"use"_s, m_recordedRun, u"--experiment"_s, project, u"--module"_s,
                                      u"Attention"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"--module Attention"_s) && unknown.err.contains(u"rmsnorm"_s), qPrintable(unknown.err));

    // A run folder without a published kernel says so.
    const auto unpublished = m_tpuwb.run({u"kernel"_s, u"use"_s, m_root.path(), u"--experiment"_s, project,
                                          u"--module"_s, u"rmsnorm"_s});
    QCOMPARE(unpublished.exitCode, 1);
    QVERIFY2(unpublished.err.contains(u"no published optimized.py"_s), qPrintable(unpublished.err));
}

QTEST_GUILESS_MAIN(tst_KernelUse)
#include "tst_kernel_use.moc"
