#include "core/ablation/config_diff.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::ConfigDiff;
using twb::Json;

class tst_ConfigDiff final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyDifferingKeys_data();
    void onlyDifferingKeys();
    void valuesAndAbsence();
};

void tst_ConfigDiff::onlyDifferingKeys_data()
{
    QTest::addColumn<QStringList>("configs");
    QTest::addColumn<QStringList>("paths");

    QTest::newRow("same configs differ nowhere")
        << QStringList{uR"({"train": {"lr": 0.1}, "name": "a"})"_s, uR"({"train": {"lr": 0.1}, "name": "b"})"_s}
        << QStringList{};
    QTest::newRow("nested leaf differs")
        << QStringList{uR"({"model": {"moe": {"top_k": 1, "n": 8}}, "train": {"lr": 0.1}})"_s,
                       uR"({"model": {"moe": {"top_k": 2, "n": 8}}, "train": {"lr": 0.1}})"_s}
        << QStringList{u"model.moe.top_k"_s};
    QTest::newRow("lists are compared whole")
        << QStringList{uR"({"mesh": {"axes": [1, 8]}})"_s, uR"({"mesh": {"axes": [2, 4]}})"_s}
        << QStringList{u"mesh.axes"_s};
    QTest::newRow("a key one config lacks")
        << QStringList{uR"({"a": 1})"_s, uR"({"a": 1, "b": 2})"_s, uR"({"a": 1})"_s} << QStringList{u"b"_s};
    QTest::newRow("many configs, order of first appearance")
        << QStringList{uR"({"x": 1, "y": 1, "z": 1})"_s, uR"({"x": 1, "y": 1, "z": 2})"_s,
                       uR"({"x": 2, "y": 1, "z": 1})"_s}
        << QStringList{u"x"_s, u"z"_s};
    QTest::newRow("seed differs and is shown") << QStringList{uR"({"train": {"seed": 0}})"_s, uR"({"train": {"seed": 1}})"_s}
                                               << QStringList{u"train.seed"_s};
    QTest::newRow("hypothesis ignored") << QStringList{uR"({"hypothesis": "a"})"_s, uR"({"hypothesis": "b"})"_s}
                                        << QStringList{};
}

void tst_ConfigDiff::onlyDifferingKeys()
{
    QFETCH(QStringList, configs);
    QFETCH(QStringList, paths);
    std::vector<Json> parsed;
    for (const QString &text : configs)
        parsed.push_back(Json::parse(text.toStdString()));
    QCOMPARE(ConfigDiff::compute(parsed).paths(), paths);
}

void tst_ConfigDiff::valuesAndAbsence()
{
    const ConfigDiff diff = ConfigDiff::compute({Json::parse(R"({"a": {"b": 1}})"), Json::parse(R"({"a": {"b": "x"}, "c": null})")});
    QCOMPARE(diff.paths(), (QStringList{u"a.b"_s, u"c"_s}));
    QCOMPARE(diff.value(0, u"a.b"_s), Json(1));
    QCOMPARE(diff.value(1, u"a.b"_s), Json("x"));
    QVERIFY(!diff.has(0, u"c"_s));
    QVERIFY(diff.has(1, u"c"_s));
    QVERIFY(diff.value(1, u"c"_s).is_null());
}

QTEST_GUILESS_MAIN(tst_ConfigDiff)
#include "tst_config_diff.moc"
