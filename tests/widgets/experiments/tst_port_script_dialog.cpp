// "Port a PyTorch script…": the dialog shows the port of a real training script (the diff,
// coloured, read-only; each change with its line) before anything is written, writes it with a
// FILE.bak on Write, and names the file and line when the script cannot be ported. The
// Experiments panel's button opens it.
#include "core/services/workbench_session.h"
#include "widgets/common/code_highlighter.h"
#include "widgets/common/code_view.h"
#include "widgets/experiments/experiments_panel.h"
#include "widgets/experiments/port_script_dialog.h"

#include "support/test_paths.h"
#include "support/widget_test_main.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

QString copyScript(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile::copy(test::sourceDir() + u"/tests/e2e/port/scripts/"_s + name, path);
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
    return path;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestPortScriptDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheDiffThenWrites()
    {
        QTemporaryDir dir;
        const QString path = copyScript(dir, u"amp_scaler.py"_s);
        const QByteArray original = contents(path);
        PortScriptDialog dialog(nullptr, test::systemPython(), test::sourceDir() + u"/templates"_s);
        dialog.show();
        QSignalSpy ported(&dialog, &PortScriptDialog::ported);
        dialog.portFile(path);
        QVERIFY(!dialog.writeButton()->isEnabled()); // nothing to write while it runs
        QVERIFY(ported.wait(30000));

        CodeView *diff = dialog.diffView();
        QVERIFY(diff->isReadOnly());
        QCOMPARE(diff->highlighter()->language(), CodeHighlighter::Language::Diff);
        const QString text = diff->toPlainText();
        QVERIFY(text.startsWith(u"--- a/amp_scaler.py\n+++ b/amp_scaler.py\n"_s));
        QVERIFY(text.contains(u"-    scaler = GradScaler()\n"_s));
        QVERIFY(text.contains(u"+            with torch.autocast(XLA_DEVICE, dtype=torch.bfloat16, enabled=XLA_DEVICE == \"xla\"):\n"_s));

        // One row per change and note, with the original's line.
        QTreeWidget *changes = dialog.changeList();
        QVERIFY(changes->topLevelItemCount() >= 10);
        bool scalerRow = false;
        for (int i = 0; i < changes->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = changes->topLevelItem(i);
            if (item->text(2) == u"scaler.step(optimizer)"_s) {
                scalerRow = true;
                QCOMPARE(item->text(0), u"44"_s);
                QCOMPARE(item->text(1), u"mixed precision (bf16)"_s);
                QCOMPARE(item->text(3), u"optimizer.step()"_s);
            }
        }
        QVERIFY(scalerRow);
        QVERIFY2(dialog.summaryText().contains(u"lints clean"_s), qPrintable(dialog.summaryText()));
        QCOMPARE(contents(path), original); // shown, not written

        QVERIFY(dialog.writeButton()->isEnabled());
        QSignalSpy written(&dialog, &PortScriptDialog::written);
        QTest::mouseClick(dialog.writeButton(), Qt::LeftButton);
        QVERIFY(written.wait(10000));
        QCOMPARE(written.at(0).at(0).toString(), path);
        QCOMPARE(written.at(0).at(1).toString(), path + u".bak"_s);
        QCOMPARE(contents(path + u".bak"_s), original);
        QVERIFY(contents(path).contains("torch_xla.step()"));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void brokenScriptNamesFileAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.py"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import torch\n\nx = torch.ones(2).cuda(\n");
        file.close();
        PortScriptDialog dialog(nullptr, test::systemPython(), test::sourceDir() + u"/templates"_s);
        QSignalSpy failed(&dialog, &PortScriptDialog::failed);
        dialog.portFile(path);
        QVERIFY(failed.wait(30000));
        QVERIFY2(dialog.errorText().startsWith(path + u":3: syntax error"_s), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.writeButton()->isEnabled());
        QCOMPARE(dialog.changeList()->topLevelItemCount(), 0);
    }

    // A trainer with what cannot run on XLA: the dialog says it was not ported, lists every line
    // with what to do, shows no diff and offers nothing to write.
    void refusedScriptListsEveryLine()
    {
        QTemporaryDir dir;
        const QString path = copyScript(dir, u"refused_trainer.py"_s);
        const QByteArray original = contents(path);
        PortScriptDialog dialog(nullptr, test::systemPython(), test::sourceDir() + u"/templates"_s);
        dialog.show();
        QSignalSpy failed(&dialog, &PortScriptDialog::failed);
        dialog.portFile(path);
        QVERIFY(failed.wait(30000));
        const QString error = dialog.errorText();
        QVERIFY2(error.startsWith(path + u": not ported: 4 line(s) would not run on PyTorch/XLA"_s), qPrintable(error));
        for (const int line : {25, 28, 37, 38})
            QVERIFY2(error.contains(u"\n  %1:%2: "_s.arg(path).arg(line)), qPrintable(error));
        QVERIFY(dialog.summaryText().contains(u"was not ported"_s));
        QVERIFY(!dialog.summaryText().contains(u"lints clean"_s));
        QVERIFY(!dialog.writeButton()->isEnabled());
        QCOMPARE(dialog.changeList()->topLevelItemCount(), 0);
        QVERIFY(dialog.diffView()->toPlainText().isEmpty());
        QCOMPARE(contents(path), original);
        QCoreApplication::processEvents();
        QDir().mkpath(test::artifactsDir());
        dialog.grab().save(test::artifactsDir() + u"/port_script_dialog_refused.png"_s);
    }

    void writeRefusedWhenABackupExists()
    {
        QTemporaryDir dir;
        const QString path = copyScript(dir, u"plain_loop.py"_s);
        QFile bak(path + u".bak"_s);
        QVERIFY(bak.open(QIODevice::WriteOnly));
        bak.write("older original\n");
        bak.close();
        PortScriptDialog dialog(nullptr, test::systemPython(), test::sourceDir() + u"/templates"_s);
        dialog.show();
        QSignalSpy ported(&dialog, &PortScriptDialog::ported);
        dialog.portFile(path);
        QVERIFY(ported.wait(30000));
        QSignalSpy failed(&dialog, &PortScriptDialog::failed);
        QTest::mouseClick(dialog.writeButton(), Qt::LeftButton);
        QVERIFY(failed.wait(10000));
        QVERIFY(dialog.errorText().contains(path + u".bak exists already"_s));
        QVERIFY(dialog.isVisible());
        QCOMPARE(contents(path + u".bak"_s), QByteArray("older original\n"));
    }

    void panelButtonOpensTheDialog()
    {
        QTemporaryDir workspace, dir;
        const QString path = copyScript(dir, u"function_train.py"_s);
        WorkbenchSession context;
        context.setWorkspaceDir(workspace.path());
        ExperimentsPanel panel(context);
        panel.show();
        auto *button = panel.findChild<QPushButton *>(u"portScript"_s);
        QVERIFY(button);
        QCOMPARE(button->text(), u"Port a PyTorch script…"_s);
        PortScriptDialog *dialog = panel.openPortDialog(path);
        QVERIFY(dialog);
        QSignalSpy ported(dialog, &PortScriptDialog::ported);
        QVERIFY(ported.wait(30000));
        QVERIFY(dialog->diffView()->toPlainText().contains(u"+    torch_xla.launch(worker, args=(20,))"_s));
        QCoreApplication::processEvents(); // the layout follows the summary's new text
        QDir().mkpath(test::artifactsDir());
        dialog->grab().save(test::artifactsDir() + u"/port_script_dialog.png"_s);
        dialog->close();
    }
};

TWB_WIDGET_TEST_MAIN(TestPortScriptDialog)
#include "tst_port_script_dialog.moc"
