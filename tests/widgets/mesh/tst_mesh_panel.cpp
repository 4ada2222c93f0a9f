// The Mesh panel on the offscreen platform: open an experiment, edit the axes, watch the grid
// recolour and the HBM verdict change, undo, bad input, machines from the registry, code,
// save; grabs the panel to PNG.
#include "core/demo/demo_experiment.h"
#include "core/util/json.h"
#include "core/services/workbench_session.h"
#include "core/workspace/workspace.h"
#include "widgets/mesh/apply_preset_command.h"
#include "widgets/mesh/device_grid_widget.h"
#include "widgets/mesh/memory_bar_widget.h"
#include "widgets/mesh/mesh_code_view.h"
#include "widgets/mesh/mesh_document.h"
#include "widgets/mesh/mesh_panel.h"
#include "widgets/mesh/tensor_table_model.h"

#include "support/test_paths.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

// 1.8B float32 parameters: replicated on 8 v5e devices they need ~29 GB; under fsdp=8, ~6 GB
// (its layers scanned, so the FSDP all-gathers hold two layers, not all 24).
const QByteArray kExperiment = R"({"schema": "tpuwb.experiment/1", "name": "gpt-1b",
 "model": {"kind": "dense", "d_model": 2048, "n_layers": 24, "n_heads": 16, "d_ff": 8192, "vocab_size": 50257},
 "train": {"batch_size": 8, "seq_len": 512, "seed": 1},
 "tpu": {"accelerator_type": "v5litepod-8", "strategy": "custom", "scan_layers": true,
         "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}]}},
 "attention_kernel": "splash", "optimizer": "adamw", "notes": "kept as is"})";

const QByteArray kRegistry = R"({"tpus": [
 {"mode": "remote", "tpu_name": "v4-pod", "zone": "us-central2-b", "project": "p",
  "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.0.1", "10.0.0.2"]}},
 {"mode": "local", "tpu_spec": {"device_kind": "TPU v6 lite", "device_count": 8}, "tpu_spec_verified": true},
 {"mode": "remote", "tpu_name": "mystery", "workbench": {"hosts": ["10.0.0.9"]}}]})";

QList<QColor> colors(const DeviceGridWidget *grid, int devices)
{
    QList<QColor> out;
    for (int id = 0; id < devices; ++id)
        out << grid->colorOfDevice(id).value_or(QColor());
    return out;
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class tst_MeshPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void editAxesRecolourAndUndo();
    void narrowPanelKeepsTheMemoryLegendWhole();
    void badInputShowsClearMessages();
    void machinesFromTheRegistry();
    void gridDrawsHostsCoresAndPlanes_data();
    void gridDrawsHostsCoresAndPlanes();
    void codeTabAndSaveToExperiment();
    void demoMoeAdviceNamesTheExpertsAndAChange();

private:
    void openPanel();

    QTemporaryDir m_dir;
    QString m_experiment;
    std::unique_ptr<WorkbenchSession> m_context;
    std::unique_ptr<MeshPanel> m_panel;
};

void tst_MeshPanel::initTestCase()
{
    // A locale that groups digits (the C locale of a test machine does not), as a user's does.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_experiment = m_dir.filePath(u"experiment.json"_s);
    writeFile(m_experiment, kExperiment);
    writeFile(m_dir.filePath(u"tpu_config.json"_s), kRegistry);
    m_context = std::make_unique<WorkbenchSession>();
    m_context->setWorkspaceDir(m_dir.path());
    m_context->setRegistryOverride(m_dir.filePath(u"tpu_config.json"_s));
    openPanel();
}

void tst_MeshPanel::openPanel()
{
    m_panel = std::make_unique<MeshPanel>(*m_context);
    m_panel->resize(1400, 900);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    QSignalSpy loaded(m_panel.get(), &MeshPanel::experimentLoaded);
    m_panel->openExperiment(m_experiment);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().at(1).toString(), QString());
}

void tst_MeshPanel::editAxesRecolourAndUndo()
{
    MeshDocument *document = m_panel->document();
    auto *axes = m_panel->findChild<QTableView *>(u"axesTable"_s);
    auto *issues = m_panel->findChild<QListWidget *>(u"issues"_s);
    auto *undo = m_panel->findChild<QToolButton *>(u"undo"_s);
    auto *add = m_panel->findChild<QToolButton *>(u"addAxis"_s);
    QVERIFY(axes && issues && undo && add);
    DeviceGridWidget *grid = m_panel->deviceGrid();
    QCOMPARE(document->mesh().axesText(), u"fsdp=8"_s);
    QVERIFY(m_panel->memoryBar()->estimate() && m_panel->memoryBar()->estimate()->fits);
    const QList<QColor> before = colors(grid, 8);
    QSet<QRgb> distinct;
    for (const auto &c : before)
        distinct.insert(c.rgb());
    QCOMPARE(distinct.size(), 8); // fsdp coordinates 0..7, one colour each
    const QImage imageBefore = grid->grab().toImage();
    QTest::mouseMove(grid, grid->deviceRect(5).center());
    QVERIFY(grid->describeDevice(5).contains(u"device 5"_s));
    QCOMPARE(grid->deviceIdAt(grid->deviceRect(5).center()), 5);

    // 1. Add an axis (axis2 = 1): still valid.
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(document->mesh().axesText(), u"fsdp=8,axis2=1"_s);
    QVERIFY(!document->hasErrors());
    // 2. fsdp = 4: the axes no longer multiply out; the problem is listed and the grid says why.
    QAbstractItemModel *model = axes->model();
    QVERIFY(model->setData(model->index(0, 1), 4));
    QVERIFY(document->hasErrors());
    QVERIFY(!document->deviceMap());
    QVERIFY(issues->item(0)->text().contains(u"multiply to 4"_s));
    QCOMPARE(issues->item(0)->foreground().color(), QColor(0xc6, 0x28, 0x28));
    QVERIFY(!m_panel->memoryBar()->estimate());
    // 3. axis2 = 2: valid again, and the grid is recoloured (fsdp now has 4 groups).
    QVERIFY(model->setData(model->index(1, 1), 2));
    QVERIFY(!document->hasErrors());
    const QList<QColor> after = colors(grid, 8);
    QVERIFY(after != before);
    QVERIFY(grid->grab().toImage() != imageBefore);
    QVERIFY(m_panel->memoryBar()->estimate()->fits);
    // 4. Rename fsdp to data: nothing shards the weights any more, and it no longer fits.
    QVERIFY(model->setData(model->index(0, 0), u"data"_s));
    QCOMPARE(document->mesh().axesText(), u"data=4,axis2=2"_s);
    QVERIFY(m_panel->memoryBar()->estimate());
    QVERIFY(!m_panel->memoryBar()->estimate()->fits);
    auto *details = m_panel->findChild<QLabel *>(u"memoryDetails"_s);
    QVERIFY2(details->text().contains(u"does not fit"_s), qPrintable(details->text()));
    QVERIFY2(details->text().contains(u"bigger fsdp axis"_s), qPrintable(details->text()));
    // The parameter count with its digits grouped, as the user's locale writes it.
    const QString parameters = QLocale().toString(m_panel->memoryBar()->estimate()->parameterCount);
    QVERIFY(parameters.contains(u','));
    QVERIFY2(details->text().contains(parameters + u" parameters"_s), qPrintable(details->text()));
    m_panel->grab().save(test::artifactsDir() + u"/mesh_panel_does_not_fit.png"_s);

    // Undo the four edits with the Undo button: back to fsdp=8, the old colours, and it fits.
    for (int i = 0; i < 4; ++i)
        QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(document->mesh().axesText(), u"fsdp=8"_s);
    QCOMPARE(colors(grid, 8), before);
    QVERIFY(m_panel->memoryBar()->estimate()->fits);
    QCOMPARE(document->undoStack()->index(), 1); // only the experiment load remains
}

void tst_MeshPanel::narrowPanelKeepsTheMemoryLegendWhole()
{
    MemoryBarWidget *bar = m_panel->memoryBar();
    QVERIFY(bar->estimate());
    QVERIFY(bar->heightForWidth(260) > bar->heightForWidth(1200)); // the legend wraps into more rows
    m_panel->resize(700, 640);
    QTRY_VERIFY2(bar->height() >= bar->heightForWidth(bar->width()),
                 qPrintable(u"%1 px high, %2 needed at %3 px"_s.arg(bar->height()).arg(bar->heightForWidth(bar->width())).arg(bar->width())));
    m_panel->resize(1400, 900);
}

void tst_MeshPanel::badInputShowsClearMessages()
{
    auto *error = m_panel->findChild<QLabel *>(u"inputError"_s);
    auto *accelerator = m_panel->findChild<QComboBox *>(u"accelerator"_s);
    QVERIFY(error && accelerator);
    // Typed into the accelerator box.
    accelerator->lineEdit()->selectAll();
    QTest::keyClicks(accelerator->lineEdit(), u"v9-99"_s);
    QTest::keyClick(accelerator->lineEdit(), Qt::Key_Return);
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(u"\"v9-99\""_s) && error->text().contains(u"Known families"_s), qPrintable(error->text()));
    QCOMPARE(m_panel->document()->mesh().accelerator().name(), u"v5litepod-8"_s); // nothing changed
    QVERIFY(m_panel->setAcceleratorText(u"v5litepod-8"_s));
    QVERIFY(!error->isVisible());

    // A spec on a dimension that does not divide: the vocabulary 50257 over fsdp=8.
    auto *tensors = m_panel->findChild<QTableView *>(u"tensorTable"_s);
    auto *model = qobject_cast<TensorTableModel *>(tensors->model());
    int head = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, TensorTableModel::Tensor).data().toString() == u"lm_head"_s)
            head = row;
    QVERIFY(head >= 0);
    QVERIFY(model->setData(model->index(head, TensorTableModel::Dim0), u"fsdp"_s));
    const QString problem = model->index(head, TensorTableModel::Problems).data().toString();
    QVERIFY2(problem.contains(u"(vocab = 50257) does not divide by fsdp = 8"_s), qPrintable(problem));
    auto *issues = m_panel->findChild<QListWidget *>(u"issues"_s);
    QVERIFY(!issues->findItems(u"50257"_s, Qt::MatchContains).isEmpty());
    m_panel->document()->undoStack()->undo();
    QVERIFY(!m_panel->document()->hasErrors());

    // An unreadable experiment: named in the panel, the document keeps its state.
    const QString broken = m_dir.filePath(u"broken.json"_s);
    writeFile(broken, R"({"model": {"d_model": )");
    QSignalSpy loaded(m_panel.get(), &MeshPanel::experimentLoaded);
    m_panel->openExperiment(broken);
    QVERIFY(loaded.wait(10000));
    QVERIFY(!loaded.first().at(1).toString().isEmpty());
    QVERIFY(error->text().contains(broken));
    QCOMPARE(m_panel->document()->state().experimentPath, m_experiment);
}

void tst_MeshPanel::machinesFromTheRegistry()
{
    auto *source = m_panel->findChild<QComboBox *>(u"source"_s);
    QTRY_COMPARE_WITH_TIMEOUT(source->count(), 4, 10000); // Catalog + 3 machines
    QCOMPARE(source->itemText(1), u"v4-pod"_s);
    Q_EMIT source->activated(1);
    QCOMPARE(m_panel->document()->mesh().accelerator().name(), u"v4-16"_s);
    QCOMPARE(m_panel->document()->mesh().axesText(), u"data=8"_s); // custom strategy: one data axis
    Q_EMIT source->activated(2); // the local entry: its probed spec, TPU v6 lite x 8
    QCOMPARE(m_panel->document()->mesh().accelerator().name(), u"v6e-8"_s);
    Q_EMIT source->activated(3); // no type and no spec
    auto *error = m_panel->findChild<QLabel *>(u"inputError"_s);
    QVERIFY(error->text().contains(u"mystery"_s));
    QCOMPARE(m_panel->document()->mesh().accelerator().name(), u"v6e-8"_s);
    m_panel->document()->undoStack()->undo();
    m_panel->document()->undoStack()->undo();
    QCOMPARE(m_panel->document()->mesh().accelerator().name(), u"v5litepod-8"_s);
}

void tst_MeshPanel::gridDrawsHostsCoresAndPlanes_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("strategy");
    QTest::addColumn<QString>("png");
    QTest::newRow("v3-64: 8 hosts, 2 cores per chip") << u"v3-64"_s << 1 << int(MeshStrategy::DataModel) << u"mesh_grid_v3_64.png"_s;
    QTest::newRow("v4-16: two z planes") << u"v4-16"_s << 1 << int(MeshStrategy::DataModel) << u"mesh_grid_v4_16.png"_s;
    QTest::newRow("two v5litepod-16 slices") << u"v5litepod-16"_s << 2 << int(MeshStrategy::FsdpTensor) << u"mesh_grid_2x_v5e_16.png"_s;
}

void tst_MeshPanel::gridDrawsHostsCoresAndPlanes()
{
    QFETCH(QString, accelerator);
    QFETCH(int, slices);
    QFETCH(int, strategy);
    QFETCH(QString, png);
    MeshDocument *document = m_panel->document();
    const int undoIndex = document->undoStack()->index();
    document->undoStack()->push(new ApplyPresetCommand(document, MeshStrategy(strategy)));
    QVERIFY(m_panel->setAcceleratorText(accelerator));
    m_panel->findChild<QSpinBox *>(u"slices"_s)->setValue(slices);
    QVERIFY2(!document->hasErrors(), qPrintable(document->issues().value(0).message));
    DeviceGridWidget *grid = m_panel->deviceGrid();
    const DeviceMap *map = document->deviceMap();
    QVERIFY(map);
    // Every device has its own cell, found again under the mouse, and says where it is.
    QSet<QRect> rects;
    for (const auto &device : map->devices()) {
        const QRect r = grid->deviceRect(device.deviceId);
        QVERIFY(r.width() >= 4 && r.height() >= 4);
        QCOMPARE(grid->deviceIdAt(r.center()), device.deviceId);
        rects.insert(r);
    }
    QCOMPARE(rects.size(), map->devices().size());
    const QString text = grid->describeDevice(map->devices().last().deviceId);
    QVERIFY(text.contains(u"worker"_s));
    if (map->mesh().accelerator().generation().devicesPerChip > 1)
        QVERIFY(text.contains(u"core"_s));
    if (slices > 1) {
        QVERIFY(text.contains(u"slice 1"_s));
        // The summary counts slices and devices with plural forms.
        const QString summary = m_panel->findChild<QLabel *>(u"summary"_s)->text();
        QVERIFY2(summary.contains(u"; %1 slices, %2 devices in all"_s.arg(slices).arg(map->devices().size())), qPrintable(summary));
    }
    QVERIFY(grid->grab().save(test::artifactsDir() + u'/' + png));
    while (document->undoStack()->index() > undoIndex)
        document->undoStack()->undo();
}

void tst_MeshPanel::codeTabAndSaveToExperiment()
{
    MeshCodeView *code = m_panel->codeView();
    QTRY_VERIFY2_WITH_TIMEOUT(!code->code().isEmpty(), qPrintable(code->findChild<QLabel *>(u"codeStatus"_s)->text()), 10000);
    QVERIFY(code->code().contains(u"xs.Mesh(device_ids, MESH_SHAPE, AXIS_NAMES)"_s));
    code->setFramework(MeshFramework::Jax);
    QVERIFY(code->code().contains(u"jax.make_mesh(MESH_SHAPE, AXIS_NAMES)"_s));
    const QString saved = m_dir.filePath(u"mesh_jax.py"_s);
    QSignalSpy savedSpy(code, &MeshCodeView::saved);
    code->saveTo(saved);
    QVERIFY(savedSpy.wait(10000));
    QCOMPARE(savedSpy.first().at(1).toString(), QString());
    QVERIFY(QFile::exists(saved));

    // Change the strategy, save into the experiment, and read it back from the file.
    auto *strategy = m_panel->findChild<QComboBox *>(u"strategy"_s);
    strategy->setCurrentIndex(strategy->findData(int(MeshStrategy::FsdpTensor)));
    Q_EMIT strategy->activated(strategy->currentIndex());
    QCOMPARE(m_panel->document()->mesh().axesText(), u"fsdp=4,tensor=2"_s);
    // The remat box is saved too (train.remat), not dropped.
    m_panel->findChild<QCheckBox *>(u"remat"_s)->setChecked(true);
    QSignalSpy savedExperiment(m_panel.get(), &MeshPanel::experimentSaved);
    QTest::mouseClick(m_panel->findChild<QToolButton *>(u"saveExperiment"_s), Qt::LeftButton);
    QVERIFY(savedExperiment.wait(10000));
    QCOMPARE(savedExperiment.first().at(1).toString(), QString());
    const Json file = *readJsonFile(m_experiment);
    QCOMPARE(file["tpu"]["strategy"].get<std::string>(), std::string("fsdp_tensor"));
    QCOMPARE(file["tpu"]["mesh"]["axes"].size(), size_t(2));
    QCOMPARE(file["notes"].get<std::string>(), std::string("kept as is"));
    QCOMPARE(file["train"]["remat"].get<bool>(), true);
    QCOMPARE(file["train"]["batch_size"].get<int>(), 8);

    // Pictures for people: the Tensors tab, then the Memory tab.
    auto *tabs = m_panel->findChild<QTabWidget *>(u"tabs"_s);
    tabs->setCurrentIndex(1);
    QVERIFY(m_panel->grab().save(test::artifactsDir() + u"/mesh_panel_tensors.png"_s));
    tabs->setCurrentIndex(0);
    QVERIFY(m_panel->grab().save(test::artifactsDir() + u"/mesh_panel.png"_s));
}

void tst_MeshPanel::demoMoeAdviceNamesTheExpertsAndAChange()
{
    // The demo's MoE experiment: FSDPv2 over fsdp=16 leaves the 8 experts whole on every device.
    const Workspace workspace(m_dir.filePath(u"demo"_s));
    auto folder = createDemoExperiment(workspace);
    QVERIFY2(folder, folder ? "" : qPrintable(folder.error().message));
    QSignalSpy loaded(m_panel.get(), &MeshPanel::experimentLoaded);
    m_panel->openExperiment(*folder + u"/experiment.json"_s);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().at(1).toString(), QString());
    QCOMPARE(m_panel->document()->mesh().axesText(), u"data=1,fsdp=16"_s);
    QVERIFY(m_panel->memoryBar()->estimate() && !m_panel->memoryBar()->estimate()->fits);
    auto *tabs = m_panel->findChild<QTabWidget *>(u"tabs"_s);
    tabs->setCurrentIndex(0);
    auto *details = m_panel->findChild<QLabel *>(u"memoryDetails"_s);
    const QString text = details->text();
    QVERIFY2(text.contains(u"<b>Cause:</b> expert weights, replicated on every device"_s), qPrintable(text));
    QVERIFY2(text.contains(u"<b>To fit:</b> split the 8 experts over an expert axis"_s), qPrintable(text));
    // Never the mesh it already has.
    QVERIFY2(!text.contains(u"mesh data=1,fsdp=16 (fsdpv2) instead"_s), qPrintable(text));
    QVERIFY(m_panel->grab().save(test::artifactsDir() + u"/mesh_panel_moe_advice.png"_s));
    QVERIFY(tabs->currentWidget()->grab().save(test::artifactsDir() + u"/mesh_panel_moe_advice_memory_tab.png"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MeshPanel)
#include "tst_mesh_panel.moc"
