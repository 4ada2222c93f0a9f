// "Import from gcloud" (offscreen) against the STAND-IN gcloud of the tests
// (tests/support/gcloud_standin/gcloud, put first on PATH here): listing, choosing, the address
// setting, and gcloud's failures shown in the dialog.
#include "core/registry/gcloud_tpu.h"
#include "support/test_paths.h"
#include "widgets/machines/gcloud_import_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_GcloudImportDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsVmsAndQueuedResourcesAndReturnsChecked();
    void gcloudFailureShownWithWhatToDo();
    void noGcloudOnPath();

private:
    void writeState(bool loggedIn) const;
    void listIn(twb::GcloudImportDialog &dialog, const QString &zone) const;

    QTemporaryDir m_dir;
    QString m_state;
    QByteArray m_path;
};

void tst_GcloudImportDialog::initTestCase()
{
    m_state = m_dir.filePath(u"state.json"_s);
    m_path = qgetenv("PATH");
    qputenv("PATH", QByteArray((twb::test::sourceDir() + u"/tests/support/gcloud_standin:"_s).toUtf8() + m_path));
    qputenv("GCLOUD_STANDIN_STATE", m_state.toUtf8());
}

void tst_GcloudImportDialog::writeState(bool loggedIn) const
{
    QFile file(m_state);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(R"({"account": )") + QByteArray(loggedIn ? R"("me@example.com")" : "null") + QByteArray(R"(,
      "zones": ["us-central2-b"],
      "nodes": [
        {"name": "projects/p/locations/us-central2-b/nodes/vm-a", "acceleratorType": "v4-16", "state": "READY",
         "networkEndpoints": [{"ipAddress": "10.0.0.2", "port": 8470, "accessConfig": {"externalIp": "34.1.1.2"}},
                              {"ipAddress": "10.0.0.3", "port": 8470, "accessConfig": {"externalIp": "34.1.1.3"}}]},
        {"name": "projects/p/locations/us-central2-b/nodes/vm-b", "state": "PREEMPTED",
         "acceleratorConfig": {"type": "V5LITE_POD", "topology": "2x4"}, "networkEndpoints": []}],
      "queuedResources": [
        {"name": "projects/p/locations/us-central2-b/queuedResources/qr-1", "state": {"state": "WAITING_FOR_RESOURCES"},
         "tpu": {"nodeSpec": [{"parent": "projects/p/locations/us-central2-b", "nodeId": "vm-q",
                               "node": {"acceleratorType": "v6e-8"}}]}}]})"));
}

void tst_GcloudImportDialog::listIn(twb::GcloudImportDialog &dialog, const QString &zone) const
{
    dialog.findChild<QLineEdit *>(u"zone"_s)->setText(zone);
    dialog.findChild<QLineEdit *>(u"project"_s)->setText(u"p"_s);
    QSignalSpy listed(&dialog, &twb::GcloudImportDialog::listed);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"list"_s), Qt::LeftButton);
    QVERIFY(listed.count() > 0 || listed.wait(30000));
}

void tst_GcloudImportDialog::listsVmsAndQueuedResourcesAndReturnsChecked()
{
    writeState(true);
    twb::GcloudImportDialog dialog(twb::GcloudResolver{}, {u"vm-a"_s}, false);
    dialog.show();
    listIn(dialog, u"us-central2-b"_s);
    auto *tree = dialog.findChild<QTreeWidget *>(u"tpus"_s);
    QCOMPARE(tree->topLevelItemCount(), 3);
    QCOMPARE(tree->topLevelItem(0)->text(0), u"vm-a"_s);
    QCOMPARE(tree->topLevelItem(0)->checkState(0), Qt::Unchecked); // already in the registry
    QCOMPARE(tree->topLevelItem(1)->text(1), u"v5litepod-8"_s);  // from acceleratorConfig
    QCOMPARE(tree->topLevelItem(1)->text(2), u"PREEMPTED"_s);
    QCOMPARE(tree->topLevelItem(2)->text(0), u"vm-q"_s);
    QCOMPARE(tree->topLevelItem(2)->text(2), u"WAITING_FOR_RESOURCES"_s);
    QCOMPARE(tree->topLevelItem(2)->text(3), u"qr-1"_s);

    // Choose vm-a (internal addresses) and not vm-b.
    tree->topLevelItem(0)->setCheckState(0, Qt::Checked);
    tree->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
    dialog.findChild<QCheckBox *>(u"internalIp"_s)->setChecked(true);
    const auto entries = dialog.entries();
    QCOMPARE(int(entries.size()), 2);
    QCOMPARE(entries[0].name(), u"vm-a"_s);
    QCOMPARE(entries[0].zone(), u"us-central2-b"_s);
    QCOMPARE(entries[0].project(), u"p"_s);
    QVERIFY(entries[0].isGcloud());
    QCOMPARE(entries[0].hosts(), QStringList({u"10.0.0.2"_s, u"10.0.0.3"_s}));
    QCOMPARE(twb::gcloudCache(entries[0]).state, u"READY"_s);
    QCOMPARE(entries[1].name(), u"vm-q"_s);
    QCOMPARE(twb::gcloudCache(entries[1]).queuedResource, u"qr-1"_s);

    // With external addresses the same VM is reached on its external ones; nothing checked: no OK.
    dialog.findChild<QCheckBox *>(u"internalIp"_s)->setChecked(false);
    QCOMPARE(dialog.entries()[0].hosts(), QStringList({u"34.1.1.2"_s, u"34.1.1.3"_s}));
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        tree->topLevelItem(i)->setCheckState(0, Qt::Unchecked);
    QVERIFY(!ok->isEnabled());
}

void tst_GcloudImportDialog::gcloudFailureShownWithWhatToDo()
{
    writeState(false);
    twb::GcloudImportDialog dialog(twb::GcloudResolver{}, {}, false);
    dialog.show();
    listIn(dialog, u"us-central2-b"_s);
    QVERIFY2(dialog.statusText().contains(u"gcloud auth login"_s), qPrintable(dialog.statusText()));
    QCOMPARE(dialog.findChild<QTreeWidget *>(u"tpus"_s)->topLevelItemCount(), 0);

    writeState(true);
    listIn(dialog, u"us-central9-z"_s);
    QVERIFY2(dialog.statusText().contains(u"us-central9-z"_s) && dialog.statusText().contains(u"locations list"_s),
             qPrintable(dialog.statusText()));
}

void tst_GcloudImportDialog::noGcloudOnPath()
{
    writeState(true);
    twb::GcloudImportDialog dialog(twb::GcloudResolver{m_dir.filePath(u"no-such-gcloud"_s)}, {}, false);
    dialog.show();
    listIn(dialog, u"us-central2-b"_s);
    QVERIFY2(dialog.statusText().contains(u"not installed or not on PATH"_s), qPrintable(dialog.statusText()));
}

QTEST_MAIN(tst_GcloudImportDialog)
#include "tst_gcloud_import_dialog.moc"
