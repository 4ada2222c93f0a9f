#include "core/util/text_diff.h"

#include <QRandomGenerator>
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

QTEST_GUILESS_MAIN(tst_TextDiff)
#include "tst_text_diff.moc"
