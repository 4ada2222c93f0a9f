// Many writers at once on one tpu_config.json: tpuwb processes and a writer that follows
// MaxKernel's own protocol. Nothing may be lost, and SIGKILLed writers never leave a file that
// does not parse.
#include "core/registry/registry.h"
#include "support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

class tst_RegistryConcurrency final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manyWritersLoseNothing();
    void killedWritersNeverLeaveBrokenFile();

private:
    static QStringList addScript(const QString &config, const QString &prefix, int count);
};

QStringList tst_RegistryConcurrency::addScript(const QString &config, const QString &prefix, int count)
{
    // One shell per process, running `count` tpuwb adds in sequence.
    const QString loop = u"for i in $(seq 0 %1); do \"$0\" --config \"$1\" registry add "
                         "\"{\\\"tpu_name\\\": \\\"$2-$i\\\", \\\"workbench\\\": {\\\"accelerator_type\\\": \\\"v4-8\\\", "
                         "\\\"hosts\\\": [\\\"10.0.0.$((i % 250 + 1))\\\"]}}\" --no-probe >/dev/null || exit 1; done"_s
                             .arg(count - 1);
    return {u"-c"_s, loop, twb::test::tpuwbBinary(), config, prefix};
}

void tst_RegistryConcurrency::manyWritersLoseNothing()
{
    QVERIFY2(!twb::test::tpuwbBinary().isEmpty(), "TWB_TPUWB must point at the tpuwb binary (run through ctest)");
    QTemporaryDir dir;
    const QString config = dir.filePath(u"tpu_config.json"_s);
    // 16 writers at once make the contention; each runs a short sequence, because every add is
    // a tpuwb start (an ASan start is ~0.3 s of CPU, and 800 of them outran Qt's 300 s function
    // timeout at a load of 24 in CI).
    constexpr int processes = 16;
    constexpr int addsEach = 20;
    constexpr int maxkernelAdds = 60;

    std::vector<std::unique_ptr<QProcess>> writers;
    for (int p = 0; p < processes; ++p) {
        auto process = std::make_unique<QProcess>();
        process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process->start(u"/bin/bash"_s, addScript(config, u"wb%1"_s.arg(p), addsEach));
        writers.push_back(std::move(process));
    }
    auto python = std::make_unique<QProcess>();
    python->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    python->start(twb::test::systemPython(), {twb::test::sourceDir() + u"/tests/integration/registry/maxkernel_writer.py"_s,
                                              config, u"mk"_s, QString::number(maxkernelAdds)});
    writers.push_back(std::move(python));

    for (auto &writer : writers) {
        QVERIFY(writer->waitForFinished(500000));
        QCOMPARE(writer->exitStatus(), QProcess::NormalExit);
        QCOMPARE(writer->exitCode(), 0);
    }
    const auto registry = twb::Registry::load(config);
    QVERIFY2(registry, registry ? "" : qPrintable(registry.error().message));
    QCOMPARE(int(registry->entries().size()), processes * addsEach + maxkernelAdds);
    for (int p = 0; p < processes; ++p)
        for (int i = 0; i < addsEach; ++i)
            QVERIFY(registry->find(u"wb%1-%2"_s.arg(p).arg(i)));
    for (int i = 0; i < maxkernelAdds; ++i) {
        const twb::MachineEntry *entry = registry->find(u"mk-%1"_s.arg(i));
        QVERIFY(entry);
        QVERIFY(entry->toJson()["mk_field"]["kept"].get<bool>()); // MaxKernel's keys survive our rewrites
    }
}

void tst_RegistryConcurrency::killedWritersNeverLeaveBrokenFile()
{
    QTemporaryDir dir;
    const QString config = dir.filePath(u"tpu_config.json"_s);
    QProcess seed;
    seed.start(u"/bin/bash"_s, addScript(config, u"seed"_s, 3));
    QVERIFY(seed.waitForFinished(60000));
    for (int round = 0; round < 30; ++round) {
        QProcess writer;
        // Its own process group, so one kill() reaches the shell and the tpuwb it runs.
        writer.setChildProcessModifier([] { ::setsid(); });
        writer.start(u"/bin/bash"_s, addScript(config, u"r%1"_s.arg(round), 20));
        QVERIFY(writer.waitForStarted());
        QTest::qWait(20 + (round * 7) % 60);
        // SIGKILL the whole group: the shell and whichever tpuwb is mid-write.
        ::kill(-pid_t(writer.processId()), SIGKILL);
        writer.kill();
        writer.waitForFinished(5000);
        const auto registry = twb::Registry::load(config);
        QVERIFY2(registry, registry ? "" : qPrintable(registry.error().message));
        QVERIFY(registry->find(u"seed-0"_s));
    }
}

QTEST_GUILESS_MAIN(tst_RegistryConcurrency)
#include "tst_registry_concurrency.moc"
