// The machine dialog's runs folder (issue 26): this machine's lives in the workspace ("remote",
// resolved against it), a TPU VM's in its home; an existing local machine shows its
// remote_root as written, not resolved.
#include "core/registry/registry.h"
#include "widgets/machines/machine_dialog.h"

#include "support/widget_test_main.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MachineDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newLocalMachineRunsInTheWorkspace()
    {
        MachineEntry blank;
        blank.setMode(MachineEntry::Mode::Remote);
        MachineDialog dialog(blank, {}, true, nullptr);
        auto *mode = dialog.findChild<QComboBox *>(u"mode"_s);
        auto *root = dialog.findChild<QLineEdit *>(u"remoteRoot"_s);
        QVERIFY(mode && root);
        QCOMPARE(root->text(), u"~/tpu-workbench"_s);
        mode->setCurrentIndex(mode->findData(u"local"_s));
        QCOMPARE(root->text(), u"remote"_s);
        QCOMPARE(dialog.entry().remoteRootAsWritten(), u"remote"_s);
        mode->setCurrentIndex(mode->findData(u"remote"_s));
        QCOMPARE(root->text(), u"~/tpu-workbench"_s);
        // A folder the user typed stays when the kind changes.
        root->setText(u"/data/runs"_s);
        mode->setCurrentIndex(mode->findData(u"local"_s));
        QCOMPARE(root->text(), u"/data/runs"_s);
    }

    void existingLocalMachineShowsItsRootAsWritten()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"tpu_config.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"tpus": [{"mode": "local", "tpu_name": "here", "workbench": {"remote_root": "remote"}}]})");
        file.close();
        auto registry = Registry::load(file.fileName());
        QVERIFY(registry);
        const MachineEntry &entry = registry->entries().front();
        QCOMPARE(entry.remoteRoot(), dir.path() + u"/remote"_s);
        MachineDialog dialog(entry, {}, false, nullptr);
        QCOMPARE(dialog.findChild<QLineEdit *>(u"remoteRoot"_s)->text(), u"remote"_s);
        QCOMPARE(dialog.entry().remoteRootAsWritten(), u"remote"_s);
    }
};

TWB_WIDGET_TEST_MAIN(tst_MachineDialog)
#include "tst_machine_dialog.moc"
