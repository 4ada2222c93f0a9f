// The Monitor's checklist: one row per check with its outcome and its evidence (tooltip, and
// below the list for the current row, which starts at the first failure); the summary says how
// it went; Verify asks again.
#include "widgets/monitor/verification_view.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;
using Outcome = VerificationCheck::Outcome;

class tst_VerificationView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsShowOutcomeTitleAndEvidence();
    void allPassedAndNothingApplies();
    void messageAndVerifyButton();
};

void tst_VerificationView::rowsShowOutcomeTitleAndEvidence()
{
    VerificationView view;
    view.show();
    RunVerification v;
    v.checks = {{u"loss_decreasing"_s, u"Loss decreasing"_s, Outcome::Pass, u"Loss 4.1 at the start, 2.7 at the end."_s},
                {u"no_recompilation"_s, u"No recompilation"_s, Outcome::NotApplicable, u"CPU smoke mode."_s},
                {u"checkpoint_round_trip"_s, u"Checkpoint saved and restored"_s, Outcome::Fail,
                 u"Saved at step 20, restored, and it differs: model.w"_s}};
    view.setVerification(v);
    QCOMPARE(view.list()->count(), 3);
    QCOMPARE(view.list()->item(0)->text(), u"pass — Loss decreasing"_s);
    QCOMPARE(view.list()->item(1)->text(), u"not applicable — No recompilation"_s);
    QCOMPARE(view.list()->item(2)->text(), u"fail — Checkpoint saved and restored"_s);
    QCOMPARE(view.list()->item(0)->toolTip(), u"Loss 4.1 at the start, 2.7 at the end."_s);
    QVERIFY(!view.list()->item(0)->icon().isNull());
    QVERIFY(view.list()->item(1)->icon().isNull());
    // The first failure is current, its evidence shown.
    QCOMPARE(view.list()->currentRow(), 2);
    QVERIFY(view.evidence()->text().contains(u"model.w"_s));
    QCOMPARE(view.summary()->text(), u"Checks: 1 failed."_s);
    view.list()->setCurrentRow(0);
    QCOMPARE(view.evidence()->text(), u"Loss 4.1 at the start, 2.7 at the end."_s);
}

void tst_VerificationView::allPassedAndNothingApplies()
{
    VerificationView view;
    RunVerification v;
    v.checks = {{u"a"_s, u"A"_s, Outcome::Pass, u"ok"_s}, {u"b"_s, u"B"_s, Outcome::Pass, u"ok"_s},
                {u"c"_s, u"C"_s, Outcome::NotApplicable, u"n/a"_s}};
    view.setVerification(v);
    QCOMPARE(view.summary()->text(), u"Checks: all 2 applicable passed."_s);
    QCOMPARE(view.list()->currentRow(), 0);
    v.checks = {{u"c"_s, u"C"_s, Outcome::NotApplicable, u"n/a"_s}};
    view.setVerification(v);
    QCOMPARE(view.summary()->text(), u"Checks: none applies yet."_s);
}

void tst_VerificationView::messageAndVerifyButton()
{
    VerificationView view;
    QVERIFY(!view.verifyButton()->isEnabled());   // no run open
    QSignalSpy asked(&view, &VerificationView::verifyRequested);
    view.setMessage(u"Checking run-1…"_s);
    QCOMPARE(view.summary()->text(), u"Checking run-1…"_s);
    QCOMPARE(view.list()->count(), 0);
    QVERIFY(view.verifyButton()->isEnabled());
    view.verifyButton()->click();
    QCOMPARE(asked.size(), 1);
    view.clear();
    QVERIFY(!view.verifyButton()->isEnabled());
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_VerificationView)
#include "tst_verification_view.moc"
