#include "core/util/template_store.h"

#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

} // namespace

class tst_TemplateStore final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void environmentOverridesTheRoot();
    void withoutEnvironmentFindsTheSourceTree();
    void anInstalledBinaryFindsItsDataWhereverItIs();
    void readsAndListsTemplates();
    void refusesPathsOutsideTheRoot_data();
    void refusesPathsOutsideTheRoot();
    void missingTemplateIsNamed();
    void renderResolvesPartialsUnderTheRoot();
    void renderErrorNamesTheTemplateFile();
};

void tst_TemplateStore::environmentOverridesTheRoot()
{
    QTemporaryDir dir;
    qputenv("TPUWB_TEMPLATES", dir.path().toUtf8());
    QCOMPARE(twb::TemplateStore::locateRoot(), QDir::cleanPath(dir.path()));
    QCOMPARE(twb::TemplateStore().root(), QDir::cleanPath(dir.path()));
    qunsetenv("TPUWB_TEMPLATES");
}

void tst_TemplateStore::withoutEnvironmentFindsTheSourceTree()
{
    qunsetenv("TPUWB_TEMPLATES");
    // A test binary in the build tree has no share/ next to its bin folder.
    QCOMPARE(twb::TemplateStore::locateRoot(), QDir::cleanPath(twb::test::sourceDir() + u"/templates"_s));
}

void tst_TemplateStore::anInstalledBinaryFindsItsDataWhereverItIs()
{
    qunsetenv("TPUWB_TEMPLATES");
    // The package's layout under two prefixes: /usr (the .deb) and a tarball unpacked anywhere.
    for (const QString &prefix : {u"usr"_s, u"opt/somewhere/tpu-workbench-0.1"_s}) {
        QTemporaryDir root;
        const QString bin = root.filePath(prefix + u"/bin"_s);
        const QString templates = root.filePath(prefix + u"/share/tpu-workbench/templates"_s);
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(QDir().mkpath(templates));
        QCOMPARE(twb::TemplateStore::locateRoot(bin), QDir::cleanPath(templates));
    }
    // Without the data next to it, the source tree (a build directory's binary).
    QTemporaryDir bare;
    QCOMPARE(twb::TemplateStore::locateRoot(bare.filePath(u"bin"_s)),
             QDir::cleanPath(twb::test::sourceDir() + u"/templates"_s));
}

void tst_TemplateStore::readsAndListsTemplates()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"experiment/train.py.mustache"_s), "print('ü')\n");
    writeFile(dir.filePath(u"experiment/sub/data.py.mustache"_s), "x\n");
    writeFile(dir.filePath(u"mesh/mesh.py.mustache"_s), "y\n");
    const twb::TemplateStore store(dir.path());

    const auto text = store.read(u"experiment/train.py.mustache"_s);
    QVERIFY(text);
    QCOMPARE(*text, u"print('ü')\n"_s);

    const auto files = store.list(u"experiment"_s);
    QVERIFY(files);
    QCOMPARE(*files, (QStringList{u"experiment/sub/data.py.mustache"_s, u"experiment/train.py.mustache"_s}));
    QVERIFY(!store.list(u"nothing"_s));
}

void tst_TemplateStore::refusesPathsOutsideTheRoot_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("parent") << u"../secret"_s;
    QTest::newRow("nested parent") << u"experiment/../../secret"_s;
    QTest::newRow("absolute") << u"/etc/passwd"_s;
    QTest::newRow("empty") << QString();
}

void tst_TemplateStore::refusesPathsOutsideTheRoot()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    const twb::TemplateStore store(dir.path());
    const auto text = store.read(path);
    QVERIFY(!text);
    QCOMPARE(text.error().kind, twb::Error::Kind::Invalid);
}

void tst_TemplateStore::missingTemplateIsNamed()
{
    QTemporaryDir dir;
    const twb::TemplateStore store(dir.path());
    const auto text = store.read(u"experiment/none.mustache"_s);
    QVERIFY(!text);
    QCOMPARE(text.error().where, u"experiment/none.mustache"_s);
    QVERIFY(text.error().message.contains(u"none.mustache"_s));

    const twb::TemplateStore nowhere(dir.filePath(u"absent"_s));
    const auto none = nowhere.read(u"x"_s);
    QVERIFY(!none);
    QVERIFY2(none.error().message.contains(u"TPUWB_TEMPLATES"_s), qPrintable(none.error().message));
}

void tst_TemplateStore::renderResolvesPartialsUnderTheRoot()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"common/license.mustache"_s), "# (c) {{year}}\n");
    writeFile(dir.filePath(u"mesh/mesh.py.mustache"_s), "{{> common/license.mustache}}AXES = {{axes}}\n");
    const twb::TemplateStore store(dir.path());
    const auto rendered = store.render(u"mesh/mesh.py.mustache"_s, twb::Json{{"year", 2025}, {"axes", "('data',)"}});
    QVERIFY2(rendered, rendered ? "" : qPrintable(rendered.error().message));
    QCOMPARE(*rendered, u"# (c) 2025\nAXES = ('data',)\n"_s);
}

void tst_TemplateStore::renderErrorNamesTheTemplateFile()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"mesh/mesh.py.mustache"_s), "import torch\n{{#sharded}}\nx = 1\n");
    const twb::TemplateStore store(dir.path());
    const auto rendered = store.render(u"mesh/mesh.py.mustache"_s, twb::Json{{"sharded", true}});
    QVERIFY(!rendered);
    QCOMPARE(rendered.error().where, u"mesh/mesh.py.mustache:line 2, column 1"_s);
}

QTEST_GUILESS_MAIN(tst_TemplateStore)
#include "tst_template_store.moc"
