#pragma once

#include "core/util/json.h"

#include <QString>
#include <QStringList>

namespace twb::kernel {

class PythonModuleSource;

// The arguments a module of model.py is constructed with, as Python literals evaluated from
// config.json: `RMSNorm(m["d_model"])` with `m = cfg["model"]` gives `64`. The module at
// `modulePath` ("layers.0.cross_attn") is followed from the model's root class (the one whose
// forward takes input_ids) down, each class's construction of the next attribute evaluated with
// the parameters that class itself was given, so an encoder's attention (causal=False) is not a
// decoder's; without a path, the first construction of the class in the file. An argument is a
// literal, a `cfg[...]` chain (also through a local alias), `attention_fn` (kept as a name the
// entry point defines), or a parameter of the enclosing __init__; anything else is `unresolved`.
struct ModuleInitArguments
{
    QStringList values;  // Python literals ("64", "causal=False", "attention_fn", a dict for cfg)
    QString unresolved;  // the first argument that could not be evaluated, as model.py writes it

    static ModuleInitArguments evaluate(const PythonModuleSource &source, const QString &className,
                                        const QString &modulePath, const Json &config);
    bool needsAttention() const;
};

} // namespace twb::kernel
