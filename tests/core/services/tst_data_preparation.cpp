// DataPreparation: what the Prepare data dialog and `tpuwb data prepare` share, on the corpus
// the templates ship (tests/e2e/data checks the shards themselves).
#include "core/services/data_preparation.h"
#include "support/test_paths.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_DataPreparation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badRequestsAreRefusedBeforeAnythingRuns_data();
    void badRequestsAreRefusedBeforeAnythingRuns();
    void aStoppedPreparationLeavesNoManifest();
    void aScriptErrorIsItsOwnLastLine();

private:
    DataPreparationRequest bundled(const QString &out) const;
    QTemporaryDir m_dir;
};

DataPreparationRequest tst_DataPreparation::bundled(const QString &out) const
{
    DataPreparationRequest request;
    request.corpus = {twb::test::sourceDir() + u"/templates/data/kjv-genesis-proverbs-mark.txt"_s};
    request.outDir = out;
    request.vocabSize = 384;
    request.threads = 1;
    return request;
}

void tst_DataPreparation::badRequestsAreRefusedBeforeAnythingRuns_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no out") << u"out"_s << QString() << u"--out"_s;
    QTest::newRow("a bucket") << u"corpus"_s << u"gs://b/c.txt"_s << u"gs://b/c.txt"_s;
    QTest::newRow("no corpus") << u"corpus"_s << QString() << u".jsonl"_s;
    QTest::newRow("vocab") << u"vocab"_s << u"0"_s << u"--vocab-size 0"_s;
    QTest::newRow("threads") << u"threads"_s << u"-2"_s << u"--threads -2"_s;
}

void tst_DataPreparation::badRequestsAreRefusedBeforeAnythingRuns()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    const QString out = m_dir.filePath(u"refused"_s);
    DataPreparationRequest request = bundled(out);
    if (field == u"out"_s)
        request.outDir = value;
    else if (field == u"corpus"_s)
        request.corpus = value.isEmpty() ? QStringList{} : QStringList{value};
    else if (field == u"vocab"_s)
        request.vocabSize = value.toLongLong();
    else if (field == u"threads"_s)
        request.threads = value.toLongLong();
    const auto prepared = DataPreparation::run(request);
    QVERIFY(!prepared);
    QCOMPARE(prepared.error().kind, Error::Kind::Invalid);
    QVERIFY2(prepared.error().message.contains(expected), qPrintable(prepared.error().message));
    QVERIFY(!QFileInfo::exists(out));
}

void tst_DataPreparation::aStoppedPreparationLeavesNoManifest()
{
    const QString out = m_dir.filePath(u"stopped"_s);
    int asked = 0;
    const auto prepared = DataPreparation::run(bundled(out), [&asked] { return ++asked >= 1; });
    QVERIFY(!prepared);
    QVERIFY2(prepared.error().message.contains(u"stopped"_s) && prepared.error().message.contains(out),
             qPrintable(prepared.error().message));
    QVERIFY(asked >= 1);
    QVERIFY(!QFileInfo::exists(out + u"/manifest.json"_s));
}

void tst_DataPreparation::aScriptErrorIsItsOwnLastLine()
{
    DataPreparationRequest request = bundled(m_dir.filePath(u"small"_s));
    request.vocabSize = 100; // below the script's floor of 300
    const auto prepared = DataPreparation::run(request);
    QVERIFY(!prepared);
    QCOMPARE(prepared.error().kind, Error::Kind::Invalid);
    QVERIFY2(prepared.error().message.startsWith(u"--vocab-size 100"_s), qPrintable(prepared.error().message));
    QVERIFY2(!prepared.error().message.contains(u"usage:"_s), qPrintable(prepared.error().message));
}

QTEST_GUILESS_MAIN(tst_DataPreparation)
#include "tst_data_preparation.moc"
