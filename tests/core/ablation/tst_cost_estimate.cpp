#include "core/ablation/ablation_expander.h"
#include "core/ablation/cost_estimate.h"

#include "ablation_test_data.h"
#include "support/result_check.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::CostEstimate;
using twb::Json;

namespace {

twb::AblationExpansion expansionOf(const char *type, const char *mesh, const char *variables, const char *seeds)
{
    Json base = ablationTestBase();
    base["tpu"]["accelerator_type"] = type;
    base["tpu"]["mesh"] = Json::parse(mesh);
    Json document = Json::parse(R"({"schema": "tpuwb.ablation/1", "name": "c", "base": "e.json"})");
    document["variables"] = Json::parse(variables);
    document["seeds"] = Json::parse(seeds);
    auto spec = twb::AblationSpec::fromJson(document, u"c.json"_s);
    if (!spec)
        qFatal("%s", qPrintable(spec.error().message));
    auto expansion = twb::AblationExpander::expand(*spec, base, u"c.json"_s, u"e.json"_s);
    if (!expansion)
        qFatal("%s", qPrintable(expansion.error().message));
    return *expansion;
}

} // namespace

class tst_CostEstimate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chipHours_data();
    void chipHours();
    void chipTimeText_data();
    void chipTimeText();
    void unknownStepTimeSaysWhatToDo();
    void wallHoursSpreadOverMachines();
};

void tst_CostEstimate::chipHours_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("variables");
    QTest::addColumn<QString>("seeds");
    QTest::addColumn<double>("stepSeconds");
    QTest::addColumn<int>("chips");
    QTest::addColumn<qint64>("steps");
    QTest::addColumn<double>("chipHours");

    const QString mesh8 = uR"({"axes": [{"name": "data", "size": 1, "kind": "ici"}, {"name": "fsdp", "size": 8, "kind": "ici"}]})"_s;
    const QString mesh4 = uR"({"axes": [{"name": "data", "size": 1, "kind": "ici"}, {"name": "fsdp", "size": 4, "kind": "ici"}]})"_s;
    // 2 cells x 3 seeds x 2000 steps x 0.36 s = 1.2 h; x 8 chips = 9.6 chip-hours.
    QTest::newRow("v5litepod-8: 8 chips") << u"v5litepod-8"_s << mesh8
                                          << uR"([{"path": "model.moe.top_k", "values": [1, 2]}])"_s
                                          << u"[0,1,2]"_s << 0.36 << 8 << qint64(12000) << 9.6;
    // v4-8 names 8 TensorCores = 4 chips.
    QTest::newRow("v4-8: 4 chips") << u"v4-8"_s << mesh4 << uR"([{"path": "model.moe.top_k", "values": [1, 2]}])"_s
                                   << u"[0]"_s << 1.8 << 4 << qint64(4000) << 8.0;
    // Cells that vary max_steps cost what they train: (1000 + 3000) x 2 seeds x 0.9 s = 2 h x 8.
    QTest::newRow("max_steps varies per cell") << u"v5litepod-8"_s << mesh8
                                               << uR"([{"path": "train.max_steps", "values": [1000, 3000]}])"_s
                                               << u"[0,1]"_s << 0.9 << 8 << qint64(8000) << 16.0;
}

void tst_CostEstimate::chipHours()
{
    QFETCH(QString, type);
    QFETCH(QString, mesh);
    QFETCH(QString, variables);
    QFETCH(QString, seeds);
    QFETCH(double, stepSeconds);
    QFETCH(int, chips);
    QFETCH(qint64, steps);
    QFETCH(double, chipHours);
    const auto expansion = expansionOf(type.toUtf8().constData(), mesh.toUtf8().constData(),
                                       variables.toUtf8().constData(), seeds.toUtf8().constData());
    const CostEstimate estimate = CostEstimate::compute(expansion, stepSeconds, u"configured"_s);
    QVERIFY(estimate.known());
    QCOMPARE(estimate.chipsPerRun, chips);
    QCOMPARE(estimate.totalSteps, steps);
    QVERIFY2(qAbs(estimate.chipHours() - chipHours) < 1e-9, qPrintable(QString::number(estimate.chipHours())));
    QVERIFY2(estimate.describe().contains(QString::number(chipHours, 'f', 2) + u" chip-hours"_s),
             qPrintable(estimate.describe()));
    QVERIFY(estimate.describe().contains(u"configured"_s));
}

void tst_CostEstimate::chipTimeText_data()
{
    QTest::addColumn<double>("chipHours");
    QTest::addColumn<QString>("chipTime");
    QTest::addColumn<QString>("duration");
    // What the study plan once printed as "0.000222 chip-hours".
    QTest::newRow("0.8 chip-seconds") << 0.000222 << u"0.799 chip-seconds"_s << u"0.799 s"_s;
    QTest::newRow("45 chip-seconds") << 45.0 / 3600 << u"45 chip-seconds"_s << u"45 s"_s;
    QTest::newRow("90 chip-seconds") << 90.0 / 3600 << u"90 chip-seconds"_s << u"1.5 min"_s;
    QTest::newRow("12.5 chip-minutes") << 12.5 / 60 << u"12.5 chip-minutes"_s << u"12.5 min"_s;
    QTest::newRow("90 chip-minutes") << 1.5 << u"90 chip-minutes"_s << u"1.50 h"_s;
    QTest::newRow("2.5 chip-hours") << 2.5 << u"2.50 chip-hours"_s << u"2.50 h"_s;
    QTest::newRow("26.67 chip-hours") << 26.666666 << u"26.67 chip-hours"_s << u"26.67 h"_s;
    QTest::newRow("thousands of chip-hours") << 12345.6 << u"12346 chip-hours"_s << u"12346 h"_s;
}

void tst_CostEstimate::chipTimeText()
{
    QFETCH(double, chipHours);
    QFETCH(QString, chipTime);
    QFETCH(QString, duration);
    QCOMPARE(CostEstimate::chipTimeText(chipHours), chipTime);
    QCOMPARE(CostEstimate::durationText(chipHours), duration);
}

void tst_CostEstimate::unknownStepTimeSaysWhatToDo()
{
    const auto expansion = expansionOf("v5litepod-8", R"({"axes": [{"name": "data", "size": 1, "kind": "ici"}, {"name": "fsdp", "size": 8, "kind": "ici"}]})",
                                       R"([{"path": "model.moe.top_k", "values": [1, 2]}])", "[0]");
    const CostEstimate estimate = CostEstimate::compute(expansion, std::nullopt, {});
    QVERIFY(!estimate.known());
    QCOMPARE(estimate.chipHours(), 0.0);
    QVERIFY2(estimate.describe().contains(u"estimate.step_time_s"_s), qPrintable(estimate.describe()));
}

void tst_CostEstimate::wallHoursSpreadOverMachines()
{
    // 5 runs of 1000 s each (2000 steps x 0.5 s).
    const auto expansion = expansionOf("v5litepod-8", R"({"axes": [{"name": "data", "size": 1, "kind": "ici"}, {"name": "fsdp", "size": 8, "kind": "ici"}]})",
                                       R"([{"path": "model.moe.top_k", "values": [1, 2, 4, 8, 3]}])", "[0]");
    const CostEstimate estimate = CostEstimate::compute(expansion, 0.5, u"configured"_s);
    const double run = 1000.0 / 3600.0;
    QVERIFY(qAbs(estimate.wallHours(1) - 5 * run) < 1e-9);
    QVERIFY(qAbs(estimate.wallHours(2) - 3 * run) < 1e-9);
    QVERIFY(qAbs(estimate.wallHours(10) - run) < 1e-9);
}

QTEST_GUILESS_MAIN(tst_CostEstimate)
#include "tst_cost_estimate.moc"
