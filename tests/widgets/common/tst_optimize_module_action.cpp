// "Optimize with MaxKernel…" (issue 29) as a user meets it: in the Mesh panel's tensor table of
// the demo's MoE experiment (a project rendered like `tpuwb scaffold`), on a norm's row the
// action writes a MaxKernel job for RMSNorm with the experiment's per-device shapes; the
// Kernels panel opens it in the job editor, validated, with its plan. The input batch's row
// offers no module; an experiment folder without its model.py says so in the panel.
#include "core/demo/demo_experiment.h"
#include "core/services/workbench_session.h"
#include "core/workspace/workspace.h"
#include "widgets/kernel/job_editor.h"
#include "widgets/kernel/kernel_panel.h"
#include "widgets/common/optimize_module_action.h"
#include "widgets/mesh/mesh_panel.h"
#include "widgets/mesh/tensor_table_model.h"
#include "support/test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_OptimizeModuleAction final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void normRowWritesAJobTheKernelsPanelValidates();
    void inputRowOffersNoModule();
    void missingModelFileIsSaidInThePanel();

private:
    void openMesh(const QString &experimentJson);
    int rowOf(const QString &tensor) const;

    QTemporaryDir m_dir;
    std::unique_ptr<WorkbenchSession> m_session;
    std::unique_ptr<MeshPanel> m_mesh;
    QString m_folder;
};

void tst_OptimizeModuleAction::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_session = std::make_unique<WorkbenchSession>();
    m_session->setWorkspaceDir(m_dir.filePath(u"ws"_s));
    auto folder = createDemoExperiment(Workspace(m_dir.filePath(u"ws"_s)));
    QVERIFY2(folder, folder ? "" : qPrintable(folder.error().message));
    m_folder = *folder;
    openMesh(m_folder + u"/experiment.json"_s);
}

void tst_OptimizeModuleAction::openMesh(const QString &experimentJson)
{
    m_mesh = std::make_unique<MeshPanel>(*m_session);
    m_mesh->resize(1400, 900);
    m_mesh->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_mesh.get()));
    QSignalSpy loaded(m_mesh.get(), &MeshPanel::experimentLoaded);
    m_mesh->openExperiment(experimentJson);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().at(1).toString(), QString());
}

int tst_OptimizeModuleAction::rowOf(const QString &tensor) const
{
    auto *model = qobject_cast<TensorTableModel *>(m_mesh->tensorView()->model());
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->tensorAt(row).name == tensor)
            return row;
    return -1;
}

void tst_OptimizeModuleAction::normRowWritesAJobTheKernelsPanelValidates()
{
    OptimizeModuleAction *action = m_mesh->optimizeAction();
    QVERIFY(m_mesh->tensorView()->actions().contains(action));
    const int row = rowOf(u"layers.attn_norm"_s);
    QVERIFY(row >= 0);
    m_mesh->tensorView()->setCurrentIndex(m_mesh->tensorView()->model()->index(row, 0));
    QVERIFY(action->isEnabled());

    QSignalSpy written(m_mesh.get(), &MeshPanel::kernelJobWritten);
    action->trigger();
    QVERIFY(written.wait(20000));
    const QString jobPath = written.first().at(0).toString();
    QCOMPARE(jobPath, m_folder + u"/kernel-jobs/rmsnorm/job.json"_s);

    // The experiment's per-device shape: its input batch split as the mesh splits it.
    QFile shapesFile(m_folder + u"/kernel-jobs/rmsnorm/experiment_shapes.json"_s);
    QVERIFY(shapesFile.open(QIODevice::ReadOnly));
    const QJsonObject shapes = QJsonDocument::fromJson(shapesFile.readAll()).object();
    QFile configFile(m_folder + u"/config.json"_s);
    QVERIFY(configFile.open(QIODevice::ReadOnly));
    const QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
    int split = 1;
    for (const QJsonValue axis : config[u"tpu"_s][u"mesh"_s][u"axes"_s].toArray())
        if (axis[u"name"_s].toString() == u"data"_s || axis[u"name"_s].toString() == u"fsdp"_s)
            split *= axis[u"size"_s].toInt();
    const QJsonObject x = shapes[u"tensors"_s].toArray().first().toObject();
    QCOMPARE(x[u"device_shape"_s].toArray(),
             (QJsonArray{config[u"train"_s][u"batch_size"_s].toInt() / split, config[u"train"_s][u"seq_len"_s].toInt(),
                         config[u"model"_s][u"d_model"_s].toInt()}));

    // What the shell does with it: the Kernels panel's editor, validated, plan shown.
    KernelPanel kernels(*m_session);
    kernels.resize(1400, 900);
    kernels.show();
    QVERIFY(QTest::qWaitForWindowExposed(&kernels));
    QSignalSpy validated(kernels.jobEditor(), &JobEditor::validated);
    kernels.openJob(jobPath);
    QTRY_VERIFY_WITH_TIMEOUT(kernels.jobEditor()->report() && !kernels.jobEditor()->isValidating(), 20000);
    QVERIFY(kernels.jobEditor()->isVisible());
    QVERIFY2(kernels.jobEditor()->report()->valid(), qPrintable(kernels.jobEditor()->report()->errors.join(u'\n')));
    const QString plan = kernels.findChild<QPlainTextEdit *>(u"derivedPlan"_s)->toPlainText();
    QVERIFY2(plan.contains(u"rmsnorm.py"_s) && plan.contains(u"torchax_oracle.py"_s), qPrintable(plan));
    QVERIFY(kernels.grab().save(test::artifactsDir() + u"/optimize_with_maxkernel_job_editor.png"_s));
}

void tst_OptimizeModuleAction::inputRowOffersNoModule()
{
    const int row = rowOf(u"input"_s);
    QVERIFY(row >= 0);
    m_mesh->tensorView()->setCurrentIndex(m_mesh->tensorView()->model()->index(row, 0));
    QVERIFY(!m_mesh->optimizeAction()->isEnabled());
    const int norm = rowOf(u"layers.mlp_norm"_s);
    m_mesh->tensorView()->setCurrentIndex(m_mesh->tensorView()->model()->index(norm, 0));
    QVERIFY(m_mesh->optimizeAction()->isEnabled());
}

void tst_OptimizeModuleAction::missingModelFileIsSaidInThePanel()
{
    // The experiment.json alone, without its generated project.
    QTemporaryDir bare;
    QVERIFY(QFile::copy(m_folder + u"/experiment.json"_s, bare.filePath(u"experiment.json"_s)));
    openMesh(bare.filePath(u"experiment.json"_s));
    m_mesh->tensorView()->setCurrentIndex(m_mesh->tensorView()->model()->index(rowOf(u"layers.attn_norm"_s), 0));
    QSignalSpy failed(m_mesh->optimizeAction(), &OptimizeModuleAction::failed);
    m_mesh->optimizeAction()->trigger();
    QVERIFY(failed.wait(20000));
    auto *error = m_mesh->findChild<QLabel *>(u"inputError"_s);
    QTRY_VERIFY(error->isVisible());
    QVERIFY2(error->text().contains(u"config.json"_s) || error->text().contains(u"model.py"_s), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"scaffold"_s), qPrintable(error->text()));
    QVERIFY(m_mesh->grab().save(test::artifactsDir() + u"/optimize_with_maxkernel_missing_project.png"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_OptimizeModuleAction)
#include "tst_optimize_module_action.moc"
