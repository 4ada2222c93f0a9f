// End to end: the template options of a generated project on this machine's CPU (Debian's
// /usr/bin/python3 with PyTorch 1.13, no torch_xla, no einops):
// - an encoder-decoder project trains (loss finite and falling), evaluates and checkpoints;
// - tpu.compile_eval, tpu.eager_debug and --eager-debug run and are logged as TPU-only;
// - the einops reshapes take the plain torch path here and give the tensors einops' patterns
//   define; with an einops module importable the model selects it;
// - the @pure layers run as written on the CPU and go through the decorator device.py hands in
//   (torch_xla's @assume_pure on TPU) with the same values.
// The TPU side of the options (openxla, eager mode, assume_pure) cannot run here: it is
// checked by rendering and compiling every combination (tst_scaffold_renderer).
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList kTiny = {
    u"model.d_model=32"_s,    u"model.n_layers=2"_s,   u"model.n_heads=4"_s,      u"model.d_ff=64"_s,
    u"model.vocab_size=64"_s, u"train.batch_size=8"_s, u"train.seq_len=32"_s,     u"train.lr=0.003"_s,
    u"train.warmup_steps=5"_s, u"train.log_every=1"_s, u"train.eval_batches=2"_s, u"train.save_every=30"_s,
};

struct Run
{
    int exitCode = -1;
    QByteArray output;
    QList<QJsonObject> scalars;
    QList<QJsonObject> events;

    QList<QJsonObject> eventsNamed(const QString &name) const
    {
        QList<QJsonObject> found;
        for (const auto &e : events)
            if (e.value(u"event"_s).toString() == name)
                found << e;
        return found;
    }
};

} // namespace

class tst_TemplateOptions final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void encoderDecoderTrainsOnCpu();
    void compileEvalAndEagerDebugRunAndAreLogged();
    void einopsReshapesFallBackToTheSameTensors();
    void pureLayersGoThroughTheGivenDecorator();

private:
    QString scaffold(const QString &name, const QString &model, const QStringList &settings);
    Run train(const QString &dir, const QStringList &args);
    // Runs `code` with the system Python in `dir`; fails the test with its output otherwise.
    // Runs `code` in `dir` with `interpreter` (default: Debian's python3).
    QByteArray python(const QString &dir, const QString &code, const QMap<QString, QString> &env = {},
                      const QString &interpreter = {});

    QTemporaryDir m_root;
};

void tst_TemplateOptions::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
}

QString tst_TemplateOptions::scaffold(const QString &name, const QString &model, const QStringList &settings)
{
    const QString dir = m_root.filePath(name);
    QStringList args = {u"--workspace"_s, m_root.filePath(u"ws"_s), u"scaffold"_s, u"--name"_s, name, u"--model"_s, model,
                        u"--accelerator"_s, u"v5litepod-8"_s, u"--strategy"_s, u"fsdpv2"_s, u"--attention"_s, u"sdpa"_s,
                        u"--out"_s, dir};
    for (const QString &setting : kTiny + settings)
        args << u"--set"_s << setting;
    QProcess tpuwb;
    tpuwb.setProcessChannelMode(QProcess::MergedChannels);
    tpuwb.start(twb::test::tpuwbBinary(), args);
    if (!tpuwb.waitForFinished(30000) || tpuwb.exitCode() != 0) {
        qWarning().noquote() << tpuwb.readAll();
        return {};
    }
    return dir;
}

Run tst_TemplateOptions::train(const QString &dir, const QStringList &args)
{
    Run run;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(twb::test::systemPython(),
                  QStringList{u"train.py"_s, u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s} + args);
    if (!process.waitForFinished(180000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.output = process.readAll();
    QFile file(dir + u"/metrics/host-0.jsonl"_s);
    if (file.open(QIODevice::ReadOnly))
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            const QJsonObject row = QJsonDocument::fromJson(line).object();
            (row.contains(u"event"_s) ? run.events : run.scalars).append(row);
        }
    return run;
}

QByteArray tst_TemplateOptions::python(const QString &dir, const QString &code, const QMap<QString, QString> &env,
                                       const QString &interpreter)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        environment.insert(it.key(), it.value());
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(interpreter.isEmpty() ? twb::test::systemPython() : interpreter, {u"-c"_s, code});
    if (!process.waitForFinished(300000) || process.exitCode() != 0)
        return "FAILED: " + process.readAll();
    return process.readAll();
}

void tst_TemplateOptions::encoderDecoderTrainsOnCpu()
{
    const QString dir = scaffold(u"tiny-encdec"_s, u"encoder_decoder"_s,
                                 {u"model.n_encoder_layers=2"_s, u"train.max_steps=60"_s, u"train.eval_every=30"_s});
    QVERIFY(!dir.isEmpty());
    const Run run = train(dir, {});
    QVERIFY2(run.exitCode == 0, run.output.constData());
    QCOMPARE(run.scalars.size(), 60);
    const double first = run.scalars.first().value(u"loss"_s).toDouble();
    const double last = run.scalars.last().value(u"loss"_s).toDouble();
    // Starts near log(64) = 4.16; the decoder sees the source half and its own prefix.
    for (const QJsonObject &row : run.scalars)
        QVERIFY(std::isfinite(row.value(u"loss"_s).toDouble()));
    QVERIFY2(first > 3.5 && last < 0.6 * first, qPrintable(u"loss %1 -> %2"_s.arg(first).arg(last)));
    const auto evals = run.eventsNamed(u"eval"_s);
    QCOMPARE(evals.size(), 2); // step 30 and the end
    // The loss covers the target half only: 8 windows x 16 target positions per eval batch.
    QCOMPARE(evals.last().value(u"metrics"_s).toObject().value(u"eval/tokens"_s).toInt(), 2 * 8 * 16);
    QCOMPARE(run.eventsNamed(u"checkpoint"_s).size(), 2);

    // Its encoder and cross-attention parameters are in the run's sharding plan, by their
    // Mesh panel names, and the versions of its modules in the config event.
    const auto sharding = run.eventsNamed(u"sharding"_s);
    QCOMPARE(sharding.size(), 1);
    QSet<QString> tensors;
    for (const auto &p : sharding.first().value(u"parameters"_s).toArray())
        tensors << p.toObject().value(u"tensor"_s).toString();
    for (const QString &name : {u"encoder.layers.wq"_s, u"encoder.final_norm"_s, u"layers.cross_wk"_s,
                                u"layers.cross_norm"_s, u"layers.wq"_s, u"lm_head"_s})
        QVERIFY2(tensors.contains(name), qPrintable(name));
    QVERIFY(!tensors.contains(QString())); // every parameter has its tensor name
    const QJsonObject versions = run.eventsNamed(u"config"_s).first().value(u"module_versions"_s).toObject();
    QCOMPARE(versions.value(u"cross_attn"_s).toString(), u"cross-v1"_s);
    QCOMPARE(versions.value(u"seq2seq"_s).toString(), u"half-split-v1"_s);

    // Resumes from its checkpoint like every model: one more step from step 60 is refused as
    // done, an explicit --eval-only of the newest checkpoint evaluates it.
    const QString hash = run.eventsNamed(u"config"_s).first().value(u"config_hash"_s).toString();
    const Run eval = train(dir, {u"--eval-only"_s, u"--checkpoint"_s,
                                 u"checkpoints/ckpt-42-"_s + hash + u"-00000060"_s});
    QVERIFY2(eval.exitCode == 0, eval.output.constData());
    QCOMPARE(eval.eventsNamed(u"eval"_s).last().value(u"metrics"_s).toObject().value(u"eval/loss"_s).toDouble(),
             evals.last().value(u"metrics"_s).toObject().value(u"eval/loss"_s).toDouble());
}

void tst_TemplateOptions::compileEvalAndEagerDebugRunAndAreLogged()
{
    const QString dir = scaffold(u"tiny-options"_s, u"decoder"_s,
                                 {u"tpu.compile_eval=true"_s, u"tpu.eager_debug=true"_s, u"train.max_steps=20"_s,
                                  u"train.eval_every=10"_s});
    QVERIFY(!dir.isEmpty());
    const Run run = train(dir, {u"--eager-debug"_s});
    QVERIFY2(run.exitCode == 0, run.output.constData());
    QVERIFY2(run.output.contains("tpu.compile_eval (torch.compile with the openxla backend) applies on TPU"),
             run.output.constData());
    QVERIFY(run.output.contains("eager debug mode (tpu.eager_debug / --eager-debug) is torch_xla's"));
    QCOMPARE(run.scalars.size(), 20);
    const double first = run.scalars.first().value(u"loss"_s).toDouble();
    const double last = run.scalars.last().value(u"loss"_s).toDouble();
    QVERIFY2(std::isfinite(last) && last < first, qPrintable(u"loss %1 -> %2"_s.arg(first).arg(last)));
    QCOMPARE(run.eventsNamed(u"eval"_s).size(), 2);
    const QJsonObject execution =
        run.eventsNamed(u"config"_s).first().value(u"backend"_s).toObject().value(u"execution"_s).toObject();
    QCOMPARE(execution.value(u"eval"_s).toString(), u"eager"_s);
    QVERIFY(execution.value(u"eager_debug"_s).toString().contains(u"no-op"_s));

    // The flag alone (config without the options) runs the same model to the same numbers.
    const QString plain = scaffold(u"tiny-plain"_s, u"decoder"_s, {u"train.max_steps=20"_s, u"train.eval_every=10"_s});
    QVERIFY(!plain.isEmpty());
    const Run flagged = train(plain, {u"--eager-debug"_s});
    QVERIFY2(flagged.exitCode == 0, flagged.output.constData());
    QCOMPARE(flagged.scalars.last().value(u"loss"_s).toDouble(), last);
}

void tst_TemplateOptions::einopsReshapesFallBackToTheSameTensors()
{
    const QString dir = scaffold(u"tiny-einops"_s, u"encoder_decoder"_s, {u"train.max_steps=1"_s});
    QVERIFY(!dir.isEmpty());
    // Here einops is not installed: the plain path, checked against the patterns' meaning.
    const QByteArray fallback = python(dir, uR"py(
import torch, model
assert model.einops is None, model.einops
t = torch.randn(2, 5, 12)
h = model.split_heads(t, 3)
want = torch.stack([torch.stack([t[b, :, i * 4:(i + 1) * 4] for i in range(3)]) for b in range(2)])
assert h.shape == (2, 3, 5, 4) and torch.equal(h, want)
assert torch.equal(model.merge_heads(h), t)
print("plain ok")
)py"_s);
    QVERIFY2(fallback.contains("plain ok"), fallback.constData());

    // A FAKE einops (a test double, not the library): when a module of that name imports, the
    // model calls its rearrange with the two patterns; the fake records them and answers with
    // the plain torch ops so the forward pass can complete.
    const QString fakeDir = m_root.filePath(u"fake-einops"_s);
    QVERIFY(QDir().mkpath(fakeDir));
    QFile fake(fakeDir + u"/einops.py"_s);
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write("\"\"\"FAKE einops for tst_template_options: records rearrange patterns.\"\"\"\n"
               "CALLS = []\n"
               "def rearrange(t, pattern, **sizes):\n"
               "    CALLS.append(pattern)\n"
               "    if pattern == 'b s (h d) -> b h s d':\n"
               "        b, s, w = t.shape\n"
               "        return t.view(b, s, sizes['h'], w // sizes['h']).transpose(1, 2)\n"
               "    if pattern == 'b h s d -> b s (h d)':\n"
               "        b, h, s, d = t.shape\n"
               "        return t.transpose(1, 2).reshape(b, s, h * d)\n"
               "    raise ValueError(pattern)\n");
    fake.close();
    const QByteArray selected = python(dir, uR"py(
import json, torch, model, device, einops
assert model.einops is einops
cfg = json.load(open("config.json"))
torch.manual_seed(0)
m = model.build_model(cfg, device.reference_attention)
ids = torch.randint(0, 64, (2, 32))
with torch.no_grad():
    with_einops = m(ids)[0]
    model.einops = None
    plain = m(ids)[0]
assert torch.equal(with_einops, plain)
assert sorted(set(einops.CALLS)) == ["b h s d -> b s (h d)", "b s (h d) -> b h s d"], einops.CALLS
print("selected ok", len(einops.CALLS))
)py"_s, {{u"PYTHONPATH"_s, fakeDir}});
    QVERIFY2(selected.contains("selected ok"), selected.constData());
}

void tst_TemplateOptions::pureLayersGoThroughTheGivenDecorator()
{
    const QString dir = scaffold(u"tiny-pure"_s, u"decoder"_s, {u"train.max_steps=1"_s});
    QVERIFY(!dir.isEmpty());
    // torch_xla's own assume_pure, on its CPU runtime (the workbench's Python environment): the
    // model routes exactly its pure layers through the decorator given, and the values stay
    // what the model computes without it, forward and backward.
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    const QByteArray out = python(dir, uR"py(
import json, torch, model, device
import torch_xla
from torch_xla.experimental.assume_pure import assume_pure
xla = torch_xla.device()
cfg = json.load(open("config.json"))
torch.manual_seed(0)
m = model.build_model(cfg, device.reference_attention).to(xla)
ids = torch.randint(0, 64, (2, 32)).to(xla)
def run():
    m.zero_grad()
    logits = m(ids)[0]
    logits.float().square().mean().backward()
    torch_xla.sync()
    return logits.detach().cpu(), m.embed.weight.grad.cpu().clone()
as_written = run()
wrapped = []
def recording_assume_pure(fn):
    wrapped.append(fn.__name__)
    return assume_pure(fn)
model.enable_assume_pure(recording_assume_pure)
through = run()
model.enable_assume_pure(None)
assert sorted(wrapped) == ["apply_rotary", "rms_norm", "swiglu"], wrapped
for a, b in zip(as_written, through):
    assert a.abs().sum() > 0
    assert torch.allclose(a, b, rtol=1e-5, atol=1e-6), (a - b).abs().max()
print("pure ok")
)py"_s, {{u"PJRT_DEVICE"_s, u"CPU"_s}, {u"CPU_NUM_DEVICES"_s, u"1"_s}}, twb::test::xlaPython());
    QVERIFY2(out.contains("pure ok"), out.constData());
}

QTEST_GUILESS_MAIN(tst_TemplateOptions)
#include "tst_template_options.moc"
