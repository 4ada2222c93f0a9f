// TorchXlaPorter and templates/tools/port_torch_xla.py: each kind of rewrite on a small script,
// what must survive (comments, strings, layout), the errors, and writing with a backup.
#include "core/services/torch_xla_porter.h"

#include "support/test_paths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::TorchXlaPorter;

namespace {

TorchXlaPorter porter()
{
    return TorchXlaPorter(twb::test::systemPython(), twb::test::sourceDir() + u"/templates"_s);
}

bool hasKind(const TorchXlaPorter::Port &port, const QString &kind)
{
    return std::any_of(port.changes.cbegin(), port.changes.cend(), [&](const auto &c) { return c.kind == kind; });
}

// The code after the guarded import block, where the rewrites are.
QString body(const QString &ported)
{
    const qsizetype at = ported.indexOf(u"    )\n"_s);
    return at < 0 ? ported : ported.mid(at);
}

} // namespace

class TestTorchXlaPorter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(twb::test::systemPython()),
                 "these tests run templates/tools/port_torch_xla.py with /usr/bin/python3: apt install python3");
    }

    void rewrites_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("present");  // in the ported code after the import block
        QTest::addColumn<QStringList>("absent");

        QTest::newRow("device from a cuda-or-cpu choice")
            << u"import torch\ndevice = torch.device(\"cuda\" if torch.cuda.is_available() else \"cpu\")\nx = torch.ones(2).to(device)\n"_s
            << u"device"_s << QStringList{u"device = torch_xla.device()\n"_s, u".to(device)"_s}
            << QStringList{u"cuda"_s};
        QTest::newRow("string device and .to(\"cuda\") use the variable")
            << u"import torch\ndev = \"cuda:0\"\ndef f(x):\n    return x.to(\"cuda\", non_blocking=True) + torch.zeros(2, device=\"cuda\")\n"_s
            << u"device"_s
            << QStringList{u"dev = torch_xla.device()"_s, u"x.to(dev, non_blocking=True)"_s, u"torch.zeros(2, device=dev)"_s}
            << QStringList{u"\"cuda"_s};
        QTest::newRow(".cuda() without a device variable")
            << u"import torch\nmodel = torch.nn.Linear(2, 2).cuda()\nx = torch.ones(2).cuda(non_blocking=True)\n"_s
            << u"cuda"_s
            << QStringList{u"\ndevice = torch_xla.device()\n\nmodel = torch.nn.Linear(2, 2).to(device)\n"_s,
                           u"torch.ones(2).to(device, non_blocking=True)"_s}
            << QStringList{u".cuda("_s};
        QTest::newRow(".cuda() where the name device is taken")
            << u"import torch\ndevice = 3\nmodel = torch.nn.Linear(2, 2).cuda()\n"_s << u"cuda"_s
            << QStringList{u"device = 3\nmodel = torch.nn.Linear(2, 2).to(torch_xla.device())\n"_s}
            << QStringList{u"device = torch_xla.device()"_s};
        QTest::newRow(".cuda() in a script that launches processes")
            << u"import torch\nimport torch.multiprocessing as mp\ndef fn(i):\n    torch.nn.Linear(2, 2).cuda()\n"
               "mp.spawn(fn, nprocs=2)\n"_s
            << u"cuda"_s << QStringList{u"    torch.nn.Linear(2, 2).to(torch_xla.device())\n"_s}
            << QStringList{u"device = torch_xla.device()"_s};
        QTest::newRow(".cuda() inside a function with a device parameter")
            << u"import torch\ndef f(x, device):\n    return x.cuda()\n"_s << u"cuda"_s
            << QStringList{u"return x.to(device)"_s} << QStringList{u".cuda("_s};
        QTest::newRow("torch.cuda.amp autocast and GradScaler")
            << u"import torch\nfrom torch.cuda.amp import GradScaler, autocast\nscaler = GradScaler()\n"
               "def step(model, opt, x):\n    with autocast(enabled=True):\n        loss = model(x).sum()\n"
               "    scaler.scale(loss * 2).backward()\n    scaler.step(opt)\n    scaler.update()\n"_s
            << u"amp"_s
            << QStringList{u"with torch.autocast(XLA_DEVICE, dtype=torch.bfloat16, enabled=XLA_DEVICE == \"xla\"):"_s,
                           u"    (loss * 2).backward()\n    opt.step()\n"_s}
            << QStringList{u"scaler"_s, u"GradScaler"_s, u"from torch.cuda.amp"_s, u"torch.float16"_s};
        QTest::newRow("torch.autocast(\"cuda\", float16) becomes bf16")
            << u"import torch\ndef f(m, x):\n    with torch.autocast(\"cuda\", dtype=torch.float16):\n        return m(x)\n"_s
            << u"amp"_s
            << QStringList{u"torch.autocast(XLA_DEVICE, dtype=torch.bfloat16, enabled=XLA_DEVICE == \"xla\")"_s}
            << QStringList{u"torch.float16"_s, u"\"cuda\""_s};
        QTest::newRow("training loop body in torch_xla.step()")
            << u"import torch\ndef train(model, opt, batches):\n    for x in batches:\n        # one step\n"
               "        loss = model(x).sum()\n        loss.backward()\n        opt.step()\n    print('done')\n"_s
            << u"step"_s
            << QStringList{u"    for x in batches:\n        with torch_xla.step():\n            # one step\n"
                           "            loss = model(x).sum()\n            loss.backward()\n            opt.step()\n"
                           "    print('done')\n"_s}
            << QStringList{};
        QTest::newRow("a loop without backward is not a training loop")
            << u"import torch\nfor epoch in range(2):\n    for x in data:\n        model(x).sum().backward()\n"_s
            << u"step"_s << QStringList{u"for epoch in range(2):\n    for x in data:\n        with torch_xla.step():\n"_s}
            << QStringList{u"for epoch in range(2):\n    with"_s};
        QTest::newRow("a loop that calls a step function is a training loop")
            << u"import torch\nclass T:\n    def train_step(self, b):\n        self.m(b).sum().backward()\n"
               "    def fit(self, batches):\n        for b in batches:\n            self.train_step(b)\n"
               "def step(b):\n    torch.ones(1, requires_grad=True).sum().backward()\n"
               "for i in range(3):\n    step(i)\n"_s
            << u"step"_s
            << QStringList{u"        for b in batches:\n            with torch_xla.step():\n                self.train_step(b)\n"_s,
                           u"for i in range(3):\n    with torch_xla.step():\n        step(i)\n"_s}
            << QStringList{};
        QTest::newRow("DataLoader through MpDeviceLoader")
            << u"import torch\nfrom torch.utils.data import DataLoader\ndl = DataLoader([1, 2])\n"
               "for i, x in enumerate(dl):\n    torch.ones(1).backward()\n"_s
            << u"loader"_s
            << QStringList{u"for i, x in enumerate(pl.MpDeviceLoader(dl, device)):"_s}
            << QStringList{};
        QTest::newRow("mp.spawn becomes torch_xla.launch")
            << u"import torch.multiprocessing as mp\ndef fn(rank, n):\n    print(rank, n)\n"
               "if __name__ == '__main__':\n    mp.spawn(fn, args=(3,), nprocs=8, join=True)\n"_s
            << u"launch"_s << QStringList{u"    torch_xla.launch(fn, args=(3,))\n"_s}
            << QStringList{u"mp"_s + u".spawn"_s, u"nprocs"_s, u"import torch.multiprocessing"_s};
        QTest::newRow("a dtype chosen at run time: float32 still means no autocast")
            << u"import torch\ndef f(m, x, dt):\n    with torch.autocast(device_type=\"cuda\", dtype=dt):\n        return m(x)\n"_s
            << u"amp"_s
            << QStringList{u"torch.autocast(XLA_DEVICE, dtype=torch.bfloat16, enabled=XLA_DEVICE == \"xla\" and dt != torch.float32)"_s}
            << QStringList{u"\"cuda\""_s};
        QTest::newRow("device strings in arguments, configs, defaults and f-strings")
            << u"import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument(\"--device\", default=\"cuda\")\n"
               "CONFIG = {\"device\": \"cuda:0\", \"lr\": 1.0}\nclass Cfg:\n    device: str = \"cuda\"\n"
               "def run(model, rank, device=\"cuda\"):\n    dev = f\"cuda:{rank}\"\n    return model.to(dev), device\n"_s
            << u"device"_s
            << QStringList{u"p.add_argument(\"--device\", default=XLA_DEVICE)"_s, u"{\"device\": XLA_DEVICE, \"lr\": 1.0}"_s,
                           u"    device: str = XLA_DEVICE\n"_s, u"def run(model, rank, device=XLA_DEVICE):"_s,
                           u"    dev = torch_xla.device()\n"_s}
            << QStringList{u"cuda"_s};
        QTest::newRow("accumulation: the step holds all micro-batches and the optimizer step")
            << u"import torch\ndef train(model, opt, scaler, batches, k):\n    for step in range(10):\n"
               "        for micro in range(k):\n            scaler.scale(model(next(batches)).sum() / k).backward()\n"
               "        scaler.step(opt)\n        opt.zero_grad()\n"_s
            << u"step"_s
            << QStringList{u"    for step in range(10):\n        with torch_xla.step():\n            for micro in range(k):\n"_s}
            << QStringList{u"        for micro in range(k):\n            with torch_xla.step():"_s};
        QTest::newRow("accumulation every k-th batch: torch_xla.sync() after the optimizer step")
            << u"import torch\ndef train(model, optimizer, loader, k):\n    for i, x in enumerate(loader):\n"
               "        model(x).sum().backward()\n        if (i + 1) % k == 0:\n            optimizer.step()\n"
               "            optimizer.zero_grad()\n"_s
            << u"step"_s
            << QStringList{u"            optimizer.step()\n            torch_xla.sync()\n            optimizer.zero_grad()\n"_s,
                           u"enumerate(pl.MpDeviceLoader(loader, device))"_s}
            << QStringList{u"torch_xla.step()"_s};
        QTest::newRow("NCCL process group and DDP become XLA's")
            << u"import os\nimport torch\nimport torch.distributed as dist\nfrom torch.nn.parallel import DistributedDataParallel as DDP\n"
               "def setup(model):\n    dist.init_process_group(backend=\"nccl\", rank=int(os.environ[\"RANK\"]), world_size=2)\n"
               "    print(os.environ[\"RANK\"])\n    local = int(os.environ[\"LOCAL_RANK\"])\n    torch.cuda.set_device(local)\n"
               "    return DDP(model.to(f\"cuda:{local}\"), device_ids=[local], output_device=local)\n"_s
            << u"launch"_s
            << QStringList{u"dist.init_process_group(\"xla\", init_method=\"xla://\")"_s,
                           u"return DDP(model.to(device), gradient_as_bucket_view=True)"_s}
            << QStringList{u"nccl"_s, u"device_ids"_s, u"LOCAL_RANK"_s, u"set_device"_s};
        QTest::newRow("TF32 and cuDNN switches dropped, pinned memory off")
            << u"import torch\nfrom torch.utils.data import DataLoader\ntorch.backends.cuda.matmul.allow_tf32 = True\n"
               "torch.backends.cudnn.benchmark = True\ndl = DataLoader([1], pin_memory=True)\n"
               "for x in dl:\n    x.pin_memory().cuda().sum().backward()\n"_s
            << u"runtime"_s
            << QStringList{u"DataLoader([1], pin_memory=False)"_s, u"    x.to(device).sum().backward()"_s}
            << QStringList{u"allow_tf32"_s, u"benchmark"_s, u".pin_memory()"_s};
        QTest::newRow("runtime calls")
            << u"import torch\nuse = torch.cuda.is_available()\nn = torch.cuda.device_count()\n"
               "ok = 1 == torch.cuda.is_available()\ndef f(rank):\n    torch.cuda.set_device(rank)\n"
               "    torch.cuda.synchronize()\n"_s
            << u"runtime"_s
            << QStringList{u"use = torch_xla.device_count() > 0"_s, u"n = torch_xla.device_count()"_s,
                           u"ok = 1 == (torch_xla.device_count() > 0)"_s, u"def f(rank):\n    torch_xla.sync()\n"_s}
            << QStringList{u"torch.cuda"_s, u"set_device"_s};
    }

    void rewrites()
    {
        QFETCH(QString, source);
        QFETCH(QString, kind);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        auto port = porter().portSource(source, u"script.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        const QString code = body(port->ported);
        QVERIFY2(hasKind(*port, kind), qPrintable(port->ported));
        for (const QString &text : present)
            QVERIFY2(code.contains(text), qPrintable(u"missing: "_s + text + u"\n---\n"_s + port->ported));
        for (const QString &text : absent)
            QVERIFY2(!code.contains(text), qPrintable(u"still there: "_s + text + u"\n---\n"_s + port->ported));
        // Every port compiles, and neither linter finds anything the original did not have.
        QVERIFY2(port->pyflakesRan, "pyflakes is missing: apt install python3-pyflakes");
        QVERIFY2(port->clean(), qPrintable(port->pyflakes.join(u'\n') + port->ported));
        QVERIFY(port->diff.startsWith(u"--- a/script.py\n+++ b/script.py\n"_s));
        QVERIFY(port->ported.contains(u"try:\n    import torch_xla\n"_s));
    }

    void commentsStringsAndLayoutSurvive()
    {
        const QString source = u"import torch  # the framework\n\n\ndef train(model, opt, data):\n"
                               "    for x in data:\n        doc = \"\"\"a string\nover two lines\"\"\"\n"
                               "        loss = model(x).sum()   # spaced  comment\n\n"
                               "        loss.backward()\n        opt.step()\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QVERIFY(port->ported.startsWith(u"import torch  # the framework\n"_s));
        // The string's second line is not indented (that would change the string); the blank
        // line stays empty.
        QVERIFY2(port->ported.contains(u"            doc = \"\"\"a string\nover two lines\"\"\"\n"
                                       "            loss = model(x).sum()   # spaced  comment\n\n"
                                       "            loss.backward()\n"_s),
                 qPrintable(port->ported));
    }

    void importBlockGoesBeforeTheFirstChange()
    {
        // __all__ and a guarded import among the imports; a rewritten statement before the last
        // import: the block must come before that statement (it calls torch_xla), and must not
        // import torch again (pyflakes: redefinition).
        const QString source = u"\"\"\"doc\"\"\"\n__all__ = [\"x\"]\nimport torch\ntry:\n    import numpy\n"
                               "except ImportError:\n    numpy = None\nDEVICE = torch.device(\"cuda\")\nimport os\n"
                               "print(os, numpy, DEVICE)\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        const QString &code = port->ported;
        QVERIFY2(code.startsWith(u"\"\"\"doc\"\"\"\n__all__ = [\"x\"]\nimport torch\ntry:\n    import numpy\n"
                                 "except ImportError:\n    numpy = None\n\n# Ported to PyTorch/XLA"_s),
                 qPrintable(code));
        QVERIFY(code.indexOf(u"try:\n    import torch_xla\n"_s) < code.indexOf(u"DEVICE = torch_xla.device()"_s));
        QVERIFY(!code.contains(u"    import torch\n"_s));
        QVERIFY2(port->clean(), qPrintable(port->pyflakes.join(u'\n')));
    }

    void classAttributeIsNotADeviceVariable()
    {
        const QString source = u"import torch\nclass Base:\n    device_type = \"cuda\"\n"
                               "    def run(self):\n        return torch.ones(1).to(\"cuda\")\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QVERIFY(port->ported.contains(u"    device_type = XLA_DEVICE\n"_s));
        QVERIFY2(port->ported.contains(u"return torch.ones(1).to(device)"_s), qPrintable(port->ported));
        QVERIFY(port->ported.contains(u"\ndevice = torch_xla.device()\n"_s));
        QVERIFY(port->clean());
    }

    void emptiedBlockKeepsPass()
    {
        const QString source = u"import torch\nscaler = torch.cuda.amp.GradScaler()\ndef f(loss, opt):\n"
                               "    scaler.scale(loss).backward()\n    scaler.step(opt)\n"
                               "    if True:\n        scaler.update()\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QVERIFY2(port->ported.contains(u"    if True:\n        pass\n"_s), qPrintable(port->ported));
        QVERIFY(port->clean());
    }

    void scalerUsedOtherwiseIsKeptWithANote()
    {
        const QString source = u"import torch\nscaler = torch.cuda.amp.GradScaler()\n"
                               "def f(loss, opt):\n    scaler.scale(loss).backward()\n    scaler.step(opt)\n"
                               "    return scaler.state_dict()\nx = torch.ones(1).cuda()\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QVERIFY(port->ported.contains(u"scaler.scale(loss).backward()"_s));
        QCOMPARE(port->notes.size(), 1);
        QCOMPARE(port->notes[0].line, 6);
        QVERIFY(port->notes[0].text.contains(u"GradScaler"_s));
    }

    void cpuAutocastAndCudaCallsThatRunStay()
    {
        const QString source = u"import torch\ndef f(m, x):\n    torch.cuda.manual_seed_all(0)\n"
                               "    with torch.autocast(\"cpu\"):\n        return m(x.cuda())\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QVERIFY(port->ported.contains(u"with torch.autocast(\"cpu\"):"_s));
        QVERIFY(port->ported.contains(u"torch.cuda.manual_seed_all(0)"_s));
        QCOMPARE(port->notes.size(), 1);
        QCOMPARE(port->notes[0].line, 3);
        QVERIFY(port->notes[0].text.contains(u"runs without a GPU"_s));
    }

    // What would not run on XLA is refused, every line named, nothing ported.
    void refusesWhatCannotRun()
    {
        const QString source = u"import torch\nimport torch.multiprocessing as mp\nDEV = torch.device(\"cuda\")\n"
                               "def fn(i, m):\n    t = torch.cuda.Event(enable_timing=True)\n"
                               "    m = torch.compile(m.cuda())\n    print(torch.cuda.get_device_name(), t)\n"
                               "    m = torch.compile(m, backend=\"openxla\")\n"
                               "mp.spawn(fn, args=(None,), nprocs=2)\n"_s;
        auto port = porter().portSource(source, u"t.py"_s);
        QVERIFY2(port, qPrintable(port ? QString() : port.error().message));
        QVERIFY(port->refused() && !port->clean());
        QCOMPARE(port->ported, source);
        QVERIFY(port->changes.isEmpty());
        QList<int> lines;
        for (const auto &refusal : port->refusals)
            lines << refusal.line;
        QCOMPARE(lines, (QList<int>{3, 5, 6, 7}));
        QVERIFY2(port->refusals[1].text.startsWith(u"torch.cuda.Event() needs a CUDA device"_s), qPrintable(port->refusals[1].text));
        const QString message = port->refusal;
        QVERIFY2(message.startsWith(u"t.py: not ported: 4 line(s) would not run on PyTorch/XLA"_s), qPrintable(message));
        QVERIFY2(message.contains(u"\n  t.py:3: `DEV` is looked up at module level"_s), qPrintable(message));
        QVERIFY(message.contains(u"\n  t.py:5: torch.cuda.Event() needs a CUDA device"_s));
        QVERIFY(message.contains(u"\n  t.py:6: torch.compile with its default (inductor) backend"_s));
        QVERIFY(message.contains(u"\n  t.py:7: torch.cuda.get_device_name() needs a CUDA device"_s));
        QVERIFY(!message.contains(u"t.py:8"_s)); // the openxla backend runs
        QVERIFY(message.endsWith(u"Change or remove these lines, then port again."_s));
    }

    void leftoverCudaStringIsNoted()
    {
        const QString source = u"import argparse\nimport torch\np = argparse.ArgumentParser()\n"
                               "p.add_argument(\"--device\", choices=[\"cuda\", \"cpu\"])\nx = torch.ones(1).cuda()\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        QCOMPARE(port->notes.size(), 1);
        QCOMPARE(port->notes[0].line, 4);
        QVERIFY(port->notes[0].text.contains(u"'cuda'"_s));
    }

    void changesCarryOriginalLines()
    {
        const QString source = u"import torch\n\n\nx = torch.ones(1).cuda()\n"_s;
        auto port = porter().portSource(source, u"s.py"_s);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));
        const auto it = std::find_if(port->changes.cbegin(), port->changes.cend(),
                                     [](const auto &c) { return c.kind == u"cuda"_s; });
        QVERIFY(it != port->changes.cend());
        QCOMPARE(it->line, 4);
        QCOMPARE(it->before, u".cuda()"_s);
        QCOMPARE(it->after, u".to(device)"_s);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax error names file and line") << u"import torch\n\nx = (1,\n"_s << u"bad.py:3: syntax error"_s;
        QTest::newRow("nothing to port") << u"import torch\nprint(torch.ones(2))\n"_s << u"bad.py: nothing to port"_s;
        QTest::newRow("already torch_xla")
            << u"import torch\nimport torch_xla.core.xla_model as xm\nx = torch.ones(1).cuda()\n"_s
            << u"bad.py:2: this file already uses torch_xla"_s;
    }

    void errors()
    {
        QFETCH(QString, source);
        QFETCH(QString, message);
        auto port = porter().portSource(source, u"bad.py"_s);
        QVERIFY(!port);
        QVERIFY2(port.error().message.startsWith(message), qPrintable(port.error().message));
    }

    void missingFileIsNamed()
    {
        auto port = porter().portFile(u"/nonexistent/train.py"_s);
        QVERIFY(!port);
        QVERIFY(port.error().message.contains(u"/nonexistent/train.py"_s));
    }

    void missingInterpreterIsNamed()
    {
        const TorchXlaPorter broken(u"/nonexistent/python3"_s, twb::test::sourceDir() + u"/templates"_s);
        auto port = broken.portSource(u"x = 1\n"_s, u"s.py"_s);
        QVERIFY(!port);
        QVERIFY(port.error().message.contains(u"/nonexistent/python3"_s));
    }

    void writeKeepsABackupAndRefusesToLoseOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"train.py"_s);
        const QByteArray original = "import torch\nx = torch.ones(1).cuda()\n";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(original);
        file.close();
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner);
        auto port = porter().portFile(path);
        QVERIFY2(port, port ? "" : qPrintable(port.error().message));

        auto written = TorchXlaPorter::write(*port);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        QCOMPARE(*written, path + u".bak"_s);
        QFile backup(*written);
        QVERIFY(backup.open(QIODevice::ReadOnly));
        QCOMPARE(backup.readAll(), original);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), port->ported);
        file.close();
        QVERIFY(QFile::permissions(path) & QFileDevice::ExeOwner);

        // A second write would overwrite the first original: refused, file untouched.
        auto again = TorchXlaPorter::write(*port);
        QVERIFY(!again);
        QVERIFY(again.error().message.contains(path + u".bak"_s));
    }

    void writeRefusesAFileChangedSincePorting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"train.py"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import torch\nx = torch.ones(1).cuda()\n");
        file.close();
        auto port = porter().portFile(path);
        QVERIFY(port);
        QVERIFY(file.open(QIODevice::Append));
        file.write("y = 2\n");
        file.close();
        auto written = TorchXlaPorter::write(*port);
        QVERIFY(!written);
        QVERIFY(written.error().message.contains(u"changed since it was ported"_s));
        QVERIFY(!QFile::exists(path + u".bak"_s));
    }
};

QTEST_GUILESS_MAIN(TestTorchXlaPorter)
#include "tst_torch_xla_porter.moc"
