// Where a machine's runs live (MachineEntry::remoteRoot): a local machine's relative
// remote_root belongs to the workspace whose registry names it, a TPU VM's stays the shell's;
// the file keeps what was written; a local root inside another workspace is refused.
#include "core/registry/registry.h"
#include "core/workspace/workspace.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_MachineRemoteRoot final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;

    static void writeRegistry(const QString &folder, const QString &remoteRoot, const QString &mode)
    {
        QVERIFY(QDir().mkpath(folder));
        QFile file(folder + u"/tpu_config.json"_s);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(uR"({"tpus": [{"mode": "%1", "tpu_name": "m", "workbench": {"hosts": ["10.0.0.2"], "remote_root": "%2"}}]})"_s
                       .arg(mode, remoteRoot)
                       .toUtf8());
    }

    static MachineEntry loaded(const QString &folder)
    {
        auto registry = Registry::load(folder + u"/tpu_config.json"_s);
        if (!registry || registry->entries().empty())
            qFatal("registry in %s did not load", qPrintable(folder));
        return registry->entries().front();
    }

private Q_SLOTS:
    void resolves_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("expected"); // {ws} is the registry's folder
        QTest::newRow("local relative: the workspace's") << u"local"_s << u"remote"_s << u"{ws}/remote"_s;
        QTest::newRow("local relative with dots cleaned") << u"local"_s << u"./runs-here/"_s << u"{ws}/runs-here"_s;
        QTest::newRow("local home stays the shell's") << u"local"_s << u"~/tpu-workbench"_s << u"~/tpu-workbench"_s;
        QTest::newRow("local absolute as written") << u"local"_s << u"/srv/runs"_s << u"/srv/runs"_s;
        QTest::newRow("remote relative is under the host's home") << u"remote"_s << u"remote"_s << u"remote"_s;
    }

    void resolves()
    {
        QFETCH(QString, mode);
        QFETCH(QString, written);
        QFETCH(QString, expected);
        const QString ws = m_root.filePath(u"ws"_s);
        writeRegistry(ws, written, mode);
        const MachineEntry entry = loaded(ws);
        QCOMPARE(entry.remoteRoot(), QString(expected).replace(u"{ws}"_s, ws));
        QCOMPARE(entry.remoteRootAsWritten(), written);
    }

    void aCopyResolvesIntoItselfAndTheFileKeepsTheRelativeRoot()
    {
        const QString original = m_root.filePath(u"original"_s);
        const QString copy = m_root.filePath(u"copy"_s);
        writeRegistry(original, u"remote"_s, u"local"_s);
        writeRegistry(copy, u"remote"_s, u"local"_s);
        QCOMPARE(loaded(copy).remoteRoot(), copy + u"/remote"_s);
        // A rewrite (here: a label added) keeps "remote", not the resolved path.
        QVERIFY(Registry::modify(copy + u"/tpu_config.json"_s, [](Registry &registry) -> Result<void> {
            MachineEntry entry = registry.entries().front();
            entry.setLabels({u"cpu"_s});
            registry.upsert(entry);
            return {};
        }, m_root.filePath(u"registry.lock"_s)));
        QFile file(copy + u"/tpu_config.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("\"remote_root\": \"remote\"") && !text.contains(copy.toUtf8()), text.constData());
    }

    void aLocalRootInAnotherWorkspaceIsRefused()
    {
        const QString original = m_root.filePath(u"a"_s);
        const QString copy = m_root.filePath(u"b"_s);
        QVERIFY(Workspace(original).ensureCreated());
        QVERIFY(Workspace(copy).ensureCreated());
        const QString foreign = original + u"/remote"_s;
        writeRegistry(copy, foreign, u"local"_s);
        const auto refused = loaded(copy).checkRemoteRootOwner();
        QVERIFY(!refused);
        for (const QString &needed : {u"Machine m"_s, foreign, original, copy, u"remote_root"_s})
            QVERIFY2(refused.error().message.contains(needed), qPrintable(refused.error().message));

        // Its own workspace's folder, absolute or relative, is fine; so is a TPU VM's path and a
        // folder outside every workspace.
        writeRegistry(copy, copy + u"/remote"_s, u"local"_s);
        QVERIFY(loaded(copy).checkRemoteRootOwner());
        writeRegistry(copy, u"remote"_s, u"local"_s);
        QVERIFY(loaded(copy).checkRemoteRootOwner());
        writeRegistry(copy, foreign, u"remote"_s);
        QVERIFY(loaded(copy).checkRemoteRootOwner());
        writeRegistry(copy, m_root.filePath(u"elsewhere"_s), u"local"_s);
        QVERIFY(loaded(copy).checkRemoteRootOwner());
    }
};

QTEST_GUILESS_MAIN(tst_MachineRemoteRoot)
#include "tst_machine_remote_root.moc"
