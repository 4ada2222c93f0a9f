// MultisliceFit: which registered machines can run an experiment as one multislice job, and
// what the refusals say.
#include "core/ablation/multislice_fit.h"
#include "core/registry/machine_entry.h"

#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

QString machine(const QString &name, const QString &type, const QString &extra = {})
{
    return uR"({"tpu_name": "%1", "workbench": {"accelerator_type": "%2", "hosts": ["%1-0", "%1-1"]%3}})"_s.arg(name, type,
                                                                                                            extra);
}

// A v4-16 experiment whose mesh has `dcn` (its axes JSON) beside fsdp=8 inside each slice.
QString experiment(const QString &dcn, const QString &slices = u"2"_s)
{
    QString axes = uR"({"name": "fsdp", "size": 8, "kind": "ici"})"_s;
    if (!dcn.isEmpty())
        axes = dcn + u", "_s + axes;
    return uR"({"tpu": {"accelerator_type": "v4-16", "mesh": {"axes": [%1]%2}}})"_s.arg(
        axes, slices.isEmpty() ? QString() : u", \"slices\": "_s + slices);
}

const QString kDcn2 = uR"({"name": "dcn_data", "size": 2, "kind": "dcn"})"_s;

} // namespace

class tst_MultisliceFit final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
};

void tst_MultisliceFit::check_data()
{
    QTest::addColumn<QStringList>("machines");  // registry entries' JSON, in slice order
    QTest::addColumn<QString>("experiment");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QStringList>("errorHas"); // empty: fits

    const QString a = machine(u"a"_s, u"v4-16"_s);
    const QString b = machine(u"b"_s, u"v4-16"_s);
    QTest::newRow("two slices of one type, TPU") << QStringList{a, b} << experiment(kDcn2) << u"tpu"_s << QStringList();
    QTest::newRow("two slices, cpu smoke mode") << QStringList{a, b} << experiment(kDcn2) << u"cpu"_s << QStringList();
    QTest::newRow("no slices count in the mesh") << QStringList{a, b} << experiment(kDcn2, {}) << u"tpu"_s << QStringList();
    QTest::newRow("one machine") << QStringList{a} << experiment(kDcn2) << u"cpu"_s
                                 << QStringList{u"two or more machines"_s, u"--machine"_s};
    QTest::newRow("a machine named twice") << QStringList{a, a} << experiment(kDcn2) << u"cpu"_s
                                           << QStringList{u"a is named twice"_s};
    QTest::newRow("other accelerator types")
        << QStringList{a, machine(u"big"_s, u"v4-32"_s)} << experiment(kDcn2) << u"cpu"_s
        << QStringList{u"big is a v4-32"_s, u"a is a v4-16"_s, u"one accelerator type"_s};
    QTest::newRow("other interpreters")
        << QStringList{a, machine(u"b"_s, u"v4-16"_s, u", \"python\": \"/opt/py/bin/python3\""_s)} << experiment(kDcn2)
        << u"cpu"_s << QStringList{u"/opt/py/bin/python3"_s, u"same python"_s};
    QTest::newRow("other remote roots")
        << QStringList{a, machine(u"b"_s, u"v4-16"_s, u", \"remote_root\": \"/data/runs\""_s)} << experiment(kDcn2)
        << u"cpu"_s << QStringList{u"/data/runs"_s, u"same remote root"_s};
    QTest::newRow("no DCN axis") << QStringList{a, b} << experiment({}, {}) << u"cpu"_s
                                 << QStringList{u"config.json"_s, u"no DCN axis"_s, u"size 2"_s};
    QTest::newRow("DCN axes multiply to another count")
        << QStringList{a, b} << experiment(uR"({"name": "dcn_data", "size": 4, "kind": "dcn"})"_s, {}) << u"cpu"_s
        << QStringList{u"dcn_data=4"_s, u"multiply to 4"_s, u"2 slice"_s, u"a, b"_s};
    QTest::newRow("mesh.slices says otherwise") << QStringList{a, b} << experiment(kDcn2, u"3"_s) << u"cpu"_s
                                                << QStringList{u"tpu.mesh.slices is 3"_s};
    QTest::newRow("slices of another type than the experiment's, TPU")
        << QStringList{machine(u"c"_s, u"v4-32"_s), machine(u"d"_s, u"v4-32"_s)} << experiment(kDcn2) << u"tpu"_s
        << QStringList{u"c is a v4-32"_s, u"8 devices"_s};
}

void tst_MultisliceFit::check()
{
    QFETCH(QStringList, machines);
    QFETCH(QString, experiment);
    QFETCH(QString, device);
    QFETCH(QStringList, errorHas);
    QList<MachineEntry> entries;
    for (const QString &json : machines) {
        auto entry = MachineEntry::fromJson(Json::parse(json.toStdString()), u"test"_s);
        QVERIFY2(entry.has_value(), entry ? "" : qPrintable(entry.error().message));
        entries << *entry;
    }
    const auto fit = MultisliceFit::check(entries, Json::parse(experiment.toStdString()), u"exp/config.json"_s, device);
    if (errorHas.isEmpty()) {
        QVERIFY2(fit.has_value(), fit ? "" : qPrintable(fit.error().message));
        return;
    }
    QVERIFY(!fit.has_value());
    for (const QString &part : errorHas)
        QVERIFY2(fit.error().message.contains(part), qPrintable(fit.error().message));
}

QTEST_GUILESS_MAIN(tst_MultisliceFit)
#include "tst_multislice_fit.moc"
