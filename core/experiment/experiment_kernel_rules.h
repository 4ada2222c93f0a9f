#pragma once

#include "core/experiment/experiment_issue.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

namespace twb {

// The kernels of ExperimentValidator: `model.kernels.<module>` switches a published Pallas
// kernel (a MaxKernel run's `optimized.py`, a JAX `computation(...)`) into the generated model
// in place of one of its modules (docs/formats.md, "Kernels"; docs/kernel.md, "Use the
// kernel"). Each entry is `{"path", "sha256", "enabled"}`:
// - the module is one the generated model can route through a kernel (modules());
// - `path` names the kernel file, absolute or relative to the experiment's folder; when
//   `experimentDir` is given the file must exist, define `computation` and have the `sha256`
//   written (the config hash covers the kernel through it); without it nothing is read;
// - `sha256` is 64 hex digits; `enabled` (default true) is true or false;
// - the shape rule of the module's kernels: rmsnorm's hidden size (model.d_model) a multiple
//   of 128; and not with tpu.scan_layers (a Pallas kernel cannot run inside scan).
// Every message names the field and says what to do.
class ExperimentKernelRules final
{
public:
    // The modules a kernel can replace: "rmsnorm" (model.py's RMSNorm).
    static QStringList modules();
    // The model.py class a module name stands for ("rmsnorm" -> "RMSNorm"), or empty.
    static QString moduleClass(const QString &module);
    // The module name for a name as typed: a module name or its class, any case; empty if none.
    static QString moduleNamed(const QString &name);
    // The kernel's copy inside the generated project: "kernels/<module>.py".
    static QString projectFile(const QString &module);
    // The hidden-size multiple the module's kernels need (128 for rmsnorm), 0 when none.
    static int hiddenMultiple(const QString &module);

    // `path` made absolute: as written when absolute, else against `experimentDir`; empty when
    // it is relative and there is no folder to resolve it against.
    static QString resolvePath(const QString &path, const QString &experimentDir);
    // Lower-case hex SHA-256 of `bytes`.
    static QString sha256(const QByteArray &bytes);

    static ExperimentIssues check(const Json &experiment, const QString &experimentDir);

    // The (module, absolute path) of every configured kernel; an error names the field when a
    // path cannot be resolved or read. For the scaffold, after check().
    struct Entry
    {
        QString module;
        QString path;      // absolute
        QByteArray content;
    };
    static Result<QList<Entry>> read(const Json &experiment, const QString &experimentDir);
};

} // namespace twb
