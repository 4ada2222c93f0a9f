#include "core/runs/run_annotation.h"

#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunAnnotation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tagEditsAddAndRemoveInAnyCase()
    {
        RunRecord record;
        record.tags = {u"Baseline"_s, u"old"_s};
        record.notes = u"kept"_s;
        auto edits = RunAnnotation::fromTagEdits({u"+paper"_s, u"baseline"_s, u"-OLD"_s, u"+paper"_s});
        QVERIFY(edits);
        edits->applyTo(record);
        QCOMPARE(record.tags, (QStringList{u"Baseline"_s, u"paper"_s}));
        QCOMPARE(record.notes, u"kept"_s);   // no notes in the edit: untouched
    }

    void replacingTagsAndNotes()
    {
        RunRecord record;
        record.tags = {u"a"_s};
        RunAnnotation annotation;
        annotation.tags = QStringList{u"x"_s, u"X"_s, u"y"_s};
        annotation.notes = QString();
        annotation.applyTo(record);
        QCOMPARE(record.tags, (QStringList{u"x"_s, u"y"_s}));
        QVERIFY(record.notes.isEmpty());
        QVERIFY(!annotation.isEmpty());
        QVERIFY(RunAnnotation().isEmpty());
    }

    // The editor showed a run's tags and notes; meanwhile `tpuwb run tag` added a tag and
    // another panel rewrote the notes. Its save changes only what the user changed in it.
    void editorSendsOnlyWhatChanged()
    {
        RunRecord shown;
        shown.tags = {u"baseline"_s, u"old"_s};
        shown.notes = u"first"_s;
        RunRecord onDisk = shown;
        onDisk.tags << u"from-cli"_s;
        onDisk.notes = u"from elsewhere"_s;

        const RunAnnotation tagsOnly = RunAnnotation::fromEditor(shown, {u"baseline"_s, u"paper"_s}, u"first"_s);
        QCOMPARE(tagsOnly.addTags, QStringList{u"paper"_s});
        QCOMPARE(tagsOnly.removeTags, QStringList{u"old"_s});
        QVERIFY(!tagsOnly.notes && !tagsOnly.tags);
        RunRecord afterTags = onDisk;
        tagsOnly.applyTo(afterTags);
        QCOMPARE(afterTags.tags, (QStringList{u"baseline"_s, u"from-cli"_s, u"paper"_s}));
        QCOMPARE(afterTags.notes, u"from elsewhere"_s);

        const RunAnnotation notesOnly = RunAnnotation::fromEditor(shown, shown.tags, u"second"_s);
        QVERIFY(notesOnly.addTags.isEmpty() && notesOnly.removeTags.isEmpty());
        RunRecord afterNotes = onDisk;
        notesOnly.applyTo(afterNotes);
        QCOMPARE(afterNotes.tags, onDisk.tags);
        QCOMPARE(afterNotes.notes, u"second"_s);
    }

    void tagListSplitsOnSpacesAndCommas()
    {
        auto tags = RunAnnotation::parseTagList(u" paper, best  paper,,lr-sweep "_s);
        QVERIFY(tags);
        QCOMPARE(*tags, (QStringList{u"paper"_s, u"best"_s, u"lr-sweep"_s}));
        QVERIFY(RunAnnotation::parseTagList(QString())->isEmpty());
    }

    void badTagsAreRefusedNamingThem_data()
    {
        QTest::addColumn<QStringList>("edits");
        QTest::addColumn<QString>("named");
        QTest::newRow("space") << QStringList{u"+two words"_s} << u"\"two words\""_s;
        QTest::newRow("quote") << QStringList{u"a\"b"_s} << u"\"a\"b\""_s;
        QTest::newRow("comma") << QStringList{u"-a,b"_s} << u"\"a,b\""_s;
        QTest::newRow("empty") << QStringList{u"+"_s} << u"empty"_s;
        QTest::newRow("double sign") << QStringList{u"+-x"_s} << u"\"-x\""_s;
    }
    void badTagsAreRefusedNamingThem()
    {
        QFETCH(QStringList, edits);
        QFETCH(QString, named);
        auto result = RunAnnotation::fromTagEdits(edits);
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(named), qPrintable(result.error().message));
        QCOMPARE(result.error().where, u"tags"_s);
    }
};

QTEST_GUILESS_MAIN(tst_RunAnnotation)
#include "tst_run_annotation.moc"
