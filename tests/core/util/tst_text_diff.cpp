#include "core/util/text_diff.h"
#include "core/util/atomic_file.h"

#include "support/test_paths.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <vector>

using namespace Qt::StringLiterals;

namespace {

int lcsLength(const QStringList &a, const QStringList &b)
{
    std::vector<std::vector<int>> t(size_t(a.size() + 1), std::vector<int>(size_t(b.size() + 1), 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[size_t(i)][size_t(j)] = a[i] == b[j] ? t[size_t(i + 1)][size_t(j + 1)] + 1
                                                   : std::max(t[size_t(i + 1)][size_t(j)], t[size_t(i)][size_t(j + 1)]);
    return t[0][0];
}

} // namespace

class tst_TextDiff final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unifiedFormat_data();
    void unifiedFormat();
    void randomTextsRebuildAndAreMinimal();
    void linesNumberedAndDeletionsFirst();
    void unifiedAppliesWithPatch_data();
    void unifiedAppliesWithPatch();
};

void tst_TextDiff::unifiedFormat_data()
{
    QTest::addColumn<QString>("oldText");
    QTest::addColumn<QString>("newText");
    QTest::addColumn<QString>("expected");
    QTest::newRow("equal") << u"a\nb\n"_s << u"a\nb\n"_s << QString();
    QTest::newRow("one change") << u"a\nb\nc\n"_s << u"a\nB\nc\n"_s
                                << u"--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"_s;
    QTest::newRow("from nothing") << QString() << u"x\ny\n"_s << u"--- old\n+++ new\n@@ -0,0 +1,2 @@\n+x\n+y\n"_s;
    QTest::newRow("to nothing") << u"x\n"_s << QString() << u"--- old\n+++ new\n@@ -1,1 +0,0 @@\n-x\n"_s;
    QTest::newRow("two hunks") << u"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n"_s << u"0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n"_s
                               << u"--- old\n+++ new\n@@ -1,3 +1,4 @@\n+0\n 1\n 2\n 3\n@@ -7,4 +8,3 @@\n 7\n 8\n 9\n-10\n"_s;
}

void tst_TextDiff::unifiedFormat()
{
    QFETCH(QString, oldText);
    QFETCH(QString, newText);
    QFETCH(QString, expected);
    QCOMPARE(twb::TextDiff::unified(oldText, newText, u"old"_s, u"new"_s), expected);
}

void tst_TextDiff::randomTextsRebuildAndAreMinimal()
{
    QRandomGenerator random(7);
    for (int round = 0; round < 300; ++round) {
        QStringList a, b;
        const int n = int(random.bounded(12)), m = int(random.bounded(12));
        for (int i = 0; i < n; ++i)
            a << QString(QChar(u'a' + random.bounded(4)));
        for (int i = 0; i < m; ++i)
            b << QString(QChar(u'a' + random.bounded(4)));
        const QString oldText = a.isEmpty() ? QString() : a.join(u'\n') + u'\n';
        const QString newText = b.isEmpty() ? QString() : b.join(u'\n') + u'\n';
        const auto diff = twb::TextDiff::lines(oldText, newText);
        QStringList rebuiltOld, rebuiltNew;
        int same = 0;
        for (const auto &line : diff) {
            if (line.kind != twb::DiffLine::Kind::Added)
                rebuiltOld << line.text;
            if (line.kind != twb::DiffLine::Kind::Removed)
                rebuiltNew << line.text;
            same += line.kind == twb::DiffLine::Kind::Same;
        }
        QCOMPARE(rebuiltOld, a);
        QCOMPARE(rebuiltNew, b);
        QCOMPARE(same, lcsLength(a, b)); // a shortest edit script keeps a longest common subsequence
    }
}

void tst_TextDiff::linesNumberedAndDeletionsFirst()
{
    const auto diff = twb::TextDiff::lines(u"a\nb\nc\nd\n"_s, u"a\nB\nc\nd\ne\n"_s);
    QCOMPARE(twb::TextDiff::counts(diff), qMakePair(2, 1));
    QCOMPARE(diff.size(), 6);
    QCOMPARE(diff[1].kind, twb::DiffLine::Kind::Removed); // deletions first
    QCOMPARE(diff[1].text, u"b"_s);
    QCOMPARE(diff[1].oldLine, 2);
    QCOMPARE(diff[2].kind, twb::DiffLine::Kind::Added);
    QCOMPARE(diff[2].newLine, 2);
    QCOMPARE(diff[3].oldLine, 3);
    QCOMPARE(diff[3].newLine, 3);
    QCOMPARE(diff[5].text, u"e"_s);
    QCOMPARE(diff[5].newLine, 5);
}

// Diffs between kernel iterations of the recorded example run: GNU patch rebuilds the new file.
void tst_TextDiff::unifiedAppliesWithPatch_data()
{
    QTest::addColumn<QString>("oldFile");
    QTest::addColumn<QString>("newFile");
    const QString rec = twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/recording/"_s;
    QTest::newRow("base.py -> iter1") << rec + u"setup/base.py"_s << rec + u"iter1/optimized.py"_s;
    QTest::newRow("iter1 -> iter2") << rec + u"iter1/optimized.py"_s << rec + u"iter2/optimized.py"_s;
    QTest::newRow("iter2 -> iter5") << rec + u"iter2/optimized.py"_s << rec + u"iter5/optimized.py"_s;
    QTest::newRow("plan 1 -> plan 4") << rec + u"iter1/kernel_plan.md"_s << rec + u"iter4/kernel_plan.md"_s;
}

void tst_TextDiff::unifiedAppliesWithPatch()
{
    QFETCH(QString, oldFile);
    QFETCH(QString, newFile);
    const QString oldText = QString::fromUtf8(*twb::readWholeFile(oldFile));
    const QString newText = QString::fromUtf8(*twb::readWholeFile(newFile));
    const QString patchText = twb::TextDiff::unified(oldText, newText, u"a/old"_s, u"b/new"_s);
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

QTEST_GUILESS_MAIN(tst_TextDiff)
#include "tst_text_diff.moc"
