#include "core/registry/probe_finding.h"
#include "core/registry/spec_probe.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QDateTime>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_SpecProbe final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesOutput_data();
    void parsesOutput();
    void unfinishedProbeIsAnError();
    void scriptReadsTpuEnvironment();
    void scriptPrefersFramework();
    void scriptOnPlainMachineReportsCpu();
    void applyReplacesUnverifiedSpec();
    void probeOtherThanTheTypeIsAMismatch();

private:
    static QByteArray runScript(const QStringList &extraEnvironment, const QString &python);
};

void tst_SpecProbe::parsesOutput_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("accelerator");
    QTest::newRow("jax lines") << QByteArray("DEVICE_KIND:TPU v6 lite\nDEVICE_COUNT:8\nWORKER_ID:0\nSOURCE:jax\nPROBE_DONE\n")
                               << u"TPU v6 lite"_s << 8 << QString();
    QTest::newRow("env only, v4-16 from catalog") << QByteArray("ACCELERATOR_TYPE:v4-16\nWORKER_ID:1\nSOURCE:env\nPROBE_DONE\n")
                                                  << u"TPU v4"_s << 8 << u"v4-16"_s;
    QTest::newRow("env only, v5litepod-16") << QByteArray("ACCELERATOR_TYPE:v5litepod-16\nSOURCE:env\nPROBE_DONE\n")
                                            << u"TPU v5 lite"_s << 16 << u"v5litepod-16"_s;
    QTest::newRow("env only, v3-64 has 2 devices per chip") << QByteArray("ACCELERATOR_TYPE:v3-64\nSOURCE:env\nPROBE_DONE\n")
                                                            << u"TPU v3"_s << 64 << u"v3-64"_s;
    QTest::newRow("framework beats env") << QByteArray("DEVICE_KIND:TPU v4\nDEVICE_COUNT:4\nACCELERATOR_TYPE:v4-8\nPROBE_DONE\n")
                                         << u"TPU v4"_s << 4 << u"v4-8"_s;
    QTest::newRow("nothing: cpu") << QByteArray("LOCAL_TPU_DEVICE_FILES:0\nPROBE_DONE\n") << u"cpu"_s << 1 << QString();
}

void tst_SpecProbe::parsesOutput()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, kind);
    QFETCH(int, count);
    QFETCH(QString, accelerator);
    const auto result = twb::parseSpecProbeOutput(output, u"host-a"_s);
    QVERIFY2(result, result ? "" : qPrintable(result.error().message));
    QCOMPARE(result->spec.deviceKind, kind);
    QCOMPARE(result->spec.deviceCount, count);
    QCOMPARE(result->acceleratorType, accelerator);
}

void tst_SpecProbe::unfinishedProbeIsAnError()
{
    const auto result = twb::parseSpecProbeOutput("DEVICE_KIND:TPU v4\nbash: line 3: oops\n", u"10.0.0.7"_s);
    QVERIFY(!result);
    QVERIFY(result.error().message.contains(u"10.0.0.7"_s));
    QVERIFY(result.error().message.contains(u"oops"_s));
    const auto unknown = twb::parseSpecProbeOutput("ACCELERATOR_TYPE:v9-8\nPROBE_DONE\n", u"h"_s);
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message.contains(u"v9-8"_s), qPrintable(unknown.error().message));
}

QByteArray tst_SpecProbe::runScript(const QStringList &extraEnvironment, const QString &python)
{
    QProcess bash;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"TPU_ACCELERATOR_TYPE"_s);
    env.remove(u"TPU_WORKER_ID"_s);
    env.remove(u"TPU_WORKER_HOSTNAMES"_s);
    for (const QString &pair : extraEnvironment)
        env.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    bash.setProcessEnvironment(env);
    bash.start(u"/bin/bash"_s, {u"-s"_s, u"--"_s, python});
    bash.write(twb::specProbeScript(python).toUtf8());
    bash.closeWriteChannel();
    if (!bash.waitForFinished(120000))
        return {};
    return bash.readAllStandardOutput();
}

void tst_SpecProbe::scriptReadsTpuEnvironment()
{
    QVERIFY(!twb::specProbeScript(u"python3"_s).isEmpty());
    const QByteArray output = runScript({u"TPU_ACCELERATOR_TYPE=v5litepod-16"_s, u"TPU_WORKER_ID=1"_s,
                                         u"TPU_WORKER_HOSTNAMES=w0,w1"_s},
                                        u"/usr/bin/python3"_s);
    const auto result = twb::parseSpecProbeOutput(output, u"local"_s);
    QVERIFY2(result, qPrintable(QString::fromUtf8(output)));
    QCOMPARE(result->acceleratorType, u"v5litepod-16"_s);
    QCOMPARE(result->workerId.value_or(-1), 1);
    QCOMPARE(result->hostnames, (QStringList{u"w0"_s, u"w1"_s}));
    QCOMPARE(result->source, u"env"_s);
    QCOMPARE(result->spec.deviceCount, 16);
}

void tst_SpecProbe::scriptPrefersFramework()
{
    // A stand-in for a TPU VM's Python with JAX (there is no TPU here): it answers the probe's
    // JAX snippet the way jax.devices() does on a v6e-8.
    QTemporaryDir dir;
    const QString fake = dir.filePath(u"fake-tpu-python"_s);
    QFile file(fake);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\ncase \"$2\" in *jax*) printf 'DEVICE_KIND:TPU v6 lite\\nDEVICE_COUNT:8\\nWORKER_ID:0\\n';; *) exit 1;; esac\n");
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QByteArray output = runScript({}, fake);
    const auto result = twb::parseSpecProbeOutput(output, u"local"_s);
    QVERIFY2(result, qPrintable(QString::fromUtf8(output)));
    QCOMPARE(result->source, u"jax"_s);
    QCOMPARE(result->spec.deviceKind, u"TPU v6 lite"_s);
    QCOMPARE(result->spec.deviceCount, 8);
}

void tst_SpecProbe::scriptOnPlainMachineReportsCpu()
{
    const QByteArray output = runScript({}, u"/usr/bin/python3"_s);
    const auto result = twb::parseSpecProbeOutput(output, u"local"_s);
    QVERIFY2(result, qPrintable(QString::fromUtf8(output)));
    QCOMPARE(result->spec.deviceKind, u"cpu"_s);
    QCOMPARE(result->spec.deviceCount, 1);
    // The cores are counted, and a probe applied to an entry keeps them with its time.
    QVERIFY2(result->cpuCores > 0, qPrintable(QString::fromUtf8(output)));
    auto entry = twb::MachineEntry::fromJson(twb::Json{{"mode", "local"}, {"tpu_name", "here"}}, u"e"_s);
    QVERIFY(entry);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    twb::applySpecProbe(*entry, *result);
    QVERIFY(twb::ProbeFinding::foundNoTpu(*entry));
    QCOMPARE(twb::ProbeFinding::cpuCores(*entry), result->cpuCores);
    const QDateTime at = QDateTime::fromString(twb::ProbeFinding::probedAt(*entry), Qt::ISODate);
    QVERIFY2(at.isValid() && at >= before && at <= QDateTime::currentDateTimeUtc(), qPrintable(at.toString()));
    QVERIFY(twb::ProbeFinding::describe(*entry).startsWith(u"here was probed at "_s));
}

void tst_SpecProbe::applyReplacesUnverifiedSpec()
{
    auto entry = twb::MachineEntry::fromJson(
        {{"tpu_name", "a"}, {"tpu_version", "TPU v4"}, {"tpu_spec", {{"device_kind", "TPU v4"}, {"device_count", 4}}}}, u"e"_s);
    QVERIFY(entry);
    QVERIFY(!entry->isSpecVerified());
    twb::SpecProbeResult probe;
    probe.spec = {u"TPU v5 lite"_s, 8};
    probe.acceleratorType = u"v5litepod-8"_s;
    const QString note = twb::applySpecProbe(*entry, probe);
    QVERIFY2(note.contains(u"TPU v4"_s) && note.contains(u"TPU v5 lite"_s), qPrintable(note));
    QVERIFY(entry->isSpecVerified());
    QCOMPARE(entry->tpuSpec()->deviceCount, 8);
    QCOMPARE(entry->tpuVersion(), u"TPU v5e"_s);
    QCOMPARE(entry->acceleratorType(), u"v5litepod-8"_s);
    // A verified spec that matches gives no note.
    QVERIFY(twb::applySpecProbe(*entry, probe).isEmpty());
}

// A v4-8 entry whose probe found one CPU (the wrong host, or no TPU runtime there) is a
// mismatch, not verified (issue 27); the same entry probed on its TPU is.
void tst_SpecProbe::probeOtherThanTheTypeIsAMismatch()
{
    auto entry = twb::MachineEntry::fromJson({{"tpu_name", "v4-a"}, {"workbench", {{"accelerator_type", "v4-8"}}}}, u"e"_s);
    QVERIFY(entry);
    QCOMPARE(entry->acceleratorType(), u"v4-8"_s);
    twb::SpecProbeResult cpu;
    cpu.spec = {u"cpu"_s, 1};
    cpu.source = u"none"_s;
    const QString note = twb::applySpecProbe(*entry, cpu);
    QCOMPARE(entry->tpuSpec()->deviceKind, u"cpu"_s); // what the probe found is kept, and said
    QVERIFY(!entry->isSpecVerified());
    QVERIFY(twb::specMismatch(*entry));
    QCOMPARE(*twb::specMismatch(*entry), u"found cpu x 1; v4-8 has TPU v4 x 4"_s);
    QVERIFY2(note.contains(u"does not match its accelerator type (found cpu x 1; v4-8 has TPU v4 x 4)"_s), qPrintable(note));
    QCOMPARE(entry->acceleratorType(), u"v4-8"_s); // the entry's word is kept, the mismatch said

    twb::SpecProbeResult tpu;
    tpu.spec = {u"TPU v4"_s, 4};
    tpu.source = u"jax"_s;
    QCOMPARE(twb::applySpecProbe(*entry, tpu), QString());
    QVERIFY(entry->isSpecVerified());
    QVERIFY(!twb::specMismatch(*entry));

    // Without an accelerator type there is nothing to disagree with.
    auto untyped = twb::MachineEntry::fromJson({{"tpu_name", "b"}}, u"e"_s);
    QVERIFY(untyped);
    QCOMPARE(twb::applySpecProbe(*untyped, cpu), QString());
    QVERIFY(untyped->isSpecVerified());
}

QTEST_GUILESS_MAIN(tst_SpecProbe)
#include "tst_spec_probe.moc"
