#include "widgets/monitor/run_name_delegate.h"

#include <QFontMetrics>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

// How the Monitor's runs list cuts a name that does not fit: what sets runs of one experiment
// apart (the values and the seed) stays whole (the demo's list at 1400x900 showed
// "tiny-lm · lr=0.0…ov 2026 00:21:17" for every run of an lr sweep: six rows alike).
class tst_RunNameDelegate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsTheValuesAndTheSeed()
    {
        const QFontMetrics metrics(QFont{});
        const QString name = u"tiny-lm \u00b7 lr=0.003 \u00b7 seed 1 \u00b7 30 Nov 2026 00:21:17"_s;
        const QString kept = u" \u00b7 lr=0.003 \u00b7 seed 1 \u00b7 "_s;
        // From the whole name down to the values with a little of each end.
        const int full = metrics.horizontalAdvance(name);
        const int least = metrics.horizontalAdvance(u"ti\u2026"_s + kept + u"\u202621:17"_s);
        int cuts = 0;
        for (int width = full; width >= least; width -= 3) {
            const QString shown = RunNameDelegate::fitted(name, metrics, width);
            QVERIFY2(metrics.horizontalAdvance(shown) <= width,
                     qPrintable(u"%1 px: \"%2\" is wider"_s.arg(width).arg(shown)));
            QVERIFY2(shown.contains(kept), qPrintable(u"%1 px: \"%2\""_s.arg(width).arg(shown)));
            // The end of the time (a relaunch a minute later differs there) stays last.
            QVERIFY2(shown.endsWith(u":17"_s), qPrintable(shown));
            cuts += shown != name;
        }
        QVERIFY(cuts > 10);
        // The experiment gives way before the time does.
        const QString roomForTime = RunNameDelegate::fitted(
            name, metrics, metrics.horizontalAdvance(u"tin\u2026"_s + kept + u"30 Nov 2026 00:21:17"_s) + 2);
        QVERIFY2(roomForTime.endsWith(u"30 Nov 2026 00:21:17"_s) && roomForTime.startsWith(u"tin"_s),
                 qPrintable(roomForTime));
    }

    // Narrower: the experiment is left out, then the time; the values go last, cut in their
    // middle. A name of another shape is cut in the middle, both ends kept.
    void narrowerLeavesOutTheExperimentThenTheTime()
    {
        const QFontMetrics metrics(QFont{});
        const QString name = u"tiny-lm \u00b7 lr=0.003 \u00b7 seed 1 \u00b7 30 Nov 2026 00:21:17"_s;
        const QString values = u"lr=0.003 \u00b7 seed 1"_s;
        const QString noExperiment =
            RunNameDelegate::fitted(name, metrics, metrics.horizontalAdvance(values + u" \u00b7 \u202621:17"_s) + 2);
        QVERIFY2(noExperiment.startsWith(values + u" \u00b7 \u2026"_s) && noExperiment.endsWith(u"21:17"_s),
                 qPrintable(noExperiment));
        // Then the values in their middle, with the time's last characters while there is room.
        const int cutWidth = metrics.horizontalAdvance(u"lr=0.003\u2026 \u00b7 \u202621:17"_s) + 2;
        const QString cutValues = RunNameDelegate::fitted(name, metrics, cutWidth);
        QVERIFY2(cutValues.startsWith(u"lr="_s) && cutValues.endsWith(u" \u00b7 \u202621:17"_s), qPrintable(cutValues));
        // Narrower still: the start of the values and the end of the time.
        const QString narrow = RunNameDelegate::fitted(name, metrics, metrics.horizontalAdvance(u"lr=0.0\u202621:17"_s) + 2);
        QVERIFY2(narrow.contains(u'\u2026') && narrow.startsWith(u"lr="_s) && narrow.endsWith(u"1:17"_s), qPrintable(narrow));
        const QString id = u"lr-sweep-69931f0a-s1-20261202-140301"_s;
        const QString shownId = RunNameDelegate::fitted(id, metrics, metrics.horizontalAdvance(id) / 2);
        QVERIFY(id.startsWith(shownId.section(u'\u2026', 0, 0)) && id.endsWith(shownId.section(u'\u2026', -1)));
        QCOMPARE(RunNameDelegate::fitted(name, metrics, metrics.horizontalAdvance(name)), name);
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_RunNameDelegate)

#include "tst_run_name_delegate.moc"
