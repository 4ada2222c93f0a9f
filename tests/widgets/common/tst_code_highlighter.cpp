#include "widgets/common/code_highlighter.h"
#include "widgets/common/code_view.h"

#include "support/test_paths.h"

#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

using namespace Qt::StringLiterals;
using Role = twb::CodeHighlighter::Role;
using Language = twb::CodeHighlighter::Language;

namespace {

// The foreground colour the highlighter gave the character at (line, column); invalid if none.
QColor colourAt(const QTextDocument &document, int line, int column)
{
    const QTextBlock block = document.findBlockByNumber(line);
    for (const QTextLayout::FormatRange &range : block.layout()->formats())
        if (column >= range.start && column < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Language)
Q_DECLARE_METATYPE(Role)

class tst_CodeHighlighter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languageForFile_data();
    void languageForFile();
    void colours_data();
    void colours();
    void pythonTripleQuotedStringsSpanLines();
    void codeViewGrab();
};

void tst_CodeHighlighter::languageForFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Language>("language");
    QTest::newRow("python") << u"train.py"_s << Language::Python;
    QTest::newRow("json") << u"a/config.json"_s << Language::Json;
    QTest::newRow("jsonl") << u"metrics/host-0.jsonl"_s << Language::Json;
    QTest::newRow("shell") << u"launch.sh"_s << Language::Shell;
    QTest::newRow("markdown") << u"README.md"_s << Language::Markdown;
    QTest::newRow("diff") << u"x.patch"_s << Language::Diff;
    QTest::newRow("other") << u"requirements.txt"_s << Language::Plain;
}

void tst_CodeHighlighter::languageForFile()
{
    QFETCH(QString, file);
    QFETCH(Language, language);
    QCOMPARE(twb::CodeHighlighter::languageForFile(file), language);
}

void tst_CodeHighlighter::colours_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<Role>("role");
    QTest::newRow("python keyword") << Language::Python << u"import torch\n"_s << 0 << 0 << Role::Keyword;
    QTest::newRow("python string") << Language::Python << u"x = 'def'\n"_s << 0 << 5 << Role::String;
    QTest::newRow("python hash in string is no comment") << Language::Python << u"x = '#' + 1\n"_s << 0 << 10 << Role::Number;
    QTest::newRow("python comment") << Language::Python << u"y = 1  # import here\n"_s << 0 << 10 << Role::Comment;
    QTest::newRow("python number") << Language::Python << u"lr = 3e-4\n"_s << 0 << 5 << Role::Number;
    QTest::newRow("python decorator") << Language::Python << u"@property\ndef f(self):\n"_s << 0 << 1 << Role::Decorator;
    QTest::newRow("json key") << Language::Json << u"{\"lr\": 0.5}\n"_s << 0 << 2 << Role::Key;
    QTest::newRow("json value") << Language::Json << u"{\"a\": \"b\"}\n"_s << 0 << 7 << Role::String;
    QTest::newRow("json literal") << Language::Json << u"{\"a\": null}\n"_s << 0 << 7 << Role::Keyword;
    QTest::newRow("shell variable") << Language::Shell << u"echo \"$HOME\"\n"_s << 0 << 7 << Role::String;
    QTest::newRow("shell variable bare") << Language::Shell << u"cd $HOME\n"_s << 0 << 4 << Role::Variable;
    QTest::newRow("shell keyword") << Language::Shell << u"if true; then\n"_s << 0 << 0 << Role::Keyword;
    QTest::newRow("shell comment") << Language::Shell << u"# note\n"_s << 0 << 2 << Role::Comment;
    QTest::newRow("diff added") << Language::Diff << u"@@ -1 +1 @@\n-a\n+b\n"_s << 2 << 0 << Role::Added;
    QTest::newRow("diff removed") << Language::Diff << u"@@ -1 +1 @@\n-a\n+b\n"_s << 1 << 0 << Role::Removed;
    QTest::newRow("markdown heading") << Language::Markdown << u"# Title\n"_s << 0 << 3 << Role::Heading;
}

void tst_CodeHighlighter::colours()
{
    QFETCH(Language, language);
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(Role, role);
    QTextDocument document;
    twb::CodeHighlighter highlighter(&document, language);
    document.setPlainText(text);
    highlighter.rehighlight(); // the first pass is queued to the event loop; do it now
    QCOMPARE(colourAt(document, line, column), highlighter.format(role).foreground().color());
}

void tst_CodeHighlighter::pythonTripleQuotedStringsSpanLines()
{
    QTextDocument document;
    twb::CodeHighlighter highlighter(&document, Language::Python);
    document.setPlainText(u"\"\"\"Doc\nimport inside the docstring\n\"\"\"\nimport os\n"_s);
    highlighter.rehighlight();
    const QColor string = highlighter.format(Role::String).foreground().color();
    QCOMPARE(colourAt(document, 1, 0), string);      // "import" in the docstring is text
    QCOMPARE(colourAt(document, 2, 1), string);      // the closing quotes
    QCOMPARE(colourAt(document, 3, 0), highlighter.format(Role::Keyword).foreground().color());
}

void tst_CodeHighlighter::codeViewGrab()
{
    twb::CodeView view;
    view.resize(640, 260);
    view.showCode(u"#!/usr/bin/env python3\n\"\"\"Train.\"\"\"\nimport torch  # plain PyTorch\n\n@torch.no_grad()\n"
                  "def evaluate(model, batches, lr=3e-4):\n    return {\"eval/loss\": 1.25, 'ok': True}\n"_s,
                  u"train.py"_s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.gutterWidth() > 0);
    const QImage image = view.grab().toImage();
    QVERIFY(image.save(twb::test::artifactsDir() + u"/code_view_python.png"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_CodeHighlighter)
#include "tst_code_highlighter.moc"
