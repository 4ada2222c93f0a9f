// KernelRunsModel names kernel runs (issue 15): two runs of one job that looked identical in
// the list ("run_3f2a9c1d", "run_8b7e6d5c") are told apart by the job field that differs, with
// the job's name first; the id is in its own column and on hover.
#include "core/kernel/run_snapshot.h"
#include "widgets/kernel/kernel_runs_model.h"

#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_KernelRunsModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesRunsByJobAndWhatDiffers()
    {
        QList<kernel::RunSnapshot> snapshots(3);
        QList<KernelRunsModel::Row> rows(3);
        const char *ids[] = {"run_3f2a9c1d", "run_8b7e6d5c", "run_0a0b0c0d"};
        for (int i = 0; i < 3; ++i) {
            snapshots[i].job = Json{{"name", i < 2 ? "flash-attention" : "rmsnorm"}, {"input_type", "jax"},
                                    {"max_iterations", i == 1 ? 20 : 10}};
            rows[i].runId = QString::fromLatin1(ids[i]);
            rows[i].localDir = u"/nonexistent/kernel-runs/"_s + rows[i].runId;
            rows[i].machine = u"v5e-8"_s;
        }
        KernelRunsModel::nameRows(rows, snapshots);
        QVERIFY2(rows[0].name.startsWith(u"flash-attention · max_iterations=10"_s), qPrintable(rows[0].name));
        QVERIFY2(rows[1].name.startsWith(u"flash-attention · max_iterations=20"_s), qPrintable(rows[1].name));
        QVERIFY2(rows[2].name.startsWith(u"rmsnorm"_s) && !rows[2].name.contains(u"max_iterations"_s),
                 qPrintable(rows[2].name));
        QVERIFY(!rows[0].name.contains(rows[0].runId));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_KernelRunsModel)
#include "tst_kernel_runs_model.moc"
