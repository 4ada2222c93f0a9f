// CodeDiff: line diffs between kernel iterations; the unified text is checked by GNU patch.
#include "core/kernel/code_diff.h"
#include "core/util/atomic_file.h"

#include "support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::kernel::CodeDiff;

class tst_CodeDiff final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compareCountsAndNumbers();
    void identicalTextsHaveNoHunks();
    void unifiedAppliesWithPatch_data();
    void unifiedAppliesWithPatch();
};

void tst_CodeDiff::compareCountsAndNumbers()
{
    const auto diff = CodeDiff::compare(u"a\nb\nc\nd\n"_s, u"a\nB\nc\nd\ne\n"_s);
    QCOMPARE(diff.added, 2);
    QCOMPARE(diff.removed, 1);
    QCOMPARE(diff.lines.size(), 6);
    QCOMPARE(diff.lines[1].kind, CodeDiff::Line::Kind::Removed); // deletions first
    QCOMPARE(diff.lines[1].text, u"b"_s);
    QCOMPARE(diff.lines[1].oldNumber, 2);
    QCOMPARE(diff.lines[2].kind, CodeDiff::Line::Kind::Added);
    QCOMPARE(diff.lines[2].newNumber, 2);
    QCOMPARE(diff.lines[5].text, u"e"_s);
    QCOMPARE(diff.lines[5].newNumber, 5);
    QCOMPARE(diff.lines[3].oldNumber, 3);
    QCOMPARE(diff.lines[3].newNumber, 3);
}

void tst_CodeDiff::identicalTextsHaveNoHunks()
{
    QVERIFY(CodeDiff::compare(u"x\ny\n"_s, u"x\ny\n"_s).identical());
    QVERIFY(CodeDiff::unified(u"x\n"_s, u"x\n"_s, u"a"_s, u"b"_s).isEmpty());
}

void tst_CodeDiff::unifiedAppliesWithPatch_data()
{
    QTest::addColumn<QString>("oldFile");
    QTest::addColumn<QString>("newFile");
    const QString rec = twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/recording/"_s;
    QTest::newRow("base.py -> iter1") << rec + u"setup/base.py"_s << rec + u"iter1/optimized.py"_s;
    QTest::newRow("iter1 -> iter2") << rec + u"iter1/optimized.py"_s << rec + u"iter2/optimized.py"_s;
    QTest::newRow("iter2 -> iter5") << rec + u"iter2/optimized.py"_s << rec + u"iter5/optimized.py"_s;
    QTest::newRow("plan 1 -> plan 4") << rec + u"iter1/kernel_plan.md"_s << rec + u"iter4/kernel_plan.md"_s;
}

void tst_CodeDiff::unifiedAppliesWithPatch()
{
    QFETCH(QString, oldFile);
    QFETCH(QString, newFile);
    const QString oldText = QString::fromUtf8(*twb::readWholeFile(oldFile));
    const QString newText = QString::fromUtf8(*twb::readWholeFile(newFile));
    const QString patchText = CodeDiff::unified(oldText, newText, u"a/old"_s, u"b/new"_s);
    QVERIFY(patchText.startsWith(u"--- a/old\n+++ b/new\n@@ -"_s));

    QTemporaryDir dir;
    QVERIFY(twb::writeFileAtomically(dir.filePath(u"old"_s), oldText.toUtf8()));
    QVERIFY(twb::writeFileAtomically(dir.filePath(u"change.patch"_s), patchText.toUtf8()));
    QProcess patch;
    patch.setWorkingDirectory(dir.path());
    patch.start(u"patch"_s, {u"--quiet"_s, u"-o"_s, u"patched"_s, u"old"_s, u"change.patch"_s});
    QVERIFY2(patch.waitForFinished(10000), "GNU patch is needed: apt install patch");
    QVERIFY2(patch.exitCode() == 0, patch.readAllStandardError().constData());
    QCOMPARE(QString::fromUtf8(*twb::readWholeFile(dir.filePath(u"patched"_s))), newText);
}

QTEST_GUILESS_MAIN(tst_CodeDiff)
#include "tst_code_diff.moc"
