#include "core/runs/launch_settings.h"
#include "core/util/json.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_LaunchSettings final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_project;

    static QList<LaunchSettings::Setting> settingsOf(const QStringList &items)
    {
        auto parsed = LaunchSettings::parse(items);
        return parsed ? *parsed : QList<LaunchSettings::Setting>{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_project.isValid());
        QFile config(m_project.filePath(u"config.json"_s));
        QVERIFY(config.open(QIODevice::WriteOnly));
        // A scaffolded decoder's config (as `tpuwb scaffold` writes it).
        config.write(R"({"schema": "tpuwb.experiment/1", "name": "tiny", "hypothesis": "",
            "model": {"kind": "decoder", "d_model": 64, "n_layers": 2, "n_heads": 2, "d_ff": 128, "vocab_size": 256},
            "train": {"batch_size": 4, "seq_len": 32, "lr": 0.0003, "warmup_steps": 20, "max_steps": 100,
                      "weight_decay": 0.1, "grad_clip": 1.0, "eval_every": 50, "save_every": 50, "seed": 42,
                      "log_every": 2, "eval_batches": 4, "dtype": "bfloat16"},
            "data": {"source": "synthetic", "shuffle_buffer": 10000},
            "tpu": {"accelerator_type": "v4-8", "strategy": "single", "scan_layers": false},
            "attention_kernel": "flash", "optimizer": "syncfree_adamw",
            "module_versions": {"ffn": "swiglu-v1", "norm": "rmsnorm-v1", "attn": "flash-v1", "pos": "rope-v1"},
            "tracking": {"wandb": {"enabled": false, "project": null}}})");
    }

    void accepted_data()
    {
        QTest::addColumn<QStringList>("items");
        QTest::newRow("no settings") << QStringList{};
        QTest::newRow("a number field") << QStringList{u"train.lr=0.001"_s};
        QTest::newRow("several, with a null field") << QStringList{u"train.max_steps=10"_s, u"tracking.wandb.project=p"_s};
        QTest::newRow("an optional field a scaffold leaves out") << QStringList{u"notes=first try"_s};
        QTest::newRow("a whole object") << QStringList{u"data={\"source\": \"synthetic\", \"shuffle_buffer\": 5}"_s};
    }
    void accepted()
    {
        QFETCH(QStringList, items);
        auto parsed = LaunchSettings::parse(items);
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->size(), items.size());
        const auto checked = LaunchSettings::check(m_project.path(), *parsed);
        QVERIFY2(checked.has_value(), checked ? "" : qPrintable(checked.error().message));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("items");
        QTest::addColumn<QStringList>("mentions");   // what the message must name
        QTest::newRow("misspelt leaf suggests the field")
            << QStringList{u"train.lrr=0.1"_s} << QStringList{u"train.lrr"_s, u"config.json"_s, u"train.lr"_s};
        QTest::newRow("unknown section") << QStringList{u"optim.lr=0.1"_s} << QStringList{u"optim.lr"_s, u"config.json"_s};
        QTest::newRow("moe field on a decoder") << QStringList{u"model.moe.top_k=1"_s} << QStringList{u"model.moe.top_k"_s};
        QTest::newRow("valid key, invalid config") << QStringList{u"model.n_heads=3"_s} << QStringList{u"n_heads"_s};
        QTest::newRow("second of two is wrong")
            << QStringList{u"train.lr=0.1"_s, u"train.max_step=5"_s} << QStringList{u"train.max_step"_s, u"train.max_steps"_s};
    }
    void refused()
    {
        QFETCH(QStringList, items);
        QFETCH(QStringList, mentions);
        const auto checked = LaunchSettings::check(m_project.path(), settingsOf(items));
        QVERIFY(!checked.has_value());
        for (const QString &m : mentions)
            QVERIFY2(checked.error().message.contains(m), qPrintable(checked.error().message + u" lacks "_s + m));
    }

    void parseRefusesWhatIsNotKeyValue_data()
    {
        QTest::addColumn<QString>("item");
        QTest::newRow("no equals sign") << u"train.lr"_s;
        QTest::newRow("empty key") << u"=3"_s;
    }
    void parseRefusesWhatIsNotKeyValue()
    {
        QFETCH(QString, item);
        const auto parsed = LaunchSettings::parse({u"train.lr=1"_s, item});
        QVERIFY(!parsed.has_value());
        QVERIFY(parsed.error().message.contains(u"key=value"_s));
    }

    void notAProject()
    {
        QTemporaryDir empty;
        const auto checked = LaunchSettings::check(empty.path(), settingsOf({u"train.lr=1"_s}));
        QVERIFY(!checked.has_value());
        QVERIFY(checked.error().message.contains(u"tpuwb scaffold"_s));
    }
};

QTEST_GUILESS_MAIN(tst_LaunchSettings)
#include "tst_launch_settings.moc"
