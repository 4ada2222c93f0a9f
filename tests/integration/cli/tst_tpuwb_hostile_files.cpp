// tpuwb fed the files a careless edit or a hostile workspace leaves (a number beyond double
// range, 100,000 levels of nesting, a NUL byte): each command prints an error naming the file
// and the position and exits 1 (2 for a bad option), and never dies of a signal.
#include "core/util/atomic_file.h"
#include "support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_TpuwbHostileFiles final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFileIsAnErrorNotACrash_data();
    void hostileFileIsAnErrorNotACrash();
    void hostileOptionValuesAreUsageErrors_data();
    void hostileOptionValuesAreUsageErrors();
};

namespace {

struct Run
{
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QString err;
};

Run tpuwb(const QString &workspace, const QStringList &arguments)
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, workspace} + arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus(), process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

void tst_TpuwbHostileFiles::hostileFileIsAnErrorNotACrash_data()
{
    QTest::addColumn<QString>("file");      // relative to the workspace
    QTest::addColumn<QStringList>("command"); // FILE stands for the file's path, DIR for its folder
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("position");
    const QByteArray huge = "{\"a\": 1e999999}";
    // Closed: before, reading it overflowed the stack (tpuwb registry list died of SIGSEGV).
    const QByteArray deep = QByteArray("{\"a\": ") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
    const QByteArray nul("{\"name\": \"a\0b\"}", 15);
    const QList<std::tuple<const char *, QString, QStringList>> readers = {
        {"registry", u"tpu_config.json"_s, {u"--config"_s, u"FILE"_s, u"registry"_s, u"list"_s}},
        {"experiment", u"experiments/e/experiment.json"_s, {u"hash"_s, u"FILE"_s}},
        {"ablation", u"ablations/a.json"_s, {u"ablate"_s, u"expand"_s, u"FILE"_s}},
        {"job", u"job.json"_s, {u"kernel"_s, u"validate"_s, u"FILE"_s}},
        {"state.json", u"kernel-runs/r1/state.json"_s, {u"kernel"_s, u"status"_s, u"DIR"_s}},
    };
    for (const auto &[name, file, command] : readers) {
        QTest::addRow("%s: number beyond double range", name) << file << command << huge << u"line 1, column 7"_s;
        QTest::addRow("%s: 100000 levels of nesting", name) << file << command << deep << u"line 1, column 262"_s;
        QTest::addRow("%s: NUL byte", name) << file << command << nul << u"line 1, column 12"_s;
    }
}

void tst_TpuwbHostileFiles::hostileFileIsAnErrorNotACrash()
{
    QFETCH(QString, file);
    QFETCH(QStringList, command);
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir workspace;
    const QString path = workspace.filePath(file);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QVERIFY(twb::writeFileAtomically(path, text));
    for (QString &argument : command) {
        if (argument == u"FILE"_s)
            argument = path;
        else if (argument == u"DIR"_s)
            argument = QFileInfo(path).absolutePath();
    }
    const Run run = tpuwb(workspace.path(), command);
    QCOMPARE(run.status, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path), qPrintable(run.err));
    QVERIFY2(run.err.contains(position), qPrintable(run.err));
    QVERIFY2(run.err.size() < 2000, qPrintable(run.err.left(2000)));
    QCOMPARE(*twb::readWholeFile(path), text); // nothing rewrote it
}

void tst_TpuwbHostileFiles::hostileOptionValuesAreUsageErrors_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("mentions");
    const QStringList scaffold = {u"scaffold"_s, u"--name"_s, u"x"_s, u"--model"_s, u"decoder"_s, u"--accelerator"_s,
                                  u"v5litepod-8"_s, u"--strategy"_s, u"fsdpv2"_s, u"--dry-run"_s, u"--set"_s};
    QTest::newRow("--set a number beyond double range") << scaffold + QStringList{u"train.lr=1e999999"_s}
                                                        << u"train.lr=1e999999"_s;
    QTest::newRow("--set 100000 levels of nesting") << scaffold + QStringList{u"tags="_s + QString(100000, u'[')}
                                                    << u"256"_s;
    QTest::newRow("--axes a size beyond int") << QStringList{u"mesh"_s, u"validate"_s, u"--accelerator"_s, u"v5litepod-8"_s,
                                                             u"--axes"_s, u"data=8,model=99999999999"_s}
                                              << u"at character 8"_s;
}

void tst_TpuwbHostileFiles::hostileOptionValuesAreUsageErrors()
{
    QFETCH(QStringList, command);
    QFETCH(QString, mentions);
    QTemporaryDir workspace;
    const Run run = tpuwb(workspace.path(), command);
    QCOMPARE(run.status, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(mentions), qPrintable(run.err.left(2000)));
}

QTEST_GUILESS_MAIN(tst_TpuwbHostileFiles)
#include "tst_tpuwb_hostile_files.moc"
