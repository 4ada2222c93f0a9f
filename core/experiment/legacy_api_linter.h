#pragma once

#include "core/experiment/lint_finding.h"
#include "core/util/error.h"

#include <QString>

namespace twb {

// Finds legacy or wrong PyTorch/XLA API uses in Python source, each with line, column and
// the modern replacement, and rewrites the mechanical ones:
//   xm.xla_device() -> torch_xla.device();  .to(xm.xla_device()) -> .to('xla');
//   xm.xrt_world_size() -> xr.world_size(); xm.get_ordinal() -> xr.global_ordinal();
//   xm.get_local_ordinal() -> xr.local_ordinal(); xm.xla_devices() -> torch_xla.devices();
//   tpu_device()/tpu_step() (names that do not exist) -> torch_xla.device()/torch_xla.step();
//   xm.optimizer_step(opt) under SPMD -> opt.step()
// (adding `import torch_xla` / `import torch_xla.runtime as xr` when a fix needs them).
// Reported, not rewritten (they change structure): xm.mark_step(), xmp.spawn, mp.spawn,
// xla_multiprocessing, MpSerialExecutor, pl.ParallelLoader, XRT_* variables, xr.save,
// XLA_USE_BF16, xm.is_master_ordinal() without local=False.
// Comments and string literals are not code: the Python is masked first (environment
// variable names are looked for in strings too). Module aliases are read from the imports.
class LegacyApiLinter final
{
public:
    static LintFindings lint(const QString &source);

    struct FixResult
    {
        QString source;          // the rewritten text
        int fixed = 0;           // how many findings were rewritten
        LintFindings remaining;  // what lint() reports on the rewritten text
    };
    static FixResult fix(const QString &source);

    // lint() on a file; the error names the file.
    static Result<LintFindings> lintFile(const QString &path);
};

} // namespace twb
