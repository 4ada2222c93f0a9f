// PythonModuleSource: the statements of a model.py read as text, the nn.Module classes, one class
// cut out with what it uses (and nothing else), its construction and the class behind an
// attribute path. The real generated model.py is covered end to end by tst_kernel_from_experiment.
#include "core/kernel/python_module_source.h"
#include "support/result_check.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::kernel::PythonModuleSource;

namespace {

const QString kModel = uR"py("""A model. Mentions Unused and helper() in a docstring."""
from __future__ import annotations

import math
import os
import torch
import torch.nn as nn

try:
    import einops
except ImportError:  # fallback below
    einops = None

EPS = 1e-6
UNUSED_CONSTANT = "RMSNorm(helper)"

# Set by a device layer.
_hook = None


def decorate(fn):
    def call(*args):
        return fn(*args) if _hook is None else _hook(fn)(*args)
    return call


def helper(x, weight):
    # math is used here, os nowhere
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + EPS) * weight * math.sqrt(1.0)


@decorate
def norm(x, weight):
    return helper(x, weight)


def unrelated():
    return os.getcwd()


class Base(nn.Module):
    pass


class RMSNorm(Base):
    def __init__(self, dim, eps=EPS):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return norm(x, self.weight)


class NotAModule:
    pass


class Block(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        m = cfg["model"]
        self.attn_norm = RMSNorm(m["d_model"],
                                 eps=1e-5)
        self.proj = nn.Linear(m["d_model"], m["d_model"])

    def forward(self, x, memory=None):
        return self.proj(self.attn_norm(x))


class Model(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.layers = nn.ModuleList(Block(cfg) for _ in range(2))
        self.norm = RMSNorm(cfg["model"]["d_model"])
)py"_s;

} // namespace

class tst_PythonModuleSource final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsTheModuleClasses();
    void extractTakesWhatTheClassUsesAndNothingElse();
    void extractedTextKeepsDecoratorsCommentsAndBlocksWhole();
    void unknownClassNamesTheFileAndListsTheModules();
    void constructionArgumentsAndTheirAliases();
    void forwardAndInitParameters();
    void attributePathsResolveToModuleClasses_data();
    void attributePathsResolveToModuleClasses();
};

void tst_PythonModuleSource::listsTheModuleClasses()
{
    const auto source = PythonModuleSource::parse(kModel, u"model.py"_s);
    // Base counts (nn.Module), RMSNorm through Base; NotAModule does not.
    QCOMPARE(source.moduleClasses(), (QStringList{u"Base"_s, u"RMSNorm"_s, u"Block"_s, u"Model"_s}));
    QVERIFY(source.hasClass(u"NotAModule"_s));
}

void tst_PythonModuleSource::extractTakesWhatTheClassUsesAndNothingElse()
{
    const auto source = PythonModuleSource::parse(kModel, u"model.py"_s);
    const auto text = source.extract(u"RMSNorm"_s);
    TWB_VERIFY_RESULT(text);
    for (const QString &needed : {u"from __future__ import annotations"_s, u"import math"_s, u"import torch\n"_s,
                                  u"import torch.nn as nn"_s, u"EPS = 1e-6"_s, u"_hook = None"_s, u"def decorate("_s,
                                  u"def helper("_s, u"@decorate\ndef norm("_s, u"class Base(nn.Module)"_s,
                                  u"class RMSNorm(Base)"_s})
        QVERIFY2(text->contains(needed), qPrintable(needed + u"\n---\n"_s + *text));
    // Not used by RMSNorm: an import, a constant whose string mentions RMSNorm, other
    // functions and classes, the module docstring, a try block binding a name it never reads.
    for (const QString &unused : {u"import os"_s, u"UNUSED_CONSTANT"_s, u"def unrelated"_s, u"class Block"_s,
                                  u"class NotAModule"_s, u"A model."_s, u"einops"_s})
        QVERIFY2(!text->contains(unused), qPrintable(unused + u"\n---\n"_s + *text));
    // File order: the future import first, the class last.
    QVERIFY(text->startsWith(u"from __future__"_s));
    QVERIFY(text->indexOf(u"def helper"_s) < text->indexOf(u"class RMSNorm"_s));
}

void tst_PythonModuleSource::extractedTextKeepsDecoratorsCommentsAndBlocksWhole()
{
    const auto source = PythonModuleSource::parse(kModel, u"model.py"_s);
    // Block uses RMSNorm (and so everything RMSNorm uses); its multi-line call stays whole.
    const auto block = source.extract(u"Block"_s);
    TWB_VERIFY_RESULT(block);
    QVERIFY(block->contains(u"self.attn_norm = RMSNorm(m[\"d_model\"],\n                                 eps=1e-5)"_s));
    QVERIFY(block->contains(u"# Set by a device layer.\n_hook = None"_s));
    // A try/except block is one statement, taken whole when its name is used.
    const QString withEinops = kModel + u"\n\nclass Uses(nn.Module):\n    def forward(self, x):\n        return einops\n"_s;
    const auto uses = PythonModuleSource::parse(withEinops, u"model.py"_s).extract(u"Uses"_s);
    TWB_VERIFY_RESULT(uses);
    QVERIFY2(uses->contains(u"try:\n    import einops\nexcept ImportError:  # fallback below\n    einops = None"_s),
             qPrintable(*uses));
}

void tst_PythonModuleSource::unknownClassNamesTheFileAndListsTheModules()
{
    const auto source = PythonModuleSource::parse(kModel, u"/p/model.py"_s);
    for (const QString &name : {u"LayerNorm"_s, u"NotAModule"_s}) {
        const auto text = source.extract(name);
        QVERIFY(!text);
        QVERIFY2(text.error().message.contains(u"/p/model.py"_s), qPrintable(text.error().message));
        QVERIFY2(text.error().message.contains(u"RMSNorm, Block, Model"_s), qPrintable(text.error().message));
    }
}

void tst_PythonModuleSource::constructionArgumentsAndTheirAliases()
{
    const auto source = PythonModuleSource::parse(kModel, u"model.py"_s);
    QCOMPARE(source.constructorArguments(u"RMSNorm"_s).value_or(QStringList{u"none"_s}),
             (QStringList{u"m[\"d_model\"]"_s, u"eps=1e-5"_s}));
    QCOMPARE(source.assignmentsAroundConstruction(u"RMSNorm"_s).value(u"m"_s), u"cfg[\"model\"]"_s);
    QCOMPARE(source.constructorArguments(u"Block"_s).value_or(QStringList{u"none"_s}), QStringList{u"cfg"_s});
    // Model is never constructed in the file.
    QVERIFY(!source.constructorArguments(u"Model"_s));
}

void tst_PythonModuleSource::forwardAndInitParameters()
{
    const auto source = PythonModuleSource::parse(kModel, u"model.py"_s);
    QCOMPARE(source.forwardParameters(u"Block"_s), (QStringList{u"x"_s, u"memory=None"_s}));
    QCOMPARE(source.initParameters(u"RMSNorm"_s), (QStringList{u"dim"_s, u"eps=EPS"_s}));
    // Base has no forward of its own and nn.Module is not in the file.
    QCOMPARE(source.forwardParameters(u"Base"_s), QStringList());
}

void tst_PythonModuleSource::attributePathsResolveToModuleClasses_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("module");
    QTest::newRow("parameter of a norm in a layer") << u"layers.0.attn_norm.weight"_s << u"RMSNorm"_s;
    QTest::newRow("a Linear's weight: its owner block") << u"layers.1.proj.weight"_s << u"Block"_s;
    QTest::newRow("ModuleList item") << u"layers.0"_s << u"Block"_s;
    QTest::newRow("top-level norm") << u"norm"_s << u"RMSNorm"_s;
    QTest::newRow("not a module attribute") << u"embed.weight"_s << QString();
}

void tst_PythonModuleSource::attributePathsResolveToModuleClasses()
{
    QFETCH(QString, path);
    QFETCH(QString, module);
    QCOMPARE(PythonModuleSource::parse(kModel, u"model.py"_s).classForAttributePath(path), module);
}

QTEST_GUILESS_MAIN(tst_PythonModuleSource)
#include "tst_python_module_source.moc"
