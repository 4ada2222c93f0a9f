// The latency a machine check saves (the Machines table's "reachable, N ms") is what reaching
// the host costs, a `true` round trip, also when the check is a probe: a probe's own time is
// Python's start-up and torch's import (the demo's this-machine read "12560 ms" under load).
// A local machine whose python starts 2 s late tells the two apart.
#include "core/remote/machine_checks.h"
#include "core/util/json.h"
#include "support/test_paths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MachineCheckLatency final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void probeLatencyIsTheRoundTripNotTheProbe();
};

void tst_MachineCheckLatency::probeLatencyIsTheRoundTripNotTheProbe()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString python = dir.filePath(u"slow-python"_s);
    QFile script(python);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\nsleep 2\nexec " + test::systemPython().toUtf8() + " \"$@\"\n");
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));

    const Json workbench{{"python", toStd(python)}, {"remote_root", toStd(dir.filePath(u"remote"_s))}};
    const auto entry = MachineEntry::fromJson(Json{{"mode", "local"}, {"tpu_name", "slow"}, {"workbench", workbench}}, u"slow"_s);
    QVERIFY(entry);

    QElapsedTimer clock;
    clock.start();
    const MachineCheckReport probed = checkMachine(*entry, MachineCheck::Probe, ConnectionSettings{});
    const qint64 probeMs = clock.elapsed();
    QVERIFY2(probed.allOk(), qPrintable(probed.hosts.value(0).message));
    QVERIFY(probed.hosts.value(0).probe.has_value());
    QVERIFY2(probeMs >= 2000, "the probe did not run the slow python");
    // `true` through the local transport: milliseconds, well under the python's 2 s.
    QVERIFY2(probed.hosts.value(0).latency.count() < 1000,
             qPrintable(u"latency %1 ms, probe %2 ms"_s.arg(probed.hosts.value(0).latency.count()).arg(probeMs)));

    const MachineCheckReport tested = checkMachine(*entry, MachineCheck::Connection, ConnectionSettings{});
    QVERIFY(tested.allOk());
    QVERIFY(tested.hosts.value(0).latency.count() < 1000);
    QCOMPARE(tested.hosts.value(0).message, u"reachable"_s);
}

QTEST_GUILESS_MAIN(tst_MachineCheckLatency)
#include "tst_machine_check_latency.moc"
