// tpuwb scaffold / hash / lint as a user runs them: exit codes, messages naming the field,
// no overwrite without --force, --dry-run writes nothing, the hash equals Python's.
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run tpuwb(const QStringList &args, const QString &workDir = {})
{
    QProcess process;
    if (!workDir.isEmpty())
        process.setWorkingDirectory(workDir);
    process.start(twb::test::tpuwbBinary(), args);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.code = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ScaffoldCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scaffoldWritesAndRefusesToOverwrite();
    void invalidExperimentNamesTheField_data();
    void invalidExperimentNamesTheField();
    void hashEqualsPython();
    void lintReportsAndFixes();

private:
    QTemporaryDir m_dir;
};

void tst_ScaffoldCli::scaffoldWritesAndRefusesToOverwrite()
{
    const QString out = m_dir.filePath(u"exp"_s);
    const QStringList base = {u"--workspace"_s, m_dir.filePath(u"ws"_s), u"scaffold"_s, u"--name"_s, u"e1"_s,
                              u"--model"_s, u"decoder"_s, u"--accelerator"_s, u"v4-16"_s, u"--strategy"_s,
                              u"spmd"_s, u"--out"_s, out};
    Run dry = tpuwb(base + QStringList{u"--dry-run"_s});
    QCOMPARE(dry.code, 0);
    QVERIFY(dry.out.contains(u"new      train.py"_s));
    QVERIFY(!QFileInfo::exists(out));

    Run first = tpuwb(base);
    QVERIFY2(first.code == 0, qPrintable(first.err));
    QVERIFY(first.out.contains(u"config hash "_s));
    QVERIFY(QFileInfo(out + u"/launch.sh"_s).isExecutable());

    // Same render again: nothing changes, nothing is refused.
    Run again = tpuwb(base);
    QCOMPARE(again.code, 0);
    QVERIFY(again.out.contains(u"same     train.py"_s));

    // A local edit is never overwritten silently: refused with the diff, then --force.
    QFile edit(out + u"/model.py"_s);
    QVERIFY(edit.open(QIODevice::Append));
    edit.write("# local\n");
    edit.close();
    Run refused = tpuwb(base + QStringList{u"--set"_s, u"train.lr=0.001"_s});
    QCOMPARE(refused.code, 1);
    QVERIFY(refused.err.contains(u"model.py"_s));
    QVERIFY(refused.err.contains(u"--force"_s));
    QVERIFY(refused.out.contains(u"-# local"_s));
    QVERIFY(readFile(out + u"/model.py"_s).endsWith("# local\n"));
    QVERIFY(readFile(out + u"/config.json"_s).contains("0.0003")); // not even the new config
    Run forced = tpuwb(base + QStringList{u"--set"_s, u"train.lr=0.001"_s, u"--force"_s});
    QCOMPARE(forced.code, 0);
    QVERIFY(!readFile(out + u"/model.py"_s).endsWith("# local\n"));
    QVERIFY(readFile(out + u"/config.json"_s).contains("0.001"));
}

void tst_ScaffoldCli::invalidExperimentNamesTheField_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("mentions");
    const QStringList base = {u"--name"_s, u"bad"_s, u"--model"_s, u"decoder"_s, u"--accelerator"_s, u"v5litepod-8"_s};
    QTest::newRow("heads do not divide d_model")
        << base + QStringList{u"--strategy"_s, u"fsdpv2"_s, u"--set"_s, u"model.n_heads=7"_s} << 1 << u"model.n_heads"_s;
    QTest::newRow("unknown strategy") << base + QStringList{u"--strategy"_s, u"pipeline"_s} << 1 << u"tpu.strategy"_s;
    QTest::newRow("splash without spmd")
        << base + QStringList{u"--strategy"_s, u"ddp"_s, u"--attention"_s, u"splash"_s} << 1 << u"attention_kernel"_s;
    QTest::newRow("missing strategy") << base << 2 << u"--strategy"_s;
    QTest::newRow("bad --set") << base + QStringList{u"--strategy"_s, u"single"_s, u"--set"_s, u"lr"_s} << 2 << u"key=value"_s;
}

void tst_ScaffoldCli::invalidExperimentNamesTheField()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, mentions);
    const QString out = m_dir.filePath(u"bad"_s);
    Run run = tpuwb(QStringList{u"scaffold"_s} + args + QStringList{u"--out"_s, out});
    QCOMPARE(run.code, code);
    QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(out));
}

void tst_ScaffoldCli::hashEqualsPython()
{
    const QString path = m_dir.filePath(u"sample.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema": "tpuwb.experiment/1", "name": "x", "hypothesis": "ünïcödé ✓",
                   "train": {"seed": 3, "lr": 0.0003}, "data": {"path": "/données/東京.txt"}})");
    file.close();
    Run run = tpuwb({u"hash"_s, path});
    QCOMPARE(run.code, 0);
    QProcess python;
    python.start(twb::test::systemPython(),
                 {u"-c"_s, u"import hashlib, json, sys\n"
                           "cfg = json.load(open(sys.argv[1], encoding='utf-8'))\n"
                           "for k in ('name', 'hypothesis', 'tags', 'notes'): cfg.pop(k, None)\n"
                           "cfg['train'].pop('seed', None)\n"
                           "print(hashlib.sha256(json.dumps(cfg, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:8])\n"_s,
                  path});
    QVERIFY(python.waitForFinished(20000));
    QCOMPARE(run.out.trimmed(), QString::fromUtf8(python.readAllStandardOutput()).trimmed());

    Run missing = tpuwb({u"hash"_s, m_dir.filePath(u"nope.json"_s)});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains(u"nope.json"_s));
    QCOMPARE(tpuwb({u"hash"_s}).code, 2);
}

void tst_ScaffoldCli::lintReportsAndFixes()
{
    const QString path = m_dir.filePath(u"old.py"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import torch_xla.core.xla_model as xm\n\ndev = xm.xla_device()\nxm.mark_step()\n");
    file.close();
    Run report = tpuwb({u"lint"_s, path});
    QCOMPARE(report.code, 1);
    QVERIFY(report.out.contains(path + u":3:7: warning: [xm-xla-device]"_s));
    QVERIFY(report.out.contains(path + u":4:1: warning: [xm-mark-step]"_s));

    Run fixed = tpuwb({u"lint"_s, u"--fix"_s, path});
    QCOMPARE(fixed.code, 1); // mark_step is structural: reported, not rewritten
    QVERIFY(fixed.out.contains(u"rewrote 1 legacy call"_s));
    QVERIFY(readFile(path).contains("dev = torch_xla.device()"));
    QVERIFY(readFile(path).contains("xm.mark_step()"));

    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("import torch_xla.core.xla_model as xm\nn = xm.xrt_world_size()\n");
    file.close();
    QCOMPARE(tpuwb({u"lint"_s, u"--fix"_s, path}).code, 0); // everything fixable: clean after
    QCOMPARE(tpuwb({u"lint"_s, path}).code, 0);
    QCOMPARE(tpuwb({u"lint"_s}).code, 2);
}

QTEST_GUILESS_MAIN(tst_ScaffoldCli)
#include "tst_scaffold_cli.moc"
