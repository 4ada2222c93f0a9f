// MachineFit: which registered machines can run an experiment's cells.
#include "core/ablation/machine_fit.h"
#include "core/registry/machine_entry.h"

#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MachineFit final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
};

void tst_MachineFit::check_data()
{
    QTest::addColumn<QString>("machine");    // the registry entry's JSON
    QTest::addColumn<QString>("experiment"); // its "tpu" block
    QTest::addColumn<QString>("device");
    QTest::addColumn<QStringList>("errorHas"); // empty: fits

    const QString v5e8 = uR"({"tpu": {"accelerator_type": "v5litepod-8", "mesh": {"axes": [{"name": "fsdp", "size": 8}]}}})"_s;
    const QString v5e16 = uR"({"tpu": {"accelerator_type": "v5litepod-16"}})"_s;
    QTest::newRow("same slice") << uR"({"tpu_name": "a", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["h"]}})"_s
                                << v5e8 << u"tpu"_s << QStringList();
    QTest::newRow("type from the probed spec")
        << uR"({"tpu_name": "a", "tpu_spec": {"device_kind": "TPU v5 lite", "device_count": 8}, "workbench": {"hosts": ["h"]}})"_s
        << v5e8 << u"tpu"_s << QStringList();
    QTest::newRow("other generation")
        << uR"({"tpu_name": "old", "workbench": {"accelerator_type": "v4-8", "hosts": ["h"]}})"_s << v5e8 << u"tpu"_s
        << QStringList{u"old is a v4-8"_s, u"v5litepod-8"_s, u"generation"_s};
    QTest::newRow("other size")
        << uR"({"tpu_name": "big", "workbench": {"accelerator_type": "v5litepod-16", "hosts": ["a", "b", "c", "d"]}})"_s
        << v5e8 << u"tpu"_s << QStringList{u"big"_s, u"16 devices"_s, u"8 devices"_s};
    QTest::newRow("a host missing from the registry")
        << uR"({"tpu_name": "half", "workbench": {"accelerator_type": "v5litepod-16", "hosts": ["a"]}})"_s << v5e16
        << u"tpu"_s << QStringList{u"half lists 1 host(s)"_s, u"4 VMs"_s};
    QTest::newRow("multislice mesh")
        << uR"({"tpu_name": "a", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["h"]}})"_s
        << uR"({"tpu": {"accelerator_type": "v5litepod-8", "mesh": {"slices": 2}}})"_s << u"tpu"_s
        << QStringList{u"2 slices"_s};
    QTest::newRow("no type known") << uR"({"tpu_name": "mystery", "workbench": {"hosts": ["h"]}})"_s << v5e8 << u"tpu"_s
                                   << QStringList{u"mystery has no known accelerator type"_s};
    QTest::newRow("this machine, no TPU") << uR"({"mode": "local", "tpu_name": "this-machine"})"_s << v5e8 << u"tpu"_s
                                          << QStringList{u"this-machine"_s};
    // Probed, no TPU found: the refusal says what the probe found, not "probe the machine".
    QTest::newRow("this machine, probed: no TPU")
        << uR"({"mode": "local", "tpu_name": "this-machine", "tpu_spec": {"device_kind": "cpu", "device_count": 1},
               "tpu_spec_verified": true, "workbench": {"probe": {"at": "2026-01-05T06:12:00Z", "cpu_cores": 2}}})"_s
        << v5e8 << u"tpu"_s
        << QStringList{u"this-machine was probed at "_s, u": no TPU found (CPU, 2 core"_s, u"--device cpu"_s,
                       u"--device xla-cpu"_s};
    QTest::newRow("unknown experiment type")
        << uR"({"tpu_name": "a", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["h"]}})"_s
        << uR"({"tpu": {"accelerator_type": "v9-3"}})"_s << u"tpu"_s << QStringList{u"tpu.accelerator_type"_s, u"v9-3"_s};
    QTest::newRow("cpu smoke mode runs on another generation")
        << uR"({"tpu_name": "old", "workbench": {"accelerator_type": "v4-8", "hosts": ["h"]}})"_s << v5e8 << u"cpu"_s
        << QStringList();
    QTest::newRow("cpu smoke mode runs on this machine") << uR"({"mode": "local", "tpu_name": "this-machine"})"_s << v5e8
                                                         << u"cpu"_s << QStringList();
}

void tst_MachineFit::check()
{
    QFETCH(QString, machine);
    QFETCH(QString, experiment);
    QFETCH(QString, device);
    QFETCH(QStringList, errorHas);
    auto entry = MachineEntry::fromJson(Json::parse(machine.toStdString()), u"test"_s);
    QVERIFY2(entry.has_value(), entry ? "" : qPrintable(entry.error().message));
    const auto fit = MachineFit::check(*entry, Json::parse(experiment.toStdString()), device);
    if (errorHas.isEmpty()) {
        QVERIFY2(fit.has_value(), fit ? "" : qPrintable(fit.error().message));
        return;
    }
    QVERIFY(!fit.has_value());
    for (const QString &part : errorHas)
        QVERIFY2(fit.error().message.contains(part), qPrintable(fit.error().message));
    if (QString::fromUtf8(QTest::currentDataTag()).contains(u"probed"_s))
        QVERIFY2(!fit.error().message.contains(u"probe the machine"_s), qPrintable(fit.error().message));
}

QTEST_GUILESS_MAIN(tst_MachineFit)
#include "tst_machine_fit.moc"
