#include "core/util/template_renderer.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_TemplateRenderer final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersValues_data();
    void rendersValues();
    void parseErrorNamesTemplateAndLine_data();
    void parseErrorNamesTemplateAndLine();
    void missingKeyNamesTemplateAndLine();
    void partialsResolveThroughLoader();
    void brokenPartialNamesThePartial();
    void partialWithoutLoaderIsAnError();
};

void tst_TemplateRenderer::rendersValues_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");

    QTest::newRow("no html escaping") << u"x = {{code}}"_s << QByteArray(R"({"code": "a < b && \"c\""})")
                                      << u"x = a < b && \"c\""_s;
    QTest::newRow("floats as python repr") << u"lr={{lr}} wd={{wd}} big={{big}}"_s
                                           << QByteArray(R"({"lr": 0.0003, "wd": 1e-05, "big": 100000.0})")
                                           << u"lr=0.0003 wd=1e-05 big=100000.0"_s;
    QTest::newRow("integers") << u"{{n}},{{m}}"_s << QByteArray(R"({"n": 512, "m": -3})") << u"512,-3"_s;
    QTest::newRow("dotted names") << u"{{model.moe.top_k}}"_s
                                  << QByteArray(R"({"model": {"moe": {"top_k": 2}}})") << u"2"_s;
    QTest::newRow("bool sections") << u"{{#on}}yes{{/on}}{{^off}}no{{/off}}"_s
                                   << QByteArray(R"({"on": true, "off": false})") << u"yesno"_s;
    QTest::newRow("null is false") << u"{{#x}}shown{{/x}}{{^x}}hidden{{/x}}"_s
                                   << QByteArray(R"({"x": null})") << u"hidden"_s;
    QTest::newRow("list of objects") << u"{{#axes}}{{name}}={{size}};{{/axes}}"_s
                                     << QByteArray(R"({"axes": [{"name": "data", "size": 2}, {"name": "fsdp", "size": 4}]})")
                                     << u"data=2;fsdp=4;"_s;
    QTest::newRow("list of scalars") << u"{{#xs}}[{{.}}]{{/xs}}"_s << QByteArray(R"({"xs": [1, "a"]})")
                                     << u"[1][a]"_s;
    QTest::newRow("standalone section lines vanish")
        << u"a\n{{#on}}\nb\n{{/on}}\nc\n"_s << QByteArray(R"({"on": true})") << u"a\nb\nc\n"_s;
    QTest::newRow("false section lines vanish")
        << u"def f():\n    {{#ddp}}\n    ddp()\n    {{/ddp}}\n    {{^ddp}}\n    single()\n    {{/ddp}}\n    return 1\n"_s
        << QByteArray(R"({"ddp": false})") << u"def f():\n    single()\n    return 1\n"_s;
    QTest::newRow("true section with inverted twin")
        << u"a\n{{#x}}\nyes\n{{/x}}\n{{^x}}\nno\n{{/x}}\nb"_s << QByteArray(R"({"x": true})") << u"a\nyes\nb"_s;
    QTest::newRow("inline sections keep their line")
        << u"f(a{{#x}}, b{{/x}})\n"_s << QByteArray(R"({"x": false})") << u"f(a)\n"_s;
    QTest::newRow("blank lines after sections stay")
        << u"def f():\n{{#x}}\n    a()\n{{/x}}\n{{^x}}\n    b()\n{{/x}}\n\ndef g():\n{{#x}}\n\n    c()\n{{/x}}\n"_s
        << QByteArray(R"({"x": true})") << u"def f():\n    a()\n\ndef g():\n\n    c()\n"_s;
    QTest::newRow("blank lines after false sections stay")
        << u"def f():\n{{#x}}\n    a()\n{{/x}}\n{{^x}}\n    b()\n{{/x}}\n\ndef g():\n"_s
        << QByteArray(R"({"x": false})") << u"def f():\n    b()\n\ndef g():\n"_s;
    QTest::newRow("comment lines vanish") << u"a\n  {{! a note }}\nb\n"_s << QByteArray("{}") << u"a\nb\n"_s;
    QTest::newRow("non-ascii") << u"# {{h}}"_s << QByteArray(R"({"h": "größer ✓ 東京"})")
                               << u"# größer ✓ 東京"_s;
    QTest::newRow("outer names visible in sections") << u"{{#items}}{{prefix}}{{.}} {{/items}}"_s
                                                     << QByteArray(R"({"prefix": "-", "items": ["a", "b"]})")
                                                     << u"-a -b "_s;
}

void tst_TemplateRenderer::rendersValues()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    const auto json = twb::parseJson(data, u"row"_s);
    QVERIFY(json);
    const twb::TemplateRenderer renderer;
    const auto rendered = renderer.render(u"row.mustache"_s, text, *json);
    QVERIFY2(rendered, rendered ? "" : qPrintable(rendered.error().message));
    QCOMPARE(*rendered, expected);
}

void tst_TemplateRenderer::parseErrorNamesTemplateAndLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unclosed section") << u"line one\nline two\n{{#strategy}}\nbody\n"_s
                                      << u"experiment/train.py:line 3, column 1"_s << u"Unclosed section"_s;
    QTest::newRow("unclosed tag") << u"a\nb\nc = {{value\n"_s << u"experiment/train.py:line 3, column 5"_s
                                  << u"Unclosed tag"_s;
    QTest::newRow("unopened section") << u"ok\n\n  {{/mesh}}\n"_s << u"experiment/train.py:line 3, column 3"_s
                                      << u"Unopened section"_s;
    QTest::newRow("unopened section after standalone lines")
        << u"{{#a}}\nx\n{{/a}}\n\n    {{/mesh}}\n"_s << u"experiment/train.py:line 5, column 5"_s << u"Unopened section"_s;
    // kainjow closes the innermost section at any end tag, so the outer one is reported.
    QTest::newRow("mismatched end tag") << u"{{#a}}\n  {{#b}}\n{{/a}}\n"_s
                                        << u"experiment/train.py:line 1, column 1"_s << u"Unclosed section \"a\""_s;
}

void tst_TemplateRenderer::parseErrorNamesTemplateAndLine()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    const twb::TemplateRenderer renderer;
    const auto rendered = renderer.render(u"experiment/train.py"_s, text, twb::Json::object());
    QVERIFY(!rendered);
    QCOMPARE(rendered.error().where, where);
    QVERIFY2(rendered.error().message.contains(u"experiment/train.py"_s), qPrintable(rendered.error().message));
    QVERIFY2(rendered.error().message.contains(reason), qPrintable(rendered.error().message));
}

void tst_TemplateRenderer::missingKeyNamesTemplateAndLine()
{
    const twb::TemplateRenderer renderer;
    const auto data = twb::Json::parse(R"({"model": {"d_model": 512}})");
    const auto rendered = renderer.render(u"experiment/model.py"_s,
                                          u"import torch\n\nD = {{model.d_model}}\nH = {{ model.n_heads }}\n"_s, data);
    QVERIFY(!rendered);
    qInfo().noquote() << rendered.error().message;
    QCOMPARE(rendered.error().where, u"experiment/model.py:line 4, column 5"_s);
    QVERIFY2(rendered.error().message.contains(u"`model.n_heads`"_s), qPrintable(rendered.error().message));
}

void tst_TemplateRenderer::partialsResolveThroughLoader()
{
    int loads = 0;
    const twb::TemplateRenderer renderer([&loads](const QString &name) -> twb::Result<QString> {
        ++loads;
        if (name == u"common/header"_s)
            return u"# {{title}}\n"_s;
        return twb::fail(twb::Error::notFound(u"no such partial"_s));
    });
    const auto rendered = renderer.render(u"main"_s, u"{{> common/header}}{{> common/header}}body\n"_s,
                                          twb::Json{{"title", "Mesh"}});
    QVERIFY2(rendered, rendered ? "" : qPrintable(rendered.error().message));
    QCOMPARE(*rendered, u"# Mesh\n# Mesh\nbody\n"_s);
    QCOMPARE(loads, 1); // loaded once, reused
}

void tst_TemplateRenderer::brokenPartialNamesThePartial()
{
    const twb::TemplateRenderer renderer([](const QString &) -> twb::Result<QString> {
        return u"fine\n{{#open}}\n"_s;
    });
    const auto rendered = renderer.render(u"main"_s, u"x\n{{> mesh/axes.py}}\n"_s, twb::Json{{"open", true}});
    QVERIFY(!rendered);
    QCOMPARE(rendered.error().where, u"mesh/axes.py:line 2, column 1"_s);

    const twb::TemplateRenderer missing([](const QString &name) -> twb::Result<QString> {
        return twb::fail(twb::Error::notFound(u"cannot read "_s + name));
    });
    const auto absent = missing.render(u"main"_s, u"x\n{{> nope}}\n"_s, twb::Json::object());
    QVERIFY(!absent);
    QCOMPARE(absent.error().where, u"main:line 2, column 1"_s);
    QVERIFY(absent.error().message.contains(u"cannot read nope"_s));
}

void tst_TemplateRenderer::partialWithoutLoaderIsAnError()
{
    const twb::TemplateRenderer renderer;
    const auto rendered = renderer.render(u"main"_s, u"{{> other}}"_s, twb::Json::object());
    QVERIFY(!rendered);
    QCOMPARE(rendered.error().where, u"main:line 1, column 1"_s);
}

QTEST_GUILESS_MAIN(tst_TemplateRenderer)
#include "tst_template_renderer.moc"
