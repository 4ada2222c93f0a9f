// SmokeTestRecord: the smoke test's result kept in <project>/.smoke/result.json (docs/formats.md
// section 2.1) reads back as written; a project without one has none; a damaged or foreign file
// is an error that names it and says what to do.
#include "core/services/smoke_test_record.h"

#include "support/result_check.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::SmokeTestRecord;

class tst_SmokeTestRecord final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndReadsBack();
    void noRecordIsNotAnError();
    void damagedRecordNamesTheFile_data();
    void damagedRecordNamesTheFile();
};

void tst_SmokeTestRecord::writesAndReadsBack()
{
    QTemporaryDir project;
    SmokeTestRecord record;
    record.configHash = u"3f9c2a10"_s;
    record.passed = false;
    record.exitCode = 0;
    record.error = u"the checkpoint did not restore"_s;
    record.device = u"xla-cpu"_s;
    record.steps = 12;
    record.finishedAt = QDateTime(QDate(2026, 12, 6), QTime(6, 40, 1), QTimeZone::utc());
    TWB_VERIFY_RESULT(record.write(project.path())); // .smoke/ is made
    QCOMPARE(SmokeTestRecord::filePath(project.path()), project.filePath(u".smoke/result.json"_s));
    auto read = SmokeTestRecord::read(project.path());
    TWB_VERIFY_RESULT(read);
    QVERIFY(read->has_value());
    QCOMPARE(**read, record);
    QVERIFY((*read)->isFor(u"3f9c2a10"_s));
    QVERIFY(!(*read)->isFor(u"00000000"_s));
    QVERIFY(!(*read)->isFor(QString()));
    // A second result replaces the first.
    record.passed = true;
    record.error.clear();
    TWB_VERIFY_RESULT(record.write(project.path()));
    QCOMPARE(**SmokeTestRecord::read(project.path()), record);
}

void tst_SmokeTestRecord::noRecordIsNotAnError()
{
    QTemporaryDir project;
    auto read = SmokeTestRecord::read(project.path());
    TWB_VERIFY_RESULT(read);
    QVERIFY(!read->has_value());
}

void tst_SmokeTestRecord::damagedRecordNamesTheFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("says");
    QTest::newRow("cut short") << QByteArray(R"({"schema": "tpuwb.smoke_result/1", "config_ha)") << QString();
    QTest::newRow("another schema") << QByteArray(R"({"schema": "tpuwb.experiment/1"})") << u"schema"_s;
    QTest::newRow("no hash") << QByteArray(R"({"schema": "tpuwb.smoke_result/1", "passed": true})") << u"config_hash"_s;
    QTest::newRow("passed is text")
        << QByteArray(R"({"schema": "tpuwb.smoke_result/1", "config_hash": "ab", "passed": "yes"})") << u"passed"_s;
    QTest::newRow("steps is text")
        << QByteArray(R"({"schema": "tpuwb.smoke_result/1", "config_hash": "ab", "passed": true, "steps": "20"})")
        << u"steps"_s;
    QTest::newRow("an array") << QByteArray("[]") << u"object"_s;
}

void tst_SmokeTestRecord::damagedRecordNamesTheFile()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, says);
    QTemporaryDir project;
    QVERIFY(QDir(project.path()).mkpath(u".smoke"_s));
    QFile file(SmokeTestRecord::filePath(project.path()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    auto read = SmokeTestRecord::read(project.path());
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(u"result.json"_s), qPrintable(read.error().message));
    if (!says.isEmpty())
        QVERIFY2(read.error().message.contains(says), qPrintable(read.error().message));
}

QTEST_GUILESS_MAIN(tst_SmokeTestRecord)
#include "tst_smoke_test_record.moc"
