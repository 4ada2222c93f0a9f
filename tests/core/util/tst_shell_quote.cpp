#include "core/util/shell_quote.h"

#include <QProcess>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_ShellQuote final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotesLiterally_data();
    void quotesLiterally();
    void survivesRealShell_data() { quotesLiterally_data(); }
    void survivesRealShell();
    void keepsTildePrefixUnquoted();
};

void tst_ShellQuote::quotesLiterally_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"abc"_s << u"'abc'"_s;
    QTest::newRow("empty") << QString() << u"''"_s;
    QTest::newRow("single quote") << u"it's"_s << u"'it'\\''s'"_s;
    QTest::newRow("spaces") << u"a b  c"_s << u"'a b  c'"_s;
    QTest::newRow("command substitution") << u"$(rm -rf /)"_s << u"'$(rm -rf /)'"_s;
    QTest::newRow("backticks") << u"`id`"_s << u"'`id`'"_s;
    QTest::newRow("semicolon") << u"a; reboot"_s << u"'a; reboot'"_s;
    QTest::newRow("newline") << u"line1\nline2"_s << u"'line1\nline2'"_s;
    QTest::newRow("variable") << u"$HOME"_s << u"'$HOME'"_s;
    QTest::newRow("only quotes") << u"''"_s << u"''\\'''\\'''"_s;
    QTest::newRow("non-ascii") << u"größe ✓"_s << u"'größe ✓'"_s;
}

void tst_ShellQuote::quotesLiterally()
{
    QFETCH(QString, argument);
    QFETCH(QString, expected);
    QCOMPARE(twb::shellQuote(argument), expected);
}

void tst_ShellQuote::survivesRealShell()
{
    // The quoted argument, re-parsed by a real POSIX shell, must come back byte for byte.
    QFETCH(QString, argument);
    QProcess shell;
    shell.start(u"/bin/sh"_s, {u"-c"_s, u"printf %s "_s + twb::shellQuote(argument)});
    QVERIFY(shell.waitForFinished(5000));
    QCOMPARE(shell.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()), argument);
}

void tst_ShellQuote::keepsTildePrefixUnquoted()
{
    QCOMPARE(twb::shellQuotePath(u"~/tpu workbench/runs"_s), u"~/'tpu workbench/runs'"_s);
    QCOMPARE(twb::shellQuotePath(u"/abs/it's"_s), u"'/abs/it'\\''s'"_s);
    QCOMPARE(twb::shellJoin({u"echo"_s, u"a b"_s, u"$(x)"_s}), u"'echo' 'a b' '$(x)'"_s);
}

QTEST_GUILESS_MAIN(tst_ShellQuote)
#include "tst_shell_quote.moc"
