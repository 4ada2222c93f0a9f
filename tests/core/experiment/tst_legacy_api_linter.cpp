#include "core/experiment/legacy_api_linter.h"
#include "core/experiment/python_source_mask.h"

#include "support/test_paths.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// A training script of the old style; each legacy call sits on a known line.
const char *kPlanted = R"(import os
import torch
import torch_xla.core.xla_model as xm
import torch_xla.distributed.xla_multiprocessing as xmp
import torch_xla.distributed.parallel_loader as pl
import torch_xla.distributed.spmd as xs

# xm.mark_step() in a comment is not code
HELP = "call xm.xla_device() first"  # nor is a string


def _mp_fn(index, data, opt):
    device = xm.xla_device()
    model = torch.nn.Linear(4, 4).to(xm.xla_device())
    world = xm.xrt_world_size()
    rank = xm.get_ordinal()
    loader = pl.ParallelLoader(data, [device])
    for batch in loader.per_device_loader(device):
        xm.optimizer_step(opt)
        xm.mark_step()
    os.environ["XRT_TPU_CONFIG"] = "localservice;0;localhost:51011"
    xmp.MpSerialExecutor()


if __name__ == "__main__":
    xmp.spawn(_mp_fn, nprocs=8)
)";

struct Expected
{
    const char *rule;
    int line;
    int column;
    bool fixable;
};

QString python()
{
    return twb::test::systemPython();
}

} // namespace

class tst_LegacyApiLinter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsPlantedCallsAtTheirPlace();
    void fixRewritesTheMechanicalOnesAndCompiles();
    void fixOfFixableOnlyLintsClean();
    void aliasesAreFollowed();
    void optimizerStepIsOnlyWrongUnderSpmd();
    void namesThatDoNotExist();
    void bf16WithPallasIsAnError();
    void modernCodeIsClean();
    void maskKeepsPositions();
    void survivesArbitraryText();
};

void tst_LegacyApiLinter::findsPlantedCallsAtTheirPlace()
{
    const auto findings = twb::LegacyApiLinter::lint(QString::fromUtf8(kPlanted));
    const Expected expected[] = {
        {"xla-multiprocessing", 4, 8, false}, {"xm-xla-device", 13, 14, true},  {"to-xla-device", 14, 34, true},
        {"xrt-world-size", 15, 13, true},     {"get-ordinal", 16, 12, true},    {"parallel-loader", 17, 14, false},
        {"optimizer-step-spmd", 19, 9, true}, {"xm-mark-step", 20, 9, false},   {"xrt-environment", 21, 17, false},
        {"mp-serial-executor", 22, 9, false}, {"xmp-spawn", 26, 5, false},
    };
    QStringList got;
    for (const auto &f : findings)
        got << u"%1@%2:%3%4"_s.arg(f.rule).arg(f.line).arg(f.column).arg(f.fixable ? u" fix"_s : QString());
    QStringList want;
    for (const auto &e : expected)
        want << u"%1@%2:%3%4"_s.arg(QString::fromLatin1(e.rule)).arg(e.line).arg(e.column).arg(e.fixable ? u" fix"_s : QString());
    QCOMPARE(got, want);
    for (const auto &f : findings) {
        QVERIFY(!f.replacement.isEmpty());
        QVERIFY(!f.message.isEmpty());
    }
    QCOMPARE(findings[7].replacement, u"`with torch_xla.step():` around the step body, or torch_xla.sync()"_s);
    QCOMPARE(findings[6].replacement, u"opt.step() inside torch_xla.step()"_s);
}

void tst_LegacyApiLinter::fixRewritesTheMechanicalOnesAndCompiles()
{
    const auto result = twb::LegacyApiLinter::fix(QString::fromUtf8(kPlanted));
    QCOMPARE(result.fixed, 5);
    QVERIFY(result.source.contains(u"    device = torch_xla.device()\n"_s));
    QVERIFY(result.source.contains(u".to('xla')"_s));
    QVERIFY(result.source.contains(u"world = xr.world_size()"_s));
    QVERIFY(result.source.contains(u"rank = xr.global_ordinal()"_s));
    QVERIFY(result.source.contains(u"        opt.step()\n"_s));
    QVERIFY(result.source.contains(u"import torch_xla.distributed.spmd as xs\nimport torch_xla\nimport torch_xla.runtime as xr\n"_s));
    // Comments and strings are untouched.
    QVERIFY(result.source.contains(u"# xm.mark_step() in a comment is not code"_s));
    QVERIFY(result.source.contains(u"\"call xm.xla_device() first\""_s));
    // Only the structural ones remain, every one of them not fixable.
    for (const auto &f : result.remaining)
        QVERIFY2(!f.fixable, qPrintable(f.rule));
    QCOMPARE(result.remaining.size(), 6);

    QTemporaryDir dir;
    QFile file(dir.filePath(u"fixed.py"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(result.source.toUtf8());
    file.close();
    QProcess compile;
    compile.start(python(), {u"-m"_s, u"py_compile"_s, file.fileName()});
    QVERIFY(compile.waitForFinished(30000));
    QCOMPARE(compile.exitCode(), 0);
}

void tst_LegacyApiLinter::fixOfFixableOnlyLintsClean()
{
    const QString source = uR"(import torch_xla.core.xla_model as xm

dev = xm.xla_device()
devices = xm.get_xla_supported_devices()
local = xm.get_local_ordinal()
with tpu_step():
    x = tpu_device()
)"_s;
    QCOMPARE(twb::LegacyApiLinter::lint(source).size(), 5);
    const auto result = twb::LegacyApiLinter::fix(source);
    QCOMPARE(result.fixed, 5);
    QVERIFY2(result.remaining.isEmpty(), qPrintable(result.remaining.isEmpty() ? QString() : result.remaining.first().rule));
    QVERIFY(twb::LegacyApiLinter::lint(result.source).isEmpty());
    QVERIFY(result.source.startsWith(u"import torch_xla.core.xla_model as xm\nimport torch_xla\nimport torch_xla.runtime as xr\n"_s));
    // A second fix changes nothing.
    QCOMPARE(twb::LegacyApiLinter::fix(result.source).source, result.source);
}

void tst_LegacyApiLinter::aliasesAreFollowed()
{
    const QString source = u"import torch_xla.core.xla_model as xla_model_mod\n"
                           "from torch_xla.distributed import xla_multiprocessing as launcher\n"
                           "xla_model_mod.mark_step()\n"
                           "torch_xla.core.xla_model.mark_step()\n"
                           "launcher.spawn(f)\n"_s;
    const auto findings = twb::LegacyApiLinter::lint(source);
    QStringList rules;
    for (const auto &f : findings)
        rules << u"%1@%2"_s.arg(f.rule).arg(f.line);
    QCOMPARE(rules, (QStringList{u"xla-multiprocessing@2"_s, u"xm-mark-step@3"_s, u"xm-mark-step@4"_s, u"xmp-spawn@5"_s}));
}

void tst_LegacyApiLinter::optimizerStepIsOnlyWrongUnderSpmd()
{
    const QString multiProcess = u"import torch_xla.core.xla_model as xm\nxm.optimizer_step(opt)\n"_s;
    QVERIFY(twb::LegacyApiLinter::lint(multiProcess).isEmpty());
    const QString spmd = u"import torch_xla.runtime as xr\nxr.use_spmd()\nxm.optimizer_step(opt, barrier=True)\n"_s;
    const auto findings = twb::LegacyApiLinter::lint(spmd);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings[0].severity, twb::LintFinding::Severity::Error);
    QVERIFY(!findings[0].fixable); // extra arguments: not mechanical
}

void tst_LegacyApiLinter::namesThatDoNotExist()
{
    const QString own = u"def tpu_device():\n    return 'mine'\nx = tpu_device()\n"_s;
    QVERIFY(twb::LegacyApiLinter::lint(own).isEmpty()); // the user's own function
    const auto findings = twb::LegacyApiLinter::lint(u"import torch_xla.runtime as xr\nxr.save(sd, 'p')\n"_s);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings[0].rule, u"xr-save"_s);
    QCOMPARE(findings[0].severity, twb::LintFinding::Severity::Error);
}

void tst_LegacyApiLinter::bf16WithPallasIsAnError()
{
    const QString plain = u"import os\nos.environ['XLA_USE_BF16'] = '1'\n"_s;
    QCOMPARE(twb::LegacyApiLinter::lint(plain).first().severity, twb::LintFinding::Severity::Warning);
    const QString pallas = plain + u"from torch_xla.experimental.custom_kernel import flash_attention\n"_s;
    QCOMPARE(twb::LegacyApiLinter::lint(pallas).first().severity, twb::LintFinding::Severity::Error);
}

void tst_LegacyApiLinter::modernCodeIsClean()
{
    const QString modern = uR"(import torch_xla
import torch_xla.core.xla_model as xm
import torch_xla.runtime as xr

def train(model, loader, optimizer):
    device = torch_xla.device()
    for batch in loader:
        with torch_xla.step():
            loss = model(batch.to(device)).sum()
            loss.backward()
            optimizer.step()
    torch_xla.sync()
    if xr.global_ordinal() == 0:
        xm.save(model.state_dict(), "m.pt", global_master=True)
    torch_xla.launch(train, args=())
)"_s;
    QVERIFY(twb::LegacyApiLinter::lint(modern).isEmpty());
}

void tst_LegacyApiLinter::maskKeepsPositions()
{
    const QString source = u"a = 'x#y'  # c 'q'\nb = \"\"\"doc\n'still'\"\"\" + r'\\d' + f\"{v}\"\n"_s;
    const QString code = twb::PythonSourceMask::codeOnly(source);
    QCOMPARE(code.size(), source.size());
    QCOMPARE(code, u"a = '   '"_s + QString(9, u' ') + u"\nb = \"\"\"   \n       \"\"\" + r'  ' + f\"   \"\n"_s);
    const QString strings = twb::PythonSourceMask::withoutComments(source);
    QCOMPARE(strings, u"a = 'x#y'"_s + QString(9, u' ') + u"\nb = \"\"\"doc\n'still'\"\"\" + r'\\d' + f\"{v}\"\n"_s);
}

void tst_LegacyApiLinter::survivesArbitraryText()
{
    // Fragments that stress the masking: quotes of every kind, escapes, comments, unterminated
    // strings, legacy calls; thousands of random mixes must neither crash nor misplace.
    const QStringList pieces = {u"'"_s, u"\""_s, u"\"\"\""_s, u"'''"_s, u"\\"_s, u"#"_s, u"\n"_s, u"r'"_s,
                                u"f\""_s, u"xm.mark_step()"_s, u"xm.xla_device()"_s, u"xmp.spawn("_s, u" "_s,
                                u"import torch_xla.core.xla_model as xm\n"_s, u"XRT_X"_s, u"tpu_step()"_s, u"é"_s};
    QRandomGenerator random(11);
    for (int round = 0; round < 1000; ++round) {
        QString source;
        for (int i = int(random.bounded(30)); i > 0; --i)
            source += pieces[random.bounded(int(pieces.size()))];
        QCOMPARE(twb::PythonSourceMask::codeOnly(source).size(), source.size());
        QCOMPARE(twb::PythonSourceMask::withoutComments(source).size(), source.size());
        const int lines = int(source.count(u'\n')) + 1;
        for (const auto &f : twb::LegacyApiLinter::lint(source)) {
            QVERIFY(f.line >= 1 && f.line <= lines);
            QVERIFY(f.column >= 1);
        }
        (void)twb::LegacyApiLinter::fix(source);
    }
}

QTEST_GUILESS_MAIN(tst_LegacyApiLinter)
#include "tst_legacy_api_linter.moc"
