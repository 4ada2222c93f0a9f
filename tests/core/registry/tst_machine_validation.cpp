#include "core/registry/machine_validation.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_MachineValidation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void problems_data();
    void problems();
};

void tst_MachineValidation::problems_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("field"); // empty: valid
    QTest::addColumn<QString>("mentions");
    QTest::newRow("valid single host") << QByteArray(R"({"tpu_name": "new", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.1"]}})") << QString() << QString();
    QTest::newRow("second local machine") << QByteArray(R"({"mode": "local", "tpu_name": "box"})") << u"mode"_s << u"already a local"_s;
    QTest::newRow("duplicate name") << QByteArray(R"({"tpu_name": "taken", "workbench": {"accelerator_type": "v4-8", "hosts": ["h"]}})") << u"name"_s << u"taken"_s;
    QTest::newRow("no hosts") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v4-8", "hosts": []}})") << u"hosts"_s << u"worker"_s;
    QTest::newRow("bad host") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v4-8", "hosts": ["a b;rm"]}})") << u"hosts"_s << u"a b;rm"_s;
    QTest::newRow("host count v3-64 needs 8") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v3-64", "hosts": ["h1"]}})") << u"hosts"_s << u"8"_s;
    QTest::newRow("unknown accelerator") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v9-8", "hosts": ["h"]}})") << u"accelerator_type"_s << u"v9-8"_s;
    QTest::newRow("port out of range") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v4-8", "hosts": ["h"], "ssh": {"port": 70000}}})") << u"ssh.port"_s << u"65535"_s;
    QTest::newRow("host with its own port") << QByteArray(R"({"tpu_name": "n", "workbench": {"accelerator_type": "v4-16", "hosts": ["127.0.0.2:2201", "127.0.0.3:2202"]}})") << QString() << QString();
    QTest::newRow("bad name") << QByteArray(R"({"tpu_name": "has space", "workbench": {"accelerator_type": "v4-8", "hosts": ["h"]}})") << u"name"_s << u"has space"_s;
}

void tst_MachineValidation::problems()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, field);
    QFETCH(QString, mentions);
    std::vector<twb::MachineEntry> others{*twb::MachineEntry::fromJson({{"tpu_name", "taken"}}, u"e"_s),
                                          *twb::MachineEntry::fromJson({{"mode", "local"}}, u"e"_s)};
    const auto parsed = twb::MachineEntry::fromJson(twb::Json::parse(entry.toStdString()), u"e"_s);
    QVERIFY(parsed);
    const auto problems = twb::validateMachine(*parsed, others);
    if (field.isEmpty()) {
        QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.first().message));
        return;
    }
    bool found = false;
    for (const auto &problem : problems)
        if (problem.field == field && problem.message.contains(mentions))
            found = true;
    QVERIFY2(found, problems.isEmpty() ? "no problems" : qPrintable(problems.first().field + u": "_s + problems.first().message));
}

QTEST_GUILESS_MAIN(tst_MachineValidation)
#include "tst_machine_validation.moc"
