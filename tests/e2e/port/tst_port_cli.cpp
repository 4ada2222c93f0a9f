// End to end: `tpuwb port --write` on PyTorch training scripts of different shapes
// (tests/e2e/port/scripts/):
// - Under torch_xla's CPU runtime (PJRT_DEVICE=CPU, the workbench's PyPI environment) each port
//   runs and its losses match the original's on plain CPU (same seed): within 1e-5 relative in
//   float32, within 1e-2 in the port's bf16 autocast (below). The trainers carry what real ones do:
//   device strings in argparse and a config dict, autocast + GradScaler, gradient accumulation
//   (nested micro-batches; every k-th batch), DDP over NCCL behind RANK (run here as a one-process
//   group on XLA's backend), pin_memory, TF32/cuDNN switches.
// - A trainer with what the port cannot make run is refused, each line named.
// - With no torch_xla (Debian's PyTorch), the ports of three scripts train exactly as the
//   originals did on the CPU (the stand-ins).
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

Outcome run(const QString &program, const QStringList &args, const QString &dir = {},
            const QStringList &environment = {})
{
    QProcess process;
    if (!dir.isEmpty())
        process.setWorkingDirectory(dir);
    if (!environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &entry : environment)
            env.insert(entry.section(u'=', 0, 0), entry.section(u'=', 1));
        process.setProcessEnvironment(env);
    }
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

// A loopback port nobody listens on now (the kernel's pick for bind(0)), for xla://'s rendezvous.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    if (fd >= 0)
        ::close(fd);
    return port;
}

// Copies a script of scripts/ into `dir` twice: original.py and SCRIPT (to be ported).
QString copyScript(const QTemporaryDir &dir, const QString &script)
{
    const QString path = dir.filePath(script);
    if (!QFile::copy(scriptsDir() + u'/' + script, dir.filePath(u"original.py"_s))
        || !QFile::copy(scriptsDir() + u'/' + script, path))
        return {};
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
    return path;
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
        QVERIFY2(xla.exitCode != 0, "torch_xla is installed for /usr/bin/python3: this test checks the CPU stand-ins of a port there");
        const QString missing = twb::test::missingXlaEnvironment();
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
        const Outcome flakes = run(twb::test::xlaPython(), {u"-c"_s, u"import pyflakes"_s});
        QVERIFY2(flakes.exitCode == 0, qPrintable(twb::test::xlaPython() + u" has no pyflakes: re-run scripts/install-python-env.sh"_s));
    }

    // The port runs under torch_xla's CPU runtime and trains as the original did on the CPU.
    // Tolerances, relative to the original's loss at each step: float32 1e-5 (XLA fuses and
    // reorders float32 reductions: measured differences are about 1e-7); bf16 autocast 1e-2. bf16
    // keeps 8 significant bits (a rounded matmul input is off by up to 2^-8, 0.4%); autocast rounds
    // only matmul inputs and keeps the loss in float32, so the loss moves by a fraction of that per
    // step (measured: at most 9e-4 over these runs); 1e-2 leaves room for the drift of a few
    // optimizer steps while a wrong port (another seed, batch, learning rate or a dropped
    // micro-batch) moves the loss by more. A bf16 row must also differ from the original by more
    // than float32 noise (1e-5), which shows the autocast ran in bf16.
    void portRunsUnderTorchXla_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("originalArgs"); // the original's run on plain CPU
        QTest::addColumn<QStringList>("portArgs");
        QTest::addColumn<QStringList>("portEnv");
        QTest::addColumn<bool>("bf16");
        QTest::addColumn<QStringList>("expected"); // text the port must contain
        QTest::addColumn<bool>("launches"); // trains in a process torch_xla.launch starts
        // At most this many XLA executions (0: not checked). The nested accumulation's step holds
        // 4 micro-batches: 8 steps run about 16 graphs; a step per micro-batch ran 39 (measured).
        QTest::addColumn<int>("maxExecutions");
        const QString standIn = twb::test::sourceDir() + u"/tests/e2e/port/run_with_cuda_as_cpu.py"_s;
        QTest::newRow("plain loop with .cuda() (float32)")
            << u"plain_loop.py"_s << QStringList{standIn, u"original.py"_s} << QStringList{} << QStringList{} << false
            << QStringList{u"in pl.MpDeviceLoader(loader, device):\n        with torch_xla.step():\n"_s} << false << 0;
        QTest::newRow("train(model, loader) started by mp.spawn (float32)")
            << u"function_train.py"_s << QStringList{u"original.py"_s} << QStringList{} << QStringList{} << false
            << QStringList{u"torch_xla.launch(worker, args=(20,))"_s} << true << 0;
        QTest::newRow("torch.cuda.amp autocast and GradScaler (bf16)")
            << u"amp_scaler.py"_s << QStringList{u"original.py"_s, u"--steps"_s, u"8"_s} << QStringList{u"--steps"_s, u"8"_s}
            << QStringList{} << true << QStringList{u"            optimizer.step()\n"_s} << false << 0;
        QTest::newRow("trainer: config device, nested accumulation, autocast + GradScaler (bf16)")
            << u"ddp_accum_trainer.py"_s
            << QStringList{u"original.py"_s, u"--device"_s, u"cpu"_s, u"--dtype"_s, u"float32"_s} << QStringList{}
            << QStringList{} << true
            << QStringList{u"    \"device\": XLA_DEVICE,\n"_s,
                           u"    for step in range(1, args.steps + 1):\n        with torch_xla.step():\n"
                           "            for micro_step in range(CONFIG[\"grad_accum\"]):\n"_s,
                           u"                loss.backward()\n            torch.nn.utils.clip_grad_norm_("_s,
                           u"pin_memory=False)"_s, u"dist.init_process_group(\"xla\", init_method=\"xla://\")"_s,
                           u"model = DDP(model, gradient_as_bucket_view=True)"_s, u"device = torch_xla.device()"_s}
            << false << 24;
        QTest::newRow("trainer's DDP branch under RANK: XLA process group (float32)")
            << u"ddp_accum_trainer.py"_s
            << QStringList{u"original.py"_s, u"--device"_s, u"cpu"_s, u"--dtype"_s, u"float32"_s}
            << QStringList{u"--dtype"_s, u"float32"_s}
            << QStringList{u"RANK=0"_s, u"LOCAL_RANK=0"_s, u"WORLD_SIZE=1"_s, u"MASTER_ADDR=127.0.0.1"_s,
                           u"MASTER_PORT=%1"_s.arg(freePort())}
            << false << QStringList{u"import torch_xla.distributed.xla_backend"_s} << false << 0;
        QTest::newRow("accumulation every k-th batch, pinned DataLoader, float16 AMP (bf16)")
            << u"accum_every_k.py"_s << QStringList{u"original.py"_s, u"--device"_s, u"cpu"_s} << QStringList{}
            << QStringList{} << true
            << QStringList{u"            optimizer.step()\n            torch_xla.sync()\n"_s,
                           u"enumerate(pl.MpDeviceLoader(loader, device))"_s, u"default=XLA_DEVICE"_s}
            << false << 0;
    }

    void portRunsUnderTorchXla()
    {
        QFETCH(QString, script);
        QFETCH(QStringList, originalArgs);
        QFETCH(QStringList, portArgs);
        QFETCH(QStringList, portEnv);
        QFETCH(bool, bf16);
        QFETCH(QStringList, expected);
        QFETCH(bool, launches);
        QFETCH(int, maxExecutions);
        QTemporaryDir dir;
        const QString path = copyScript(dir, script);
        QVERIFY(!path.isEmpty());

        const Outcome written = run(twb::test::tpuwbBinary(),
                                    {u"port"_s, path, u"--write"_s, u"--python"_s, twb::test::xlaPython()});
        QVERIFY2(written.exitCode == 0, qPrintable(written.out + written.err));
        QVERIFY2(written.out.contains(u"The port lints clean (torch_xla API linter, pyflakes)."_s), qPrintable(written.out));
        QFile ported(path);
        QVERIFY(ported.open(QIODevice::ReadOnly));
        const QString code = QString::fromUtf8(ported.readAll());
        for (const QString &text : expected)
            QVERIFY2(code.contains(text), qPrintable(u"missing: "_s + text + u"\n---\n"_s + code));
        QVERIFY(!code.contains(QRegularExpression(u"[\\w)\\]]\\.cuda\\("_s)));

        const Outcome before = run(twb::test::xlaPython(), originalArgs, dir.path());
        QVERIFY2(before.exitCode == 0, qPrintable(before.err.right(3000)));
        const QString runner = twb::test::sourceDir() + u"/tests/e2e/port/run_under_xla.py"_s;
        const Outcome after = run(twb::test::xlaPython(), QStringList{runner, path} + portArgs, dir.path(),
                                  QStringList{u"PJRT_DEVICE=CPU"_s} + portEnv);
        QVERIFY2(after.exitCode == 0, qPrintable(after.err.right(3000)));
        // It ran on XLA, not on the stand-ins.
        QVERIFY2(after.out.contains(u"\ntorch_xla: real\n"_s), qPrintable(after.out));
        static const QRegularExpression counts(u"^xla: (\\d+) compilations, (\\d+) executions$"_s,
                                               QRegularExpression::MultilineOption);
        const auto m = counts.match(after.out);
        QVERIFY2(m.hasMatch(), qPrintable(after.out));
        if (!launches) // else XLA's work is counted in the launched process
            QVERIFY2(m.captured(1).toInt() > 0 && m.captured(2).toInt() > 0, qPrintable(after.out));
        if (maxExecutions > 0) // the step boundary is around the whole optimizer step
            QVERIFY2(m.captured(2).toInt() <= maxExecutions, qPrintable(m.captured(0)));

        const QList<double> expectedLosses = losses(before.out);
        const QList<double> portedLosses = losses(after.out);
        QVERIFY2(expectedLosses.size() >= 6, qPrintable(before.out));
        QCOMPARE(portedLosses.size(), expectedLosses.size());
        const double tolerance = bf16 ? 1e-2 : 1e-5;
        double worst = 0, moved = 0;
        for (qsizetype i = 0; i < expectedLosses.size(); ++i) {
            const double relative = qAbs(expectedLosses[i] - portedLosses[i]) / qMax(1e-3, qAbs(expectedLosses[i]));
            QVERIFY2(relative <= tolerance, qPrintable(u"step %1: original %2, port %3 (relative %4 > %5)"_s.arg(i + 1)
                                                           .arg(expectedLosses[i], 0, 'g', 10)
                                                           .arg(portedLosses[i], 0, 'g', 10)
                                                           .arg(relative)
                                                           .arg(tolerance)));
            worst = qMax(worst, relative);
            moved = qMax(moved, qAbs(expectedLosses[i] - expectedLosses[0]) / qAbs(expectedLosses[0]));
        }
        QVERIFY2(moved > tolerance, "the losses do not move by more than the tolerance: the comparison says nothing");
        if (bf16)
            QVERIFY2(worst > 1e-5, qPrintable(u"the port's losses equal the float32 original's (%1): bf16 autocast did not run"_s.arg(worst)));
        qInfo().noquote() << script << u"steps"_s << expectedLosses.size() << u"last loss: original"_s
                          << expectedLosses.last() << u"port"_s << portedLosses.last() << u"worst relative"_s << worst
                          << u"tolerance"_s << tolerance << m.captured(0);
    }

    // What cannot run on XLA is refused, each line named; nothing is written.
    void refusedTrainerNamesItsLines()
    {
        QTemporaryDir dir;
        const QString path = copyScript(dir, u"refused_trainer.py"_s);
        QVERIFY(!path.isEmpty());
        const Outcome outcome = run(twb::test::tpuwbBinary(),
                                    {u"port"_s, path, u"--write"_s, u"--python"_s, twb::test::xlaPython()});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(path + u": not ported: 4 line(s) would not run on PyTorch/XLA"_s), qPrintable(outcome.err));
        for (const QString &line : {u":25: torch.compile with its default (inductor) backend"_s,
                                    u":28: torch.cuda.Event() needs a CUDA device"_s,
                                    u":37: torch.cuda.get_device_name() needs a CUDA device"_s,
                                    u":38: torch.cuda.reset_peak_memory_stats() needs a CUDA device"_s})
            QVERIFY2(outcome.err.contains(u"\n  "_s + path + line), qPrintable(u"missing "_s + line + u" in\n"_s + outcome.err));
        QVERIFY(!outcome.out.contains(u"lints clean"_s));
        QVERIFY(!QFile::exists(path + u".bak"_s));
        QFile file(path), source(scriptsDir() + u"/refused_trainer.py"_s);
        QVERIFY(file.open(QIODevice::ReadOnly) && source.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), source.readAll());
        qInfo().noquote() << outcome.err;

        // The same refusal for scripts: --json lists each line that would not run.
        const Outcome json = run(twb::test::tpuwbBinary(), {u"port"_s, path, u"--json"_s, u"--python"_s, twb::test::xlaPython()});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY2(!report.isEmpty(), qPrintable(json.out));
        QCOMPARE(report.value(u"clean"_s).toBool(true), false);
        QVERIFY(report.value(u"changes"_s).toArray().isEmpty());
        QList<int> lines;
        for (const QJsonValue &refusal : report.value(u"refusals"_s).toArray())
            lines << refusal.toObject().value(u"line"_s).toInt();
        QCOMPARE(lines, (QList<int>{25, 28, 37, 38}));
        QVERIFY(report.value(u"refusals"_s).toArray().at(1).toObject().value(u"text"_s).toString().startsWith(
            u"torch.cuda.Event() needs a CUDA device"_s));
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
                           u"with torch.autocast(XLA_DEVICE, dtype=torch.bfloat16, enabled=XLA_DEVICE == \"xla\"):"_s,
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
