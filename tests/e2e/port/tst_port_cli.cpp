// End to end: `tpuwb port --write` on three real PyTorch training scripts of different shapes
// (module-level .cuda() code with a DataLoader; torch.cuda.amp autocast + GradScaler with a
// device variable; a train(model, loader, ...) function started by mp.spawn). Each port lints
// clean (tpuwb lint, py_compile, pyflakes) and, with no torch_xla installed, trains on the CPU
// for 20 steps with the same losses as the original run with Debian's PyTorch.
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Outcome
{
    int exitCode = -1;
    QString out;
    QString err;
};

Outcome run(const QString &program, const QStringList &args, const QString &dir = {})
{
    QProcess process;
    if (!dir.isEmpty())
        process.setWorkingDirectory(dir);
    process.start(program, args);
    Outcome outcome;
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        outcome.err = u"did not finish in 3 minutes"_s;
        return outcome;
    }
    outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    return outcome;
}

// "step N loss X" lines, in order.
QList<double> losses(const QString &out)
{
    static const QRegularExpression line(u"^step (\\d+) loss (\\S+)$"_s, QRegularExpression::MultilineOption);
    QList<double> values;
    auto it = line.globalMatch(out);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.captured(1).toInt() != values.size() + 1)
            return {};
        values.append(m.captured(2).toDouble());
    }
    return values;
}

QString scriptsDir()
{
    return twb::test::sourceDir() + u"/tests/e2e/port/scripts"_s;
}

} // namespace

class TestPortCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const Outcome torch = run(twb::test::systemPython(), {u"-c"_s, u"import torch, pyflakes"_s});
        QVERIFY2(torch.exitCode == 0, qPrintable(u"/usr/bin/python3 needs torch and pyflakes (apt install python3-torch "
                                                 "python3-pyflakes): "_s + torch.err));
        const Outcome xla = run(twb::test::systemPython(), {u"-c"_s, u"import torch_xla"_s});
        QVERIFY2(xla.exitCode != 0, "torch_xla is installed: this test checks the CPU stand-ins of a port");
    }

    void portTrainsLikeTheOriginal_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("cudaStandIn"); // the original calls .cuda() unconditionally
        QTest::addColumn<QStringList>("expected"); // text the port must contain
        QTest::newRow("plain loop with .cuda() and a DataLoader")
            << u"plain_loop.py"_s << true
            << QStringList{u"\ndevice = torch_xla.device()\n"_s, u").to(device)\n"_s,
                           u"in pl.MpDeviceLoader(loader, device):\n        with torch_xla.step():\n"_s};
        QTest::newRow("torch.cuda.amp autocast and GradScaler")
            << u"amp_scaler.py"_s << false
            << QStringList{u"device = torch_xla.device()"_s,
                           u"with torch_xla.amp.autocast(device, dtype=torch.bfloat16):"_s,
                           u"            loss.backward()\n"_s, u"            optimizer.step()\n"_s};
        QTest::newRow("train(model, loader) started by mp.spawn")
            << u"function_train.py"_s << false
            << QStringList{u"enumerate(pl.MpDeviceLoader(loader, device))"_s,
                           u"torch_xla.launch(worker, args=(20,))"_s, u"device = torch_xla.device()"_s};
    }

    void portTrainsLikeTheOriginal()
    {
        QFETCH(QString, script);
        QFETCH(bool, cudaStandIn);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const QString original = dir.filePath(u"original.py"_s);
        const QString path = dir.filePath(script);
        QVERIFY(QFile::copy(scriptsDir() + u'/' + script, original));
        QVERIFY(QFile::copy(scriptsDir() + u'/' + script, path));
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);

        // Dry run first: the diff, nothing written.
        const Outcome dry = run(twb::test::tpuwbBinary(), {u"port"_s, path, u"--python"_s, twb::test::systemPython()});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.out + dry.err));
        QVERIFY(dry.out.contains(u"--- a/"_s + script));
        QVERIFY(dry.out.contains(u"+        with torch_xla.step():"_s) || dry.out.contains(u"+            with torch_xla.step():"_s));
        QVERIFY2(dry.out.contains(u"The port lints clean (torch_xla API linter, pyflakes)."_s), qPrintable(dry.out));
        QVERIFY(!QFile::exists(path + u".bak"_s));

        const Outcome written = run(twb::test::tpuwbBinary(), {u"port"_s, path, u"--write"_s});
        QVERIFY2(written.exitCode == 0, qPrintable(written.out + written.err));
        QVERIFY(written.out.contains(u"Wrote "_s + path));
        QFile backup(path + u".bak"_s), ported(path), reference(original);
        QVERIFY(backup.open(QIODevice::ReadOnly) && ported.open(QIODevice::ReadOnly) && reference.open(QIODevice::ReadOnly));
        QCOMPARE(backup.readAll(), reference.readAll());
        const QString code = QString::fromUtf8(ported.readAll());
        for (const QString &text : expected)
            QVERIFY2(code.contains(text), qPrintable(u"missing: "_s + text + u"\n---\n"_s + code));
        // (A docstring may still say ".cuda()"; a call has a name or a bracket before it.)
        QVERIFY(!code.contains(QRegularExpression(u"[\\w)\\]]\\.cuda\\("_s)));
        QVERIFY(!code.contains(u"\"cuda\""_s));

        // Lints clean: the workbench's torch_xla linter, the compiler, pyflakes.
        const Outcome lint = run(twb::test::tpuwbBinary(), {u"lint"_s, path});
        QVERIFY2(lint.exitCode == 0, qPrintable(lint.out + lint.err));
        const Outcome compiled = run(twb::test::systemPython(), {u"-m"_s, u"py_compile"_s, path});
        QVERIFY2(compiled.exitCode == 0, qPrintable(compiled.err));
        const Outcome flakes = run(twb::test::systemPython(), {u"-m"_s, u"pyflakes"_s, path});
        QVERIFY2(flakes.exitCode == 0 && flakes.out.isEmpty(), qPrintable(flakes.out + flakes.err));

        // Trains the same: 20 steps each, fixed seeds, on the CPU.
        QStringList originalArgs{original};
        if (cudaStandIn)
            originalArgs.prepend(twb::test::sourceDir() + u"/tests/e2e/port/run_with_cuda_as_cpu.py"_s);
        const Outcome before = run(twb::test::systemPython(), originalArgs, dir.path());
        QVERIFY2(before.exitCode == 0, qPrintable(before.err));
        const Outcome after = run(twb::test::systemPython(), {path}, dir.path());
        QVERIFY2(after.exitCode == 0, qPrintable(after.err));
        const QList<double> expectedLosses = losses(before.out);
        const QList<double> portedLosses = losses(after.out);
        QCOMPARE(expectedLosses.size(), 20);
        QCOMPARE(portedLosses.size(), 20);
        for (int i = 0; i < 20; ++i)
            QVERIFY2(qAbs(expectedLosses[i] - portedLosses[i]) <= 1e-6 * qMax(1.0, qAbs(expectedLosses[i])),
                     qPrintable(u"step %1: original %2, port %3"_s.arg(i + 1).arg(expectedLosses[i]).arg(portedLosses[i])));
        // The losses move: a script that did not train would compare equal too.
        QVERIFY(expectedLosses.first() != expectedLosses.last());
        qInfo().noquote() << script << u"step 20 loss: original"_s << expectedLosses.last() << u"port"_s
                          << portedLosses.last();
    }

    void writeRefusesToLoseABackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"plain_loop.py"_s);
        QVERIFY(QFile::copy(scriptsDir() + u"/plain_loop.py"_s, path));
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
        QFile bak(path + u".bak"_s);
        QVERIFY(bak.open(QIODevice::WriteOnly));
        bak.write("an earlier original\n");
        bak.close();
        const Outcome outcome = run(twb::test::tpuwbBinary(), {u"port"_s, path, u"--write"_s});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(path + u".bak exists already"_s), qPrintable(outcome.err));
        QFile file(path), source(scriptsDir() + u"/plain_loop.py"_s);
        QVERIFY(file.open(QIODevice::ReadOnly) && source.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), source.readAll());
    }

    void errorsNameTheFile()
    {
        QTemporaryDir dir;
        const QString broken = dir.filePath(u"broken.py"_s);
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import torch\nmodel = torch.nn.Linear(2, 2).cuda(\n");
        file.close();
        Outcome outcome = run(twb::test::tpuwbBinary(), {u"port"_s, broken});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(broken + u":2: syntax error"_s), qPrintable(outcome.err));
        outcome = run(twb::test::tpuwbBinary(), {u"port"_s, dir.filePath(u"missing.py"_s)});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY(outcome.err.contains(dir.filePath(u"missing.py"_s)));
        outcome = run(twb::test::tpuwbBinary(), {u"port"_s});
        QCOMPARE(outcome.exitCode, 2);
    }

    void jsonReport()
    {
        const Outcome outcome = run(twb::test::tpuwbBinary(),
                                    {u"port"_s, scriptsDir() + u"/amp_scaler.py"_s, u"--json"_s});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.out.contains(u"\"kind\": \"amp\""_s), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains(u"\"clean\": true"_s));
        QVERIFY(outcome.out.contains(u"\"written\": false"_s));
    }
};

QTEST_GUILESS_MAIN(TestPortCli)
#include "tst_port_cli.moc"
