// Every dialog is whole on a 1024x700 screen (issue 28): shown at its own size, or made as small
// as such a screen allows, it is no larger than the screen less a title bar, and its buttons
// (OK/Cancel, the wizard's Back/Next/Finish/Cancel) lie inside it. The New Experiment wizard is
// checked on every page. Each one is grabbed to PNG.
#include "core/registry/gcloud_tpu.h"
#include "core/registry/machine_entry.h"
#include "core/services/workbench_session.h"
#include "widgets/common/host_key_dialog.h"
#include "widgets/compare/run_picker_dialog.h"
#include "widgets/experiments/attention_bench_dialog.h"
#include "widgets/experiments/new_experiment_wizard.h"
#include "widgets/experiments/new_study_dialog.h"
#include "widgets/experiments/port_script_dialog.h"
#include "widgets/machines/gcloud_import_dialog.h"
#include "widgets/machines/machine_dialog.h"
#include "widgets/main/about_dialog.h"
#include "widgets/main/settings_dialog.h"
#include "widgets/main/shortcuts_dialog.h"
#include "widgets/monitor/attach_dialog.h"
#include "widgets/monitor/launch_dialog.h"

#include "support/test_paths.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QTemporaryDir>
#include <QWizard>
#include <QtTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

// A 1024x700 screen, less a window title bar.
constexpr QSize kScreen(1024, 700 - 30);

// The buttons a user must reach: a button box's, the wizard's, and push buttons outside any
// scrolling area.
QList<QAbstractButton *> reachableButtons(QWidget *dialog)
{
    QList<QAbstractButton *> buttons;
    if (auto *wizard = qobject_cast<QWizard *>(dialog)) {
        for (auto which : {QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton})
            if (QAbstractButton *button = wizard->button(which); button && button->isVisibleTo(dialog))
                buttons << button;
        return buttons;
    }
    for (QAbstractButton *button : dialog->findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(dialog))
            continue;
        bool scrolled = false;
        for (QWidget *up = button->parentWidget(); up && up != dialog; up = up->parentWidget())
            scrolled |= qobject_cast<QAbstractScrollArea *>(up) != nullptr;
        if (!scrolled && (qobject_cast<QDialogButtonBox *>(button->parentWidget()) || button->inherits("QPushButton")))
            buttons << button;
    }
    return buttons;
}

void verifyWhole(QWidget *dialog, const QString &name)
{
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // It opens no larger than the screen: a window manager does not always shrink a window
    // that opens taller, and then its buttons are below the screen's edge.
    QVERIFY2(dialog->width() <= kScreen.width() && dialog->height() <= kScreen.height(),
             qPrintable(u"%1 opens at %2x%3; a 1024x700 screen has %4x%5"_s.arg(name).arg(dialog->width())
                            .arg(dialog->height()).arg(kScreen.width()).arg(kScreen.height())));
    // Made smaller by the user or the window manager, it stays whole down to its minimum.
    dialog->resize(dialog->size().boundedTo(kScreen));
    QCoreApplication::processEvents();
    QVERIFY2(dialog->width() <= kScreen.width() && dialog->height() <= kScreen.height(),
             qPrintable(u"%1 is %2x%3 (its minimum %4x%5); a 1024x700 screen has %6x%7"_s.arg(name)
                            .arg(dialog->width()).arg(dialog->height())
                            .arg(dialog->minimumSizeHint().width()).arg(dialog->minimumSizeHint().height())
                            .arg(kScreen.width()).arg(kScreen.height())));
    const QList<QAbstractButton *> buttons = reachableButtons(dialog);
    QVERIFY2(!buttons.isEmpty(), qPrintable(name + u" shows no button"_s));
    for (QAbstractButton *button : buttons) {
        const QRect where(button->mapTo(dialog, QPoint(0, 0)), button->size());
        QVERIFY2(dialog->rect().contains(where),
                 qPrintable(u"%1: the button \"%2\" at %3,%4 %5x%6 is outside the dialog's %7x%8"_s.arg(name, button->text())
                                .arg(where.x()).arg(where.y()).arg(where.width()).arg(where.height())
                                .arg(dialog->width()).arg(dialog->height())));
    }
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/dialog-1024x700-"_s + name + u".png"_s));
}

} // namespace

class tst_DialogSizes final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void dialogFitsTheSmallScreen_data();
    void dialogFitsTheSmallScreen();
    void wizardFitsOnEveryPage();

private:
    QTemporaryDir m_workspace;
    std::unique_ptr<WorkbenchSession> m_session;
    QMainWindow m_window;
};

using Factory = std::function<QWidget *(WorkbenchSession &, QWidget *, const QString &)>;
Q_DECLARE_METATYPE(Factory)

void tst_DialogSizes::initTestCase()
{
    QVERIFY(m_workspace.isValid());
    QDir(m_workspace.path()).mkpath(u"experiments/x"_s);
    m_session = std::make_unique<WorkbenchSession>();
    m_session->setWorkspaceDir(m_workspace.path());
}

void tst_DialogSizes::dialogFitsTheSmallScreen_data()
{
    QTest::addColumn<Factory>("make");
    QTest::newRow("host-key") << Factory([](WorkbenchSession &, QWidget *, const QString &) { return new HostKeyDialog; });
    QTest::newRow("run-picker") << Factory([](WorkbenchSession &, QWidget *, const QString &) {
        return new RunPickerDialog({});
    });
    QTest::newRow("attention-bench") << Factory([](WorkbenchSession &session, QWidget *, const QString &dir) {
        return new AttentionBenchDialog(session, dir + u"/experiments/x"_s, 512);
    });
    QTest::newRow("new-study") << Factory([](WorkbenchSession &session, QWidget *, const QString &) {
        return new NewStudyDialog(session);
    });
    QTest::newRow("port-script") << Factory([](WorkbenchSession &, QWidget *, const QString &) {
        return new PortScriptDialog;
    });
    QTest::newRow("gcloud-import") << Factory([](WorkbenchSession &, QWidget *, const QString &) {
        return new GcloudImportDialog(GcloudResolver{}, {}, false);
    });
    QTest::newRow("machine") << Factory([](WorkbenchSession &, QWidget *, const QString &) {
        return new MachineDialog(MachineEntry(), {}, true);
    });
    QTest::newRow("about") << Factory([](WorkbenchSession &, QWidget *, const QString &) { return new AboutDialog; });
    QTest::newRow("settings") << Factory([](WorkbenchSession &session, QWidget *, const QString &) {
        return new SettingsDialog(session);
    });
    QTest::newRow("shortcuts") << Factory([](WorkbenchSession &, QWidget *window, const QString &) {
        return new ShortcutsDialog(window);
    });
    QTest::newRow("attach") << Factory([](WorkbenchSession &, QWidget *, const QString &) {
        return new AttachDialog({u"v4-pod"_s});
    });
    QTest::newRow("launch") << Factory([](WorkbenchSession &, QWidget *, const QString &dir) {
        return new LaunchDialog({u"v4-pod"_s}, dir);
    });
}

void tst_DialogSizes::dialogFitsTheSmallScreen()
{
    QFETCH(Factory, make);
    std::unique_ptr<QWidget> dialog(make(*m_session, &m_window, m_workspace.path()));
    verifyWhole(dialog.get(), QString::fromLatin1(QTest::currentDataTag()));
}

void tst_DialogSizes::wizardFitsOnEveryPage()
{
    NewExperimentWizard wizard(m_workspace.path(), m_workspace.filePath(u"tpu_config.json"_s));
    verifyWhole(&wizard, u"new-experiment-intro"_s);
    wizard.findChild<QLineEdit *>(u"name"_s)->setText(u"fits"_s);
    for (const QString &page : {u"model"_s, u"machine"_s, u"training"_s, u"preview"_s}) {
        wizard.next();
        QCOMPARE(wizard.currentPage()->title().isEmpty(), false);
        verifyWhole(&wizard, u"new-experiment-"_s + page);
    }
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_DialogSizes)
#include "tst_dialog_sizes.moc"
