// "Why is it slow?" of an XLA-on-CPU run through `tpuwb`: the scaffolded fsdpv2 decoder runs
// its TPU code path under torch_xla's CPU runtime (`--device xla-cpu`, 4 virtual devices, the
// workbench's PyPI environment) on this machine; `tpuwb run profile RUN --steps 3` has train.py
// trace its next 3 steps with torch_xla's profiler, pulls the `.xplane.pb` and lists XLA
// operations from it: fusions, dots and the SPMD collectives, each step's parts adding up to
// it and the traced steps' time agreeing with train.py's own measure of them.
#include "support/test_files.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_RunProfileXlaCpuCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void profileListsXlaOperations();
    void cleanupTestCase();

private:
    using Output = twb::test::TpuwbRunner::Output;
    int loggedSteps() const;

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
    QString m_project;
    QString m_runId;
};

int tst_RunProfileXlaCpuCli::loggedSteps() const
{
    QDirIterator it(m_root.filePath(u"remote"_s), {u"host-0.jsonl"_s}, QDir::Files, QDirIterator::Subdirectories);
    int steps = 0;
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            steps = std::max(steps, int(f.readAll().count("\"loss\"")));
    }
    return steps;
}

void tst_RunProfileXlaCpuCli::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    const QString registry = m_root.filePath(u"ws/tpu_config.json"_s);
    const QJsonArray tpus{QJsonObject{
        {u"tpu_name"_s, u"this-machine"_s},
        {u"mode"_s, u"local"_s},
        {u"workbench"_s, QJsonObject{{u"python"_s, twb::test::xlaPython()}, {u"remote_root"_s, m_root.filePath(u"remote"_s)}}}}};
    QVERIFY(twb::test::writeTestFile(registry, QJsonDocument(QJsonObject{{u"tpus"_s, tpus}}).toJson()));
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, registry, u"--known-hosts"_s,
                        m_root.filePath(u"known_hosts"_s)});
    m_project = m_root.filePath(u"tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(
        m_project, u"v4-8"_s,
        {u"model.d_model=64"_s, u"model.d_ff=128"_s, u"model.vocab_size=256"_s, u"train.seq_len=64"_s,
         u"train.max_steps=100000"_s, u"train.eval_every=100000"_s, u"train.save_every=100000"_s,
         u"train.log_every=1"_s, u"train.warmup_steps=1"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
}

void tst_RunProfileXlaCpuCli::profileListsXlaOperations()
{
    const Output launched = m_tpuwb.run({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"this-machine"_s,
                                         u"--device"_s, u"xla-cpu"_s, u"--no-preflight"_s});
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.out + launched.err));
    m_runId = launched.out.trimmed().section(u'\n', -1);
    // Past the first compilations: the traced steps are the compiled step's.
    QTRY_VERIFY_WITH_TIMEOUT(loggedSteps() >= 10, 300000);

    QElapsedTimer asked;
    asked.start();
    const Output o = m_tpuwb.run({u"run"_s, u"profile"_s, m_runId, u"--steps"_s, u"3"_s}, 300000);
    const double seconds = double(asked.elapsed()) / 1000.0;
    QFile text(twb::test::artifactsDir() + u"/run_profile_xla_cpu_cli.txt"_s);
    QVERIFY(QDir().mkpath(twb::test::artifactsDir()) && text.open(QIODevice::WriteOnly));
    text.write(o.out.toUtf8() + o.err.toUtf8());
    text.close();
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    qInfo("tpuwb run profile --steps 3 took %.1f s", seconds);
    // The text lists XLA operations from the XPlane trace, with their categories, and says
    // what the CPU runtime's numbers are.
    QVERIFY2(o.out.contains(u"trace (xplane): "_s) && o.out.contains(u".xplane.pb"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"XLA operation"_s) && o.out.contains(u"category"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"_fusion"_s) && o.out.contains(u"all-reduce"_s) && o.out.contains(u"dot."_s),
             qPrintable(o.out));
    QVERIFY2(o.out.contains(u"note: XLA on CPU"_s), qPrintable(o.out));

    // profile.json: host 0's XPlane summary, three steps that add up, and train.py's time.
    QString saved;
    QDirIterator it(m_root.filePath(u"ws/runs/"_s + m_runId + u"/profiles"_s), {u"profile.json"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        saved = it.next();
    QFile file(saved);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(saved));
    const QJsonObject host = QJsonDocument::fromJson(file.readAll()).object().value(u"hosts"_s).toArray().first().toObject();
    QCOMPARE(host.value(u"format"_s).toString(), u"xplane"_s);
    const QString trace = QFileInfo(saved).absolutePath() + u'/' + host.value(u"files"_s).toArray().first().toString();
    qInfo("trace %s: %lld bytes", qPrintable(trace), qlonglong(QFileInfo(trace).size()));
    const QJsonObject summary = host.value(u"summary"_s).toObject();
    const QJsonArray steps = summary.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 3);
    double traced = 0;
    for (const auto &s : steps) {
        const QJsonObject b = s.toObject();
        double parts = 0;
        for (const char *kind : {"compute_us", "collective_us", "data_loading_us", "host_overhead_us", "idle_us"})
            parts += b.value(QLatin1StringView(kind)).toDouble();
        QVERIFY(qAbs(parts - b.value(u"total_us"_s).toDouble()) < 1.0);
        QVERIFY(b.value(u"compute_us"_s).toDouble() > 0);
        QVERIFY(b.value(u"collective_us"_s).toDouble() > 0);
        traced += b.value(u"total_us"_s).toDouble() / 1000.0;
    }
    const double measured = 3 * host.value(u"measured_step_ms"_s).toDouble();
    qInfo("traced %.2f ms/step, train.py %.2f ms/step", traced / 3, measured / 3);
    QVERIFY2(qAbs(traced - measured) < 0.05 * measured, qPrintable(u"traced %1 ms vs train.py %2 ms"_s.arg(traced).arg(measured)));
    QStringList categories;
    for (const auto &op : summary.value(u"top_operators"_s).toArray())
        categories << op.toObject().value(u"category"_s).toString();
    for (const QString &c : {u"fusion"_s, u"dot"_s, u"collective"_s})
        QVERIFY2(categories.contains(c), qPrintable(categories.join(u", "_s)));
}

void tst_RunProfileXlaCpuCli::cleanupTestCase()
{
    if (!m_runId.isEmpty())
        m_tpuwb.run({u"run"_s, u"stop"_s, m_runId, u"--grace"_s, u"20"_s});
}

QTEST_GUILESS_MAIN(tst_RunProfileXlaCpuCli)
#include "tst_run_profile_xla_cpu_cli.moc"
