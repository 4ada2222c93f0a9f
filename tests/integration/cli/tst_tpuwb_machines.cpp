// tpuwb registry/exec against real sshd hosts on loopback, as a user would run them.
#include "core/registry/registry.h"
#include "core/util/atomic_file.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class tst_TpuwbMachines final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void addProbesAndSavesVerifiedSpec();
    void unknownKeyRefusedWithoutAcceptNew();
    void changedKeyRefusedAndKnownHostsUntouched();
    void execPassesArgumentsVerbatim();
    void execRunsOnAllHostsInParallel();
    void execFailsWhenOneHostFails();
    void brokenRegistryNamedAndUntouched();
    void editReplacesAnEntryAndRefusesProblems();
    void usageErrorsExitTwo();

private:
    Run tpuwb(const QStringList &arguments, int timeoutMs = 120000) const;
    QString machineJson(const twb::test::SshdFixture &sshd, const QString &name, const QString &type) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_config;
    QString m_knownHosts;
};

void tst_TpuwbMachines::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_config = m_dir->filePath(u"tpu_config.json"_s);
    m_knownHosts = m_dir->filePath(u"known_hosts"_s);
}

Run tst_TpuwbMachines::tpuwb(const QStringList &arguments, int timeoutMs) const
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_dir->path(), u"--config"_s, m_config,
                                                        u"--known-hosts"_s, m_knownHosts}
                                                + arguments);
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QString tst_TpuwbMachines::machineJson(const twb::test::SshdFixture &sshd, const QString &name, const QString &type) const
{
    twb::Json hosts = twb::Json::array();
    // Each fake host listens on its own port, written as host:port.
    for (int i = 0; i < sshd.hostCount(); ++i)
        hosts.push_back(twb::toStd(sshd.host(i) + u':' + QString::number(sshd.port(i))));
    const twb::Json entry = {{"tpu_name", twb::toStd(name)},
                             {"workbench",
                              {{"accelerator_type", twb::toStd(type)},
                               {"hosts", hosts},
                               {"python", "/usr/bin/python3"},
                               {"ssh",
                                {{"user", twb::toStd(sshd.user())},
                                 {"port", sshd.port(0)},
                                 {"identity_file", twb::toStd(sshd.clientKeyPath())}}}}}};
    return twb::toQString(entry.dump());
}

void tst_TpuwbMachines::addProbesAndSavesVerifiedSpec()
{
    twb::test::SshdFixture sshd({1, u"v5litepod-8"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_knownHosts));
    const Run added = tpuwb({u"registry"_s, u"add"_s, machineJson(sshd, u"v5e-a"_s, u"v5litepod-8"_s)});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));

    const auto registry = twb::Registry::load(m_config);
    TWB_VERIFY_RESULT(registry);
    const twb::MachineEntry *entry = registry->find(u"v5e-a"_s);
    QVERIFY(entry);
    QVERIFY(entry->isSpecVerified());
    QCOMPARE(entry->tpuSpec()->deviceKind, u"TPU v5 lite"_s);
    QCOMPARE(entry->tpuSpec()->deviceCount, 8);
    QCOMPARE(entry->tpuVersion(), u"TPU v5e"_s);
    QCOMPARE(entry->localPort().value_or(-1), 8000);

    const Run probed = tpuwb({u"registry"_s, u"probe"_s, u"v5e-a"_s});
    QVERIFY2(probed.exitCode == 0, qPrintable(probed.err));
    // MaxKernel's own regexes must read the output: DEVICE_KIND:(.+) and DEVICE_COUNT:(\d+).
    QVERIFY2(probed.out.contains(u"DEVICE_KIND:TPU v5 lite\n"_s), qPrintable(probed.out));
    QVERIFY(probed.out.contains(u"DEVICE_COUNT:8\n"_s));

    const Run listed = tpuwb({u"registry"_s, u"list"_s});
    QCOMPARE(listed.exitCode, 0);
    QVERIFY(listed.out.contains(u"v5e-a"_s) && listed.out.contains(u"verified"_s));
}

void tst_TpuwbMachines::unknownKeyRefusedWithoutAcceptNew()
{
    twb::test::SshdFixture sshd({1, u"v4-8"_s});
    TWB_VERIFY_RESULT(sshd.start());
    const QString json = machineJson(sshd, u"v4-a"_s, u"v4-8"_s);
    const Run refused = tpuwb({u"registry"_s, u"add"_s, json});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(sshd.hostKeyFingerprint(0)), qPrintable(refused.err));
    QVERIFY(refused.err.contains(u"--accept-new"_s));
    QVERIFY(!QFile::exists(m_knownHosts) || QFile(m_knownHosts).size() == 0);
    QVERIFY(!twb::Registry::load(m_config)->find(u"v4-a"_s));

    const Run accepted = tpuwb({u"registry"_s, u"add"_s, json, u"--accept-new"_s});
    QVERIFY2(accepted.exitCode == 0, qPrintable(accepted.err));
    QVERIFY(QFile(m_knownHosts).size() > 0);
    // Known now: no flag needed.
    const Run again = tpuwb({u"exec"_s, u"v4-a"_s, u"--"_s, u"true"_s});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
}

void tst_TpuwbMachines::changedKeyRefusedAndKnownHostsUntouched()
{
    twb::test::SshdFixture sshd({1, u"v4-8"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_knownHosts));
    QVERIFY(tpuwb({u"registry"_s, u"add"_s, machineJson(sshd, u"v4-a"_s, u"v4-8"_s), u"--no-probe"_s}).exitCode == 0);
    const QString oldFingerprint = sshd.hostKeyFingerprint(0);
    TWB_VERIFY_RESULT(sshd.regenerateHostKey(0));
    const QByteArray before = *twb::readWholeFile(m_knownHosts);

    for (const QStringList &arguments : {QStringList{u"registry"_s, u"probe"_s, u"v4-a"_s, u"--accept-new"_s},
                                         QStringList{u"exec"_s, u"v4-a"_s, u"--accept-new"_s, u"--"_s, u"true"_s}}) {
        const Run refused = tpuwb(arguments);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(sshd.host(0)) && refused.err.contains(QString::number(sshd.port(0))),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(oldFingerprint) && refused.err.contains(sshd.hostKeyFingerprint(0)),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(m_knownHosts + u":1"_s), qPrintable(refused.err));
        QCOMPARE(*twb::readWholeFile(m_knownHosts), before);
    }
}

void tst_TpuwbMachines::execPassesArgumentsVerbatim()
{
    twb::test::SshdFixture sshd({1, u"v4-8"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_knownHosts));
    QVERIFY(tpuwb({u"registry"_s, u"add"_s, machineJson(sshd, u"v4-a"_s, u"v4-8"_s), u"--no-probe"_s}).exitCode == 0);
    const QStringList tricky = {u"it's"_s, u"two  spaces"_s, u"$(touch /tmp/twb-pwned)"_s, u"a; echo injected"_s,
                                u"`id`"_s, u"$HOME"_s};
    QFile::remove(u"/tmp/twb-pwned"_s);
    const Run ran = tpuwb(QStringList{u"exec"_s, u"v4-a"_s, u"--"_s, u"printf"_s, u"<%s>\\n"_s} + tricky);
    QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
    QStringList expected;
    for (const QString &argument : tricky)
        expected << u"[0] <"_s + argument + u">"_s;
    QCOMPARE(ran.out.trimmed().split(u'\n'), expected);
    QVERIFY(!QFile::exists(u"/tmp/twb-pwned"_s));
}

void tst_TpuwbMachines::execRunsOnAllHostsInParallel()
{
    twb::test::SshdFixture sshd({4, u"v4-32"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_knownHosts));
    QVERIFY(tpuwb({u"registry"_s, u"add"_s, machineJson(sshd, u"slice"_s, u"v4-32"_s), u"--no-probe"_s}).exitCode == 0);
    // Each host prints its worker id and when it started and ended a 1 s sleep.
    const Run ran = tpuwb({u"exec"_s, u"slice"_s, u"--"_s, u"sh"_s, u"-c"_s,
                           u"echo \"$TPU_WORKER_ID $(date +%s.%N)\"; sleep 1; echo \"$TPU_WORKER_ID $(date +%s.%N)\""_s});
    QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
    QHash<int, QList<double>> times;
    for (const QString &line : ran.out.trimmed().split(u'\n')) {
        const QStringList parts = line.split(u' ');
        QCOMPARE(parts.size(), 3);
        const int prefixWorker = parts[0].mid(1, parts[0].size() - 2).toInt();
        QCOMPARE(parts[1].toInt(), prefixWorker); // the prefix names the host that printed it
        times[prefixWorker].append(parts[2].toDouble());
    }
    QCOMPARE(times.size(), 4);
    double latestStart = 0;
    double earliestEnd = 1e300;
    for (const auto &pair : times) {
        QCOMPARE(pair.size(), 2);
        latestStart = std::max(latestStart, pair[0]);
        earliestEnd = std::min(earliestEnd, pair[1]);
    }
    // In parallel: every host started before any finished its 1 s sleep.
    QVERIFY2(latestStart < earliestEnd, qPrintable(u"latest start %1, earliest end %2"_s.arg(latestStart).arg(earliestEnd)));
}

void tst_TpuwbMachines::execFailsWhenOneHostFails()
{
    twb::test::SshdFixture sshd({2, u"v4-16"_s});
    TWB_VERIFY_RESULT(sshd.start());
    QVERIFY(QFile::copy(sshd.knownHostsPath(), m_knownHosts));
    QVERIFY(tpuwb({u"registry"_s, u"add"_s, machineJson(sshd, u"pair"_s, u"v4-16"_s), u"--no-probe"_s}).exitCode == 0);
    const Run ran = tpuwb({u"exec"_s, u"pair"_s, u"--"_s, u"sh"_s, u"-c"_s, u"exit $TPU_WORKER_ID"_s});
    QCOMPARE(ran.exitCode, 1);
    QVERIFY2(ran.err.contains(u"[1]"_s) && ran.err.contains(u"exit code 1"_s), qPrintable(ran.err));
    QVERIFY(!ran.err.contains(u"[0]"_s));
}

void tst_TpuwbMachines::brokenRegistryNamedAndUntouched()
{
    const QByteArray broken = "{\"tpus\": [\n  {\"tpu_name\": \"a\", \"local_port\": \"x\"}\n]}\n";
    QVERIFY(twb::writeFileAtomically(m_config, broken));
    const Run listed = tpuwb({u"registry"_s, u"list"_s});
    QCOMPARE(listed.exitCode, 1);
    QVERIFY2(listed.err.contains(m_config) && listed.err.contains(u"tpus[0].local_port"_s), qPrintable(listed.err));
    const Run added = tpuwb({u"registry"_s, u"add"_s, u"{\"tpu_name\": \"b\", \"workbench\": {\"accelerator_type\": \"v4-8\", \"hosts\": [\"h\"]}}"_s, u"--no-probe"_s});
    QCOMPARE(added.exitCode, 1);
    QVERIFY(added.err.contains(m_config));
    QCOMPARE(*twb::readWholeFile(m_config), broken);

    const QByteArray truncated = "{\"tpus\": [\n  {\"tpu_name\": \"a\"";
    QVERIFY(twb::writeFileAtomically(m_config, truncated));
    const Run removed = tpuwb({u"registry"_s, u"remove"_s, u"a"_s});
    QCOMPARE(removed.exitCode, 1);
    QVERIFY2(removed.err.contains(m_config) && removed.err.contains(u"line 2"_s), qPrintable(removed.err));
    QCOMPARE(*twb::readWholeFile(m_config), truncated);
}

// `tpuwb registry edit` goes through the same service as the Machines panel's Edit: the entry is
// replaced (renamed here), a problem is refused naming its field and the file stays as it was.
void tst_TpuwbMachines::editReplacesAnEntryAndRefusesProblems()
{
    const QString a = u"{\"tpu_name\": \"a\", \"workbench\": {\"accelerator_type\": \"v4-8\", \"hosts\": [\"10.0.0.2\"]}}"_s;
    QCOMPARE(tpuwb({u"registry"_s, u"add"_s, a, u"--no-probe"_s}).exitCode, 0);
    const QString b = u"{\"tpu_name\": \"b\", \"workbench\": {\"accelerator_type\": \"v4-8\", \"hosts\": [\"10.0.0.3\"], "
                      "\"labels\": [\"team\"]}}"_s;
    const Run edited = tpuwb({u"registry"_s, u"edit"_s, u"a"_s, b});
    QVERIFY2(edited.exitCode == 0, qPrintable(edited.err));
    const Run listed = tpuwb({u"registry"_s, u"list"_s});
    QVERIFY2(listed.out.contains(u"10.0.0.3"_s) && listed.out.contains(u"team"_s) && !listed.out.contains(u"10.0.0.2"_s),
             qPrintable(listed.out));

    const QByteArray before = *twb::readWholeFile(m_config);
    const QString twoHosts = u"{\"tpu_name\": \"b\", \"workbench\": {\"accelerator_type\": \"v4-8\", \"hosts\": [\"h1\", \"h2\"]}}"_s;
    const Run refused = tpuwb({u"registry"_s, u"edit"_s, u"b"_s, twoHosts});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"hosts"_s), qPrintable(refused.err));
    QCOMPARE(*twb::readWholeFile(m_config), before);

    const Run missing = tpuwb({u"registry"_s, u"edit"_s, u"ghost"_s, b});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"ghost"_s) && missing.err.contains(m_config), qPrintable(missing.err));
}

void tst_TpuwbMachines::usageErrorsExitTwo()
{
    QCOMPARE(tpuwb({u"registry"_s}).exitCode, 2);
    QCOMPARE(tpuwb({u"registry"_s, u"frobnicate"_s}).exitCode, 2);
    QCOMPARE(tpuwb({u"exec"_s, u"x"_s}).exitCode, 2);
    QCOMPARE(tpuwb({u"registry"_s, u"add"_s}).exitCode, 2);
    // A stray argument is a usage error, not silently ignored (nothing is removed).
    const Run stray = tpuwb({u"registry"_s, u"remove"_s, u"a"_s, u"b"_s});
    QCOMPARE(stray.exitCode, 2);
    QVERIFY2(stray.err.contains(u"\"b\""_s), qPrintable(stray.err));
    QCOMPARE(tpuwb({u"registry"_s, u"list"_s, u"extra"_s}).exitCode, 2);
    QCOMPARE(tpuwb({u"nope"_s}).exitCode, 2);
    const Run missing = tpuwb({u"exec"_s, u"ghost"_s, u"--"_s, u"true"_s});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains(u"ghost"_s));
    const Run version = tpuwb({u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(u"tpuwb 0."_s));
}

QTEST_GUILESS_MAIN(tst_TpuwbMachines)
#include "tst_tpuwb_machines.moc"
